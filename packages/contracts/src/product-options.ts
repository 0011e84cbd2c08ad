/** List options shared by the API and the web client (kept free of zod so the client bundle stays small). */
export const PRODUCT_SORTS = [
  'newest',
  'popular',
  'priceAsc',
  'priceDesc',
  'relevance',
  'topRated',
] as const;
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

/**
 * "Top rated" orders by a Bayesian average (decision 065): every product counts as if it also
 * had `TOP_RATED_PRIOR_WEIGHT` reviews of `TOP_RATED_PRIOR_MEAN` stars,
 *
 *   score = (C·m + Σ ratings) / (C + n),   C = 10, m = 3.8 (so C·m = 38, an integer),
 *
 * so one 5-star review (43/11 ≈ 3.91) does not outrank a hundred 4.8s (518/110 ≈ 4.71), and a
 * product without reviews scores m. Ties: more reviews first, then the newer id.
 */
export const TOP_RATED_PRIOR_MEAN = 3.8;
export const TOP_RATED_PRIOR_WEIGHT = 10;

/** The `minRating` filter: only products whose shown average (one decimal) is at least this. */
export const MIN_RATING_VALUES = [1, 2, 3, 4, 5] as const;

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
