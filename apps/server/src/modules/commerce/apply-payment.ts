import { ORDER_NO_PATTERN } from '@space/contracts/commerce';
import type { PaymentMethod } from '@space/contracts/limits';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { deleteCartItems } from '../cart/index.ts';
import { releaseCouponUse } from '../coupons/index.ts';
import { recordSale } from '../earnings/index.ts';
import { grantOrderMembership } from '../memberships/index.ts';
import type { ProviderPayment } from '../payments/index.ts';
import { grant, orderGrant } from '../ownership/index.ts';
import {
  OPEN_STATES,
  type PaymentOutcome,
  type PaymentSource,
  recordPaymentEvent,
} from '../orders/index.ts';
import { notifyOrderPaid } from './order-notices.ts';
import { findOrderByNo, orderProductIds } from './order-views.ts';
import { applyRefundNotice } from './refund-notices.ts';
import { lineShares, orderLines } from './refund-records.ts';

export interface ApplyResult {
  outcome: PaymentOutcome;
  reason: string | null;
}

const result = (outcome: PaymentOutcome, reason: string | null = null): ApplyResult => ({
  outcome,
  reason,
});

/**
 * The one place a provider's word about a payment changes an order (decision 020), used by
 * notifications, the buyer's return (/callBack) and reconciliation alike. One transaction:
 *
 * - paid, for an open order (waiting or unknown) of this method, amount and currency: a
 *   conditional update moves it to paid and stores the transaction id (unique), then the
 *   entitlements are granted and the bought products leave the cart. Concurrent copies of one
 *   payment serialise on the order row; all but one find the order paid with that transaction
 *   id and are duplicates, so it applies once however often and concurrently it arrives.
 * - paid, for a cancelled, closed or failed order: late. Recorded with its transaction id and
 *   flagged for refund, never lost.
 * - a wrong amount, currency or method, an unknown order, or a transaction id that belongs to
 *   another order: rejected, nothing changes.
 * - failed or closed at the provider: an open order becomes failed or closed; pending: nothing.
 * - refunded: a refund, followed as its own record (refund-notices.ts, decision 056).
 *
 * Every result is recorded in payment_events except pending answers of reconciliation.
 */
export async function applyPayment(
  db: Database,
  clock: Clock,
  method: PaymentMethod,
  payment: ProviderPayment,
  source: PaymentSource = 'notify',
): Promise<ApplyResult> {
  if (payment.state === 'refunded') return applyRefundNotice(db, clock, method, payment, source);
  const at = new Date(clock.now());
  const event = {
    method,
    source,
    orderNo: typeof payment.orderNo === 'string' ? payment.orderNo : null,
    transactionId: typeof payment.transactionId === 'string' ? payment.transactionId : null,
    raw: payment.raw,
    at,
  };
  if (typeof payment.orderNo !== 'string' || !ORDER_NO_PATTERN.test(payment.orderNo)) {
    await recordPaymentEvent(db, { ...event, outcome: 'rejected', reason: 'unknown order' });
    return result('rejected', 'unknown order');
  }
  try {
    return await db.transaction(async (tx) => {
      const applied =
        payment.state === 'paid'
          ? await applyPaid(tx, method, payment, at)
          : await applyOther(tx, method, payment, at);
      if (source !== 'query' || applied.outcome !== 'ignored') {
        await recordPaymentEvent(tx, { ...event, ...applied });
      }
      return applied;
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) !== 'orders_transaction_id_unique') throw error;
    const refused = result('rejected', 'the transaction id belongs to another order');
    await recordPaymentEvent(db, { ...event, ...refused });
    return refused;
  }
}

async function applyPaid(
  tx: Database,
  method: PaymentMethod,
  payment: ProviderPayment,
  at: Date,
): Promise<ApplyResult> {
  const { transactionId, amountMinor, currency } = payment;
  if (!transactionId || amountMinor === null || currency === null) {
    return result('rejected', 'a paid result without transaction id, amount or currency');
  }
  const [paid] = await tx
    .update(orders)
    .set({
      state: 'paid',
      transactionId,
      paidAt: payment.paidAt ?? at,
      paymentStart: null,
      updatedAt: at,
    })
    .where(
      and(
        eq(orders.orderNo, payment.orderNo),
        eq(orders.method, method),
        inArray(orders.state, OPEN_STATES),
        eq(orders.amountMinor, amountMinor),
        eq(orders.currency, currency),
      ),
    )
    .returning();
  if (paid) {
    // A membership order's plan goes through the ledger (decision 023); it has no products.
    await grantOrderMembership(tx, paid, at);
    const productIds = await orderProductIds(tx, paid.id);
    const granted = await grant(tx, orderGrant(paid), productIds, at);
    await deleteCartItems(tx, { userId: paid.userId, tenantId: paid.tenantId }, productIds);
    await notifyOrderPaid(tx, paid, at);
    // The earnings ledger: one journal per line, in this transaction (decision 068).
    await recordSale(tx, paid, lineShares(await orderLines(tx, paid.id), paid.amountMinor), at);
    if (granted.length < productIds.length) {
      // Owned already by another route (two orders raced past checkout's lock cannot, but a
      // grant from elsewhere can): the buyer paid for something they had.
      const owned = productIds.filter((id) => !granted.includes(id));
      await flag(tx, paid.id, `paid for products already owned: ${owned.join(', ')}`, at);
    }
    return result('applied');
  }

  const order = await findOrderByNo(tx, payment.orderNo);
  if (!order) return result('rejected', 'unknown order');
  if (order.method !== method) return result('rejected', 'payment method differs from the order');
  if (order.amountMinor !== amountMinor || order.currency !== currency) {
    return result(
      'rejected',
      `amount ${amountMinor} ${currency} differs from the order's ${order.amountMinor} ${order.currency}`,
    );
  }
  if (order.transactionId === transactionId) return result('duplicate');

  if (order.state === 'cancelled' || order.state === 'closed' || order.state === 'failed') {
    const [recorded] = await tx
      .update(orders)
      .set({
        transactionId,
        flaggedForRefund: true,
        flagReason: `paid after the order was ${order.state}`,
        updatedAt: at,
      })
      .where(and(eq(orders.id, order.id), isNull(orders.transactionId)))
      .returning({ id: orders.id });
    if (recorded) return result('late', `paid after the order was ${order.state}`);
    const again = await findOrderByNo(tx, payment.orderNo);
    if (again?.transactionId === transactionId) return result('duplicate');
  }
  // A second, different payment for one order: keep it visible to whoever refunds.
  const reason = `another payment (${transactionId}) for an order that is ${order.state}`;
  await flag(tx, order.id, reason, at);
  return result('late', reason);
}

async function flag(tx: Database, orderId: number, reason: string, at: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ flaggedForRefund: true, flagReason: reason.slice(0, 500), updatedAt: at })
    .where(eq(orders.id, orderId));
}

async function applyOther(
  tx: Database,
  method: PaymentMethod,
  payment: ProviderPayment,
  at: Date,
): Promise<ApplyResult> {
  const order = await findOrderByNo(tx, payment.orderNo);
  if (!order) return result('rejected', 'unknown order');
  if (order.method !== method) return result('rejected', 'payment method differs from the order');
  switch (payment.state) {
    case 'failed':
    case 'closed': {
      const [ended] = await tx
        .update(orders)
        .set({
          state: payment.state,
          closedAt: at,
          paymentStart: null,
          note: `the provider reported the payment ${payment.state}`,
          updatedAt: at,
        })
        .where(and(eq(orders.id, order.id), inArray(orders.state, OPEN_STATES)))
        .returning({ id: orders.id });
      if (ended) await releaseCouponUse(tx, order.id, at);
      return ended ? result('applied') : result('ignored', `order is ${order.state}`);
    }
    default:
      return result('ignored', 'payment pending');
  }
}
