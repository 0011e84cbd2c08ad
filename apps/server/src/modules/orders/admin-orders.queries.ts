import type {
  AdminOrderDetail,
  AdminOrderRow,
  UnmatchedPaymentEvent,
} from '@space/contracts/admin';
import { and, asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, orders, paymentEvents, products, users } from '../../db/schema.ts';
import { containing } from '../../lib/like-pattern.ts';
import { refundSummary } from './refund-views.ts';

/** The admin console's order list and order detail (decision 040). */

const orderColumns = {
  orderNo: orders.orderNo,
  tenantId: orders.tenantId,
  userId: orders.userId,
  userName: users.nickName,
  state: orders.state,
  kind: orders.kind,
  method: orders.method,
  amountMinor: orders.amountMinor,
  currency: orders.currency,
  flaggedForRefund: orders.flaggedForRefund,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  refundedAt: orders.refundedAt,
};

function toOrderRow(row: {
  createdAt: Date;
  paidAt: Date | null;
  refundedAt: Date | null;
}): Pick<AdminOrderRow, 'createdAt' | 'paidAt' | 'refundedAt'> {
  return {
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}

/** A tenant's orders (all, for `null`), newest first, by number (a part of it), user or state. */
export async function listAdminOrders(
  db: Database,
  tenantId: number | null,
  query: {
    orderNo?: string | undefined;
    userId?: number | undefined;
    state?: string | undefined;
    page: number;
    pageSize: number;
  },
): Promise<{ list: AdminOrderRow[]; total: number }> {
  const orderNo = query.orderNo?.trim();
  const where = and(
    tenantId === null ? undefined : eq(orders.tenantId, tenantId),
    orderNo ? ilike(orders.orderNo, containing(orderNo)) : undefined,
    query.userId ? eq(orders.userId, query.userId) : undefined,
    query.state ? eq(orders.state, query.state) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(orderColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(orders).where(where),
  ]);
  return { list: rows.map((row) => ({ ...row, ...toOrderRow(row) })), total: total?.value ?? 0 };
}

/** Provider events no order claims (decision 056), newest first. */
export async function listUnmatchedPaymentEvents(
  db: Database,
  query: { page: number; pageSize: number },
): Promise<{ list: UnmatchedPaymentEvent[]; total: number }> {
  const where = eq(paymentEvents.outcome, 'unmatched');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: paymentEvents.id,
        method: paymentEvents.method,
        source: paymentEvents.source,
        outcome: paymentEvents.outcome,
        reason: paymentEvents.reason,
        transactionId: paymentEvents.transactionId,
        orderNo: paymentEvents.orderNo,
        raw: paymentEvents.raw,
        receivedAt: paymentEvents.receivedAt,
      })
      .from(paymentEvents)
      .where(where)
      .orderBy(desc(paymentEvents.receivedAt), desc(paymentEvents.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(paymentEvents).where(where),
  ]);
  return {
    list: rows.map((row) => ({ ...row, receivedAt: row.receivedAt.toISOString() })),
    total: total?.value ?? 0,
  };
}

/** One order of the tenant (any, for `null`) with its items and its payment providers' trail. */
export async function adminOrderDetail(
  db: Database,
  tenantId: number | null,
  orderNo: string,
): Promise<AdminOrderDetail | undefined> {
  const [row] = await db
    .select({
      ...orderColumns,
      id: orders.id,
      transactionId: orders.transactionId,
      refundId: orders.refundId,
      flagReason: orders.flagReason,
      note: orders.note,
      subtotalMinor: orders.subtotalMinor,
      discountMinor: orders.discountMinor,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(orders.orderNo, orderNo),
        tenantId === null ? undefined : eq(orders.tenantId, tenantId),
      ),
    );
  if (!row) return undefined;
  const [items, trail, refunded] = await Promise.all([
    db
      .select({
        productId: orderItems.productId,
        name: products.name,
        pricePaidMinor: orderItems.pricePaidMinor,
      })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, row.id)),
    db
      .select({
        id: paymentEvents.id,
        method: paymentEvents.method,
        source: paymentEvents.source,
        outcome: paymentEvents.outcome,
        reason: paymentEvents.reason,
        transactionId: paymentEvents.transactionId,
        receivedAt: paymentEvents.receivedAt,
      })
      .from(paymentEvents)
      .where(eq(paymentEvents.orderNo, orderNo))
      .orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.id)),
    refundSummary(db, row.id),
  ]);
  const { id: _id, ...order } = row;
  return {
    ...order,
    ...toOrderRow(row),
    items,
    trail: trail.map((event) => ({ ...event, receivedAt: event.receivedAt.toISOString() })),
    ...refunded,
  };
}
