import {
  createCipheriv,
  createSecretKey,
  createSign,
  createVerify,
  generateKeyPairSync,
} from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import type { HttpRequest, HttpTransport } from '../../../src/modules/payments/http.ts';
import type { WechatPayConfig } from '../../../src/config/payments.config.ts';
import {
  NotificationRejected,
  PaymentProviderError,
  type ExpectedPayment,
  type IncomingNotification,
} from '../../../src/modules/payments/provider.ts';
import { WechatPayProvider } from '../../../src/modules/payments/wechatpay/provider.ts';
import {
  authorizationHeader,
  decryptResource,
} from '../../../src/modules/payments/wechatpay/signing.ts';

/**
 * WeChat Pay API v3 against vectors built here from the documented algorithm (request
 * signature string, response/notification signature string, AEAD_AES_256_GCM resource), with
 * keys made for the test and Node's crypto as the independent signer.
 */

const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const APIV3_KEY = 'a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6';
const PLATFORM_SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
const clock = new ManualClock(Date.parse('2026-06-01T00:00:00Z'));
const nowSeconds = () => String(Math.floor(clock.now() / 1000));

const config: WechatPayConfig = {
  mchId: '1900009191',
  appId: 'wxd678efh567hg6787',
  serialNo: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C',
  privateKey: merchant.privateKey,
  apiV3Key: createSecretKey(Buffer.from(APIV3_KEY)),
  platformKeys: [{ serial: PLATFORM_SERIAL, publicKey: platform.publicKey }],
  apiBase: 'https://api.mch.weixin.qq.com',
};

function rsaSign(message: string, key = platform.privateKey): string {
  return createSign('RSA-SHA256').update(message).sign(key, 'base64');
}

/** The headers WeChat signs with: `timestamp\nnonce\nbody\n`. */
function wechatHeaders(body: string, overrides: Record<string, string> = {}) {
  const timestamp = overrides.timestamp ?? nowSeconds();
  const nonce = 'fdasflkja484w';
  return {
    'wechatpay-serial': overrides.serial ?? PLATFORM_SERIAL,
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-signature': rsaSign(`${timestamp}\n${nonce}\n${body}\n`),
    'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
  };
}

/** AEAD_AES_256_GCM as WeChat documents it: base64(ciphertext ‖ 16-byte tag). */
function encrypt(plaintext: string, key = APIV3_KEY) {
  const nonce = 'Rb1Z7xO1dT0q';
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from('transaction'));
  const sealed = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: sealed.toString('base64'),
    associated_data: 'transaction',
    nonce,
    original_type: 'transaction',
  };
}

function transaction(overrides: Record<string, unknown> = {}) {
  return {
    appid: config.appId,
    mchid: config.mchId,
    out_trade_no: 'SO202606010001',
    transaction_id: '4200000001202606010000000001',
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    success_time: '2026-06-01T08:00:00+08:00',
    payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    amount: { total: 1230, payer_total: 1230, currency: 'CNY', payer_currency: 'CNY' },
    ...overrides,
  };
}

function notification(
  resource = transaction(),
  options: { key?: string; headers?: Record<string, string> } = {},
): IncomingNotification & { body: string } {
  const body = JSON.stringify({
    id: 'EV-2018022511223320873',
    create_time: '2026-06-01T08:00:00+08:00',
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: encrypt(JSON.stringify(resource), options.key),
  });
  return { body, rawBody: Buffer.from(body), headers: wechatHeaders(body, options.headers) };
}

const ORDER: ExpectedPayment = { amountMinor: 1230, currency: 'CNY' };
const lookups: string[] = [];
const expected = async (orderNo: string) => {
  lookups.push(orderNo);
  return orderNo === 'SO202606010001' ? ORDER : null;
};

async function rejection(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(NotificationRejected);
  return (error as NotificationRejected).reason;
}

describe('WeChat Pay request signatures', () => {
  it('signs METHOD\\nPATH?QUERY\\nTIMESTAMP\\nNONCE\\nBODY\\n with the merchant key', () => {
    const body = '{"mchid":"1900009191"}';
    const path = '/v3/pay/transactions/out-trade-no/SO1/close';
    const expectedSignature = createSign('RSA-SHA256')
      .update(`POST\n${path}\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n${body}\n`)
      .sign(merchant.privateKey, 'base64');
    const header = authorizationHeader(
      config,
      'POST',
      path,
      body,
      1554208460_000,
      '593BEC0C930BF1AFEB40B4A08C8FB242',
    );
    expect(header).toBe(
      'WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",' +
        `signature="${expectedSignature}",timestamp="1554208460",` +
        'serial_no="1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C"',
    );
  });

  it('creates a Native order with a verifiable request and a verified answer', async () => {
    const sent: HttpRequest[] = [];
    const transport: HttpTransport = async (request) => {
      sent.push(request);
      const body = JSON.stringify({ code_url: 'weixin://wxpay/bizpayurl?pr=p4lpSuKzz' });
      return { status: 200, headers: new Headers(wechatHeaders(body)), body: Buffer.from(body) };
    };
    const provider = new WechatPayProvider(config, { transport, clock });
    const start = await provider.create({
      orderNo: 'SO202606010001',
      amountMinor: 1230,
      currency: 'CNY',
      description: 'Smart screen theme',
      returnUrl: 'https://space.example/callBack',
      cancelUrl: 'https://space.example/payment',
      notifyUrl: 'https://space.example/api/payments/wechat/notify',
      expiresAt: new Date('2026-06-01T00:15:00Z'),
      requestId: 'r1',
    });
    expect(start).toEqual({
      kind: 'qr',
      codeUrl: 'weixin://wxpay/bizpayurl?pr=p4lpSuKzz',
      providerOrderId: null,
    });
    const [request] = sent;
    expect(request!.url).toBe('https://api.mch.weixin.qq.com/v3/pay/transactions/native');
    expect(JSON.parse(request!.body!)).toEqual({
      appid: config.appId,
      mchid: config.mchId,
      description: 'Smart screen theme',
      out_trade_no: 'SO202606010001',
      time_expire: '2026-06-01T08:15:00+08:00',
      notify_url: 'https://space.example/api/payments/wechat/notify',
      amount: { total: 1230, currency: 'CNY' },
    });
    const auth = Object.fromEntries(
      [...request!.headers.Authorization!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    expect(auth).toMatchObject({
      mchid: config.mchId,
      serial_no: config.serialNo,
      timestamp: nowSeconds(),
    });
    const message = `POST\n/v3/pay/transactions/native\n${auth.timestamp}\n${auth.nonce_str}\n${request!.body}\n`;
    expect(
      createVerify('RSA-SHA256')
        .update(message)
        .verify(merchant.publicKey, auth.signature!, 'base64'),
    ).toBe(true);
  });

  it('refuses an answer whose signature does not hold', async () => {
    const transport: HttpTransport = async () => {
      const headers = wechatHeaders('{"code_url":"weixin://wxpay/bizpayurl?pr=original"}');
      const body = '{"code_url":"weixin://wxpay/bizpayurl?pr=swapped!"}';
      return { status: 200, headers: new Headers(headers), body: Buffer.from(body) };
    };
    const provider = new WechatPayProvider(config, { transport, clock });
    await expect(provider.query('SO202606010001')).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('queries with mchid in the signed path and reads the transaction', async () => {
    let signedPath = '';
    const transport: HttpTransport = async (request) => {
      const url = new URL(request.url);
      signedPath = `${url.pathname}${url.search}`;
      const body = JSON.stringify(transaction());
      return { status: 200, headers: new Headers(wechatHeaders(body)), body: Buffer.from(body) };
    };
    const payment = await new WechatPayProvider(config, { transport, clock }).query(
      'SO202606010001',
    );
    expect(signedPath).toBe('/v3/pay/transactions/out-trade-no/SO202606010001?mchid=1900009191');
    expect(payment).toMatchObject({
      state: 'paid',
      amountMinor: 1230,
      currency: 'CNY',
      transactionId: '4200000001202606010000000001',
    });
  });
});

describe('WeChat Pay notifications', () => {
  const provider = new WechatPayProvider(config, { clock });

  it('decrypts an AEAD_AES_256_GCM resource encrypted here', () => {
    const plaintext = JSON.stringify(transaction());
    const resource = encrypt(plaintext);
    expect(decryptResource(resource, config.apiV3Key).toString('utf8')).toBe(plaintext);
  });

  it('verifies, decrypts and reports a paid transaction', async () => {
    const payment = await provider.verifyNotification(notification(), expected);
    expect(payment).toMatchObject({
      orderNo: 'SO202606010001',
      state: 'paid',
      transactionId: '4200000001202606010000000001',
      amountMinor: 1230,
      currency: 'CNY',
      paidAt: new Date('2026-06-01T00:00:00Z'),
    });
    expect(provider.acknowledge()).toMatchObject({ status: 204, body: '' });
  });

  it('refuses a tampered byte before reading anything', async () => {
    const original = notification();
    const tampered = Buffer.from(original.body);
    const at = tampered.indexOf('EV-') + 3;
    tampered[at] = tampered[at]! ^ 1;
    lookups.length = 0;
    expect(
      await rejection(provider.verifyNotification({ ...original, rawBody: tampered }, expected)),
    ).toBe('signature');
    expect(lookups).toEqual([]);
  });

  it('refuses an unknown platform serial', async () => {
    const unknown = notification(transaction(), {
      headers: { serial: '0000000000000000000000000000000000000000' },
    });
    expect(await rejection(provider.verifyNotification(unknown, expected))).toBe(
      'unknown-certificate',
    );
  });

  it('refuses a timestamp more than 5 minutes away, either way', async () => {
    const now = clock.now() / 1000;
    for (const offset of [-301, 301]) {
      const stale = notification(transaction(), { headers: { timestamp: String(now + offset) } });
      expect(await rejection(provider.verifyNotification(stale, expected))).toBe('stale');
    }
    const edge = notification(transaction(), { headers: { timestamp: String(now - 299) } });
    await expect(provider.verifyNotification(edge, expected)).resolves.toMatchObject({
      state: 'paid',
    });
  });

  it('refuses another merchant or app', async () => {
    for (const other of [{ mchid: '1900000002' }, { appid: 'wx0000000000000000' }]) {
      const foreign = notification(transaction(other));
      expect(await rejection(provider.verifyNotification(foreign, expected))).toBe('merchant');
    }
  });

  it('refuses a different amount or currency, and an order we never issued', async () => {
    const cheaper = notification(
      transaction({ amount: { total: 1, payer_total: 1, currency: 'CNY' } }),
    );
    expect(await rejection(provider.verifyNotification(cheaper, expected))).toBe('amount');
    const dollars = notification(transaction({ amount: { total: 1230, currency: 'USD' } }));
    expect(await rejection(provider.verifyNotification(dollars, expected))).toBe('amount');
    const stranger = notification(transaction({ out_trade_no: 'SO-NOT-OURS' }));
    expect(await rejection(provider.verifyNotification(stranger, expected))).toBe('unknown-order');
  });

  it('refuses a resource sealed with another APIv3 key', async () => {
    const wrongKey = notification(transaction(), { key: 'ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ' });
    expect(await rejection(provider.verifyNotification(wrongKey, expected))).toBe('decrypt');
  });

  it('refuses a notification without its signature headers', async () => {
    const bare = notification();
    expect(await rejection(provider.verifyNotification({ ...bare, headers: {} }, expected))).toBe(
      'malformed',
    );
  });
});
