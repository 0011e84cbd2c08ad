import type { OutboxListQuery, OutboxMessageView, OutboxState } from '@space/contracts/outbox';
import { and, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema.ts';

type Row = typeof outboxMessages.$inferSelect;

/** A code's subject might one day carry it: runs of digits are masked in sensitive messages. */
function shownSubject(row: Pick<Row, 'subject' | 'sensitive'>): string {
  return row.sensitive ? row.subject.replace(/\d{4,}/g, '••••') : row.subject;
}

/** An admin may send again a failed message whose body is still kept (never a code's). */
function retryable(row: Pick<Row, 'state' | 'payload' | 'sensitive'>): boolean {
  return row.state === 'failed' && !row.sensitive && row.payload !== null;
}

function viewOf(row: Omit<Row, 'payload'> & { hasPayload: boolean }): OutboxMessageView {
  const payload = row.hasPayload ? {} : null;
  return {
    id: row.id,
    channel: row.channel === 'sms' ? 'sms' : 'email',
    tenantId: row.tenantId,
    recipient: row.recipient,
    subject: shownSubject(row),
    sensitive: row.sensitive,
    state: row.state as OutboxState,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    nextAttemptAt: row.state === 'queued' ? row.nextAttemptAt.toISOString() : null,
    lastError: row.lastError,
    retryable: retryable({ state: row.state, payload, sensitive: row.sensitive }),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** Every column but the body: what the admin list reads. */
const listed = {
  id: outboxMessages.id,
  channel: outboxMessages.channel,
  tenantId: outboxMessages.tenantId,
  recipient: outboxMessages.recipient,
  subject: outboxMessages.subject,
  sensitive: outboxMessages.sensitive,
  state: outboxMessages.state,
  attempts: outboxMessages.attempts,
  maxAttempts: outboxMessages.maxAttempts,
  nextAttemptAt: outboxMessages.nextAttemptAt,
  claimedBy: outboxMessages.claimedBy,
  leaseUntil: outboxMessages.leaseUntil,
  lastError: outboxMessages.lastError,
  dedupeKey: outboxMessages.dedupeKey,
  createdAt: outboxMessages.createdAt,
  updatedAt: outboxMessages.updatedAt,
  sentAt: outboxMessages.sentAt,
  hasPayload: sql<boolean>`${outboxMessages.payload} is not null`,
};

/** One brand's messages (`null`: every brand's, super admins), newest first, filtered. */
export async function listOutbox(
  db: Database,
  tenantId: number | null,
  query: OutboxListQuery,
): Promise<{ list: OutboxMessageView[]; total: number }> {
  const filters: (SQL | undefined)[] = [
    tenantId === null ? undefined : eq(outboxMessages.tenantId, tenantId),
    query.state ? eq(outboxMessages.state, query.state) : undefined,
    query.channel ? eq(outboxMessages.channel, query.channel) : undefined,
  ];
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(listed)
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(outboxMessages).where(where),
  ]);
  return { list: rows.map(viewOf), total: total?.value ?? 0 };
}

/** One message in the admin's scope (`null`: any brand), or undefined. */
export async function findOutboxMessage(db: Database, id: number, tenantId: number | null) {
  const [row] = await db
    .select(listed)
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.id, id),
        tenantId === null ? undefined : eq(outboxMessages.tenantId, tenantId),
      ),
    );
  return row ? { row, view: viewOf(row) } : undefined;
}

/**
 * Queues a failed message again with a fresh count of attempts; false when it is no longer
 * failed (another admin retried it) or cannot be retried.
 */
export async function requeueFailed(db: Database, id: number, at: Date): Promise<boolean> {
  const [row] = await db
    .update(outboxMessages)
    .set({ state: 'queued', attempts: 0, nextAttemptAt: at, updatedAt: at })
    .where(
      and(
        eq(outboxMessages.id, id),
        eq(outboxMessages.state, 'failed'),
        eq(outboxMessages.sensitive, false),
        isNotNull(outboxMessages.payload),
      ),
    )
    .returning({ id: outboxMessages.id });
  return row !== undefined;
}
