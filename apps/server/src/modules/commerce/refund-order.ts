import type { AdminOrder, RefundBody } from '@space/contracts/commerce';
import type { PaymentMethod } from '@space/contracts/limits';
import type { Locale } from '@space/contracts/locales';
import { refunds } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, type TenantScope } from '../access/index.ts';
import type { OrderRow } from '../orders/index.ts';
import { PaymentProviderError } from '../payments/index.ts';
import type { CommerceContext } from './commerce-context.ts';
import { findOrderByNo, toAdminOrderView } from './order-views.ts';
import {
  isRefundable,
  LIVE_REFUND_STATES,
  lineShares,
  lockOrder,
  orderLines,
  orderRefunds,
  refundNumber,
  type RefundRow,
  settleRefund,
  sumOf,
} from './refund-records.ts';

/**
 * An administrator gives money back (decision 056): everything that is left (no lines, no
 * amount), some lines (their paid share), or an amount. Under the order's row lock the request
 * is checked against what pending and succeeded refunds already hold (so two administrators,
 * or an administrator and a notification, never give back more than was paid) and written as
 * a pending refund with its own stable number; then the provider is asked, outside any
 * transaction. Money and access change only when the provider says the refund succeeded, now
 * or later (a notification or reconciliation). Asking again for what is already asked answers
 * the order as it is, and the provider is never asked twice for one refund number.
 */
export async function refundOrder(
  ctx: CommerceContext,
  scope: TenantScope,
  orderNo: string,
  body: RefundBody,
  locale: Locale,
  actorId: number,
): Promise<AdminOrder> {
  const order = await findOrderByNo(ctx.db, orderNo);
  if (!order || (scope !== 'all' && order.tenantId !== scope.tenantId)) {
    throw new AppError('NOT_FOUND');
  }
  const view = async () =>
    toAdminOrderView(ctx.db, (await findOrderByNo(ctx.db, orderNo))!, locale);
  if (order.state === 'refunded') return view();
  if (!isRefundable(order)) throw new AppError('ORDER_NOT_REFUNDABLE');
  if (!ctx.providers[order.method as PaymentMethod]) {
    throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
  }
  const reason = body.reason?.trim() || 'refunded by an administrator';

  const refund = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!locked || !isRefundable(locked)) {
      if (locked?.state === 'refunded') return null;
      throw new AppError('ORDER_NOT_REFUNDABLE');
    }
    const existing = await orderRefunds(tx, order.id);
    const live = existing.filter((row) =>
      (LIVE_REFUND_STATES as readonly string[]).includes(row.state),
    );
    const left = locked.amountMinor - sumOf(live);
    let amountMinor: number;
    let productIds: number[] = [];
    if (body.productIds) {
      const shares = lineShares(await orderLines(tx, order.id), locked.amountMinor);
      const taken = new Set(live.flatMap((row) => row.productIds));
      productIds = [...new Set(body.productIds)].sort((a, b) => a - b);
      const invalid = productIds.filter((id) => !shares.has(id) || taken.has(id));
      amountMinor = productIds.reduce((sum, id) => sum + (shares.get(id) ?? 0), 0);
      if (locked.kind !== 'products' || invalid.length > 0 || amountMinor <= 0) {
        throw new AppError('REFUND_LINES_INVALID', undefined, { productIds: invalid });
      }
      if (amountMinor > left) throw new AppError('REFUND_AMOUNT_EXCEEDED', undefined, { left });
    } else if (body.amountMinor !== undefined) {
      amountMinor = body.amountMinor;
      if (amountMinor > left) throw new AppError('REFUND_AMOUNT_EXCEEDED', undefined, { left });
    } else {
      // A full refund asks for what is left; nothing left means it was asked already.
      amountMinor = left;
      if (amountMinor <= 0) return null;
    }
    const at = new Date(ctx.clock.now());
    const [row] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        tenantId: order.tenantId,
        refundNo: refundNumber(order.orderNo, 'R', existing.length + 1),
        method: order.method!,
        amountMinor,
        currency: order.currency,
        productIds,
        state: 'pending',
        source: 'admin',
        reason,
        requestedBy: actorId,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await recordAudit(tx, {
      tenantId: order.tenantId,
      actorId,
      action: 'order.refund',
      targetType: 'order',
      targetId: order.orderNo,
      before: { state: locked.state, flaggedForRefund: locked.flaggedForRefund, left },
      after: { refundNo: row!.refundNo, amountMinor, currency: order.currency, productIds, reason },
      at,
    });
    return row!;
  });
  if (refund) await askProvider(ctx, order, refund);
  return view();
}

/**
 * Sends one refund to its provider under its own number (a repeat never refunds twice) and
 * records the answer. A definite refusal (an HTTP 4xx with the provider's code) fails the
 * refund (Alipay's come as HTTP 200 with a sub_code); no answer leaves it pending, for
 * reconciliation to ask again. Either is answered 502.
 */
export async function askProvider(
  ctx: CommerceContext,
  order: OrderRow,
  refund: RefundRow,
): Promise<void> {
  const provider = ctx.providers[order.method as PaymentMethod]!;
  let failed: boolean;
  try {
    const result = await provider.refund({
      orderNo: order.orderNo,
      refundNo: refund.refundNo,
      transactionId: order.transactionId!,
      amountMinor: refund.amountMinor,
      totalMinor: order.amountMinor,
      currency: order.currency,
      reason: refund.reason ?? '',
      ...(ctx.config.publicUrl
        ? { notifyUrl: `${ctx.config.publicUrl}/api/payments/${order.method}/notify` }
        : {}),
    });
    await settleRefund(ctx.db, ctx.clock, refund.id, {
      state: result.state,
      providerRefundId: result.refundId,
      providerState: result.providerState ?? null,
    });
    failed = result.state === 'failed' || result.state === 'closed';
  } catch (error) {
    ctx.log.warn({ err: error, orderNo: order.orderNo }, 'the payment provider did not refund');
    const refused =
      error instanceof PaymentProviderError &&
      error.status !== null &&
      error.status < 500 &&
      error.code !== null;
    if (refused) {
      await settleRefund(ctx.db, ctx.clock, refund.id, {
        state: 'failed',
        providerState: error.code,
      });
    }
    failed = true;
  }
  if (failed) {
    throw new AppError('PAYMENT_PROVIDER_FAILED', undefined, {
      orderNo: order.orderNo,
      refundNo: refund.refundNo,
    });
  }
}
