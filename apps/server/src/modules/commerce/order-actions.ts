import type { Locale } from '@space/contracts/locales';
import type { Order } from '@space/contracts/commerce';
import type { PaymentMethod } from '@space/contracts/limits';
import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { endOrderUnpaid } from '../coupons/index.ts';
import type { Member } from '../auth/index.ts';
import { NotificationRejected, type ProviderPayment } from '../payments/index.ts';
import { OPEN_STATES, type OrderRow, recordPaymentEvent } from '../orders/index.ts';
import { applyPayment } from './apply-payment.ts';
import type { CommerceContext } from './commerce-context.ts';
import { findOrderByNo, findOwnOrder, toOrderView } from './order-views.ts';

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
