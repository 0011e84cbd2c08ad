import {
  adminOrderSchema,
  orderSchema,
  ownedProductSchema,
  type Order,
} from '@space/contracts/commerce';
import { envelope, pageOf } from '@space/contracts/envelope';
import { TENANTS } from '@space/contracts/tenants';
import { and, count, eq, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  cartItems,
  entitlements,
  orders,
  paymentEvents,
  products,
} from '../../../src/db/schema.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build } from '../../support/helper.ts';
import {
  checkoutKey,
  FakeProvider,
  fakeSignature,
  grantMembership,
  notify,
  paidPayment,
} from '../../support/payment-fixtures.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const orderEnvelope = envelope(orderSchema);
const historyEnvelope = envelope(pageOf(orderSchema));
const ownedEnvelope = envelope(pageOf(ownedProductSchema));
const adminOrderEnvelope = envelope(adminOrderSchema);
const MINUTE = 60_000;
const BRAND_A = TENANTS[0].id;
const BRAND_B = TENANTS[1].id;

describe('orders', async () => {
  const clock = new ManualClock();
  const paypal = new FakeProvider('paypal', ['USD']);
  const wechat = new FakeProvider('wechat', ['CNY']);
  const { app } = await build({
    clock,
    paymentProviders: { paypal, wechat },
    prepare: (database) => ensureReferenceData(database.db),
  });

  beforeEach(() => {
    for (const provider of [paypal, wechat]) {
      provider.failCreate = false;
      provider.failClose = false;
      provider.failComplete = false;
    }
  });

  async function member(overrides: Parameters<typeof createTestUser>[1] = {}) {
    const user = await createTestUser(app, { tenantId: BRAND_A, ...overrides });
    return { user, headers: bearer(await tokenFor(app, user)) };
  }

  function paid(price = 1000, overrides: Parameters<typeof createTestProduct>[1] = {}) {
    return createTestProduct(app, {
      priceGeneral: price,
      priceOrdinary: Math.floor(price * 0.8),
      pricePremium: Math.floor(price * 0.6),
      priceSvip: 0,
      ...overrides,
    });
  }

  function post(url: string, headers: Record<string, string>, payload?: unknown) {
    return app.inject({
      method: 'POST',
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  async function checkoutOk(headers: Record<string, string>, body: Record<string, unknown>) {
    const response = await post('/api/orders', headers, { checkoutKey: checkoutKey(), ...body });
    expect(response.statusCode, response.body).toBe(200);
    return orderEnvelope.parse(response.json()).data;
  }

  async function orderRow(orderNo: string) {
    const [row] = await app.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    return row!;
  }

  async function activeEntitlements(userId: number, productId?: number) {
    const [row] = await app.db
      .select({ n: count() })
      .from(entitlements)
      .where(
        and(
          eq(entitlements.userId, userId),
          productId === undefined ? undefined : eq(entitlements.productId, productId),
          isNull(entitlements.revokedAt),
        ),
      );
    return row!.n;
  }

  async function orderCount() {
    const [row] = await app.db.select({ n: count() }).from(orders);
    return row!.n;
  }

  async function events(orderNo: string) {
    return app.db
      .select({ outcome: paymentEvents.outcome, source: paymentEvents.source })
      .from(paymentEvents)
      .where(eq(paymentEvents.orderNo, orderNo))
      .orderBy(paymentEvents.id);
  }

  /** A waiting PayPal order of one product. */
  async function waitingOrder(price = 1000) {
    const buyer = await member();
    const product = await paid(price);
    const order = await checkoutOk(buyer.headers, { method: 'paypal', productIds: [product.id] });
    expect(order.state).toBe('waiting');
    return { ...buyer, product, order };
  }

  describe('checkout', () => {
    it('grants a free order at once, in the same request, and empties those cart items', async () => {
      const { user, headers } = await member();
      const free = await paid(0);
      await app.inject({ method: 'PUT', url: `/api/cart/items/${free.id}`, headers });

      const order = await checkoutOk(headers, {});
      expect(order).toMatchObject({
        state: 'no_payment_required',
        method: null,
        amountMinor: 0,
        currency: 'USD',
        payment: null,
        expiresAt: null,
      });
      expect(order.orderNo).toMatch(/^SP\d{8}_[0-9A-Z]{8}$/);
      expect(order.items.map((item) => [item.product.id, item.pricePaidMinor])).toEqual([
        [free.id, 0],
      ]);
      expect(await activeEntitlements(user.id, free.id)).toBe(1);
      const cart = await app.db.select().from(cartItems).where(eq(cartItems.userId, user.id));
      expect(cart).toEqual([]);
      expect(paypal.created.some((input) => input.orderNo === order.orderNo)).toBe(false);
    });

    it("prices on the server for the buyer's tier and asks the provider once", async () => {
      const { user, headers } = await member();
      await grantMembership(app, user, 'premium', new Date(clock.now() + 30 * 24 * 60 * MINUTE));
      const a = await paid(1000);
      const b = await paid(500);
      const key = checkoutKey();
      const body = { method: 'paypal', checkoutKey: key, productIds: [a.id, b.id] };
      const first = await post('/api/orders', headers, body);
      expect(first.statusCode, first.body).toBe(200);
      const order = orderEnvelope.parse(first.json()).data;
      expect(order).toMatchObject({ state: 'waiting', method: 'paypal', amountMinor: 900 });
      expect(order.items.map((item) => [item.product.id, item.pricePaidMinor, item.tier])).toEqual([
        [a.id, 600, 'premium'],
        [b.id, 300, 'premium'],
      ]);
      expect(order.payment).toEqual({
        kind: 'redirect',
        url: `https://pay.example/paypal/${order.orderNo}`,
      });
      expect(Date.parse(order.expiresAt!) - Date.parse(order.createdAt)).toBe(15 * MINUTE);
      const created = paypal.created.filter((input) => input.orderNo === order.orderNo);
      expect(created).toHaveLength(1);
      expect(created[0]).toMatchObject({
        amountMinor: 900,
        currency: 'USD',
        requestId: order.orderNo,
        notifyUrl: 'http://localhost:80/api/payments/paypal/notify',
      });
      expect(created[0]!.returnUrl).toContain(`/callBack?type=payment&orderNo=${order.orderNo}`);

      // The same key: the same order, the provider not asked again, even with other products.
      const again = await post('/api/orders', headers, { ...body, productIds: [b.id] });
      expect(orderEnvelope.parse(again.json()).data).toEqual(order);
      expect(paypal.created.filter((input) => input.orderNo === order.orderNo)).toHaveLength(1);
      const row = await orderRow(order.orderNo);
      expect(row.providerOrderId).toBe(`P-${order.orderNo}`);
    });

    it('shows a QR code for WeChat Pay', async () => {
      const { headers } = await member();
      const product = await paid(1200, { currency: 'CNY' });
      const order = await checkoutOk(headers, { method: 'wechat', productIds: [product.id] });
      expect(order.payment).toEqual({
        kind: 'qr',
        codeUrl: `weixin://wxpay/bizpayurl?pr=${order.orderNo}`,
      });
      expect(order.currency).toBe('CNY');
    });

    it('refuses a product bought already, and one in another open order', async () => {
      const { user, headers } = await member();
      const product = await paid(700);
      const order = await checkoutOk(headers, { method: 'paypal', productIds: [product.id] });

      const pending = await post('/api/orders', headers, {
        method: 'paypal',
        checkoutKey: checkoutKey(),
        productIds: [product.id],
      });
      expect(pending.statusCode).toBe(409);
      expect(pending.json()).toMatchObject({ code: 40905, data: { orderNo: order.orderNo } });

      expect((await notify(app, 'paypal', { ...paidPayment(order.orderNo, 700) })).statusCode).toBe(
        200,
      );
      expect(await activeEntitlements(user.id, product.id)).toBe(1);
      const before = await orderCount();
      const twice = await post('/api/orders', headers, {
        method: 'paypal',
        checkoutKey: checkoutKey(),
        productIds: [product.id],
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({ code: 40902, data: { productIds: [product.id] } });
      expect(await orderCount()).toBe(before);
    });

    it('checks out the cart without what is owned; an empty cart is refused', async () => {
      const { user, headers } = await member();
      const empty = await post('/api/orders', headers, {
        method: 'paypal',
        checkoutKey: checkoutKey(),
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().code).toBe(40008);

      const a = await paid(100);
      const b = await paid(200);
      for (const product of [a, b]) {
        await app.inject({ method: 'PUT', url: `/api/cart/items/${product.id}`, headers });
      }
      const free = await checkoutOk(headers, { productIds: [await paid(0).then((p) => p.id)] });
      expect(free.state).toBe('no_payment_required');
      // b was bought elsewhere meanwhile; its cart row stays until the cart is read again.
      const bOrder = await checkoutOk(headers, { method: 'paypal', productIds: [b.id] });
      await notify(app, 'paypal', { ...paidPayment(bOrder.orderNo, 200) });
      await app.db
        .insert(cartItems)
        .values({ userId: user.id, tenantId: user.tenantId, productId: b.id })
        .onConflictDoNothing();
      const order = await checkoutOk(headers, { method: 'paypal' });
      expect(order.items.map((item) => item.product.id)).toEqual([a.id]);
      expect(order.amountMinor).toBe(100);
    });

    it('refuses and writes nothing: hidden products, mixed currencies, missing or unusable methods', async () => {
      const { headers } = await member();
      const usd = await paid(100);
      const cny = await paid(100, { currency: 'CNY' });
      const hidden = await paid(100, { restrictedToTenants: [BRAND_B] });
      const before = await orderCount();
      const attempts: [Record<string, unknown>, number, number][] = [
        [{ method: 'paypal', productIds: [usd.id, hidden.id] }, 409, 40904],
        [{ method: 'paypal', productIds: [usd.id, 2_000_000_000] }, 409, 40904],
        [{ method: 'paypal', productIds: [usd.id, cny.id] }, 400, 40009],
        [{ productIds: [usd.id] }, 400, 400],
        [{ method: 'alipay', productIds: [usd.id] }, 400, 40010],
        [{ method: 'wechat', productIds: [usd.id] }, 400, 40010],
        [{ method: 'paypal', productIds: [cny.id] }, 400, 40010],
        [{ method: 'paypal', productIds: [] }, 400, 400],
        [{ method: 'bitcoin', productIds: [usd.id] }, 400, 400],
      ];
      for (const [body, status, code] of attempts) {
        const response = await post('/api/orders', headers, {
          checkoutKey: checkoutKey(),
          ...body,
        });
        expect(response.statusCode, JSON.stringify(body)).toBe(status);
        expect(response.json().code, JSON.stringify(body)).toBe(code);
      }
      const noKey = await post('/api/orders', headers, { method: 'paypal', productIds: [usd.id] });
      expect(noKey.statusCode).toBe(400);
      const badKey = await post('/api/orders', headers, {
        method: 'paypal',
        checkoutKey: 'not-a-uuid',
        productIds: [usd.id],
      });
      expect(badKey.statusCode).toBe(400);
      const unavailable = await post('/api/orders', headers, {
        method: 'alipay',
        checkoutKey: checkoutKey(),
        productIds: [usd.id],
      });
      expect(unavailable.json().data).toEqual({ currency: 'USD', methods: ['paypal'] });
      expect(await orderCount()).toBe(before);
    });

    it('marks the order failed and answers 502 when the provider cannot create the payment', async () => {
      const { user, headers } = await member();
      const product = await paid(300);
      paypal.failCreate = true;
      const response = await post('/api/orders', headers, {
        method: 'paypal',
        checkoutKey: checkoutKey(),
        productIds: [product.id],
      });
      expect(response.statusCode).toBe(502);
      const body = response.json();
      expect(body).toMatchObject({ code: 50202, msg: expect.stringContaining('payment service') });
      const row = await orderRow(body.data.orderNo);
      expect(row).toMatchObject({ state: 'failed', paymentStart: null });
      expect(row.closedAt).not.toBeNull();
      expect(await activeEntitlements(user.id)).toBe(0);

      // Not stuck: a new checkout of the same product works once the provider is back.
      paypal.failCreate = false;
      const retry = await checkoutOk(headers, { method: 'paypal', productIds: [product.id] });
      expect(retry.state).toBe('waiting');
    });

    it('needs a login', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: { method: 'paypal', checkoutKey: checkoutKey(), productIds: [1] },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe("the buyer's orders", () => {
    it("are the buyer's only: another user's order is a 404 everywhere", async () => {
      const { order, headers } = await waitingOrder();
      const other = await member();
      const otherBrand = await member({ tenantId: BRAND_B });
      for (const intruder of [other, otherBrand]) {
        for (const [method, url] of [
          ['GET', `/api/orders/${order.orderNo}`],
          ['POST', `/api/orders/${order.orderNo}/cancel`],
        ] as const) {
          const response = await app.inject({ method, url, headers: intruder.headers });
          expect(response.statusCode, `${method} ${url}`).toBe(404);
        }
        const complete = await post(`/api/orders/${order.orderNo}/complete`, intruder.headers, {
          params: {},
        });
        expect(complete.statusCode).toBe(404);
        const list = await app.inject({
          method: 'GET',
          url: '/api/orders',
          headers: intruder.headers,
        });
        expect(historyEnvelope.parse(list.json()).data.total).toBe(0);
      }
      const mine = await app.inject({
        method: 'GET',
        url: `/api/orders/${order.orderNo}`,
        headers,
      });
      expect(orderEnvelope.parse(mine.json()).data).toEqual(order);
      expect((await orderRow(order.orderNo)).state).toBe('waiting');
      const malformed = await app.inject({ method: 'GET', url: '/api/orders/SP1-x', headers });
      expect(malformed.statusCode).toBe(400);
    });

    it('lists the history newest first, in pages, by state', async () => {
      const { headers } = await member();
      const made: Order[] = [];
      for (const price of [0, 100, 200]) {
        made.push(
          await checkoutOk(headers, { method: 'paypal', productIds: [(await paid(price)).id] }),
        );
        clock.advance(1000);
      }
      const page = async (query: string) => {
        const response = await app.inject({ method: 'GET', url: `/api/orders?${query}`, headers });
        expect(response.statusCode, response.body).toBe(200);
        return historyEnvelope.parse(response.json()).data;
      };
      const first = await page('pageSize=2');
      expect(first.total).toBe(3);
      expect(first.list.map((order) => order.orderNo)).toEqual([
        made[2]!.orderNo,
        made[1]!.orderNo,
      ]);
      expect((await page('pageSize=2&page=2')).list.map((order) => order.orderNo)).toEqual([
        made[0]!.orderNo,
      ]);
      const free = await page('state=no_payment_required');
      expect(free.list.map((order) => order.orderNo)).toEqual([made[0]!.orderNo]);
      expect(
        (await app.inject({ method: 'GET', url: '/api/orders?state=nope', headers })).statusCode,
      ).toBe(400);
    });

    it('cancels a waiting order and closes it at the provider; only once', async () => {
      const { order, headers, user } = await waitingOrder();
      const response = await post(`/api/orders/${order.orderNo}/cancel`, headers);
      expect(response.statusCode, response.body).toBe(200);
      expect(orderEnvelope.parse(response.json()).data).toMatchObject({
        state: 'cancelled',
        payment: null,
      });
      expect(paypal.closed).toContain(order.orderNo);
      const again = await post(`/api/orders/${order.orderNo}/cancel`, headers);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe(40903);
      expect(await activeEntitlements(user.id)).toBe(0);
    });

    it('keeps the order waiting when the provider cannot close it', async () => {
      const { order, headers } = await waitingOrder();
      paypal.failClose = true;
      const response = await post(`/api/orders/${order.orderNo}/cancel`, headers);
      expect(response.statusCode).toBe(502);
      expect((await orderRow(order.orderNo)).state).toBe('waiting');
    });

    it('does not cancel a free or a paid order', async () => {
      const { headers } = await member();
      const free = await checkoutOk(headers, { productIds: [(await paid(0)).id] });
      const response = await post(`/api/orders/${free.orderNo}/cancel`, headers);
      expect(response.statusCode).toBe(409);
    });
  });

  describe('payment notifications', () => {
    it('apply once: paid, granted, out of the cart; replays are duplicates', async () => {
      const { order, user, product, headers } = await waitingOrder(1000);
      await app.inject({ method: 'PUT', url: `/api/cart/items/${product.id}`, headers });
      const payment = paidPayment(order.orderNo, 1000);
      const first = await notify(app, 'paypal', { ...payment });
      expect(first.statusCode).toBe(200);
      expect(first.body).toBe('{"code":"SUCCESS"}');
      expect(paypal.lastExpected).toEqual({ amountMinor: 1000, currency: 'USD' });
      for (let n = 0; n < 3; n += 1) {
        expect((await notify(app, 'paypal', { ...payment })).statusCode).toBe(200);
      }
      const row = await orderRow(order.orderNo);
      expect(row).toMatchObject({
        state: 'paid',
        transactionId: payment.transactionId,
        paymentStart: null,
      });
      expect(await activeEntitlements(user.id, product.id)).toBe(1);
      expect(await app.db.select().from(cartItems).where(eq(cartItems.userId, user.id))).toEqual(
        [],
      );
      expect((await events(order.orderNo)).map((event) => event.outcome)).toEqual([
        'applied',
        'duplicate',
        'duplicate',
        'duplicate',
      ]);
      const view = await app.inject({
        method: 'GET',
        url: `/api/orders/${order.orderNo}`,
        headers,
      });
      expect(orderEnvelope.parse(view.json()).data).toMatchObject({ state: 'paid', payment: null });
    });

    it('verify the exact bytes that arrived, whatever their content type', async () => {
      const { order, user } = await waitingOrder(400);
      // Spacing no JSON parser would keep: the signature covers these bytes only.
      const raw = `{ "orderNo":"${order.orderNo}",  "state":"paid","transactionId":"RAW-${order.orderNo}","amountMinor":400,"currency":"USD" }`;
      const response = await app.inject({
        method: 'POST',
        url: '/api/payments/paypal/notify',
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'x-fake-signature': fakeSignature(raw),
        },
        payload: raw,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((await orderRow(order.orderNo)).state).toBe('paid');
      expect(await activeEntitlements(user.id)).toBe(1);
    });

    it('refuse a bad signature, a wrong amount or currency and an unknown order; nothing changes', async () => {
      const { order, user } = await waitingOrder(1000);
      const before = await orderRow(order.orderNo);
      const attempts = [
        notify(app, 'paypal', { ...paidPayment(order.orderNo, 1000) }, { signature: 'forged' }),
        notify(app, 'paypal', { ...paidPayment(order.orderNo, 1) }),
        notify(app, 'paypal', { ...paidPayment(order.orderNo, 1000, { currency: 'CNY' }) }),
        notify(app, 'paypal', { ...paidPayment('SP20260601-ZZZZZZZZ', 1000) }),
        notify(app, 'paypal', { ...paidPayment('not an order', 1000) }),
        notify(app, 'wechat', { ...paidPayment(order.orderNo, 1000) }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode).toBe(400);
        expect(response.body).toBe('{"code":"FAIL"}');
      }
      expect(await orderRow(order.orderNo)).toEqual(before);
      expect(await activeEntitlements(user.id)).toBe(0);
      const rejected = await app.db
        .select({ reason: paymentEvents.reason })
        .from(paymentEvents)
        .where(eq(paymentEvents.outcome, 'rejected'));
      expect(rejected.map((event) => event.reason)).toEqual(
        expect.arrayContaining(['signature', 'unknown order']),
      );
    });

    it('answer 404 in the envelope for a method without a provider', async () => {
      const response = await notify(app, 'alipay', { orderNo: 'x' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 404 });
      const unknown = await app.inject({
        method: 'POST',
        url: '/api/payments/bitcoin/notify',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(unknown.statusCode).toBe(400);
    });

    it('record a payment after cancel as late and flag it for refund', async () => {
      const { order, headers, user } = await waitingOrder(1000);
      await post(`/api/orders/${order.orderNo}/cancel`, headers);
      const payment = paidPayment(order.orderNo, 1000);
      expect((await notify(app, 'paypal', { ...payment })).statusCode).toBe(200);
      expect((await notify(app, 'paypal', { ...payment })).statusCode).toBe(200);
      expect(await orderRow(order.orderNo)).toMatchObject({
        state: 'cancelled',
        flaggedForRefund: true,
        flagReason: 'paid after the order was cancelled',
        transactionId: payment.transactionId,
      });
      expect(await activeEntitlements(user.id)).toBe(0);
      expect((await events(order.orderNo)).map((event) => event.outcome)).toEqual([
        'late',
        'duplicate',
      ]);
    });
  });

  describe('the return to /callBack', () => {
    it('completes with the provider and applies the result', async () => {
      const { order, headers, user } = await waitingOrder(800);
      paypal.payments.set(order.orderNo, paidPayment(order.orderNo, 800));
      const response = await post(`/api/orders/${order.orderNo}/complete`, headers, {
        params: { token: 'EC-1', PayerID: 'P1' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(orderEnvelope.parse(response.json()).data.state).toBe('paid');
      expect(paypal.completed.at(-1)).toEqual({
        orderNo: order.orderNo,
        params: { token: 'EC-1', PayerID: 'P1' },
      });
      expect(await activeEntitlements(user.id)).toBe(1);
      // Completing a paid order again asks nobody and changes nothing.
      const calls = paypal.completed.length;
      const again = await post(`/api/orders/${order.orderNo}/complete`, headers, { params: {} });
      expect(orderEnvelope.parse(again.json()).data.state).toBe('paid');
      expect(paypal.completed).toHaveLength(calls);
      expect((await events(order.orderNo)).map((event) => event.source)).toEqual(['complete']);
    });

    it('refuses forged return parameters and leaves the order waiting', async () => {
      const { order, headers } = await waitingOrder();
      const response = await post(`/api/orders/${order.orderNo}/complete`, headers, {
        params: { forged: '1' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(40011);
      expect((await orderRow(order.orderNo)).state).toBe('waiting');
    });

    it('leaves the order unknown when the provider does not answer; reconciliation settles it', async () => {
      const { order, headers, user } = await waitingOrder(600);
      paypal.failComplete = true;
      const response = await post(`/api/orders/${order.orderNo}/complete`, headers, { params: {} });
      expect(response.statusCode).toBe(502);
      expect((await orderRow(order.orderNo)).state).toBe('unknown');

      paypal.payments.set(order.orderNo, paidPayment(order.orderNo, 600));
      clock.advance(2 * MINUTE);
      const report = await app.reconcileOrders();
      expect(report.settled).toBeGreaterThanOrEqual(1);
      expect(await orderRow(order.orderNo)).toMatchObject({ state: 'paid' });
      expect(await activeEntitlements(user.id)).toBe(1);
      expect((await events(order.orderNo)).map((event) => event.source)).toEqual(['query']);
    });
  });

  describe('reconciliation', () => {
    it('turns an order whose notification was lost into paid', async () => {
      const { order, user } = await waitingOrder(500);
      paypal.payments.set(order.orderNo, paidPayment(order.orderNo, 500));
      // Younger than a minute: left to its notification.
      await app.reconcileOrders();
      expect((await orderRow(order.orderNo)).state).toBe('waiting');
      clock.advance(2 * MINUTE);
      await app.reconcileOrders();
      expect((await orderRow(order.orderNo)).state).toBe('paid');
      expect(await activeEntitlements(user.id)).toBe(1);
    });

    it('closes an unpaid order after 15 minutes, at the provider too', async () => {
      const { order, user, product } = await waitingOrder(500);
      clock.advance(5 * MINUTE);
      await app.reconcileOrders();
      expect((await orderRow(order.orderNo)).state).toBe('waiting');
      clock.advance(11 * MINUTE);
      const report = await app.reconcileOrders();
      expect(report.expired).toBeGreaterThanOrEqual(1);
      expect(await orderRow(order.orderNo)).toMatchObject({
        state: 'closed',
        note: 'not paid in time',
      });
      expect(paypal.closed).toContain(order.orderNo);
      // A payment that still arrives is kept and flagged, never lost.
      expect((await notify(app, 'paypal', { ...paidPayment(order.orderNo, 500) })).statusCode).toBe(
        200,
      );
      expect(await orderRow(order.orderNo)).toMatchObject({
        state: 'closed',
        flaggedForRefund: true,
      });
      expect(await activeEntitlements(user.id)).toBe(0);
      // Nothing holds the product any more: it can be bought again.
      const again = await checkoutOk(bearer(await tokenFor(app, user)), {
        method: 'paypal',
        productIds: [product.id],
      });
      expect(again.state).toBe('waiting');
    });
  });

  describe('refunds', () => {
    async function admin(tenantId: number = BRAND_A, role: 'admin' | 'moderator' = 'admin') {
      return member({ tenantId, role });
    }

    function refund(orderNo: string, headers: Record<string, string>, reason?: string) {
      return post(`/api/admin/orders/${orderNo}/refund`, headers, reason ? { reason } : {});
    }

    it("refund through the provider and revoke the buyer's access", async () => {
      const { order, user, product, headers } = await waitingOrder(900);
      await notify(app, 'paypal', { ...paidPayment(order.orderNo, 900) });
      expect(await activeEntitlements(user.id, product.id)).toBe(1);

      expect((await refund(order.orderNo, headers)).statusCode).toBe(403);
      expect(
        (await refund(order.orderNo, (await admin(BRAND_A, 'moderator')).headers)).statusCode,
      ).toBe(403);
      expect((await refund(order.orderNo, (await admin(BRAND_B)).headers)).statusCode).toBe(404);
      expect((await orderRow(order.orderNo)).state).toBe('paid');

      const response = await refund(order.orderNo, (await admin()).headers, 'customer request');
      expect(response.statusCode, response.body).toBe(200);
      const view = adminOrderEnvelope.parse(response.json()).data;
      expect(view).toMatchObject({
        state: 'refunded',
        userId: user.id,
        // Our refund number: letters, digits and underscore only, the order's first refund.
        refundId: `RF-${order.orderNo.replace(/[^A-Za-z0-9_]/g, '')}_R1`,
        flaggedForRefund: false,
      });
      expect(paypal.refunds.at(-1)).toMatchObject({
        orderNo: order.orderNo,
        transactionId: `TX-${order.orderNo}`,
        amountMinor: 900,
        totalMinor: 900,
        reason: 'customer request',
      });
      expect(await activeEntitlements(user.id, product.id)).toBe(0);
      const owned = await app.inject({ method: 'GET', url: '/api/users/me/products', headers });
      expect(ownedEnvelope.parse(owned.json()).data.total).toBe(0);
      // Asking again answers the refunded order; the provider is not asked twice.
      const refunds = paypal.refunds.length;
      expect((await refund(order.orderNo, (await admin()).headers)).statusCode).toBe(200);
      expect(paypal.refunds).toHaveLength(refunds);
    });

    it('refund a late payment of a cancelled order; never a waiting one', async () => {
      const { order, headers } = await waitingOrder(300);
      const superAdmin = await member({ tenantId: TENANTS[2].id, isSuperAdmin: true });
      const waiting = await refund(order.orderNo, superAdmin.headers);
      expect(waiting.statusCode).toBe(409);
      expect(waiting.json().code).toBe(40907);
      await post(`/api/orders/${order.orderNo}/cancel`, headers);
      await notify(app, 'paypal', { ...paidPayment(order.orderNo, 300) });
      const response = await refund(order.orderNo, superAdmin.headers);
      expect(response.statusCode, response.body).toBe(200);
      expect(await orderRow(order.orderNo)).toMatchObject({
        state: 'refunded',
        flaggedForRefund: false,
      });
    });
  });

  describe('owned products', () => {
    it('show the order, the payment and the newest version', async () => {
      const { order, user, product, headers } = await waitingOrder(1000);
      await notify(app, 'paypal', { ...paidPayment(order.orderNo, 1000) });
      const free = await paid(0);
      clock.advance(1000);
      await checkoutOk(headers, { productIds: [free.id] });
      const response = await app.inject({ method: 'GET', url: '/api/users/me/products', headers });
      expect(response.statusCode, response.body).toBe(200);
      const page = ownedEnvelope.parse(response.json()).data;
      expect(page.total).toBe(2);
      expect(page.list[1]).toMatchObject({
        product: { id: product.id, name: product.name },
        orderNo: order.orderNo,
        paidAt: (await orderRow(order.orderNo)).paidAt!.toISOString(),
        method: 'paypal',
        state: 'paid',
        amountPaidMinor: 1000,
        currency: 'USD',
        newestVersion: null,
        downloadedVersion: null,
        updateAvailable: false,
      });
      expect(page.list[0]).toMatchObject({
        product: { id: free.id },
        method: null,
        state: 'no_payment_required',
        paidAt: null,
        amountPaidMinor: 0,
      });
      // Delisting does not take away what was bought.
      await app.db.update(products).set({ status: 'delisted' }).where(eq(products.id, product.id));
      const after = await app.inject({ method: 'GET', url: '/api/users/me/products', headers });
      expect(ownedEnvelope.parse(after.json()).data.total).toBe(2);
      const stranger = await member();
      const theirs = await app.inject({
        method: 'GET',
        url: '/api/users/me/products',
        headers: stranger.headers,
      });
      expect(ownedEnvelope.parse(theirs.json()).data.total).toBe(0);
      expect(user.id).not.toBe(stranger.user.id);
    });
  });
});
