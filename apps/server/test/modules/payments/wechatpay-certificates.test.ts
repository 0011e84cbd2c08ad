import { createSecretKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { TENANTS } from '@space/contracts/tenants';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import type { WechatPayConfig } from '../../../src/config/payments.config.ts';
import { orders, wechatpayPlatformCertificates } from '../../../src/db/schema.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { WechatPayProvider } from '../../../src/modules/payments/wechatpay/provider.ts';
import { build, testConfig } from '../../support/helper.ts';
import { givePaidOrder } from '../../support/payment-fixtures.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { createTestUser } from '../../support/user-fixtures.ts';
import {
  platformIdentity,
  startWechatpayStandIn,
  type PlatformIdentity,
} from '../../support/wechatpay-stand-in.ts';

/**
 * WeChat Pay platform certificates that rotate (decision 057, issue 26), against a stand-in
 * WeChat Pay on a local port that serves /v3/certificates and rotates: a notification signed
 * with a new serial is taken after one download, by both of two app instances on one database,
 * and unknown serials never hammer the download.
 */

const clock = new ManualClock(Date.parse('2026-11-28T10:00:00Z'));
const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const apiV3Key = createSecretKey(Buffer.from('S3cretApiV3Key-0123456789abcdefX'));
const MCH_ID = '1900009191';
const APP_ID = 'wxd678efh567hg6787';
const standIn = await startWechatpayStandIn({
  clock,
  mchId: MCH_ID,
  merchantPublicKey: merchant.publicKey,
  apiV3Key,
});
afterAll(() => standIn.close());

/** What WECHATPAY_* without WECHATPAY_PLATFORM_CERTS gives: downloads only. */
function wechatConfig(overrides: Partial<WechatPayConfig> = {}): WechatPayConfig {
  return {
    mchId: MCH_ID,
    appId: APP_ID,
    serialNo: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C',
    privateKey: merchant.privateKey,
    apiV3Key,
    platformKeys: [],
    downloadCertificates: true,
    apiBase: standIn.base,
    ...overrides,
  };
}

describe('WeChat Pay platform certificates', async () => {
  const wechatA = new WechatPayProvider(wechatConfig(), { clock });
  const { app: appA, database } = await build({
    clock,
    paymentProviders: { wechat: wechatA },
    prepare: (handle) => ensureReferenceData(handle.db),
  });
  // A second instance on the same database, with its own provider and memory.
  const wechatB = new WechatPayProvider(wechatConfig(), { clock });
  const appB = await buildApp({
    config: testConfig(),
    db: database.db,
    dbEngine: database.engine,
    version: 'test',
    clock,
    paymentProviders: { wechat: wechatB },
  });
  await appB.ready();
  afterAll(() => appB.close());

  /** A waiting WeChat Pay order of ¥12.30 and the transaction WeChat Pay reports for it. */
  async function waitingOrder() {
    const user = await createTestUser(appA, { tenantId: TENANTS[0].id });
    const product = await createTestProduct(appA, { priceGeneral: 1230, currency: 'CNY' });
    const made = await givePaidOrder(appA, user, [product.id], {
      amountMinor: 1230,
      method: 'wechat',
      state: 'waiting',
    });
    await appA.db
      .update(orders)
      .set({ currency: 'CNY', transactionId: null, paidAt: null })
      .where(eq(orders.id, made.id));
    return {
      id: made.id,
      transaction: {
        appid: APP_ID,
        mchid: MCH_ID,
        out_trade_no: made.orderNo,
        transaction_id: `4200${randomBytes(12).toString('hex')}`.slice(0, 28),
        trade_type: 'NATIVE',
        trade_state: 'SUCCESS',
        success_time: '2026-11-28T18:00:00+08:00',
        amount: { total: 1230, payer_total: 1230, currency: 'CNY', payer_currency: 'CNY' },
      },
    };
  }

  function post(app: FastifyInstance, notice: { headers: Record<string, string>; body: string }) {
    return app.inject({
      method: 'POST',
      url: '/api/payments/wechat/notify',
      headers: notice.headers,
      payload: notice.body,
    });
  }

  async function stateOf(id: number) {
    const [row] = await appA.db.select().from(orders).where(eq(orders.id, id));
    return row!.state;
  }

  it('downloads, decrypts and verifies the certificates when a notification names an unknown serial', async () => {
    const order = await waitingOrder();
    const before = standIn.downloads;
    const answer = await post(appA, standIn.notification(order.transaction));
    expect(answer.statusCode, answer.body).toBe(204);
    expect(standIn.downloads - before).toBe(1);
    expect(await stateOf(order.id)).toBe('paid');
    const stored = await appA.db.select().from(wechatpayPlatformCertificates);
    expect(stored.map((row) => [row.mchId, row.serial])).toEqual([
      [MCH_ID, standIn.current.serial],
    ]);
    expect(stored[0]!.certificate).toBe(standIn.current.pem);
    // The download was signed with our merchant key, as every API v3 call.
    const request = standIn.requests.findLast((r) => r.path === '/v3/certificates');
    expect(request?.authorization).toMatch(/^WECHATPAY2-SHA256-RSA2048 mchid="1900009191",/);
  });

  it('takes a rotated-in serial without a restart: one download, then accepted', async () => {
    clock.advance(2 * 60_000);
    const rotated = standIn.rotate();
    const order = await waitingOrder();
    const before = standIn.downloads;
    const answer = await post(appA, standIn.notification(order.transaction));
    expect(answer.statusCode, answer.body).toBe(204);
    expect(standIn.downloads - before).toBe(1);
    expect(await stateOf(order.id)).toBe('paid');
    const serials = (await appA.db.select().from(wechatpayPlatformCertificates)).map(
      (r) => r.serial,
    );
    expect(serials).toContain(rotated.serial);
  });

  it('a second instance on the same database takes the new serial from it, without a download', async () => {
    const order = await waitingOrder();
    const before = standIn.downloads;
    const answer = await post(appB, standIn.notification(order.transaction));
    expect(answer.statusCode, answer.body).toBe(204);
    expect(standIn.downloads - before).toBe(0);
    expect(wechatB.certificates.downloads).toBe(0);
    expect(await stateOf(order.id)).toBe('paid');
  });

  it('both instances take a certificate rotated in later, one download each at most', async () => {
    clock.advance(2 * 60_000);
    standIn.rotate();
    const first = await waitingOrder();
    const second = await waitingOrder();
    const before = standIn.downloads;
    const [a, b] = await Promise.all([
      post(appA, standIn.notification(first.transaction)),
      post(appB, standIn.notification(second.transaction)),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([204, 204]);
    expect(standIn.downloads - before).toBeGreaterThanOrEqual(1);
    expect(standIn.downloads - before).toBeLessThanOrEqual(2);
    expect([await stateOf(first.id), await stateOf(second.id)]).toEqual(['paid', 'paid']);
  });

  it('unknown serials share one download and then wait a minute: they never hammer it', async () => {
    clock.advance(2 * 60_000);
    const stranger: PlatformIdentity = platformIdentity(new Date(clock.now()));
    const order = await waitingOrder();
    const before = standIn.downloads;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(appA, standIn.notification(order.transaction, stranger)),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(400));
    expect(standIn.downloads - before).toBe(1);
    // Within the minute: refused without asking again.
    clock.advance(30_000);
    await post(appA, standIn.notification(order.transaction, stranger));
    expect(standIn.downloads - before).toBe(1);
    // After it: one more try.
    clock.advance(31_000);
    await post(appA, standIn.notification(order.transaction, stranger));
    expect(standIn.downloads - before).toBe(2);
    expect(await stateOf(order.id)).toBe('waiting');
  });

  it('refreshes from the jobs table twelve hours after the last download, not before', async () => {
    const before = standIn.downloads;
    await wechatA.certificates.maintain();
    expect(standIn.downloads - before).toBe(0);
    clock.advance(12 * 3_600_000);
    await wechatA.certificates.maintain();
    expect(standIn.downloads - before).toBe(1);
    // The other instance sees that download in the database and does not repeat it.
    await wechatB.certificates.maintain();
    await wechatA.certificates.maintain();
    expect(standIn.downloads - before).toBe(1);
  });

  it('refuses a download sealed with another APIv3 key or signed by a stranger, and stores nothing', async () => {
    for (const forge of ['apiv3', 'signature'] as const) {
      clock.advance(2 * 60_000);
      standIn.rotate();
      standIn.forge = forge;
      const order = await waitingOrder();
      const before = standIn.downloads;
      const answer = await post(appA, standIn.notification(order.transaction));
      expect([forge, answer.statusCode]).toEqual([forge, 400]);
      expect(standIn.downloads - before).toBe(1);
      const serials = (await appA.db.select().from(wechatpayPlatformCertificates)).map(
        (r) => r.serial,
      );
      expect(serials).not.toContain(standIn.current.serial);
      expect(await stateOf(order.id)).toBe('waiting');
    }
    standIn.forge = null;
  });

  it('does not retry a failing refresh every round: once an hour while it fails', async () => {
    const provider = new WechatPayProvider(wechatConfig(), { clock });
    standIn.forge = 'apiv3';
    const before = standIn.downloads;
    await expect(provider.certificates.maintain()).rejects.toThrow(/decrypt/);
    clock.advance(5 * 60_000);
    await provider.certificates.maintain();
    expect(standIn.downloads - before).toBe(1);
    clock.advance(60 * 60_000);
    await expect(provider.certificates.maintain()).rejects.toThrow();
    expect(standIn.downloads - before).toBe(2);
    standIn.forge = null;
  });

  it('keeps the public-key mode: a configured WeChat Pay public key verifies with no download', async () => {
    const publicKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const keyId = 'PUB_KEY_ID_0114232134912410000';
    const provider = new WechatPayProvider(
      wechatConfig({ platformKeys: [{ serial: keyId, publicKey: publicKey.publicKey }] }),
      { clock },
    );
    const order = await waitingOrder();
    const notice = standIn.notification(order.transaction, {
      serial: keyId,
      pem: '',
      privateKey: publicKey.privateKey,
    });
    const payment = await provider.verifyNotification(
      { headers: notice.headers, rawBody: Buffer.from(notice.body) },
      async () => ({ amountMinor: 1230, currency: 'CNY' }),
    );
    expect(payment.state).toBe('paid');
    expect(provider.certificates.downloads).toBe(0);
  });
});
