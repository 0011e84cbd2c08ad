import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { newOrderNo } from '../../src/modules/orders/order-numbers.ts';
import type { HttpRequest, HttpTransport } from '../../src/modules/payments/http.ts';
import type {
  CreatePaymentInput,
  PaymentMethod,
  PaymentProvider,
} from '../../src/modules/payments/provider.ts';
import { createPaymentProviders } from '../../src/modules/payments/providers.ts';
import type { PaymentSandbox } from '../../src/modules/payments/sandbox/keys.ts';

/**
 * Requests to the payment sandbox of an app that is not listening (decision 021), for tests
 * that need the exact bytes a provider client sends: the real clients, wired to the sandbox
 * through `app.inject`, sign them; `capture` keeps one of them unsent, so a test can send it
 * itself (as several callers, in the authorization matrix).
 */

/** What inject's default Host makes of publicBaseUrl; the clients' links use the same. */
const BASE_URL = 'http://localhost';

export type SandboxProviders = Record<PaymentMethod, PaymentProvider>;

/** A client request as a test sends it again: path and raw query apart, header names lower-case. */
export interface CapturedRequest {
  method: 'GET' | 'POST';
  path: string;
  /** The query string with its `?`, exactly as signed (WeChat signs path and query). */
  search: string;
  headers: Record<string, string>;
  body?: string;
}

function captured(request: HttpRequest): CapturedRequest {
  const url = new URL(request.url);
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .map(([name, value]) => [name.toLowerCase(), value] as const)
      .filter(([name]) => name !== 'host' && name !== 'content-length'),
  );
  return {
    method: request.method,
    path: url.pathname,
    search: url.search,
    headers,
    body: request.body,
  };
}

/** A loopback port nothing listens on: where the sandbox's notifications go and fail at once. */
export function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function sandboxRequests(app: FastifyInstance, sandbox: PaymentSandbox, notifyPort: number) {
  const forward: HttpTransport = async (request) => {
    const url = new URL(request.url);
    const response = await app.inject({
      method: request.method,
      url: `${url.pathname}${url.search}`,
      headers: request.headers,
      ...(request.body === undefined ? {} : { payload: request.body }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const one of [value].flat()) if (one !== undefined) headers.append(name, String(one));
    }
    return { status: response.statusCode, headers, body: response.rawPayload };
  };

  function clients(transport: HttpTransport): SandboxProviders {
    return createPaymentProviders(
      { sandbox: true, paypalCurrencies: ['USD'], wechat: null, alipay: null, paypal: null },
      { sandbox, baseUrl: BASE_URL },
      { transport },
    ) as SandboxProviders;
  }

  /** Clients whose every request reaches the sandbox: the steps before the one under test. */
  const live = clients(forward);

  /**
   * The first request of `run` that `matches`, signed by the real client but not sent (the
   * client then fails, which is ignored); the requests before it are sent (a PayPal token).
   */
  async function capture(
    matches: (request: CapturedRequest) => boolean,
    run: (providers: SandboxProviders) => Promise<unknown>,
  ): Promise<CapturedRequest> {
    let kept: CapturedRequest | null = null;
    const transport: HttpTransport = async (request) => {
      if (!kept && matches(captured(request))) {
        kept = captured(request);
        throw new Error('captured, not sent');
      }
      return forward(request);
    };
    await run(clients(transport)).catch(() => undefined);
    if (!kept) throw new Error('the client made no such request');
    return kept;
  }

  /** A new payment's input: CNY for WeChat Pay and Alipay, USD for PayPal. */
  function input(method: PaymentMethod): CreatePaymentInput {
    const orderNo = newOrderNo(new Date());
    const query = `orderNo=${orderNo}&method=${method}`;
    return {
      orderNo,
      amountMinor: 1200,
      currency: method === 'paypal' ? 'USD' : 'CNY',
      description: `Matrix order ${orderNo}`,
      returnUrl: `${BASE_URL}/callBack?type=payment&${query}`,
      cancelUrl: `${BASE_URL}/payment?cancelled=1&${query}`,
      notifyUrl: `http://127.0.0.1:${notifyPort}/api/payments/${method}/notify`,
      expiresAt: new Date(Date.now() + 15 * 60_000),
      requestId: randomUUID(),
    };
  }

  /** Presses a pay page's button, as the browser posts its form. */
  async function decide(method: PaymentMethod, fields: Record<string, string>) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/sandbox/pay/${method}/decide`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    if (response.statusCode >= 400) throw new Error(`decide: ${response.statusCode}`);
  }

  /** A PayPal order the buyer approved, not yet captured. */
  async function approvedPaypalOrder() {
    const payment = input('paypal');
    const start = await live.paypal.create(payment);
    const id = start.providerOrderId!;
    await decide('paypal', { token: id, action: 'pay' });
    return { orderNo: payment.orderNo, id };
  }

  /** A WeChat Pay order, still to be paid, and the `pr` of its QR code. */
  async function wechatOrder() {
    const payment = input('wechat');
    const start = await live.wechat.create(payment);
    if (start.kind !== 'qr') throw new Error('WeChat Pay answers a QR code');
    return { orderNo: payment.orderNo, pr: new URL(start.codeUrl).searchParams.get('pr')! };
  }

  /** The signed Alipay page-pay URL; opening it makes the trade. */
  async function alipayPage() {
    const payment = input('alipay');
    const start = await live.alipay.create(payment);
    if (start.kind !== 'redirect') throw new Error('Alipay answers a page');
    return { orderNo: payment.orderNo, url: new URL(start.url) };
  }

  /** An Alipay trade the buyer has opened, and the id its pay page posts back. */
  async function openedAlipayTrade() {
    const { orderNo, url } = await alipayPage();
    const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    const trade = /name="trade" value="([^"]+)"/.exec(page.body)?.[1];
    if (!trade) throw new Error(`no trade on the Alipay page: ${page.statusCode}`);
    return { orderNo, trade };
  }

  return {
    live,
    capture,
    input,
    decide,
    approvedPaypalOrder,
    wechatOrder,
    alipayPage,
    openedAlipayTrade,
  };
}
