import { orderSchema } from '@space/contracts/commerce';
import { envelope } from '@space/contracts/envelope';
import { and, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cartItems,
  entitlements,
  notifications,
  orders,
  paymentEvents,
} from '../../../src/db/schema.ts';
import { applyPayment } from '../../../src/modules/commerce/apply-payment.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build, TEST_ENGINE } from '../../support/helper.ts';
import { checkoutKey, FakeProvider, notify, paidPayment } from '../../support/payment-fixtures.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const orderEnvelope = envelope(orderSchema);

/**
 * Races only a multi-connection database shows (PGlite runs one statement at a time): every
 * request goes through app.inject at once, reaching PostgreSQL over a pool of 20 connections.
 */
describe.runIf(TEST_ENGINE === 'postgres')('orders under concurrency (PostgreSQL)', async () => {
  const paypal = new FakeProvider('paypal', ['USD']);
  paypal.createDelayMs = 50;
  const { app } = await build({
    paymentProviders: { paypal },
    prepare: (database) => ensureReferenceData(database.db),
  });

  async function buyer() {
    const user = await createTestUser(app);
    return { user, headers: bearer(await tokenFor(app, user)) };
  }

  async function ordersOf(userId: number) {
    return app.db.select().from(orders).where(eq(orders.userId, userId));
  }

  async function activeEntitlements(userId: number) {
    const [row] = await app.db
      .select({ n: count() })
      .from(entitlements)
      .where(and(eq(entitlements.userId, userId), isNull(entitlements.revokedAt)));
    return row!.n;
  }

  async function outcomes(orderNo: string) {
    const rows = await app.db
      .select({ outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(eq(paymentEvents.orderNo, orderNo));
    const tally: Record<string, number> = {};
    for (const row of rows) tally[row.outcome] = (tally[row.outcome] ?? 0) + 1;
    return tally;
  }

  async function waitingOrder(price: number) {
    const { user, headers } = await buyer();
    const product = await createTestProduct(app, { priceGeneral: price });
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: { method: 'paypal', checkoutKey: checkoutKey(), productIds: [product.id] },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { user, headers, order: orderEnvelope.parse(response.json()).data };
  }

  it('makes one order of 50 concurrent checkouts with one checkout key', async () => {
    const { user, headers } = await buyer();
    const product = await createTestProduct(app, { priceGeneral: 1000 });
    await app.inject({ method: 'PUT', url: `/api/cart/items/${product.id}`, headers });
    const key = checkoutKey();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/orders',
          headers,
          payload: { method: 'paypal', checkoutKey: key },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    const answered = responses.map((response) => orderEnvelope.parse(response.json()).data);
    expect(new Set(answered.map((order) => order.orderNo)).size).toBe(1);
    // Every answer carries the payment: the repeats waited for the first to create it.
    expect(answered.every((order) => order.payment?.kind === 'redirect')).toBe(true);
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(paypal.created.filter((input) => input.orderNo === answered[0]!.orderNo)).toHaveLength(
      1,
    );
  });

  it('makes one order of 30 concurrent checkouts of one product with different keys', async () => {
    const { user, headers } = await buyer();
    const product = await createTestProduct(app, { priceGeneral: 1000 });
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/orders',
          headers,
          payload: { method: 'paypal', checkoutKey: checkoutKey(), productIds: [product.id] },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(29).fill(409)]);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });

  it('grants a free product once however many checkouts with different keys race', async () => {
    const { user, headers } = await buyer();
    const product = await createTestProduct(app, { priceGeneral: 0 });
    await app.inject({ method: 'PUT', url: `/api/cart/items/${product.id}`, headers });
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/orders',
          headers,
          payload: { checkoutKey: checkoutKey(), productIds: [product.id] },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(29).fill(409)]);
    const [order] = await ordersOf(user.id);
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(order!.state).toBe('no_payment_required');
    expect(await activeEntitlements(user.id)).toBe(1);
    const told = await app.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(told.map((row) => row.kind)).toEqual(['orderPaid']);
    const cart = await app.db.select().from(cartItems).where(eq(cartItems.userId, user.id));
    expect(cart).toHaveLength(0);
  });

  it('grants once for one payment applied 20 times concurrently', async () => {
    const { user, order } = await waitingOrder(1000);
    const payment = paidPayment(order.orderNo, 1000);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        n % 2 === 0
          ? applyPayment(app.db, app.clock, 'paypal', payment, 'query')
          : notify(app, 'paypal', { ...payment }).then((response) => {
              expect(response.statusCode).toBe(200);
              return null;
            }),
      ),
    );
    const direct = results.filter((result) => result !== null);
    expect(direct.every((result) => ['applied', 'duplicate'].includes(result!.outcome))).toBe(true);
    expect(await outcomes(order.orderNo)).toEqual({ applied: 1, duplicate: 19 });
    const [row] = await ordersOf(user.id);
    expect(row).toMatchObject({ state: 'paid', transactionId: payment.transactionId });
    expect(await activeEntitlements(user.id)).toBe(1);
  });

  it('flags a payment after cancel for refund, once, however many copies race', async () => {
    const { user, headers, order } = await waitingOrder(500);
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderNo}/cancel`,
      headers,
    });
    expect(cancel.statusCode).toBe(200);
    const payment = paidPayment(order.orderNo, 500);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => notify(app, 'paypal', { ...payment })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(await outcomes(order.orderNo)).toEqual({ late: 1, duplicate: 9 });
    const [row] = await ordersOf(user.id);
    expect(row).toMatchObject({
      state: 'cancelled',
      flaggedForRefund: true,
      transactionId: payment.transactionId,
    });
    expect(await activeEntitlements(user.id)).toBe(0);
  });

  it('refuses a wrong amount however often it comes, and changes nothing', async () => {
    const { user, order } = await waitingOrder(1000);
    const [before] = await ordersOf(user.id);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        notify(app, 'paypal', {
          ...paidPayment(order.orderNo, n % 2 === 0 ? 1 : 999, { transactionId: `T-${n}` }),
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(400));
    expect(await ordersOf(user.id)).toEqual([before]);
    expect(await activeEntitlements(user.id)).toBe(0);
    expect(await outcomes(order.orderNo)).toEqual({ rejected: 10 });
  });

  it('lets a cancel and a payment race: exactly one of them wins', async () => {
    const { user, headers, order } = await waitingOrder(700);
    const [cancel, paid] = await Promise.all([
      app.inject({ method: 'POST', url: `/api/orders/${order.orderNo}/cancel`, headers }),
      notify(app, 'paypal', { ...paidPayment(order.orderNo, 700) }),
    ]);
    expect(paid.statusCode).toBe(200);
    const [row] = await ordersOf(user.id);
    if (cancel.statusCode === 200) {
      expect(row).toMatchObject({ state: 'cancelled', flaggedForRefund: true });
      expect(await activeEntitlements(user.id)).toBe(0);
    } else {
      expect(cancel.statusCode).toBe(409);
      expect(row).toMatchObject({ state: 'paid', flaggedForRefund: false });
      expect(await activeEntitlements(user.id)).toBe(1);
    }
  });
});
