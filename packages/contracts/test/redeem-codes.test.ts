import { describe, expect, it } from 'vitest';
import {
  REDEEM_CODE_ALPHABET,
  REDEEM_CODE_PATTERN,
  createRedeemBatchBodySchema,
  formatRedeemCode,
  normalizeRedeemCode,
} from '../src/redeem-codes.ts';

describe('exchange code input (decision 024)', () => {
  it("reads codes as Crockford's base 32 does", () => {
    expect(normalizeRedeemCode(' 7k3q-x9ab m2pn_t4vw ')).toBe('7K3QX9ABM2PNT4VW');
    expect(normalizeRedeemCode('ilo0-ILO0')).toBe('11001100');
    // Full-width characters and typographic dashes, as input methods type them.
    expect(normalizeRedeemCode('７Ｋ３Ｑ－Ｘ９ＡＢ‐M2PN—T4VW')).toBe('7K3QX9ABM2PNT4VW');
    for (const blank of ['', '   ', ' - - ', '\t\n', '_'])
      expect(normalizeRedeemCode(blank)).toBe('');
  });

  it('formats 16 symbols in four groups, and the alphabet has 32 unambiguous symbols', () => {
    expect(formatRedeemCode('7K3QX9ABM2PNT4VW')).toBe('7K3Q-X9AB-M2PN-T4VW');
    expect(REDEEM_CODE_ALPHABET).toHaveLength(32);
    expect(REDEEM_CODE_ALPHABET).not.toMatch(/[ILOU]/);
    expect(REDEEM_CODE_PATTERN.test('7K3QX9ABM2PNT4VW')).toBe(true);
    expect(REDEEM_CODE_PATTERN.test('7K3QX9ABM2PNT4VU')).toBe(false);
    expect(REDEEM_CODE_PATTERN.test('7K3QX9ABM2PNT4V')).toBe(false);
  });

  it('needs a batch to grant something, with tier and days together', () => {
    const ok = (body: object) =>
      createRedeemBatchBodySchema.safeParse({ label: 'x', count: 1, ...body }).success;
    expect(ok({ productIds: [1] })).toBe(true);
    expect(ok({ membershipTier: 'svip', membershipDays: 3660 })).toBe(true);
    expect(ok({})).toBe(false);
    expect(ok({ membershipTier: 'svip' })).toBe(false);
    expect(ok({ membershipDays: 5 })).toBe(false);
    expect(ok({ membershipTier: 'svip', membershipDays: 3661 })).toBe(false);
    expect(ok({ productIds: [1], count: 10_001 })).toBe(false);
  });
});
