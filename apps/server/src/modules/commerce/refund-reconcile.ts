import type { PaymentMethod } from '@space/contracts/limits';
import { and, asc, eq, lte } from 'drizzle-orm';
import { orders, refunds } from '../../db/schema.ts';
import type { CommerceContext } from './commerce-context.ts';
import { askProvider } from './refund-order.ts';
import { settleRefund } from './refund-records.ts';

/** A refund is left to its first answer and its notification this long before it is asked about. */
export const REFUND_QUERY_AFTER_MS = 60_000;
export const REFUND_BATCH = 100;

export interface RefundReport {
  checked: number;
  /** Refunds that became final (succeeded, failed or closed). */
  settled: number;
  errors: number;
}

/**
 * The refund round of reconciliation (decision 056): every refund still pending a minute after
 * it was made, oldest first, is asked about with the provider's refund query; a final answer
 * settles it. One the provider never heard of (the request was lost on the way) is asked for
 * again under the same refund number, which no provider refunds twice.
 */
export async function reconcileRefunds(
  ctx: CommerceContext,
  now: number = ctx.clock.now(),
): Promise<RefundReport> {
  const report: RefundReport = { checked: 0, settled: 0, errors: 0 };
  const pending = await ctx.db
    .select({ refund: refunds, order: orders })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(
      and(
        eq(refunds.state, 'pending'),
        lte(refunds.createdAt, new Date(now - REFUND_QUERY_AFTER_MS)),
      ),
    )
    .orderBy(asc(refunds.createdAt), asc(refunds.id))
    .limit(REFUND_BATCH);

  for (const { refund, order } of pending) {
    const provider = ctx.providers[refund.method as PaymentMethod];
    if (!provider || !order.transactionId) continue;
    report.checked += 1;
    try {
      const found = await provider.queryRefund({
        orderNo: order.orderNo,
        refundNo: refund.refundNo,
        providerRefundId: refund.providerRefundId,
        transactionId: order.transactionId,
      });
      if (found) {
        const settled = await settleRefund(ctx.db, ctx.clock, refund.id, {
          state: found.state,
          providerRefundId: found.refundId,
          providerState: found.providerState,
        });
        if (settled === 'applied') report.settled += 1;
      } else if (refund.source === 'admin') {
        await askProvider(ctx, order, refund).catch(() => undefined);
        const [now] = await ctx.db
          .select({ state: refunds.state })
          .from(refunds)
          .where(eq(refunds.id, refund.id));
        if (now?.state !== 'pending') report.settled += 1;
      }
    } catch (error) {
      report.errors += 1;
      ctx.log.warn({ err: error, refundNo: refund.refundNo }, 'reconciling a refund failed');
    }
  }
  return report;
}
