import { randomInt } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so a number read aloud or retyped stays right. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_CHARACTERS = 8;

/**
 * A human-readable order number (`SP20261123_7K3QX9AB`): `SP`, the UTC date, and 40 random
 * bits. It is no secret (every order route checks the buyer); the randomness keeps numbers
 * from revealing sales volumes and makes a clash so rare that the insert simply retries. The
 * underscore (a hyphen before issue 26) keeps it within every provider's documented merchant
 * order number: Alipay's `out_trade_no` is letters, digits and underscore only.
 */
export function newOrderNo(at: Date): string {
  const date = at.toISOString().slice(0, 10).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < RANDOM_CHARACTERS; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `SP${date}_${suffix}`;
}
