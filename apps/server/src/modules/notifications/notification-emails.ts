import { DEFAULT_LOCALE, isLocale } from '@space/contracts/locales';
import { isNotificationKind, type NotificationKind } from '@space/contracts/notifications';
import { and, asc, eq, gte, inArray, isNull, lte, notInArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { notificationPreferences, notifications, users } from '../../db/schema.ts';
import type { MailContext } from '../../lib/mail-context.ts';
import {
  composeMail,
  loadMailBrand,
  mailSiteUrl,
  notificationMail,
  type NotificationMailItem,
} from '../../lib/mail/index.ts';

/**
 * Notification mails (decision 072): the notifications of kinds a user set to `email` are
 * mailed, several at once as one digest. A notification waits DIGEST_DELAY_MS so that events
 * close together share a mail; it is claimed (`emailed_at`) before anything is sent, so runs in
 * one process or several never mail it twice, and a failed send gives the claim back. Kinds
 * with a mail of their own are left out: update notices (update-emails.ts), membership
 * reminders and review replies.
 */
export const OWN_MAIL_KINDS: NotificationKind[] = [
  'productVersion',
  'membershipExpiring',
  'reviewReplied',
];
export const DIGEST_DELAY_MS = 10 * 60_000;
/** Older notifications are never mailed: a mail outage must not flood inboxes later. */
export const NOTIFICATION_EMAIL_WINDOW_MS = 24 * 60 * 60_000;
/** Recipients per run; the rest wait for the next. */
export const NOTIFICATION_EMAIL_USERS = 50;
/** Notifications in one digest at most; the rest are on the page the mail links to. */
export const DIGEST_MAX_ITEMS = 20;

export interface NotificationEmailReport {
  sent: number;
  failed: number;
}

function due(db: Database, now: number) {
  const actor = alias(users, 'actor');
  return db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      tenantId: notifications.tenantId,
      kind: notifications.kind,
      payload: notifications.payload,
      createdAt: notifications.createdAt,
      email: users.email,
      language: users.language,
      deleted: users.deleted,
      actorName: actor.nickName,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(actor, eq(actor.id, notifications.actorId))
    .innerJoin(
      notificationPreferences,
      and(
        eq(notificationPreferences.userId, notifications.userId),
        eq(notificationPreferences.kind, notifications.kind),
        eq(notificationPreferences.channel, 'email'),
      ),
    )
    .where(
      and(
        isNull(notifications.emailedAt),
        notInArray(notifications.kind, OWN_MAIL_KINDS),
        gte(notifications.createdAt, new Date(now - NOTIFICATION_EMAIL_WINDOW_MS)),
        lte(notifications.createdAt, new Date(now - DIGEST_DELAY_MS)),
      ),
    )
    .orderBy(asc(notifications.userId), asc(notifications.createdAt), asc(notifications.id))
    .limit(NOTIFICATION_EMAIL_USERS * DIGEST_MAX_ITEMS);
}

/** Sends the due notification mails: one per recipient, a digest when several are due. */
export async function sendDueNotificationEmails(
  ctx: MailContext,
  now: number = ctx.clock.now(),
): Promise<NotificationEmailReport> {
  const report: NotificationEmailReport = { sent: 0, failed: 0 };
  const byUser = new Map<number, Awaited<ReturnType<typeof due>>>();
  for (const row of await due(ctx.db, now)) {
    const rows = byUser.get(row.userId) ?? [];
    if (rows.length < DIGEST_MAX_ITEMS) rows.push(row);
    byUser.set(row.userId, rows);
  }
  for (const [userId, rows] of [...byUser].slice(0, NOTIFICATION_EMAIL_USERS)) {
    const claimedAt = new Date(ctx.clock.now());
    const claimed = await ctx.db
      .update(notifications)
      .set({ emailedAt: claimedAt })
      .where(
        and(
          inArray(
            notifications.id,
            rows.map((row) => row.id),
          ),
          isNull(notifications.emailedAt),
        ),
      )
      .returning({ id: notifications.id });
    const ids = new Set(claimed.map((row) => row.id));
    const mine = rows.filter((row) => ids.has(row.id) && isNotificationKind(row.kind));
    const first = mine[0];
    if (!first?.email || first.deleted) continue;
    try {
      const locale = isLocale(first.language) ? first.language : DEFAULT_LOCALE;
      const brand = await loadMailBrand(ctx.db, ctx.config, first.tenantId, locale);
      const pageUrl = `${mailSiteUrl(ctx.config)}/notifications`;
      const items: NotificationMailItem[] = mine
        .map((row) => ({
          kind: row.kind as NotificationKind,
          payload: (row.payload ?? {}) as Record<string, string>,
          actorName: row.actorName,
          at: row.createdAt,
          url: pageUrl,
        }))
        .reverse();
      const kinds = [...new Set(items.map((item) => item.kind))];
      await ctx.mailer.send(
        await composeMail(ctx.config, {
          to: first.email,
          locale,
          brand,
          template: notificationMail(locale, brand, { items, pageUrl }),
          unsubscribe: { userId, kinds },
        }),
      );
      report.sent += 1;
    } catch (error) {
      report.failed += 1;
      ctx.log.warn({ err: error, userId }, 'a notification mail failed; the next run retries it');
      await ctx.db
        .update(notifications)
        .set({ emailedAt: null })
        .where(and(inArray(notifications.id, [...ids]), eq(notifications.emailedAt, claimedAt)))
        .catch((releaseError: unknown) =>
          ctx.log.error(
            { err: releaseError, userId },
            'giving back a notification mail claim failed',
          ),
        );
    }
  }
  if (report.sent + report.failed > 0) {
    ctx.log.info({ notificationEmails: report }, 'notification mails sent');
  }
  return report;
}
