import { z } from 'zod';

/** The message outbox's settings (decision 073, README "Configuration"). */
export interface OutboxConfig {
  /** Attempts before a message is failed for good (the first one included). */
  maxAttempts: number;
  /** The wait before the second attempt; each later one waits twice as long, with jitter. */
  retryBaseMs: number;
  /** The longest wait between two attempts. */
  retryMaxMs: number;
  /** How long a claim holds; a message still `sending` after it had a claimer that died. */
  leaseMs: number;
  /** How often each instance looks for due retries; 0: never on its own (tests run it). */
  pollMs: number;
  /** Sent messages are deleted after this many days; failed ones after three times as long. */
  retentionDays: number;
}

export const outboxEnvShape = {
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  OUTBOX_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  OUTBOX_RETRY_MAX_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(30).max(3600).default(120),
  OUTBOX_POLL_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
};

type OutboxEnv = z.infer<z.ZodObject<typeof outboxEnvShape>>;

export function readOutboxConfig(env: OutboxEnv & { NODE_ENV: string }): OutboxConfig {
  return {
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    retryBaseMs: env.OUTBOX_RETRY_BASE_SECONDS * 1000,
    retryMaxMs: Math.max(env.OUTBOX_RETRY_MAX_SECONDS, env.OUTBOX_RETRY_BASE_SECONDS) * 1000,
    leaseMs: env.OUTBOX_LEASE_SECONDS * 1000,
    // Off in tests, which run the worker themselves when they need it.
    pollMs: (env.OUTBOX_POLL_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 5)) * 1000,
    retentionDays: env.OUTBOX_RETENTION_DAYS,
  };
}
