import type { PaymentMethod } from '@space/contracts/limits';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { orders } from '../../db/schema.ts';
import { endOrderUnpaid } from '../coupons/index.ts';
import { OPEN_STATES } from '../orders/index.ts';
import { applyPayment } from './apply-payment.ts';
import type { CommerceContext } from './commerce-context.ts';
import { reconcileRefunds, type RefundReport } from './refund-reconcile.ts';

/** An order is left to its notification for this long before the provider is asked. */
export const RECONCILE_AFTER_MS = 60_000;
/** Orders looked at per run; the rest wait for the next run (oldest first). */
export const RECONCILE_BATCH = 100;

export interface ReconcileReport {
  checked: number;
  /** Orders the provider's answer moved (paid, failed, closed, refunded). */
  settled: number;
  /** Unpaid orders closed because they expired. */
  expired: number;
  /** Orders whose provider could not be asked or closed; tried again next run. */
  errors: number;
  /** The refund round: pending refunds asked about (decision 056). */
  refunds: RefundReport;
}

/**
 * Reconciliation and expiry (decision 020). For each order still waiting or unknown a minute
 * after it was made, oldest first: ask its provider (completing a payment the buyer approved
 * but never came back from: PayPal's capture) and apply the answer through applyPayment (a
 * lost notification turns into paid here); if it is still unpaid and past
 * `expires_at`, close the provider's side, then the order. Errors are logged and the order is
 * simply looked at again on the next run, which is the retry. Safe to run from several
 * processes at once: every change is a conditional update.
 */
export async function reconcileOrders(
  ctx: CommerceContext,
  now: number = ctx.clock.now(),
): Promise<ReconcileReport> {
  const report: ReconcileReport = {
    checked: 0,
    settled: 0,
    expired: 0,
    errors: 0,
    refunds: { checked: 0, settled: 0, errors: 0 },
  };
  const open = await ctx.db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.state, OPEN_STATES),
        lte(orders.createdAt, new Date(now - RECONCILE_AFTER_MS)),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(RECONCILE_BATCH);

  for (const order of open) {
    report.checked += 1;
    const method = order.method as PaymentMethod;
    const provider = ctx.providers[method];
    if (!provider) continue;
    try {
      let payment = await provider.query(order.orderNo, order.providerOrderId);
      // A PayPal buyer who approved and never returned: capture now (idempotent per order).
      if (payment?.awaitingCapture && payment.orderNo === order.orderNo) {
        payment = await provider.complete(order.orderNo, order.providerOrderId, {});
      }
      if (payment && payment.orderNo === order.orderNo && payment.state !== 'pending') {
        const applied = await applyPayment(ctx.db, ctx.clock, method, payment, 'query');
        if (applied.outcome === 'applied') {
          report.settled += 1;
          continue;
        }
      }
      if (order.expiresAt && order.expiresAt.getTime() <= now) {
        await provider.close(order.orderNo, order.providerOrderId);
        const at = new Date(ctx.clock.now());
        const [closed] = await endOrderUnpaid(ctx.db, order.id, at, (tx) =>
          tx
            .update(orders)
            .set({
              state: 'closed',
              closedAt: at,
              paymentStart: null,
              note: 'not paid in time',
              updatedAt: at,
            })
            .where(and(eq(orders.id, order.id), inArray(orders.state, OPEN_STATES)))
            .returning({ id: orders.id }),
        );
        if (closed) report.expired += 1;
      }
    } catch (error) {
      report.errors += 1;
      ctx.log.warn({ err: error, orderNo: order.orderNo }, 'reconciling an order failed');
    }
  }
  report.refunds = await reconcileRefunds(ctx, now);
  return report;
}
