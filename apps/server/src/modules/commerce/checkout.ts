import type { Order } from '@space/contracts/commerce';
import { MAX_ROW_ID, type PaymentMethod } from '@space/contracts/limits';
import type { Locale } from '@space/contracts/locales';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { claimCouponUse, endOrderUnpaid, orderTerms } from '../coupons/index.ts';
import { createMembershipOrder } from './membership-checkout.ts';
import type { Member } from '../auth/index.ts';
import { priceForTier } from '../tiers/index.ts';
import { newOrderNo, type OrderRow } from '../orders/index.ts';
import type { CommerceContext } from './commerce-context.ts';
import { chosenMethod } from '../payments/index.ts';
import type { CheckoutRequest, PaymentUrls } from './checkout-request.ts';
import { notifyOrderPaid } from './order-notices.ts';
import { checkoutRows, insertOrder, lockBuyer, writeOrderLines } from './checkout-rows.ts';
import { findOrderByCheckoutKey, findOrderById, toOrderView } from './order-views.ts';

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
  const now = new Date(ctx.clock.now());
  let created: Created | undefined;
  for (let attempt = 1; !created; attempt += 1) {
    try {
      created = await db.transaction((tx) => createOrder(ctx, tx, member, request, now));
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

interface Created {
  row: OrderRow;
  reused: boolean;
  description: string;
}

/**
 * The checkout's transaction. The buyer's lock comes first, in a statement of its own, so that
 * everything after it reads what the buyer's previous checkout committed (a repeated key, a
 * grant, an open order); the reads after it are one statement, the order's lines another.
 */
async function createOrder(
  ctx: CommerceContext,
  tx: Database,
  member: Member,
  request: CheckoutRequest,
  now: Date,
): Promise<Created> {
  const { body } = request;
  await lockBuyer(tx, CHECKOUT_LOCK, member);
  // A membership plan instead of products (decision 023): same lock, key, providers and states.
  if (body.membership) {
    const again = await findOrderByCheckoutKey(tx, member, body.checkoutKey);
    if (again) return { row: again, reused: true, description: '' };
    return createMembershipOrder(ctx, tx, member, request, now);
  }

  const fromCart = body.productIds === undefined;
  const rows = await checkoutRows(
    tx,
    member,
    {
      productIds: fromCart ? undefined : [...new Set(body.productIds)],
      checkoutKey: body.checkoutKey,
    },
    now,
  );
  // The same key answers the same order (an empty cart names none: asked on its own then).
  const again =
    rows.length > 0
      ? rows[0]!.existingOrderId !== null
        ? await findOrderById(tx, rows[0]!.existingOrderId)
        : null
      : await findOrderByCheckoutKey(tx, member, body.checkoutKey);
  if (again) return { row: again, reused: true, description: '' };
  if (rows.length === 0) throw new AppError('CART_EMPTY');

  const missing = rows.filter((row) => !row.visible).map((row) => row.id);
  if (!fromCart && missing.length > 0) {
    throw new AppError('PRODUCT_UNAVAILABLE', undefined, { productIds: missing });
  }
  const owned = rows.filter((row) => row.owned).map((row) => row.id);
  if (!fromCart && owned.length > 0) {
    throw new AppError('ALREADY_OWNED', undefined, { productIds: owned });
  }
  // The cart's own order, newest first; owned and hidden cart items are simply left out.
  const items = rows.filter((row) => row.visible && !row.owned);
  if (items.length === 0) {
    if (owned.length > 0) throw new AppError('ALREADY_OWNED', undefined, { productIds: owned });
    throw new AppError('CART_EMPTY');
  }
  const pending = items.find((item) => item.pendingOrderNo !== null);
  if (pending) throw new AppError('ORDER_PENDING', undefined, { orderNo: pending.pendingOrderNo });

  const currencies = [...new Set(items.map((item) => item.currency))];
  if (currencies.length > 1) throw new AppError('CURRENCY_MISMATCH', undefined, { currencies });
  const currency = currencies[0]!;
  const tier = items[0]!.tier;
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

  const order = await insertOrder(tx, {
    orderNo: newOrderNo(now),
    tenantId: member.tenantId,
    userId: member.userId,
    state: free ? 'no_payment_required' : 'waiting',
    method,
    terms,
    currency,
    checkoutKey: body.checkoutKey,
    createdAt: now,
    expiresAt: free ? null : new Date(now.getTime() + ctx.config.commerce.paymentTimeoutMs),
  });
  await claimCouponUse(tx, terms, order, now);
  await writeOrderLines(
    tx,
    order,
    priced.map((item) => ({ productId: item.id, paid: item.paid })),
    tier,
    free,
    now,
  );
  if (free) {
    await notifyOrderPaid(
      tx,
      order,
      now,
      items.map((item) => ({ productId: item.id, name: item.name, authorId: item.authorId })),
    );
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
