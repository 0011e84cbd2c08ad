import { z } from 'zod';
import { tenantIdSchema } from './accounts.ts';
import { pageQuerySchema } from './envelope.ts';
import { MAX_ROW_ID } from './limits.ts';
import type { Locale } from './locales.ts';
import { CURRENCY_CODES } from './money.ts';
import { singleLine } from './text.ts';

/**
 * Discount coupons at checkout (issue 10 item 5; decision 025): a percent or a fixed amount
 * off an order of one brand. Not the spec's exchange codes (/coupon), which grant things.
 */

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** A coupon's code: what an administrator may create (stored upper case). */
export const COUPON_CODE_MAX = 32;
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
/** What a buyer may type: looked up upper case; anything longer names no coupon. */
const ENTERED_CODE_MAX = 64;

/** A code as a buyer enters it (cart field, checkout); the server upper-cases it. */
export const couponCodeSchema = singleLine(
  z.string().trim().min(1, 'validation.required').max(ENTERED_CODE_MAX, 'validation.invalid'),
);

/** The precise refusals that name an amount or a currency; `{amount}` is "5.00 USD". */
export const COUPON_REFUSAL_DETAILS = {
  minSpend: {
    en: 'This promo code needs an order of at least {amount}.',
    zh: '订单金额满 {amount} 方可使用该优惠码。',
    ko: '이 프로모션 코드는 {amount} 이상 주문할 때 사용할 수 있습니다.',
  },
  onlyCurrency: {
    en: 'This promo code applies only to orders in {currency}.',
    zh: '该优惠码仅适用于以 {currency} 计价的订单。',
    ko: '이 프로모션 코드는 {currency} 주문에만 사용할 수 있습니다.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

const currencySchema = z.enum(CURRENCY_CODES);

/** The latest a coupon date may be: years PostgreSQL and every browser handle alike. */
const dateTimeSchema = z.iso.datetime({ offset: true }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 2000 && year <= 2999;
}, 'validation.invalid');

/** POST /api/coupons/preview: the cart's totals with the coupon (one currency, or each). */
export const couponPreviewBodySchema = z.object({
  code: couponCodeSchema,
  currency: currencySchema.optional(),
});
export type CouponPreviewBody = z.infer<typeof couponPreviewBodySchema>;

/** What a buyer may know of a coupon. */
export const couponSummarySchema = z.object({
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  percentOff: z.number().int().nullable(),
  /** Fixed coupons: minor units of `currency`. */
  amountOffMinor: z.number().int().nullable(),
  /** The one currency the coupon applies to; null: any (percent coupons without a minimum). */
  currency: z.string().nullable(),
  minSpendMinor: z.number().int(),
  expiresAt: z.string().nullable(),
});
export type CouponSummary = z.infer<typeof couponSummarySchema>;

/** One currency total of the cart with the coupon: refused for it, or its discount. */
export const couponTotalSchema = z.object({
  currency: z.string(),
  subtotalMinor: z.number().int(),
  discountMinor: z.number().int(),
  amountMinor: z.number().int(),
  /** Nothing left to pay: the order will be granted at once. */
  free: z.boolean(),
  /** Why the coupon does not apply to this currency's order (minimum spend, currency). */
  refusal: z.object({ code: z.number().int(), msg: z.string() }).nullable(),
});
export type CouponTotal = z.infer<typeof couponTotalSchema>;

export const couponPreviewSchema = z.object({
  coupon: couponSummarySchema,
  totals: z.array(couponTotalSchema),
});
export type CouponPreview = z.infer<typeof couponPreviewSchema>;

/** A coupon as its brand's administrators see it. */
export const adminCouponSchema = couponSummarySchema.extend({
  id: z.number().int(),
  tenantId: z.number().int(),
  startsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  /** Orders holding it now: open or paid ones (released when an order ends unpaid). */
  useCount: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

const minorSchema = z.number().int().min(0).max(MAX_ROW_ID);
const positiveSchema = z.number().int().min(1).max(MAX_ROW_ID);

/**
 * POST /api/admin/coupons. Percent coupons take `percentOff` (1–100); fixed ones take
 * `amountOffMinor` and `currency`. A minimum spend is an amount, so it needs a currency too
 * (the coupon then applies to that currency only). A super admin may name another brand.
 */
export const couponCreateBodySchema = z
  .object({
    tenantId: tenantIdSchema.optional(),
    code: singleLine(
      z
        .string()
        .trim()
        .min(1, 'validation.required')
        .max(COUPON_CODE_MAX, 'validation.invalid')
        .regex(COUPON_CODE_PATTERN, 'validation.invalid'),
    ),
    kind: z.enum(COUPON_KINDS),
    percentOff: z.number().int().min(1).max(100).optional(),
    amountOffMinor: positiveSchema.optional(),
    currency: currencySchema.optional(),
    minSpendMinor: minorSchema.default(0),
    startsAt: dateTimeSchema.optional(),
    expiresAt: dateTimeSchema.optional(),
    maxUses: positiveSchema.optional(),
    active: z.boolean().default(true),
  })
  .superRefine((body, context) => {
    const problem = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (body.kind === 'percent') {
      if (body.percentOff === undefined) problem('percentOff', 'validation.required');
      if (body.amountOffMinor !== undefined) problem('amountOffMinor', 'validation.invalid');
    } else {
      if (body.amountOffMinor === undefined) problem('amountOffMinor', 'validation.required');
      if (body.currency === undefined) problem('currency', 'validation.required');
      if (body.percentOff !== undefined) problem('percentOff', 'validation.invalid');
    }
    if (body.minSpendMinor > 0 && body.currency === undefined) {
      problem('currency', 'validation.required');
    }
    if (
      body.startsAt &&
      body.expiresAt &&
      Date.parse(body.startsAt) >= Date.parse(body.expiresAt)
    ) {
      problem('expiresAt', 'validation.invalid');
    }
  });
export type CouponCreateBody = z.infer<typeof couponCreateBodySchema>;

/** PATCH /api/admin/coupons/:id: switch off or on, move the expiry, change the cap (null: none). */
export const couponUpdateBodySchema = z
  .object({
    active: z.boolean().optional(),
    expiresAt: dateTimeSchema.nullable().optional(),
    maxUses: positiveSchema.nullable().optional(),
  })
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    'validation.required',
  );
export type CouponUpdateBody = z.infer<typeof couponUpdateBodySchema>;

export const couponParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(MAX_ROW_ID),
});

export const couponListQuerySchema = pageQuerySchema.extend({
  tenantId: z.coerce.number().pipe(tenantIdSchema).optional(),
  /** Part of a coupon's code. */
  q: z.string().trim().max(100).optional(),
});
export type CouponListQuery = z.infer<typeof couponListQuerySchema>;
