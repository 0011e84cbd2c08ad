import { adminOrderSchema, orderSchema } from '@space/contracts/commerce';
import { envelope } from '@space/contracts/envelope';
import { TENANTS } from '@space/contracts/tenants';
import { and, count, eq, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { entitlements, orders, paymentEvents, refunds } from '../../../src/db/schema.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { build } from '../../support/helper.ts';
import { checkoutKey, FakeProvider, notify, paidPayment } from '../../support/payment-fixtures.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const orderEnvelope = envelope(orderSchema);
const adminOrderEnvelope = envelope(adminOrderSchema);
const BRAND = TENANTS[0].id;

/**
 * The refund lifecycle through the admin route (decision 056): refunds are records that change
 * money and access only when they succeed, partial refunds by lines or by amount, refunds
 * learnt from the provider (made in its dashboard) matched by the provider's own ids.
 */
describe('refunds', async () => {
  const clock = new ManualClock();
  const paypal = new FakeProvider('paypal', ['USD']);
  const { app } = await build({
    clock,
    paymentProviders: { paypal },
    prepare: (database) => ensureReferenceData(database.db),
  });
  const adminUser = await createTestUser(app, { tenantId: BRAND, role: 'admin' });
  const admin = bearer(await tokenFor(app, adminUser));

  beforeEach(() => {
    paypal.refundState = 'succeeded';
    paypal.refundQueryState = 'succeeded';
  });

  /** A paid PayPal order of products at these prices, and its buyer. */
  async function paidOrder(...prices: number[]) {
    const user = await createTestUser(app, { tenantId: BRAND });
    const headers = bearer(await tokenFor(app, user));
    const products = [];
    for (const price of prices)
      products.push(await createTestProduct(app, { priceGeneral: price }));
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: {
        method: 'paypal',
        checkoutKey: checkoutKey(),
        productIds: products.map((p) => p.id),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const order = orderEnvelope.parse(response.json()).data;
    const total = prices.reduce((a, b) => a + b, 0);
    expect((await notify(app, 'paypal', { ...paidPayment(order.orderNo, total) })).statusCode).toBe(
      200,
    );
    return { user, order, products, total };
  }

  function refund(orderNo: string, body: Record<string, unknown> = {}) {
    return app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderNo}/refund`,
      headers: admin,
      payload: body,
    });
  }

  async function refundOk(orderNo: string, body: Record<string, unknown> = {}) {
    const response = await refund(orderNo, body);
    expect(response.statusCode, response.body).toBe(200);
    return adminOrderEnvelope.parse(response.json()).data;
  }

  async function owned(userId: number, productId: number) {
    const [row] = await app.db
      .select({ n: count() })
      .from(entitlements)
      .where(
        and(
          eq(entitlements.userId, userId),
          eq(entitlements.productId, productId),
          isNull(entitlements.revokedAt),
        ),
      );
    return row!.n === 1;
  }

  async function orderState(orderNo: string) {
    const [row] = await app.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    return row!.state;
  }

  it('changes nothing while the provider says PENDING; the query settles it later', async () => {
    const { user, order, products } = await paidOrder(900);
    paypal.refundState = 'pending';
    const view = await refundOk(order.orderNo, { reason: 'customer request' });
    expect(view.state).toBe('paid');
    expect(view.refundedMinor).toBe(0);
    expect(view.refunds).toMatchObject([
      { state: 'pending', amountMinor: 900, source: 'admin', reason: 'customer request' },
    ]);
    expect(view.refunds[0]!.refundNo).toMatch(/^[A-Za-z0-9_]+_R1$/);
    expect(await owned(user.id, products[0]!.id)).toBe(true);

    // Asking again while it is pending asks the provider nothing more.
    const asked = paypal.refunds.length;
    expect((await refundOk(order.orderNo)).refunds).toHaveLength(1);
    expect(paypal.refunds).toHaveLength(asked);

    // Reconciliation follows it a minute later; the provider then says it succeeded.
    clock.advance(2 * 60_000);
    const report = await app.reconcileOrders();
    expect(report.refunds.settled).toBeGreaterThanOrEqual(1);
    expect(await orderState(order.orderNo)).toBe('refunded');
    expect(await owned(user.id, products[0]!.id)).toBe(false);
  });

  it('sees a refund that ends CLOSED or failed, and keeps the order paid', async () => {
    const { user, order, products } = await paidOrder(700);
    paypal.refundState = 'pending';
    paypal.refundQueryState = 'closed';
    await refundOk(order.orderNo);
    clock.advance(2 * 60_000);
    await app.reconcileOrders();
    const [row] = await app.db
      .select()
      .from(refunds)
      .where(eq(refunds.refundNo, `${order.orderNo.replace(/[^A-Za-z0-9_]/g, '')}_R1`));
    expect(row).toMatchObject({ state: 'closed', providerState: 'CLOSED' });
    expect(await orderState(order.orderNo)).toBe('paid');
    expect(await owned(user.id, products[0]!.id)).toBe(true);
    // A closed refund holds no money: the administrator may ask again (a new number).
    paypal.refundState = 'succeeded';
    const view = await refundOk(order.orderNo);
    expect(view.state).toBe('refunded');
    expect(view.refunds.map((r) => [r.refundNo.slice(-3), r.state])).toEqual([
      ['_R1', 'closed'],
      ['_R2', 'succeeded'],
    ]);
  });

  it('refunds chosen lines: only those lose their access; the rest later refunds the order', async () => {
    const { user, order, products } = await paidOrder(600, 400);
    const [a, b] = [products[0]!, products[1]!];
    const view = await refundOk(order.orderNo, { productIds: [a.id], reason: 'broken file' });
    expect(view).toMatchObject({ state: 'paid', refundedMinor: 600 });
    expect(view.refunds).toMatchObject([
      { productIds: [a.id], amountMinor: 600, state: 'succeeded' },
    ]);
    expect(paypal.refunds.at(-1)).toMatchObject({ amountMinor: 600, totalMinor: 1000 });
    expect(await owned(user.id, a.id)).toBe(false);
    expect(await owned(user.id, b.id)).toBe(true);

    // The same line again, or a line of no order: refused, nothing written.
    const again = await refund(order.orderNo, { productIds: [a.id] });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(40991);
    const stranger = await refund(order.orderNo, { productIds: [999_999] });
    expect(stranger.json()).toMatchObject({ code: 40991, data: { productIds: [999_999] } });

    const rest = await refundOk(order.orderNo, {});
    expect(rest).toMatchObject({ state: 'refunded', refundedMinor: 1000 });
    expect(await owned(user.id, b.id)).toBe(false);
  });

  it('refunds an amount without revoking anything; never more than is left', async () => {
    const { user, order, products } = await paidOrder(600, 400);
    const view = await refundOk(order.orderNo, { amountMinor: 300 });
    expect(view).toMatchObject({ state: 'paid', refundedMinor: 300 });
    for (const product of products) expect(await owned(user.id, product.id)).toBe(true);

    const tooMuch = await refund(order.orderNo, { amountMinor: 701 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 40990, data: { left: 700 } });
    for (const body of [
      { amountMinor: 0 },
      { amountMinor: -5 },
      { amountMinor: 1.5 },
      { amountMinor: 100, productIds: [products[0]!.id] },
      { productIds: [] },
    ]) {
      const bad = await refund(order.orderNo, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    const rows = await app.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, (await orderRow(order.orderNo)).id));
    expect(rows).toHaveLength(1);

    // The last 700 makes it whole: the order is refunded and everything ends.
    expect(await refundOk(order.orderNo, { amountMinor: 700 })).toMatchObject({
      state: 'refunded',
      refundedMinor: 1000,
    });
    for (const product of products) expect(await owned(user.id, product.id)).toBe(false);
  });

  async function orderRow(orderNo: string) {
    const [row] = await app.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    return row!;
  }

  it("applies a provider's partial refund made in its dashboard, found by the transaction id", async () => {
    const { user, order, products } = await paidOrder(1999);
    const notice = {
      orderNo: '',
      state: 'refunded',
      transactionId: `TX-${order.orderNo}`,
      refund: {
        refundNo: null,
        refundId: 'DASHBOARD-1',
        state: 'succeeded',
        amountMinor: 500,
        refundedTotalMinor: null,
        providerState: 'COMPLETED',
      },
    };
    const first = await notify(app, 'paypal', notice);
    expect(first.statusCode).toBe(200);
    expect((await notify(app, 'paypal', notice)).statusCode).toBe(200);
    const rows = await app.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, (await orderRow(order.orderNo)).id));
    expect(rows).toMatchObject([
      { source: 'provider', amountMinor: 500, state: 'succeeded', providerRefundId: 'DASHBOARD-1' },
    ]);
    expect(await orderState(order.orderNo)).toBe('paid');
    expect(await owned(user.id, products[0]!.id)).toBe(true);
    const events = await app.db
      .select({ outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(eq(paymentEvents.orderNo, order.orderNo));
    expect(events.map((e) => e.outcome)).toEqual(['applied', 'applied', 'duplicate']);
    // What is left for an administrator is what the provider has not given back.
    const tooMuch = await refund(order.orderNo, { amountMinor: 1500 });
    expect(tooMuch.json()).toMatchObject({ code: 40990, data: { left: 1499 } });
  });

  it('acknowledges a refund of no known order and keeps it for administrators', async () => {
    const response = await notify(app, 'paypal', {
      orderNo: '',
      state: 'refunded',
      transactionId: 'CAPTURE-NOBODY-KNOWS',
      refund: {
        refundNo: null,
        refundId: 'DASHBOARD-X',
        state: 'succeeded',
        amountMinor: 100,
        refundedTotalMinor: null,
        providerState: 'COMPLETED',
      },
    });
    expect(response.statusCode).toBe(200);
    const [event] = await app.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.transactionId, 'CAPTURE-NOBODY-KNOWS'));
    expect(event).toMatchObject({ outcome: 'unmatched', orderNo: null });

    // Super admins see it; a brand's admin does not (it belongs to no brand).
    const superAdmin = await createTestUser(app, { tenantId: BRAND, isSuperAdmin: true });
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/payment-events/unmatched',
      headers: bearer(await tokenFor(app, superAdmin)),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.list).toContainEqual(
      expect.objectContaining({ transactionId: 'CAPTURE-NOBODY-KNOWS', method: 'paypal' }),
    );
    const brandAdmin = await app.inject({
      method: 'GET',
      url: '/api/admin/payment-events/unmatched',
      headers: admin,
    });
    expect(brandAdmin.statusCode).toBe(403);
  });
});
