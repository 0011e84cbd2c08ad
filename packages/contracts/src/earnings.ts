import { z } from 'zod';
import { pageOf, pageQuerySchema } from './envelope.ts';
import { MAX_ROW_ID } from './limits.ts';
import { tenantIdSchema } from './accounts.ts';
import { isStatsDay } from './creator-stats.ts';

/**
 * A creator's earnings (issue 30, decision 068): the creator's account in the earnings ledger,
 * per currency, in integer minor units. A sale credits the creator's share (pending until the
 * refund window ends), a refund debits it back; balances may go negative after a late refund.
 */

/** payout: a requested payout's debit; payout_settle: a failed or rejected one given back (decision 071). */
export const EARNINGS_ENTRY_KINDS = ['sale', 'refund', 'payout', 'payout_settle'] as const;
export type EarningsEntryKind = (typeof EARNINGS_ENTRY_KINDS)[number];

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A calendar month between 2000-01 and 2100-12, as `YYYY-MM` (UTC). */
export function isEarningsMonth(text: string): boolean {
  const match = MONTH.exec(text);
  return match !== null && Number(match[1]) >= 2000 && Number(match[1]) <= 2100;
}

const idSchema = z.coerce.number().int().positive().max(MAX_ROW_ID);
const currencySchema = z
  .string()
  .regex(/^[A-Z]{3}$/, 'validation.invalid')
  .describe('ISO 4217 currency code, upper case');
const daySchema = z.string().refine(isStatsDay, 'validation.invalid');

/** Whose earnings: the caller's own, or (admins of that creator's brand, super admins) another's. */
export const earningsOwnerQuerySchema = z.object({
  creatorId: idSchema
    .optional()
    .describe("Another creator's earnings: admins of that creator's brand and super admins only"),
});

export const earningsBalanceSchema = z.object({
  currency: z.string(),
  /** Credits still within the refund window. */
  pendingMinor: z.number().int(),
  /** Out of the window (negative after a late refund: carried and recovered from later sales). */
  availableMinor: z.number().int(),
  /** Paid out to the creator: 0 until payouts exist. */
  paidOutMinor: z.number().int(),
});
export type EarningsBalance = z.infer<typeof earningsBalanceSchema>;

export const earningsBalancesSchema = z.object({
  /** The refund window in days (EARNINGS_HOLD_DAYS). */
  holdDays: z.number().int(),
  balances: z.array(earningsBalanceSchema),
});
export type EarningsBalances = z.infer<typeof earningsBalancesSchema>;

export const earningsEntriesQuerySchema = pageQuerySchema.extend({
  ...earningsOwnerQuerySchema.shape,
  currency: currencySchema.optional(),
  kind: z.enum(EARNINGS_ENTRY_KINDS).optional(),
  from: daySchema.optional().describe('First day, YYYY-MM-DD (UTC), inclusive'),
  to: daySchema.optional().describe('Last day, YYYY-MM-DD (UTC), inclusive'),
});
export type EarningsEntriesQuery = z.infer<typeof earningsEntriesQuerySchema>;

/** The CSV export takes the same filters, without pages: every matching entry (up to a cap). */
export const earningsEntriesCsvQuerySchema = earningsEntriesQuerySchema.omit({
  page: true,
  pageSize: true,
});
export type EarningsEntriesCsvQuery = z.infer<typeof earningsEntriesCsvQuerySchema>;

/** Most rows one CSV export holds. */
export const EARNINGS_CSV_MAX_ROWS = 10_000;

/** One entry of the creator's account, with its journal's other amounts for context. */
export const earningsEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(EARNINGS_ENTRY_KINDS),
  createdAt: z.string(),
  availableAt: z.string(),
  /** pending while available_at is ahead. */
  pending: z.boolean(),
  currency: z.string(),
  /** The creator's amount: positive credits, negative debits. */
  amountMinor: z.number().int(),
  /** What the buyer paid for the line (a sale) or got back (a refund, negative). */
  grossMinor: z.number().int(),
  /** The platform's part of it (negative on a refund). */
  platformFeeMinor: z.number().int(),
  /** The fee rate applied at the sale, in basis points (3000 = 30 %). */
  feeBps: z.number().int(),
  orderNo: z.string().nullable(),
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
});
export type EarningsEntry = z.infer<typeof earningsEntrySchema>;

export const earningsEntriesPageSchema = pageOf(earningsEntrySchema);
export type EarningsEntriesPage = z.infer<typeof earningsEntriesPageSchema>;

export const earningsMonthParamsSchema = z.object({
  month: z.string().refine(isEarningsMonth, 'validation.invalid').describe('YYYY-MM (UTC)'),
});

export const earningsStatementCurrencySchema = z.object({
  currency: z.string(),
  /** The balance (every entry before the month), pending and available together. */
  openingMinor: z.number().int(),
  salesMinor: z.number().int(),
  refundsMinor: z.number().int(),
  /** Payouts requested (negative) and those given back after a failure or rejection (decision 071). */
  payoutsMinor: z.number().int(),
  /** Opening + sales + refunds + payouts. */
  closingMinor: z.number().int(),
  /** What buyers paid for the month's sales, and the platform's fees on them (refunds netted). */
  grossMinor: z.number().int(),
  platformFeesMinor: z.number().int(),
  saleCount: z.number().int(),
  refundCount: z.number().int(),
});
export type EarningsStatementCurrency = z.infer<typeof earningsStatementCurrencySchema>;

export const earningsStatementSchema = z.object({
  month: z.string(),
  /** Inclusive start and exclusive end of the month, ISO instants (UTC). */
  from: z.string(),
  to: z.string(),
  currencies: z.array(earningsStatementCurrencySchema),
  entries: z.array(earningsEntrySchema),
});
export type EarningsStatement = z.infer<typeof earningsStatementSchema>;

/** The platform's share when a brand has set nothing: 30 %, in basis points. */
export const DEFAULT_FEE_BPS = 3000;
/** Most creator-specific rates one brand keeps. */
export const CREATOR_RATES_MAX = 500;

const feeBpsSchema = z.number().int().min(0).max(10_000).describe('Basis points: 3000 = 30 %');

/** GET /api/admin/earnings/rates: the admin's own brand; super admins may name another. */
export const adminEarningsRatesQuerySchema = z.object({
  tenantId: z.coerce.number().pipe(tenantIdSchema).optional(),
});

/** A brand's platform fee and its creators' own rates (decision 068). */
export const adminEarningsRatesSchema = z.object({
  tenantId: z.number().int(),
  defaultFeeBps: z.number().int(),
  /** The brand's rate; null: the default. */
  brandFeeBps: z.number().int().nullable(),
  creators: z.array(
    z.object({ userId: z.number().int(), nickName: z.string(), feeBps: z.number().int() }),
  ),
});
export type AdminEarningsRates = z.infer<typeof adminEarningsRatesSchema>;

/** PUT /api/admin/earnings/rates: the whole set; creators not listed lose their own rate. */
export const updateEarningsRatesBodySchema = z.object({
  tenantId: tenantIdSchema.optional(),
  brandFeeBps: feeBpsSchema.nullable(),
  creators: z
    .array(z.object({ userId: idSchema, feeBps: feeBpsSchema }))
    .max(CREATOR_RATES_MAX)
    .refine(
      (rows) => new Set(rows.map((row) => row.userId)).size === rows.length,
      'validation.invalid',
    ),
});
export type UpdateEarningsRatesBody = z.infer<typeof updateEarningsRatesBodySchema>;

/** The figures an admin's reconciliation compares, each the ledger's against the records'. */
export const RECONCILIATION_CHECKS = [
  /** Paid product and membership orders against the ledger's sale journals. */
  'sales',
  /** Succeeded refunds against the ledger's refund journals. */
  'refunds',
  /** Payouts the provider paid against the ledger's `payouts_paid`. */
  'payoutsPaid',
  /** Payouts requested or sending against the ledger's `payouts_in_transit`. */
  'payoutsOpen',
] as const;
export type ReconciliationCheck = (typeof RECONCILIATION_CHECKS)[number];

/**
 * GET /api/admin/earnings/overview (issue 30 item 7): what a brand owes its creators, its
 * payouts by state, and the ledger reconciled with the orders, refunds and payouts tables.
 */
export const adminEarningsOverviewSchema = z.object({
  tenantId: z.number().int(),
  owed: z.array(
    z.object({
      currency: z.string(),
      /** Creators whose available balance is above zero. */
      creators: z.number().int(),
      pendingMinor: z.number().int(),
      /** The sum of the positive available balances: what payouts may take now. */
      availableMinor: z.number().int(),
      /** The sum of the negative balances carried after late refunds (≤ 0). */
      negativeMinor: z.number().int(),
      inTransitMinor: z.number().int(),
      paidOutMinor: z.number().int(),
    }),
  ),
  payouts: z.array(
    z.object({
      state: z.string(),
      currency: z.string(),
      count: z.number().int(),
      amountMinor: z.number().int(),
    }),
  ),
  reconciliation: z.array(
    z.object({
      currency: z.string(),
      check: z.enum(RECONCILIATION_CHECKS),
      ledgerMinor: z.number().int(),
      recordsMinor: z.number().int(),
    }),
  ),
  /** Journals of the brand whose rows do not sum to zero (the commit trigger forbids any). */
  unbalancedJournals: z.number().int(),
});
export type AdminEarningsOverview = z.infer<typeof adminEarningsOverviewSchema>;
