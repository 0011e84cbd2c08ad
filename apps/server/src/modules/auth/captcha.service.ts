import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { CAPTCHA_TTL_MS, type Captcha } from '@space/contracts/accounts';
import svgCaptcha from 'svg-captcha';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { sha256 } from '../../lib/tokens.ts';
import { consumeCaptcha, deleteDeadCaptchas, insertCaptcha } from './captcha.queries.ts';

/** Where captcha answers come from: random in production; tests pass a known one (app.ts). */
export type CaptchaAnswerSource = () => string;

// Without look-alikes (0/O/o, 1/l/I/i/j, 2/Z, 5/S, 6/b, 8/B, 9/g/q); answers are case-insensitive.
const CHARACTERS = 'acdefhkmnprstuvwxyACDEFHJKLMNPRTUVWXY347';

/** 4 or 5 characters from a cryptographic source. */
export const randomCaptchaAnswer: CaptchaAnswerSource = () => {
  const length = randomInt(4, 6);
  return Array.from({ length }, () => CHARACTERS[randomInt(CHARACTERS.length)]).join('');
};

/** svg-captcha's main export draws a given text (its typings only describe the helpers). */
const drawCaptcha = svgCaptcha as unknown as (
  text: string,
  options: { width: number; height: number; noise: number; color: boolean; fontSize: number },
) => string;

function hashAnswer(answer: string): string {
  return sha256(answer.trim().toLowerCase());
}

/** Issues a single-use graphic code; only the hash of its lower-cased answer is kept. */
export async function issueCaptcha(
  db: Database,
  clock: Clock,
  answerSource: CaptchaAnswerSource,
): Promise<Captcha> {
  const answer = answerSource();
  const now = clock.now();
  const expiresAt = new Date(now + CAPTCHA_TTL_MS);
  const captchaId = randomUUID();
  await deleteDeadCaptchas(db, new Date(now));
  await insertCaptcha(db, { id: captchaId, answerHash: hashAnswer(answer), expiresAt });
  const svg = drawCaptcha(answer, { width: 150, height: 50, noise: 3, color: true, fontSize: 52 });
  return {
    captchaId,
    image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * Checks an answer (any case). The captcha is used up by the first check,
 * right or wrong, so its answer cannot be guessed by trying.
 */
export async function checkCaptcha(
  db: Database,
  clock: Clock,
  captchaId: string,
  answer: string,
): Promise<boolean> {
  const stored = await consumeCaptcha(db, captchaId, new Date(clock.now()));
  if (!stored) return false;
  return timingSafeEqual(Buffer.from(stored), Buffer.from(hashAnswer(answer)));
}
