import { z } from 'zod';
import { tenantIdSchema } from './accounts.ts';
import { pageQuerySchema } from './envelope.ts';
import { MAX_ROW_ID } from './limits.ts';

/**
 * The message outbox as admins see it (decision 073): every email and text, its state and
 * attempts, never its body.
 */
export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export const OUTBOX_STATES = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

export const outboxListQuerySchema = pageQuerySchema.extend({
  /** Super admins only: another brand's messages (they see every brand's without it). */
  tenantId: z.coerce.number().pipe(tenantIdSchema).optional(),
  state: z.enum(OUTBOX_STATES).optional(),
  channel: z.enum(OUTBOX_CHANNELS).optional(),
});
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;

export const outboxMessageIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(MAX_ROW_ID),
});

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(OUTBOX_CHANNELS),
  /** The brand it speaks for; null when it could not be told (super admins only). */
  tenantId: z.number().int().nullable(),
  recipient: z.string(),
  /** The email's subject (empty for texts); digits masked for messages carrying a code. */
  subject: z.string(),
  /** Carries a verification code: its body is never kept once done nor shown. */
  sensitive: z.boolean(),
  state: z.enum(OUTBOX_STATES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** An admin may send a failed message again (not a code: its code is gone). */
  retryable: z.boolean(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessageView = z.infer<typeof outboxMessageSchema>;
