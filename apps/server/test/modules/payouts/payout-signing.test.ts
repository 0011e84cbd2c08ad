import { createSecretKey, createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { AlipayTransfers, PaypalPayouts } from '../../../src/modules/payments/index.ts';
import { selfSignedCertificate } from '../../../src/modules/payments/sandbox/certificate.ts';

/**
 * The payout clients on the wire (decision 071), against a local HTTP server standing in for
 * PayPal and Alipay: every signature and header is recomputed here with node:crypto alone,
 * following the providers' documentation, not the code under test.
 */

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

async function standIn(answer: (seen: Seen) => { status: number; type: string; body: string }) {
  const seen: Seen[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(entry);
      const { status, type, body } = answer(entry);
      response.writeHead(status, { 'content-type': type }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { seen, base: `http://127.0.0.1:${port}` };
}

const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
/** 2026-11-29 12:00:00 UTC = 20:00:00 in Beijing. */
const clock = new ManualClock(Date.UTC(2026, 10, 29, 12, 0, 0));
const order = {
  payoutNo: 'PO20261129ABCDEFGHJK',
  currency: 'CNY',
  amountMinor: 12_345,
  account: 'payee@example.com',
  realName: '张三',
  note: 'Space creator payout PO20261129ABCDEFGHJK',
};

describe('Alipay alipay.fund.trans.uni.transfer', async () => {
  const app = rsa();
  const alipay = rsa();
  /** Alipay's answer: the response member's exact text signed with Alipay's key. */
  const answer = (method: string, member: string) => {
    const sign = createSign('RSA-SHA256').update(member).sign(alipay.privateKey, 'base64');
    return `{"${method.replaceAll('.', '_')}_response":${member},"sign":"${sign}"}`;
  };
  const { seen, base } = await standIn((request) => {
    const params = Object.fromEntries(new URLSearchParams(request.body));
    const member =
      params.method === 'alipay.fund.trans.uni.transfer'
        ? '{"code":"10000","msg":"Success","out_biz_no":"PO20261129ABCDEFGHJK","order_id":"20261129110070000006210000000001","pay_fund_order_id":"20261129110070001506210000000001","status":"SUCCESS","trans_date":"2026-11-29 20:00:01"}'
        : '{"code":"10000","msg":"Success","out_biz_no":"PO20261129ABCDEFGHJK","order_id":"20261129110070000006210000000001","status":"FAIL","fail_reason":"payee account frozen","error_code":"PAYEE_ACCOUNT_STATUS_ERROR"}';
    return {
      status: 200,
      type: 'application/json;charset=utf-8',
      body: answer(params.method!, member),
    };
  });
  const client = new AlipayTransfers(
    {
      appId: '2021000000000001',
      sellerId: '2088000000000001',
      privateKey: app.privateKey,
      alipayPublicKey: alipay.publicKey,
      gateway: `${base}/gateway.do`,
    },
    { clock },
  );

  it('sends the documented parameters, RSA2-signed over the sorted k=v string', async () => {
    const outcome = await client.send(order, 'https://space.example/api/payouts/alipay/notify');
    expect(outcome).toEqual({
      state: 'succeeded',
      providerRef: '20261129110070000006210000000001',
      providerStatus: 'SUCCESS',
      failure: null,
    });
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=utf-8');
    const params = Object.fromEntries(new URLSearchParams(request.body));
    expect(params).toMatchObject({
      app_id: '2021000000000001',
      method: 'alipay.fund.trans.uni.transfer',
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: '2026-11-29 20:00:00',
      version: '1.0',
      notify_url: 'https://space.example/api/payouts/alipay/notify',
    });
    expect(JSON.parse(params.biz_content!)).toEqual({
      out_biz_no: 'PO20261129ABCDEFGHJK',
      trans_amount: '123.45',
      product_code: 'TRANS_ACCOUNT_NO_PWD',
      biz_scene: 'DIRECT_TRANSFER',
      order_title: 'Space creator payout PO20261129ABCDEFGHJK',
      payee_info: { identity: 'payee@example.com', identity_type: 'ALIPAY_LOGON_ID', name: '张三' },
    });
    // The documented content: every parameter but sign, sorted by name, `k=v` joined by `&`.
    const content = Object.keys(params)
      .filter((key) => key !== 'sign')
      .sort()
      .map((key) => `${key}=${params[key]}`)
      .join('&');
    expect(content.startsWith('app_id=2021000000000001&biz_content={"out_biz_no"')).toBe(true);
    expect(
      createVerify('RSA-SHA256').update(content).verify(app.publicKey, params.sign!, 'base64'),
    ).toBe(true);
  });

  it('reads the status query, and refuses an answer not signed by Alipay', async () => {
    expect(await client.query(order.payoutNo)).toMatchObject({
      state: 'failed',
      failure: 'PAYEE_ACCOUNT_STATUS_ERROR',
    });
    const params = Object.fromEntries(new URLSearchParams(seen.at(-1)!.body));
    expect(params.method).toBe('alipay.fund.trans.common.query');
    expect(JSON.parse(params.biz_content!)).toEqual({
      out_biz_no: 'PO20261129ABCDEFGHJK',
      product_code: 'TRANS_ACCOUNT_NO_PWD',
      biz_scene: 'DIRECT_TRANSFER',
    });
    const forger = new AlipayTransfers(
      {
        appId: '2021000000000001',
        sellerId: '2088000000000001',
        privateKey: app.privateKey,
        alipayPublicKey: rsa().publicKey,
        gateway: `${base}/gateway.do`,
      },
      { clock },
    );
    await expect(forger.query(order.payoutNo)).rejects.toThrow(/not verified/);
  });
});

describe('PayPal Payouts', async () => {
  const { seen, base } = await standIn((request) => {
    if (request.url === '/v1/oauth2/token') {
      return {
        status: 200,
        type: 'application/json',
        body: '{"access_token":"A21AAtoken","token_type":"Bearer","expires_in":32400}',
      };
    }
    if (request.method === 'POST') {
      return {
        status: 201,
        type: 'application/json',
        body: '{"batch_header":{"payout_batch_id":"5UXD2E8A7EBQJ","batch_status":"PENDING","sender_batch_header":{"sender_batch_id":"PO20261129ABCDEFGHJK"}}}',
      };
    }
    return {
      status: 200,
      type: 'application/json',
      body: '{"batch_header":{"payout_batch_id":"5UXD2E8A7EBQJ","batch_status":"SUCCESS"},"items":[{"payout_item_id":"8AELMXH8UB2P8","transaction_status":"SUCCESS","payout_batch_id":"5UXD2E8A7EBQJ","payout_item":{"sender_item_id":"PO20261129ABCDEFGHJK"}}]}',
    };
  });
  const certificateKeys = rsa();
  const certificate = selfSignedCertificate({
    commonName: 'messageverificationcerts.paypal.test',
    ...certificateKeys,
    now: new Date(clock.now()),
    validDays: 30,
  });
  const client = new PaypalPayouts(
    {
      clientId: 'client-id',
      clientSecret: createSecretKey(Buffer.from('client-secret')),
      webhookId: 'WH-PAYOUTS-1',
      apiBase: base,
    },
    {
      clock,
      certificateHosts: { https: [], http: [new URL(base).host] },
      transport: async (request) => {
        if (request.url.endsWith('/cert.pem')) {
          return { status: 200, headers: new Headers(), body: Buffer.from(certificate.pem) };
        }
        const response = await fetch(request.url, request);
        return {
          status: response.status,
          headers: response.headers,
          body: Buffer.from(await response.arrayBuffer()),
        };
      },
    },
  );

  it('takes an OAuth2 token and posts one EMAIL item under our idempotency key', async () => {
    const outcome = await client.send({ ...order, currency: 'USD', account: 'payee@example.com' });
    expect(outcome).toMatchObject({ state: 'pending', providerRef: '5UXD2E8A7EBQJ' });
    const [token, payout] = seen;
    expect(token!.headers.authorization).toBe(
      `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`,
    );
    expect(token!.body).toBe('grant_type=client_credentials');
    expect(payout!.url).toBe('/v1/payments/payouts');
    expect(payout!.headers.authorization).toBe('Bearer A21AAtoken');
    expect(payout!.headers['paypal-request-id']).toBe('PO20261129ABCDEFGHJK');
    expect(JSON.parse(payout!.body)).toEqual({
      sender_batch_header: {
        sender_batch_id: 'PO20261129ABCDEFGHJK',
        email_subject: 'You have a payout',
        email_message: order.note,
      },
      items: [
        {
          recipient_type: 'EMAIL',
          amount: { value: '123.45', currency: 'USD' },
          receiver: 'payee@example.com',
          note: order.note,
          sender_item_id: 'PO20261129ABCDEFGHJK',
        },
      ],
    });
    expect(await client.query(order.payoutNo, '5UXD2E8A7EBQJ')).toMatchObject({
      state: 'succeeded',
      providerStatus: 'SUCCESS',
    });
    expect(seen.at(-1)!.url).toBe('/v1/payments/payouts/5UXD2E8A7EBQJ');
  });

  it('verifies PAYMENT.PAYOUTS-ITEM webhooks: id|time|webhook id|crc32(body)', async () => {
    const body = Buffer.from(
      '{"id":"WH-1","event_type":"PAYMENT.PAYOUTS-ITEM.SUCCEEDED","resource":{"transaction_status":"SUCCESS","payout_batch_id":"5UXD2E8A7EBQJ","payout_item":{"sender_item_id":"PO20261129ABCDEFGHJK"}}}',
    );
    const message = `tid-1|2026-11-29T12:00:00Z|WH-PAYOUTS-1|${crc32(body) >>> 0}`;
    const headers = {
      'paypal-transmission-id': 'tid-1',
      'paypal-transmission-time': '2026-11-29T12:00:00Z',
      'paypal-transmission-sig': createSign('RSA-SHA256')
        .update(message)
        .sign(certificateKeys.privateKey, 'base64'),
      'paypal-cert-url': `${base}/cert.pem`,
      'paypal-auth-algo': 'SHA256withRSA',
    };
    expect(await client.verifyNotification({ headers, rawBody: body })).toEqual({
      payoutNo: 'PO20261129ABCDEFGHJK',
      outcome: {
        state: 'succeeded',
        providerRef: '5UXD2E8A7EBQJ',
        providerStatus: 'SUCCESS',
        failure: null,
      },
    });
    const tampered = Buffer.from(body.toString().replace('SUCCESS"', 'FAILED"'));
    await expect(client.verifyNotification({ headers, rawBody: tampered })).rejects.toThrow();
  });
});
