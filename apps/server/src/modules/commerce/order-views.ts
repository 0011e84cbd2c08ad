import type { Locale } from '@space/contracts/locales';
import type {
  AdminOrder,
  Order,
  OrderListQuery,
  PaymentStartView,
} from '@space/contracts/commerce';
import type { PaymentMethod, Tier } from '@space/contracts/limits';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { perDatabase } from '../../db/statements.ts';
import { orderItems, orders, productImages, products, users } from '../../db/schema.ts';
import { couponCodesById } from '../coupons/index.ts';
import { orderMembershipViews } from '../memberships/index.ts';
import type { Member } from '../auth/index.ts';
import { type OrderRow, refundSummary } from '../orders/index.ts';
import { isCover, summaryWithCoverColumns, toProductSummary } from '../products/index.ts';

/** The member's own order by number, or null: another user's order does not exist for them. */
export async function findOwnOrder(
  db: Database,
  member: Member,
  orderNo: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.orderNo, orderNo),
        eq(orders.userId, member.userId),
        eq(orders.tenantId, member.tenantId),
      ),
    );
  return row ?? null;
}

export async function findOrderById(db: Database, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

export async function findOrderByNo(db: Database, orderNo: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return row ?? null;
}

/** The member's order made with this checkout key, if any. */
export async function findOrderByCheckoutKey(
  db: Database,
  member: Member,
  checkoutKey: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, member.userId),
        eq(orders.tenantId, member.tenantId),
        eq(orders.checkoutKey, checkoutKey),
      ),
    );
  return row ?? null;
}

export async function orderProductIds(db: Database, orderId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId));
  return rows.map((row) => row.productId);
}

function paymentStartOf(row: OrderRow): PaymentStartView | null {
  if (row.state !== 'waiting' || !row.paymentStart) return null;
  const start = row.paymentStart;
  if (start.kind === 'qr' && typeof start.codeUrl === 'string') {
    return { kind: 'qr', codeUrl: start.codeUrl };
  }
  if (start.kind === 'redirect' && typeof start.url === 'string') {
    return { kind: 'redirect', url: start.url };
  }
  return null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The lines of some orders with their products' summaries, as prepared statements per
 * database (decision 078): every order view reads them, drizzle then builds their SQL once, and
 * one order's (a checkout, the payment page's polling) is planned once too.
 */
function prepareLines(db: Database, one: boolean) {
  return db
    .select({
      orderId: orderItems.orderId,
      pricePaidMinor: orderItems.pricePaidMinor,
      tier: orderItems.tierAtPurchase,
      ...summaryWithCoverColumns,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(users, eq(users.id, products.authorId))
    .leftJoin(productImages, isCover)
    .where(
      one
        ? eq(orderItems.orderId, sql.placeholder('orderId'))
        : sql`${orderItems.orderId} = any(${sql.placeholder('orderIds')})`,
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.productId))
    .prepare(one ? 'order_view_lines_one' : 'order_view_lines');
}

const linesOfOne = perDatabase((db) => prepareLines(db, true));
const linesOfMany = perDatabase((db) => prepareLines(db, false));

function orderLines(db: Database, orderIds: number[]) {
  return orderIds.length === 1
    ? linesOfOne(db).execute({ orderId: orderIds[0] })
    : linesOfMany(db).execute({ orderIds });
}

/**
 * Orders as their buyer sees them, with their items as product summaries: the products as
 * they are now, named in the reader's language (decision 035).
 */
export async function toOrderViews(
  db: Database,
  rows: OrderRow[],
  locale: Locale,
): Promise<Order[]> {
  if (rows.length === 0) return [];
  const items = await orderLines(
    db,
    rows.map((row) => row.id),
  );
  const couponIds = rows.flatMap((row) => (row.couponId === null ? [] : [row.couponId]));
  const couponCodes = await couponCodesById(db, couponIds);
  const bought = await orderMembershipViews(
    db,
    rows.flatMap((row) => (row.kind === 'membership' ? [row.id] : [])),
  );
  return rows.map((row) => ({
    orderNo: row.orderNo,
    state: row.state as Order['state'],
    method: row.method as PaymentMethod | null,
    amountMinor: row.amountMinor,
    currency: row.currency,
    subtotalMinor: row.subtotalMinor,
    discountMinor: row.discountMinor,
    coupon: row.couponId === null ? null : (couponCodes.get(row.couponId) ?? null),
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    expiresAt: iso(row.expiresAt),
    closedAt: iso(row.closedAt),
    refundedAt: iso(row.refundedAt),
    items: items
      .filter((item) => item.orderId === row.id)
      .map((item) => ({
        product: toProductSummary(item, item.coverKey, locale),
        pricePaidMinor: item.pricePaidMinor,
        tier: item.tier as Tier,
      })),
    payment: paymentStartOf(row),
    ...(bought.has(row.id) ? { membership: bought.get(row.id)! } : {}),
  }));
}

export async function toOrderView(db: Database, row: OrderRow, locale: Locale): Promise<Order> {
  const [view] = await toOrderViews(db, [row], locale);
  return view!;
}

export async function toAdminOrderView(
  db: Database,
  row: OrderRow,
  locale: Locale,
): Promise<AdminOrder> {
  return {
    ...(await toOrderView(db, row, locale)),
    userId: row.userId,
    tenantId: row.tenantId,
    transactionId: row.transactionId,
    refundId: row.refundId,
    flaggedForRefund: row.flaggedForRefund,
    flagReason: row.flagReason,
    ...(await refundSummary(db, row.id)),
  };
}

export interface OrderPage {
  list: Order[];
  total: number;
  page: number;
  pageSize: number;
}

/** The member's order history, newest first, optionally in one state. */
export async function listOwnOrders(
  db: Database,
  member: Member,
  query: OrderListQuery,
  locale: Locale,
): Promise<OrderPage> {
  const where = and(
    eq(orders.userId, member.userId),
    eq(orders.tenantId, member.tenantId),
    query.state ? eq(orders.state, query.state) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return {
    list: await toOrderViews(db, rows, locale),
    total: totalRow?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
