import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  NotificationRejected,
  type ExpectedPayment,
  type ProviderPayment,
} from '../../../src/modules/payments/provider.ts';
import { createPaymentProviders } from '../../../src/modules/payments/providers.ts';
import { createPaymentSandbox } from '../../../src/modules/payments/sandbox/keys.ts';
import { paymentSandboxRoutes } from '../../../src/modules/payments/sandbox/routes.ts';
import type { WechatPayProvider } from '../../../src/modules/payments/wechatpay/provider.ts';
import { newOrderNo } from '../../../src/modules/orders/order-numbers.ts';
import { build } from '../../support/helper.ts';

/**
 * The payment sandbox plays a WeChat Pay platform certificate rotation (decision 057): after
 * POST /api/sandbox/pay/wechat/rotate-platform-certificate it signs with a new certificate,
 * which the client fetches from the sandbox's /v3/certificates on the first notification that
 * names it, in the real app on a real port.
 */

const sandbox = await createPaymentSandbox();
const orders = new Map<string, ExpectedPayment>();
const received: { payment?: ProviderPayment; reason?: string }[] = [];

const { app } = await build({
  beforeReady: (instance) => {
    void instance.register(paymentSandboxRoutes, {
      sandbox,
      paypalWebhookPath: '/test/notify/paypal',
    });
    void instance.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_r, body, done) =>
        done(null, body),
      );
      scope.post('/test/notify/wechat', async (request, reply) => {
        try {
          const payment = await wechat.verifyNotification(
            { headers: request.headers, rawBody: request.body as Buffer },
            async (no) => orders.get(no) ?? null,
          );
          received.push({ payment });
          return reply.status(204).send();
        } catch (error) {
          if (!(error instanceof NotificationRejected)) throw error;
          received.push({ reason: error.reason });
          return reply.status(400).send();
        }
      });
    });
  },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const wechat = createPaymentProviders(
  { sandbox: true, paypalCurrencies: ['USD'], wechat: null, alipay: null, paypal: null },
  { sandbox, baseUrl: base },
).wechat as WechatPayProvider;

/** A new order paid on the sandbox's page; resolves with what the notify route made of it. */
async function payOne() {
  const orderNo = newOrderNo(new Date());
  orders.set(orderNo, { amountMinor: 880, currency: 'CNY' });
  const start = await wechat.create({
    orderNo,
    amountMinor: 880,
    currency: 'CNY',
    description: 'Rotation',
    returnUrl: `${base}/callBack`,
    cancelUrl: `${base}/payment`,
    notifyUrl: `${base}/test/notify/wechat`,
    expiresAt: new Date(Date.now() + 15 * 60_000),
    requestId: orderNo,
  });
  const pr = new URL(start.kind === 'qr' ? start.codeUrl : '').searchParams.get('pr')!;
  const before = received.length;
  const paid = await fetch(`${base}/api/sandbox/pay/wechat/decide`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ pr, action: 'pay' }).toString(),
  });
  expect(paid.status).toBe(200);
  return received.slice(before);
}

describe('payment sandbox: WeChat Pay platform certificate rotation', () => {
  it('signs with a rotated-in certificate, which the client downloads once and accepts', async () => {
    expect((await payOne()).map((r) => r.payment?.state ?? r.reason)).toEqual(['paid']);
    expect(wechat.certificates.downloads).toBe(0);

    const old = sandbox.wechat.platformSerial;
    const rotated = await fetch(`${base}/api/sandbox/pay/wechat/rotate-platform-certificate`, {
      method: 'POST',
    });
    expect(rotated.status).toBe(200);
    expect(sandbox.wechat.platformSerial).not.toBe(old);

    expect((await payOne()).map((r) => r.payment?.state ?? r.reason)).toEqual(['paid']);
    expect(wechat.certificates.downloads).toBe(1);
    expect((await payOne()).map((r) => r.payment?.state ?? r.reason)).toEqual(['paid']);
    expect(wechat.certificates.downloads).toBe(1);
  });

  it('refuses an unsigned certificate download', async () => {
    const answer = await fetch(`${base}/api/sandbox/pay/wechat/v3/certificates`);
    expect(answer.status).toBe(401);
  });
});
