import { checkoutBodySchema, type Order } from '@space/contracts/commerce';
import { describe, expect, it } from 'vitest';
import {
  newCheckoutKey,
  nextStepFor,
  providerReturnParams,
} from '../src/features/orders/checkout.ts';
import { isPaymentReturn } from '../src/features/orders/payment-return.tsx';
import { rememberRoute, takeRememberedRoute } from '../src/lib/history-route.ts';
import { ORDER_NO, waitingOrder } from './support/orders.ts';

function order(overrides: Partial<Order>): Order {
  return waitingOrder({
    method: 'paypal',
    amountMinor: 299,
    currency: 'USD',
    subtotalMinor: 299,
    payment: null,
    ...overrides,
  });
}

describe('checkout keys', () => {
  it('are UUIDs the checkout body accepts, new each time', () => {
    const key = newCheckoutKey();
    expect(checkoutBodySchema.safeParse({ checkoutKey: key }).success).toBe(true);
    expect(newCheckoutKey()).not.toBe(key);
  });

  it('are v4 UUIDs even where crypto.randomUUID is missing (insecure contexts)', () => {
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', {
      value: undefined,
      configurable: true,
    });
    try {
      const key = newCheckoutKey();
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(checkoutBodySchema.safeParse({ checkoutKey: key }).success).toBe(true);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', {
        value: original,
        configurable: true,
      });
    }
  });
});

describe('where an order goes next', () => {
  it('a granted order goes to /success', () => {
    expect(nextStepFor(order({ state: 'no_payment_required', method: null }))).toEqual({
      kind: 'route',
      to: `/success?orderNo=${ORDER_NO}`,
    });
    expect(nextStepFor(order({ state: 'paid' })).kind).toBe('route');
  });

  it('WeChat goes to the QR page, even before its code is stored', () => {
    const to = { kind: 'route', to: `/wxQRcode?orderNo=${ORDER_NO}` };
    expect(
      nextStepFor(order({ method: 'wechat', payment: { kind: 'qr', codeUrl: 'weixin://x' } })),
    ).toEqual(to);
    expect(nextStepFor(order({ method: 'wechat', payment: null }))).toEqual(to);
  });

  it('Alipay and PayPal go to the provider page, only over http(s)', () => {
    const url = 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T';
    expect(nextStepFor(order({ payment: { kind: 'redirect', url } }))).toEqual({
      kind: 'external',
      url,
    });
    expect(
      nextStepFor(order({ payment: { kind: 'redirect', url: 'javascript:alert(1)' } })).kind,
    ).toBe('none');
    expect(nextStepFor(order({ state: 'failed' })).kind).toBe('none');
    expect(nextStepFor(order({ state: 'cancelled' })).kind).toBe('none');
  });
});

describe('the payment return on /callBack', () => {
  it('is told apart from the WeChat login callback', () => {
    expect(isPaymentReturn(new URLSearchParams(`type=payment&orderNo=${ORDER_NO}`))).toBe(true);
    expect(isPaymentReturn(new URLSearchParams(`orderNo=${ORDER_NO}&token=EC-1`))).toBe(true);
    expect(isPaymentReturn(new URLSearchParams('code=abc&state=xyz'))).toBe(false);
  });

  it("hands the provider's parameters to the server, without ours", () => {
    // PayPal: our method=paypal is ours; token and PayerID are PayPal's.
    expect(
      providerReturnParams(
        new URLSearchParams(
          `type=payment&orderNo=${ORDER_NO}&method=paypal&token=5O190127&PayerID=QYR5Z8XDVJNXQ`,
        ),
      ),
    ).toEqual({ token: '5O190127', PayerID: 'QYR5Z8XDVJNXQ' });
    // Alipay's signed return overwrites `method` with its own, which it signed: kept.
    expect(
      providerReturnParams(
        new URLSearchParams(
          `type=payment&orderNo=${ORDER_NO}&method=alipay.trade.page.pay.return&out_trade_no=${ORDER_NO}&sign=abc%2B%3D&sign_type=RSA2`,
        ),
      ),
    ).toEqual({
      method: 'alipay.trade.page.pay.return',
      out_trade_no: ORDER_NO,
      sign: 'abc+=',
      sign_type: 'RSA2',
    });
  });

  it('stays inside the complete body bounds and makes own keys only', () => {
    const search = new URLSearchParams();
    search.set('__proto__', 'x');
    search.set('k'.repeat(65), 'long key');
    search.set('big', 'v'.repeat(4097));
    for (let i = 0; i < 60; i += 1) search.set(`p${i}`, String(i));
    const params = providerReturnParams(search);
    expect(Object.keys(params)).toHaveLength(50);
    expect(Object.hasOwn(params, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(params)).toBe(Object.prototype);
    expect(params).not.toHaveProperty('big');
  });

  it('is remembered across a login, unlike the login callback', () => {
    rememberRoute(`/callBack?type=payment&orderNo=${ORDER_NO}&token=T`);
    expect(takeRememberedRoute()).toBe(`/callBack?type=payment&orderNo=${ORDER_NO}&token=T`);
    rememberRoute('/callBack?code=abc&state=xyz');
    expect(takeRememberedRoute()).toBe('/home');
  });
});
