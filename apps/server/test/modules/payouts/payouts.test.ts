import { TENANTS } from '@space/contracts/tenants';
import { createSign, randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, payouts } from '../../../src/db/schema.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { advanceDuePayouts } from '../../../src/modules/payouts/index.ts';
import { AccountsApi, uniqueEmail } from '../../support/account-helpers.ts';
import { build } from '../../support/helper.ts';
import {
  creditCreator,
  payoutJournals,
  SANDBOX_BASE,
  sandboxPayouts,
  unbalancedJournals,
} from '../../support/payout-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const BRAND = TENANTS[0].id;
const OTHER_BRAND = TENANTS[1].id;
const HOUR = 3_600_000;

/**
 * Creator payouts (decision 071) through the HTTP layer on the real database: the payout
 * account confirmed by a code and usable after the safety delay, a payout of the whole available
 * balance, approval by the brand's admin sending it through the sandbox's PayPal Payouts and
 * Alipay transfer protocols, failures and rejections giving the money back, notifications
 * applied once.
 */
describe('creator payouts', async () => {
  const clock = new ManualClock();
  // The sandbox clients reach the app once it is built.
  const built: { app?: FastifyInstance } = {};
  const { sandbox, providers } = await sandboxPayouts(() => built.app!);
  const { app } = await build({
    clock,
    config: { devMailbox: true },
    payoutProviders: providers,
    paymentSandbox: sandbox,
    prepare: (database) => ensureReferenceData(database.db),
  });
  built.app = app;
  const api = new AccountsApi(app);
  const adminUser = await createTestUser(app, { tenantId: BRAND, role: 'admin' });
  const otherAdminUser = await createTestUser(app, { tenantId: OTHER_BRAND, role: 'admin' });
  // Sessions are issued per call: the tests move the clock past their lifetime.
  const as = async (user: typeof adminUser) => bearer(await tokenFor(app, user));

  async function creator() {
    const email = uniqueEmail('creator');
    const user = await createTestUser(app, { tenantId: BRAND, isCreator: true, email });
    const token = await tokenFor(app, user);
    return { user, email, token, headers: bearer(token) };
  }
  type Creator = Awaited<ReturnType<typeof creator>>;
  /** A new session after the clock moved past the old one's lifetime. */
  async function relogged(who: Creator): Promise<Creator> {
    const token = await tokenFor(app, who.user);
    return { ...who, token, headers: bearer(token) };
  }

  async function setAccount(who: Creator, body: Record<string, string>) {
    expect((await api.sendCode({ purpose: 'payout' }, { token: who.token })).statusCode).toBe(200);
    const code = await api.latestCode(who.email);
    return app.inject({
      method: 'PUT',
      url: '/api/creator-earnings/payout-account',
      headers: who.headers,
      payload: { ...body, code },
    });
  }

  /** A creator with a usable account (the delay passed) and `amount` available. */
  async function ready(body: Record<string, string>, currency: string, amount: number) {
    const who = await creator();
    expect((await setAccount(who, body)).statusCode).toBe(200);
    clock.advance(48 * HOUR);
    await creditCreator(app, who.user, currency, amount, new Date(clock.now() - 1));
    return relogged(who);
  }

  const requestPayout = (who: Creator, currency: string) =>
    app.inject({
      method: 'POST',
      url: '/api/creator-earnings/payouts',
      headers: who.headers,
      payload: { currency },
    });
  const decide = async (payoutNo: string, action: 'approve' | 'reject', user = adminUser) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/payouts/${payoutNo}/${action}`,
      headers: await as(user),
      payload: action === 'reject' ? { reason: 'documents missing' } : undefined,
    });
  async function balance(who: Creator, currency: string) {
    const response = await app.inject({
      method: 'GET',
      url: '/api/creator-earnings/balance',
      headers: who.headers,
    });
    const rows = response.json().data.balances as {
      currency: string;
      availableMinor: number;
      paidOutMinor: number;
    }[];
    return rows.find((row) => row.currency === currency);
  }
  const stateOf = async (payoutNo: string) =>
    (await app.db.select().from(payouts).where(eq(payouts.payoutNo, payoutNo)))[0]!;

  it('confirms an account change by code, audits it and makes it usable after the delay', async () => {
    let who = await creator();
    const wrong = await app.inject({
      method: 'PUT',
      url: '/api/creator-earnings/payout-account',
      headers: who.headers,
      payload: { method: 'paypal', account: 'me@example.com', code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe(40004);
    const set = await setAccount(who, { method: 'paypal', account: 'Me@Example.com' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({
      delayHours: 48,
      account: { method: 'paypal', account: 'me@example.com', usable: false },
    });
    const audit = await app.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, 'payout.account'), eq(adminAuditLog.actorId, who.user.id)),
      );
    expect(audit).toHaveLength(1);
    await creditCreator(app, who.user, 'USD', 5000, new Date(clock.now() - 1));
    expect((await requestPayout(who, 'USD')).json().code).toBe(40931);
    clock.advance(48 * HOUR);
    who = await relogged(who);
    const got = await app.inject({
      method: 'GET',
      url: '/api/creator-earnings/payout-account',
      headers: who.headers,
    });
    expect(got.json().data.account.usable).toBe(true);
    expect((await requestPayout(who, 'CNY')).json().code).toBe(40935);
  });

  it('refuses a payout below the minimum, and without an account', async () => {
    const none = await creator();
    expect((await requestPayout(none, 'USD')).json().code).toBe(40930);
    const who = await ready({ method: 'paypal', account: 'small@example.com' }, 'USD', 999);
    const response = await requestPayout(who, 'USD');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe(40932);
  });

  it('pays the whole available balance through PayPal Payouts once the admin approves', async () => {
    const who = await ready({ method: 'paypal', account: 'paid@example.com' }, 'USD', 5000);
    // Pending earnings are not paid out.
    await creditCreator(app, who.user, 'USD', 700, new Date(clock.now() + 10 * 86_400_000));
    const requested = await requestPayout(who, 'USD');
    expect(requested.statusCode, requested.body).toBe(200);
    const { payoutNo, amountMinor, state } = requested.json().data;
    expect({ amountMinor, state }).toEqual({ amountMinor: 5000, state: 'requested' });
    expect((await balance(who, 'USD'))?.availableMinor).toBe(0);
    expect((await requestPayout(who, 'USD')).json().code).toBe(40933);
    expect((await decide(payoutNo, 'approve', otherAdminUser)).statusCode).toBe(404);

    const approved = await decide(payoutNo, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    // PayPal answers a batch PENDING; the status query finds the item SUCCESS.
    expect(approved.json().data.state).toBe('sending');
    expect((await decide(payoutNo, 'approve')).json().code).toBe(40934);
    clock.advance(2 * 60_000);
    await advanceDuePayouts({
      db: app.db,
      clock,
      log: app.log,
      providers,
      notifyUrl: () => `${SANDBOX_BASE}/none`,
    });
    expect((await stateOf(payoutNo)).state).toBe('succeeded');
    expect(await balance(who, 'USD')).toMatchObject({ availableMinor: 0, paidOutMinor: 5000 });
    expect(await payoutJournals(app, payoutNo)).toEqual({
      [`payout:${payoutNo}`]: { creator: -5000, payouts_in_transit: 5000 },
      [`payout_settle:${payoutNo}`]: { payouts_in_transit: -5000, payouts_paid: 5000 },
    });
    const audit = await app.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'payout.approve'), eq(adminAuditLog.targetId, payoutNo)));
    expect(audit).toHaveLength(1);
    expect(await unbalancedJournals(app)).toEqual([]);
  });

  it('pays CNY by Alipay transfer, answered at once', async () => {
    const who = await ready(
      { method: 'alipay', account: 'payee@example.com', realName: '张三' },
      'CNY',
      20000,
    );
    const { payoutNo } = (await requestPayout(who, 'CNY')).json().data;
    const approved = await decide(payoutNo, 'approve');
    expect(approved.json().data.state).toBe('succeeded');
    expect(await balance(who, 'CNY')).toMatchObject({ availableMinor: 0, paidOutMinor: 20000 });
  });

  it('gives the money back when the provider fails the payout or the admin rejects it', async () => {
    const alipay = await ready(
      { method: 'alipay', account: 'fail@example.com', realName: '李四' },
      'CNY',
      15000,
    );
    const first = (await requestPayout(alipay, 'CNY')).json().data.payoutNo;
    expect((await decide(first, 'approve')).json().data.state).toBe('failed');
    expect((await stateOf(first)).failure).toBe('PAYEE_NOT_EXIST');
    expect((await balance(alipay, 'CNY'))?.availableMinor).toBe(15000);
    expect(await payoutJournals(app, first)).toEqual({
      [`payout:${first}`]: { creator: -15000, payouts_in_transit: 15000 },
      [`payout_settle:${first}`]: { payouts_in_transit: -15000, creator: 15000 },
    });

    const paypal = await ready({ method: 'paypal', account: 'fail@example.com' }, 'USD', 1500);
    const second = (await requestPayout(paypal, 'USD')).json().data.payoutNo;
    await decide(second, 'approve');
    clock.advance(2 * 60_000);
    await advanceDuePayouts({ db: app.db, clock, log: app.log, providers, notifyUrl: () => '' });
    expect((await stateOf(second)).state).toBe('failed');
    expect((await balance(paypal, 'USD'))?.availableMinor).toBe(1500);

    const third = (await requestPayout(paypal, 'USD')).json().data.payoutNo;
    expect((await decide(third, 'reject', otherAdminUser)).statusCode).toBe(404);
    const rejected = await decide(third, 'reject');
    expect(rejected.json().data.state).toBe('rejected');
    expect((await balance(paypal, 'USD'))?.availableMinor).toBe(1500);
    expect((await decide(third, 'approve')).json().code).toBe(40934);
    expect(await unbalancedJournals(app)).toEqual([]);
  });

  it('lists payouts for the creator and for the brand admin only', async () => {
    const who = await ready({ method: 'paypal', account: 'list@example.com' }, 'USD', 3000);
    const { payoutNo } = (await requestPayout(who, 'USD')).json().data;
    const own = await app.inject({
      method: 'GET',
      url: '/api/creator-earnings/payouts',
      headers: who.headers,
    });
    expect(own.json().data.list.map((p: { payoutNo: string }) => p.payoutNo)).toEqual([payoutNo]);
    const waiting = await app.inject({
      method: 'GET',
      url: '/api/admin/payouts?state=requested',
      headers: await as(adminUser),
    });
    expect(
      waiting.json().data.list.some((p: { payoutNo: string }) => p.payoutNo === payoutNo),
    ).toBe(true);
    const other = await app.inject({
      method: 'GET',
      url: '/api/admin/payouts?state=requested',
      headers: await as(otherAdminUser),
    });
    expect(other.json().data.list).toEqual([]);
  });

  it('applies a replayed Alipay notification once and refuses a forged one', async () => {
    const who = await ready(
      { method: 'alipay', account: 'pending@example.com', realName: '王五' },
      'CNY',
      30000,
    );
    const { payoutNo } = (await requestPayout(who, 'CNY')).json().data;
    expect((await decide(payoutNo, 'approve')).json().data.state).toBe('sending');
    const params: Record<string, string> = {
      notify_id: randomUUID(),
      utc_timestamp: String(clock.now()),
      msg_method: 'alipay.fund.trans.order.changed',
      app_id: sandbox.alipay.appId,
      version: '1.1',
      biz_content: JSON.stringify({
        out_biz_no: payoutNo,
        order_id: '20260001',
        status: 'SUCCESS',
      }),
      charset: 'utf-8',
      sign_type: 'RSA2',
    };
    // Signed independently: sorted k=v of everything but sign and sign_type, SHA256withRSA.
    const content = Object.keys(params)
      .filter((key) => key !== 'sign_type')
      .sort()
      .map((key) => `${key}=${params[key]}`)
      .join('&');
    const sign = createSign('RSA-SHA256')
      .update(content)
      .sign(sandbox.alipay.alipay.privateKey, 'base64');
    const post = (body: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/payouts/alipay/notify',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(body).toString(),
      });
    const forged = await post({
      ...params,
      sign,
      biz_content: params.biz_content!.replace('SUCCESS', 'FAIL'),
    });
    expect([forged.statusCode, forged.body]).toEqual([400, 'fail']);
    const answers = await Promise.all([post({ ...params, sign }), post({ ...params, sign })]);
    expect(answers.map((a) => a.body)).toEqual(['success', 'success']);
    expect((await post({ ...params, sign })).body).toBe('success');
    expect((await stateOf(payoutNo)).state).toBe('succeeded');
    expect(Object.keys(await payoutJournals(app, payoutNo))).toHaveLength(2);
    expect(await balance(who, 'CNY')).toMatchObject({ availableMinor: 0, paidOutMinor: 30000 });
  });

  it('applies a replayed PayPal webhook once, verified against the sandbox certificate', async () => {
    const who = await ready({ method: 'paypal', account: 'pending@example.com' }, 'USD', 4000);
    const { payoutNo } = (await requestPayout(who, 'USD')).json().data;
    await decide(payoutNo, 'approve');
    const body = Buffer.from(
      JSON.stringify({
        id: 'WH-1',
        event_type: 'PAYMENT.PAYOUTS-ITEM.FAILED',
        resource: {
          transaction_status: 'FAILED',
          payout_batch_id: 'B1',
          payout_item: { sender_item_id: payoutNo },
          errors: { name: 'RECEIVER_UNREGISTERED' },
        },
      }),
    );
    const id = randomUUID();
    const time = new Date(clock.now()).toISOString();
    const message = `${id}|${time}|${sandbox.paypal.webhookId}|${crc32(body) >>> 0}`;
    const headers = {
      'content-type': 'application/json',
      'paypal-transmission-id': id,
      'paypal-transmission-time': time,
      'paypal-transmission-sig': createSign('RSA-SHA256')
        .update(message)
        .sign(sandbox.paypal.certificatePrivateKey, 'base64'),
      'paypal-cert-url': `${SANDBOX_BASE}/api/sandbox/pay/paypal/v1/notifications/certs/CERT-sandbox-0001`,
      'paypal-auth-algo': 'SHA256withRSA',
    };
    const post = (payload: Buffer) =>
      app.inject({ method: 'POST', url: '/api/payouts/paypal/notify', headers, payload });
    expect((await post(Buffer.from(body.toString().replace('FAILED', 'SUCCESS')))).statusCode).toBe(
      400,
    );
    const answers = await Promise.all([post(body), post(body), post(body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect((await stateOf(payoutNo)).state).toBe('failed');
    expect((await stateOf(payoutNo)).failure).toBe('RECEIVER_UNREGISTERED');
    expect(await payoutJournals(app, payoutNo)).toEqual({
      [`payout:${payoutNo}`]: { creator: -4000, payouts_in_transit: 4000 },
      [`payout_settle:${payoutNo}`]: { payouts_in_transit: -4000, creator: 4000 },
    });
    expect((await balance(who, 'USD'))?.availableMinor).toBe(4000);
  });
});
