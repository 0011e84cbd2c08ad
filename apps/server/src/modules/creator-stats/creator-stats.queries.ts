import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  downloads,
  orderItems,
  orders,
  productDailyViews,
  productLikes,
  products,
  productVersions,
} from '../../db/schema.ts';

/**
 * The statements behind the creator dashboard (decision 030). Every one starts from the
 * creator's products (`products.author_id`, led by the products_author_* indexes) and reaches
 * the activity tables through their product indexes; each is scoped to the creator in its own
 * `where`. Days are UTC.
 */

/** Whose products, and which one (null: all of them). */
export interface StatsScope {
  creatorId: number;
  productId: number | null;
}

/** The range as days (`YYYY-MM-DD`, both included) and as the instants that bound it. */
export interface StatsWindow {
  from: string;
  to: string;
  start: Date;
  /** The instant after the last day (exclusive). */
  end: Date;
}

function ownedBy(scope: StatsScope): SQL {
  const mine = eq(products.authorId, scope.creatorId);
  return scope.productId === null ? mine : and(mine, eq(products.id, scope.productId))!;
}

/** `YYYY-MM-DD` of a timestamptz in UTC. */
function utcDayOf(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
}

export function creatorProductsQuery(db: Database, scope: StatsScope) {
  return db
    .select({ id: products.id, name: products.name, status: products.status })
    .from(products)
    .where(ownedBy(scope))
    .orderBy(asc(products.name), asc(products.id));
}

export function viewsQuery(db: Database, scope: StatsScope, window: StatsWindow) {
  return db
    .select({
      productId: productDailyViews.productId,
      day: productDailyViews.day,
      count: productDailyViews.views,
    })
    .from(productDailyViews)
    .innerJoin(products, eq(products.id, productDailyViews.productId))
    .where(
      and(
        ownedBy(scope),
        gte(productDailyViews.day, window.from),
        lte(productDailyViews.day, window.to),
      ),
    );
}

export function likesQuery(db: Database, scope: StatsScope, window: StatsWindow) {
  const day = utcDayOf(productLikes.createdAt);
  return db
    .select({
      productId: productLikes.productId,
      day,
      count: sql<number>`count(*)::integer`,
    })
    .from(productLikes)
    .innerJoin(products, eq(products.id, productLikes.productId))
    .where(
      and(
        ownedBy(scope),
        gte(productLikes.createdAt, window.start),
        lt(productLikes.createdAt, window.end),
      ),
    )
    .groupBy(productLikes.productId, day);
}

export function downloadsQuery(db: Database, scope: StatsScope, window: StatsWindow) {
  const day = utcDayOf(downloads.downloadedAt);
  return db
    .select({
      productId: downloads.productId,
      day,
      version: downloads.version,
      count: sql<number>`count(*)::integer`,
    })
    .from(downloads)
    .innerJoin(products, eq(products.id, downloads.productId))
    .where(
      and(
        ownedBy(scope),
        gte(downloads.downloadedAt, window.start),
        lt(downloads.downloadedAt, window.end),
      ),
    )
    .groupBy(downloads.productId, day, downloads.version);
}

/**
 * Paid items whose payment or refund falls in the range, grouped. An item's revenue is its
 * price scaled by what the order really took (`amount / subtotal`: a coupon's discount shared
 * by the items in proportion), rounded down, so the creator never sees more than was paid.
 */
export function salesQuery(db: Database, scope: StatsScope, window: StatsWindow) {
  const paidDay = utcDayOf(orders.paidAt);
  const refundedDay = sql<
    string | null
  >`case when ${orders.state} = 'refunded' then ${utcDayOf(orders.refundedAt)} end`;
  const revenue = sql`case when ${orders.subtotalMinor} > 0 then ${orderItems.pricePaidMinor}::bigint * ${orders.amountMinor} / ${orders.subtotalMinor} else 0 end`;
  const inRange = (column: AnyColumn) => and(gte(column, window.start), lt(column, window.end));
  return db
    .select({
      productId: orderItems.productId,
      paidDay,
      refundedDay,
      tier: orderItems.tierAtPurchase,
      method: orders.method,
      currency: orders.currency,
      count: sql<number>`count(*)::integer`,
      amountMinor: sql<number>`sum(${revenue})::bigint`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        ownedBy(scope),
        inArray(orders.state, ['paid', 'refunded']),
        isNotNull(orders.paidAt),
        isNotNull(orders.method),
        or(inRange(orders.paidAt), inRange(orders.refundedAt)),
      ),
    )
    .groupBy(
      orderItems.productId,
      paidDay,
      refundedDay,
      orderItems.tierAtPurchase,
      orders.method,
      orders.currency,
    );
}

/** The versions of one product, newest first. */
export function versionsQuery(db: Database, productId: number) {
  return db
    .select({ version: productVersions.version, createdAt: productVersions.createdAt })
    .from(productVersions)
    .where(eq(productVersions.productId, productId))
    .orderBy(desc(productVersions.createdAt), desc(productVersions.id));
}

export type ActivityRow = { productId: number; day: string; count: number };
export type DownloadRow = ActivityRow & { version: string | null };
export type SaleRow = Awaited<ReturnType<typeof salesQuery>>[number];
