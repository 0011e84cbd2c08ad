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

/**
 * Every outgoing email and text message (decision 073): written when a module sends, delivered
 * by the outbox worker through the real transport, kept with its state for the admins.
 * `payload` is the message exactly as the module gave it (the transport receives it unchanged);
 * a message marked `sensitive` (verification codes) has it cleared once it is done, so no code
 * is kept in plain text. `dedupe_key`, when given, makes enqueueing the same logical message
 * twice a no-op.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').notNull(),
    /** The brand the message speaks for; null when it could not be told (super admins see it). */
    tenantId: integer('tenant_id').references(() => tenants.id),
    recipient: text('recipient').notNull(),
    /** The email's subject (empty for texts): what the admin list shows beside the recipient. */
    subject: text('subject').notNull().default(''),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    /** Carries a secret (a verification code): its payload is cleared when done, never shown. */
    sensitive: boolean('sensitive').notNull().default(false),
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** Who is delivering it (an instance id) and until when; past it, the claimer is dead. */
    claimedBy: text('claimed_by'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Why the last attempt failed: the transport's code and message, cut, never a secret. */
    lastError: text('last_error'),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('outbox_messages_channel_check', sql`${t.channel} in ('email', 'sms')`),
    check(
      'outbox_messages_state_check',
      sql`${t.state} in ('queued', 'sending', 'sent', 'failed')`,
    ),
    uniqueIndex('outbox_messages_dedupe_key').on(t.dedupeKey),
    // The worker: due queued messages, oldest first.
    index('outbox_messages_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.state} = 'queued'`),
    // Claims whose lease ran out (a claimer that died mid-send).
    index('outbox_messages_lease_idx')
      .on(t.leaseUntil)
      .where(sql`${t.state} = 'sending'`),
    // The admin list, per brand, newest first; and the retention sweep.
    index('outbox_messages_tenant_created_idx').on(t.tenantId, t.createdAt.desc(), t.id.desc()),
    index('outbox_messages_state_created_idx').on(t.state, t.createdAt),
  ],
);
