import type { Order } from '@space/contracts/commerce';

/** The order number the commerce tests share. */
export const ORDER_NO = 'SP20261123-7K3QX9AB';

/** A waiting WeChat Pay order of 9.90 CNY with its QR code; `changes` make the test's own. */
export function waitingOrder(changes: Partial<Order> = {}): Order {
  return {
    orderNo: ORDER_NO,
    state: 'waiting',
    method: 'wechat',
    amountMinor: 990,
    currency: 'CNY',
    subtotalMinor: 990,
    discountMinor: 0,
    coupon: null,
    createdAt: '2026-11-23T10:00:00.000Z',
    paidAt: null,
    expiresAt: '2026-11-23T10:15:00.000Z',
    closedAt: null,
    refundedAt: null,
    items: [],
    payment: { kind: 'qr', codeUrl: 'weixin://wxpay/bizpayurl?pr=abc' },
    ...changes,
  };
}
