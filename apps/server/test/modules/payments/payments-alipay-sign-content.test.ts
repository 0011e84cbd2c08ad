import { createSign, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AlipayConfig } from '../../../src/config/payments.config.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { AlipayProvider } from '../../../src/modules/payments/alipay/provider.ts';
import { NotificationRejected } from '../../../src/modules/payments/provider.ts';

/**
 * Alipay's signature content exactly as both official SDKs check a notification (issue 26):
 * Java's rsaCheckV1 and alipay-sdk's checkNotifySign leave out `sign` (and `sign_type`) but keep
 * every other parameter, an empty one as `key=`; alipay-sdk and Java's rsaCheckV2 also take a
 * content that keeps `sign_type`. The strings are written here by hand from that rule.
 */

const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
const config: AlipayConfig = {
  appId: '2021004100000001',
  sellerId: '2088102146225135',
  privateKey: app.privateKey,
  alipayPublicKey: alipay.publicKey,
  gateway: 'https://openapi.alipay.com/gateway.do',
};
const provider = new AlipayProvider(config, {
  clock: new ManualClock(Date.parse('2026-06-01T00:00:00Z')),
});
const expected = async (orderNo: string) =>
  orderNo === 'SP20260601_7K3QX9AB' ? { amountMinor: 1230, currency: 'CNY' } : null;

/** A notification with two empty fields, as Alipay sends `body` and `passback_params` unset. */
const PARAMS: Record<string, string> = {
  notify_time: '2026-06-01 08:00:01',
  notify_type: 'trade_status_sync',
  notify_id: '2026060100222080000033331234567',
  app_id: config.appId,
  charset: 'utf-8',
  version: '1.0',
  sign_type: 'RSA2',
  trade_no: '2026060122001446880500000001',
  out_trade_no: 'SP20260601_7K3QX9AB',
  seller_id: config.sellerId,
  trade_status: 'TRADE_SUCCESS',
  total_amount: '12.30',
  subject: 'Theme',
  body: '',
  passback_params: '',
  gmt_payment: '2026-06-01 08:00:00',
};

function content(params: Record<string, string>, exclude: string[]): string {
  return Object.keys(params)
    .filter((key) => !exclude.includes(key))
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

const sign = (text: string) =>
  createSign('RSA-SHA256').update(text, 'utf8').sign(alipay.privateKey, 'base64');

function posted(params: Record<string, string>) {
  return { headers: {}, rawBody: Buffer.from(new URLSearchParams(params).toString()) };
}

async function reason(params: Record<string, string>): Promise<string> {
  return provider.verifyNotification(posted(params), expected).then(
    () => 'accepted',
    (error: unknown) => (error instanceof NotificationRejected ? error.reason : String(error)),
  );
}

describe('Alipay signature content', () => {
  it('accepts a genuine notification with empty fields, signed over `body=&…` (rsaCheckV1)', async () => {
    const signContent = content(PARAMS, ['sign', 'sign_type']);
    expect(signContent).toContain('&body=&');
    expect(signContent).toContain('&passback_params=&');
    const payment = await provider.verifyNotification(
      posted({ ...PARAMS, sign: sign(signContent) }),
      expected,
    );
    expect(payment).toMatchObject({
      orderNo: 'SP20260601_7K3QX9AB',
      state: 'paid',
      transactionId: '2026060122001446880500000001',
      amountMinor: 1230,
    });
  });

  it('accepts a content that keeps sign_type, as alipay-sdk tries first (rsaCheckV2)', async () => {
    const signature = sign(content(PARAMS, ['sign']));
    expect(await reason({ ...PARAMS, sign: signature })).toBe('accepted');
  });

  it('refuses the same notification with an empty field dropped or filled in', async () => {
    const signature = sign(content(PARAMS, ['sign', 'sign_type']));
    const { body: _dropped, ...withoutBody } = PARAMS;
    expect(await reason({ ...withoutBody, sign: signature })).toBe('signature');
    expect(await reason({ ...PARAMS, body: 'x', sign: signature })).toBe('signature');
  });

  it('refuses a content signed without the empty fields (what Space checked before)', async () => {
    const nonEmpty = Object.fromEntries(Object.entries(PARAMS).filter(([, value]) => value));
    const signature = sign(content(nonEmpty, ['sign', 'sign_type']));
    expect(await reason({ ...PARAMS, sign: signature })).toBe('signature');
  });
});
