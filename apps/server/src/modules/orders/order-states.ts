import type { orders } from '../../db/schema.ts';

/** An order as stored (decision 020). */
export type OrderRow = typeof orders.$inferSelect;

/** States a payment can still move an order out of. */
export const OPEN_STATES = ['waiting', 'unknown'] as const;
