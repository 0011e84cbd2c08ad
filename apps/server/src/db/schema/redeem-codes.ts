import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/**
 * Exchange codes (spec §1, §2 /coupon, §3): made in batches by an administrator of a brand.
 * A batch says what each of its codes grants (products and/or days of a membership tier), how
 * many users may redeem one code (1 = single use), until when, and whether it was revoked
 * (decision 024).
 */
export const redeemCodeBatches = pgTable(
  'redeem_code_batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    label: text('label').notNull(),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    membershipTier: text('membership_tier'),
    membershipDays: integer('membership_days'),
    /** Users who may redeem each code of the batch: 1 for single-use codes. */
    maxRedemptions: integer('max_redemptions').notNull().default(1),
    codeCount: integer('code_count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('redeem_code_batches_tenant_created_idx').on(t.tenantId, t.createdAt.desc().nullsFirst()),
    check(
      'redeem_code_batches_membership_check',
      sql`(${t.membershipTier} is null) = (${t.membershipDays} is null)`,
    ),
    check(
      'redeem_code_batches_tier_check',
      sql`${t.membershipTier} in ('ordinary', 'premium', 'svip')`,
    ),
    check(
      'redeem_code_batches_grants_something',
      sql`cardinality(${t.productIds}) > 0 or ${t.membershipDays} > 0`,
    ),
    check('redeem_code_batches_max_positive', sql`${t.maxRedemptions} >= 1`),
  ],
);

/**
 * One code of a batch, kept only as a keyed hash (HMAC-SHA256 of the normalised code): the
 * code itself is shown once, when the batch is made. `redeemed_count` never passes the
 * batch's cap: a conditional increment in the redeeming transaction (decision 024).
 */
export const redeemCodes = pgTable(
  'redeem_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => redeemCodeBatches.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    redeemedCount: integer('redeemed_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('redeem_codes_hash_key').on(t.codeHash),
    index('redeem_codes_batch_idx').on(t.batchId),
    check('redeem_codes_count_nonnegative', sql`${t.redeemedCount} >= 0`),
  ],
);

/** Who redeemed which code, once per user and code, and what it granted them. */
export const redeemCodeRedemptions = pgTable(
  'redeem_code_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    codeId: integer('code_id')
      .notNull()
      .references(() => redeemCodes.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Product ids granted (owned ones left out) and membership days, for the answer and support. */
    granted: jsonb('granted').$type<Record<string, unknown>>().notNull().default({}),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('redeem_code_redemptions_code_user_key').on(t.codeId, t.userId),
    index('redeem_code_redemptions_user_idx').on(t.userId),
  ],
);
