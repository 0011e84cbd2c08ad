import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/**
 * Product reviews (issue 28, docs/decisions/064-reviews.md). A review counts in its product's
 * summary while it is live (`deleted_at` null) and not hidden by a moderator (`hidden_at`
 * null). Deleting keeps the row (its edits, votes and reports stay for moderators), so the
 * unique key is one *live* review per user and product; deleting and writing again is allowed.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The brand the review was written in; it is shown wherever the product is (decision 064). */
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    rating: smallint('rating').notNull(),
    title: text('title'),
    body: text('body'),
    language: text('language').notNull(),
    /** The newest version of the product when the review was written or last edited. */
    version: text('version'),
    /** Owned the product when writing (the only way to write one now: decision 064). */
    verifiedOwner: boolean('verified_owner').notNull().default(true),
    /** Moderator or admin of the product's brand when writing: shown as staff. */
    staff: boolean('staff').notNull().default(false),
    /** Kept equal to the rows of `review_votes` by a trigger (migration 0020). */
    helpfulCount: integer('helpful_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** The moderator's reason of the last hide or restore. */
    moderationReason: text('moderation_reason'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviews_live_user_product_key')
      .on(t.userId, t.productId)
      .where(sql`${t.deletedAt} is null`),
    // The product page's list: visible reviews of a product, by each order it offers.
    index('reviews_product_helpful_idx')
      .on(
        t.productId,
        t.helpfulCount.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.deletedAt} is null and ${t.hiddenAt} is null`),
    index('reviews_product_created_idx')
      .on(t.productId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null and ${t.hiddenAt} is null`),
    // The per-user abuse limits count a user's recent reviews.
    index('reviews_user_created_idx').on(t.userId, t.createdAt),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_language_check', sql`${t.language} in ('en', 'zh', 'ko')`),
    check('reviews_helpful_count_check', sql`${t.helpfulCount} >= 0`),
  ],
);

/** What a review said before each edit: the history behind "edited". */
export const reviewEdits = pgTable(
  'review_edits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    title: text('title'),
    body: text('body'),
    language: text('language').notNull(),
    version: text('version'),
    /** When the text above was replaced. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('review_edits_review_idx').on(t.reviewId, t.replacedAt)],
);

/** The product author's answer: one per review, editable. */
export const reviewReplies = pgTable('review_replies', {
  reviewId: integer('review_id')
    .primaryKey()
    .references(() => reviews.id, { onDelete: 'cascade' }),
  authorId: integer('author_id')
    .notNull()
    .references(() => users.id),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  editedAt: timestamp('edited_at', { withTimezone: true }),
});

/** "Helpful": one per user and review; the key makes a repeated vote a no-op. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.userId] }),
    index('review_votes_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** Reports: one per user and review; open until a moderator hides or restores the review. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('review_reports_review_reporter_key').on(t.reviewId, t.reporterId),
    index('review_reports_open_idx')
      .on(t.reviewId)
      .where(sql`${t.resolvedAt} is null`),
    index('review_reports_reporter_created_idx').on(t.reporterId, t.createdAt),
    check(
      'review_reports_reason_check',
      sql`${t.reason} in ('spam', 'offensive', 'offTopic', 'fake', 'other')`,
    ),
  ],
);

/**
 * Each product's visible reviews in numbers, maintained by triggers on `reviews` (migration
 * 0020) in the transaction of every write, so it always equals a recount. No row: no review yet.
 */
export const productReviewSummaries = pgTable(
  'product_review_summaries',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    stars1: integer('stars_1').notNull().default(0),
    stars2: integer('stars_2').notNull().default(0),
    stars3: integer('stars_3').notNull().default(0),
    stars4: integer('stars_4').notNull().default(0),
    stars5: integer('stars_5').notNull().default(0),
  },
  (t) => [
    check(
      'product_review_summaries_counts_check',
      sql`${t.reviewCount} >= 0 and ${t.ratingSum} >= 0 and ${t.stars1} >= 0 and ${t.stars2} >= 0 and ${t.stars3} >= 0 and ${t.stars4} >= 0 and ${t.stars5} >= 0`,
    ),
    check(
      'product_review_summaries_total_check',
      sql`${t.reviewCount} = ${t.stars1} + ${t.stars2} + ${t.stars3} + ${t.stars4} + ${t.stars5} and ${t.ratingSum} = ${t.stars1} + 2 * ${t.stars2} + 3 * ${t.stars3} + 4 * ${t.stars4} + 5 * ${t.stars5}`,
    ),
  ],
);
