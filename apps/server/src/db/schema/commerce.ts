import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { coupons } from './coupons.ts';
import { redeemCodeRedemptions } from './redeem-codes.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/**
 * Paid tiers (spec §6). A user's tier is the highest one whose membership has not expired,
 * `general` without any; it is worked out when read (decision 020), so an expiry needs no job.
 * Each grant (a paid membership order, an exchange code, an administrator) writes a row; a
 * change of tier ends the rows it replaces (their `expires_at` set to that moment), so the
 * rows are the member's history (decision 023).
 */
export const memberships = pgTable(
  'memberships',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tier: text('tier').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** What granted it: a paid order, an exchange code, or an administrator. */
    source: text('source').notNull().default('admin'),
    orderId: integer('order_id').references(() => orders.id),
    redemptionId: integer('redemption_id').references(() => redeemCodeRedemptions.id),
    /** The expiry reminder email went out (decision 023). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('memberships_user_expires_idx').on(t.userId, t.expiresAt),
    // The reminder sweep: memberships about to end whose reminder has not gone out.
    index('memberships_reminder_idx')
      .on(t.expiresAt)
      .where(sql`${t.reminderSentAt} is null`),
    uniqueIndex('memberships_order_key').on(t.orderId),
    check('memberships_tier_check', sql`${t.tier} in ('ordinary', 'premium', 'svip')`),
    check('memberships_source_check', sql`${t.source} in ('order', 'code', 'admin')`),
    check('memberships_period_check', sql`${t.expiresAt} >= ${t.startsAt}`),
  ],
);

/** The server cart: one row per user and product, so adding twice is a no-op. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('cart_items_product_idx').on(t.productId),
  ],
);

/**
 * Orders (spec §3 "Order", §4 payment states; decision 020). Money is integer minor units
 * in `currency`, the one currency of every item. `checkout_key` makes a checkout idempotent
 * per user; `transaction_id` (the provider's) is unique, so one payment lands once.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull().unique(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    state: text('state').notNull(),
    method: text('method'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    checkoutKey: uuid('checkout_key').notNull(),
    providerOrderId: text('provider_order_id'),
    /** What the client needs to pay (QR code URL or redirect URL), while waiting. */
    paymentStart: jsonb('payment_start').$type<Record<string, unknown>>(),
    transactionId: text('transaction_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When it left waiting without a payment: cancelled, closed or failed. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundId: text('refund_id'),
    /** A payment that must be given back: it came after the order was cancelled or closed. */
    flaggedForRefund: boolean('flagged_for_refund').notNull().default(false),
    flagReason: text('flag_reason'),
    /** Why it failed or went to unknown, or the refund's reason: for support, never secret. */
    note: text('note'),
    /** What it buys: products (order_items) or a membership plan (order_memberships). */
    kind: text('kind').notNull().default('products'),
    /** The price before a discount coupon; `amount_minor` is what the buyer pays. */
    subtotalMinor: integer('subtotal_minor').notNull().default(0),
    discountMinor: integer('discount_minor').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id),
    /** The receipt email went out (paid or free orders; decision 020). */
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('orders_user_checkout_key').on(t.userId, t.checkoutKey),
    // The history (GET /api/orders): newest first.
    index('orders_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Reconciliation: the few orders still open, oldest first.
    index('orders_open_idx')
      .on(t.createdAt)
      .where(sql`${t.state} in ('waiting', 'unknown')`),
    index('orders_flagged_idx')
      .on(t.createdAt)
      .where(sql`${t.flaggedForRefund}`),
    // Receipts still to send: the few granted orders whose email has not gone out.
    index('orders_receipt_due_idx')
      .on(t.createdAt)
      .where(sql`${t.receiptSentAt} is null and ${t.state} in ('paid', 'no_payment_required')`),
    check('orders_kind_check', sql`${t.kind} in ('products', 'membership')`),
    check(
      'orders_discount_check',
      sql`${t.discountMinor} >= 0 and ${t.subtotalMinor} - ${t.discountMinor} = ${t.amountMinor}`,
    ),
    check(
      'orders_state_check',
      sql`${t.state} in ('no_payment_required', 'waiting', 'paid', 'failed', 'unknown', 'cancelled', 'closed', 'refunded')`,
    ),
    check('orders_method_check', sql`${t.method} in ('wechat', 'alipay', 'paypal')`),
    check('orders_amount_nonnegative', sql`${t.amountMinor} >= 0`),
    check(
      'orders_method_when_paying',
      sql`(${t.state} = 'no_payment_required') = (${t.method} is null)`,
    ),
  ],
);

/** What an order bought, at the price and tier of the moment. */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    pricePaidMinor: integer('price_paid_minor').notNull(),
    tierAtPurchase: text('tier_at_purchase').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.productId] }),
    index('order_items_product_idx').on(t.productId),
    check('order_items_price_nonnegative', sql`${t.pricePaidMinor} >= 0`),
    check(
      'order_items_tier_check',
      sql`${t.tierAtPurchase} in ('general', 'ordinary', 'premium', 'svip')`,
    ),
  ],
);

/**
 * Who owns what. At most one active (unrevoked) entitlement per user and product: the
 * partial unique index is what refuses a second grant however requests interleave.
 */
export const entitlements = pgTable(
  'entitlements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The order that bought it, or the exchange code redemption that granted it. */
    orderId: integer('order_id').references(() => orders.id),
    redemptionId: integer('redemption_id').references(() => redeemCodeRedemptions.id),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    check('entitlements_one_source', sql`(${t.orderId} is null) <> (${t.redemptionId} is null)`),
    uniqueIndex('entitlements_active_key')
      .on(t.userId, t.productId)
      .where(sql`${t.revokedAt} is null`),
    index('entitlements_user_granted_idx').on(t.userId, t.grantedAt.desc().nullsFirst()),
    index('entitlements_order_idx').on(t.orderId),
  ],
);

/**
 * Every payment notification and provider answer that reached us, and what we did with it:
 * the audit trail of the exactly-once rule (decision 020). `raw` never holds secrets.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    method: text('method').notNull(),
    /** Where it came from: notify, complete (the buyer's return) or query (reconciliation). */
    source: text('source').notNull(),
    orderNo: text('order_no'),
    transactionId: text('transaction_id'),
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    raw: jsonb('raw').$type<Record<string, unknown>>().notNull().default({}),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payment_events_order_idx').on(t.orderNo),
    check(
      'payment_events_outcome_check',
      sql`${t.outcome} in ('applied', 'duplicate', 'rejected', 'late', 'ignored', 'unmatched')`,
    ),
    check('payment_events_source_check', sql`${t.source} in ('notify', 'complete', 'query')`),
  ],
);

/**
 * Money given back on an order (decision 056), one row per refund asked of the provider (by an
 * administrator) or learnt from it (a refund made in the provider's dashboard). `refund_no` is
 * ours and stable, so asking the provider again never refunds twice; money and access change
 * only when a refund becomes `succeeded`. `product_ids` are the lines it refunds (empty: an
 * amount only).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    refundNo: text('refund_no').notNull().unique(),
    method: text('method').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    state: text('state').notNull(),
    /** admin: asked by an administrator; provider: learnt from a notification or query. */
    source: text('source').notNull(),
    providerRefundId: text('provider_refund_id'),
    reason: text('reason'),
    requestedBy: integer('requested_by').references(() => users.id),
    /** The provider's last word (status, error code): for support, never secret. */
    providerState: text('provider_state'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    uniqueIndex('refunds_provider_refund_key').on(t.method, t.providerRefundId),
    // The reconciliation round: the few refunds not yet final, oldest first.
    index('refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'pending'`),
    check('refunds_amount_positive', sql`${t.amountMinor} > 0`),
    check('refunds_state_check', sql`${t.state} in ('pending', 'succeeded', 'failed', 'closed')`),
    check('refunds_source_check', sql`${t.source} in ('admin', 'provider')`),
    check('refunds_method_check', sql`${t.method} in ('wechat', 'alipay', 'paypal')`),
  ],
);

/**
 * The payment sandbox's own state (decision 021): its trades, orders, captures and refunds as
 * the provider would keep them, so a refund or query after a restart still finds them. Never
 * used in production (the sandbox refuses to run there).
 */
export const paymentSandboxRecords = pgTable(
  'payment_sandbox_records',
  {
    provider: text('provider').notNull(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.kind, t.key] })],
);

/** One row per download served through a signed link; products.download_count counts them. */
export const downloads = pgTable(
  'downloads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The version served; null when the product had none yet. */
    version: text('version'),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('downloads_user_product_idx').on(
      t.userId,
      t.productId,
      t.downloadedAt.desc().nullsFirst(),
    ),
    index('downloads_product_idx').on(t.productId),
  ],
);

/** Uses consumed per user and product (spec §3 usage-count limits; decision 022). */
export const productUses = pgTable(
  'product_uses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    used: integer('used').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check('product_uses_used_nonnegative', sql`${t.used} >= 0`),
  ],
);

/**
 * A coupon held by an order. It counts while the order is open or paid; when the order ends
 * unpaid (cancelled, closed, failed) the use is released, so the buyer may use it again.
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('coupon_uses_active_key')
      .on(t.couponId, t.userId)
      .where(sql`${t.releasedAt} is null`),
    uniqueIndex('coupon_uses_order_key').on(t.orderId),
    index('coupon_uses_user_idx').on(t.userId),
  ],
);
