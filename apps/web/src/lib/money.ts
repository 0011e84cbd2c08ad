import type { Locale } from '@space/contracts/locales';
import { currencyExponent } from '@space/contracts/money';
import { intlLocale } from './intl.ts';

export { currencyExponent };

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Currencies whose narrow symbol reads the same in every locale of ours: `$` for US dollars
 * in Chinese and Korean too (Intl's default there is "US$"), `€`, `£`, `₩`. The others keep
 * their locale's symbol, which tells them apart where a narrow one would not: `CN¥` beside
 * `JP¥` in English, while Chinese readers see a plain `¥` for yuan (decision 035).
 */
const NARROW_SYMBOL = new Set(['USD', 'EUR', 'GBP', 'KRW']);

function formatterFor(currency: string, locale: Locale): Intl.NumberFormat {
  const exponent = currencyExponent(currency);
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency,
      currencyDisplay: NARROW_SYMBOL.has(currency.toUpperCase()) ? 'narrowSymbol' : 'symbol',
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An amount in integer minor units (1234 = 12.34 USD) in the user's locale. The division is
 * exact for every safe integer amount of a two-decimal currency shown to two decimals.
 */
export function formatMoney(minorUnits: number, currency: string, locale: Locale): string {
  const exponent = currencyExponent(currency);
  try {
    return formatterFor(currency, locale).format(minorUnits / 10 ** exponent);
  } catch {
    // An unknown currency code: still show the figure rather than break the page.
    return `${(minorUnits / 10 ** exponent).toFixed(exponent)} ${currency}`;
  }
}

/** Adds amounts per currency, in the order the currencies first appear (no conversion). */
export function sumByCurrency(
  amounts: readonly { amountMinor: number; currency: string }[],
): { currency: string; amountMinor: number }[] {
  const totals = new Map<string, number>();
  for (const { amountMinor, currency } of amounts) {
    totals.set(currency, (totals.get(currency) ?? 0) + amountMinor);
  }
  return [...totals].map(([currency, amountMinor]) => ({ currency, amountMinor }));
}
