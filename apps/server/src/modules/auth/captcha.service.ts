import { randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_CHALLENGE_MAX_NUMBER,
  CAPTCHA_TTL_MS,
  type Captcha,
  type CaptchaChallenge,
} from '@space/contracts/accounts';
import svgCaptcha from 'svg-captcha';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { sha256 } from '../../lib/tokens.ts';
import { consumeCaptcha, deleteDeadCaptchas, insertCaptcha } from './captcha.queries.ts';

/** Where captcha answers come from: random in production; tests pass a known one (app.ts). */
export type CaptchaAnswerSource = () => string;

/** 4 or 5 characters of CAPTCHA_ALPHABET (capitals and digits without look-alikes; decision 069). */
export const randomCaptchaAnswer: CaptchaAnswerSource = () => {
  const length = randomInt(4, 6);
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join(
    '',
  );
};

/** The glyph outlines of the font svg-captcha ships (opentype.js), drawn as paths, never as text. */
interface Glyph {
  advanceWidth?: number;
  getPath(x: number, y: number, fontSize: number): { toPathData(decimals: number): string };
}
const font = (
  svgCaptcha as unknown as {
    options: { font: { unitsPerEm: number; charToGlyph(character: string): Glyph } };
  }
).options.font;

export const CAPTCHA_WIDTH = 168;
export const CAPTCHA_HEIGHT = 56;
/** At 54 px the font's shortest glyph ("3") is 25.7 px high, its capitals 28–32 px. */
const FONT_SIZE = 54;
/** Glyph colours, each at least 9:1 against the white background (WCAG asks 4.5:1). */
export const CAPTCHA_INKS = ['#1e293b', '#1e3a8a', '#7f1d1d', '#14532d', '#581c87', '#713f12'];
export const CAPTCHA_BACKGROUND = '#ffffff';
/** Two thin, light strokes drawn under the glyphs: they never cover a character. */
const NOISE_INK = '#cbd5e1';

const jitter = (range: number) => randomInt(-range, range + 1);

/**
 * A legible graphic code: large capitals (answers are checked in any case, so any text is
 * drawn in capitals), dark inks, a little rotation, light noise underneath.
 */
export function drawCaptcha(answer: string): string {
  const text = answer.toUpperCase();
  const slot = CAPTCHA_WIDTH / text.length;
  const noise = Array.from({ length: 2 }, () => {
    const y = () => randomInt(8, CAPTCHA_HEIGHT - 8);
    return `<path d="M4 ${y()} C${randomInt(40, 70)} ${y()},${randomInt(100, 130)} ${y()},${CAPTCHA_WIDTH - 4} ${y()}" stroke="${NOISE_INK}" stroke-width="1.5" fill="none"/>`;
  });
  const glyphs = [...text].map((character, index) => {
    const glyph = font.charToGlyph(character);
    const width = ((glyph.advanceWidth ?? 0) * FONT_SIZE) / font.unitsPerEm;
    const centreX = slot * (index + 0.5) + jitter(2);
    const baseline = CAPTCHA_HEIGHT / 2 + FONT_SIZE * 0.27 + jitter(3);
    const d = glyph.getPath(centreX - width / 2, baseline, FONT_SIZE).toPathData(1);
    const ink = CAPTCHA_INKS[randomInt(CAPTCHA_INKS.length)];
    const turn = jitter(10);
    return `<path class="g" fill="${ink}" transform="rotate(${turn} ${centreX.toFixed(1)} ${CAPTCHA_HEIGHT / 2})" d="${d}"/>`;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="${CAPTCHA_BACKGROUND}"/>${noise.join('')}${glyphs.join('')}</svg>`
  );
}

function hashAnswer(answer: string): string {
  return sha256(answer.trim().toLowerCase());
}

async function storeAnswer(db: Database, clock: Clock, answer: string) {
  const now = clock.now();
  const expiresAt = new Date(now + CAPTCHA_TTL_MS);
  const captchaId = randomUUID();
  await deleteDeadCaptchas(db, new Date(now));
  await insertCaptcha(db, { id: captchaId, answerHash: hashAnswer(answer), expiresAt });
  return { captchaId, expiresAt: expiresAt.toISOString() };
}

/** Issues a single-use graphic code; only the hash of its lower-cased answer is kept. */
export async function issueCaptcha(
  db: Database,
  clock: Clock,
  answerSource: CaptchaAnswerSource,
): Promise<Captcha> {
  const answer = answerSource();
  const stored = await storeAnswer(db, clock, answer);
  const svg = drawCaptcha(answer);
  return {
    captchaId: stored.captchaId,
    image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    expiresAt: stored.expiresAt,
  };
}

/**
 * The accessible alternative to the picture (decision 069): a proof of work the browser
 * solves. The answer is the secret number n with SHA-256(salt + n) = challenge; it is stored
 * and spent exactly like a graphic code's answer (single use, same expiry).
 */
export async function issueCaptchaChallenge(db: Database, clock: Clock): Promise<CaptchaChallenge> {
  const number = randomInt(CAPTCHA_CHALLENGE_MAX_NUMBER + 1);
  const salt = randomBytes(12).toString('hex');
  const stored = await storeAnswer(db, clock, String(number));
  return {
    captchaId: stored.captchaId,
    algorithm: 'SHA-256',
    salt,
    challenge: sha256(`${salt}${number}`),
    maxNumber: CAPTCHA_CHALLENGE_MAX_NUMBER,
    expiresAt: stored.expiresAt,
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
