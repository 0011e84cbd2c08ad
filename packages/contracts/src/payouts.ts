import { z } from 'zod';
import { pageOf, pageQuerySchema } from './envelope.ts';
import { tenantIdSchema } from './accounts.ts';
import { PAYOUT_METHODS, PAYOUT_STATES } from './payout-constants.ts';

/**
 * Creator payouts (issue 30, decision 071): where a creator is paid (a PayPal email or an Alipay
 * account), and payouts of the whole available balance in one currency, approved by an admin of
 * the creator's brand and sent through PayPal Payouts or Alipay transfers.
 */

export {
  PAYOUT_DEFAULT_MINIMUM,
  PAYOUT_METHODS,
  PAYOUT_MINIMUMS,
  PAYOUT_STATES,
  payoutMethodFor,
  payoutMinimum,
  type PayoutMethod,
  type PayoutState,
} from './payout-constants.ts';

const currencySchema = z
  .string()
  .regex(/^[A-Z]{3}$/, 'validation.invalid')
  .describe('ISO 4217 currency code, upper case');
const codeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'validation.invalid')
  .describe('The verification code sent for purpose `payout`');

/** PUT /api/creator-earnings/payout-account: a PayPal email, or an Alipay login id and real name. */
export const payoutAccountBodySchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('paypal'),
    account: z.string().trim().toLowerCase().max(127).pipe(z.email('validation.invalid')),
    code: codeSchema,
  }),
  z.object({
    method: z.literal('alipay'),
    /** An Alipay login id: the email or mobile number the payee signs in with. */
    account: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(100)
      .regex(/^(\+?\d{6,20}|[^\s@]+@[^\s@]+\.[^\s@]+)$/, 'validation.invalid'),
    realName: z.string().trim().min(1, 'validation.required').max(64),
    code: codeSchema,
  }),
]);
export type PayoutAccountBody = z.infer<typeof payoutAccountBodySchema>;

export const payoutAccountSchema = z.object({
  method: z.enum(PAYOUT_METHODS),
  account: z.string(),
  realName: z.string().nullable(),
  createdAt: z.string(),
  /** Payouts may use the account from this instant (the safety delay after a change). */
  usableAt: z.string(),
  usable: z.boolean(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const payoutAccountAnswerSchema = z.object({
  account: payoutAccountSchema.nullable(),
  /** The safety delay in hours (PAYOUT_ACCOUNT_DELAY_HOURS). */
  delayHours: z.number().int(),
});
export type PayoutAccountAnswer = z.infer<typeof payoutAccountAnswerSchema>;

/** POST /api/creator-earnings/payouts: the whole available balance of one currency. */
export const requestPayoutBodySchema = z.object({ currency: currencySchema });

export const payoutSchema = z.object({
  payoutNo: z.string(),
  currency: z.string(),
  amountMinor: z.number().int(),
  method: z.enum(PAYOUT_METHODS),
  account: z.string(),
  state: z.enum(PAYOUT_STATES),
  providerStatus: z.string().nullable(),
  failure: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const payoutsQuerySchema = pageQuerySchema;
export const payoutsPageSchema = pageOf(payoutSchema);
export type PayoutsPage = z.infer<typeof payoutsPageSchema>;

export const adminPayoutSchema = payoutSchema.extend({
  tenantId: z.number().int(),
  userId: z.number().int(),
  nickName: z.string().nullable(),
  realName: z.string().nullable(),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;
export const adminPayoutsPageSchema = pageOf(adminPayoutSchema);
export type AdminPayoutsPage = z.infer<typeof adminPayoutsPageSchema>;

/** GET /api/admin/payouts: the admin's own brand (super admins may name one), by state. */
export const adminPayoutsQuerySchema = pageQuerySchema.extend({
  tenantId: z.coerce.number().pipe(tenantIdSchema).optional(),
  state: z.enum(PAYOUT_STATES).optional(),
});

export const payoutNoParamsSchema = z.object({
  payoutNo: z.string().regex(/^PO[0-9A-Z]{8,30}$/, 'validation.invalid'),
});

export const rejectPayoutBodySchema = z.object({
  reason: z.string().trim().max(200).optional(),
});
