/**
 * Decimal amount strings of the providers ("12.34") ↔ integer minor units, by string
 * arithmetic only: a float would turn 0.29 into 28.999… fen.
 */

import { currencyExponent } from '@space/contracts/money';

export { currencyExponent };

/** "12.34" → 1234 (exponent 2); "100" → 10000; null for anything that is not a plain amount. */
export function parseMinorUnits(value: string, currency: string): number | null {
  const exponent = currencyExponent(currency);
  const match = /^(0|[1-9]\d{0,14})(?:\.(\d+))?$/.exec(value);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > exponent) return null;
  const minor = Number(`${match[1]}${fraction.padEnd(exponent, '0')}`);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** 1234 → "12.34", 1 → "0.01", 10000 → "100.00"; JPY 500 → "500". */
export function formatMinorUnits(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor) || minor < 0) {
    throw new RangeError(`amount must be a non-negative integer of minor units, got ${minor}`);
  }
  const exponent = currencyExponent(currency);
  if (exponent === 0) return String(minor);
  const digits = String(minor).padStart(exponent + 1, '0');
  return `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}
