import type { Translations } from '@space/contracts/locales';
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
} from 'drizzle-orm/pg-core';
import type { ImageVariant } from './catalog.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/**
 * An author's own article categories (spec §3 "Column", §5: at most 20). A column is added in
 * two steps: created pending (no name yet), then completed with a name or cancelled; at most
 * one may be pending at a time (spec §5).
 */
export const articleColumns = pgTable(
  'article_columns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    /** Null while the column is pending. */
    name: text('name'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('article_columns_author_idx').on(t.authorId, t.position),
    // The "one pending column" rule of spec §5, kept by the database under concurrency.
    uniqueIndex('article_columns_one_pending_key')
      .on(t.authorId)
      .where(sql`${t.name} is null`),
    check(
      'article_columns_name_length',
      sql`${t.name} is null or char_length(${t.name}) between 1 and 20`,
    ),
  ],
);

/**
 * An article (spec §3; §4: draft, published after review, can revert to draft; public or
 * private; pinnable). `content` is the editor's document (JSON), `html` its sanitised
 * rendering, written by the server only. While an edit of a published article waits for
 * review, the live fields stay as they were and the edit waits in `pendingRevision`.
 * States: draft, review, published, rejected.
 */
export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull().default(''),
    /** The title in the other interface languages (decision 035). */
    titleTranslations: jsonb('title_translations').$type<Translations>().notNull().default({}),
    channel: text('channel').notNull().default('news'),
    columnId: integer('column_id').references(() => articleColumns.id, { onDelete: 'set null' }),
    coverKey: text('cover_key'),
    coverVariants: jsonb('cover_variants').$type<ImageVariant[]>().notNull().default([]),
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    html: text('html').notNull().default(''),
    /** Plain-text start of the content, for cards and feeds. */
    excerpt: text('excerpt').notNull().default(''),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    /** Product ids the content embeds as cards, in order. */
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    deviceFamily: text('device_family'),
    state: text('state').notNull().default('draft'),
    visibility: text('visibility').notNull().default('public'),
    pinned: boolean('pinned').notNull().default(false),
    pendingRevision: jsonb('pending_revision').$type<Record<string, unknown>>(),
    reason: text('reason'),
    likeCount: integer('like_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    reviewerId: integer('reviewer_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('articles_author_idx').on(
      t.authorId,
      t.pinned.desc().nullsFirst(),
      t.updatedAt.desc().nullsFirst(),
    ),
    // The discovery feed: published public articles of a brand, newest first.
    index('articles_feed_idx')
      .on(t.tenantId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.state} = 'published' and ${t.visibility} = 'public'`),
    index('articles_review_idx')
      .on(t.tenantId, t.submittedAt)
      .where(sql`${t.state} = 'review' or ${t.pendingRevision} is not null`),
    check('articles_state_check', sql`${t.state} in ('draft', 'review', 'published', 'rejected')`),
    check('articles_visibility_check', sql`${t.visibility} in ('public', 'private')`),
    check('articles_title_length', sql`char_length(${t.title}) <= 100`),
    check('articles_like_count_nonnegative', sql`${t.likeCount} >= 0`),
  ],
);

/** One like per user per article; `articles.like_count` changes in the same transaction. */
export const articleLikes = pgTable(
  'article_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.articleId] }),
    index('article_likes_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('article_likes_article_idx').on(t.articleId),
  ],
);

/**
 * Who follows whom (spec §1 "users follow experts"). `users.follower_count` and
 * `users.following_count` change in the same transaction as the insert or delete.
 */
export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id),
    followeeId: integer('followee_id')
      .notNull()
      .references(() => users.id),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_created_idx').on(t.followeeId, t.createdAt.desc().nullsFirst()),
    index('follows_follower_created_idx').on(t.followerId, t.createdAt.desc().nullsFirst()),
    check('follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

/** Friend requests; states pending, accepted, declined, cancelled. One pending per pair. */
export const friendRequests = pgTable(
  'friend_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id),
    state: text('state').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('friend_requests_pending_pair_key')
      .on(sql`least(${t.fromUserId}, ${t.toUserId})`, sql`greatest(${t.fromUserId}, ${t.toUserId})`)
      .where(sql`${t.state} = 'pending'`),
    index('friend_requests_to_idx').on(t.toUserId, t.state),
    index('friend_requests_from_idx').on(t.fromUserId, t.state),
    check('friend_requests_not_self', sql`${t.fromUserId} <> ${t.toUserId}`),
    check(
      'friend_requests_state_check',
      sql`${t.state} in ('pending', 'accepted', 'declined', 'cancelled')`,
    ),
  ],
);

/** A friendship, stored once per pair with the smaller user id first. */
export const friendships = pgTable(
  'friendships',
  {
    userLowId: integer('user_low_id')
      .notNull()
      .references(() => users.id),
    userHighId: integer('user_high_id')
      .notNull()
      .references(() => users.id),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userLowId, t.userHighId] }),
    index('friendships_high_idx').on(t.userHighId),
    check('friendships_ordered', sql`${t.userLowId} < ${t.userHighId}`),
  ],
);

export interface LocalisedText {
  en: string;
  zh: string;
  ko: string;
}

export interface VideoCaption {
  lang: 'en' | 'zh' | 'ko';
  /** Storage key of a WebVTT file. */
  fileKey: string;
}

/** Video tutorials (spec §1, §2 /videoTutorial, /videoPlayer), shared by every brand. */
export const videoTutorials = pgTable(
  'video_tutorials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    deviceFamily: text('device_family').notNull(),
    topic: text('topic').notNull(),
    title: jsonb('title').$type<LocalisedText>().notNull(),
    description: jsonb('description').$type<LocalisedText>().notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    thumbnailKey: text('thumbnail_key'),
    /** A progressive MP4, and an HLS playlist (.m3u8) when one was made. */
    videoKey: text('video_key'),
    hlsKey: text('hls_key'),
    captions: jsonb('captions').$type<VideoCaption[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while an administrator hides it: left out of the list, the player and "next". */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [index('video_tutorials_family_idx').on(t.deviceFamily, t.position)],
);

/** Where a user stopped watching a tutorial, to resume there. */
export const videoProgress = pgTable(
  'video_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    videoId: integer('video_id')
      .notNull()
      .references(() => videoTutorials.id, { onDelete: 'cascade' }),
    positionSeconds: integer('position_seconds').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.videoId] })],
);
