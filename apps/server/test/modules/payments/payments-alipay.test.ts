import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { AlipayProvider } from '../../../src/modules/payments/alipay/provider.ts';
import {
  rawJsonMembers,
  signContent,
  verifyGatewayAnswer,
} from '../../../src/modules/payments/alipay/signing.ts';
import type { HttpRequest, HttpTransport } from '../../../src/modules/payments/http.ts';
import { formatMinorUnits, parseMinorUnits } from '../../../src/modules/payments/money.ts';
import type { AlipayConfig } from '../../../src/config/payments.config.ts';
import { NotificationRejected } from '../../../src/modules/payments/provider.ts';

/**
 * Alipay RSA2 against strings built here by the documented rule (sorted `k=v&…`, no `sign`,
 * no empty values; notifications also without `sign_type`; answers over the raw JSON text).
 */

const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
const clock = new ManualClock(Date.parse('2026-06-01T00:00:00Z'));

const config: AlipayConfig = {
  appId: '2021004100000001',
  sellerId: '2088102146225135',
  privateKey: app.privateKey,
  alipayPublicKey: alipay.publicKey,
  gateway: 'https://openapi.alipay.com/gateway.do',
};

const sign = (content: string, key = alipay.privateKey) =>
  createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64');

/** An async notification as Alipay posts it, signed over the hand-written sorted string. */
function notificationParams(overrides: Record<string, string> = {}): Record<string, string> {
  const params: Record<string, string> = {
    gmt_create: '2026-06-01 07:59:30',
    charset: 'utf-8',
    seller_email: 'shop@example.com',
    subject: 'Theme & icons = 2 items / 中文',
    buyer_id: '2088102177846880',
    invoice_amount: '12.30',
    notify_id: '2026060100222080000033331234567',
    fund_bill_list: '[{"amount":"12.30","fundChannel":"ALIPAYACCOUNT"}]',
    notify_type: 'trade_status_sync',
    trade_status: 'TRADE_SUCCESS',
    receipt_amount: '12.30',
    app_id: config.appId,
    buyer_pay_amount: '12.30',
    sign_type: 'RSA2',
    seller_id: config.sellerId,
    gmt_payment: '2026-06-01 08:00:00',
    notify_time: '2026-06-01 08:00:01',
    version: '1.0',
    out_trade_no: 'SO202606010002',
    total_amount: '12.30',
    trade_no: '2026060122001446880500000001',
    auth_app_id: config.appId,
    buyer_logon_id: 'csq***@sandbox.com',
    point_amount: '0.00',
    ...overrides,
  };
  const content = Object.keys(params)
    .filter((key) => key !== 'sign' && key !== 'sign_type' && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  return { ...params, sign: sign(content) };
}

const formBody = (params: Record<string, string>) =>
  Buffer.from(new URLSearchParams(params).toString());
const lookups: string[] = [];
const expected = async (orderNo: string) => {
  lookups.push(orderNo);
  return orderNo === 'SO202606010002' ? { amountMinor: 1230, currency: 'CNY' } : null;
};

async function rejection(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(NotificationRejected);
  return (error as NotificationRejected).reason;
}

describe('Alipay amounts', () => {
  it('converts decimal strings and minor units both ways without floats', () => {
    expect(parseMinorUnits('0.01', 'CNY')).toBe(1);
    expect(parseMinorUnits('12.30', 'CNY')).toBe(1230);
    expect(parseMinorUnits('12.3', 'CNY')).toBe(1230);
    expect(parseMinorUnits('100', 'CNY')).toBe(10000);
    expect(parseMinorUnits('0.29', 'CNY')).toBe(29);
    expect(formatMinorUnits(1, 'CNY')).toBe('0.01');
    expect(formatMinorUnits(1230, 'CNY')).toBe('12.30');
    expect(formatMinorUnits(10000, 'CNY')).toBe('100.00');
    expect(formatMinorUnits(500, 'JPY')).toBe('500');
    for (const bad of ['', '1.234', '-1', '01.00', '1e2', ' 1', '1.', '.5', '1,00', '0x10']) {
      expect(parseMinorUnits(bad, 'CNY')).toBeNull();
    }
    expect(parseMinorUnits('5.00', 'JPY')).toBeNull();
  });
});

describe('Alipay request signatures', () => {
  it('sorts, drops sign and empty values, joins k=v with &', () => {
    const params = {
      sign: 'ignored',
      version: '1.0',
      app_id: '2014072300007148',
      timestamp: '2014-07-24 03:07:50',
      notify_url: '',
      method: 'alipay.trade.query',
      biz_content: '{"out_trade_no":"20150320010101001"}',
      sign_type: 'RSA2',
      charset: 'utf-8',
    };
    expect(signContent(params, ['sign'])).toBe(
      'app_id=2014072300007148&biz_content={"out_trade_no":"20150320010101001"}&charset=utf-8' +
        '&method=alipay.trade.query&sign_type=RSA2&timestamp=2014-07-24 03:07:50&version=1.0',
    );
  });

  it('builds the page-pay URL with a signature over the documented string', async () => {
    const provider = new AlipayProvider(config, { clock });
    const start = await provider.create({
      orderNo: 'SO202606010002',
      amountMinor: 1230,
      currency: 'CNY',
      description: 'Theme',
      returnUrl: 'https://space.example/callBack',
      cancelUrl: 'https://space.example/payment',
      notifyUrl: 'https://space.example/api/payments/alipay/notify',
      expiresAt: new Date('2026-06-01T00:15:00Z'),
      requestId: 'r1',
    });
    expect(start.kind).toBe('redirect');
    const url = new URL(start.kind === 'redirect' ? start.url : '');
    expect(`${url.origin}${url.pathname}`).toBe(config.gateway);
    const biz =
      '{"out_trade_no":"SO202606010002","product_code":"FAST_INSTANT_TRADE_PAY",' +
      '"total_amount":"12.30","subject":"Theme","time_expire":"2026-06-01 08:15:00"}';
    const content =
      `app_id=${config.appId}&biz_content=${biz}&charset=utf-8&format=JSON&method=alipay.trade.page.pay` +
      '&notify_url=https://space.example/api/payments/alipay/notify' +
      '&return_url=https://space.example/callBack&sign_type=RSA2&timestamp=2026-06-01 08:00:00&version=1.0';
    const signature = url.searchParams.get('sign')!;
    expect(signature).toBe(sign(content, app.privateKey));
    expect(
      createVerify('RSA-SHA256').update(content).verify(app.publicKey, signature, 'base64'),
    ).toBe(true);
  });
});

describe('Alipay notifications', () => {
  const provider = new AlipayProvider(config, { clock });

  it('verifies decoded values (spaces, &, =, /, Chinese) and reports the payment', async () => {
    const payment = await provider.verifyNotification(
      { headers: {}, rawBody: formBody(notificationParams()) },
      expected,
    );
    expect(payment).toMatchObject({
      orderNo: 'SO202606010002',
      state: 'paid',
      transactionId: '2026060122001446880500000001',
      amountMinor: 1230,
      currency: 'CNY',
      paidAt: new Date('2026-06-01T00:00:00Z'),
    });
    expect(provider.acknowledge()).toEqual({
      status: 200,
      contentType: 'text/plain; charset=utf-8',
      body: 'success',
    });
    expect(provider.refuse().body).toBe('failure');
  });

  it('refuses a tampered value before looking anything up', async () => {
    lookups.length = 0;
    const params = { ...notificationParams(), total_amount: '0.01' };
    expect(
      await rejection(
        provider.verifyNotification({ headers: {}, rawBody: formBody(params) }, expected),
      ),
    ).toBe('signature');
    expect(lookups).toEqual([]);
  });

  it('refuses another app or seller, another amount, an unknown order', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ app_id: '2021000000000999' }, 'merchant'],
      [{ seller_id: '2088000000000999' }, 'merchant'],
      [{ total_amount: '12.31' }, 'amount'],
      [{ out_trade_no: 'SO-NOT-OURS' }, 'unknown-order'],
    ];
    for (const [overrides, reason] of cases) {
      const body = formBody(notificationParams(overrides));
      expect(
        await rejection(provider.verifyNotification({ headers: {}, rawBody: body }, expected)),
      ).toBe(reason);
    }
  });

  it('refuses a repeated field, an RSA1 sign type and a missing sign', async () => {
    const params = notificationParams();
    const doubled = Buffer.from(`${new URLSearchParams(params)}&total_amount=0.01`);
    expect(
      await rejection(provider.verifyNotification({ headers: {}, rawBody: doubled }, expected)),
    ).toBe('malformed');
    const rsa1 = formBody({ ...params, sign_type: 'RSA' });
    expect(
      await rejection(provider.verifyNotification({ headers: {}, rawBody: rsa1 }, expected)),
    ).toBe('signature');
    const { sign: _sign, ...unsigned } = params;
    expect(
      await rejection(
        provider.verifyNotification({ headers: {}, rawBody: formBody(unsigned) }, expected),
      ),
    ).toBe('malformed');
  });

  it('verifies the signed return fields, ignores our own query parameters, refuses forgeries', async () => {
    const returned: Record<string, string> = {
      charset: 'utf-8',
      out_trade_no: 'SO202606010002',
      method: 'alipay.trade.page.pay.return',
      total_amount: '12.30',
      trade_no: '2026060122001446880500000001',
      auth_app_id: config.appId,
      version: '1.0',
      app_id: config.appId,
      sign_type: 'RSA2',
      seller_id: config.sellerId,
      timestamp: '2026-06-01 08:00:02',
    };
    const content =
      `app_id=${config.appId}&auth_app_id=${config.appId}&charset=utf-8&method=alipay.trade.page.pay.return` +
      `&out_trade_no=SO202606010002&seller_id=${config.sellerId}&timestamp=2026-06-01 08:00:02` +
      '&total_amount=12.30&trade_no=2026060122001446880500000001&version=1.0';
    const genuine = { ...returned, sign: sign(content), order: 'ours, unsigned' };
    const trade =
      '{"code":"10000","msg":"Success","out_trade_no":"SO202606010002","trade_no":"2026060122001446880500000001","trade_status":"TRADE_SUCCESS","total_amount":"12.30","send_pay_date":"2026-06-01 08:00:00"}';
    const transport: HttpTransport = async () => ({
      status: 200,
      headers: new Headers(),
      body: Buffer.from(`{"alipay_trade_query_response":${trade},"sign":"${sign(trade)}"}`),
    });
    const withQuery = new AlipayProvider(config, { transport, clock });
    await expect(withQuery.complete('SO202606010002', null, genuine)).resolves.toMatchObject({
      state: 'paid',
      amountMinor: 1230,
    });
    const forged = { ...genuine, total_amount: '0.01' };
    expect(await rejection(withQuery.complete('SO202606010002', null, forged))).toBe('signature');
    expect(await rejection(withQuery.complete('SO-OTHER', null, genuine))).toBe('unknown-order');
  });
});

describe('Alipay gateway answers', () => {
  /** Alipay's own spacing and escapes, signed as they stand: the verifier must not re-serialise. */
  const response =
    '{ "code":"10000", "msg":"Success", "out_trade_no":"SO202606010002", "trade_no":"2026060122001446880500000001", "trade_status":"TRADE_SUCCESS", "total_amount":"12.30", "send_pay_date":"2026-06-01 08:00:00", "buyer_logon_id":"a\\"}{b" }';
  const answer = `{"alipay_trade_query_response":${response},"sign":"${sign(response)}"}`;

  it("finds each member's exact text", () => {
    const members = rawJsonMembers(`{ "a" : {"x":"}\\""} , "b":[1,{"c":2}], "sign":"s" }`);
    expect(Object.fromEntries(members!)).toEqual({
      a: '{"x":"}\\""}',
      b: '[1,{"c":2}]',
      sign: '"s"',
    });
    expect(rawJsonMembers('{"a":1,"a":2}')).toBeNull();
    expect(rawJsonMembers('{"a":{"b":1}')).toBeNull();
  });

  it('verifies over the raw substring, whichever order the members come in', () => {
    expect(verifyGatewayAnswer(answer, 'alipay.trade.query', alipay.publicKey)).toMatchObject({
      ok: true,
      body: { trade_status: 'TRADE_SUCCESS' },
    });
    const signFirst = `{"sign":"${sign(response)}","alipay_trade_query_response":${response}}`;
    expect(verifyGatewayAnswer(signFirst, 'alipay.trade.query', alipay.publicKey).ok).toBe(true);
    const reserialised = `{"alipay_trade_query_response":${JSON.stringify(JSON.parse(response))},"sign":"${sign(response)}"}`;
    expect(verifyGatewayAnswer(reserialised, 'alipay.trade.query', alipay.publicKey)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(verifyGatewayAnswer(answer, 'alipay.trade.close', alipay.publicKey)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('queries a trade through a signed form post and reads the verified answer', async () => {
    const sent: HttpRequest[] = [];
    const transport: HttpTransport = async (request) => {
      sent.push(request);
      return { status: 200, headers: new Headers(), body: Buffer.from(answer) };
    };
    const payment = await new AlipayProvider(config, { transport, clock }).query('SO202606010002');
    expect(payment).toMatchObject({
      state: 'paid',
      amountMinor: 1230,
      transactionId: '2026060122001446880500000001',
    });
    const params = Object.fromEntries(new URLSearchParams(sent[0]!.body));
    expect(params).toMatchObject({
      method: 'alipay.trade.query',
      biz_content: '{"out_trade_no":"SO202606010002"}',
    });
    const content = signContent(params, ['sign']);
    expect(
      createVerify('RSA-SHA256').update(content).verify(app.publicKey, params.sign!, 'base64'),
    ).toBe(true);
  });

  it('turns TRADE_NOT_EXIST into null and a tampered answer into an error', async () => {
    const missing =
      '{"code":"40004","msg":"Business Failed","sub_code":"ACQ.TRADE_NOT_EXIST","sub_msg":"交易不存在"}';
    const reply =
      (text: string): HttpTransport =>
      async () => ({ status: 200, headers: new Headers(), body: Buffer.from(text) });
    const notFound = new AlipayProvider(config, {
      clock,
      transport: reply(`{"alipay_trade_query_response":${missing},"sign":"${sign(missing)}"}`),
    });
    expect(await notFound.query('SO1')).toBeNull();
    const tampered = new AlipayProvider(config, {
      clock,
      transport: reply(answer.replace('12.30', '00.01')),
    });
    await expect(tampered.query('SO202606010002')).rejects.toThrow(/not verified/);
  });
});
