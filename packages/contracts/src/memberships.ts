import { z } from 'zod';
import { tenantIdSchema } from './accounts.ts';
import {
  MEMBERSHIP_DURATIONS,
  PAYMENT_METHODS,
  TIERS,
  type MembershipDuration,
  type Tier,
} from './limits.ts';
import type { Locale } from './locales.ts';
import { CURRENCY_CODES, type Currency } from './money.ts';
import { productSummarySchema } from './products.ts';

/** Paid tiers, lowest first (spec §6: general users have no membership). */
export const MEMBER_TIERS = ['ordinary', 'premium', 'svip'] as const satisfies readonly Tier[];
export type MemberTier = (typeof MEMBER_TIERS)[number];

/** Calendar months a plan of each duration buys (spec §9: quarterly and annual). */
export const MEMBERSHIP_MONTHS: Record<MembershipDuration, number> = {
  quarterly: 3,
  annual: 12,
};

/** The expiry reminder goes out this many days before a membership ends (decision 023). */
export const MEMBERSHIP_REMINDER_DAYS = 3;

/** What granted a membership row: a paid order, an exchange code, or an administrator. */
export const MEMBERSHIP_SOURCES = ['order', 'code', 'admin'] as const;
export type MembershipSource = (typeof MEMBERSHIP_SOURCES)[number];

/** The highest plan price an administrator may set, in minor units (a typo guard). */
export const MEMBERSHIP_PRICE_MAX_MINOR = 100_000_000;

export const memberTierSchema = z.enum(MEMBER_TIERS);
export const membershipDurationSchema = z.enum(MEMBERSHIP_DURATIONS);
const tierSchema = z.enum(TIERS);
const methodSchema = z.enum(PAYMENT_METHODS);
const tierValuesSchema = z.object({
  general: z.number().int(),
  ordinary: z.number().int(),
  premium: z.number().int(),
  svip: z.number().int(),
});

/** What a membership order bought (orders of kind `membership`), at the price of that moment. */
export const orderMembershipSchema = z.object({
  tier: memberTierSchema,
  duration: membershipDurationSchema,
  months: z.number().int(),
  priceMinor: z.number().int(),
});
export type OrderMembership = z.infer<typeof orderMembershipSchema>;

/** A plan on sale for the caller's brand (GET /api/memberships/plans). */
export const membershipPlanSchema = z.object({
  tier: memberTierSchema,
  duration: membershipDurationSchema,
  months: z.number().int(),
  priceMinor: z.number().int(),
  currency: z.string(),
  /** An annual plan's saving against four quarterly plans of its tier; null otherwise. */
  annualSaving: z.object({ amountMinor: z.number().int(), percent: z.number().int() }).nullable(),
  /** The payment methods of this deployment that take the plan's currency (decision 020). */
  methods: z.array(methodSchema),
});
export type MembershipPlan = z.infer<typeof membershipPlanSchema>;

/** A real product of the catalogue, to show what each tier pays and how often it may use it. */
export const tierExampleSchema = z.object({
  product: productSummarySchema,
  prices: tierValuesSchema,
  /** Usage-count limit per tier: 0, a positive number, or -1 for unlimited (decision 022). */
  uses: tierValuesSchema,
});
export type TierExample = z.infer<typeof tierExampleSchema>;

export const membershipOfferSchema = z.object({
  tenantId: z.number().int(),
  /**
   * Tier by tier (lowest first), quarterly before annual, each in every currency it is priced
   * in (decision 076, `CURRENCY_CODES` order); only plans on sale.
   */
  plans: z.array(membershipPlanSchema),
  /** The currencies the brand sells memberships in, in `CURRENCY_CODES` order (decision 076). */
  currencies: z.array(z.string()),
  examples: z.array(tierExampleSchema),
});
export type MembershipOffer = z.infer<typeof membershipOfferSchema>;

/** GET /api/memberships/plans: visitors may name the brand they browse; members get their own. */
export const membershipPlansQuerySchema = z.object({
  tenantId: z.coerce.number().pipe(tenantIdSchema).optional(),
});

/** The membership in force (GET /api/users/me/membership). */
export const currentMembershipSchema = z.object({
  /** `general` without a membership in force. */
  tier: tierSchema,
  membership: z
    .object({
      tier: memberTierSchema,
      startsAt: z.string(),
      expiresAt: z.string(),
      source: z.enum(MEMBERSHIP_SOURCES),
      /** Whole days left, rounded up: 1 on the last day. */
      daysLeft: z.number().int(),
    })
    .nullable(),
});
export type CurrentMembership = z.infer<typeof currentMembershipSchema>;

/**
 * GET /api/memberships/quote and the membership part of POST /api/orders. `currency`: the
 * plan's price in it (decision 076); without it, the first currency the method takes.
 */
export const membershipChoiceSchema = z.object({
  tier: memberTierSchema,
  duration: membershipDurationSchema,
  currency: z.enum(CURRENCY_CODES).optional(),
});
export type MembershipChoice = z.infer<typeof membershipChoiceSchema>;

export const MEMBERSHIP_QUOTE_KINDS = ['new', 'renewal', 'upgrade'] as const;

/** What buying a plan now would give (decision 023), worked out by the ledger without writing. */
export const membershipQuoteSchema = z.object({
  plan: membershipPlanSchema,
  /** new: no membership in force; renewal: the same tier; upgrade: a higher one. */
  kind: z.enum(MEMBERSHIP_QUOTE_KINDS),
  current: z.object({ tier: memberTierSchema, expiresAt: z.string() }).nullable(),
  after: z.object({ tier: memberTierSchema, expiresAt: z.string() }),
  /** Days of the current tier carried into the new one (an upgrade), rounded down. */
  convertedDays: z.number().int(),
});
export type MembershipQuote = z.infer<typeof membershipQuoteSchema>;

/** A plan as an administrator sees it, on sale or not. */
export const adminMembershipPlanSchema = z.object({
  id: z.number().int(),
  tier: memberTierSchema,
  duration: membershipDurationSchema,
  months: z.number().int(),
  priceMinor: z.number().int(),
  currency: z.string(),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type AdminMembershipPlan = z.infer<typeof adminMembershipPlanSchema>;

export const adminMembershipPlansSchema = z.object({
  tenantId: z.number().int(),
  plans: z.array(adminMembershipPlanSchema),
});

/** GET /api/admin/membership-plans: the admin's own brand, another only for a super admin. */
export const adminMembershipPlansQuerySchema = z.object({
  tenantId: z.coerce.number().pipe(tenantIdSchema).optional(),
});

/**
 * PUT /api/admin/membership-plans: the brand's plans as they should be, a price per tier,
 * duration and currency (decision 076). Listed plans are created or repriced; plans left out go
 * off sale (they stay, for the orders that bought them).
 */
export const updateMembershipPlansBodySchema = z
  .object({
    tenantId: tenantIdSchema.optional(),
    plans: z
      .array(
        z.object({
          tier: memberTierSchema,
          duration: membershipDurationSchema,
          priceMinor: z.number().int().positive().max(MEMBERSHIP_PRICE_MAX_MINOR),
          currency: z.enum(CURRENCY_CODES),
          active: z.boolean().default(true),
        }),
      )
      .min(1)
      .max(MEMBER_TIERS.length * MEMBERSHIP_DURATIONS.length * CURRENCY_CODES.length),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.plans.forEach((plan, index) => {
      const key = `${plan.tier}:${plan.duration}:${plan.currency}`;
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', path: ['plans', index], message: 'validation.invalid' });
      }
      seen.add(key);
    });
  });
export type UpdateMembershipPlansBody = z.infer<typeof updateMembershipPlansBodySchema>;

/**
 * The currencies each language's readers most likely pay in, first first (decision 076): the
 * currency /buyMember and /payment open on when the brand sells in several.
 */
export const LOCALE_CURRENCIES: Record<Locale, readonly Currency[]> = {
  en: ['USD', 'EUR', 'GBP'],
  zh: ['CNY', 'HKD', 'TWD', 'USD'],
  ko: ['KRW', 'USD'],
};

/** The currency to show a reader first: their language's first the brand sells in, else its first. */
export function preferredCurrency(locale: Locale, currencies: readonly string[]): string | null {
  return (
    LOCALE_CURRENCIES[locale].find((currency) => currencies.includes(currency)) ??
    currencies[0] ??
    null
  );
}

/** Currencies in the fixed order lists use (`CURRENCY_CODES`), unknown codes last. */
export function byCurrencyOrder(a: string, b: string): number {
  const rank = (code: string) => {
    const index = (CURRENCY_CODES as readonly string[]).indexOf(code);
    return index < 0 ? CURRENCY_CODES.length : index;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}
