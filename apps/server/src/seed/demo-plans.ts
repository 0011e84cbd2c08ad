import type { MembershipDuration } from '@space/contracts/limits';
import type { MemberTier } from '@space/contracts/memberships';
import type { Currency } from '@space/contracts/money';
import { TENANTS, type TenantCode } from '@space/contracts/tenants';
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
 * The currency each demo brand sells memberships in. WeChat Pay and Alipay take only CNY and
 * PayPal USD (decision 020), so a brand's currency decides its payment methods: AJAZZ and
 * VSDCraft sell to buyers in mainland China, the others internationally.
 */
export const DEMO_PLAN_CURRENCY: Record<TenantCode, keyof typeof DEMO_PLAN_PRICES> = {
  default: 'USD',
  soomfon: 'USD',
  VSD: 'CNY',
  gClickcr: 'USD',
  AJAZZ: 'CNY',
  darkFlash: 'USD',
};

/** Plans for every demo brand; a plan that exists already is left as it is. */
/** Fixed, and how remove-demo tells a plan no administrator changed since the seed. */
export const DEMO_PLANS_CREATED_AT = new Date('2026-01-01T00:00:00Z');

export async function seedDemoPlans(db: Database, at = DEMO_PLANS_CREATED_AT) {
  const rows = TENANTS.flatMap((tenant) => {
    const currency = DEMO_PLAN_CURRENCY[tenant.code];
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
  });
  await db.insert(membershipPlans).values(rows).onConflictDoNothing();
}
