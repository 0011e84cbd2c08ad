import { PAYMENT_METHODS, type PaymentMethod } from '@space/contracts/limits';
import type { Order, OrderState } from '@space/contracts/commerce';
import { isWebLink } from '@space/contracts/web-links';
import { paths } from '../../config/paths.ts';

/**
 * A fresh checkout key (a v4 UUID) for one checkout attempt; a double click or a retry of the
 * same attempt reuses it, so the server makes one order. `crypto.randomUUID` exists only in
 * secure contexts; elsewhere the same UUID is built from `crypto.getRandomValues`.
 */
export function newCheckoutKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const successPath = (orderNo: string) =>
  `${paths.success}?orderNo=${encodeURIComponent(orderNo)}`;
export const wxQRcodePath = (orderNo: string) =>
  `${paths.wxQRcode}?orderNo=${encodeURIComponent(orderNo)}`;

/** States in which an order may still become paid: worth polling. */
export const OPEN_STATES: readonly OrderState[] = ['waiting', 'unknown'];
/** States in which the buyer has what they ordered. */
export const GRANTED_STATES: readonly OrderState[] = ['paid', 'no_payment_required'];

export type PaymentStep =
  { kind: 'route'; to: string } | { kind: 'external'; url: string } | { kind: 'none' };

/**
 * Where an order sends the buyer next: /success once granted; for a waiting order the
 * WeChat QR page or the provider's page (only an http(s) address is ever followed).
 */
export function nextStepFor(order: Order): PaymentStep {
  if (GRANTED_STATES.includes(order.state))
    return { kind: 'route', to: successPath(order.orderNo) };
  if (order.state !== 'waiting') return { kind: 'none' };
  const payment = order.payment;
  if (payment?.kind === 'qr' || (!payment && order.method === 'wechat')) {
    return { kind: 'route', to: wxQRcodePath(order.orderNo) };
  }
  if (payment?.kind === 'redirect' && isWebLink(payment.url)) {
    return { kind: 'external', url: payment.url };
  }
  return { kind: 'none' };
}

const OUR_RETURN_PARAMS = new Set(['type', 'orderNo']);
const PARAMS_MAX = 50;
const KEY_MAX = 64;
const VALUE_MAX = 4096;

/**
 * What the provider put on `/callBack`, for POST /api/orders/:orderNo/complete. Our own
 * `type` and `orderNo` are left out; `method` is ours only when it names one of our methods
 * (Alipay's signed return carries its own `method`, alipay.trade.page.pay.return, which must
 * reach the server untouched). The first value of each name; the body's bounds kept.
 */
export function providerReturnParams(search: URLSearchParams): Record<string, string> {
  const params = new Map<string, string>();
  for (const [key, value] of search) {
    if (OUR_RETURN_PARAMS.has(key) || params.has(key)) continue;
    if (key === 'method' && PAYMENT_METHODS.includes(value as PaymentMethod)) continue;
    if (key.length > KEY_MAX || value.length > VALUE_MAX) continue;
    if (params.size >= PARAMS_MAX) break;
    params.set(key, value);
  }
  // fromEntries makes own properties only: a `__proto__` parameter stays a plain key.
  return Object.fromEntries(params);
}
