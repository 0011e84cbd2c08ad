/** Payout constants without schemas, for the web's first loads (decision 071). */

export const PAYOUT_METHODS = ['paypal', 'alipay'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const PAYOUT_STATES = ['requested', 'sending', 'succeeded', 'failed', 'rejected'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

/** Alipay transfers pay CNY only; PayPal pays every other currency (decision 071). */
export function payoutMethodFor(currency: string): PayoutMethod {
  return currency === 'CNY' ? 'alipay' : 'paypal';
}

/** The smallest payout per currency, in minor units; 10.00 of any other currency. */
export const PAYOUT_MINIMUMS: Readonly<Record<string, number>> = {
  USD: 1000,
  EUR: 1000,
  CNY: 10000,
  KRW: 10000,
  JPY: 1000,
};
export const PAYOUT_DEFAULT_MINIMUM = 1000;
export function payoutMinimum(currency: string): number {
  return PAYOUT_MINIMUMS[currency] ?? PAYOUT_DEFAULT_MINIMUM;
}
