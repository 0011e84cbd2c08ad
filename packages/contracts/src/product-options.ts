/** List options shared by the API and the web client (kept free of zod so the client bundle stays small). */
export const PRODUCT_SORTS = ['newest', 'popular', 'priceAsc', 'priceDesc', 'relevance'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * The order of a list whose `sort` is absent: best match first when there is a
 * search text, newest first otherwise. `relevance` without a search text is newest.
 */
export function effectiveSort(sort: ProductSort | undefined, q: string | undefined): ProductSort {
  const searching = q !== undefined && q.trim() !== '';
  if (sort === undefined) return searching ? 'relevance' : 'newest';
  if (sort === 'relevance' && !searching) return 'newest';
  return sort;
}

export const PRICE_FILTERS = ['all', 'free', 'paid'] as const;
export type PriceFilter = (typeof PRICE_FILTERS)[number];

export const SEARCH_QUERY_MAX = 100;

/**
 * Lists and searches page through at most this many results (decision 010): totals are
 * counted up to it (`totalExact: false` beyond), and a page starting past it is refused.
 */
export const LIST_RESULTS_MAX = 1000;
/** Suggestions under the header search box. */
export const SUGGESTIONS_MAX = 8;
