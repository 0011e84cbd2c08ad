import { generateKeyPairSync } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { AlipayProvider } from '../../../src/modules/payments/alipay/provider.ts';
import {
  NotificationRejected,
  PaymentProviderError,
  type CreatePaymentInput,
  type ExpectedPayment,
  type PaymentMethod,
  type PaymentProvider,
  type ProviderPayment,
} from '../../../src/modules/payments/provider.ts';
import { createPaymentProviders } from '../../../src/modules/payments/providers.ts';
import {
  createPaymentSandbox,
  sandboxProviderConfigs,
} from '../../../src/modules/payments/sandbox/keys.ts';
import { paymentSandboxRoutes } from '../../../src/modules/payments/sandbox/routes.ts';
import { WechatPayProvider } from '../../../src/modules/payments/wechatpay/provider.ts';
import { build } from '../../support/helper.ts';

/**
 * Round trips through the sandbox mounted in the real app, listening on a real port: the
 * clients call it over HTTP, the test presses the pay page's buttons by posting its form, and
 * the notifications arrive at a notify route served here that verifies them with the same code
 * as production.
 */

interface Received {
  method: PaymentMethod;
  payment?: ProviderPayment;
  reason?: string;
}

const sandbox = await createPaymentSandbox();
/** A key the sandbox has never seen, to sign requests it must refuse. */
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const orders = new Map<string, ExpectedPayment>();
const received: Received[] = [];
let providers: Partial<Record<PaymentMethod, PaymentProvider>> = {};

const { app } = await build({
  beforeReady: (instance) => {
    void instance.register(paymentSandboxRoutes, {
      sandbox,
      paypalWebhookPath: '/test/notify/paypal',
    });
    void instance.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser(
        ['application/json', 'application/x-www-form-urlencoded'],
        { parseAs: 'buffer' },
        (_request, body, done) => done(null, body),
      );
      scope.post<{ Params: { method: PaymentMethod } }>(
        '/test/notify/:method',
        async (request, reply) => {
          const { method } = request.params;
          const provider = providers[method]!;
          const notification = { headers: request.headers, rawBody: request.body as Buffer };
          let answer;
          try {
            const payment = await provider.verifyNotification(
              notification,
              async (no) => orders.get(no) ?? null,
            );
            received.push({ method, payment });
            answer = provider.acknowledge();
          } catch (error) {
            if (!(error instanceof NotificationRejected)) throw error;
            received.push({ method, reason: error.reason });
            answer = provider.refuse();
          }
          return reply.status(answer.status).type(answer.contentType).send(answer.body);
        },
      );
    });
  },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
providers = createPaymentProviders(
  { sandbox: true, paypalCurrencies: ['USD'], wechat: null, alipay: null, paypal: null },
  { sandbox, baseUrl: base },
);
const wechat = providers.wechat!;
const alipay = providers.alipay!;
const paypal = providers.paypal!;

function input(
  orderNo: string,
  amountMinor: number,
  currency: string,
  method: PaymentMethod,
): CreatePaymentInput {
  orders.set(orderNo, { amountMinor, currency });
  return {
    orderNo,
    amountMinor,
    currency,
    description: `Sandbox order ${orderNo}`,
    returnUrl: `${base}/callBack?order=${orderNo}`,
    cancelUrl: `${base}/payment?order=${orderNo}`,
    notifyUrl: `${base}/test/notify/${method}`,
    expiresAt: new Date(Date.now() + 15 * 60_000),
    requestId: `req-${orderNo}`,
  };
}

/** Opens a sandbox pay page and presses one of its buttons, as a browser would. */
async function press(pageUrl: string, action: 'pay' | 'fail' | 'cancel'): Promise<Response> {
  const page = await fetch(pageUrl);
  const html = await page.text();
  expect(page.status, html).toBe(200);
  expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
  expect(html).not.toMatch(/<script/i);
  const formAction = /<form method="post" action="([^"]+)">/.exec(html)![1]!;
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
  return fetch(new URL(formAction, pageUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, action }),
    redirect: 'manual',
  });
}

/** The notification for an order, waiting for it when it comes after the answer (PayPal). */
async function notificationFor(orderNo: string, state: string): Promise<Received> {
  for (let waited = 0; waited < 5000; waited += 20) {
    const found = received.find((r) => r.payment?.orderNo === orderNo && r.payment.state === state);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${state} notification for ${orderNo}`);
}

const query = (provider: PaymentProvider, orderNo: string, id: string | null = null) =>
  provider.query(orderNo, id);

describe('WeChat Pay through the sandbox', () => {
  it('code_url page → Pay → verified notification → query paid → refund', async () => {
    const start = await wechat.create(input('WX20260001', 1230, 'CNY', 'wechat'));
    if (start.kind !== 'qr') throw new Error('expected a QR code');
    expect(start.codeUrl.startsWith(`${base}/api/sandbox/pay/wechat/scan?pr=`)).toBe(true);
    const paid = await press(start.codeUrl, 'pay');
    expect(await paid.text()).toContain('answered HTTP 204');
    const { payment } = await notificationFor('WX20260001', 'paid');
    expect(payment).toMatchObject({ amountMinor: 1230, currency: 'CNY' });
    expect(payment!.transactionId).toMatch(/^4200/);
    expect(await query(wechat, 'WX20260001')).toMatchObject({
      state: 'paid',
      transactionId: payment!.transactionId,
    });
    const refund = await wechat.refund({
      orderNo: 'WX20260001',
      refundNo: 'RWX20260001',
      transactionId: payment!.transactionId!,
      amountMinor: 1230,
      totalMinor: 1230,
      currency: 'CNY',
      reason: 'sandbox refund',
    });
    expect(refund.state).toBe('succeeded');
    expect(await query(wechat, 'WX20260001')).toMatchObject({ state: 'refunded' });
  });

  it('closes an unpaid order, after which its page refuses; Fail leaves PAYERROR', async () => {
    const start = await wechat.create(input('WX20260002', 500, 'CNY', 'wechat'));
    await wechat.close('WX20260002', null);
    await wechat.close('WX20260002', null);
    expect(await query(wechat, 'WX20260002')).toMatchObject({
      state: 'closed',
      transactionId: null,
    });
    if (start.kind !== 'qr') throw new Error('expected a QR code');
    expect((await fetch(start.codeUrl)).status).toBe(409);
    const failing = await wechat.create(input('WX20260003', 500, 'CNY', 'wechat'));
    if (failing.kind !== 'qr') throw new Error('expected a QR code');
    await press(failing.codeUrl, 'fail');
    expect(await query(wechat, 'WX20260003')).toMatchObject({ state: 'failed' });
    expect(await query(wechat, 'WX-NEVER-CREATED')).toBeNull();
  });

  it("refuses a notification whose amount is not the order's, and a request signed with another key", async () => {
    const start = await wechat.create(input('WX20260004', 800, 'CNY', 'wechat'));
    orders.set('WX20260004', { amountMinor: 900, currency: 'CNY' });
    if (start.kind !== 'qr') throw new Error('expected a QR code');
    expect(await (await press(start.codeUrl, 'pay')).text()).toContain('answered HTTP 400');
    expect(received.at(-1)).toEqual({ method: 'wechat', reason: 'amount' });
    const impostor = new WechatPayProvider({
      ...sandboxProviderConfigs(sandbox, base).wechat,
      privateKey: stranger.privateKey,
    });
    const error = await impostor
      .create(input('WX20260005', 100, 'CNY', 'wechat'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ status: 401, code: 'SIGN_ERROR' });
  });
});

describe('Alipay through the sandbox', () => {
  it('gateway page → Pay → verified notification → signed return → complete → refund', async () => {
    const start = await alipay.create(input('AL20260001', 1230, 'CNY', 'alipay'));
    if (start.kind !== 'redirect') throw new Error('expected a redirect');
    expect(start.url.startsWith(`${base}/api/sandbox/pay/alipay/gateway.do?`)).toBe(true);
    const paid = await press(start.url, 'pay');
    expect(paid.status).toBe(302);
    const back = new URL(paid.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${base}/callBack`);
    const { payment } = await notificationFor('AL20260001', 'paid');
    expect(payment).toMatchObject({ amountMinor: 1230, currency: 'CNY' });
    const completed = await alipay.complete(
      'AL20260001',
      null,
      Object.fromEntries(back.searchParams),
    );
    expect(completed).toMatchObject({
      state: 'paid',
      transactionId: payment!.transactionId,
      amountMinor: 1230,
    });
    const refund = await alipay.refund({
      orderNo: 'AL20260001',
      refundNo: 'RAL20260001',
      transactionId: payment!.transactionId!,
      amountMinor: 1230,
      totalMinor: 1230,
      currency: 'CNY',
      reason: 'sandbox refund',
    });
    expect(refund).toMatchObject({ refundId: 'RAL20260001', state: 'succeeded' });
    expect(await query(alipay, 'AL20260001')).toMatchObject({ state: 'refunded' });
  });

  it('closes before and after the page was opened; a closed trade cannot be paid', async () => {
    const start = await alipay.create(input('AL20260002', 100, 'CNY', 'alipay'));
    await alipay.close('AL20260002', null);
    expect(await query(alipay, 'AL20260002')).toBeNull();
    if (start.kind !== 'redirect') throw new Error('expected a redirect');
    expect((await fetch(start.url)).status).toBe(200);
    await alipay.close('AL20260002', null);
    await alipay.close('AL20260002', null);
    expect(await query(alipay, 'AL20260002')).toMatchObject({ state: 'closed' });
    expect((await fetch(start.url)).status).toBe(409);
  });

  it('refuses a gateway call signed with another key', async () => {
    const impostor = new AlipayProvider({
      ...sandboxProviderConfigs(sandbox, base).alipay,
      privateKey: stranger.privateKey,
    });
    await expect(impostor.query('AL20260001')).rejects.toMatchObject({
      code: 'isv.invalid-signature',
    });
  });
});

describe('PayPal through the sandbox', () => {
  it('approve page → Pay → return → capture → verified webhook → refund', async () => {
    const start = await paypal.create(input('PP20260001', 1230, 'USD', 'paypal'));
    if (start.kind !== 'redirect') throw new Error('expected a redirect');
    expect(start.url).toBe(
      `${base}/api/sandbox/pay/paypal/checkoutnow?token=${start.providerOrderId}`,
    );
    const approved = await press(start.url, 'pay');
    const back = new URL(approved.headers.get('location')!);
    expect(back.searchParams.get('token')).toBe(start.providerOrderId);
    const captured = await paypal.complete(
      'PP20260001',
      start.providerOrderId,
      Object.fromEntries(back.searchParams),
    );
    expect(captured).toMatchObject({ state: 'paid', amountMinor: 1230, currency: 'USD' });
    const { payment } = await notificationFor('PP20260001', 'paid');
    expect(payment!.transactionId).toBe(captured.transactionId);
    // The same return again (a reload): the capture is not repeated.
    expect(await paypal.complete('PP20260001', start.providerOrderId, {})).toMatchObject({
      state: 'paid',
      transactionId: captured.transactionId,
    });
    expect(await query(paypal, 'PP20260001', start.providerOrderId)).toMatchObject({
      state: 'paid',
    });
    const refund = await paypal.refund({
      orderNo: 'PP20260001',
      refundNo: 'RPP20260001',
      transactionId: captured.transactionId!,
      amountMinor: 1230,
      totalMinor: 1230,
      currency: 'USD',
      reason: 'sandbox refund',
    });
    expect(refund.state).toBe('succeeded');
    await notificationFor('PP20260001', 'refunded');
    expect(await query(paypal, 'PP20260001', start.providerOrderId)).toMatchObject({
      state: 'refunded',
    });
  });

  it('Cancel returns to cancel_url with nothing captured; Fail declines the capture', async () => {
    const cancelled = await paypal.create(input('PP20260002', 500, 'USD', 'paypal'));
    if (cancelled.kind !== 'redirect') throw new Error('expected a redirect');
    const away = await press(cancelled.url, 'cancel');
    expect(away.headers.get('location')).toBe(
      `${base}/payment?order=PP20260002&token=${cancelled.providerOrderId}`,
    );
    await paypal.close('PP20260002', cancelled.providerOrderId);
    expect(await query(paypal, 'PP20260002', cancelled.providerOrderId)).toMatchObject({
      state: 'pending',
    });

    const declined = await paypal.create(input('PP20260003', 500, 'USD', 'paypal'));
    if (declined.kind !== 'redirect') throw new Error('expected a redirect');
    await press(declined.url, 'fail');
    expect(await paypal.complete('PP20260003', declined.providerOrderId, {})).toMatchObject({
      state: 'failed',
      transactionId: null,
    });
    await notificationFor('PP20260003', 'failed');
  });
});
