import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import type { Database } from '../db/client.ts';
import { coupons } from '../db/schema.ts';

/** Fixed, and how remove-demo tells the seed's coupons from an administrator's of the same code. */
export const DEMO_COUPONS_CREATED_AT = new Date('2026-01-05T09:00:00Z');

/**
 * Discount coupons of the default brand (decision 025), so the cart's coupon field has
 * something to apply: 10 % off USD orders from 5.00 USD, and 5.00 CNY off CNY orders from
 * 10.00 CNY for the first 100 buyers. Neither makes an order free. Idempotent.
 */
export const DEMO_COUPONS = [
  {
    code: 'WELCOME10',
    kind: 'percent',
    percentOff: 10,
    amountOffMinor: null,
    currency: 'USD',
    minSpendMinor: 500,
    maxUses: null,
  },
  {
    code: 'STUDIO5',
    kind: 'fixed',
    percentOff: null,
    amountOffMinor: 500,
    currency: 'CNY',
    minSpendMinor: 1000,
    maxUses: 100,
  },
] as const;

export async function seedDemoCoupons(db: Database): Promise<void> {
  await db
    .insert(coupons)
    .values(
      DEMO_COUPONS.map((coupon) => ({
        ...coupon,
        tenantId: DEFAULT_TENANT_ID,
        createdAt: DEMO_COUPONS_CREATED_AT,
      })),
    )
    .onConflictDoNothing();
}
