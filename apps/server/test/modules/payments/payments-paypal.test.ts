import { createSecretKey, createSign, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import type { HttpRequest, HttpTransport } from '../../../src/modules/payments/http.ts';
import type { PaypalConfig } from '../../../src/config/payments.config.ts';
import { PaypalProvider } from '../../../src/modules/payments/paypal/provider.ts';
import {
  certUrlAllowed,
  crc32Decimal,
  PAYPAL_CERT_HOSTS,
} from '../../../src/modules/payments/paypal/signing.ts';
import { NotificationRejected } from '../../../src/modules/payments/provider.ts';
import { selfSignedCertificate } from '../../../src/modules/payments/sandbox/certificate.ts';

/**
 * PayPal webhooks verified locally against messages built here by the documented rule
 * `transmissionId|transmissionTime|webhookId|crc32(body)`, signed with a test certificate that
 * a stub transport serves at an allow-listed URL.
 */

const paypalKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const clock = new ManualClock(Date.parse('2026-06-01T00:00:00Z'));
const certificate = selfSignedCertificate({
  commonName: 'messageverificationcerts.paypal.com',
  ...paypalKey,
  now: new Date(clock.now()),
  validDays: 30,
});
const CERT_URL = 'https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270';
const WEBHOOK_ID = '8PT597110X687430LKGECATA';

const config: PaypalConfig = {
  clientId: 'AYSq3RDGsmBLJE-otTkBtM-jBRd1TCQwFf9RGfwddNXWz0uFU9ztymylOhRS',
  clientSecret: createSecretKey(
    Buffer.from('EGnHDxD_qRPdaLdZz8iCr8N7_MzF-YHPTkjs6NKYQvQSBngp4PTTVWkPZRbL'),
  ),
  webhookId: WEBHOOK_ID,
  apiBase: 'https://api-m.paypal.com',
};

const fetched: string[] = [];
const certificates: HttpTransport = async (request) => {
  fetched.push(request.url);
  return { status: 200, headers: new Headers(), body: Buffer.from(certificate.pem) };
};

function capture(overrides: Record<string, unknown> = {}) {
  return {
    id: '42311647XV020574X',
    status: 'COMPLETED',
    amount: { currency_code: 'USD', value: '12.30' },
    custom_id: 'SO202606010003',
    invoice_id: 'SO202606010003',
    create_time: '2026-06-01T00:00:00Z',
    ...overrides,
  };
}

function webhook(
  resource: object,
  options: { eventType?: string; webhookId?: string; certUrl?: string; algo?: string } = {},
) {
  const body = JSON.stringify({
    id: 'WH-58D329510W468432D-8HN650336L201105X',
    event_version: '1.0',
    create_time: '2026-06-01T00:00:01Z',
    resource_type: 'capture',
    event_type: options.eventType ?? 'PAYMENT.CAPTURE.COMPLETED',
    resource,
  });
  const transmissionId = '69cd13f0-d67a-11e5-baa3-778b53f4ae55';
  const transmissionTime = '2026-06-01T00:00:01Z';
  const crc = crc32Decimal(Buffer.from(body));
  const message = `${transmissionId}|${transmissionTime}|${options.webhookId ?? WEBHOOK_ID}|${crc}`;
  return {
    body,
    rawBody: Buffer.from(body),
    headers: {
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-time': transmissionTime,
      'paypal-transmission-sig': createSign('RSA-SHA256')
        .update(message)
        .sign(paypalKey.privateKey, 'base64'),
      'paypal-cert-url': options.certUrl ?? CERT_URL,
      'paypal-auth-algo': options.algo ?? 'SHA256withRSA',
    },
  };
}

const expected = async (orderNo: string) =>
  orderNo === 'SO202606010003' ? { amountMinor: 1230, currency: 'USD' } : null;

async function rejection(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(NotificationRejected);
  return (error as NotificationRejected).reason;
}

describe('PayPal webhook signature parts', () => {
  it('takes the CRC32 of the raw body as unsigned decimal', () => {
    expect(crc32Decimal(Buffer.from('hello'))).toBe('907060870');
    expect(crc32Decimal(Buffer.from(''))).toBe('0');
    expect(crc32Decimal(Buffer.from('The quick brown fox jumps over the lazy dog'))).toBe(
      '1095738169',
    );
    // 0xE8B7BE43, above 2^31: unsigned, never negative.
    expect(crc32Decimal(Buffer.from('a'))).toBe('3904355907');
  });

  it('fetches certificates only from allow-listed hosts', () => {
    const hosts = { https: PAYPAL_CERT_HOSTS, http: ['127.0.0.1:3000'] };
    const allowed = [
      'https://api.paypal.com/v1/notifications/certs/CERT-1',
      'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1',
      'https://API.PAYPAL.COM/v1/notifications/certs/CERT-1',
      'http://127.0.0.1:3000/api/sandbox/pay/paypal/v1/notifications/certs/CERT-sandbox-0001',
    ];
    const refused = [
      'http://api.paypal.com/v1/notifications/certs/CERT-1',
      'https://api.paypal.com.evil.example/cert',
      'https://evil.example/?host=api.paypal.com',
      'https://user:pw@api.paypal.com/cert',
      'https://api.paypal.com:8443/cert',
      'https://www.paypal.com/cert',
      'http://127.0.0.1:3001/cert',
      'https://127.0.0.1:3000/cert',
      'file:///etc/passwd',
      'not a url',
    ];
    for (const url of allowed) expect(certUrlAllowed(url, hosts), url).toBe(true);
    for (const url of refused) expect(certUrlAllowed(url, hosts), url).toBe(false);
  });
});

describe('PayPal webhooks', () => {
  const provider = new PaypalProvider(config, {
    transport: certificates,
    clock,
    currencies: ['USD'],
  });

  it('verifies a capture event and records the capture id; the certificate is fetched once', async () => {
    fetched.length = 0;
    const payment = await provider.verifyNotification(webhook(capture()), expected);
    expect(payment).toMatchObject({
      orderNo: 'SO202606010003',
      state: 'paid',
      transactionId: '42311647XV020574X',
      amountMinor: 1230,
      currency: 'USD',
      paidAt: new Date('2026-06-01T00:00:00Z'),
    });
    await provider.verifyNotification(webhook(capture()), expected);
    expect(fetched).toEqual([CERT_URL]);
  });

  it('refuses a tampered byte, another webhook id, a foreign certificate URL, another algorithm', async () => {
    const original = webhook(capture());
    const tampered = Buffer.from(original.body.replace('12.30', '12.31'));
    expect(
      await rejection(provider.verifyNotification({ ...original, rawBody: tampered }, expected)),
    ).toBe('signature');
    const otherHook = webhook(capture(), { webhookId: 'WH-SOMEONE-ELSE' });
    expect(await rejection(provider.verifyNotification(otherHook, expected))).toBe('signature');
    fetched.length = 0;
    const foreign = webhook(capture(), { certUrl: 'https://attacker.example/cert.pem' });
    expect(await rejection(provider.verifyNotification(foreign, expected))).toBe(
      'unknown-certificate',
    );
    expect(fetched).toEqual([]);
    const sha1 = webhook(capture(), { algo: 'SHA1withRSA' });
    expect(await rejection(provider.verifyNotification(sha1, expected))).toBe('malformed');
  });

  it('refuses another amount or currency and an unknown order', async () => {
    const cheaper = webhook(capture({ amount: { currency_code: 'USD', value: '0.01' } }));
    expect(await rejection(provider.verifyNotification(cheaper, expected))).toBe('amount');
    const euros = webhook(capture({ amount: { currency_code: 'EUR', value: '12.30' } }));
    expect(await rejection(provider.verifyNotification(euros, expected))).toBe('amount');
    const stranger = webhook(capture({ custom_id: 'SO-NOT-OURS' }));
    expect(await rejection(provider.verifyNotification(stranger, expected))).toBe('unknown-order');
  });

  it('maps denied and refunded events, and refuses events it does not handle', async () => {
    const denied = await provider.verifyNotification(
      webhook(capture({ status: 'DECLINED' }), { eventType: 'PAYMENT.CAPTURE.DENIED' }),
      expected,
    );
    expect(denied.state).toBe('failed');
    const refund = {
      id: '1JU08902781691411',
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '5.00' },
      custom_id: 'SO202606010003',
    };
    const refunded = await provider.verifyNotification(
      webhook(refund, { eventType: 'PAYMENT.CAPTURE.REFUNDED' }),
      expected,
    );
    expect(refunded).toMatchObject({ state: 'refunded', orderNo: 'SO202606010003' });
    const other = webhook(capture(), { eventType: 'CUSTOMER.DISPUTE.CREATED' });
    expect(await rejection(provider.verifyNotification(other, expected))).toBe('malformed');
  });
});

describe('PayPal orders', () => {
  it('gets a token with client credentials, creates with PayPal-Request-Id, redirects to payer-action', async () => {
    const sent: HttpRequest[] = [];
    const transport: HttpTransport = async (request) => {
      sent.push(request);
      const body = request.url.endsWith('/v1/oauth2/token')
        ? { access_token: 'A21AAF', token_type: 'Bearer', expires_in: 32400 }
        : {
            id: '5O190127TN364715T',
            status: 'PAYER_ACTION_REQUIRED',
            links: [
              {
                href: 'https://www.paypal.com/checkoutnow?token=5O190127TN364715T',
                rel: 'payer-action',
              },
            ],
          };
      return {
        status: request.url.endsWith('/token') ? 200 : 201,
        headers: new Headers(),
        body: Buffer.from(JSON.stringify(body)),
      };
    };
    const provider = new PaypalProvider(config, { transport, clock, currencies: ['USD'] });
    const input = {
      orderNo: 'SO202606010003',
      amountMinor: 1230,
      currency: 'USD',
      description: 'Theme',
      returnUrl: 'https://space.example/callBack?order=SO202606010003',
      cancelUrl: 'https://space.example/payment',
      notifyUrl: 'https://space.example/api/payments/paypal/notify',
      expiresAt: new Date('2026-06-01T00:15:00Z'),
      requestId: 'req-SO202606010003',
    };
    const start = await provider.create(input);
    expect(start).toEqual({
      kind: 'redirect',
      url: 'https://www.paypal.com/checkoutnow?token=5O190127TN364715T',
      providerOrderId: '5O190127TN364715T',
    });
    const [token, create] = sent;
    expect(token!.url).toBe('https://api-m.paypal.com/v1/oauth2/token');
    expect(token!.body).toBe('grant_type=client_credentials');
    const basic = Buffer.from(
      `${config.clientId}:EGnHDxD_qRPdaLdZz8iCr8N7_MzF-YHPTkjs6NKYQvQSBngp4PTTVWkPZRbL`,
    ).toString('base64');
    expect(token!.headers.Authorization).toBe(`Basic ${basic}`);
    expect(create!.headers).toMatchObject({
      Authorization: 'Bearer A21AAF',
      'PayPal-Request-Id': 'req-SO202606010003',
    });
    expect(JSON.parse(create!.body!)).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        {
          custom_id: 'SO202606010003',
          invoice_id: 'SO202606010003',
          amount: { currency_code: 'USD', value: '12.30' },
        },
      ],
    });
    await expect(provider.create({ ...input, currency: 'CNY' })).rejects.toThrow(/not enabled/);
    expect(sent).toHaveLength(2);
  });
});
