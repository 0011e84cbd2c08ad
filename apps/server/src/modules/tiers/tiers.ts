import { TIERS, type Tier } from '@space/contracts/limits';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberships, products } from '../../db/schema.ts';
import type { Member } from '../auth/index.ts';

/**
 * The user's tier at `at` (spec §6; decision 020): the highest tier of a membership that has
 * started and not yet expired, `general` without one. Worked out on every read, so an expired
 * membership needs no job to end it.
 */
export async function tierOf(db: Database, member: Member, at: Date): Promise<Tier> {
  const rows = await db
    .select({ tier: memberships.tier })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, member.userId),
        eq(memberships.tenantId, member.tenantId),
        lte(memberships.startsAt, at),
        gt(memberships.expiresAt, at),
      ),
    );
  let best: Tier = 'general';
  for (const row of rows) {
    const tier = row.tier as Tier;
    if (TIERS.indexOf(tier) > TIERS.indexOf(best)) best = tier;
  }
  return best;
}

/** The price column of a tier (integer minor units of `products.currency`). */
export const PRICE_COLUMNS = {
  general: products.priceGeneral,
  ordinary: products.priceOrdinary,
  premium: products.pricePremium,
  svip: products.priceSvip,
} as const satisfies Record<Tier, unknown>;

/** The usage-count limit column of a tier: 0 none, n limited, -1 unlimited. */
export const USES_COLUMNS = {
  general: products.usesGeneral,
  ordinary: products.usesOrdinary,
  premium: products.usesPremium,
  svip: products.usesSvip,
} as const satisfies Record<Tier, unknown>;

/** The three member price columns, to select beside a summary (whose `price` is general). */
export const memberPriceColumns = {
  priceOrdinary: products.priceOrdinary,
  pricePremium: products.pricePremium,
  priceSvip: products.priceSvip,
};

/** A row's price for a tier: `price` is the general price (summary columns). */
export function priceForTier(
  row: { price: number; priceOrdinary: number; pricePremium: number; priceSvip: number },
  tier: Tier,
): number {
  switch (tier) {
    case 'general':
      return row.price;
    case 'ordinary':
      return row.priceOrdinary;
    case 'premium':
      return row.pricePremium;
    case 'svip':
      return row.priceSvip;
  }
}
