import { describe, expect, it } from 'vitest';
import { currencyExponent, formatMoney, sumByCurrency } from '../src/lib/money.ts';

// Intl puts a no-break space between some figures and symbols; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money from integer minor units', () => {
  it('formats two-decimal currencies in the user locale', () => {
    expect(formatMoney(1234, 'USD', 'en')).toBe('$12.34');
    expect(formatMoney(1, 'USD', 'en')).toBe('$0.01');
    expect(formatMoney(29, 'USD', 'en')).toBe('$0.29');
    expect(formatMoney(123456789, 'USD', 'en')).toBe('$1,234,567.89');
    expect(formatMoney(9900, 'CNY', 'zh')).toBe('¥99.00');
    expect(formatMoney(9900, 'CNY', 'en')).toBe('CN¥99.00');
    expect(formatMoney(0, 'USD', 'en')).toBe('$0.00');
  });

  it('reads a dollar as "$" in Chinese and Korean, and yuan as "¥" in Chinese (decision 035)', () => {
    expect(formatMoney(1999, 'USD', 'ko')).toBe('$19.99');
    expect(formatMoney(1999, 'USD', 'zh')).toBe('$19.99');
    expect(formatMoney(990, 'CNY', 'zh')).toBe('¥9.90');
    // Beside the yen, English and Korean readers need to know which "¥" it is.
    expect(formatMoney(990, 'CNY', 'ko')).toBe('CN¥9.90');
    expect(formatMoney(500, 'JPY', 'zh')).toBe('JP¥500');
    expect(formatMoney(1999, 'EUR', 'zh')).toBe('€19.99');
    expect(formatMoney(5000, 'KRW', 'zh')).toBe('₩5,000');
    for (const locale of ['en', 'zh', 'ko'] as const) {
      expect(formatMoney(1999, 'USD', locale)).not.toContain('US$');
    }
  });

  it('keeps zero-decimal currencies whole, as the server and providers count them', () => {
    expect(formatMoney(5000, 'KRW', 'ko')).toBe('₩5,000');
    expect(formatMoney(500, 'JPY', 'en')).toBe('¥500');
    // Intl would give TWD two decimals; the providers count it in whole dollars.
    expect(plain(formatMoney(500, 'TWD', 'en'))).toBe('NT$500');
    expect(currencyExponent('twd')).toBe(0);
    expect(currencyExponent('USD')).toBe(2);
  });

  it('shows an unknown currency code rather than failing', () => {
    expect(formatMoney(1234, 'ZZZZ', 'en')).toBe('12.34 ZZZZ');
  });

  it('adds amounts per currency without converting', () => {
    expect(
      sumByCurrency([
        { amountMinor: 299, currency: 'USD' },
        { amountMinor: 1000, currency: 'CNY' },
        { amountMinor: 1, currency: 'USD' },
      ]),
    ).toEqual([
      { currency: 'USD', amountMinor: 300 },
      { currency: 'CNY', amountMinor: 1000 },
    ]);
    expect(sumByCurrency([])).toEqual([]);
  });
});
