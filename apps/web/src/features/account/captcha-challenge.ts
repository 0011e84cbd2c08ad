import type { CaptchaChallenge } from '@space/contracts/accounts';

const BATCH = 2000;
const encoder = new TextEncoder();

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Solves the proof-of-work that replaces the graphic code (decision 069): the number n in
 * 0..maxNumber whose SHA-256(salt + n) is the challenge, hashed in batches with Web Crypto
 * so the page stays responsive. Null when no number fits or `signal` aborts.
 */
export async function solveCaptchaChallenge(
  challenge: Pick<CaptchaChallenge, 'salt' | 'challenge' | 'maxNumber'>,
  signal?: AbortSignal,
): Promise<string | null> {
  for (let start = 0; start <= challenge.maxNumber; start += BATCH) {
    if (signal?.aborted) return null;
    const end = Math.min(start + BATCH - 1, challenge.maxNumber);
    const numbers = Array.from({ length: end - start + 1 }, (_, index) => start + index);
    const digests = await Promise.all(
      numbers.map((n) => crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${n}`))),
    );
    const found = digests.findIndex((digest) => hex(digest) === challenge.challenge);
    if (found >= 0) return String(numbers[found]);
  }
  return null;
}
