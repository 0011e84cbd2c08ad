import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
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
import { productVersions, products } from './catalog.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/**
 * A creator's submission (spec §2 /contentUpload "upload records", §4 states): a new product
 * or a new version of one of theirs. `form` holds the fields of spec §3 as the creator typed
 * them (a draft may be incomplete); the product row is only written when a moderator approves.
 * States: saved, submitted, succeeded, failed, revoked, delisted.
 */
export const uploadRecords = pgTable(
  'upload_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    /** Set for a new version of a published product, and on the first approval of a new one. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    kind: text('kind').notNull().default('new'),
    state: text('state').notNull().default('saved'),
    /** The form as last saved (contracts/uploads.ts); validated fully only on submit. */
    form: jsonb('form').$type<Record<string, unknown>>().notNull().default({}),
    /** The checked package in storage, its size and the report of its checks. */
    packageKey: text('package_key'),
    packageName: text('package_name'),
    packageBytes: bigint('package_bytes', { mode: 'number' }),
    packageReport: jsonb('package_report').$type<Record<string, unknown>>(),
    /** Why a moderator rejected it (state failed), shown to the creator. */
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewerId: integer('reviewer_id').references(() => users.id),
    /** The version row an approval published. */
    publishedVersionId: integer('published_version_id').references(() => productVersions.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('upload_records_author_updated_idx').on(
      t.authorId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The review queue: the submitted records of a brand, oldest first.
    index('upload_records_queue_idx')
      .on(t.tenantId, t.submittedAt)
      .where(sql`${t.state} = 'submitted'`),
    index('upload_records_product_idx').on(t.productId),
    check('upload_records_kind_check', sql`${t.kind} in ('new', 'version')`),
    check(
      'upload_records_state_check',
      sql`${t.state} in ('saved', 'submitted', 'succeeded', 'failed', 'revoked', 'delisted')`,
    ),
  ],
);

/** The history trail of an upload record: every transition, who made it, when and why. */
export const uploadRecordEvents = pgTable(
  'upload_record_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recordId: integer('record_id')
      .notNull()
      .references(() => uploadRecords.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('upload_record_events_record_idx').on(t.recordId, t.id)],
);

/**
 * A package being received in chunks (resumable upload). The bytes so far live in a temporary
 * file under DATA_DIR; the row says how many arrived, so a client can resume after a drop.
 */
export const packageUploads = pgTable(
  'package_uploads',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    recordId: integer('record_id')
      .notNull()
      .references(() => uploadRecords.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    totalBytes: bigint('total_bytes', { mode: 'number' }).notNull(),
    receivedBytes: bigint('received_bytes', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('package_uploads_record_idx').on(t.recordId),
    check(
      'package_uploads_bytes_check',
      sql`${t.receivedBytes} >= 0 and ${t.receivedBytes} <= ${t.totalBytes}`,
    ),
  ],
);

/** Product page views per day, for the creator dashboard (one row per product and day). */
export const productDailyViews = pgTable(
  'product_daily_views',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] })],
);

/**
 * In-app notifications (decision 029 for the update notices, 066 for the rest): one row per
 * event and recipient (`user_id`). `payload` carries the text's variables (a title, a reason,
 * a version), so it reads the same after the object changes again; the text itself is written
 * by the page in the reader's language from `kind` and `payload`. Events other than the update
 * notices carry an `event_key` naming their source event: the unique key on (user, kind, event
 * key) makes a replayed or concurrent event a no-op (`insert … on conflict do nothing`).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** Who did it (the friend request's sender, the buyer); null for the system or staff. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What it is about (`user`, `article`, `upload`, `product`, `order`, `review`, `membership`). */
    objectType: text('object_type'),
    objectId: integer('object_id'),
    /** The source event (e.g. `friendRequest:12`); null for the update notices (own key). */
    eventKey: text('event_key'),
    /** The email about it went out (an outbox, like receipts). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('notifications_email_due_idx')
      .on(t.createdAt)
      .where(sql`${t.emailedAt} is null`),
    uniqueIndex('notifications_user_kind_product_version_key')
      .on(t.userId, t.kind, t.productId, sql`(${t.payload} ->> 'version')`)
      .where(sql`${t.productId} is not null`),
    uniqueIndex('notifications_user_kind_event_key')
      .on(t.userId, t.kind, t.eventKey)
      .where(sql`${t.eventKey} is not null`),
    // The bell's unread count.
    index('notifications_unread_idx')
      .on(t.userId, t.tenantId)
      .where(sql`${t.readAt} is null`),
    // The retention sweep (decision 066).
    index('notifications_created_idx').on(t.createdAt),
  ],
);

/** Per-kind delivery choice (decision 066); no row means the kind's default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check(
      'notification_preferences_channel_check',
      sql`${t.channel} in ('in_app', 'email', 'off')`,
    ),
  ],
);
