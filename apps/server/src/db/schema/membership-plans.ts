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
import { orders } from './commerce.ts';
import { tenants } from './tenants.ts';

/**
 * What a brand sells memberships for (spec §1, §6, §9): one price per tier, duration
 * (quarterly, annual) and currency, in integer minor units of `currency` — a brand sells in
 * every currency it has prices in, and the buyer's payment method picks one (decision 076).
 * Administrators change them; an order keeps the plan it bought in `order_memberships`, so a
 * later change never rewrites what was paid (decision 023).
 */
export const membershipPlans = pgTable(
  'membership_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    tier: text('tier').notNull(),
    duration: text('duration').notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    /** Off the shelf: not sold, kept for the orders that bought it. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('membership_plans_tenant_tier_duration_currency_key').on(
      t.tenantId,
      t.tier,
      t.duration,
      t.currency,
    ),
    check('membership_plans_tier_check', sql`${t.tier} in ('ordinary', 'premium', 'svip')`),
    check('membership_plans_duration_check', sql`${t.duration} in ('quarterly', 'annual')`),
    check('membership_plans_price_positive', sql`${t.priceMinor} > 0`),
  ],
);

/** The membership an order of kind `membership` buys, as it was sold at that moment. */
export const orderMemberships = pgTable(
  'order_memberships',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => membershipPlans.id),
    tier: text('tier').notNull(),
    duration: text('duration').notNull(),
    /** The plan's price when ordered (before a coupon), minor units of the order's currency. */
    priceMinor: integer('price_minor').notNull(),
  },
  (t) => [
    check('order_memberships_tier_check', sql`${t.tier} in ('ordinary', 'premium', 'svip')`),
    check('order_memberships_duration_check', sql`${t.duration} in ('quarterly', 'annual')`),
  ],
);
