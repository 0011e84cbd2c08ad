import { createSign, generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { TENANTS } from '@space/contracts/tenants';
import { AlipaySdk } from 'alipay-sdk';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { AlipayConfig } from '../../../src/config/payments.config.ts';
import { orders, paymentEvents } from '../../../src/db/schema.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { AlipayProvider } from '../../../src/modules/payments/alipay/provider.ts';
import { build } from '../../support/helper.ts';
import { givePaidOrder } from '../../support/payment-fixtures.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { createTestUser } from '../../support/user-fixtures.ts';

/**
 * Conformance with alipay-sdk 4.14, Alipay's Node.js SDK (issue 26): Space takes a notification
 * exactly when the SDK's checkNotifySignV2 takes it (empty values and all), applies it once,
 * and every request Space signs (the page-pay URL, the gateway calls a stand-in gateway
 * records) passes the SDK's check with our app's public key and carries the same members as
 * the SDK's own page-pay request.
 */

const clock = new ManualClock(Date.parse('2026-11-28T10:00:00Z'));
const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = (key: typeof app.privateKey) =>
  key.export({ type: key.type === 'private' ? 'pkcs1' : 'spki', format: 'pem' }).toString();
const APP_ID = '2021004100000001';
const SELLER_ID = '2088102146225135';

/** Alipay's gateway on a local port: records each form, answers a trade query signed by "Alipay". */
const forms: Record<string, string>[] = [];
const gateway = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    forms.push(form);
    const biz = JSON.parse(form.biz_content ?? '{}') as { out_trade_no?: string };
    const member = JSON.stringify({
      code: '10000',
      msg: 'Success',
      out_trade_no: biz.out_trade_no,
      trade_status: 'WAIT_BUYER_PAY',
      total_amount: '12.30',
    });
    const sign = createSign('RSA-SHA256').update(member).sign(alipay.privateKey, 'base64');
    response.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
    response.end(`{"alipay_trade_query_response":${member},"sign":"${sign}"}`);
  });
});
await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

const config: AlipayConfig = {
  appId: APP_ID,
  sellerId: SELLER_ID,
  privateKey: app.privateKey,
  alipayPublicKey: alipay.publicKey,
  gateway: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/gateway.do`,
};

/** The SDK as a merchant would configure it: our key, Alipay's public key. */
const merchantSdk = new AlipaySdk({
  appId: APP_ID,
  privateKey: pem(app.privateKey),
  alipayPublicKey: pem(alipay.publicKey),
  gateway: 'https://openapi.alipay.com/gateway.do',
});
/** The SDK on Alipay's side of our requests: it checks them with our app's public key. */
const gatewaySdk = new AlipaySdk({
  appId: APP_ID,
  privateKey: pem(alipay.privateKey),
  alipayPublicKey: pem(app.publicKey),
});

/** Signs notification parameters as Alipay does: every one but sign and sign_type, sorted. */
function alipayNotification(params: Record<string, string>): Record<string, string> {
  const content = Object.keys(params)
    .filter((key) => key !== 'sign' && key !== 'sign_type')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  const sign = createSign('RSA-SHA256').update(content).sign(alipay.privateKey, 'base64');
  return { ...params, sign };
}

describe('Alipay conformance with alipay-sdk', async () => {
  const provider = new AlipayProvider(config, { clock });
  const { app: server } = await build({
    clock,
    paymentProviders: { alipay: provider },
    prepare: (handle) => ensureReferenceData(handle.db),
  });

  async function waitingOrder() {
    const user = await createTestUser(server, { tenantId: TENANTS[0].id });
    const product = await createTestProduct(server, { priceGeneral: 1230 });
    const made = await givePaidOrder(server, user, [product.id], {
      amountMinor: 1230,
      method: 'alipay',
      state: 'waiting',
    });
    await server.db
      .update(orders)
      .set({ currency: 'CNY', transactionId: null, paidAt: null })
      .where(eq(orders.id, made.id));
    return made;
  }

  const notification = (orderNo: string, overrides: Record<string, string> = {}) =>
    alipayNotification({
      notify_time: '2026-11-28 18:00:01',
      notify_type: 'trade_status_sync',
      notify_id: `2026112800222${Date.now()}`,
      app_id: APP_ID,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_no: `20261128220014${Math.floor(Math.random() * 1e10)}`,
      out_trade_no: orderNo,
      seller_id: SELLER_ID,
      trade_status: 'TRADE_SUCCESS',
      total_amount: '12.30',
      subject: 'Theme & icons = 2 / 中文',
      body: '',
      passback_params: '',
      gmt_payment: '2026-11-28 18:00:00',
      ...overrides,
    });

  const post = (params: Record<string, string>) =>
    server.inject({
      method: 'POST',
      url: '/api/payments/alipay/notify',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      payload: new URLSearchParams(params).toString(),
    });

  it('takes a notification the SDK takes, empty values included, and applies it once', async () => {
    const order = await waitingOrder();
    const params = notification(order.orderNo);
    expect(merchantSdk.checkNotifySignV2(params)).toBe(true);
    const answers = await Promise.all([post(params), post(params)]);
    expect(answers.map((a) => [a.statusCode, a.body])).toEqual([
      [200, 'success'],
      [200, 'success'],
    ]);
    const [row] = await server.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ state: 'paid', transactionId: params.trade_no });
    const events = await server.db
      .select({ outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(eq(paymentEvents.orderNo, order.orderNo));
    expect(events.filter((e) => e.outcome === 'applied')).toHaveLength(1);
  });

  it('refuses what the SDK refuses: a tampered value, a dropped empty field, another key', async () => {
    const order = await waitingOrder();
    const genuine = notification(order.orderNo);
    const { body: _body, ...dropped } = genuine;
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = {
      ...genuine,
      sign: createSign('RSA-SHA256').update('x').sign(stranger.privateKey, 'base64'),
    };
    for (const params of [{ ...genuine, total_amount: '0.01' }, dropped, forged]) {
      expect(merchantSdk.checkNotifySignV2(params)).toBe(false);
      const answer = await post(params);
      expect([answer.statusCode, answer.body]).toEqual([400, 'failure']);
    }
    const [row] = await server.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.state).toBe('waiting');
  });

  it("signs the page-pay URL so the SDK verifies it, with the SDK's own members", async () => {
    const start = await provider.create({
      orderNo: 'SP20261128_7K3QX9AB',
      amountMinor: 1230,
      currency: 'CNY',
      description: 'Theme & icons / 中文',
      returnUrl: 'https://space.example/callBack?type=payment&orderNo=SP20261128_7K3QX9AB',
      cancelUrl: 'https://space.example/payment',
      notifyUrl: 'https://space.example/api/payments/alipay/notify',
      expiresAt: new Date(clock.now() + 15 * 60_000),
      requestId: 'r-1',
    });
    const ours = Object.fromEntries(
      new URL(start.kind === 'redirect' ? start.url : '').searchParams,
    );
    expect(gatewaySdk.checkNotifySignV2(ours)).toBe(true);
    expect(gatewaySdk.checkNotifySignV2({ ...ours, total_amount: '1.00' })).toBe(false);

    const theirs = Object.fromEntries(
      new URL(
        merchantSdk.pageExecute('alipay.trade.page.pay', 'GET', {
          bizContent: JSON.parse(ours.biz_content!) as Record<string, string>,
          returnUrl: ours.return_url,
          notifyUrl: ours.notify_url,
        }),
      ).searchParams,
    );
    for (const member of ['app_id', 'method', 'charset', 'version', 'sign_type']) {
      expect([member, ours[member]]).toEqual([member, theirs[member]]);
    }
    for (const member of ['return_url', 'notify_url', 'biz_content']) {
      expect([member, ours[member]]).toEqual([member, theirs[member]]);
    }
    expect(ours.timestamp).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(theirs.timestamp).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('signs every gateway call so the SDK verifies it, and reads the signed answer', async () => {
    const from = forms.length;
    const payment = await provider.query('SP20261128_7K3QX9AB');
    expect(payment).toMatchObject({ state: 'pending', amountMinor: 1230 });
    const form = forms[from]!;
    expect(form.method).toBe('alipay.trade.query');
    expect(Object.values(form)).not.toContain('');
    expect(gatewaySdk.checkNotifySignV2(form)).toBe(true);
    expect(gatewaySdk.checkNotifySignV2({ ...form, app_id: '2021000000000009' })).toBe(false);
  });
});
