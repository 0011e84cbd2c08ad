import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';

/**
 * The platform fee of a brand (decision 068), in basis points of a line's net amount: the brand's
 * rate (`user_id` null) and, optionally, a rate for one creator of the brand. Without a row the
 * default applies (3000 = 30 %). The rate of the moment of sale is what that sale's entries
 * keep; a later change rewrites nothing.
 */
export const earningsFeeRates = pgTable(
  'earnings_fee_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** A creator's own rate; null: the brand's rate. No foreign key: rates outlive nobody. */
    userId: integer('user_id'),
    feeBps: integer('fee_bps').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('earnings_fee_rates_brand_key')
      .on(t.tenantId)
      .where(sql`${t.userId} is null`),
    uniqueIndex('earnings_fee_rates_creator_key')
      .on(t.tenantId, t.userId)
      .where(sql`${t.userId} is not null`),
    check('earnings_fee_rates_bps_check', sql`${t.feeBps} between 0 and 10000`),
  ],
);

/**
 * The earnings ledger (decision 068): double entry, integer minor units, immutable. Every
 * journal (one paid order line, or one succeeded refund's share of a line) is a few rows that
 * sum to zero in its one currency. Sign convention: a positive amount credits the account (what
 * it is owed or has earned), a negative one debits it; `buyer_payments` is debited with what
 * buyers paid and credited with what was given back. A creator's balance is the sum of their
 * `creator` rows. A trigger refuses UPDATE and DELETE (corrections are new entries) and a
 * deferred constraint trigger refuses a journal that does not sum to zero at commit. No foreign
 * keys to orders, products or users: the ledger outlives them (demo data removal).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** `<source_kind>:<source_key>`: one journal per source event. */
    journalId: text('journal_id').notNull(),
    /**
     * buyer_payments, platform_fees, creator (then owner_user_id is the creator),
     * payouts_in_transit (money on its way to a creator) or payouts_paid (sent, decision 071).
     */
    accountKind: text('account_kind').notNull(),
    ownerUserId: integer('owner_user_id'),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /**
     * sale (a paid order line), refund (a succeeded refund's share of a line), payout (a
     * requested payout) or payout_settle (its end: paid, or returned to the creator).
     */
    sourceKind: text('source_kind').notNull(),
    /** sale: `<orderId>:<productId>` (`m` for a membership); refund: `<refundId>:<productId>`. */
    sourceKey: text('source_key').notNull(),
    /** The order of a sale or refund; null for payouts. */
    orderId: integer('order_id'),
    /** The payout of a payout or payout_settle journal (decision 071). */
    payoutId: integer('payout_id'),
    productId: integer('product_id'),
    refundId: integer('refund_id'),
    /** The fee applied, kept for statements (basis points). */
    feeBps: integer('fee_bps').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When a creator's credit leaves the refund window (created + EARNINGS_HOLD_DAYS). */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ledger_entries_source_key').on(t.sourceKind, t.sourceKey, t.accountKind),
    index('ledger_entries_journal_idx').on(t.journalId),
    index('ledger_entries_owner_idx')
      .on(t.ownerUserId, t.currency, t.createdAt, t.id)
      .where(sql`${t.ownerUserId} is not null`),
    index('ledger_entries_order_idx').on(t.orderId),
    check(
      'ledger_entries_order_check',
      sql`(${t.orderId} is null) = (${t.sourceKind} in ('payout', 'payout_settle'))`,
    ),
    check(
      'ledger_entries_account_check',
      sql`${t.accountKind} in ('buyer_payments', 'platform_fees', 'creator', 'payouts_in_transit', 'payouts_paid') and (${t.accountKind} = 'creator') = (${t.ownerUserId} is not null)`,
    ),
    check(
      'ledger_entries_source_check',
      sql`${t.sourceKind} in ('sale', 'refund', 'payout', 'payout_settle')`,
    ),
    check('ledger_entries_amount_check', sql`${t.amountMinor} <> 0`),
    check('ledger_entries_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      'ledger_entries_journal_check',
      sql`${t.journalId} = ${t.sourceKind} || ':' || ${t.sourceKey}`,
    ),
  ],
);
