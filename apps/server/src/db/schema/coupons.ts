import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';

/**
 * Discount coupons at checkout (beyond the spec's exchange codes; decision 025): a percent or a
 * fixed amount off an order of one brand, with a minimum spend, a period, a cap on uses and at
 * most one use per user. Their codes are public marketing words (SPRING10), kept as typed,
 * upper case.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    percentOff: integer('percent_off'),
    /** A fixed amount off, in minor units of `currency`; the coupon applies to that currency only. */
    amountOffMinor: integer('amount_off_minor'),
    currency: text('currency'),
    /** The order's subtotal must reach it (minor units of `currency`, or of any when percent). */
    minSpendMinor: integer('min_spend_minor').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Orders that may use it in all; null is no cap. */
    maxUses: integer('max_uses'),
    useCount: integer('use_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('coupons_tenant_code_key').on(t.tenantId, t.code),
    check('coupons_kind_check', sql`${t.kind} in ('percent', 'fixed')`),
    check(
      'coupons_amount_check',
      sql`(${t.kind} = 'percent' and ${t.percentOff} between 1 and 100 and ${t.amountOffMinor} is null) or (${t.kind} = 'fixed' and ${t.amountOffMinor} > 0 and ${t.currency} is not null and ${t.percentOff} is null)`,
    ),
    check(
      'coupons_use_count_check',
      sql`${t.useCount} >= 0 and ${t.useCount} <= coalesce(${t.maxUses}, ${t.useCount})`,
    ),
    check('coupons_min_spend_nonnegative', sql`${t.minSpendMinor} >= 0`),
  ],
);
