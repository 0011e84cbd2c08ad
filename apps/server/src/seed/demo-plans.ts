import type { MembershipDuration } from '@space/contracts/limits';
import type { MemberTier } from '@space/contracts/memberships';
import type { Currency } from '@space/contracts/money';
import { TENANTS } from '@space/contracts/tenants';
import type { Database } from '../db/client.ts';
import { membershipPlans } from '../db/schema.ts';

type PriceList = Record<MemberTier, Record<MembershipDuration, number>>;

/**
 * Demo membership prices (decision 023), in minor units. An annual plan costs about three
 * quarters: a quarter of the year free against four quarterly plans.
 */
export const DEMO_PLAN_PRICES = {
  USD: {
    ordinary: { quarterly: 499, annual: 1499 },
    premium: { quarterly: 999, annual: 2999 },
    svip: { quarterly: 1999, annual: 5999 },
  },
  CNY: {
    ordinary: { quarterly: 2800, annual: 8800 },
    premium: { quarterly: 5800, annual: 18800 },
    svip: { quarterly: 11800, annual: 38800 },
  },
} as const satisfies Partial<Record<Currency, PriceList>>;

/**
 * The currencies every demo brand sells memberships in (decision 076): those the deployment's
 * methods take — PayPal USD, WeChat Pay and Alipay CNY (decision 020) — so every brand's plans
 * can be paid with each of the three methods, at the same prices in each brand.
 */
export const DEMO_PLAN_CURRENCIES = [
  'USD',
  'CNY',
] as const satisfies readonly (keyof typeof DEMO_PLAN_PRICES)[];

/** Fixed, and how remove-demo tells a plan no administrator changed since the seed. */
export const DEMO_PLANS_CREATED_AT = new Date('2026-01-01T00:00:00Z');

/**
 * Plans for every demo brand in every demo currency; a plan that exists already is left as it
 * is (a database seeded before decision 076 gains the missing currencies).
 */
export async function seedDemoPlans(db: Database, at = DEMO_PLANS_CREATED_AT) {
  const rows = TENANTS.flatMap((tenant) =>
    DEMO_PLAN_CURRENCIES.flatMap((currency) => {
      const prices: PriceList = DEMO_PLAN_PRICES[currency];
      return Object.entries(prices).flatMap(([tier, durations]) =>
        Object.entries(durations).map(([duration, priceMinor]) => ({
          tenantId: tenant.id,
          tier,
          duration,
          priceMinor,
          currency,
          createdAt: at,
          updatedAt: at,
        })),
      );
    }),
  );
  await db.insert(membershipPlans).values(rows).onConflictDoNothing();
}
