/**
 * The currencies a product may be priced in, and what the server, the providers and the web
 * client agree about them. Amounts are integer minor units everywhere (decision 020).
 */
export const CURRENCIES = {
  USD: { exponent: 2, orderWeight: 100 },
  CNY: { exponent: 2, orderWeight: 14 },
  EUR: { exponent: 2, orderWeight: 108 },
  GBP: { exponent: 2, orderWeight: 127 },
  HKD: { exponent: 2, orderWeight: 13 },
  JPY: { exponent: 0, orderWeight: 67 },
  KRW: { exponent: 0, orderWeight: 7 },
  TWD: { exponent: 0, orderWeight: 310 },
} as const satisfies Record<string, { exponent: number; orderWeight: number }>;

export type Currency = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as Currency[];

export function isCurrency(code: string): code is Currency {
  return Object.hasOwn(CURRENCIES, code);
}

/**
 * Digits after the decimal point of a currency's minor unit in the providers' APIs (USD 2,
 * CNY 2, KRW 0). PayPal refuses decimals for JPY, KRW and TWD; Intl would give TWD two, so
 * the exponent is ours, not Intl's. HUF is a zero-decimal currency for PayPal too, though
 * the catalogue does not price in it.
 */
export function currencyExponent(currency: string): number {
  const upper = currency.toUpperCase();
  if (upper === 'HUF') return 0;
  return isCurrency(upper) ? CURRENCIES[upper].exponent : 2;
}

/**
 * What one minor unit is roughly worth, in ten-thousandths of a US dollar: used only to sort a
 * catalogue that mixes currencies by price (`products.price_order`, migration 0010), never to
 * charge or show an amount. The same figures are in that migration's generated column; a test
 * checks they agree.
 */
export function priceOrderKey(minor: number, currency: string): number {
  return minor * (isCurrency(currency) ? CURRENCIES[currency].orderWeight : 100);
}
