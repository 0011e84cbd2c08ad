import { createHash } from 'node:crypto';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_CHALLENGE_MAX_NUMBER,
  CAPTCHA_TTL_MS,
  captchaChallengeSchema,
  captchaSchema,
} from '@space/contracts/accounts';
import { envelope } from '@space/contracts/envelope';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { captchas } from '../../../src/db/schema.ts';
import {
  CAPTCHA_BACKGROUND,
  CAPTCHA_INKS,
  drawCaptcha,
  randomCaptchaAnswer,
} from '../../../src/modules/auth/captcha.service.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import {
  buildAccounts,
  CAPTCHA_ANSWER,
  PASSWORD,
  uniqueEmail,
} from '../../support/account-helpers.ts';
import { build } from '../../support/helper.ts';

const captchaEnvelope = envelope(captchaSchema.strict());
const challengeEnvelope = envelope(captchaChallengeSchema.strict());

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function svgOf(image: string): string {
  const prefix = 'data:image/svg+xml;base64,';
  expect(image.startsWith(prefix)).toBe(true);
  return Buffer.from(image.slice(prefix.length), 'base64').toString('utf8');
}

describe('graphic codes', async () => {
  const { app, api, clock } = await buildAccounts();

  it('issues an SVG with a random id, expiring in 5 minutes, and is never cached', async () => {
    const response = await api.request('GET', '/api/auth/captcha');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = captchaEnvelope.parse(response.json());
    expect(data.captchaId).toMatch(UUID);
    expect(data.expiresAt).toBe(new Date(clock.now() + CAPTCHA_TTL_MS).toISOString());
    const svg = svgOf(data.image);
    expect(svg).toMatch(/^<svg [^>]*width="168" height="56"/);
    expect(svg).not.toContain(CAPTCHA_ANSWER);

    const [row] = await app.db.select().from(captchas).where(eq(captchas.id, data.captchaId));
    expect(row?.answerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.consumedAt).toBeNull();
  });

  it('gives every request its own id', async () => {
    const ids = new Set(await Promise.all([1, 2, 3].map(() => api.captchaId())));
    expect(ids.size).toBe(3);
  });

  it('drops expired and used captchas when issuing new ones', async () => {
    const used = await api.captchaId();
    await api.post('/api/auth/login', {
      tenantId: DEFAULT_TENANT_ID,
      account: 'nobody',
      password: 'whatever1',
      captchaId: used,
      captcha: 'wrong',
    });
    await api.captchaId();
    clock.advance(CAPTCHA_TTL_MS);
    const fresh = await api.captchaId();
    const ids = (await app.db.select({ id: captchas.id }).from(captchas)).map((row) => row.id);
    expect(ids).toEqual([fresh]);
  });

  it('draws 4 or 5 capitals and digits without look-alikes by default', () => {
    const answers = Array.from({ length: 500 }, () => randomCaptchaAnswer());
    for (const answer of answers) expect(answer).toMatch(/^[A-Z3-9]{4,5}$/);
    // 0/O/Q, 1/I/J, 2/Z, 5/S, 6/G, 8/B, 9, U/V and W never appear.
    expect(answers.join('')).not.toMatch(/[0-2568-9OQIJZSGBUVW]/);
    expect(new Set(answers.join(''))).toEqual(new Set(CAPTCHA_ALPHABET));
    expect(new Set(answers.map((answer) => answer.length))).toEqual(new Set([4, 5]));
    expect(new Set(answers).size).toBeGreaterThan(490);
  });

  it('draws one dark glyph per character over a white ground, noise under the glyphs', () => {
    const svg = drawCaptcha('ACK47');
    const glyphs = [...svg.matchAll(/<path class="g" fill="(#[0-9a-f]{6})"/g)];
    expect(glyphs).toHaveLength(5);
    expect(svg).toContain(`<rect width="100%" height="100%" fill="${CAPTCHA_BACKGROUND}"/>`);
    for (const ink of CAPTCHA_INKS) expect(contrast(ink, CAPTCHA_BACKGROUND)).toBeGreaterThan(7);
    for (const [, ink] of glyphs) expect(CAPTCHA_INKS).toContain(ink);
    // The noise strokes come before (under) every glyph, and there are only two of them.
    const strokes = [...svg.matchAll(/<path d="[^"]*" stroke=/g)];
    expect(strokes).toHaveLength(2);
    expect(svg.lastIndexOf('stroke=')).toBeLessThan(svg.indexOf('class="g"'));
    // Outlines only: the answer is never in the picture as text.
    expect(svg).not.toMatch(/<text|ACK47/);
  });

  describe('the proof-of-work alternative', async () => {
    const email = uniqueEmail('pow');
    await api.register(email);
    const login = (captchaId: string, captcha: string) =>
      api.post('/api/auth/login', {
        tenantId: DEFAULT_TENANT_ID,
        account: email,
        password: PASSWORD,
        captchaId,
        captcha,
      });
    async function challenge() {
      const response = await api.request('GET', '/api/auth/captcha/challenge');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return challengeEnvelope.parse(response.json()).data;
    }
    function solve(data: { salt: string; challenge: string; maxNumber: number }): string {
      for (let n = 0; n <= data.maxNumber; n += 1) {
        if (sha256(`${data.salt}${n}`) === data.challenge) return String(n);
      }
      throw new Error('unsolvable');
    }

    it('issues a salted SHA-256 challenge that expires like a graphic code', async () => {
      const data = await challenge();
      expect(data.captchaId).toMatch(UUID);
      expect(data.algorithm).toBe('SHA-256');
      expect(data.maxNumber).toBe(CAPTCHA_CHALLENGE_MAX_NUMBER);
      expect(data.salt).toMatch(/^[0-9a-f]{24}$/);
      expect(data.expiresAt).toBe(new Date(clock.now() + CAPTCHA_TTL_MS).toISOString());
      expect(Number(solve(data))).toBeLessThanOrEqual(CAPTCHA_CHALLENGE_MAX_NUMBER);
    });

    it('replaces the graphic code at login, once', async () => {
      const data = await challenge();
      const answer = solve(data);
      expect((await login(data.captchaId, answer)).statusCode).toBe(200);
      expect((await login(data.captchaId, answer)).json().code).toBe(40003);
    });

    it('is spent by a wrong answer and dies after 5 minutes', async () => {
      const guessed = await challenge();
      const answer = solve(guessed);
      expect((await login(guessed.captchaId, String(Number(answer) + 1))).json().code).toBe(40003);
      expect((await login(guessed.captchaId, answer)).json().code).toBe(40003);
      const stale = await challenge();
      clock.advance(CAPTCHA_TTL_MS);
      expect((await login(stale.captchaId, solve(stale))).json().code).toBe(40003);
    });

    it("does not answer another challenge or a graphic code's id", async () => {
      const first = await challenge();
      const second = await challenge();
      expect((await login(second.captchaId, solve(first))).json().code).toBe(40003);
      expect((await login(await api.captchaId(), solve(second))).json().code).toBe(40003);
    });
  });
});

describe('graphic codes with the production answer source', async () => {
  const { app } = await build({
    config: { devMailbox: true },
    prepare: async (database) => ensureReferenceData(database.db),
  });

  it('draws a different image every time and accepts no guess', async () => {
    const first = (await app.inject({ method: 'GET', url: '/api/auth/captcha' })).json().data;
    const second = (await app.inject({ method: 'GET', url: '/api/auth/captcha' })).json().data;
    expect(svgOf(first.image)).not.toBe(svgOf(second.image));
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: {
        tenantId: DEFAULT_TENANT_ID,
        account: 'someone',
        password: 'secret123',
        captchaId: first.captchaId,
        captcha: CAPTCHA_ANSWER,
      },
    });
    expect(response.json().code).toBe(40003);
  });
});
