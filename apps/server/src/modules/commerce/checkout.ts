import type { Order } from '@space/contracts/commerce';
import { MAX_ROW_ID, type PaymentMethod } from '@space/contracts/limits';
import type { Locale } from '@space/contracts/locales';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, orders, products } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { cartProductIds, deleteCartItems } from '../cart/index.ts';
import { claimCouponUse, endOrderUnpaid, orderTerms } from '../coupons/index.ts';
import { createMembershipOrder } from './membership-checkout.ts';
import type { Member } from '../auth/index.ts';
import { memberPriceColumns, priceForTier, tierOf } from '../tiers/index.ts';
import { visibleTo } from '../products/index.ts';
import { newOrderNo, OPEN_STATES, type OrderRow } from '../orders/index.ts';
import type { CommerceContext } from './commerce-context.ts';
import { grant, orderGrant, ownedProductIds } from '../ownership/index.ts';
import { chosenMethod } from '../payments/index.ts';
import type { CheckoutRequest, PaymentUrls } from './checkout-request.ts';
import { notifyOrderPaid } from './order-notices.ts';
import { findOrderByCheckoutKey, toOrderView } from './order-views.ts';

/** Serialises one user's checkouts (first key of the two-key advisory lock). */
const CHECKOUT_LOCK = 20_261_123;
const ORDER_NO_ATTEMPTS = 3;
/** How long a repeated checkout waits for the first one's payment to be created. */
const SETTLE_WAIT_MS = 5_000;
const SETTLE_POLL_MS = 100;

/**
 * Checkout (decision 020): one order from the cart or the given products, priced on the
 * server for the buyer's tier. Idempotent by `checkoutKey`: the same key answers the same
 * order, however many requests race (a per-user advisory lock, then the unique key). Refused
 * with nothing written: products missing or hidden (PRODUCT_UNAVAILABLE), owned
 * (ALREADY_OWNED), in another open order (ORDER_PENDING), priced in several currencies
 * (CURRENCY_MISMATCH), or a method that is not configured or does not take the currency
 * (PAYMENT_METHOD_UNAVAILABLE). A free order is granted at once in the same transaction; a
 * paid one waits, and the provider is asked to create the payment after the order committed,
 * outside any transaction. If that fails the order becomes `failed` (PAYMENT_PROVIDER_FAILED).
 */
export async function checkout(
  ctx: CommerceContext,
  member: Member,
  request: CheckoutRequest,
): Promise<Order> {
  const { db } = ctx;
  const existing = await findOrderByCheckoutKey(db, member, request.body.checkoutKey);
  if (existing) return settledView(db, existing, request.contentLocale);

  const now = new Date(ctx.clock.now());
  const tier = await tierOf(db, member, now);
  let created: { row: OrderRow; reused: boolean; description: string } | undefined;
  for (let attempt = 1; !created; attempt += 1) {
    try {
      created = await db.transaction((tx) => createOrder(ctx, tx, member, request, tier, now));
    } catch (error) {
      const clash = violatedUniqueConstraint(error) === 'orders_order_no_unique';
      if (!clash || attempt >= ORDER_NO_ATTEMPTS) throw error;
    }
  }
  const { row, reused, description } = created;
  if (reused) return settledView(db, row, request.contentLocale);
  if (row.state !== 'waiting') return toOrderView(db, row, request.contentLocale);
  return startPayment(
    ctx,
    row,
    request.urlsFor(row.orderNo, row.method as PaymentMethod),
    description,
    request.contentLocale,
  );
}

async function createOrder(
  ctx: CommerceContext,
  tx: Database,
  member: Member,
  request: CheckoutRequest,
  tier: Awaited<ReturnType<typeof tierOf>>,
  now: Date,
): Promise<{ row: OrderRow; reused: boolean; description: string }> {
  const { body } = request;
  await tx.execute(sql`select pg_advisory_xact_lock(${CHECKOUT_LOCK}, ${member.userId})`);
  const again = await findOrderByCheckoutKey(tx, member, body.checkoutKey);
  if (again) return { row: again, reused: true, description: '' };
  // A membership plan instead of products (decision 023): same lock, key, providers and states.
  if (body.membership) return createMembershipOrder(ctx, tx, member, request, now);

  const fromCart = body.productIds === undefined;
  const ids = fromCart ? await cartProductIds(tx, member) : [...new Set(body.productIds)];
  if (ids.length === 0) throw new AppError('CART_EMPTY');
  const rows = await tx
    .select({
      id: products.id,
      name: products.name,
      currency: products.currency,
      price: products.priceGeneral,
      ...memberPriceColumns,
    })
    .from(products)
    .where(and(inArray(products.id, ids), visibleTo(member.tenantId)));
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.filter((id) => !found.has(id));
  if (!fromCart && missing.length > 0) {
    throw new AppError('PRODUCT_UNAVAILABLE', undefined, { productIds: missing });
  }
  const owned = await ownedProductIds(tx, member, ids);
  if (!fromCart && owned.size > 0) {
    throw new AppError('ALREADY_OWNED', undefined, { productIds: [...owned] });
  }
  // The cart's own order, newest first; owned and hidden cart items are simply left out.
  const items = ids
    .map((id) => rows.find((row) => row.id === id))
    .filter((row): row is (typeof rows)[number] => row !== undefined && !owned.has(row.id));
  if (items.length === 0) {
    if (owned.size > 0) throw new AppError('ALREADY_OWNED', undefined, { productIds: [...owned] });
    throw new AppError('CART_EMPTY');
  }
  const itemIds = items.map((item) => item.id);

  const [pending] = await tx
    .select({ orderNo: orders.orderNo })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, member.userId),
        eq(orders.tenantId, member.tenantId),
        inArray(orders.state, OPEN_STATES),
        inArray(orderItems.productId, itemIds),
      ),
    )
    .limit(1);
  if (pending) throw new AppError('ORDER_PENDING', undefined, { orderNo: pending.orderNo });

  const currencies = [...new Set(items.map((item) => item.currency))];
  if (currencies.length > 1) throw new AppError('CURRENCY_MISMATCH', undefined, { currencies });
  const currency = currencies[0]!;
  const priced = items.map((item) => ({ ...item, paid: priceForTier(item, tier) }));
  const total = priced.reduce((sum, item) => sum + item.paid, 0);
  if (total > MAX_ROW_ID) throw new AppError('BAD_REQUEST');
  // A discount coupon (decision 025), validated again here, never taken from a preview.
  const terms = await orderTerms(tx, member, {
    code: body.couponCode,
    currency,
    subtotalMinor: total,
    at: now,
    locale: request.locale,
  });

  const free = terms.amountMinor === 0;
  const method = free ? null : chosenMethod(ctx.providers, body.method, currency, request.locale);

  const [row] = await tx
    .insert(orders)
    .values({
      orderNo: newOrderNo(now),
      tenantId: member.tenantId,
      userId: member.userId,
      state: free ? 'no_payment_required' : 'waiting',
      method,
      ...terms,
      currency,
      checkoutKey: body.checkoutKey,
      createdAt: now,
      expiresAt: free ? null : new Date(now.getTime() + ctx.config.commerce.paymentTimeoutMs),
      updatedAt: now,
    })
    .returning();
  const order = row!;
  await claimCouponUse(tx, terms, order, now);
  await tx.insert(orderItems).values(
    priced.map((item) => ({
      orderId: order.id,
      productId: item.id,
      pricePaidMinor: item.paid,
      tierAtPurchase: tier,
    })),
  );
  if (free) {
    await grant(tx, orderGrant(order), itemIds, now);
    await deleteCartItems(tx, member, itemIds);
    await notifyOrderPaid(tx, order, now);
  }
  const first = items[0]!.name;
  const description = items.length === 1 ? first : `${first} +${items.length - 1}`;
  return { row: order, reused: false, description: description.slice(0, 60) };
}

/**
 * Asks the provider to create the payment of a committed, waiting order, and stores where the
 * buyer pays. On any failure the order is `failed` (nothing is left waiting that nobody can
 * pay) and the answer is 502 PAYMENT_PROVIDER_FAILED naming the order.
 */
async function startPayment(
  ctx: CommerceContext,
  order: OrderRow,
  urls: PaymentUrls,
  description: string,
  locale: Locale,
): Promise<Order> {
  const method = order.method as PaymentMethod;
  const provider = ctx.providers[method];
  try {
    if (!provider) throw new Error(`no provider for ${method}`);
    const start = await provider.create({
      orderNo: order.orderNo,
      amountMinor: order.amountMinor,
      currency: order.currency,
      description,
      ...urls,
      expiresAt: order.expiresAt!,
      requestId: order.orderNo,
    });
    const paymentStart =
      start.kind === 'qr'
        ? { kind: 'qr', codeUrl: start.codeUrl }
        : { kind: 'redirect', url: start.url };
    const [updated] = await ctx.db
      .update(orders)
      .set({
        providerOrderId: start.providerOrderId,
        paymentStart,
        updatedAt: new Date(ctx.clock.now()),
      })
      .where(eq(orders.id, order.id))
      .returning();
    return toOrderView(ctx.db, updated!, locale);
  } catch (error) {
    ctx.log.warn(
      { err: error, orderNo: order.orderNo, method },
      'the payment provider did not create the payment',
    );
    const at = new Date(ctx.clock.now());
    await endOrderUnpaid(ctx.db, order.id, at, (tx) =>
      tx
        .update(orders)
        .set({
          state: 'failed',
          closedAt: at,
          note: 'the payment provider did not create the payment',
          updatedAt: at,
        })
        .where(and(eq(orders.id, order.id), eq(orders.state, 'waiting')))
        .returning({ id: orders.id }),
    );
    throw new AppError('PAYMENT_PROVIDER_FAILED', undefined, { orderNo: order.orderNo });
  }
}

/**
 * The order a repeated checkout answers. While the first request is still asking the provider
 * (waiting, no payment stored yet), wait a little for it, so a double click shows the same QR
 * code or redirect; after SETTLE_WAIT_MS the order is answered as it is and the client polls.
 */
async function settledView(db: Database, row: OrderRow, locale: Locale): Promise<Order> {
  let current = row;
  const deadline = Date.now() + SETTLE_WAIT_MS;
  while (current.state === 'waiting' && !current.paymentStart && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
    const [fresh] = await db.select().from(orders).where(eq(orders.id, current.id));
    if (!fresh) break;
    current = fresh;
  }
  return toOrderView(db, current, locale);
}
