import type {
  AdminOrderDetail,
  AdminOrderRow,
  AdminProduct,
  Dashboard,
} from '@space/contracts/admin';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  articles,
  orderItems,
  orders,
  paymentEvents,
  products,
  uploadRecords,
  users,
} from '../../db/schema.ts';

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const DAY_MS = 86_400_000;

function utcDay(column: SQL | typeof orders.createdAt) {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
}

/**
 * The dashboard's figures over the last `days` UTC days (today included), of one tenant or of
 * all (`null`, super admins): paid orders and revenue per day and currency, orders made and
 * new users per day, and the review queues' lengths now.
 */
export async function dashboardFigures(
  db: Database,
  tenantId: number | null,
  days: number,
  now: Date,
): Promise<Dashboard> {
  const from = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - (days - 1) * DAY_MS);
  const ofTenant = (table: { tenantId: SQL.Aliased | AnyPgColumn }) =>
    tenantId === null ? undefined : sql`${table.tenantId} = ${tenantId}`;
  const paidDay = utcDay(orders.paidAt as unknown as SQL);
  const createdDay = utcDay(orders.createdAt);
  const userDay = utcDay(users.createdAt as unknown as SQL);
  const [revenue, made, joined, [uploads], [pendingArticles]] = await Promise.all([
    db
      .select({
        day: paidDay,
        currency: orders.currency,
        orders: count(),
        amountMinor: sql<number>`coalesce(sum(${orders.amountMinor}), 0)::int`,
      })
      .from(orders)
      .where(
        and(
          ofTenant(orders),
          isNotNull(orders.paidAt),
          gte(orders.paidAt, from),
          // Refunded orders keep their paid day but bring no revenue.
          sql`${orders.state} <> 'refunded'`,
        ),
      )
      .groupBy(paidDay, orders.currency)
      .orderBy(paidDay, orders.currency),
    db
      .select({ day: createdDay, count: count() })
      .from(orders)
      .where(and(ofTenant(orders), gte(orders.createdAt, from)))
      .groupBy(createdDay)
      .orderBy(createdDay),
    db
      .select({ day: userDay, count: count() })
      .from(users)
      .where(and(ofTenant(users), gte(users.createdAt, from), eq(users.deleted, false)))
      .groupBy(userDay)
      .orderBy(userDay),
    db
      .select({ value: count() })
      .from(uploadRecords)
      .where(and(ofTenant(uploadRecords), eq(uploadRecords.state, 'submitted'))),
    db
      .select({ value: count() })
      .from(articles)
      .where(
        and(
          ofTenant(articles),
          or(eq(articles.state, 'review'), isNotNull(articles.pendingRevision)),
        ),
      ),
  ]);
  return {
    tenantId,
    from: from.toISOString(),
    days,
    revenue: revenue.map((row) => ({ ...row, amountMinor: Number(row.amountMinor) })),
    orders: made,
    newUsers: joined,
    pendingReviews: { uploads: uploads?.value ?? 0, articles: pendingArticles?.value ?? 0 },
  };
}

const productColumns = {
  id: products.id,
  name: products.name,
  authorId: products.authorId,
  authorName: users.nickName,
  tenantId: users.tenantId,
  status: products.status,
  featuredRank: products.featuredRank,
  restrictedToTenants: products.restrictedToTenants,
  currency: products.currency,
  priceGeneral: products.priceGeneral,
  createdAt: products.createdAt,
};

type ProductRow = Omit<AdminProduct, 'status' | 'createdAt'> & { status: string; createdAt: Date };

function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    ...row,
    status: row.status as AdminProduct['status'],
    createdAt: row.createdAt.toISOString(),
  };
}

/** Products a tenant's authors made (all, for `null`), newest first, by name or id. */
export async function listAdminProducts(
  db: Database,
  tenantId: number | null,
  query: {
    q?: string | undefined;
    status?: string | undefined;
    featured?: 'true' | 'false' | undefined;
    page: number;
    pageSize: number;
  },
): Promise<{ list: AdminProduct[]; total: number }> {
  const q = query.q?.trim();
  const where = and(
    tenantId === null ? undefined : eq(users.tenantId, tenantId),
    query.status ? eq(products.status, query.status) : undefined,
    query.featured === 'true' ? isNotNull(products.featuredRank) : undefined,
    query.featured === 'false' ? isNull(products.featuredRank) : undefined,
    q
      ? or(
          ilike(products.name, containing(q)),
          /^\d{1,9}$/.test(q) ? eq(products.id, Number(q)) : undefined,
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .innerJoin(users, eq(users.id, products.authorId))
      .where(where)
      .orderBy(
        query.featured === 'true' ? asc(products.featuredRank) : desc(products.createdAt),
        desc(products.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ value: count() })
      .from(products)
      .innerJoin(users, eq(users.id, products.authorId))
      .where(where),
  ]);
  return { list: rows.map(toAdminProduct), total: total?.value ?? 0 };
}

/** One product of the tenant's authors (any, for `null`), locked for an update. */
export async function lockAdminProduct(
  db: Database,
  tenantId: number | null,
  id: number,
): Promise<AdminProduct | undefined> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(users, eq(users.id, products.authorId))
    .where(and(eq(products.id, id), tenantId === null ? undefined : eq(users.tenantId, tenantId)))
    .for('update', { of: products });
  return row ? toAdminProduct(row) : undefined;
}

export async function updateAdminProduct(
  db: Database,
  id: number,
  set: Partial<Pick<AdminProduct, 'status' | 'featuredRank' | 'restrictedToTenants'>>,
  at: Date,
): Promise<void> {
  await db
    .update(products)
    .set({ ...set, updatedAt: at })
    .where(eq(products.id, id));
}

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
  const [items, trail] = await Promise.all([
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
  ]);
  const { id: _id, ...order } = row;
  return {
    ...order,
    ...toOrderRow(row),
    items,
    trail: trail.map((event) => ({ ...event, receivedAt: event.receivedAt.toISOString() })),
  };
}
