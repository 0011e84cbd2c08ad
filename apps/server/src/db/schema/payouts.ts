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
 * Where a creator is paid (decision 071): a PayPal email or an Alipay login id with the
 * holder's real name. A change, confirmed by a verification code, writes a new `active` row and
 * marks the previous one `replaced`; a row is usable from `usable_at` (the safety delay).
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id').notNull(),
    /** paypal or alipay. */
    method: text('method').notNull(),
    /** The PayPal email or the Alipay login id (email or mobile). */
    account: text('account').notNull(),
    /** Alipay checks the payee's real name; null for PayPal. */
    realName: text('real_name'),
    /** active (the current one) or replaced. */
    state: text('state').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usableAt: timestamp('usable_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payout_accounts_active_key')
      .on(t.userId)
      .where(sql`${t.state} = 'active'`),
    check('payout_accounts_method_check', sql`${t.method} in ('paypal', 'alipay')`),
    check('payout_accounts_state_check', sql`${t.state} in ('active', 'replaced')`),
  ],
);

/**
 * A creator's payout of their whole available balance in one currency (decision 071).
 * requested → (admin) rejected, or sending → succeeded | failed. At most one open payout per
 * creator and currency (a partial unique index); `payout_no` is the idempotency key sent to the
 * provider (PayPal sender_batch_id, Alipay out_biz_no). Its ledger journals are
 * `payout:<payout_no>` and `payout_settle:<payout_no>`.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id').notNull(),
    payoutNo: text('payout_no').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    method: text('method').notNull(),
    account: text('account').notNull(),
    realName: text('real_name'),
    payoutAccountId: integer('payout_account_id').notNull(),
    state: text('state').notNull(),
    /** PayPal payout_batch_id / Alipay order_id, once the provider took it. */
    providerRef: text('provider_ref'),
    /** The provider's last status word (PayPal transaction_status, Alipay status). */
    providerStatus: text('provider_status'),
    failure: text('failure'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When the status job asks the provider next (sending payouts only). */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payouts_payout_no_key').on(t.payoutNo),
    uniqueIndex('payouts_open_key')
      .on(t.userId, t.currency)
      .where(sql`${t.state} in ('requested', 'sending')`),
    index('payouts_tenant_state_idx').on(t.tenantId, t.state, t.requestedAt),
    index('payouts_user_idx').on(t.userId, t.requestedAt),
    index('payouts_check_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.state} = 'sending'`),
    check('payouts_amount_check', sql`${t.amountMinor} > 0`),
    check('payouts_method_check', sql`${t.method} in ('paypal', 'alipay')`),
    check(
      'payouts_state_check',
      sql`${t.state} in ('requested', 'sending', 'succeeded', 'failed', 'rejected')`,
    ),
  ],
);
