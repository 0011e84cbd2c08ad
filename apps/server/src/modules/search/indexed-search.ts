import { effectiveSort, SUGGESTIONS_MAX } from '@space/contracts/product-options';
import type { ProductListQuery } from '@space/contracts/products';
import { toIndexQuery } from './index-query.ts';
import type { IndexPage, SearchIndex } from './search-index.ts';

/**
 * The page of a search from the index (decision 036), or null when SQL answers: no index (off,
 * still building, not trusted), no search text (a plain list walks its SQL index already), or
 * a text the index does not answer exactly (`toIndexQuery`), or an order or filter by rating.
 */
export async function searchFromIndex(
  index: SearchIndex | null | undefined,
  query: ProductListQuery,
  tenantId: number,
): Promise<IndexPage | null> {
  if (!index?.ready) return null;
  // Ratings are not in the index (decision 065): SQL orders and filters by them, fresh.
  if (query.minRating !== undefined) return null;
  const parsed = toIndexQuery(query.q);
  if (parsed === null || parsed === 'sql') return null;
  const sort = effectiveSort(query.sort, parsed.text);
  if (sort === 'topRated') return null;
  return index.search(
    parsed,
    indexFilters(query, tenantId),
    sort,
    (query.page - 1) * query.pageSize,
    query.pageSize,
  );
}

/** The filters of a list or search that the index holds (a rating filter is SQL's). */
function indexFilters(query: ProductListQuery, tenantId: number) {
  const { family, type, category, price, system, author } = query;
  return { tenantId, family, type, category, price, system, author };
}

/**
 * The total of a list without search text, counted by the index (issue 31): a bitset count
 * instead of PostgreSQL visiting up to LIST_RESULTS_MAX + 1 rows on every page. Null when SQL
 * counts: no index (off, building, not trusted) or a filter by rating (not in the index).
 */
export async function listTotalFromIndex(
  index: SearchIndex | null | undefined,
  query: ProductListQuery,
  tenantId: number,
): Promise<number | null> {
  if (!index?.ready || query.minRating !== undefined) return null;
  return index.count(indexFilters(query, tenantId));
}

/** The ids of the suggestions for `q` from the index, best first; null when SQL answers. */
export async function suggestionsFromIndex(
  index: SearchIndex | null | undefined,
  q: string,
  tenantId: number,
): Promise<number[] | null> {
  if (!index?.ready) return null;
  const parsed = toIndexQuery(q);
  if (parsed === null || parsed === 'sql') return null;
  const page = await index.search(
    parsed,
    { tenantId, price: 'all' },
    'relevance',
    0,
    SUGGESTIONS_MAX,
  );
  return page?.ids ?? null;
}

/** Rows in the order of `ids` (a page the index chose); ids no longer found are left out. */
export function inIdOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
