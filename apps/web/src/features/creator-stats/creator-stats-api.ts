import type {
  CreatorStats,
  CreatorStatsProductOption,
  StatsCsvTable,
} from '@space/contracts/creator-stats';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiData, apiDownload } from '../../lib/api-client.ts';

/** What the panel asks for: a product (null: all) and the days ending today. */
export interface StatsSelection {
  productId: number | null;
  days: number;
}

function queryOf(selection: StatsSelection) {
  return { days: selection.days, productId: selection.productId ?? undefined };
}

export function getStatsProductsQueryOptions() {
  return queryOptions({
    queryKey: ['creator-stats', 'products'],
    queryFn: ({ signal }) =>
      apiData<CreatorStatsProductOption[]>('/api/creator-stats/products', { signal }),
  });
}

export function getCreatorStatsQueryOptions(selection: StatsSelection) {
  return queryOptions({
    queryKey: ['creator-stats', 'stats', selection.productId, selection.days],
    queryFn: ({ signal }) =>
      apiData<CreatorStats>('/api/creator-stats', { query: queryOf(selection), signal }),
    // Switching range or product keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** Saves one table of the stats as the CSV file the server made. */
export async function downloadStatsCsv(
  selection: StatsSelection,
  table: StatsCsvTable,
): Promise<void> {
  const { blob, fileName } = await apiDownload('/api/creator-stats/csv', {
    accept: 'text/csv',
    query: { ...queryOf(selection), table },
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? `creator-stats-${table}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
