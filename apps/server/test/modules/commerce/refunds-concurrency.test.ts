import { orderSchema } from '@space/contracts/commerce';
import { envelope } from '@space/contracts/envelope';
import { TENANTS } from '@space/contracts/tenants';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, refunds } from '../../../src/db/schema.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build, TEST_ENGINE } from '../../support/helper.ts';
import { checkoutKey, FakeProvider, notify, paidPayment } from '../../support/payment-fixtures.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const orderEnvelope = envelope(orderSchema);
const BRAND = TENANTS[0].id;

/**
 * Refunds raced on a multi-connection database (decision 056): administrators at once, and an
 * administrator beside a provider's notification. The order's row lock is what keeps the
 * refunds of one order within what was paid and each refund asked of the provider once.
 */
describe.runIf(TEST_ENGINE === 'postgres')('refunds under concurrency (PostgreSQL)', async () => {
  const paypal = new FakeProvider('paypal', ['USD']);
  paypal.refundDelayMs = 30;
  const { app } = await build({
    paymentProviders: { paypal },
    prepare: (database) => ensureReferenceData(database.db),
  });
  const admins = await Promise.all(
    Array.from({ length: 4 }, async () =>
      bearer(await tokenFor(app, await createTestUser(app, { tenantId: BRAND, role: 'admin' }))),
    ),
  );

  async function paidOrder(price: number) {
    const user = await createTestUser(app, { tenantId: BRAND });
    const product = await createTestProduct(app, { priceGeneral: price });
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(await tokenFor(app, user)),
      payload: { method: 'paypal', checkoutKey: checkoutKey(), productIds: [product.id] },
    });
    const order = orderEnvelope.parse(response.json()).data;
    await notify(app, 'paypal', { ...paidPayment(order.orderNo, price) });
    const [row] = await app.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    return row!;
  }

  const refund = (orderNo: string, headers: Record<string, string>, body: object) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderNo}/refund`,
      headers,
      payload: body,
    });

  async function held(orderId: number) {
    const rows = await app.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, orderId))
      .then((all) => all.filter((r) => ['pending', 'succeeded'].includes(r.state)));
    return rows.reduce((sum, row) => sum + row.amountMinor, 0);
  }

  it('lets one of several administrators refunding 600 of 1000 at once through', async () => {
    const order = await paidOrder(1000);
    const responses = await Promise.all(
      admins.map((headers) => refund(order.orderNo, headers, { amountMinor: 600 })),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    expect(responses.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual([
      40990, 40990, 40990,
    ]);
    expect(await held(order.id)).toBe(600);
    expect(paypal.refunds.filter((r) => r.orderNo === order.orderNo)).toHaveLength(1);
  });

  it('asks the provider once for 20 full refunds of one order at once', async () => {
    const order = await paidOrder(800);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => refund(order.orderNo, admins[i % admins.length]!, {})),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    expect(paypal.refunds.filter((r) => r.orderNo === order.orderNo)).toHaveLength(1);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.state).toBe('refunded');
    expect(await held(order.id)).toBe(800);
  });

  it('keeps an administrator and a dashboard refund notification within what was paid', async () => {
    const order = await paidOrder(1000);
    const notice = (id: string) =>
      notify(app, 'paypal', {
        orderNo: '',
        state: 'refunded',
        transactionId: order.transactionId,
        refund: {
          refundNo: null,
          refundId: id,
          state: 'succeeded',
          amountMinor: 500,
          refundedTotalMinor: null,
          providerState: 'COMPLETED',
        },
      });
    // The same webhook delivered three times at once beside an administrator's 600.
    const [admin, ...hooks] = await Promise.all([
      refund(order.orderNo, admins[0]!, { amountMinor: 600 }),
      notice('DASH-A'),
      notice('DASH-A'),
      notice('DASH-A'),
    ]);
    for (const hook of hooks) expect(hook.statusCode).toBe(200);
    const rows = await app.db
      .select()
      .from(refunds)
      .where(inArray(refunds.orderId, [order.id]));
    expect(rows.filter((r) => r.providerRefundId === 'DASH-A')).toHaveLength(1);
    // Whichever came first, the administrator's refund was checked against the other: when
    // the dashboard refund was recorded first, 600 no longer fits in what is left.
    if (admin!.statusCode === 200) {
      expect(rows.filter((r) => r.source === 'admin')).toHaveLength(1);
    } else {
      expect(admin!.json().code).toBe(40990);
      expect(await held(order.id)).toBe(500);
    }
  });
});
