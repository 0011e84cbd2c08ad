import type { PayoutAccountAnswer, PayoutAccountBody } from '@space/contracts/payouts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payoutAccounts } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordAudit } from '../access/index.ts';
import type { AuthContext } from '../auth/index.ts';
import { ownContactOf } from '../auth/index.ts';
import { withCode } from '../auth/index.ts';

type AccountRow = typeof payoutAccounts.$inferSelect;

export async function activeAccount(db: Database, userId: number): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, userId), eq(payoutAccounts.state, 'active')));
  return row ?? null;
}

export function accountAnswer(
  row: AccountRow | null,
  now: number,
  delayMs: number,
): PayoutAccountAnswer {
  return {
    delayHours: Math.round(delayMs / 3_600_000),
    account: row
      ? {
          method: row.method as 'paypal' | 'alipay',
          account: row.account,
          realName: row.realName,
          createdAt: row.createdAt.toISOString(),
          usableAt: row.usableAt.toISOString(),
          usable: row.usableAt.getTime() <= now,
        }
      : null,
  };
}

/**
 * Sets the caller's payout account (decision 071): the `payout` code sent to their own contact
 * is spent in the same transaction as the write (withCode), the previous account is marked
 * replaced, the new one is usable after the safety delay, and the change is audited. Writes of
 * one user queue on an advisory lock (the partial unique index is the second guard).
 */
export async function setPayoutAccount(
  db: Database,
  clock: Clock,
  auth: AuthContext,
  body: PayoutAccountBody,
  delayMs: number,
): Promise<PayoutAccountAnswer> {
  const target = ownContactOf(auth.user);
  if (!target) throw new AppError('BAD_REQUEST');
  const subject = {
    tenantId: auth.tenantId,
    target,
    purpose: 'payout' as const,
    userId: auth.userId,
  };
  const row = await withCode(db, clock, subject, body.code, async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('payout_accounts'), ${auth.userId})`,
    );
    const now = new Date(clock.now());
    const before = await activeAccount(tx, auth.userId);
    if (before) {
      await tx
        .update(payoutAccounts)
        .set({ state: 'replaced', replacedAt: now })
        .where(eq(payoutAccounts.id, before.id));
    }
    const [created] = await tx
      .insert(payoutAccounts)
      .values({
        tenantId: auth.tenantId,
        userId: auth.userId,
        method: body.method,
        account: body.account,
        realName: body.method === 'alipay' ? body.realName : null,
        state: 'active',
        createdAt: now,
        usableAt: new Date(now.getTime() + delayMs),
      })
      .returning();
    const view = (r: AccountRow | null) =>
      r ? { method: r.method, account: r.account, realName: r.realName } : null;
    await recordAudit(tx, {
      tenantId: auth.tenantId,
      actorId: auth.userId,
      action: 'payout.account',
      targetType: 'user',
      targetId: auth.userId,
      before: view(before),
      after: { ...view(created!), usableAt: created!.usableAt },
      at: now,
    });
    return created!;
  });
  return accountAnswer(row, clock.now(), delayMs);
}
