import { ORDER_NO_PATTERN, orderSchema } from '@space/contracts/commerce';
import { envelope } from '@space/contracts/envelope';
import { TENANTS } from '@space/contracts/tenants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../src/db/schema.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { newOrderNo } from '../../../src/modules/orders/order-numbers.ts';
import { build } from '../../support/helper.ts';
import {
  FakeProvider,
  givePaidOrder,
  notify,
  paidPayment,
} from '../../support/payment-fixtures.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

/**
 * Order numbers every provider takes (issue 26): Alipay documents `out_trade_no` as letters,
 * digits and underscore, so new numbers have an underscore; numbers issued before keep their
 * hyphen and still reach their orders through every route and notification.
 */

/** What every provider documents for a merchant order number (Alipay's is the narrowest). */
const PROVIDER_SAFE = /^[A-Za-z0-9_]{6,32}$/;
const orderEnvelope = envelope(orderSchema);

describe('order numbers', async () => {
  const clock = new ManualClock(Date.parse('2026-11-28T10:00:00Z'));
  const paypal = new FakeProvider('paypal', ['USD']);
  const { app } = await build({
    clock,
    paymentProviders: { paypal },
    prepare: (database) => ensureReferenceData(database.db),
  });

  it('are letters, digits and underscore only, and match the contract', () => {
    for (let i = 0; i < 200; i += 1) {
      const orderNo = newOrderNo(new Date(clock.now()));
      expect(orderNo).toMatch(PROVIDER_SAFE);
      expect(orderNo).toMatch(/^SP20261128_[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(ORDER_NO_PATTERN.test(orderNo)).toBe(true);
    }
    expect(ORDER_NO_PATTERN.test('SP20261128-9ZV0WZP4')).toBe(true);
    expect(ORDER_NO_PATTERN.test('SP20261128+9ZV0WZP4')).toBe(false);
    expect(ORDER_NO_PATTERN.test('SP20261128_9ZV0WZP')).toBe(false);
  });

  it('a new checkout asks the provider with the underscore form', async () => {
    const user = await createTestUser(app, { tenantId: TENANTS[0].id });
    const product = await createTestProduct(app, { priceGeneral: 700 });
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(await tokenFor(app, user)),
      payload: { method: 'paypal', checkoutKey: crypto.randomUUID(), productIds: [product.id] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const order = orderEnvelope.parse(response.json()).data;
    expect(order.orderNo).toMatch(PROVIDER_SAFE);
    expect(paypal.created.at(-1)?.orderNo).toBe(order.orderNo);
  });

  it('an order numbered before keeps working: looked up, cancelled and paid by its hyphen number', async () => {
    const user = await createTestUser(app, { tenantId: TENANTS[0].id });
    const headers = bearer(await tokenFor(app, user));
    const product = await createTestProduct(app, { priceGeneral: 500 });
    const made = await givePaidOrder(app, user, [product.id], {
      amountMinor: 500,
      state: 'waiting',
    });
    const legacy = 'SP20261101-7K3QX9AB';
    await app.db
      .update(orders)
      .set({ orderNo: legacy, transactionId: null, paidAt: null })
      .where(eq(orders.id, made.id));

    const read = await app.inject({ method: 'GET', url: `/api/orders/${legacy}`, headers });
    expect(read.statusCode, read.body).toBe(200);
    expect(orderEnvelope.parse(read.json()).data).toMatchObject({
      orderNo: legacy,
      state: 'waiting',
    });

    const paidNotice = await notify(app, 'paypal', { ...paidPayment(legacy, 500) });
    expect(paidNotice.statusCode, paidNotice.body).toBe(200);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, made.id));
    expect(row).toMatchObject({ state: 'paid', transactionId: `TX-${legacy}` });

    const cancel = await app.inject({
      method: 'POST',
      url: `/api/orders/${legacy}/cancel`,
      headers,
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({ code: 40903 });
  });
});
