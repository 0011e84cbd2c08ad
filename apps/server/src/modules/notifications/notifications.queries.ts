import { pickTranslation, type Locale, type Translations } from '@space/contracts/locales';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_DEFAULT_CHANNELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_OBJECT_TYPES,
  isNotificationKind,
  type Notification,
  type NotificationChannel,
  type NotificationKind,
  type NotificationObjectType,
  type NotificationPage,
  type NotificationPreferences,
} from '@space/contracts/notifications';
import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { notificationPreferences, notifications, users } from '../../db/schema.ts';
import { FileStorage } from '../../lib/file-storage.ts';

/** Whose notifications: the caller, in the request's brand (decision 066). */
export interface Recipient {
  userId: number;
  tenantId: number;
}

const actors = alias(users, 'actors');

function mine(recipient: Recipient) {
  return and(
    eq(notifications.userId, recipient.userId),
    eq(notifications.tenantId, recipient.tenantId),
    // Kinds this version does not know (older or newer rows) are not shown.
    inArray(notifications.kind, [...NOTIFICATION_KINDS]),
  );
}

export async function unreadCount(db: Database, recipient: Recipient): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(recipient), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

function isObjectType(value: unknown): value is NotificationObjectType {
  return (
    typeof value === 'string' && (NOTIFICATION_OBJECT_TYPES as readonly string[]).includes(value)
  );
}

/** The stored payload as the text's string variables; an update notice's name in `locale`. */
function payloadOf(
  kind: NotificationKind,
  stored: Record<string, unknown>,
  locale: Locale,
): Record<string, string> {
  if (kind === 'productVersion') {
    return {
      title: pickTranslation(
        String(stored.productName ?? ''),
        (stored.productNameTranslations ?? {}) as Translations,
        locale,
      ),
      version: String(stored.version ?? ''),
    };
  }
  return Object.fromEntries(
    Object.entries(stored)
      .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
      .map(([key, value]) => [key, String(value)]),
  );
}

export async function listNotifications(
  db: Database,
  recipient: Recipient,
  query: { page: number; pageSize: number; unread?: 'true' | 'false' | undefined },
  locale: Locale,
): Promise<NotificationPage> {
  const where =
    query.unread === 'true' ? and(mine(recipient), isNull(notifications.readAt)) : mine(recipient);
  const [rows, [total], unread] = await Promise.all([
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        actorId: actors.id,
        actorName: actors.nickName,
        actorAvatar: actors.avatarKey,
        objectType: notifications.objectType,
        objectId: notifications.objectId,
        productId: notifications.productId,
        payload: notifications.payload,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .leftJoin(actors, eq(actors.id, notifications.actorId))
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(notifications).where(where),
    unreadCount(db, recipient),
  ]);
  const list = rows.flatMap((row): Notification[] => {
    if (!isNotificationKind(row.kind)) return [];
    const objectType = row.objectType ?? (row.productId !== null ? 'product' : null);
    return [
      {
        id: row.id,
        kind: row.kind,
        actor:
          row.actorId === null
            ? null
            : {
                id: row.actorId,
                nickName: row.actorName ?? '',
                avatar: row.actorAvatar ? FileStorage.publicUrl(row.actorAvatar) : null,
              },
        objectType: isObjectType(objectType) ? objectType : null,
        objectId: row.objectId ?? row.productId,
        payload: payloadOf(row.kind, row.payload, locale),
        createdAt: row.createdAt.toISOString(),
        readAt: row.readAt?.toISOString() ?? null,
      },
    ];
  });
  return { list, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize, unread };
}

/** Marks one read (idempotent); false when it is not the caller's. */
export async function markOneRead(
  db: Database,
  recipient: Recipient,
  id: number,
  at: Date,
): Promise<{ found: boolean; marked: number }> {
  const [row] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), mine(recipient)));
  if (!row) return { found: false, marked: 0 };
  const marked = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.id, id), mine(recipient), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { found: true, marked: marked.length };
}

export async function markAllRead(db: Database, recipient: Recipient, at: Date): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(mine(recipient), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return marked.length;
}

function isChannel(value: unknown): value is NotificationChannel {
  return typeof value === 'string' && (NOTIFICATION_CHANNELS as readonly string[]).includes(value);
}

export async function preferencesOf(
  db: Database,
  recipient: Recipient,
): Promise<NotificationPreferences> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, recipient.userId));
  const channels = { ...NOTIFICATION_DEFAULT_CHANNELS };
  for (const row of rows) {
    if (isNotificationKind(row.kind) && isChannel(row.channel)) channels[row.kind] = row.channel;
  }
  return { channels };
}

export async function setPreferences(
  db: Database,
  recipient: Recipient,
  channels: Partial<Record<NotificationKind, NotificationChannel>>,
  at: Date,
): Promise<NotificationPreferences> {
  const values = Object.entries(channels)
    .filter(([kind, channel]) => isNotificationKind(kind) && isChannel(channel))
    .map(([kind, channel]) => ({
      userId: recipient.userId,
      kind,
      channel: channel as NotificationChannel,
      updatedAt: at,
    }));
  if (values.length > 0) {
    await db
      .insert(notificationPreferences)
      .values(values)
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: { channel: sql`excluded.channel`, updatedAt: sql`excluded.updated_at` },
      });
  }
  return preferencesOf(db, recipient);
}

/** Deletes notifications older than `before`, at most `batch` per call; answers how many. */
export async function deleteOlderThan(db: Database, before: Date, batch: number): Promise<number> {
  const old = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(lt(notifications.createdAt, before))
    .limit(batch);
  const gone = await db
    .delete(notifications)
    .where(inArray(notifications.id, old))
    .returning({ id: notifications.id });
  return gone.length;
}
