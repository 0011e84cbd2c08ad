import { adminOrderDetailSchema } from '@space/contracts/admin';
import { adminOrderSchema, orderSchema } from '@space/contracts/commerce';
import { envelope } from '@space/contracts/envelope';
import { TENANTS } from '@space/contracts/tenants';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { createPaymentProviders } from '../../../src/modules/payments/providers.ts';
import { createPaymentSandbox } from '../../../src/modules/payments/sandbox/keys.ts';
import { openTestDatabase, testConfig } from '../../support/helper.ts';
import { checkoutKey } from '../../support/payment-fixtures.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { closedPort } from '../../support/sandbox-requests.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const BRAND = TENANTS[0].id;

/**
 * The PayPal sandbox finishes a pending refund when told to, as PayPal does on its own time,
 * and sends PAYMENT.CAPTURE.REFUNDED: Space's refund settles by that notification, without
 * waiting a minute for its refund query (the browser journey of e2e/specs/refunds.spec.ts).
 */
describe('the PayPal sandbox completes a pending refund', async () => {
  const database = await openTestDatabase();
  await ensureReferenceData(database.db);
  const port = await closedPort();
  const base = `http://127.0.0.1:${port}`;
  const sandbox = await createPaymentSandbox();
  const app = await buildApp({
    config: testConfig({ publicUrl: base }),
    db: database.db,
    dbEngine: database.engine,
    version: 'test',
    paymentProviders: createPaymentProviders(
      { sandbox: true, paypalCurrencies: ['USD'], wechat: null, alipay: null, paypal: null },
      { sandbox, baseUrl: base },
    ),
    paymentSandbox: sandbox,
  });
  await app.listen({ port, host: '127.0.0.1' });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('answers 200, the webhook settles the refund; an unknown id is 404', async () => {
    const buyer = bearer(await tokenFor(app, await createTestUser(app, { tenantId: BRAND })));
    const admin = bearer(
      await tokenFor(app, await createTestUser(app, { tenantId: BRAND, role: 'admin' })),
    );
    const product = await createTestProduct(app, { priceGeneral: 1999, currency: 'USD' });
    const created = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer,
      payload: { method: 'paypal', checkoutKey: checkoutKey(), productIds: [product.id] },
    });
    const order = envelope(orderSchema).parse(created.json()).data;
    const token = new URL((order.payment as { url: string }).url).searchParams.get('token')!;
    const decided = await app.inject({
      method: 'POST',
      url: '/api/sandbox/pay/paypal/decide',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, action: 'pay-slow' }).toString(),
    });
    expect(decided.statusCode).toBe(302);
    await app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderNo}/complete`,
      headers: buyer,
      payload: { params: { token, PayerID: 'SANDBOXPAYER01' } },
    });
    const refunded = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderNo}/refund`,
      headers: admin,
      payload: { amountMinor: 500, reason: 'one part' },
    });
    const pending = envelope(adminOrderSchema).parse(refunded.json()).data.refunds[0]!;
    expect(pending.state).toBe('pending');

    const complete = (id: string) =>
      app.inject({ method: 'POST', url: `/api/sandbox/pay/paypal/refunds/${id}/complete` });
    const done = await complete(pending.providerRefundId!);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain('COMPLETED');
    const view = async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/admin/orders/${order.orderNo}`,
        headers: admin,
      });
      return envelope(adminOrderDetailSchema).parse(response.json()).data;
    };
    await expect.poll(async () => (await view()).refunds[0]!.state).toBe('succeeded');
    expect(await view()).toMatchObject({ state: 'paid', refundedMinor: 500 });
    // Told again: already COMPLETED, nothing more is sent or applied.
    expect((await complete(pending.providerRefundId!)).statusCode).toBe(200);
    expect((await view()).refunds).toHaveLength(1);

    expect((await complete('NOSUCHREFUND')).statusCode).toBe(404);
  });
});
