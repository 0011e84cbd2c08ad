import type { Tier } from '@space/contracts/limits';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { columnsOf, preparedRows, tableRowOf } from '../../db/statements.ts';
import { orders } from '../../db/schema.ts';
import type { OrderTerms } from '../coupons/index.ts';
import type { Member } from '../auth/index.ts';
import { OPEN_STATES, type OrderRow } from '../orders/index.ts';
import { grantFrom, orderGrant, ownedBy } from '../ownership/index.ts';
import { visibleTo } from '../products/index.ts';
import { tierAt } from '../tiers/index.ts';

/*
 * The checkout's statements inside its transaction, written as SQL text and run as named
 * prepared statements (decision 078): built by drizzle's query builder they cost the server
 * more CPU than PostgreSQL spends running them, and planned on every run they cost PostgreSQL
 * more than running them.
 */

/** A requested product as the checkout reads it once it holds the buyer's lock. */
export interface CheckoutRow {
  id: number;
  /** Listed and shared with, or restricted to, the buyer's brand; the columns below are null otherwise. */
  visible: boolean;
  name: string;
  currency: string;
  /** The general price; the member prices beside it (priceForTier). */
  price: number;
  priceOrdinary: number;
  pricePremium: number;
  priceSvip: number;
  authorId: number;
  owned: boolean;
  /** An open order of the buyer's that has this product. */
  pendingOrderNo: string | null;
  /** The buyer's tier now (the same on every row). */
  tier: Tier;
  /** The buyer's order made with this checkout key, if any (the same on every row). */
  existingOrderId: number | null;
}

/** A list of integers as one parameter: the statement's text stays the same for any length. */
function integers(values: number[]): SQL {
  return sql`${sql.param(values)}::integer[]`;
}

/**
 * What the checkout needs, in one statement: each requested product (the given ids in their
 * order, or the cart's newest first) whether visible or not, with its prices and author when
 * visible, whether the buyer owns it, an open order of theirs that has it, the buyer's tier,
 * and an order already made with this checkout key. No rows for an empty cart.
 */
export function checkoutRows(
  tx: Database,
  member: Member,
  request: { productIds: number[] | undefined; checkoutKey: string },
  at: Date,
): Promise<CheckoutRow[]> {
  const { userId, tenantId } = member;
  const requested =
    request.productIds === undefined
      ? sql`(select product_id, row_number() over (order by added_at desc, product_id desc) as n
          from cart_items where user_id = ${userId} and tenant_id = ${tenantId}) as c`
      : sql`unnest(${integers(request.productIds)}) with ordinality as c(product_id, n)`;
  const open = sql.join(
    OPEN_STATES.map((state) => sql`${state}`),
    sql`, `,
  );
  return preparedRows<CheckoutRow>(
    tx,
    request.productIds === undefined ? 'checkout_read_cart' : 'checkout_read_products',
    sql`select c.product_id as "id", products.id is not null as "visible",
      products.name as "name", products.currency as "currency", products.price_general as "price",
      products.price_ordinary as "priceOrdinary", products.price_premium as "pricePremium",
      products.price_svip as "priceSvip", products.author_id as "authorId",
      ${ownedBy(member, sql`c.product_id`)} as "owned",
      (select o.order_no from order_items oi join orders o on o.id = oi.order_id
        where o.user_id = ${userId} and o.tenant_id = ${tenantId} and o.state in (${open})
          and oi.product_id = c.product_id
        limit 1) as "pendingOrderNo",
      ${tierAt(member, at)} as "tier",
      (select o.id from orders o
        where o.user_id = ${userId} and o.tenant_id = ${tenantId}
          and o.checkout_key = ${request.checkoutKey}::uuid) as "existingOrderId"
    from ${requested}
    left join products on products.id = c.product_id and ${visibleTo(tenantId)}
    order by c.n`,
  );
}

/** A new order's values; the rest are the table's defaults. */
export interface NewOrder {
  orderNo: string;
  tenantId: number;
  userId: number;
  state: 'no_payment_required' | 'waiting';
  method: string | null;
  terms: OrderTerms;
  currency: string;
  checkoutKey: string;
  createdAt: Date;
  expiresAt: Date | null;
}

/** Inserts the order; answers its row as the query builder would. */
export async function insertOrder(tx: Database, order: NewOrder): Promise<OrderRow> {
  const { terms } = order;
  const [raw] = await preparedRows<Record<string, unknown>>(
    tx,
    'checkout_insert_order',
    sql`insert into orders (order_no, tenant_id, user_id, state, method, subtotal_minor,
        discount_minor, amount_minor, coupon_id, currency, checkout_key, created_at, expires_at,
        updated_at)
      values (${order.orderNo}, ${order.tenantId}, ${order.userId}, ${order.state},
        ${order.method}, ${terms.subtotalMinor}, ${terms.discountMinor}, ${terms.amountMinor},
        ${terms.couponId}::integer, ${order.currency}, ${order.checkoutKey}::uuid,
        ${order.createdAt.toISOString()}::timestamptz,
        ${order.expiresAt?.toISOString() ?? null}::timestamptz,
        ${order.createdAt.toISOString()}::timestamptz)
      returning ${columnsOf(orders)}`,
  );
  return tableRowOf(orders, raw!);
}

/**
 * The order's lines, in one statement; for a free order also its grants and the products
 * taken out of the buyer's cart (decision 020: a free order is granted at once).
 */
export async function writeOrderLines(
  tx: Database,
  order: OrderRow,
  lines: { productId: number; paid: number }[],
  tier: Tier,
  free: boolean,
  at: Date,
): Promise<void> {
  const written = sql`insert into order_items
      (order_id, product_id, price_paid_minor, tier_at_purchase)
    select ${order.id}, line.product_id, line.paid, ${tier}
    from unnest(${integers(lines.map((line) => line.productId))},
      ${integers(lines.map((line) => line.paid))}) as line(product_id, paid)`;
  if (!free) {
    await preparedRows(tx, 'checkout_lines', written);
    return;
  }
  const granted = grantFrom(orderGrant(order), sql`(select product_id from written)`, at);
  await preparedRows(
    tx,
    'checkout_lines_granted',
    sql`with written as (${written} returning product_id),
      granted as (${granted})
    delete from cart_items
    where user_id = ${order.userId} and tenant_id = ${order.tenantId}
      and product_id in (select product_id from written)`,
  );
}

/**
 * Takes the buyer's checkout lock until the transaction ends (first key: CHECKOUT_LOCK), and
 * has PostgreSQL run the transaction's prepared statements on their generic plans: given lists
 * as arrays, it would otherwise plan each one anew on every checkout (the planning cost more
 * than the running), and their plans are the same for any list (lookups by key).
 */
export async function lockBuyer(tx: Database, lock: number, member: Member): Promise<void> {
  await preparedRows(
    tx,
    'checkout_lock',
    sql`select pg_advisory_xact_lock(${lock}, ${member.userId}),
      set_config('plan_cache_mode', 'force_generic_plan', true)`,
  );
}
