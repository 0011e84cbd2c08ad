import { MEMBERSHIP_REMINDER_DAYS, type MemberTier } from '@space/contracts/memberships';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@space/contracts/locales';
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberships, users } from '../../db/schema.ts';
import { composeMail, loadMailBrand, mailSiteUrl, reminderMail } from '../../lib/mail/index.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env.ts';
import type { Clock } from '../../lib/clock.ts';
import { emailWanted, notify } from '../notifications/index.ts';

/**
 * The expiry reminder sweep (decision 023). The queue is the memberships table itself: a
 * membership in force that ends within MEMBERSHIP_REMINDER_DAYS and whose `reminder_sent_at` is
 * null is due (`memberships_reminder_idx`). Each is claimed by a conditional update before
 * anything is sent, so concurrent sweeps never send one reminder twice; a failed send gives the
 * claim back and the next sweep retries. A renewal writes a new row, whose own reminder comes
 * when that term nears its end; the row it replaced ended, so it is never due again.
 */

/** Reminders looked at per run; the rest wait for the next run (soonest expiry first). */
export const REMINDER_BATCH = 100;
const DAY_MS = 86_400_000;

/** What a reminder run works with, outside any request. */
export interface ReminderContext {
  db: Database;
  clock: Clock;
  config: Pick<AppConfig, 'publicUrl' | 'port' | 'mail' | 'redeemCodes'>;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export interface ReminderReport {
  sent: number;
  /** Members without an email address (or deleted): marked done, nothing sent. */
  noAddress: number;
  /** Members who turned this mail off (decision 072): marked done, nothing sent. */
  optedOut: number;
  /** Sends that failed; their memberships stay due. */
  failed: number;
}

function dueReminders(db: Database, now: Date) {
  return db
    .select({
      id: memberships.id,
      tenantId: memberships.tenantId,
      userId: memberships.userId,
      tier: memberships.tier,
      expiresAt: memberships.expiresAt,
      email: users.email,
      language: users.language,
      deleted: users.deleted,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        isNull(memberships.reminderSentAt),
        lte(memberships.startsAt, now),
        gt(memberships.expiresAt, now),
        lte(memberships.expiresAt, new Date(now.getTime() + MEMBERSHIP_REMINDER_DAYS * DAY_MS)),
      ),
    )
    .orderBy(asc(memberships.expiresAt), asc(memberships.id))
    .limit(REMINDER_BATCH);
}

async function claim(db: Database, id: number, at: Date): Promise<boolean> {
  const [claimed] = await db
    .update(memberships)
    .set({ reminderSentAt: at })
    .where(and(eq(memberships.id, id), isNull(memberships.reminderSentAt)))
    .returning({ id: memberships.id });
  return claimed !== undefined;
}

async function release(db: Database, id: number, at: Date): Promise<void> {
  await db
    .update(memberships)
    .set({ reminderSentAt: null })
    .where(and(eq(memberships.id, id), eq(memberships.reminderSentAt, at)));
}

/** The member's stored language (decision 066); the default for accounts without one. */
function reminderLocale(language: string | null): Locale {
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** Only what identifies the failure: a transport's error object may carry its configuration. */
function describeError(error: unknown): { name?: string; message: string } {
  return error instanceof Error
    ? { name: error.name, message: error.message }
    : { message: String(error) };
}

/**
 * Sends the reminders that are due at `now`, soonest expiry first, at most REMINDER_BATCH per
 * run. Run from the reconciliation timer (app.ts); tests call `app.sendMembershipReminders()`.
 */
export async function sendMembershipReminders(
  ctx: ReminderContext,
  now: number = ctx.clock.now(),
): Promise<ReminderReport> {
  const report: ReminderReport = { sent: 0, noAddress: 0, optedOut: 0, failed: 0 };
  for (const due of await dueReminders(ctx.db, new Date(now))) {
    const claimedAt = new Date(ctx.clock.now());
    if (!(await claim(ctx.db, due.id, claimedAt))) continue;
    // The in-app notice, once per membership whatever becomes of the mail (decision 066).
    await notify(ctx.db, {
      recipientId: due.userId,
      kind: 'membershipExpiring',
      actorId: null,
      objectType: 'membership',
      objectId: due.id,
      eventKey: `membership:${due.id}:expiring`,
      payload: { tier: due.tier, expiresAt: due.expiresAt.toISOString() },
      at: claimedAt,
    });
    if (!due.email || due.deleted) {
      report.noAddress += 1;
      continue;
    }
    // Not transactional (it asks for a renewal): only with the kind's email on (decision 072).
    if (!(await emailWanted(ctx.db, due.userId, 'membershipExpiring'))) {
      report.optedOut += 1;
      continue;
    }
    try {
      const locale = reminderLocale(due.language);
      const brand = await loadMailBrand(ctx.db, ctx.config, due.tenantId, locale);
      const template = reminderMail(locale, brand, {
        tier: due.tier as MemberTier,
        expiresAt: due.expiresAt,
        renewUrl: `${mailSiteUrl(ctx.config)}/memberRecharge`,
      });
      await ctx.mailer.send(
        await composeMail(ctx.config, {
          to: due.email,
          locale,
          brand,
          template,
          unsubscribe: { userId: due.userId, kinds: ['membershipExpiring'] },
        }),
        // One reminder per membership (decision 073).
        { tenantId: due.tenantId, dedupeKey: `reminder:${due.id}` },
      );
      report.sent += 1;
    } catch (error) {
      report.failed += 1;
      ctx.log.warn(
        { membershipId: due.id, error: describeError(error) },
        'sending a membership reminder failed; the next run retries it',
      );
      await release(ctx.db, due.id, claimedAt).catch((releaseError: unknown) =>
        ctx.log.error(
          { err: releaseError, membershipId: due.id },
          'giving back a reminder claim failed: this reminder will not be sent',
        ),
      );
    }
  }
  if (report.sent + report.failed > 0) ctx.log.info({ reminders: report }, 'reminders sent');
  return report;
}
