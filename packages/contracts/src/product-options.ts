/** List options shared by the API and the web client (kept free of zod so the client bundle stays small). */
export const PRODUCT_SORTS = ['newest', 'popular', 'priceAsc', 'priceDesc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PRICE_FILTERS = ['all', 'free', 'paid'] as const;
export type PriceFilter = (typeof PRICE_FILTERS)[number];

export const SEARCH_QUERY_MAX = 100;
