import type { NotificationKind, NotificationObjectType } from '@space/contracts/notifications';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { preparedRows } from '../../db/statements.ts';
import { notificationPreferences, notifications, users } from '../../db/schema.ts';

/**
 * The one way an event becomes an in-app notification (decision 066). Modules call it where
 * the event happens, inside their transaction when they have one: the row then exists exactly
 * when the event does. The insert runs in a savepoint and its failure is logged and swallowed,
 * so a notification never makes the triggering request fail. The unique key on (recipient,
 * kind, event key) makes a replay or a concurrent duplicate a no-op; the actor is never told
 * about their own act, and a kind the recipient turned `off` records nothing.
 */
export interface NotificationEvent {
  recipientId: number;
  kind: NotificationKind;
  /** Who did it; null for the system or staff (a moderator's decision is the brand's). */
  actorId: number | null;
  objectType: NotificationObjectType;
  objectId: number | null;
  /** Names the source event uniquely for this recipient and kind, e.g. `friendRequest:12`. */
  eventKey: string;
  /** The text's variables: a title, a reason, an order number (short strings). */
  payload?: Record<string, string>;
  at: Date;
}

/** Payload strings are cut to this many characters (the page shows a line). */
const PAYLOAD_VALUE_MAX = 500;

let logger: Pick<FastifyBaseLogger, 'warn'> | null = null;

/** The module gives notify() the app's logger (index.ts). */
export function setNotificationLogger(log: Pick<FastifyBaseLogger, 'warn'>): void {
  logger = log;
}

function trimmed(payload: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [key, String(value).slice(0, PAYLOAD_VALUE_MAX)]),
  );
}

/** Records the notification; true when a row was written (false: a duplicate, off, the actor). */
export async function notify(db: Database, event: NotificationEvent): Promise<boolean> {
  if (event.actorId !== null && event.actorId === event.recipientId) return false;
  try {
    return await db.transaction(async (savepoint) => {
      const result = (await savepoint.execute(sql`
        insert into ${notifications}
          (tenant_id, user_id, kind, actor_id, object_type, object_id, event_key, payload, created_at)
        select u.tenant_id, u.id, ${event.kind}, ${event.actorId}::integer, ${event.objectType},
          ${event.objectId}::integer, ${event.eventKey}, ${JSON.stringify(trimmed(event.payload))}::jsonb,
          ${event.at.toISOString()}::timestamptz
        from ${users} u
        where u.id = ${event.recipientId} and not u.deleted
          and not exists (
            select 1 from ${notificationPreferences} p
            where p.user_id = u.id and p.kind = ${event.kind} and p.channel = 'off')
        on conflict (user_id, kind, event_key) where event_key is not null do nothing
        returning id`)) as { rows: unknown[] };
      return result.rows.length > 0;
    });
  } catch (error) {
    logger?.warn(
      { err: error, kind: event.kind, eventKey: event.eventKey },
      'recording a notification failed; the event itself went through',
    );
    return false;
  }
}

/**
 * notify() for several events at once (an order's buyer and its authors): one statement in one
 * savepoint, each event still checked on its own (the actor, a deleted or `off` recipient, a
 * duplicate). A failure records none of them and is logged, never thrown. Answers how many
 * rows were written.
 */
export async function notifyTogether(db: Database, events: NotificationEvent[]): Promise<number> {
  const wanted = events.filter(
    (event) => event.actorId === null || event.actorId !== event.recipientId,
  );
  if (wanted.length === 0) return 0;
  // One array per column: the statement's text is the same however many events there are.
  const column = <T>(of: (event: NotificationEvent) => T) => sql.param(wanted.map(of));
  try {
    return await db.transaction(async (savepoint) => {
      const rows = await preparedRows<{ id: number }>(
        savepoint,
        'notify_together',
        sql`insert into ${notifications}
          (tenant_id, user_id, kind, actor_id, object_type, object_id, event_key, payload, created_at)
        select u.tenant_id, u.id, e.kind, e.actor_id, e.object_type, e.object_id, e.event_key,
          e.payload::jsonb, e.created_at::timestamptz
        from unnest(${column((event) => event.recipientId)}::integer[],
            ${column((event) => event.kind)}::text[],
            ${column((event) => event.actorId)}::integer[],
            ${column((event) => event.objectType)}::text[],
            ${column((event) => event.objectId)}::integer[],
            ${column((event) => event.eventKey)}::text[],
            ${column((event) => JSON.stringify(trimmed(event.payload)))}::text[],
            ${column((event) => event.at.toISOString())}::text[])
          as e(recipient_id, kind, actor_id, object_type, object_id, event_key, payload, created_at)
        join ${users} u on u.id = e.recipient_id
        where not u.deleted
          and not exists (
            select 1 from ${notificationPreferences} p
            where p.user_id = u.id and p.kind = e.kind and p.channel = 'off')
        on conflict (user_id, kind, event_key) where event_key is not null do nothing
        returning id`,
      );
      return rows.length;
    });
  } catch (error) {
    logger?.warn(
      {
        err: error,
        kinds: wanted.map((event) => event.kind),
        eventKeys: wanted.map((event) => event.eventKey),
      },
      'recording notifications failed; the event itself went through',
    );
    return 0;
  }
}

/** notify() for several recipients of one event (each checked on its own). */
export async function notifyAll(db: Database, events: NotificationEvent[]): Promise<number> {
  let written = 0;
  for (const event of events) if (await notify(db, event)) written += 1;
  return written;
}
