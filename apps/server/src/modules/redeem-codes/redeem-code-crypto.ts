import { createHmac, randomBytes } from 'node:crypto';
import {
  REDEEM_CODE_ALPHABET,
  REDEEM_CODE_LENGTH,
  formatRedeemCode,
} from '@space/contracts/redeem-codes';

/**
 * A new code: 80 bits from the operating system's generator, as 16 symbols of Crockford's
 * base 32 (5 bits each), normalised (no dashes). Decision 024.
 */
export function generateRedeemCode(): string {
  const bytes = randomBytes((REDEEM_CODE_LENGTH * 5) / 8);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let index = REDEEM_CODE_LENGTH - 1; index >= 0; index -= 1) {
    code += REDEEM_CODE_ALPHABET[Number((bits >> BigInt(index * 5)) & 31n)];
  }
  return code;
}

/** How a code is shown to the administrator who made it: `7K3Q-X9AB-M2PN-T4VW`. */
export const displayRedeemCode = formatRedeemCode;

/**
 * What is stored of a normalised code: HMAC-SHA256 keyed with REDEEM_CODE_SECRET, hex. A
 * stolen table alone does not let anyone test guesses; the key is needed too (decision 024).
 */
export function hashRedeemCode(secret: string, normalizedCode: string): string {
  return createHmac('sha256', secret).update(normalizedCode, 'utf8').digest('hex');
}
