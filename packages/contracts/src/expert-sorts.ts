// Without zod, so the app's first load can name the orders without the schemas.

/** /expertList orders (spec §2): most followers, most products, most recently active. */
export const EXPERT_SORTS = ['followers', 'products', 'recent'] as const;
export type ExpertSort = (typeof EXPERT_SORTS)[number];
