import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, verificationCodes } from '../../../src/db/schema.ts';
import {
  buildAccounts,
  CAPTCHA_ANSWER,
  PASSWORD,
  uniqueEmail,
} from '../../support/account-helpers.ts';
import { TEST_ENGINE } from '../../support/helper.ts';

const PARALLEL = 10;

/**
 * Races that only a real multi-connection database can show: PGlite runs one
 * statement at a time. Each test fires the requests at once through
 * app.inject, which reaches PostgreSQL over a pool of 20 connections.
 */
describe.skipIf(TEST_ENGINE !== 'postgres')('accounts under concurrency (PostgreSQL)', async () => {
  const context = TEST_ENGINE === 'postgres' ? await buildAccounts() : null;

  function statuses(responses: { json: () => { code: number } }[]) {
    return responses.map((response) => response.json().code).sort();
  }

  it('registers one account when 10 requests race with the same email and code', async () => {
    const { app, api } = context!;
    const email = uniqueEmail('race');
    const code = await api.codeFor(email, 'register');
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, n) =>
        api.post('/api/auth/register', {
          tenantId: DEFAULT_TENANT_ID,
          account: email,
          code,
          nickName: `Racer ${n}`,
          password: PASSWORD,
          confirmPassword: PASSWORD,
        }),
      ),
    );
    const codes = statuses(responses);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 40004 || c === 40901)).toBe(true);
    expect(responses.every((r) => r.statusCode < 500)).toBe(true);
    const rows = await app.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, DEFAULT_TENANT_ID), sql`lower(${users.email}) = ${email}`));
    expect(rows).toHaveLength(1);
  });

  it('lets exactly one of 10 concurrent logins use one code', async () => {
    const { api, clock } = context!;
    const email = uniqueEmail('code-race');
    await api.register(email);
    clock.advance(60_000);
    const code = await api.codeFor(email, 'login');
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        api.post('/api/auth/login/code', { tenantId: DEFAULT_TENANT_ID, account: email, code }),
      ),
    );
    const codes = statuses(responses);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 40004)).toHaveLength(PARALLEL - 1);
  });

  it('never counts more than 5 wrong attempts, however many race', async () => {
    const { app, api, clock } = context!;
    const email = uniqueEmail('guess-race');
    await api.register(email);
    clock.advance(60_000);
    const code = await api.codeFor(email, 'login');
    const wrong = code === '000000' ? '000001' : '000000';
    await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        api.post('/api/auth/login/code', {
          tenantId: DEFAULT_TENANT_ID,
          account: email,
          code: wrong,
        }),
      ),
    );
    const [row] = await app.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.target, email), eq(verificationCodes.purpose, 'login')));
    expect(row?.attempts).toBe(5);
    const late = await api.post('/api/auth/login/code', {
      tenantId: DEFAULT_TENANT_ID,
      account: email,
      code,
    });
    expect(late.json().code).toBe(40004);
  });

  it('accepts one graphic code once, however many logins race with it', async () => {
    const { api } = context!;
    const email = uniqueEmail('captcha-race');
    await api.register(email);
    const captchaId = await api.captchaId();
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        api.post('/api/auth/login', {
          tenantId: DEFAULT_TENANT_ID,
          account: email,
          password: PASSWORD,
          captchaId,
          captcha: CAPTCHA_ANSWER,
        }),
      ),
    );
    const codes = statuses(responses);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 40003)).toHaveLength(PARALLEL - 1);
  });
});
