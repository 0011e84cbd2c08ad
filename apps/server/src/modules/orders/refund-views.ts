import type { OrderRefund } from '@space/contracts/commerce';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { refunds } from '../../db/schema.ts';

type RefundRow = typeof refunds.$inferSelect;

export function toRefundView(row: RefundRow): OrderRefund {
  return {
    refundNo: row.refundNo,
    amountMinor: row.amountMinor,
    currency: row.currency,
    state: row.state as OrderRefund['state'],
    source: row.source as OrderRefund['source'],
    productIds: row.productIds,
    reason: row.reason,
    providerRefundId: row.providerRefundId,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

/** An order's refunds for the admin views, and what the succeeded ones gave back. */
export async function refundSummary(
  db: Database,
  orderId: number,
): Promise<{ refundedMinor: number; refunds: OrderRefund[] }> {
  const rows = await db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  return {
    refundedMinor: rows
      .filter((row) => row.state === 'succeeded')
      .reduce((sum, row) => sum + row.amountMinor, 0),
    refunds: rows.map(toRefundView),
  };
}
