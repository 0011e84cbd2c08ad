import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { refunds } from '../../db/schema.ts';
import { orderItems, products } from '../../db/schema.ts';
import { notify, notifyTogether } from '../notifications/index.ts';
import type { OrderRow } from '../orders/index.ts';

type RefundRow = typeof refunds.$inferSelect;

/** A line of an order as its notifications name it. */
export interface NoticeLine {
  productId: number;
  name: string;
  authorId: number;
}

/**
 * The notifications of an order (decision 066), in the transaction that makes it paid (or
 * free): the buyer's "order paid" and each sold product's author's "sale", written together.
 * Keyed by the order (and product), so a duplicate payment notice or a second path to paid
 * tells nobody twice. `lines`, when the caller has them (a checkout), spare reading them again.
 */
export async function notifyOrderPaid(
  tx: Database,
  order: OrderRow,
  at: Date,
  lines?: NoticeLine[],
): Promise<void> {
  const named =
    lines ??
    (await tx
      .select({ productId: products.id, name: products.name, authorId: products.authorId })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, order.id)));
  const first = named[0]?.name ?? '';
  await notifyTogether(tx, [
    {
      recipientId: order.userId,
      kind: 'orderPaid',
      actorId: null,
      objectType: 'order',
      objectId: order.id,
      eventKey: `order:${order.id}`,
      payload: {
        orderNo: order.orderNo,
        title: named.length > 1 ? `${first} +${named.length - 1}` : first,
      },
      at,
    },
    ...named.map((line) => ({
      recipientId: line.authorId,
      kind: 'productSold' as const,
      actorId: order.userId,
      objectType: 'product' as const,
      objectId: line.productId,
      eventKey: `sale:${order.id}:${line.productId}`,
      payload: { title: line.name },
      at,
    })),
  ]);
}

/** The buyer's "refund done", once per succeeded refund (decision 066). */
export async function notifyRefunded(
  tx: Database,
  order: OrderRow,
  refund: RefundRow,
  at: Date,
): Promise<void> {
  await notify(tx, {
    recipientId: order.userId,
    kind: 'refundDone',
    actorId: null,
    objectType: 'order',
    objectId: order.id,
    eventKey: `refund:${refund.id}`,
    payload: { orderNo: order.orderNo },
    at,
  });
}
