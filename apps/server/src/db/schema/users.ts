import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';

/** User info (spec §3). Every user belongs to exactly one tenant. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    username: text('username').notNull(),
    email: text('email'),
    mobile: text('mobile'),
    nickName: text('nick_name').notNull(),
    passwordHash: text('password_hash'),
    avatarKey: text('avatar_key'),
    sex: text('sex').notNull().default('unset'),
    birthday: date('birthday'),
    note: text('note').notNull().default(''),
    /**
     * The language mail, text messages and notifications are written in (issue 29, decision
     * 066): the page's language at registration, editable in /userInfo. Null for accounts made
     * before it was stored: the brand's default language is used.
     */
    language: text('language'),
    status: text('status').notNull().default('active'),
    isCreator: boolean('is_creator').notNull().default(false),
    /** When the user opted in to creating (the one-step opt-in of /contentUpload). */
    creatorSince: timestamp('creator_since', { withTimezone: true }),
    /** Kept equal to the rows of `follows` in the same transaction (exact under concurrency). */
    followerCount: integer('follower_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    /** Role within the user's own tenant. */
    role: text('role').notNull().default('user'),
    /** Across all tenants; created by the CLI only. */
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    /** Made by the demo seed, password public (README "Try it"): refused in production (decision 051). */
    isDemo: boolean('is_demo').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    loginTime: timestamp('login_time', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_tenant_username_key').on(t.tenantId, sql`lower(${t.username})`),
    uniqueIndex('users_tenant_email_key')
      .on(t.tenantId, sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    uniqueIndex('users_tenant_mobile_key')
      .on(t.tenantId, t.mobile)
      .where(sql`${t.mobile} is not null`),
    index('users_creators_idx')
      .on(t.tenantId)
      .where(sql`${t.isCreator}`),
    check('users_sex_check', sql`${t.sex} in ('male', 'female', 'unset')`),
    check('users_status_check', sql`${t.status} in ('active', 'disabled')`),
    check('users_follow_counts', sql`${t.followerCount} >= 0 and ${t.followingCount} >= 0`),
    check(
      'users_language_check',
      sql`${t.language} is null or ${t.language} in ('en', 'zh', 'ko')`,
    ),
    check('users_role_check', sql`${t.role} in ('user', 'moderator', 'admin')`),
  ],
);
