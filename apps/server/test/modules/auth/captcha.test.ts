import { CAPTCHA_TTL_MS, captchaSchema } from '@space/contracts/accounts';
import { envelope } from '@space/contracts/envelope';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { captchas } from '../../../src/db/schema.ts';
import { randomCaptchaAnswer } from '../../../src/modules/auth/captcha.service.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { buildAccounts, CAPTCHA_ANSWER } from '../../support/account-helpers.ts';
import { build } from '../../support/helper.ts';

const captchaEnvelope = envelope(captchaSchema.strict());
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
    expect(svg).toMatch(/^<svg [^>]*width="150" height="50"/);
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

  it('draws 4 or 5 characters without look-alikes by default', () => {
    const answers = Array.from({ length: 500 }, () => randomCaptchaAnswer());
    for (const answer of answers) expect(answer).toMatch(/^[a-zA-Z3-9]{4,5}$/);
    expect(answers.join('')).not.toMatch(/[0125689oOlIiBgqSZjb]/);
    expect(new Set(answers.map((answer) => answer.length))).toEqual(new Set([4, 5]));
    expect(new Set(answers).size).toBeGreaterThan(490);
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
