import type {
  EarningsBalances,
  EarningsEntriesPage,
  EarningsEntryKind,
  EarningsStatement,
} from '@space/contracts/earnings';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiData, apiDownload } from '../../lib/api-client.ts';

/** The entries table's filters (decision 068): currency, kind, UTC days; and the page. */
export interface EntriesFilter {
  currency: string | null;
  kind: EarningsEntryKind | null;
  from: string | null;
  to: string | null;
}

export const ENTRIES_PAGE_SIZE = 20;

function filterQuery(filter: EntriesFilter) {
  return {
    currency: filter.currency ?? undefined,
    kind: filter.kind ?? undefined,
    from: filter.from ?? undefined,
    to: filter.to ?? undefined,
  };
}

export function getEarningsBalanceQueryOptions() {
  return queryOptions({
    queryKey: ['creator-earnings', 'balance'],
    queryFn: ({ signal }) => apiData<EarningsBalances>('/api/creator-earnings/balance', { signal }),
  });
}

export function getEarningsEntriesQueryOptions(filter: EntriesFilter, page: number) {
  return queryOptions({
    queryKey: ['creator-earnings', 'entries', filter, page],
    queryFn: ({ signal }) =>
      apiData<EarningsEntriesPage>('/api/creator-earnings/entries', {
        query: { ...filterQuery(filter), page, pageSize: ENTRIES_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function getEarningsStatementQueryOptions(month: string) {
  return queryOptions({
    queryKey: ['creator-earnings', 'statement', month],
    queryFn: ({ signal }) =>
      apiData<EarningsStatement>(`/api/creator-earnings/statements/${month}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

async function save(path: string, query: Record<string, string | undefined>, name: string) {
  const { blob, fileName } = await apiDownload(path, { accept: 'text/csv', query });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves the filtered entries as the CSV file the server made. */
export function downloadEntriesCsv(filter: EntriesFilter): Promise<void> {
  return save('/api/creator-earnings/entries/csv', filterQuery(filter), 'earnings.csv');
}

/** Saves a month's statement as CSV. */
export function downloadStatementCsv(month: string): Promise<void> {
  return save(`/api/creator-earnings/statements/${month}/csv`, {}, `earnings-${month}.csv`);
}
