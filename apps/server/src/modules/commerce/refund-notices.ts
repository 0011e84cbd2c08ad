import { ORDER_NO_PATTERN } from '@space/contracts/commerce';
import type { PaymentMethod } from '@space/contracts/limits';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, refunds } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import {
  type OrderRow,
  type PaymentOutcome,
  type PaymentSource,
  recordPaymentEvent,
} from '../orders/index.ts';
import type { ProviderPayment, ProviderRefund } from '../payments/index.ts';
import {
  giveBack,
  isRefundable,
  LIVE_REFUND_STATES,
  lockOrder,
  orderRefunds,
  refundNumber,
  type RefundRow,
  settleRefund,
  sumOf,
} from './refund-records.ts';

export interface RefundNoticeResult {
  outcome: PaymentOutcome;
  reason: string | null;
}

/** A provider's refund as a full refund of what is left, when it says no more than "refunded". */
const WHOLE: ProviderRefund = {
  refundNo: null,
  refundId: null,
  state: 'succeeded',
  amountMinor: null,
  refundedTotalMinor: null,
  providerState: 'REFUNDED',
};

async function findRefund(
  db: Database,
  method: PaymentMethod,
  notice: ProviderRefund,
): Promise<RefundRow | undefined> {
  const where = [
    notice.refundNo ? eq(refunds.refundNo, notice.refundNo) : undefined,
    notice.refundId ? eq(refunds.providerRefundId, notice.refundId) : undefined,
  ];
  for (const condition of where) {
    if (!condition) continue;
    const [row] = await db
      .select()
      .from(refunds)
      .where(and(eq(refunds.method, method), condition));
    if (row) return row;
  }
  return undefined;
}

/** The order a refund belongs to: our number when the provider named it, else its own id. */
async function findOrder(
  db: Database,
  method: PaymentMethod,
  payment: ProviderPayment,
): Promise<OrderRow | undefined> {
  const byNo = ORDER_NO_PATTERN.test(payment.orderNo)
    ? eq(orders.orderNo, payment.orderNo)
    : undefined;
  const byTransaction = payment.transactionId
    ? eq(orders.transactionId, payment.transactionId)
    : undefined;
  for (const condition of [byNo, byTransaction]) {
    if (!condition) continue;
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.method, method), condition));
    if (row) return row;
  }
  return undefined;
}

/**
 * A provider's word about a refund (decision 056), from a notification or a payment query. Our
 * own refund (by our number or the provider's refund id) is settled; another refund of one of
 * our orders (made in the provider's dashboard, matched by the order number or, without it, by
 * the payment's transaction id) becomes a refund record of source `provider`, with the same
 * effects when it succeeded; a refund no order claims is recorded as `unmatched` for
 * administrators and acknowledged, so the provider does not send it again forever.
 */
export async function applyRefundNotice(
  db: Database,
  clock: Clock,
  method: PaymentMethod,
  payment: ProviderPayment,
  source: PaymentSource,
): Promise<RefundNoticeResult> {
  const notice = payment.refund ?? WHOLE;
  const at = new Date(clock.now());
  const record = async (outcome: PaymentOutcome, reason: string | null, orderNo: string | null) => {
    // As for payments, reconciliation's answers that change nothing would repeat every run.
    if (source !== 'query' || outcome !== 'ignored') {
      await recordPaymentEvent(db, {
        method,
        source,
        orderNo,
        transactionId: payment.transactionId,
        outcome,
        reason,
        raw: payment.raw,
        at,
      });
    }
    return { outcome, reason };
  };

  const ours = await findRefund(db, method, notice);
  if (ours) {
    const settled = await settleRefund(db, clock, ours.id, {
      state: notice.state,
      providerRefundId: notice.refundId,
      providerState: notice.providerState,
    });
    const outcome =
      settled === 'applied' ? 'applied' : settled === 'pending' ? 'ignored' : 'duplicate';
    const [order] = await db
      .select({ orderNo: orders.orderNo })
      .from(orders)
      .where(eq(orders.id, ours.orderId));
    return record(outcome, `refund ${ours.refundNo} ${notice.state}`, order?.orderNo ?? null);
  }

  const order = await findOrder(db, method, payment);
  if (!order) {
    const orderNo = payment.orderNo || null;
    return record('unmatched', `a refund (${notice.refundId ?? '?'}) of no known order`, orderNo);
  }
  try {
    const result = await recordOutsideRefund(db, method, order, notice, at);
    return record(result.outcome, result.reason, order.orderNo);
  } catch (error) {
    // The same refund, told twice at once: the other copy recorded it.
    if (violatedUniqueConstraint(error) !== 'refunds_provider_refund_key') throw error;
    return record('duplicate', `refund ${notice.refundId} already recorded`, order.orderNo);
  }
}

async function recordOutsideRefund(
  db: Database,
  method: PaymentMethod,
  order: OrderRow,
  notice: ProviderRefund,
  at: Date,
): Promise<RefundNoticeResult> {
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!locked || !isRefundable(locked)) {
      return { outcome: 'ignored', reason: `a refund of an order that is ${locked?.state}` };
    }
    const existing = await orderRefunds(tx, order.id);
    if (notice.refundId && existing.some((row) => row.providerRefundId === notice.refundId)) {
      return { outcome: 'duplicate', reason: `refund ${notice.refundId} already recorded` };
    }
    const held = sumOf(
      existing.filter((row) => (LIVE_REFUND_STATES as readonly string[]).includes(row.state)),
    );
    // Alipay tells the trade's refunded total; the others this refund's amount; a bare
    // "refunded" (a payment query) means all of it.
    const amountMinor =
      notice.amountMinor ??
      (notice.refundedTotalMinor !== null ? notice.refundedTotalMinor : locked.amountMinor) - held;
    if (amountMinor <= 0) {
      return { outcome: 'duplicate', reason: 'nothing more refunded than recorded' };
    }
    const [row] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        tenantId: order.tenantId,
        refundNo: refundNumber(order.orderNo, 'P', existing.length + 1),
        method,
        amountMinor,
        currency: order.currency,
        productIds: [],
        state: notice.state,
        source: 'provider',
        providerRefundId: notice.refundId,
        providerState: notice.providerState,
        reason: 'refunded at the payment provider',
        createdAt: at,
        settledAt: notice.state === 'pending' ? null : at,
        updatedAt: at,
      })
      .returning();
    if (row!.state === 'succeeded') await giveBack(tx, locked, row!, at);
    return { outcome: 'applied', reason: `a refund made at the provider: ${amountMinor}` };
  });
}
