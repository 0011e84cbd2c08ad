import { createSecretKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { TENANTS } from '@space/contracts/tenants';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin';
import WechatPayNodeV3 from 'wechatpay-node-v3';
import type { WechatPayConfig } from '../../../src/config/payments.config.ts';
import { entitlements, orders, paymentEvents } from '../../../src/db/schema.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { selfSignedCertificate } from '../../../src/modules/payments/sandbox/certificate.ts';
import { parseAuthorization } from '../../../src/modules/payments/wechatpay/signing.ts';
import { WechatPayProvider } from '../../../src/modules/payments/wechatpay/provider.ts';
import { build } from '../../support/helper.ts';
import { givePaidOrder } from '../../support/payment-fixtures.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { createTestUser } from '../../support/user-fixtures.ts';
import { startWechatpayStandIn } from '../../support/wechatpay-stand-in.ts';

/**
 * Conformance with WeChat Pay's client libraries (issue 26): notifications built and signed by
 * wechatpay-axios-plugin's own Rsa, Formatter and AesGcm are applied exactly once and refused
 * when tampered with; every request Space sends to a stand-in WeChat Pay is verified with the
 * library's Rsa.verify, and its signature is byte-identical to the one wechatpay-node-v3 and
 * wechatpay-axios-plugin compute for the same request.
 */

const clock = new ManualClock(Date.parse('2026-11-28T10:00:00Z'));
const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchantCertificate = selfSignedCertificate({
  commonName: '1900009191',
  ...merchant,
  now: new Date(clock.now()),
  validDays: 365,
});
const APIV3 = 'S3cretApiV3Key-0123456789abcdefX';
const apiV3Key = createSecretKey(Buffer.from(APIV3));
const MCH_ID = '1900009191';
const APP_ID = 'wxd678efh567hg6787';
const standIn = await startWechatpayStandIn({
  clock,
  mchId: MCH_ID,
  merchantPublicKey: merchant.publicKey,
  apiV3Key,
});
afterAll(() => standIn.close());
const platform = standIn.current;

const config: WechatPayConfig = {
  mchId: MCH_ID,
  appId: APP_ID,
  serialNo: merchantCertificate.serial,
  privateKey: merchant.privateKey,
  apiV3Key,
  platformKeys: [],
  downloadCertificates: true,
  apiBase: standIn.base,
};
const merchantPem = merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const nodeV3 = new WechatPayNodeV3({
  appid: APP_ID,
  mchid: MCH_ID,
  publicKey: Buffer.from(merchantCertificate.pem),
  privateKey: Buffer.from(merchantPem),
});

/** A notification exactly as the library would make WeChat Pay's: AesGcm, then Rsa over Formatter.response. */
function libraryNotification(transaction: Record<string, unknown>) {
  const nonce = randomBytes(6).toString('hex');
  const body = JSON.stringify({
    id: `EV-${randomBytes(8).toString('hex')}`,
    create_time: '2026-11-28T18:00:00+08:00',
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: {
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: Aes.AesGcm.encrypt(JSON.stringify(transaction), APIV3, nonce, 'transaction'),
      associated_data: 'transaction',
      nonce,
      original_type: 'transaction',
    },
  });
  const timestamp = String(Math.floor(clock.now() / 1000));
  const headerNonce = Formatter.nonce();
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'wechatpay-serial': platform.serial,
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': headerNonce,
      'wechatpay-signature': Rsa.sign(
        Formatter.response(timestamp, headerNonce, body),
        platform.privateKey,
      ),
      'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
    },
  };
}

describe('WeChat Pay conformance with wechatpay-axios-plugin and wechatpay-node-v3', async () => {
  const provider = new WechatPayProvider(config, { clock });
  const { app } = await build({
    clock,
    paymentProviders: { wechat: provider },
    prepare: (handle) => ensureReferenceData(handle.db),
  });

  async function waitingOrder() {
    const user = await createTestUser(app, { tenantId: TENANTS[0].id });
    const product = await createTestProduct(app, { priceGeneral: 1230 });
    const made = await givePaidOrder(app, user, [product.id], {
      amountMinor: 1230,
      method: 'wechat',
      state: 'waiting',
    });
    await app.db
      .update(orders)
      .set({ currency: 'CNY', transactionId: null, paidAt: null })
      .where(eq(orders.id, made.id));
    return { ...made, userId: user.id, productId: product.id };
  }

  const transaction = (orderNo: string, overrides: Record<string, unknown> = {}) => ({
    appid: APP_ID,
    mchid: MCH_ID,
    out_trade_no: orderNo,
    transaction_id: `4200${randomBytes(12).toString('hex')}`.slice(0, 28),
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    success_time: '2026-11-28T18:00:00+08:00',
    payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    amount: { total: 1230, payer_total: 1230, currency: 'CNY', payer_currency: 'CNY' },
    ...overrides,
  });

  const post = (notice: { headers: Record<string, string>; body: string }) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/wechat/notify',
      headers: notice.headers,
      payload: notice.body,
    });

  it('applies a notification built by the library exactly once', async () => {
    const order = await waitingOrder();
    const notice = libraryNotification(transaction(order.orderNo));
    const answers = await Promise.all([post(notice), post(notice), post(notice)]);
    expect(answers.map((a) => a.statusCode)).toEqual([204, 204, 204]);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.state).toBe('paid');
    const events = await app.db
      .select({ outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(eq(paymentEvents.orderNo, order.orderNo));
    expect(events.filter((e) => e.outcome === 'applied')).toHaveLength(1);
    const granted = await app.db
      .select()
      .from(entitlements)
      .where(
        and(eq(entitlements.userId, order.userId), eq(entitlements.productId, order.productId)),
      );
    expect(granted).toHaveLength(1);
  });

  it('refuses the library-built notification once tampered with, and changes nothing', async () => {
    const order = await waitingOrder();
    const notice = libraryNotification(transaction(order.orderNo));
    const tampered = [
      { ...notice, body: notice.body.replace('"summary":"支付成功"', '"summary":"支付成功 "') },
      { ...notice, headers: { ...notice.headers, 'wechatpay-nonce': Formatter.nonce() } },
      {
        ...notice,
        headers: {
          ...notice.headers,
          'wechatpay-timestamp': String(Math.floor(clock.now() / 1000) - 301),
        },
      },
      libraryNotification(transaction(order.orderNo, { amount: { total: 1, currency: 'CNY' } })),
      libraryNotification(transaction(order.orderNo, { mchid: '1900000000' })),
    ];
    for (const forged of tampered) expect((await post(forged)).statusCode).toBe(400);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.state).toBe('waiting');
  });

  it('signs every request as the libraries do: verified by Rsa.verify, byte-identical to theirs', async () => {
    const order = await waitingOrder();
    const now = new Date(clock.now());
    standIn.answers.set('POST /v3/pay/transactions/native', {
      status: 200,
      body: { code_url: 'weixin://wxpay/bizpayurl?pr=abc' },
    });
    standIn.answers.set(`GET /v3/pay/transactions/out-trade-no/${order.orderNo}`, {
      status: 200,
      body: { ...transaction(order.orderNo), trade_state: 'NOTPAY' },
    });
    standIn.answers.set(`POST /v3/pay/transactions/out-trade-no/${order.orderNo}/close`, {
      status: 204,
    });
    standIn.answers.set('POST /v3/refund/domestic/refunds', {
      status: 200,
      body: { refund_id: '50000000382019052709732678859', status: 'PROCESSING' },
    });
    const from = standIn.requests.length;
    await provider.create({
      orderNo: order.orderNo,
      amountMinor: 1230,
      currency: 'CNY',
      description: '主题 & icons / 中文',
      returnUrl: 'http://localhost/callBack',
      cancelUrl: 'http://localhost/payment',
      notifyUrl: 'https://space.example/api/payments/wechat/notify',
      expiresAt: new Date(now.getTime() + 15 * 60_000),
      requestId: 'r-1',
    });
    expect(await provider.query(order.orderNo)).toMatchObject({ state: 'pending' });
    await provider.close(order.orderNo);
    await provider.refund({
      orderNo: order.orderNo,
      refundNo: `${order.orderNo}_R1`,
      transactionId: '4200000001202611280000000001',
      amountMinor: 500,
      totalMinor: 1230,
      currency: 'CNY',
      reason: '退款',
    });
    const calls = standIn.requests.slice(from).map((r) => `${r.method} ${r.path.split('?')[0]}`);
    expect(calls).toEqual([
      'POST /v3/pay/transactions/native',
      `GET /v3/pay/transactions/out-trade-no/${order.orderNo}`,
      `POST /v3/pay/transactions/out-trade-no/${order.orderNo}/close`,
      'POST /v3/refund/domestic/refunds',
    ]);
    // With the certificate download of the first notification: every request Space made.
    const sent = standIn.requests;
    expect(sent[0]!.path).toBe('/v3/certificates');
    for (const request of sent) {
      const auth = parseAuthorization(request.authorization)!;
      expect(auth).not.toBeNull();
      const message = Formatter.request(
        request.method,
        request.path,
        auth.timestamp,
        auth.nonce_str,
        request.body,
      );
      expect(Rsa.verify(message, auth.signature, merchant.publicKey)).toBe(true);
      expect(Rsa.sign(message, merchant.privateKey)).toBe(auth.signature);
      expect(
        nodeV3.getSignature(
          request.method,
          auth.nonce_str,
          auth.timestamp,
          request.path,
          request.body,
        ),
      ).toBe(auth.signature);
      // The header carries the library's fields with the same values (their order is free).
      const libraryHeader = Formatter.authorization(
        MCH_ID,
        auth.nonce_str,
        auth.signature,
        auth.timestamp,
        merchantCertificate.serial,
      );
      expect(parseAuthorization(libraryHeader)).toEqual(auth);
      expect(request.headers['accept']).toBe('application/json');
      if (request.body) expect(request.headers['content-type']).toBe('application/json');
    }
    const native = JSON.parse(sent.find((r) => r.path === '/v3/pay/transactions/native')!.body);
    expect(native).toEqual({
      appid: APP_ID,
      mchid: MCH_ID,
      description: '主题 & icons / 中文',
      out_trade_no: order.orderNo,
      time_expire: '2026-11-28T18:15:00+08:00',
      notify_url: 'https://space.example/api/payments/wechat/notify',
      amount: { total: 1230, currency: 'CNY' },
    });
  });
});
