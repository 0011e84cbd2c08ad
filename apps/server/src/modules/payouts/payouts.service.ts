import {
  payoutMethodFor,
  payoutMinimum,
  type AdminPayout,
  type Payout,
  type PayoutState,
} from '@space/contracts/payouts';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ledgerEntries, payouts, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { recordAudit } from '../access/index.ts';
import type { AuthContext } from '../auth/index.ts';
import { recordPayoutRequest, recordPayoutSettle } from '../earnings/index.ts';
import { activeAccount } from './payout-accounts.service.ts';
import type { PayoutOutcome } from '../payments/index.ts';

export type PayoutRow = typeof payouts.$inferSelect;
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `PO` + UTC date + 10 random characters: our idempotency key at the provider. */
export function newPayoutNo(at: Date): string {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '');
  const tail = [...randomBytes(10)].map((b) => ALPHABET[b % 32]).join('');
  return `PO${day}${tail}`;
}

export function payoutView(row: PayoutRow): Payout {
  return {
    payoutNo: row.payoutNo,
    currency: row.currency,
    amountMinor: row.amountMinor,
    method: row.method as Payout['method'],
    account: row.account,
    state: row.state as PayoutState,
    providerStatus: row.providerStatus,
    failure: row.failure,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The creator's available balance in one currency (creator rows whose hold has passed). */
export async function availableBalance(
  db: Database,
  userId: number,
  currency: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)::text` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountKind, 'creator'),
        eq(ledgerEntries.ownerUserId, userId),
        eq(ledgerEntries.currency, currency),
        lte(ledgerEntries.availableAt, now),
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * A payout of the caller's whole available balance in `currency` (decision 071). One
 * transaction under the user's advisory lock: the account must be usable and fit the currency,
 * no other payout of that currency may be open, the balance must reach the minimum; the payout
 * row and its `payout:<no>` journal are written together. Concurrent requests queue on the lock
 * and find the first one open; the partial unique index `payouts_open_key` is the second guard.
 */
export async function requestPayout(
  db: Database,
  clock: Clock,
  auth: AuthContext,
  currency: string,
): Promise<Payout> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('payouts'), ${auth.userId})`);
      const now = new Date(clock.now());
      const account = await activeAccount(tx, auth.userId);
      if (!account) throw new AppError('PAYOUT_ACCOUNT_MISSING');
      if (account.usableAt > now) throw new AppError('PAYOUT_ACCOUNT_NOT_READY');
      if (payoutMethodFor(currency) !== account.method) {
        throw new AppError('PAYOUT_METHOD_CURRENCY');
      }
      const [open] = await tx
        .select({ id: payouts.id })
        .from(payouts)
        .where(
          and(
            eq(payouts.userId, auth.userId),
            eq(payouts.currency, currency),
            inArray(payouts.state, ['requested', 'sending']),
          ),
        );
      if (open) throw new AppError('PAYOUT_OPEN');
      const amount = await availableBalance(tx, auth.userId, currency, now);
      if (amount < payoutMinimum(currency)) throw new AppError('PAYOUT_BELOW_MINIMUM');
      const [row] = await tx
        .insert(payouts)
        .values({
          tenantId: account.tenantId,
          userId: auth.userId,
          payoutNo: newPayoutNo(now),
          currency,
          amountMinor: amount,
          method: account.method,
          account: account.account,
          realName: account.realName,
          payoutAccountId: account.id,
          state: 'requested',
          requestedAt: now,
        })
        .returning();
      await recordPayoutRequest(tx, row!, now);
      return payoutView(row!);
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'payouts_open_key') throw new AppError('PAYOUT_OPEN');
    throw error;
  }
}

export async function listOwnPayouts(db: Database, userId: number, page: number, pageSize: number) {
  const where = eq(payouts.userId, userId);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(payouts)
    .where(where);
  const rows = await db
    .select()
    .from(payouts)
    .where(where)
    .orderBy(desc(payouts.requestedAt), desc(payouts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { list: rows.map(payoutView), total: counted?.total ?? 0, page, pageSize };
}

export async function listBrandPayouts(
  db: Database,
  tenantId: number,
  state: PayoutState | undefined,
  page: number,
  pageSize: number,
) {
  const where = and(eq(payouts.tenantId, tenantId), state ? eq(payouts.state, state) : undefined);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(payouts)
    .where(where);
  const rows = await db
    .select({ payout: payouts, nickName: users.nickName })
    .from(payouts)
    .leftJoin(users, eq(users.id, payouts.userId))
    .where(where)
    .orderBy(desc(payouts.requestedAt), desc(payouts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const list: AdminPayout[] = rows.map(({ payout, nickName }) => ({
    ...payoutView(payout),
    tenantId: payout.tenantId,
    userId: payout.userId,
    nickName,
    realName: payout.realName,
  }));
  return { list, total: counted?.total ?? 0, page, pageSize };
}

/** The payout an admin may decide on: their brand's (any for a super admin); else 404. */
async function lockedForAdmin(tx: Database, auth: AuthContext, payoutNo: string) {
  const [row] = await tx.select().from(payouts).where(eq(payouts.payoutNo, payoutNo)).for('update');
  if (!row || (!auth.user.isSuperAdmin && row.tenantId !== auth.tenantId)) {
    throw new AppError('NOT_FOUND');
  }
  if (row.state !== 'requested') throw new AppError('PAYOUT_NOT_REQUESTED');
  return row;
}

/** Approval: requested → sending, audited; the caller then sends it (sendPayout). */
export async function approvePayout(
  db: Database,
  clock: Clock,
  auth: AuthContext,
  payoutNo: string,
): Promise<PayoutRow> {
  return db.transaction(async (tx) => {
    const row = await lockedForAdmin(tx, auth, payoutNo);
    const now = new Date(clock.now());
    const [updated] = await tx
      .update(payouts)
      .set({ state: 'sending', decidedAt: now, decidedBy: auth.userId, nextCheckAt: now })
      .where(eq(payouts.id, row.id))
      .returning();
    await recordAudit(tx, {
      tenantId: row.tenantId,
      actorId: auth.userId,
      action: 'payout.approve',
      targetType: 'payout',
      targetId: row.payoutNo,
      before: { state: row.state },
      after: { state: 'sending', amountMinor: row.amountMinor, currency: row.currency },
      at: now,
    });
    return updated!;
  });
}

/** Rejection: requested → rejected and the money back in the available balance, audited. */
export async function rejectPayout(
  db: Database,
  clock: Clock,
  auth: AuthContext,
  payoutNo: string,
  reason: string | undefined,
): Promise<PayoutRow> {
  return db.transaction(async (tx) => {
    const row = await lockedForAdmin(tx, auth, payoutNo);
    const now = new Date(clock.now());
    const [updated] = await tx
      .update(payouts)
      .set({
        state: 'rejected',
        decidedAt: now,
        decidedBy: auth.userId,
        finishedAt: now,
        failure: reason || null,
      })
      .where(eq(payouts.id, row.id))
      .returning();
    await recordPayoutSettle(tx, row, false, now);
    await recordAudit(tx, {
      tenantId: row.tenantId,
      actorId: auth.userId,
      action: 'payout.reject',
      targetType: 'payout',
      targetId: row.payoutNo,
      before: { state: row.state },
      after: { state: 'rejected', reason: reason ?? null },
      at: now,
    });
    return updated!;
  });
}

/** Status checks back off: 1 min, then doubling up to 6 h. */
function nextCheck(row: PayoutRow, now: Date): Date {
  const since = now.getTime() - (row.decidedAt ?? now).getTime();
  const wait = Math.min(6 * 3_600_000, Math.max(60_000, since));
  return new Date(now.getTime() + wait);
}

/**
 * What the provider said of a payout, applied once (decision 071): a final answer moves it from
 * `sending` to succeeded or failed in one conditional update and writes its `payout_settle`
 * journal in the same transaction; a replayed or late answer finds it no longer sending and
 * writes nothing. A pending answer keeps the provider's reference and schedules the next check.
 */
export async function applyOutcome(
  db: Database,
  clock: Clock,
  payoutNo: string,
  outcome: PayoutOutcome,
): Promise<'applied' | 'unchanged' | 'unknown'> {
  return db.transaction(async (tx) => {
    const now = new Date(clock.now());
    const [row] = await tx.select().from(payouts).where(eq(payouts.payoutNo, payoutNo));
    if (!row) return 'unknown';
    if (row.state !== 'sending') return 'unchanged';
    if (outcome.state === 'pending') {
      await tx
        .update(payouts)
        .set({
          providerRef: outcome.providerRef ?? row.providerRef,
          providerStatus: outcome.providerStatus,
          nextCheckAt: nextCheck(row, now),
        })
        .where(and(eq(payouts.id, row.id), eq(payouts.state, 'sending')));
      return 'unchanged';
    }
    const paid = outcome.state === 'succeeded';
    const done = await tx
      .update(payouts)
      .set({
        state: paid ? 'succeeded' : 'failed',
        providerRef: outcome.providerRef ?? row.providerRef,
        providerStatus: outcome.providerStatus,
        failure: paid ? null : (outcome.failure ?? outcome.providerStatus),
        finishedAt: now,
        nextCheckAt: null,
      })
      .where(and(eq(payouts.id, row.id), eq(payouts.state, 'sending')))
      .returning({ id: payouts.id });
    if (done.length === 0) return 'unchanged';
    await recordPayoutSettle(tx, row, paid, now);
    return 'applied';
  });
}

/** Sending payouts whose next status check is due, oldest first. */
export async function duePayouts(db: Database, now: Date, limit = 20): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(and(eq(payouts.state, 'sending'), lte(payouts.nextCheckAt, now)))
    .orderBy(payouts.nextCheckAt)
    .limit(limit);
}

export async function findPayout(db: Database, payoutNo: string): Promise<PayoutRow | null> {
  const [row] = await db.select().from(payouts).where(eq(payouts.payoutNo, payoutNo));
  return row ?? null;
}
