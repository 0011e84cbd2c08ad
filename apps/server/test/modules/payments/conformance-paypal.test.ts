import { createSecretKey } from 'node:crypto';
import https from 'node:https';
import net from 'node:net';
import {
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
} from '@paypal/paypal-server-sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { PaypalProvider } from '../../../src/modules/payments/paypal/provider.ts';
import {
  STAND_IN_CLIENT,
  startPaypalStandIn,
  type RecordedRequest,
} from '../../support/paypal-stand-in.ts';

/**
 * Conformance with PayPal's official server SDK, @paypal/paypal-server-sdk 2.5 (issue 26): the
 * SDK's ordersController and Space's PayPal client make the same calls against the same
 * stand-in PayPal, and the requests are compared: method, path, the headers PayPal reads
 * (Content-Type, PayPal-Request-Id, Prefer, a Bearer token from client credentials) and every
 * body member. The SDK cannot sign webhooks (PayPal signs them; the SDK only has the
 * verify-webhook-signature round trip), so webhooks are tested against PayPal's documented
 * string in payments-paypal.test.ts.
 */

const paypalServer = await startPaypalStandIn();
afterAll(() => paypalServer.close());
const port = Number(new URL(paypalServer.base).port);

/** The SDK talks to PayPal's fixed hosts: its connections are led to the stand-in instead. */
class ToStandIn extends https.Agent {
  override createConnection(): net.Socket {
    return net.connect(port, '127.0.0.1');
  }
}

const sdk = new Client({
  clientCredentialsAuthCredentials: {
    oAuthClientId: STAND_IN_CLIENT.clientId,
    oAuthClientSecret: STAND_IN_CLIENT.clientSecret,
  },
  environment: Environment.Sandbox,
  httpClientOptions: { httpsAgent: new ToStandIn() },
});
const orders = new OrdersController(sdk);
const space = new PaypalProvider(
  {
    clientId: STAND_IN_CLIENT.clientId,
    clientSecret: createSecretKey(Buffer.from(STAND_IN_CLIENT.clientSecret)),
    webhookId: 'WH-STAND-IN',
    apiBase: paypalServer.base,
  },
  { clock: new ManualClock(Date.parse('2026-11-28T10:00:00Z')) },
);

const ORDER_NO = 'SP20261128_7K3QX9AB';
const INPUT = {
  orderNo: ORDER_NO,
  amountMinor: 1999,
  currency: 'USD',
  description: 'Theme & icons / 中文',
  returnUrl: `https://space.example/callBack?type=payment&orderNo=${ORDER_NO}`,
  cancelUrl: `https://space.example/payment?cancelled=1&orderNo=${ORDER_NO}`,
  notifyUrl: 'https://space.example/api/payments/paypal/notify',
  expiresAt: new Date('2026-11-28T10:15:00Z'),
  requestId: '7b0c5c0e-7a43-4d6c-9a1e-3f2d1c0b9a88',
};

/** The last request to a path, recorded by the stand-in. */
function last(path: RegExp): RecordedRequest {
  const found = paypalServer.requests.findLast((request) => path.test(request.path));
  if (!found) throw new Error(`no request to ${path}`);
  return found;
}

/** What PayPal reads of a request, comparable between the two clients. */
function essentials(request: RecordedRequest) {
  return {
    method: request.method,
    path: request.path,
    contentType: request.headers['content-type']?.split(';')[0],
    requestId: request.headers['paypal-request-id'],
    prefer: request.headers.prefer,
    authorization: request.headers.authorization?.split(' ')[0],
    body: request.body ? (JSON.parse(request.body) as unknown) : null,
  };
}

describe('PayPal conformance with @paypal/paypal-server-sdk', () => {
  it('creates the order with the same headers and members as the SDK', async () => {
    const ours = await space.create(INPUT);
    const ourRequest = essentials(last(/^\/v2\/checkout\/orders$/));

    await orders.createOrder({
      paypalRequestId: `${INPUT.requestId}-sdk`,
      prefer: 'return=representation',
      body: {
        intent: CheckoutPaymentIntent.Capture,
        purchaseUnits: [
          {
            referenceId: ORDER_NO,
            customId: ORDER_NO,
            invoiceId: ORDER_NO,
            description: INPUT.description,
            amount: { currencyCode: 'USD', value: '19.99' },
          },
        ],
        paymentSource: {
          paypal: {
            experienceContext: {
              returnUrl: INPUT.returnUrl,
              cancelUrl: INPUT.cancelUrl,
              userAction: PaypalExperienceUserAction.PayNow,
              shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
            },
          },
        },
      },
    });
    const theirRequest = essentials(last(/^\/v2\/checkout\/orders$/));

    expect({ ...ourRequest, requestId: undefined }).toEqual({
      ...theirRequest,
      requestId: undefined,
    });
    expect(ourRequest.requestId).toBe(INPUT.requestId);
    expect(ourRequest.authorization).toBe('Bearer');
    expect(ours.kind).toBe('redirect');
  });

  it('captures and queries with the same calls as the SDK', async () => {
    const created = await space.create({ ...INPUT, requestId: 'capture-test' });
    const id = created.providerOrderId!;
    paypalServer.orders.get(id)!.status = 'APPROVED';
    await space.complete(ORDER_NO, id, { token: id });
    const ourCapture = essentials(last(/\/capture$/));
    paypalServer.orders.get(id)!.status = 'APPROVED';
    paypalServer.orders.get(id)!.captureId = undefined;
    await orders.captureOrder({
      id,
      paypalRequestId: `capture-${id}`,
      prefer: 'return=representation',
      body: {},
    });
    const theirCapture = essentials(last(/\/capture$/));
    expect(ourCapture).toEqual(theirCapture);

    await space.query(ORDER_NO, id);
    const ourQuery = essentials(last(new RegExp(`/v2/checkout/orders/${id}$`)));
    await orders.getOrder({ id });
    const theirQuery = essentials(last(new RegExp(`/v2/checkout/orders/${id}$`)));
    expect({ ...ourQuery, prefer: undefined }).toEqual({ ...theirQuery, prefer: undefined });
  });
});
