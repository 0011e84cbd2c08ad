import { randomUUID } from 'node:crypto';
import { adminOrderSchema, orderSchema } from '@space/contracts/commerce';
import { envelope } from '@space/contracts/envelope';
import { TENANTS } from '@space/contracts/tenants';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { paymentEvents } from '../../../src/db/schema.ts';
import { signNotification } from '../../../src/modules/payments/alipay/signing.ts';
import { beijingDateTime, beijingRfc3339 } from '../../../src/modules/payments/beijing-time.ts';
import { AUTH_ALGO, expectedMessage } from '../../../src/modules/payments/paypal/signing.ts';
import { createPaymentProviders } from '../../../src/modules/payments/providers.ts';
import { signSha256WithRsa } from '../../../src/modules/payments/rsa.ts';
import {
  createPaymentSandbox,
  type PaymentSandbox,
} from '../../../src/modules/payments/sandbox/keys.ts';
import { encryptResource, signedHeaders } from '../../../src/modules/payments/wechatpay/signing.ts';
import { openTestDatabase, testConfig } from '../../support/helper.ts';
import { checkoutKey } from '../../support/payment-fixtures.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { closedPort } from '../../support/sandbox-requests.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const orderEnvelope = envelope(orderSchema);
const adminOrderEnvelope = envelope(adminOrderSchema);
const BRAND = TENANTS[0].id;

/**
 * Refunds through the real provider clients and the payment sandbox, in the real app on a real
 * port (decision 056, issue 25 item 8): the sandbox keeps its trades in the database, so an
 * order paid before a restart is refunded after it; pending refunds are followed by the refund
 * query; the providers' refund notifications (WeChat Pay REFUND.SUCCESS, an Alipay refund's
 * trade_status_sync, a PayPal refund webhook without custom_id) settle ours or record refunds
 * made in the provider's dashboard.
 */
describe('refunds through the sandbox', async () => {
  const database = await openTestDatabase();
  await ensureReferenceData(database.db);
  const running: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of running) await app.close();
    await database.dispose();
  });

  /** One app instance on the shared database, with a sandbox of its own keys (a new process). */
  async function start() {
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
    running.push(app);
    return { app, base, sandbox };
  }

  let current = await start();

  async function buyer(app: FastifyInstance) {
    const user = await createTestUser(app, { tenantId: BRAND });
    return { user, headers: bearer(await tokenFor(app, user)) };
  }

  async function adminHeaders(app: FastifyInstance) {
    const user = await createTestUser(app, { tenantId: BRAND, role: 'admin' });
    return bearer(await tokenFor(app, user));
  }

  async function checkout(
    app: FastifyInstance,
    headers: Record<string, string>,
    method: 'wechat' | 'alipay' | 'paypal',
    price: number,
  ) {
    const currency = method === 'paypal' ? 'USD' : 'CNY';
    const product = await createTestProduct(app, { priceGeneral: price, currency });
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: { method, checkoutKey: checkoutKey(), productIds: [product.id] },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { order: orderEnvelope.parse(response.json()).data, product };
  }

  function decide(app: FastifyInstance, method: string, fields: Record<string, string>) {
    return app.inject({
      method: 'POST',
      url: `/api/sandbox/pay/${method}/decide`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  }

  async function adminView(app: FastifyInstance, orderNo: string) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderNo}`,
      headers: await adminHeaders(app),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      state: string;
      refundedMinor: number;
      transactionId: string | null;
      refunds: { state: string; source: string; amountMinor: number; refundNo: string }[];
    };
  }

  async function refund(app: FastifyInstance, orderNo: string, body: object = {}) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderNo}/refund`,
      headers: await adminHeaders(app),
      payload: body,
    });
    return response;
  }

  /** A WeChat Pay order paid on the sandbox's code page; its notification reached the app. */
  async function paidWechatOrder(price: number, action = 'pay') {
    const { app } = current;
    const { headers } = await buyer(app);
    const { order } = await checkout(app, headers, 'wechat', price);
    const pr = new URL((order.payment as { codeUrl: string }).codeUrl).searchParams.get('pr')!;
    expect((await decide(app, 'wechat', { pr, action })).statusCode).toBe(200);
    expect((await adminView(app, order.orderNo)).state).toBe('paid');
    return order;
  }

  it('refunds an order paid through the sandbox before a restart (issue 25 item 8)', async () => {
    const order = await paidWechatOrder(1200);
    await current.app.close();
    current = await start();
    const response = await refund(current.app, order.orderNo, { reason: 'after a restart' });
    expect(response.statusCode, response.body).toBe(200);
    expect(adminOrderEnvelope.parse(response.json()).data).toMatchObject({
      state: 'refunded',
      refundedMinor: 1200,
      refunds: [{ state: 'succeeded', amountMinor: 1200, source: 'admin' }],
    });
  });

  it('follows a WeChat Pay refund left PROCESSING to its REFUND.SUCCESS notification', async () => {
    const order = await paidWechatOrder(800, 'pay-slow');
    const response = await refund(current.app, order.orderNo);
    expect(response.statusCode, response.body).toBe(200);
    const pending = adminOrderEnvelope.parse(response.json()).data;
    expect(pending).toMatchObject({ state: 'paid', refunds: [{ state: 'pending' }] });

    const { sandbox, base } = current;
    const status = await wechatRefundNotice(sandbox, base, {
      out_trade_no: order.orderNo,
      transaction_id: pending.transactionId,
      out_refund_no: pending.refunds[0]!.refundNo,
      refund_id: `50300${Date.now()}`,
      amount: { total: 800, refund: 800, payer_total: 800, payer_refund: 800 },
    });
    expect(status).toBe(204);
    const view = await adminView(current.app, order.orderNo);
    expect(view).toMatchObject({ state: 'refunded', refunds: [{ state: 'succeeded' }] });
  });

  it('records a WeChat Pay refund made in the merchant platform, found by transaction_id', async () => {
    const order = await paidWechatOrder(900);
    const { transactionId } = await adminView(current.app, order.orderNo);
    const status = await wechatRefundNotice(current.sandbox, current.base, {
      transaction_id: transactionId,
      out_refund_no: 'MERCHANT_PLATFORM_1',
      refund_id: `50301${Date.now()}`,
      amount: { total: 900, refund: 300, payer_total: 900, payer_refund: 300 },
    });
    expect(status).toBe(204);
    expect(await adminView(current.app, order.orderNo)).toMatchObject({
      state: 'paid',
      refundedMinor: 300,
      refunds: [{ source: 'provider', amountMinor: 300, state: 'succeeded' }],
    });
  });

  it('refunds part of a PayPal capture, pending until the refund query; a dashboard refund without custom_id is matched by its capture', async () => {
    const { app, sandbox, base } = current;
    const { headers } = await buyer(app);
    const { order } = await checkout(app, headers, 'paypal', 1999);
    const token = new URL((order.payment as { url: string }).url).searchParams.get('token')!;
    expect((await decide(app, 'paypal', { token, action: 'pay-slow' })).statusCode).toBe(302);
    const completed = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderNo}/complete`,
      headers,
      payload: { params: { token, PayerID: 'SANDBOXPAYER01' } },
    });
    expect(orderEnvelope.parse(completed.json()).data.state).toBe('paid');

    const partial = await refund(app, order.orderNo, { amountMinor: 500, reason: 'one part' });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(adminOrderEnvelope.parse(partial.json()).data).toMatchObject({
      state: 'paid',
      refundedMinor: 0,
      refunds: [{ state: 'pending', amountMinor: 500 }],
    });
    // Asked about, the sandbox completes the refund and, like PayPal, also sends
    // PAYMENT.CAPTURE.REFUNDED: whichever of the two reaches the order first settles it, once.
    const report = await app.reconcileOrders(Date.now() + 2 * 60_000);
    expect(report.refunds.settled).toBeLessThanOrEqual(1);
    expect(await adminView(app, order.orderNo)).toMatchObject({
      state: 'paid',
      refundedMinor: 500,
      refunds: [{ state: 'succeeded' }],
    });

    // Refunded in PayPal's dashboard: no custom_id, the capture named by the `up` link.
    const { transactionId } = await adminView(app, order.orderNo);
    const answer = await paypalRefundWebhook(sandbox, base, {
      id: 'DASHBOARDREFUND1',
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '3.00' },
      links: [
        {
          rel: 'up',
          method: 'GET',
          href: `https://api.paypal.com/v2/payments/captures/${transactionId}`,
        },
      ],
    });
    expect(answer).toBe(200);
    const view = await adminView(app, order.orderNo);
    expect(view).toMatchObject({ state: 'paid', refundedMinor: 800 });
    expect(view.refunds.map((r) => [r.source, r.amountMinor, r.state])).toEqual([
      ['admin', 500, 'succeeded'],
      ['provider', 300, 'succeeded'],
    ]);

    // A refund of a capture no order has is kept for administrators and acknowledged.
    const unknown = await paypalRefundWebhook(sandbox, base, {
      id: 'DASHBOARDREFUND2',
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '1.00' },
      links: [{ rel: 'up', href: 'https://api.paypal.com/v2/payments/captures/NOSUCHCAPTURE1' }],
    });
    expect(unknown).toBe(200);
    const [event] = await database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.transactionId, 'NOSUCHCAPTURE1'));
    expect(event).toMatchObject({ outcome: 'unmatched', method: 'paypal' });
  });

  it('refunds part of an Alipay trade and records a refund made in the Alipay dashboard', async () => {
    const { app, sandbox, base } = current;
    const { headers } = await buyer(app);
    const { order } = await checkout(app, headers, 'alipay', 1230);
    const page = new URL((order.payment as { url: string }).url);
    const opened = await app.inject({ method: 'GET', url: `${page.pathname}${page.search}` });
    const trade = /name="trade" value="([^"]+)"/.exec(opened.body)![1]!;
    expect((await decide(app, 'alipay', { trade, action: 'pay' })).statusCode).toBe(302);
    expect((await adminView(app, order.orderNo)).state).toBe('paid');

    const partial = await refund(app, order.orderNo, { amountMinor: 100 });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(adminOrderEnvelope.parse(partial.json()).data).toMatchObject({
      state: 'paid',
      refundedMinor: 100,
    });

    const { transactionId } = await adminView(app, order.orderNo);
    const params: Record<string, string> = {
      notify_time: beijingDateTime(new Date()),
      notify_type: 'trade_status_sync',
      notify_id: randomUUID().replaceAll('-', ''),
      app_id: sandbox.alipay.appId,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_no: transactionId!,
      out_trade_no: order.orderNo,
      out_biz_no: 'ALIPAY_DASHBOARD_1',
      seller_id: sandbox.alipay.sellerId,
      trade_status: 'TRADE_SUCCESS',
      total_amount: '12.30',
      refund_fee: '3.00',
      gmt_refund: beijingDateTime(new Date()),
    };
    params.sign = signNotification(params, sandbox.alipay.alipay.privateKey);
    const response = await fetch(`${base}/api/payments/alipay/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams(params).toString(),
    });
    expect(await response.text()).toBe('success');
    const view = await adminView(app, order.orderNo);
    expect(view.refunds.map((r) => [r.source, r.amountMinor, r.state])).toEqual([
      ['admin', 100, 'succeeded'],
      ['provider', 200, 'succeeded'],
    ]);
    expect(view.refundedMinor).toBe(300);
  });
});

/** A REFUND.SUCCESS notification signed and encrypted as WeChat Pay sends it. */
async function wechatRefundNotice(
  sandbox: PaymentSandbox,
  base: string,
  refund: Record<string, unknown>,
): Promise<number> {
  const identity = sandbox.wechat;
  const body = JSON.stringify({
    id: randomUUID(),
    create_time: beijingRfc3339(new Date()),
    resource_type: 'encrypt-resource',
    event_type: 'REFUND.SUCCESS',
    summary: '退款成功',
    resource: encryptResource(
      JSON.stringify({
        mchid: identity.mchId,
        refund_status: 'SUCCESS',
        success_time: beijingRfc3339(new Date()),
        user_received_account: 'Sandbox balance',
        ...refund,
      }),
      identity.apiV3Key,
      'refund',
      'refund',
    ),
  });
  const headers = signedHeaders(
    Buffer.from(body),
    identity.platformSerial,
    identity.platformPrivateKey,
    Date.now(),
  );
  const response = await fetch(`${base}/api/payments/wechat/notify`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body,
  });
  return response.status;
}

/** A PAYMENT.CAPTURE.REFUNDED webhook signed as PayPal signs it. */
async function paypalRefundWebhook(
  sandbox: PaymentSandbox,
  base: string,
  resource: Record<string, unknown>,
): Promise<number> {
  const identity = sandbox.paypal;
  const body = JSON.stringify({
    id: `WH-${randomUUID()}`,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: 'refund',
    resource_version: '2.0',
    event_type: 'PAYMENT.CAPTURE.REFUNDED',
    summary: 'A refund was made',
    resource,
  });
  const transmissionId = randomUUID();
  const transmissionTime = new Date().toISOString();
  const message = expectedMessage(
    transmissionId,
    transmissionTime,
    identity.webhookId,
    Buffer.from(body),
  );
  const response = await fetch(`${base}/api/payments/paypal/notify`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-time': transmissionTime,
      'paypal-transmission-sig': signSha256WithRsa(message, identity.certificatePrivateKey),
      'paypal-cert-url': `${base}/api/sandbox/pay/paypal/v1/notifications/certs/CERT-sandbox-0001`,
      'paypal-auth-algo': AUTH_ALGO,
    },
    body,
  });
  return response.status;
}
