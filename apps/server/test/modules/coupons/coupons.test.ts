import { orderSchema } from '@space/contracts/commerce';
import { adminCouponSchema, couponPreviewSchema } from '@space/contracts/coupons';
import { envelope, pageOf } from '@space/contracts/envelope';
import { ERRORS, type ErrorName } from '@space/contracts/errors';
import { TENANTS } from '@space/contracts/tenants';
import { and, count, eq, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartItems, couponUses, coupons, entitlements, orders } from '../../../src/db/schema.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { discountOf, type CouponRow } from '../../../src/modules/coupons/coupon-rules.ts';
import { seedDemoCoupons } from '../../../src/seed/demo-coupons.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build, TEST_ENGINE } from '../../support/helper.ts';
import {
  checkoutKey,
  FakeProvider,
  grantMembership,
  notify,
  paidPayment,
} from '../../support/payment-fixtures.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const orderEnvelope = envelope(orderSchema);
const previewEnvelope = envelope(couponPreviewSchema);
const adminCouponEnvelope = envelope(adminCouponSchema);
const adminListEnvelope = envelope(pageOf(adminCouponSchema));
const MINUTE = 60_000;
const BRAND_A = TENANTS[0].id;
const BRAND_B = TENANTS[1].id;

let codeCounter = 0;
function freshCode(prefix = 'C'): string {
  codeCounter += 1;
  return `${prefix}${codeCounter}X${Math.random().toString(36).slice(2, 7)}`.toUpperCase();
}

describe('discount coupons', async () => {
  const clock = new ManualClock();
  const paypal = new FakeProvider('paypal', ['USD']);
  const wechat = new FakeProvider('wechat', ['CNY']);
  const { app } = await build({
    clock,
    paymentProviders: { paypal, wechat },
    prepare: (database) => ensureReferenceData(database.db),
  });

  beforeEach(() => {
    paypal.failCreate = false;
    wechat.failCreate = false;
  });

  const now = () => new Date(clock.now());

  async function member(
    tenantId: number = BRAND_A,
    overrides: Parameters<typeof createTestUser>[1] = {},
  ) {
    const user = await createTestUser(app, { tenantId, ...overrides });
    return { user, headers: bearer(await tokenFor(app, user)) };
  }

  function product(price: number, currency = 'USD') {
    return createTestProduct(app, {
      priceGeneral: price,
      priceOrdinary: Math.floor(price * 0.8),
      pricePremium: Math.floor(price * 0.6),
      priceSvip: 0,
      currency,
    });
  }

  async function coupon(values: Partial<typeof coupons.$inferInsert> = {}): Promise<CouponRow> {
    const [row] = await app.db
      .insert(coupons)
      .values({
        tenantId: BRAND_A,
        code: freshCode(),
        kind: 'percent',
        percentOff: 10,
        createdAt: now(),
        ...values,
      })
      .returning();
    return row!;
  }

  async function couponRow(id: number) {
    const [row] = await app.db.select().from(coupons).where(eq(coupons.id, id));
    return row!;
  }

  async function usesOf(couponId: number) {
    return app.db
      .select()
      .from(couponUses)
      .where(eq(couponUses.couponId, couponId))
      .orderBy(couponUses.id);
  }

  async function ordersOf(userId: number) {
    return app.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.id);
  }

  function post(url: string, headers: Record<string, string>, payload: object) {
    return app.inject({ method: 'POST', url, headers, payload });
  }

  function checkout(headers: Record<string, string>, body: Record<string, unknown>) {
    return post('/api/orders', headers, { checkoutKey: checkoutKey(), ...body });
  }

  async function checkoutOk(headers: Record<string, string>, body: Record<string, unknown>) {
    const response = await checkout(headers, body);
    expect(response.statusCode, response.body).toBe(200);
    return orderEnvelope.parse(response.json()).data;
  }

  async function addToCart(headers: Record<string, string>, productId: number) {
    const response = await app.inject({
      method: 'PUT',
      url: `/api/cart/items/${productId}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  function preview(headers: Record<string, string>, body: Record<string, unknown>) {
    return post('/api/coupons/preview', headers, body);
  }

  function expectError(
    response: { statusCode: number; json: () => { code: number; msg: string } },
    name: ErrorName,
  ) {
    expect(response.statusCode).toBe(ERRORS[name].status);
    expect(response.json().code).toBe(ERRORS[name].code);
  }

  describe('the arithmetic', () => {
    const percent = (percentOff: number) =>
      ({ kind: 'percent', percentOff, amountOffMinor: null }) as CouponRow;
    const fixed = (amountOffMinor: number) =>
      ({ kind: 'fixed', percentOff: null, amountOffMinor }) as CouponRow;

    it('rounds a percent discount down: the seller keeps the fraction of a minor unit', () => {
      expect(discountOf(percent(15), 999)).toBe(149); // 149.85
      expect(discountOf(percent(10), 995)).toBe(99); // 99.5
      expect(discountOf(percent(50), 1)).toBe(0); // 0.5
      expect(discountOf(percent(33), 300)).toBe(99);
      expect(discountOf(percent(1), 99)).toBe(0);
      expect(discountOf(percent(100), 12_345)).toBe(12_345);
      // The largest subtotal a row holds: integer arithmetic stays exact.
      expect(discountOf(percent(99), 2_147_483_647)).toBe(2_126_008_810);
    });

    it('takes a fixed amount off, never more than the subtotal', () => {
      expect(discountOf(fixed(200), 1000)).toBe(200);
      expect(discountOf(fixed(500), 300)).toBe(300);
      expect(discountOf(fixed(1), 0)).toBe(0);
    });
  });

  describe('refusals change nothing', () => {
    const cases: {
      name: string;
      error: ErrorName;
      setup: (userId: number, headers: Record<string, string>) => Promise<CouponRow | string>;
      price?: number;
    }[] = [
      { name: 'an unknown code', error: 'COUPON_INVALID', setup: async () => 'NOSUCHCODE' },
      {
        name: 'a coupon of another brand',
        error: 'COUPON_INVALID',
        setup: () => coupon({ tenantId: BRAND_B }),
      },
      {
        name: 'a coupon switched off',
        error: 'COUPON_INVALID',
        setup: () => coupon({ active: false }),
      },
      {
        name: 'a coupon not started yet',
        error: 'COUPON_INVALID',
        setup: () => coupon({ startsAt: new Date(clock.now() + MINUTE) }),
      },
      {
        name: 'a coupon at its expiry instant',
        error: 'COUPON_EXPIRED',
        setup: () => coupon({ expiresAt: now() }),
      },
      {
        name: 'a coupon whose every use is taken',
        error: 'COUPON_USED_UP',
        setup: () => coupon({ maxUses: 3, useCount: 3 }),
      },
      {
        name: 'an order under the minimum spend',
        error: 'COUPON_MIN_SPEND',
        price: 499,
        setup: () => coupon({ currency: 'USD', minSpendMinor: 500 }),
      },
      {
        name: 'a fixed coupon of another currency',
        error: 'COUPON_WRONG_CURRENCY',
        setup: () =>
          coupon({ kind: 'fixed', percentOff: null, amountOffMinor: 100, currency: 'CNY' }),
      },
      {
        name: 'a coupon the buyer holds in another open order',
        error: 'COUPON_ALREADY_USED',
        setup: async (_userId, headers) => {
          const held = await coupon();
          const first = await product(700);
          await checkoutOk(headers, {
            method: 'paypal',
            productIds: [first.id],
            couponCode: held.code,
          });
          return held;
        },
      },
    ];

    it.each(cases)('$name: $error', async ({ error, setup, price }) => {
      const { user, headers } = await member();
      const made = await setup(user.id, headers);
      const code = typeof made === 'string' ? made : made.code.toLowerCase();
      const item = await product(price ?? 1000);
      await addToCart(headers, item.id);
      const ordersBefore = await ordersOf(user.id);
      const couponBefore = typeof made === 'string' ? null : await couponRow(made.id);
      const usesBefore = typeof made === 'string' ? [] : await usesOf(made.id);
      const createdBefore = paypal.created.length;

      expectError(await preview(headers, { code }), error);
      expectError(
        await checkout(headers, { method: 'paypal', productIds: [item.id], couponCode: code }),
        error,
      );
      expectError(await checkout(headers, { method: 'paypal', couponCode: code }), error);

      expect(await ordersOf(user.id)).toEqual(ordersBefore);
      expect(paypal.created.length).toBe(createdBefore);
      if (typeof made !== 'string') {
        expect(await couponRow(made.id)).toEqual(couponBefore);
        expect(await usesOf(made.id)).toEqual(usesBefore);
      }
      const [cart] = await app.db
        .select({ n: count() })
        .from(cartItems)
        .where(eq(cartItems.userId, user.id));
      expect(cart!.n).toBe(1);
    });

    it('names the minimum spend, in the buyer’s language', async () => {
      const { headers } = await member();
      const minimum = await coupon({ currency: 'USD', minSpendMinor: 500 });
      await addToCart(headers, (await product(300)).id);
      const en = await preview(headers, { code: minimum.code });
      expect(en.json()).toMatchObject({
        code: ERRORS.COUPON_MIN_SPEND.code,
        msg: 'This promo code needs an order of at least 5.00 USD.',
        data: { minSpendMinor: 500, currency: 'USD' },
      });
      const zh = await preview({ ...headers, lang: 'zh-CN' }, { code: minimum.code });
      expect(zh.json().msg).toBe('订单金额满 5.00 USD 方可使用该优惠码。');
      const ko = await preview({ ...headers, lang: 'ko-KR' }, { code: minimum.code });
      expect(ko.json().msg).toContain('5.00 USD');
    });

    it('refuses an empty code with a field error, and nothing is written', async () => {
      const { user, headers } = await member();
      const item = await product(1000);
      const response = await checkout(headers, {
        method: 'paypal',
        productIds: [item.id],
        couponCode: '   ',
      });
      expectError(response, 'VALIDATION_FAILED');
      expect(response.json().data.fields[0].path).toBe('body.couponCode');
      expectError(await preview(headers, { code: '' }), 'VALIDATION_FAILED');
      expect(await ordersOf(user.id)).toEqual([]);
    });
  });

  describe('checkout with a coupon', () => {
    it('records a percent discount on the order and asks the provider for the discounted amount', async () => {
      const { user, headers } = await member();
      const percent = await coupon({ percentOff: 15 });
      const item = await product(999);
      const order = await checkoutOk(headers, {
        method: 'paypal',
        productIds: [item.id],
        couponCode: ` ${percent.code.toLowerCase()} `,
      });
      expect(order).toMatchObject({
        state: 'waiting',
        subtotalMinor: 999,
        discountMinor: 149,
        amountMinor: 850,
        coupon: percent.code,
      });
      expect(order.items[0]!.pricePaidMinor).toBe(999);
      expect(paypal.created.at(-1)).toMatchObject({ orderNo: order.orderNo, amountMinor: 850 });
      const [row] = await ordersOf(user.id);
      expect(row).toMatchObject({
        subtotalMinor: 999,
        discountMinor: 149,
        amountMinor: 850,
        couponId: percent.id,
      });
      expect((await couponRow(percent.id)).useCount).toBe(1);
      expect(await usesOf(percent.id)).toMatchObject([
        { userId: user.id, orderId: row!.id, releasedAt: null },
      ]);

      // The provider must report the discounted amount; the subtotal is refused.
      const wrong = await notify(app, 'paypal', { ...paidPayment(order.orderNo, 999) });
      expect(wrong.statusCode).toBe(400);
      const right = await notify(app, 'paypal', { ...paidPayment(order.orderNo, 850) });
      expect(right.statusCode).toBe(200);
      const paid = await app.inject({
        method: 'GET',
        url: `/api/orders/${order.orderNo}`,
        headers,
      });
      expect(orderEnvelope.parse(paid.json()).data).toMatchObject({
        state: 'paid',
        discountMinor: 149,
        coupon: percent.code,
      });
      // A paid order keeps its use.
      expect((await couponRow(percent.id)).useCount).toBe(1);
      expectError(
        await checkout(headers, {
          method: 'paypal',
          productIds: [(await product(1000)).id],
          couponCode: percent.code,
        }),
        'COUPON_ALREADY_USED',
      );
    });

    it('applies the percentage to the price for the buyer’s tier', async () => {
      const { user, headers } = await member();
      await grantMembership(app, user, 'ordinary', new Date(clock.now() + 30 * 24 * 60 * MINUTE));
      const percent = await coupon({ percentOff: 25 });
      const item = await product(1000); // 800 for ordinary members
      const order = await checkoutOk(headers, {
        method: 'paypal',
        productIds: [item.id],
        couponCode: percent.code,
      });
      expect(order).toMatchObject({ subtotalMinor: 800, discountMinor: 200, amountMinor: 600 });
    });

    it('takes a fixed amount off an order in its currency', async () => {
      const { headers } = await member();
      const fixed = await coupon({
        kind: 'fixed',
        percentOff: null,
        amountOffMinor: 300,
        currency: 'CNY',
        minSpendMinor: 1000,
      });
      const item = await product(1200, 'CNY');
      const order = await checkoutOk(headers, {
        method: 'wechat',
        productIds: [item.id],
        couponCode: fixed.code,
      });
      expect(order).toMatchObject({
        currency: 'CNY',
        subtotalMinor: 1200,
        discountMinor: 300,
        amountMinor: 900,
        coupon: fixed.code,
      });
      expect(wechat.created.at(-1)).toMatchObject({ amountMinor: 900, currency: 'CNY' });
    });

    it('makes an order free after the discount no_payment_required, granted at once', async () => {
      const { user, headers } = await member();
      const all = await coupon({ percentOff: 100 });
      const item = await product(1500);
      await addToCart(headers, item.id);
      const created = paypal.created.length;
      const order = await checkoutOk(headers, { method: 'paypal', couponCode: all.code });
      expect(order).toMatchObject({
        state: 'no_payment_required',
        method: null,
        subtotalMinor: 1500,
        discountMinor: 1500,
        amountMinor: 0,
        coupon: all.code,
      });
      expect(paypal.created.length).toBe(created);
      const [owned] = await app.db
        .select({ n: count() })
        .from(entitlements)
        .where(and(eq(entitlements.userId, user.id), isNull(entitlements.revokedAt)));
      expect(owned!.n).toBe(1);
      const [cart] = await app.db
        .select({ n: count() })
        .from(cartItems)
        .where(eq(cartItems.userId, user.id));
      expect(cart!.n).toBe(0);
      // A fixed coupon larger than the order also leaves nothing to pay, with no method given.
      const large = await coupon({
        kind: 'fixed',
        percentOff: null,
        amountOffMinor: 5000,
        currency: 'USD',
      });
      const cheap = await product(300);
      const free = await checkoutOk(headers, { productIds: [cheap.id], couponCode: large.code });
      expect(free).toMatchObject({
        state: 'no_payment_required',
        subtotalMinor: 300,
        discountMinor: 300,
        amountMinor: 0,
      });
    });

    it('answers a repeated checkout key with the same order and one use', async () => {
      const { user, headers } = await member();
      const percent = await coupon();
      const item = await product(1000);
      const key = checkoutKey();
      const body = { method: 'paypal', checkoutKey: key, productIds: [item.id] };
      const first = await post('/api/orders', headers, { ...body, couponCode: percent.code });
      const again = await post('/api/orders', headers, { ...body, couponCode: percent.code });
      expect(again.json().data.orderNo).toBe(first.json().data.orderNo);
      expect(await ordersOf(user.id)).toHaveLength(1);
      expect(await usesOf(percent.id)).toHaveLength(1);
      expect((await couponRow(percent.id)).useCount).toBe(1);
    });

    it('lists subtotal, discount and coupon in the order history', async () => {
      const { headers } = await member();
      const percent = await coupon({ percentOff: 20 });
      await checkoutOk(headers, {
        method: 'paypal',
        productIds: [(await product(500)).id],
        couponCode: percent.code,
      });
      await checkoutOk(headers, { method: 'paypal', productIds: [(await product(400)).id] });
      const history = await app.inject({ method: 'GET', url: '/api/orders', headers });
      const list = envelope(pageOf(orderSchema)).parse(history.json()).data.list;
      expect(list.map((order) => [order.subtotalMinor, order.discountMinor, order.coupon])).toEqual(
        [
          [400, 0, null],
          [500, 100, percent.code],
        ],
      );
    });
  });

  describe('release when an order ends unpaid', () => {
    async function heldBy(couponRowValue: CouponRow) {
      const { user, headers } = await member();
      const item = await product(1000);
      const order = await checkoutOk(headers, {
        method: 'paypal',
        productIds: [item.id],
        couponCode: couponRowValue.code,
      });
      expect((await couponRow(couponRowValue.id)).useCount).toBe(1);
      return { user, headers, item, order };
    }

    it('cancel releases the use: the buyer and others may use it again', async () => {
      const single = await coupon({ maxUses: 1 });
      const { user, headers, item, order } = await heldBy(single);
      const other = await member();
      const otherItem = await product(1000);
      expectError(
        await checkout(other.headers, {
          method: 'paypal',
          productIds: [otherItem.id],
          couponCode: single.code,
        }),
        'COUPON_USED_UP',
      );

      const cancel = await app.inject({
        method: 'POST',
        url: `/api/orders/${order.orderNo}/cancel`,
        headers,
      });
      expect(cancel.statusCode).toBe(200);
      expect((await couponRow(single.id)).useCount).toBe(0);
      const [use] = await usesOf(single.id);
      expect(use!.releasedAt).toEqual(now());

      // The same buyer uses it again on a new order; the cap holds once more.
      const again = await checkoutOk(headers, {
        method: 'paypal',
        productIds: [item.id],
        couponCode: single.code,
      });
      expect(again.coupon).toBe(single.code);
      expect((await couponRow(single.id)).useCount).toBe(1);
      expect(await usesOf(single.id)).toHaveLength(2);
      expect((await ordersOf(user.id)).map((row) => row.state)).toEqual(['cancelled', 'waiting']);
      expectError(
        await checkout(other.headers, {
          method: 'paypal',
          productIds: [otherItem.id],
          couponCode: single.code,
        }),
        'COUPON_USED_UP',
      );
    });

    it('a provider that cannot create the payment fails the order and releases the use', async () => {
      const percent = await coupon();
      const { user, headers } = await member();
      paypal.failCreate = true;
      const response = await checkout(headers, {
        method: 'paypal',
        productIds: [(await product(1000)).id],
        couponCode: percent.code,
      });
      expectError(response, 'PAYMENT_PROVIDER_FAILED');
      const [row] = await ordersOf(user.id);
      expect(row).toMatchObject({ state: 'failed', couponId: percent.id, discountMinor: 100 });
      expect((await couponRow(percent.id)).useCount).toBe(0);
      expect((await usesOf(percent.id))[0]!.releasedAt).not.toBeNull();
    });

    it('a failure reported by the provider releases the use', async () => {
      const percent = await coupon();
      const { order } = await heldBy(percent);
      const response = await notify(app, 'paypal', {
        orderNo: order.orderNo,
        state: 'failed',
        transactionId: null,
        amountMinor: null,
        currency: null,
      });
      expect(response.statusCode).toBe(200);
      expect((await couponRow(percent.id)).useCount).toBe(0);
      // A second report changes nothing more.
      await notify(app, 'paypal', { orderNo: order.orderNo, state: 'closed' });
      expect((await couponRow(percent.id)).useCount).toBe(0);
      expect((await usesOf(percent.id)).filter((use) => use.releasedAt === null)).toEqual([]);
    });

    it('an order closed for not being paid in time releases the use', async () => {
      const percent = await coupon();
      const { order } = await heldBy(percent);
      clock.advance(16 * MINUTE);
      await app.reconcileOrders();
      const [row] = await app.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
      expect(row!.state).toBe('closed');
      expect((await couponRow(percent.id)).useCount).toBe(0);
      expect((await usesOf(percent.id))[0]!.releasedAt).not.toBeNull();
    });
  });

  describe('the preview', () => {
    it('answers each currency total of the cart, refusing the coupon where it does not apply', async () => {
      const { user, headers } = await member();
      const welcome = await coupon({ percentOff: 10, currency: 'USD', minSpendMinor: 500 });
      await addToCart(headers, (await product(995)).id);
      await addToCart(headers, (await product(1200, 'CNY')).id);
      const response = await preview(headers, { code: welcome.code.toLowerCase() });
      expect(response.statusCode, response.body).toBe(200);
      const { coupon: summary, totals } = previewEnvelope.parse(response.json()).data;
      expect(summary).toMatchObject({ code: welcome.code, kind: 'percent', percentOff: 10 });
      const usd = totals.find((total) => total.currency === 'USD');
      const cny = totals.find((total) => total.currency === 'CNY');
      expect(usd).toEqual({
        currency: 'USD',
        subtotalMinor: 995,
        discountMinor: 99,
        amountMinor: 896,
        free: false,
        refusal: null,
      });
      expect(cny).toMatchObject({
        subtotalMinor: 1200,
        discountMinor: 0,
        amountMinor: 1200,
        refusal: {
          code: ERRORS.COUPON_WRONG_CURRENCY.code,
          msg: 'This promo code applies only to orders in USD.',
        },
      });
      // Asked for the CNY total alone, the coupon is refused outright.
      expectError(
        await preview(headers, { code: welcome.code, currency: 'CNY' }),
        'COUPON_WRONG_CURRENCY',
      );
      const usdOnly = await preview(headers, { code: welcome.code, currency: 'USD' });
      expect(previewEnvelope.parse(usdOnly.json()).data.totals).toHaveLength(1);
      // Nothing reserved, nothing written.
      expect((await couponRow(welcome.id)).useCount).toBe(0);
      expect(await usesOf(welcome.id)).toEqual([]);
      expect(await ordersOf(user.id)).toEqual([]);
    });

    it('refuses an empty cart', async () => {
      const { headers } = await member();
      const percent = await coupon();
      expectError(await preview(headers, { code: percent.code }), 'CART_EMPTY');
    });
  });

  it('seeds the demo coupons once, and they work', async () => {
    await seedDemoCoupons(app.db);
    await seedDemoCoupons(app.db);
    const seeded = await app.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.tenantId, BRAND_A), eq(coupons.code, 'WELCOME10')));
    expect(seeded).toHaveLength(1);
    const { headers } = await member();
    const order = await checkoutOk(headers, {
      method: 'paypal',
      productIds: [(await product(500)).id],
      couponCode: 'welcome10',
    });
    expect(order).toMatchObject({ subtotalMinor: 500, discountMinor: 50, amountMinor: 450 });
    const cny = await checkoutOk(headers, {
      method: 'wechat',
      productIds: [(await product(1200, 'CNY')).id],
      couponCode: 'STUDIO5',
    });
    expect(cny).toMatchObject({ subtotalMinor: 1200, discountMinor: 500, amountMinor: 700 });
  });

  describe('administration', () => {
    async function admin(tenantId: number = BRAND_A) {
      return member(tenantId, { role: 'admin' });
    }

    it('creates coupons (codes upper case, unique per brand) and lists the brand’s own', async () => {
      const { headers } = await admin();
      const code = freshCode('new');
      const created = await post('/api/admin/coupons', headers, {
        code: code.toLowerCase(),
        kind: 'fixed',
        amountOffMinor: 250,
        currency: 'USD',
        minSpendMinor: 1000,
        maxUses: 10,
        expiresAt: new Date(clock.now() + 7 * 24 * 60 * MINUTE).toISOString(),
      });
      expect(created.statusCode, created.body).toBe(200);
      const row = adminCouponEnvelope.parse(created.json()).data;
      expect(row).toMatchObject({
        code,
        tenantId: BRAND_A,
        kind: 'fixed',
        amountOffMinor: 250,
        percentOff: null,
        useCount: 0,
        active: true,
      });
      expectError(
        await post('/api/admin/coupons', headers, { code, kind: 'percent', percentOff: 5 }),
        'COUPON_CODE_TAKEN',
      );
      // The same code in another brand is another coupon.
      const brandB = await admin(BRAND_B);
      const elsewhere = await post('/api/admin/coupons', brandB.headers, {
        code,
        kind: 'percent',
        percentOff: 5,
      });
      expect(elsewhere.statusCode, elsewhere.body).toBe(200);

      const list = await app.inject({
        method: 'GET',
        url: '/api/admin/coupons?pageSize=100',
        headers,
      });
      const page = adminListEnvelope.parse(list.json()).data;
      expect(page.list.every((entry) => entry.tenantId === BRAND_A)).toBe(true);
      expect(page.list.some((entry) => entry.id === row.id)).toBe(true);
      // Searched by part of the code, case aside; `%` is a letter there, not a wildcard.
      for (const [q, found] of [
        [code.slice(2, 8).toLowerCase(), [row.id]],
        ['%', []],
      ] as const) {
        const searched = await app.inject({
          method: 'GET',
          url: `/api/admin/coupons?q=${encodeURIComponent(q)}`,
          headers,
        });
        expect(
          adminListEnvelope.parse(searched.json()).data.list.map((c) => c.id),
          q,
        ).toEqual(found);
      }
      const forbidden = await app.inject({
        method: 'GET',
        url: `/api/admin/coupons?tenantId=${BRAND_B}`,
        headers,
      });
      expect(forbidden.statusCode).toBe(403);
    });

    it('refuses inconsistent coupons with field errors', async () => {
      const { headers } = await admin();
      const fields = async (body: object) => {
        const response = await post('/api/admin/coupons', headers, body);
        expectError(response, 'VALIDATION_FAILED');
        return (response.json().data.fields as { path: string }[]).map((field) => field.path);
      };
      expect(await fields({ code: freshCode(), kind: 'fixed', amountOffMinor: 100 })).toEqual([
        'body.currency',
      ]);
      expect(await fields({ code: freshCode(), kind: 'percent' })).toEqual(['body.percentOff']);
      expect(await fields({ code: freshCode(), kind: 'percent', percentOff: 101 })).toContain(
        'body.percentOff',
      );
      expect(
        await fields({ code: freshCode(), kind: 'percent', percentOff: 10, minSpendMinor: 500 }),
      ).toEqual(['body.currency']);
      expect(await fields({ code: 'no spaces', kind: 'percent', percentOff: 10 })).toEqual([
        'body.code',
      ]);
      expect(
        await fields({
          code: freshCode(),
          kind: 'percent',
          percentOff: 10,
          startsAt: '2026-07-01T00:00:00Z',
          expiresAt: '2026-06-01T00:00:00Z',
        }),
      ).toEqual(['body.expiresAt']);
    });

    it('switches off, moves the expiry and changes the cap, never below the uses', async () => {
      const { headers } = await admin();
      const capped = await coupon({ maxUses: 5 });
      await heldByNewBuyer(capped);
      await heldByNewBuyer(capped);
      const patch = (body: object, as = headers) =>
        app.inject({
          method: 'PATCH',
          url: `/api/admin/coupons/${capped.id}`,
          headers: as,
          payload: body,
        });

      const below = await patch({ maxUses: 1 });
      expectError(below, 'COUPON_CAP_BELOW_USES');
      expect(below.json().data).toEqual({ useCount: 2 });
      expect((await couponRow(capped.id)).maxUses).toBe(5);
      const exact = await patch({ maxUses: 2 });
      expect(adminCouponEnvelope.parse(exact.json()).data).toMatchObject({
        maxUses: 2,
        useCount: 2,
      });
      const uncapped = await patch({ maxUses: null });
      expect(uncapped.json().data.maxUses).toBeNull();

      const off = await patch({ active: false });
      expect(off.json().data.active).toBe(false);
      const buyer = await member();
      expectError(
        await checkout(buyer.headers, {
          method: 'paypal',
          productIds: [(await product(1000)).id],
          couponCode: capped.code,
        }),
        'COUPON_INVALID',
      );
      await patch({ active: true, expiresAt: now().toISOString() });
      expectError(
        await checkout(buyer.headers, {
          method: 'paypal',
          productIds: [(await product(1000)).id],
          couponCode: capped.code,
        }),
        'COUPON_EXPIRED',
      );

      // Another brand's admin does not see it; a super admin changes any brand's.
      const brandB = await admin(BRAND_B);
      expectError(await patch({ active: false }, brandB.headers), 'NOT_FOUND');
      const superAdmin = await member(TENANTS[2].id, { isSuperAdmin: true });
      const bySuper = await patch({ expiresAt: null }, superAdmin.headers);
      expect(bySuper.statusCode, bySuper.body).toBe(200);
      expect(bySuper.json().data.expiresAt).toBeNull();
      expectError(await patch({}), 'VALIDATION_FAILED');
    });

    async function heldByNewBuyer(couponRowValue: CouponRow) {
      const buyer = await member();
      await checkoutOk(buyer.headers, {
        method: 'paypal',
        productIds: [(await product(1000)).id],
        couponCode: couponRowValue.code,
      });
    }
  });

  /**
   * Races only a multi-connection database shows (PGlite runs one statement at a time): the
   * requests reach PostgreSQL over a pool of 20 connections at once.
   */
  describe.runIf(TEST_ENGINE === 'postgres')('under concurrency (PostgreSQL)', () => {
    it('50 buyers racing for a coupon capped at 5: exactly 5 orders carry it', async () => {
      const capped = await coupon({ maxUses: 5, percentOff: 20 });
      const item = await product(1000);
      const buyers = await Promise.all(Array.from({ length: 50 }, () => member()));
      const responses = await Promise.all(
        buyers.map((buyer) =>
          checkout(buyer.headers, {
            method: 'paypal',
            productIds: [item.id],
            couponCode: capped.code,
          }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([...Array(5).fill(200), ...Array(45).fill(409)]);
      for (const response of responses.filter((r) => r.statusCode === 409)) {
        expect(response.json().code).toBe(ERRORS.COUPON_USED_UP.code);
      }
      const made = await app.db.select().from(orders).where(eq(orders.couponId, capped.id));
      expect(made).toHaveLength(5);
      expect(made.every((row) => row.amountMinor === 800 && row.discountMinor === 200)).toBe(true);
      // The refused checkouts wrote nothing: no order, no use, and the count is exact.
      const buyerIds = new Set(buyers.map((buyer) => buyer.user.id));
      const everyOrder = await app.db.select({ userId: orders.userId }).from(orders);
      expect(everyOrder.filter((row) => buyerIds.has(row.userId))).toHaveLength(5);
      expect(await usesOf(capped.id)).toHaveLength(5);
      expect((await couponRow(capped.id)).useCount).toBe(5);
    });

    it('one buyer racing two carts with one coupon: one use', async () => {
      const percent = await coupon();
      const { user, headers } = await member();
      const [first, second] = await Promise.all([product(1000), product(700)]);
      await addToCart(headers, first!.id);
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          checkout(headers, {
            method: 'paypal',
            // Half check out the cart, half the other product: two different carts.
            ...(n % 2 === 0 ? {} : { productIds: [second!.id] }),
            couponCode: percent.code,
          }),
        ),
      );
      const ok = responses.filter((response) => response.statusCode === 200);
      expect(ok).toHaveLength(1);
      for (const response of responses.filter((r) => r.statusCode !== 200)) {
        expect(response.statusCode).toBe(409);
        // The other cart is refused for the coupon; the same cart may meet its open order first.
        expect([ERRORS.COUPON_ALREADY_USED.code, ERRORS.ORDER_PENDING.code]).toContain(
          response.json().code,
        );
      }
      expect(await ordersOf(user.id)).toHaveLength(1);
      expect(await usesOf(percent.id)).toHaveLength(1);
      expect((await couponRow(percent.id)).useCount).toBe(1);
    });

    it('a cancel and checkouts racing for the last use leave the count exact', async () => {
      const single = await coupon({ maxUses: 1 });
      const first = await member();
      const order = await checkoutOk(first.headers, {
        method: 'paypal',
        productIds: [(await product(1000)).id],
        couponCode: single.code,
      });
      const others = await Promise.all(Array.from({ length: 10 }, () => member()));
      const item = await product(1000);
      const [cancel, ...tries] = await Promise.all([
        app.inject({
          method: 'POST',
          url: `/api/orders/${order.orderNo}/cancel`,
          headers: first.headers,
        }),
        ...others.map((other) =>
          checkout(other.headers, {
            method: 'paypal',
            productIds: [item.id],
            couponCode: single.code,
          }),
        ),
      ]);
      expect(cancel!.statusCode).toBe(200);
      const won = tries.filter((response) => response.statusCode === 200).length;
      expect(won).toBeLessThanOrEqual(1);
      const held = (await usesOf(single.id)).filter((use) => use.releasedAt === null);
      expect(held).toHaveLength(won);
      expect((await couponRow(single.id)).useCount).toBe(won);
    });
  });
});
