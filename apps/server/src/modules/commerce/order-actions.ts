import { recordAudit, type TenantScope } from '../access/index.ts';
import type { Locale } from '@space/contracts/locales';
import type { AdminOrder, Order } from '@space/contracts/commerce';
import type { PaymentMethod } from '@space/contracts/limits';
import { and, eq, inArray } from 'drizzle-orm';
import { orders } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { endOrderUnpaid } from '../coupons/index.ts';
import { endOrderMembership } from '../memberships/index.ts';
import type { Member } from '../auth/index.ts';
import { NotificationRejected, type ProviderPayment } from '../payments/index.ts';
import { OPEN_STATES, type OrderRow, recordPaymentEvent } from '../orders/index.ts';
import { applyPayment } from './apply-payment.ts';
import type { CommerceContext } from './commerce-context.ts';
import { revokeOrderGrants } from '../ownership/index.ts';
import { findOrderByNo, findOwnOrder, toAdminOrderView, toOrderView } from './order-views.ts';

async function ownOrder(ctx: CommerceContext, member: Member, orderNo: string): Promise<OrderRow> {
  const order = await findOwnOrder(ctx.db, member, orderNo);
  if (!order) throw new AppError('NOT_FOUND');
  return order;
}

export async function getOwnOrder(
  ctx: CommerceContext,
  member: Member,
  orderNo: string,
  locale: Locale,
): Promise<Order> {
  return toOrderView(ctx.db, await ownOrder(ctx, member, orderNo), locale);
}

/**
 * The buyer cancels a waiting order (spec §4). The provider's side is closed first, so no
 * payment can follow; if that fails the order stays waiting (PAYMENT_PROVIDER_FAILED) and the
 * buyer may try again. A payment that lands between the close and the update wins: the order
 * is paid and the cancel is refused. Any other state: ORDER_NOT_CANCELLABLE.
 */
export async function cancelOrder(
  ctx: CommerceContext,
  member: Member,
  orderNo: string,
  locale: Locale,
): Promise<Order> {
  const order = await ownOrder(ctx, member, orderNo);
  if (order.state !== 'waiting') throw new AppError('ORDER_NOT_CANCELLABLE');
  const provider = ctx.providers[order.method as PaymentMethod];
  if (provider) {
    try {
      await provider.close(order.orderNo, order.providerOrderId);
    } catch (error) {
      ctx.log.warn({ err: error, orderNo }, 'the payment provider did not close the payment');
      throw new AppError('PAYMENT_PROVIDER_FAILED', undefined, { orderNo });
    }
  }
  const at = new Date(ctx.clock.now());
  const [cancelled] = await endOrderUnpaid(ctx.db, order.id, at, (tx) =>
    tx
      .update(orders)
      .set({ state: 'cancelled', closedAt: at, paymentStart: null, updatedAt: at })
      .where(and(eq(orders.id, order.id), eq(orders.state, 'waiting')))
      .returning(),
  );
  if (!cancelled) throw new AppError('ORDER_NOT_CANCELLABLE');
  return toOrderView(ctx.db, cancelled, locale);
}

/**
 * The buyer is back on /callBack (spec §2): the provider completes the payment (PayPal
 * captures, Alipay verifies its signed return parameters) and the result goes through
 * applyPayment like a notification. An order that is no longer open is answered as it is. A
 * provider that cannot be reached leaves the order `unknown`, for reconciliation to settle.
 */
export async function completeOrder(
  ctx: CommerceContext,
  member: Member,
  orderNo: string,
  returnParams: Record<string, string>,
  locale: Locale,
): Promise<Order> {
  const order = await ownOrder(ctx, member, orderNo);
  if (!(OPEN_STATES as readonly string[]).includes(order.state)) {
    return toOrderView(ctx.db, order, locale);
  }
  const method = order.method as PaymentMethod;
  const provider = ctx.providers[method];
  if (!provider) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
  let payment: ProviderPayment;
  try {
    payment = await provider.complete(order.orderNo, order.providerOrderId, returnParams);
  } catch (error) {
    const at = new Date(ctx.clock.now());
    if (error instanceof NotificationRejected) {
      ctx.log.warn({ orderNo, reason: error.reason }, 'payment return refused');
      await recordPaymentEvent(ctx.db, {
        method,
        source: 'complete',
        orderNo,
        transactionId: null,
        outcome: 'rejected',
        reason: error.reason,
        raw: { params: Object.keys(returnParams) },
        at,
      });
      throw new AppError('PAYMENT_VERIFICATION_FAILED');
    }
    ctx.log.warn({ err: error, orderNo }, 'the payment provider did not complete the payment');
    await ctx.db
      .update(orders)
      .set({ state: 'unknown', note: 'completing the payment failed', updatedAt: at })
      .where(and(eq(orders.id, order.id), eq(orders.state, 'waiting')));
    throw new AppError('PAYMENT_PROVIDER_FAILED', undefined, { orderNo });
  }
  if (payment.orderNo !== order.orderNo) {
    await recordPaymentEvent(ctx.db, {
      method,
      source: 'complete',
      orderNo,
      transactionId: payment.transactionId,
      outcome: 'rejected',
      reason: 'the provider answered for another order',
      raw: payment.raw,
      at: new Date(ctx.clock.now()),
    });
    throw new AppError('PAYMENT_VERIFICATION_FAILED');
  }
  const applied = await applyPayment(ctx.db, ctx.clock, method, payment, 'complete');
  if (applied.outcome === 'rejected') throw new AppError('PAYMENT_VERIFICATION_FAILED');
  return toOrderView(ctx.db, (await findOrderByNo(ctx.db, orderNo))!, locale);
}

/** States from which an administrator may give the money back. */
const REFUNDABLE = ['paid', 'cancelled', 'closed', 'failed'] as const;

/**
 * An administrator refunds an order in full through its provider (decision 020): a paid order,
 * or a cancelled or closed one whose late payment was flagged. The order becomes refunded and
 * its entitlements end, in one transaction after the provider accepted the refund (a pending
 * refund counts as accepted). The refund number is derived from the order number, so asking
 * twice never refunds twice at the provider; a refunded order is answered as it is.
 */
export async function refundOrder(
  ctx: CommerceContext,
  scope: TenantScope,
  orderNo: string,
  reason: string | undefined,
  locale: Locale,
  actorId: number,
): Promise<AdminOrder> {
  const order = await findOrderByNo(ctx.db, orderNo);
  if (!order || (scope !== 'all' && order.tenantId !== scope.tenantId)) {
    throw new AppError('NOT_FOUND');
  }
  if (order.state === 'refunded') return toAdminOrderView(ctx.db, order, locale);
  const refundable =
    order.transactionId !== null &&
    (order.state === 'paid' ||
      ((REFUNDABLE as readonly string[]).includes(order.state) && order.flaggedForRefund));
  if (!refundable) throw new AppError('ORDER_NOT_REFUNDABLE');
  const method = order.method as PaymentMethod;
  const provider = ctx.providers[method];
  if (!provider) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');

  const note = reason?.trim() || 'refunded by an administrator';
  let refundId: string;
  try {
    const refund = await provider.refund({
      orderNo: order.orderNo,
      refundNo: `${order.orderNo}-R`,
      transactionId: order.transactionId!,
      amountMinor: order.amountMinor,
      totalMinor: order.amountMinor,
      currency: order.currency,
      reason: note,
    });
    if (refund.state === 'failed') throw new Error(`refund ${refund.refundId} failed`);
    refundId = refund.refundId;
  } catch (error) {
    ctx.log.warn({ err: error, orderNo }, 'the payment provider did not refund');
    throw new AppError('PAYMENT_PROVIDER_FAILED', undefined, { orderNo });
  }

  const at = new Date(ctx.clock.now());
  const refunded = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({
        state: 'refunded',
        refundedAt: at,
        refundId,
        flaggedForRefund: false,
        note,
        updatedAt: at,
      })
      .where(and(eq(orders.id, order.id), inArray(orders.state, REFUNDABLE)))
      .returning();
    if (row) {
      await revokeOrderGrants(tx, order.id, at);
      // A membership order's term comes off the membership in force (decision 023).
      await endOrderMembership(tx, row, at);
      await recordAudit(tx, {
        tenantId: row.tenantId,
        actorId,
        action: 'order.refund',
        targetType: 'order',
        targetId: row.orderNo,
        before: { state: order.state, flaggedForRefund: order.flaggedForRefund },
        after: {
          state: row.state,
          refundId,
          note,
          amountMinor: row.amountMinor,
          currency: row.currency,
        },
        at,
      });
    }
    return row;
  });
  const current = refunded ?? (await findOrderByNo(ctx.db, orderNo))!;
  if (current.state !== 'refunded') throw new AppError('ORDER_NOT_REFUNDABLE');
  return toAdminOrderView(ctx.db, current, locale);
}
