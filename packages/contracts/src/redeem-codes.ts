import { z } from 'zod';
import { tenantIdSchema } from './accounts.ts';
import { pageQuerySchema } from './envelope.ts';
import { ERROR_MESSAGES } from './error-messages.ts';
import { MAX_ROW_ID } from './limits.ts';
import type { Locale } from './locales.ts';
import { MEMBER_TIERS } from './memberships.ts';
import { productSummarySchema } from './products.ts';
import { singleLine } from './text.ts';

/**
 * Exchange codes (spec §2 /coupon, §3; decision 024): a code made by a brand's administrator
 * grants products and/or days of a membership tier. Not the discount coupons of checkout.
 */

/** Crockford's base 32: digits and upper-case letters without I, L, O and U. */
export const REDEEM_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 16 symbols of 5 bits: 80 random bits, shown in groups of four (`7K3Q-X9AB-…`). */
export const REDEEM_CODE_LENGTH = 16;
export const REDEEM_CODE_GROUP = 4;
/** A normalised code; anything else names no code. */
export const REDEEM_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{16}$/;
/** What a user may type (spaces, dashes and all); longer input is refused as malformed. */
export const REDEEM_CODE_INPUT_MAX = 64;
/** Codes one batch may hold. */
export const REDEEM_BATCH_CODES_MAX = 10_000;
/** Membership days one code may grant (about ten years). */
export const REDEEM_MEMBERSHIP_DAYS_MAX = 3660;
/** Users one code may serve. */
export const REDEEM_MAX_REDEMPTIONS_MAX = 1_000_000;
/** Products one batch may grant. */
export const REDEEM_BATCH_PRODUCTS_MAX = 20;
export const REDEEM_LABEL_MAX = 100;

/**
 * A code as typed, the way Crockford's base 32 reads it: full-width characters folded
 * (NFKC), upper case, spaces, dashes and underscores dropped, I and L read as 1, O as 0.
 * The empty string means the user typed nothing that could be a code.
 */
export function normalizeRedeemCode(input: string): string {
  return input
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-_\u2010-\u2015\u2212]/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
}

/** A normalised code in groups for people: `7K3QX9AB…` → `7K3Q-X9AB-…`. */
export function formatRedeemCode(code: string): string {
  return code.match(new RegExp(`.{1,${REDEEM_CODE_GROUP}}`, 'g'))?.join('-') ?? '';
}

/**
 * The messages of /coupon (spec §5, §8, word for word in English). The two refusals are the
 * catalogue's messages of REDEEM_CODE_EMPTY and REDEEM_CODE_INVALID.
 */
export const REDEEM_MESSAGES = {
  redeemed: { en: 'Redeem Successful', zh: '兑换成功', ko: '교환 성공' },
  empty: ERROR_MESSAGES.REDEEM_CODE_EMPTY,
  invalid: ERROR_MESSAGES.REDEEM_CODE_INVALID,
} as const satisfies Record<string, Record<Locale, string>>;

const idSchema = z.number().int().positive().max(MAX_ROW_ID);
export const memberTierSchema = z.enum(MEMBER_TIERS);

/** POST /api/redeem. A missing or blank code is refused with 'Coupon code cannot be empty'. */
export const redeemBodySchema = z.object({
  code: z.string().max(REDEEM_CODE_INPUT_MAX, 'validation.invalid').default(''),
});
export type RedeemBody = z.infer<typeof redeemBodySchema>;

/** What a redemption gave the user. */
export const redeemResultSchema = z.object({
  /** Products granted now. */
  granted: z.array(productSummarySchema),
  /** The code's products the user already owned: not granted again. */
  alreadyOwned: z.array(productSummarySchema),
  /** The membership after the code's days were added; null when the code grants none. */
  membership: z
    .object({
      /** The code's tier and days. */
      grantedTier: memberTierSchema,
      grantedDays: z.number().int(),
      /** The membership in force now: a higher current tier is kept (decision 023). */
      tier: memberTierSchema,
      expiresAt: z.string(),
    })
    .nullable(),
});
export type RedeemResult = z.infer<typeof redeemResultSchema>;

/** The latest an expiry may be: years PostgreSQL and every browser handle alike. */
const expiresAtSchema = z.iso.datetime({ offset: true }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 2000 && year <= 2999;
}, 'validation.invalid');

/** POST /api/admin/redeem-code-batches */
export const createRedeemBatchBodySchema = z
  .object({
    label: singleLine(z.string().trim().min(1, 'validation.required').max(REDEEM_LABEL_MAX)),
    productIds: z.array(idSchema).max(REDEEM_BATCH_PRODUCTS_MAX).default([]),
    membershipTier: memberTierSchema.optional(),
    membershipDays: z.number().int().min(1).max(REDEEM_MEMBERSHIP_DAYS_MAX).optional(),
    /** Users who may redeem each code: 1 for single-use codes. */
    maxRedemptions: z.number().int().min(1).max(REDEEM_MAX_REDEMPTIONS_MAX).default(1),
    count: z.number().int().min(1).max(REDEEM_BATCH_CODES_MAX),
    expiresAt: expiresAtSchema.optional(),
    /** Another brand's batch: super admins only. */
    tenantId: tenantIdSchema.optional(),
  })
  .refine((body) => (body.membershipTier === undefined) === (body.membershipDays === undefined), {
    path: ['membershipDays'],
    message: 'validation.required',
  })
  .refine((body) => body.productIds.length > 0 || body.membershipDays !== undefined, {
    path: ['productIds'],
    message: 'validation.required',
  });
export type CreateRedeemBatchBody = z.infer<typeof createRedeemBatchBodySchema>;

/** `?format=csv` (or `Accept: text/csv`): the new codes as a CSV file, the one-time export. */
export const createRedeemBatchQuerySchema = z.object({
  format: z.enum(['json', 'csv']).optional(),
});

export const REDEEM_BATCH_STATES = ['active', 'expired', 'revoked'] as const;

/** A batch as its administrators see it: never its codes, which only their hashes remain of. */
export const redeemBatchSchema = z.object({
  id: z.number().int(),
  tenantId: z.number().int(),
  label: z.string(),
  productIds: z.array(z.number().int()),
  membershipTier: memberTierSchema.nullable(),
  membershipDays: z.number().int().nullable(),
  maxRedemptions: z.number().int(),
  codeCount: z.number().int(),
  /** Redemptions of all its codes together. */
  redeemedCount: z.number().int(),
  /** Codes redeemed as often as they may be. */
  usedUpCount: z.number().int(),
  state: z.enum(REDEEM_BATCH_STATES),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdBy: z.number().int().nullable(),
  createdAt: z.string(),
});
export type RedeemBatch = z.infer<typeof redeemBatchSchema>;

/** The answer to a new batch: the codes in plain text, shown this once and never again. */
export const createdRedeemBatchSchema = z.object({
  batch: redeemBatchSchema,
  codes: z.array(z.string()),
});
export type CreatedRedeemBatch = z.infer<typeof createdRedeemBatchSchema>;

export const redeemBatchListQuerySchema = pageQuerySchema.extend({
  tenantId: z.coerce.number().pipe(tenantIdSchema).optional(),
  /** Part of a batch's label. */
  q: z.string().trim().max(100).optional(),
});

export const redeemBatchParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(MAX_ROW_ID),
});
