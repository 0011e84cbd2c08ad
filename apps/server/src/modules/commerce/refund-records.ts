import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, orders, refunds } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordRefund } from '../earnings/index.ts';
import { endOrderMembership } from '../memberships/index.ts';
import { revokeOrderGrants } from '../ownership/index.ts';
import type { OrderRow } from '../orders/index.ts';
import type { RefundState } from '../payments/index.ts';
import { notifyRefunded } from './order-notices.ts';

/**
 * Refund records and what a succeeded one does (decision 056). Every change takes the order's
 * row lock first, then the refund's, so an administrator's refund, a notification and
 * reconciliation never interleave on one order and never deadlock.
 */

export type RefundRow = typeof refunds.$inferSelect;

/** States that hold money: pending may still succeed, so it counts against what is left. */
export const LIVE_REFUND_STATES = ['pending', 'succeeded'] as const;

/** Order states whose money an administrator or the provider may give back. */
export const REFUNDABLE_STATES = ['paid', 'cancelled', 'closed', 'failed'] as const;

/** A paid order, or a cancelled/closed/failed one whose late payment was flagged. */
export function isRefundable(order: OrderRow): boolean {
  return (
    order.transactionId !== null &&
    (order.state === 'paid' ||
      ((REFUNDABLE_STATES as readonly string[]).includes(order.state) && order.flaggedForRefund))
  );
}

/**
 * Our refund number: the order number's letters and digits, `_`, R (asked here) or P (learnt
 * from the provider) and the refund's place on the order: only letters, digits and underscore,
 * which every provider takes (WeChat out_refund_no, Alipay out_request_no ≤ 64).
 */
export function refundNumber(orderNo: string, kind: 'R' | 'P', place: number): string {
  return `${orderNo.replace(/[^A-Za-z0-9_]/g, '')}_${kind}${place}`;
}

export async function lockOrder(tx: Database, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function orderRefunds(db: Database, orderId: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

export const sumOf = (rows: { amountMinor: number }[]) =>
  rows.reduce((sum, row) => sum + row.amountMinor, 0);

/**
 * What each line was paid (decision 056): the order's amount shared across its lines in
 * proportion to their prices (a coupon's discount falls on every line alike), rounded down,
 * the last line (highest product id) taking the remainder so the shares add up to the amount.
 */
export function lineShares(
  items: { productId: number; pricePaidMinor: number }[],
  amountMinor: number,
): Map<number, number> {
  const sorted = [...items].sort((a, b) => a.productId - b.productId);
  const base = sorted.reduce((sum, item) => sum + BigInt(item.pricePaidMinor), 0n);
  const shares = new Map<number, number>();
  let given = 0;
  sorted.forEach((item, index) => {
    const share =
      base === 0n
        ? 0
        : index === sorted.length - 1
          ? amountMinor - given
          : Number((BigInt(item.pricePaidMinor) * BigInt(amountMinor)) / base);
    shares.set(item.productId, share);
    given += share;
  });
  return shares;
}

export async function orderLines(db: Database, orderId: number) {
  return db
    .select({ productId: orderItems.productId, pricePaidMinor: orderItems.pricePaidMinor })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
}

export interface RefundOutcome {
  state: RefundState;
  providerRefundId?: string | null;
  providerState?: string | null;
}

/**
 * The provider's word on one of our refunds. Only a pending refund moves (a final one stays as
 * it is: a repeated notification is a duplicate); a succeeded one gives the money back in our
 * books: its lines lose their access, and when the order's succeeded refunds reach what was
 * paid the order becomes refunded, everything it granted ends and a membership's term comes off.
 */
export async function settleRefund(
  db: Database,
  clock: Clock,
  refundId: number,
  outcome: RefundOutcome,
): Promise<'applied' | 'duplicate' | 'pending'> {
  const [known] = await db
    .select({ orderId: refunds.orderId })
    .from(refunds)
    .where(eq(refunds.id, refundId));
  if (!known) return 'duplicate';
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, known.orderId);
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
    if (!order || !refund) return 'duplicate';
    const at = new Date(clock.now());
    const providerRefundId = outcome.providerRefundId ?? refund.providerRefundId;
    const providerState = outcome.providerState ?? refund.providerState;
    if (refund.state !== 'pending' || outcome.state === 'pending') {
      if (providerRefundId !== refund.providerRefundId || providerState !== refund.providerState) {
        await tx
          .update(refunds)
          .set({ providerRefundId, providerState, updatedAt: at })
          .where(eq(refunds.id, refund.id));
      }
      return refund.state === 'pending' ? 'pending' : 'duplicate';
    }
    const [settled] = await tx
      .update(refunds)
      .set({ state: outcome.state, providerRefundId, providerState, settledAt: at, updatedAt: at })
      .where(eq(refunds.id, refund.id))
      .returning();
    if (settled!.state === 'succeeded') await giveBack(tx, order, settled!, at);
    return 'applied';
  });
}

/** What a succeeded refund does to the order (in the caller's transaction, order locked). */
export async function giveBack(
  tx: Database,
  order: OrderRow,
  refund: RefundRow,
  at: Date,
): Promise<void> {
  await revokeOrderGrants(tx, order.id, at, refund.productIds);
  // The earnings ledger's reversal, once per refund (decision 068).
  await recordRefund(tx, order, refund, at);
  await notifyRefunded(tx, order, refund, at);
  const [total] = await tx
    .select({ value: sql<number>`coalesce(sum(${refunds.amountMinor}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), eq(refunds.state, 'succeeded')));
  if ((total?.value ?? 0) < order.amountMinor) {
    await tx.update(orders).set({ updatedAt: at }).where(eq(orders.id, order.id));
    return;
  }
  const [row] = await tx
    .update(orders)
    .set({
      state: 'refunded',
      refundedAt: at,
      refundId: refund.providerRefundId ?? refund.refundNo,
      flaggedForRefund: false,
      note: refund.reason ?? order.note,
      updatedAt: at,
    })
    .where(and(eq(orders.id, order.id), inArray(orders.state, REFUNDABLE_STATES)))
    .returning();
  if (!row) return;
  await revokeOrderGrants(tx, order.id, at);
  // A membership order's term comes off the membership in force (decision 023).
  await endOrderMembership(tx, row, at);
}
