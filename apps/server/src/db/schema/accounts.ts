import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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

/** Login sessions. Only a SHA-256 of the token is stored; the token itself is shown once. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    remember: boolean('remember').notNull().default(false),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Verification codes (6 digits, hashed), single use with limited attempts.
 * The conditional update that consumes one is what makes it single use.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    target: text('target').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_codes_lookup_idx').on(t.tenantId, t.target, t.purpose, t.createdAt),
    check('verification_codes_attempts', sql`${t.attempts} >= 0`),
  ],
);

/** Graphic codes for the login form: single use, short-lived, answer hashed. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

/**
 * WeChat identities bound to an account: one per tenant and openid, and at most one per
 * account (the second key also makes "is WeChat bound?" an index lookup).
 */
export const wechatAccounts = pgTable(
  'wechat_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    openId: text('open_id').notNull(),
    unionId: text('union_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wechat_accounts_tenant_openid_key').on(t.tenantId, t.openId),
    uniqueIndex('wechat_accounts_tenant_user_key').on(t.tenantId, t.userId),
  ],
);

/** OAuth `state` values issued for the WeChat flow: checked once against CSRF. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

/** Messages the local dev mailbox holds instead of sending them (no SMTP or SMS configured). */
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').notNull(),
    target: text('target').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The HTML alternative of an email, its extra headers and sender name (decision 072). */
    html: text('html'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    fromName: text('from_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('dev_mailbox_target_idx').on(t.target, t.createdAt)],
);
