import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxConfig } from '../config/outbox.config.ts';
import type { Database } from '../db/client.ts';
import { outboxMessages, users } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import type { Mailer, MailMessage, SendOptions } from './mailer.ts';
import type { SmsMessage, SmsSender } from './sms.ts';

/**
 * The one durable outbox of every email and text message (decision 073). A module's
 * `app.mailer.send()` writes the message, whole, as a row, then makes one delivery attempt at
 * once through the real transport (SMTP, the dev mailbox, an SMS provider): most messages are
 * out before the call returns, as before. A failed attempt leaves the row queued for the worker,
 * which retries with exponential back-off and jitter up to `maxAttempts`, then marks it failed.
 * Each attempt first claims the row (`sending`, with this instance's id and a lease), so no two
 * instances ever deliver one message; a claim whose lease ran out belonged to an instance that
 * died mid-send, and such a message is failed as "delivery unknown", never sent again blindly.
 */

export type OutboxChannel = 'email' | 'sms';
export type OutboxState = 'queued' | 'sending' | 'sent' | 'failed';

/** What the last error of a message whose claimer died says (the admin list shows it). */
export const DELIVERY_UNKNOWN =
  'DELIVERY_UNKNOWN: the instance delivering it stopped mid-send; not sent again';

/** Messages claimed per round of the worker; it goes on while rounds come back full. */
export const OUTBOX_BATCH = 20;
/** Rows deleted per retention run; the next run takes the rest. */
const SWEEP_BATCH = 5_000;
const DAY_MS = 86_400_000;
/** How often the worker's loop also runs the retention sweep. */
const SWEEP_EVERY_MS = 60 * 60_000;
const ERROR_LIMIT = 500;

interface EnqueueOptions extends SendOptions {
  /** One attempt, now, and the caller is told if it fails (verification codes). */
  urgent?: boolean;
  /** The payload holds a secret: cleared once the message is done, never shown. */
  sensitive?: boolean;
  /** Only write it; the worker delivers it (its next round, or `wake()`). */
  deferred?: boolean;
}

interface Claimed {
  id: number;
  channel: string;
  payload: Record<string, unknown> | null;
  sensitive: boolean;
  attempts: number;
  maxAttempts: number;
}

export interface OutboxReport {
  sent: number;
  retrying: number;
  failed: number;
  /** Claims found past their lease: failed as DELIVERY_UNKNOWN. */
  unknown: number;
}

export interface OutboxDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  config: OutboxConfig;
  /** The real transports the worker delivers through. */
  transport: { mailer: Mailer; sms: SmsSender };
  /** Jitter's source, in [0, 1); tests pass a fixed one. */
  random?: () => number;
}

/**
 * The wait before attempt `attempts + 1`: base × 2^(attempts − 1), at most `retryMaxMs`, of
 * which a random half is taken off ("equal jitter"), so retries of many messages failed
 * together do not come back together.
 */
export function retryDelay(config: OutboxConfig, attempts: number, random: number): number {
  const full = Math.min(config.retryMaxMs, config.retryBaseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(full / 2 + (full / 2) * random);
}

/** The transport said no for good (an SMTP 5xx answer): retrying cannot help. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The error as the admin list shows it: name, code and message, cut, credentials in URLs removed. */
export function describeError(error: unknown): string {
  const text =
    error instanceof Error
      ? [error.name, (error as { code?: unknown }).code, error.message]
          .filter((part) => part !== undefined && part !== '')
          .join(': ')
      : String(error);
  return text.replace(/\/\/[^/\s@]*@/g, '//***@').slice(0, ERROR_LIMIT);
}

/** Buffers (attachments) come back from JSON as {type:'Buffer', data}; give them back their type. */
function revive(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(revive);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record.type === 'Buffer' && Array.isArray(record.data)) {
      return Buffer.from(record.data as number[]);
    }
    return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, revive(inner)]));
  }
  return value;
}

export class Outbox {
  /** Names this instance's claims. */
  readonly instanceId = randomUUID();
  /** The face modules send mail through (`app.mailer`): queued, retried. */
  readonly mailer: Mailer;
  /** Verification codes' mail: one attempt now, a failure is the caller's, the code never kept. */
  readonly codeMailer: Mailer;
  /** Texts (`app.sms`): today only codes and the account notice, one attempt each (decision 073). */
  readonly sms: SmsSender;

  private timer: NodeJS.Timeout | null = null;
  private running: Promise<OutboxReport> | null = null;
  private lastSweep = 0;
  private readonly random: () => number;

  constructor(private readonly deps: OutboxDeps) {
    this.random = deps.random ?? Math.random;
    this.mailer = {
      send: (message: MailMessage, options?: SendOptions) =>
        this.send('email', message, { ...options }),
    };
    this.codeMailer = {
      send: (message: MailMessage, options?: SendOptions) =>
        this.send('email', message, { ...options, urgent: true, sensitive: true }),
    };
    this.sms = {
      send: (message: SmsMessage) =>
        this.send('sms', message, {
          tenantId: message.tenantId,
          urgent: true,
          sensitive: message.template.kind === 'code',
        }),
    };
  }

  /**
   * Writes the message and, unless deferred, makes its first attempt now. Resolves once the
   * message is safely written (a queued retry is the outbox's business); rejects only when the
   * write fails, or for an urgent message whose one attempt failed. A `dedupeKey` already in
   * the outbox writes nothing and sends nothing.
   */
  async send(
    channel: OutboxChannel,
    message: MailMessage | SmsMessage,
    options: EnqueueOptions = {},
  ): Promise<void> {
    const now = new Date(this.deps.clock.now());
    const deliverNow = !options.deferred;
    const [row] = await this.deps.db
      .insert(outboxMessages)
      .values({
        channel,
        tenantId: options.tenantId ?? (await this.brandOf(channel, message.to)),
        recipient: message.to,
        subject: channel === 'email' ? String((message as MailMessage).subject ?? '') : '',
        payload: JSON.parse(JSON.stringify(message)) as Record<string, unknown>,
        sensitive: options.sensitive ?? false,
        state: deliverNow ? 'sending' : 'queued',
        attempts: deliverNow ? 1 : 0,
        maxAttempts: options.urgent ? 1 : this.deps.config.maxAttempts,
        nextAttemptAt: now,
        claimedBy: deliverNow ? this.instanceId : null,
        leaseUntil: deliverNow ? new Date(now.getTime() + this.deps.config.leaseMs) : null,
        dedupeKey: options.dedupeKey ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: outboxMessages.id });
    if (!row) {
      this.deps.log.info({ dedupeKey: options.dedupeKey }, 'outbox: already enqueued, not again');
      return;
    }
    if (!deliverNow) {
      this.wake();
      return;
    }
    const error = await this.attempt(
      {
        id: row.id,
        channel,
        payload: null,
        sensitive: options.sensitive ?? false,
        attempts: 1,
        maxAttempts: options.urgent ? 1 : this.deps.config.maxAttempts,
      },
      message,
    );
    if (error !== null && options.urgent) throw error;
  }

  /**
   * The brand of a message that did not name one: a text carries it; an email's is the brand
   * of the one account with that address, else unknown (null: super admins see it).
   */
  private async brandOf(channel: OutboxChannel, to: string): Promise<number | null> {
    if (channel !== 'email') return null;
    const rows = await this.deps.db
      .selectDistinct({ tenantId: users.tenantId })
      .from(users)
      .where(eq(users.email, to))
      .limit(2);
    return rows.length === 1 ? rows[0]!.tenantId : null;
  }

  /** Delivers one claimed message; null when it went out, else the transport's error. */
  private async attempt(claimed: Claimed, original?: unknown): Promise<unknown> {
    const payload = original ?? (claimed.payload ? revive(claimed.payload) : null);
    try {
      if (payload === null) throw new Error('the message was cleared before it was delivered');
      if (claimed.channel === 'sms') await this.deps.transport.sms.send(payload as SmsMessage);
      else await this.deps.transport.mailer.send(payload as MailMessage);
    } catch (error) {
      await this.failed(claimed, error);
      return error;
    }
    const now = new Date(this.deps.clock.now());
    // If this write is lost, the claim runs out and the message is failed as unknown: at most once.
    await this.deps.db
      .update(outboxMessages)
      .set({
        state: 'sent',
        sentAt: now,
        updatedAt: now,
        claimedBy: null,
        leaseUntil: null,
        lastError: null,
        ...(claimed.sensitive ? { payload: null } : {}),
      })
      .where(and(eq(outboxMessages.id, claimed.id), this.ownClaim()));
    return null;
  }

  private ownClaim() {
    return and(eq(outboxMessages.state, 'sending'), eq(outboxMessages.claimedBy, this.instanceId));
  }

  /** After a failed attempt: queued again after the back-off, or failed for good. */
  private async failed(claimed: Claimed, error: unknown): Promise<void> {
    const now = this.deps.clock.now();
    const final = claimed.attempts >= claimed.maxAttempts || isPermanent(error);
    const lastError = describeError(error);
    this.deps.log.warn(
      { outboxId: claimed.id, channel: claimed.channel, attempts: claimed.attempts, final },
      final ? 'outbox: delivery failed for good' : 'outbox: delivery failed; it will be retried',
    );
    await this.deps.db
      .update(outboxMessages)
      .set({
        state: final ? 'failed' : 'queued',
        nextAttemptAt: new Date(
          final ? now : now + retryDelay(this.deps.config, claimed.attempts, this.random()),
        ),
        claimedBy: null,
        leaseUntil: null,
        lastError,
        updatedAt: new Date(now),
        ...(final && claimed.sensitive ? { payload: null } : {}),
      })
      .where(and(eq(outboxMessages.id, claimed.id), this.ownClaim()));
  }

  /**
   * Claims are past their lease only when their instance died (or hung) mid-send: whether the
   * transport took the message is unknown, so it is failed, never resent (decision 073).
   */
  async failExpiredClaims(): Promise<number> {
    const now = new Date(this.deps.clock.now());
    const expired = await this.deps.db
      .update(outboxMessages)
      .set({
        state: 'failed',
        claimedBy: null,
        leaseUntil: null,
        lastError: DELIVERY_UNKNOWN,
        updatedAt: now,
        payload: sql`case when ${outboxMessages.sensitive} then null else ${outboxMessages.payload} end`,
      })
      .where(and(eq(outboxMessages.state, 'sending'), lt(outboxMessages.leaseUntil, now)))
      .returning({ id: outboxMessages.id });
    if (expired.length > 0) {
      this.deps.log.warn(
        { ids: expired.map((row) => row.id) },
        'outbox: messages whose sender stopped mid-send were failed as delivery unknown',
      );
    }
    return expired.length;
  }

  /**
   * Takes up to `limit` due queued messages for this instance, in one transaction: the due rows
   * are locked `FOR UPDATE SKIP LOCKED` (two instances claiming at once take different rows
   * instead of waiting for each other), then marked `sending`. Two statements, not
   * `update … where id in (select … limit … for update skip locked)`: PostgreSQL may run such
   * a subquery more than once in one update, and the limit then does not hold.
   */
  private async claimDue(limit: number): Promise<Claimed[]> {
    const now = new Date(this.deps.clock.now());
    return this.deps.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.state, 'queued'), lte(outboxMessages.nextAttemptAt, now)))
        .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(outboxMessages)
        .set({
          state: 'sending',
          attempts: sql`${outboxMessages.attempts} + 1`,
          claimedBy: this.instanceId,
          leaseUntil: new Date(now.getTime() + this.deps.config.leaseMs),
          updatedAt: now,
        })
        .where(
          and(
            inArray(
              outboxMessages.id,
              due.map((row) => row.id),
            ),
            eq(outboxMessages.state, 'queued'),
          ),
        )
        .returning({
          id: outboxMessages.id,
          channel: outboxMessages.channel,
          payload: outboxMessages.payload,
          sensitive: outboxMessages.sensitive,
          attempts: outboxMessages.attempts,
          maxAttempts: outboxMessages.maxAttempts,
        });
    });
  }

  /** One pass of the worker: dead claims failed, then due messages delivered until none is left. */
  async deliverDue(): Promise<OutboxReport> {
    const report: OutboxReport = { sent: 0, retrying: 0, failed: 0, unknown: 0 };
    report.unknown = await this.failExpiredClaims();
    for (;;) {
      const claimed = await this.claimDue(OUTBOX_BATCH);
      for (const message of claimed) {
        const error = await this.attempt(message);
        if (error === null) report.sent += 1;
        else if (message.attempts >= message.maxAttempts || isPermanent(error)) report.failed += 1;
        else report.retrying += 1;
      }
      if (claimed.length < OUTBOX_BATCH) break;
    }
    return report;
  }

  /** Deletes sent messages older than the retention period, failed ones after three times it. */
  async sweep(): Promise<number> {
    const now = this.deps.clock.now();
    const keepMs = this.deps.config.retentionDays * DAY_MS;
    const old = this.deps.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        sql`(${outboxMessages.state} = 'sent' and ${outboxMessages.sentAt} < ${new Date(now - keepMs)})
          or (${outboxMessages.state} = 'failed' and ${outboxMessages.updatedAt} < ${new Date(now - 3 * keepMs)})`,
      )
      .limit(SWEEP_BATCH);
    const deleted = await this.deps.db
      .delete(outboxMessages)
      .where(inArray(outboxMessages.id, old))
      .returning({ id: outboxMessages.id });
    return deleted.length;
  }

  /** Runs a pass now, or joins the one running. */
  drain(): Promise<OutboxReport> {
    if (!this.running) {
      this.running = this.round().finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  private async round(): Promise<OutboxReport> {
    const report = await this.deliverDue();
    if (this.deps.clock.now() - this.lastSweep >= SWEEP_EVERY_MS) {
      this.lastSweep = this.deps.clock.now();
      const deleted = await this.sweep();
      if (deleted > 0) this.deps.log.info({ deleted }, 'outbox: old messages deleted');
    }
    return report;
  }

  /** A pass soon (a message was queued for the worker, an admin asked for a retry). */
  wake(): void {
    if (!this.timer) return;
    setImmediate(() => void this.tick());
  }

  private async tick(): Promise<void> {
    try {
      await this.drain();
    } catch (error) {
      this.deps.log.warn({ err: error }, 'outbox: a worker pass failed');
    }
  }

  /** Starts the worker loop (every `pollMs`; never when 0). */
  start(): void {
    if (this.deps.config.pollMs <= 0 || this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.deps.config.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }
}
