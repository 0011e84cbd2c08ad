import {
  NOTIFICATION_DEFAULT_CHANNELS,
  type NotificationKind,
} from '@space/contracts/notifications';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notificationPreferences, users } from '../../db/schema.ts';
import type { UnsubscribeSubject } from '../../lib/mail/index.ts';

/**
 * Whether a user wants a kind's email (decision 072): their stored channel is `email`, or they
 * chose none and the kind's default is. Non-transactional mail (reminders, update notices,
 * review replies, notification mails) asks this before it is sent.
 */
export async function emailWanted(
  db: Database,
  userId: number,
  kind: NotificationKind,
): Promise<boolean> {
  const [row] = await db
    .select({ channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
  return (row?.channel ?? NOTIFICATION_DEFAULT_CHANNELS[kind]) === 'email';
}

export type UnsubscribeOutcome =
  | { status: 'unsubscribed' | 'alreadyUnsubscribed'; language: string | null }
  | { status: 'unknown' };

/**
 * Turns the email of the token's kinds off (email → in app; the bell stays), for its user in its
 * brand only: a user who is gone, or whose brand is not the token's, is `unknown`. Each kind is
 * one conditional write (an update where the channel is `email`, or an insert where the default
 * is), so the first call changes something and answers `unsubscribed`, and every later or
 * concurrent one `alreadyUnsubscribed`.
 */
export async function unsubscribeFromEmail(
  db: Database,
  subject: UnsubscribeSubject,
  at: Date,
): Promise<UnsubscribeOutcome> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ tenantId: users.tenantId, deleted: users.deleted, language: users.language })
      .from(users)
      .where(eq(users.id, subject.userId));
    if (!user || user.deleted || user.tenantId !== subject.tenantId) return { status: 'unknown' };
    let changed = 0;
    for (const kind of subject.kinds) {
      const insertable = NOTIFICATION_DEFAULT_CHANNELS[kind] === 'email';
      const result = insertable
        ? await tx
            .insert(notificationPreferences)
            .values({ userId: subject.userId, kind, channel: 'in_app', updatedAt: at })
            .onConflictDoUpdate({
              target: [notificationPreferences.userId, notificationPreferences.kind],
              set: { channel: 'in_app', updatedAt: at },
              setWhere: sql`${notificationPreferences.channel} = 'email'`,
            })
            .returning({ kind: notificationPreferences.kind })
        : await tx
            .update(notificationPreferences)
            .set({ channel: 'in_app', updatedAt: at })
            .where(
              and(
                eq(notificationPreferences.userId, subject.userId),
                eq(notificationPreferences.kind, kind),
                eq(notificationPreferences.channel, 'email'),
              ),
            )
            .returning({ kind: notificationPreferences.kind });
      changed += result.length;
    }
    return {
      status: changed > 0 ? 'unsubscribed' : 'alreadyUnsubscribed',
      language: user.language,
    };
  });
}
