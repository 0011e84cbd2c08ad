import { TIERS, type Tier } from '@space/contracts/limits';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedRows } from '../../db/statements.ts';
import { products } from '../../db/schema.ts';
import type { Member } from '../auth/index.ts';

/**
 * The user's tier at `at` (spec §6; decision 020): the highest tier of a membership that has
 * started and not yet expired, `general` without one. Worked out on every read, so an expired
 * membership needs no job to end it.
 */
export async function tierOf(db: Database, member: Member, at: Date): Promise<Tier> {
  const [row] = await preparedRows<{ tier: Tier }>(
    db,
    'tier_of',
    sql`select ${tierAt(member, at)} as tier`,
  );
  return row?.tier ?? 'general';
}

/** The tiers' order, highest last, as SQL (constants of ours, so written into the text). */
const TIER_RANK = sql.raw(
  `array_position(array[${TIERS.map((tier) => `'${tier}'`).join(', ')}]::text[], m.tier)`,
);

/**
 * tierOf() as an SQL expression, for a statement that needs the buyer's tier beside its own
 * rows (the cart, a checkout) without a round trip of its own. Plain text around the values
 * (placeholders in a prepared statement): cheap to build inside a transaction too.
 */
export function tierAt(
  member: { userId: number | Placeholder; tenantId: number | Placeholder },
  at: Date | Placeholder,
): SQL<Tier> {
  const when = at instanceof Date ? at.toISOString() : at;
  return sql<Tier>`coalesce((
    select m.tier from memberships m
    where m.user_id = ${member.userId} and m.tenant_id = ${member.tenantId}
      and m.starts_at <= ${when}::timestamptz and m.expires_at > ${when}::timestamptz
    order by ${TIER_RANK} desc limit 1), 'general')`;
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
