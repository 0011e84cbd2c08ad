import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import { VALIDATION_MESSAGES } from '@space/contracts/validation-messages';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { pageViews, users, verificationCodes } from '../../src/db/schema.ts';
import {
  buildAccounts,
  CAPTCHA_ANSWER,
  nextIp,
  PASSWORD,
  uniqueEmail,
  uniquePhone,
} from '../support/account-helpers.ts';
import { bearer, createTestUser, tokenFor } from '../support/user-fixtures.ts';

/**
 * Issue 15 items 2 and 3 (docs/decisions/018): a control character or an impossible date in
 * any text input is a 400 VALIDATION_FAILED naming the field, never a 500, and a request
 * refused for it spends no verification code.
 */
const NUL = 'a\u0000b';
const DAY_MS = 24 * 60 * 60 * 1000;

function pageView(overrides: Record<string, unknown> = {}) {
  return {
    path: '/mKey/icons',
    title: 'Icons',
    referrer: '',
    visitorId: 'visitor_0001',
    locale: 'en',
    viewedAt: new Date().toISOString(),
    ...overrides,
  };
}

function expectRefused(response: LightMyRequestResponse, path: string, key: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  expect(body).toMatchObject({ code: 400, msg: ERROR_MESSAGES.VALIDATION_FAILED.en });
  expect(body.data.fields).toContainEqual({
    path,
    message: VALIDATION_MESSAGES[key as keyof typeof VALIDATION_MESSAGES].en,
  });
}

describe('input hygiene', async () => {
  const { app, api } = await buildAccounts();
  const user = await createTestUser(app, { nickName: 'Hygiene' });
  const token = await tokenFor(app, user);
  const profile = { nickName: 'Nora', note: 'Line one\nline two', birthday: '1990-04-05' };

  function patchMe(body: Record<string, unknown>, lang?: string) {
    return app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: { ...bearer(token), ...(lang ? { lang } : {}) },
      payload: { ...profile, sex: 'female', ...body },
    });
  }

  describe('control characters are a 400 on every route that takes text', () => {
    it('in a query string: product search and suggestions', async () => {
      for (const url of ['/api/products?q=a%00b', '/api/products/suggestions?q=a%00b']) {
        expectRefused(await app.inject({ url }), 'querystring.q', 'controlCharacters');
      }
    });

    it('in a path parameter', async () => {
      const response = await app.inject({ url: '/api/products/1%00' });
      expectRefused(response, 'params.id', 'controlCharacters');
    });

    it('in the profile, in the caller’s language', async () => {
      expectRefused(await patchMe({ nickName: NUL }), 'body.nickName', 'controlCharacters');
      const zh = await patchMe({ note: 'x\u007f' }, 'zh-CN');
      expect(zh.statusCode).toBe(400);
      expect(zh.json().data.fields).toEqual([
        { path: 'body.note', message: VALIDATION_MESSAGES.controlCharacters.zh },
      ]);
      const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.nickName).toBe('Hygiene');
    });

    it('allows line breaks in multi-line text but not in a one-line name', async () => {
      expect((await patchMe({})).statusCode).toBe(200);
      expectRefused(await patchMe({ nickName: 'a\nb' }), 'body.nickName', 'singleLine');
    });

    it('refuses lone surrogates and non-characters, accepts emoji, RTL and combining marks', async () => {
      for (const bad of ['a\ud800b', 'a\udc00', '\ufffe', 'x\uffff', 'bell\u0007', 'c1\u0085']) {
        expectRefused(await patchMe({ nickName: bad }), 'body.nickName', 'controlCharacters');
      }
      const fine = await patchMe({ nickName: '😀 שלום e\u0301' });
      expect(fine.statusCode, fine.body).toBe(200);
      expect(fine.json().data.nickName).toBe('😀 שלום e\u0301');
    });

    it('in page views, naming the view', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/analytics/page-views',
        payload: { views: [pageView(), pageView({ title: NUL })] },
      });
      expectRefused(response, 'body.views.1.title', 'controlCharacters');
    });

    it('in a key of the body', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/analytics/page-views',
        payload: { views: [pageView()], [NUL]: 1 },
      });
      expectRefused(response, 'body', 'controlCharacters');
    });

    it('in password login, code login, reset, the WeChat callback and register', async () => {
      const tenantId = DEFAULT_TENANT_ID;
      const account = `${NUL}@example.com`;
      const cases: [string, Record<string, unknown>, string][] = [
        [
          '/api/auth/login',
          { tenantId, account: NUL, password: PASSWORD, captchaId: 'x', captcha: CAPTCHA_ANSWER },
          'body.account',
        ],
        ['/api/auth/login/code', { tenantId, account, code: '123456' }, 'body.account'],
        [
          '/api/auth/reset-password',
          { tenantId, account, code: '123456', password: PASSWORD, confirmPassword: PASSWORD },
          'body.account',
        ],
        ['/api/auth/wechat/callback', { code: 'c', state: NUL }, 'body.state'],
        ['/api/auth/codes', { tenantId, target: account, purpose: 'register' }, 'body.target'],
        [
          '/api/auth/register',
          {
            tenantId,
            account: uniqueEmail(),
            code: '123456',
            nickName: NUL,
            password: PASSWORD,
            confirmPassword: PASSWORD,
          },
          'body.nickName',
        ],
      ];
      for (const [url, body, path] of cases) {
        expectRefused(await api.post(url, body), path, 'controlCharacters');
      }
    });
  });

  describe('a refused request spends no verification code', () => {
    it('register: NUL in the nickname, then the same code succeeds', async () => {
      const account = uniqueEmail('retry');
      const code = await api.codeFor(account, 'register');
      const body = {
        tenantId: DEFAULT_TENANT_ID,
        account,
        code,
        nickName: NUL,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      };
      expect((await api.post('/api/auth/register', body)).statusCode).toBe(400);
      const retry = await api.post('/api/auth/register', { ...body, nickName: 'Retry' });
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json().data.user.nickName).toBe('Retry');
    });

    it('register: an account that already exists leaves the code unspent', async () => {
      const account = uniqueEmail('taken');
      const code = await api.codeFor(account, 'register');
      // Someone else takes the address between the code being sent and used.
      await createTestUser(app, { email: account.toLowerCase() });
      const response = await api.post('/api/auth/register', {
        tenantId: DEFAULT_TENANT_ID,
        account,
        code,
        nickName: 'Late',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      expect(response.statusCode, response.body).toBe(409);
      const [row] = await app.db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.target, account.toLowerCase()));
      expect(row?.consumedAt).toBeNull();
    });

    it('binding a phone another account holds leaves the code unspent', async () => {
      const phone = uniquePhone();
      const code = await api.codeFor(phone, 'bind', { token });
      // Someone else binds the phone between the code being sent and used.
      await createTestUser(app, { mobile: phone });
      const response = await api.post('/api/users/me/mobile', { target: phone, code }, { token });
      expect(response.statusCode, response.body).toBe(409);
      const [row] = await app.db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.target, phone));
      expect(row?.consumedAt).toBeNull();
    });

    it('a wrong code still counts as an attempt', async () => {
      const account = uniqueEmail('wrong');
      const code = await api.codeFor(account, 'register');
      const wrong = code === '000000' ? '111111' : '000000';
      const response = await api.post('/api/auth/register', {
        tenantId: DEFAULT_TENANT_ID,
        account,
        code: wrong,
        nickName: 'Wrong',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      expect(response.statusCode).toBe(400);
      const [row] = await app.db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.target, account.toLowerCase()));
      expect(row).toMatchObject({ attempts: 1, consumedAt: null });
    });
  });

  describe('dates in sane ranges', () => {
    it('refuses a birthday before 1900 or after today, year 0000 included', async () => {
      const tomorrow = new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10);
      for (const birthday of ['0000-01-01', '1899-12-31', tomorrow, '9999-12-31']) {
        expectRefused(await patchMe({ birthday }), 'body.birthday', 'birthday');
      }
      for (const birthday of ['1900-01-01', new Date().toISOString().slice(0, 10)]) {
        expect((await patchMe({ birthday })).statusCode, birthday).toBe(200);
      }
    });

    it('refuses page views from year 0000, older than 7 days or more than a day ahead', async () => {
      const before = await app.db.select({ n: count() }).from(pageViews);
      const now = Date.now();
      for (const viewedAt of [
        '0000-01-01T00:00:00Z',
        new Date(now - 8 * DAY_MS).toISOString(),
        new Date(now + 2 * DAY_MS).toISOString(),
      ]) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/analytics/page-views',
          remoteAddress: nextIp(),
          payload: { views: [pageView({ viewedAt })] },
        });
        expectRefused(response, 'body.views.0.viewedAt', 'viewedAtRange');
      }
      expect(await app.db.select({ n: count() }).from(pageViews)).toEqual(before);
      const recent = await app.inject({
        method: 'POST',
        url: '/api/analytics/page-views',
        payload: { views: [pageView({ viewedAt: new Date(now - 6 * DAY_MS).toISOString() })] },
      });
      expect(recent.statusCode, recent.body).toBe(200);
    });
  });
});
