import { DEFAULT_LOCALE, isLocale, type Locale } from '@space/contracts/locales';
import { and, asc, eq, gte, isNull, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { notificationPreferences, notifications, users } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { composeMail, loadMailBrand, mailSiteUrl, updateMail } from '../../lib/mail/index.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { noticeTexts, PRODUCT_VERSION_NOTICE, type NoticePayload } from './product-notices.ts';

/**
 * The email of each new-version notice (decision 029), an outbox like the receipts'
 * (decision 020): a notice whose `emailed_at` is null is due (`notifications_email_due_idx`).
 * Each is claimed by a conditional update before anything is sent, so concurrent runs, in one
 * process or several, never send one twice; a failed send gives the claim back for the next
 * run. Runs right after an approval (in the background) and on the reconcile timer.
 */
export const UPDATE_EMAIL_BATCH = 50;
/** Older notices are never emailed: a mail outage of a week must not flood inboxes later. */
export const UPDATE_EMAIL_WINDOW_MS = 7 * 24 * 60 * 60_000;

export interface UpdateEmailContext {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  config: AppConfig;
  log: FastifyBaseLogger;
}

export interface UpdateEmailReport {
  sent: number;
  noAddress: number;
  failed: number;
}

async function claim(db: Database, id: number, at: Date): Promise<boolean> {
  const [claimed] = await db
    .update(notifications)
    .set({ emailedAt: at })
    .where(and(eq(notifications.id, id), isNull(notifications.emailedAt)))
    .returning({ id: notifications.id });
  return claimed !== undefined;
}

async function release(db: Database, id: number, at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ emailedAt: null })
    .where(and(eq(notifications.id, id), eq(notifications.emailedAt, at)));
}

/** Sends the due update emails, oldest first, at most UPDATE_EMAIL_BATCH per run. */
export async function sendDueUpdateEmails(
  ctx: UpdateEmailContext,
  now: number = ctx.clock.now(),
): Promise<UpdateEmailReport> {
  const report: UpdateEmailReport = { sent: 0, noAddress: 0, failed: 0 };
  const due = await ctx.db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      tenantId: notifications.tenantId,
      payload: notifications.payload,
      email: users.email,
      language: users.language,
      deleted: users.deleted,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(
      and(
        eq(notifications.kind, PRODUCT_VERSION_NOTICE),
        isNull(notifications.emailedAt),
        gte(notifications.createdAt, new Date(now - UPDATE_EMAIL_WINDOW_MS)),
        // Owners who chose the bell alone (or nothing) get no mail (decision 066).
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(notificationPreferences)
            .where(
              and(
                eq(notificationPreferences.userId, notifications.userId),
                eq(notificationPreferences.kind, PRODUCT_VERSION_NOTICE),
                sql`${notificationPreferences.channel} <> 'email'`,
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .limit(UPDATE_EMAIL_BATCH);
  const url = `${mailSiteUrl(ctx.config)}/products`;
  for (const notice of due) {
    const claimedAt = new Date(ctx.clock.now());
    if (!(await claim(ctx.db, notice.id, claimedAt))) continue;
    if (!notice.email || notice.deleted) {
      report.noAddress += 1;
      continue;
    }
    const payload = notice.payload as NoticePayload;
    // In the owner's language (decision 066); the default for accounts without one.
    const locale: Locale = isLocale(notice.language) ? notice.language : DEFAULT_LOCALE;
    const texts = noticeTexts(payload, locale);
    try {
      const brand = await loadMailBrand(ctx.db, ctx.config, notice.tenantId, locale);
      const template = updateMail(locale, brand, {
        name: texts.productName,
        version: payload.version ?? '',
        info: texts.newVersionInfo,
        url,
      });
      // Not transactional: one-click unsubscribe turns this kind's email off (decision 072).
      const message = await composeMail(ctx.config, {
        to: notice.email,
        locale,
        brand,
        template,
        unsubscribe: { userId: notice.userId, kinds: [PRODUCT_VERSION_NOTICE] },
      });
      // One mail per notice (decision 073).
      await ctx.mailer.send(message, {
        tenantId: notice.tenantId,
        dedupeKey: `update:${notice.id}`,
      });
      report.sent += 1;
    } catch (error) {
      report.failed += 1;
      ctx.log.warn(
        { err: error, notice: notice.id },
        'an update email failed; the next run retries it',
      );
      await release(ctx.db, notice.id, claimedAt).catch((releaseError: unknown) =>
        ctx.log.error(
          { err: releaseError, notice: notice.id },
          'giving back an update email claim failed',
        ),
      );
    }
  }
  if (report.sent + report.failed > 0) ctx.log.info({ updateEmails: report }, 'update emails sent');
  return report;
}

/** Runs started by approvals, fire-and-forget; closing the app waits for them. */
export function updateEmailsInBackground(ctx: UpdateEmailContext) {
  const running = new Set<Promise<void>>();
  return {
    sendSoon(): void {
      const run: Promise<void> = sendDueUpdateEmails(ctx)
        .then(
          () => undefined,
          (error: unknown) => ctx.log.warn({ err: error }, 'sending update emails failed'),
        )
        .finally(() => running.delete(run));
      running.add(run);
    },
    async drain(): Promise<void> {
      await Promise.all(running);
    },
  };
}
