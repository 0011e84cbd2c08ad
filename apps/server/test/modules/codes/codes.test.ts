import { CODE_TTL_MS } from '@space/contracts/accounts';
import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import { VALIDATION_MESSAGES } from '@space/contracts/validation-messages';
import { DEFAULT_TENANT_ID, TENANTS } from '@space/contracts/tenants';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verificationCodes } from '../../../src/db/schema.ts';
import {
  buildAccounts,
  CAPTCHA_ANSWER,
  errorBody,
  nextIp,
  OTHER_TENANT_ID,
  uniqueEmail,
  uniquePhone,
} from '../../support/account-helpers.ts';
import { createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const SENT = { code: 200, msg: 'Verification code has been sent', data: null };
const RATE_LIMITED = errorBody(429, ERROR_MESSAGES.RATE_LIMITED.en);
const CODE_INVALID = errorBody(40004, ERROR_MESSAGES.CODE_INVALID.en);
const CAPTCHA_REQUIRED = errorBody(40007, ERROR_MESSAGES.CAPTCHA_REQUIRED.en);
const MINUTE = 60_000;

describe('verification codes', async () => {
  const { app, api, clock } = await buildAccounts();

  /** The unused codes of a target (used ones linger until they expire). */
  async function codeRows(target: string, tenantId = DEFAULT_TENANT_ID) {
    return app.db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.tenantId, tenantId),
          eq(verificationCodes.target, target),
          isNull(verificationCodes.consumedAt),
        ),
      );
  }

  /** Uses a login code through the API: the way a client proves it. */
  function loginWithCode(account: string, code: string) {
    return api.post('/api/auth/login/code', { tenantId: DEFAULT_TENANT_ID, account, code });
  }

  /** A fresh graphic code with its right answer, to send along with a code request. */
  async function captcha() {
    return { captchaId: await api.captchaId(), captcha: CAPTCHA_ANSWER };
  }

  async function existingUser() {
    const email = uniqueEmail('owner');
    await api.register(email);
    clock.advance(MINUTE);
    return email;
  }

  describe('sending', () => {
    it('sends a 6-digit code by email, valid for 10 minutes, and keeps only its hash', async () => {
      const email = uniqueEmail('send');
      const response = await api.sendCode({ target: email, purpose: 'register' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(SENT);

      const [message, ...older] = await api.mailbox(email);
      expect(older).toHaveLength(0);
      expect(message).toMatchObject({ channel: 'email', target: email });
      expect(message!.subject).toBe('Your Space verification code');
      // Branded mail (decision 072): the sentence, then the code on a line of its own.
      expect(message!.body).toMatch(/It is valid for 10 minutes\.\n\n\s*\d{6}\n/);

      const code = await api.latestCode(email);
      const [row] = await codeRows(email);
      expect(row).toMatchObject({ purpose: 'register', attempts: 0, consumedAt: null });
      expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row!.codeHash).not.toContain(code);
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(CODE_TTL_MS);
    });

    it.each([
      ['zh-CN', '验证码已发送', /10 分钟内有效。\n\n\s*\d{6}\n/],
      ['ko-KR', '인증 코드가 전송되었습니다', /10분 동안 유효합니다\.\n\n\s*\d{6}\n/],
    ])('answers and writes in the language of %s', async (lang, msg, text) => {
      const email = uniqueEmail('lang');
      const response = await api.sendCode({ target: email, purpose: 'register' }, { lang });
      expect(response.json()).toEqual({ ...SENT, msg });
      const [message] = await api.mailbox(email);
      expect(message!.body).toMatch(text);
    });

    it("names the tenant's brand", async () => {
      const email = uniqueEmail('brand');
      await api.sendCode({ tenantId: OTHER_TENANT_ID, target: email, purpose: 'register' });
      const [message] = await api.mailbox(email);
      expect(message!.subject).toBe('Your VSDCraft verification code');
    });

    it('sends to a phone as an SMS and normalises targets', async () => {
      const phone = uniquePhone();
      await api.sendCode({ target: ` ${phone} `, purpose: 'register' });
      const [message] = await api.mailbox(phone);
      expect(message).toMatchObject({ channel: 'sms', target: phone, subject: '' });
      const email = uniqueEmail('Mixed.Case');
      await api.sendCode({ target: `  ${email.toUpperCase()}  `, purpose: 'register' });
      expect(await codeRows(email.toLowerCase())).toHaveLength(1);
    });

    it('replaces an older code for the same target and purpose', async () => {
      const email = await existingUser();
      const first = await api.codeFor(email, 'login');
      clock.advance(MINUTE);
      const second = await api.codeFor(email, 'login');
      expect(await codeRows(email)).toHaveLength(1);
      if (first !== second)
        expect((await loginWithCode(email, first)).json()).toEqual(CODE_INVALID);
      expect((await loginWithCode(email, second)).statusCode).toBe(200);
    });

    it('keeps codes of different purposes apart', async () => {
      const email = await existingUser();
      const loginCode = await api.codeFor(email, 'login');
      const reset = await api.post('/api/auth/reset-password', {
        tenantId: DEFAULT_TENANT_ID,
        account: email,
        code: loginCode,
        password: 'newpass123',
        confirmPassword: 'newpass123',
      });
      expect(reset.json()).toEqual(CODE_INVALID);
    });
  });

  describe('using a code', () => {
    it('is valid until 10 minutes have passed and not a second longer', async () => {
      const email = await existingUser();
      await api.codeFor(email, 'login');
      clock.advance(CODE_TTL_MS - 1000);
      expect((await loginWithCode(email, await api.latestCode(email))).statusCode).toBe(200);

      clock.advance(MINUTE);
      const code = await api.codeFor(email, 'login');
      clock.advance(CODE_TTL_MS + 1000);
      const response = await loginWithCode(email, code);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(CODE_INVALID);
    });

    it('works once', async () => {
      const email = await existingUser();
      const code = await api.codeFor(email, 'login');
      expect((await loginWithCode(email, code)).statusCode).toBe(200);
      const again = await loginWithCode(email, code);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(CODE_INVALID);
    });

    it('dies after 5 wrong attempts, even for the right code', async () => {
      const email = await existingUser();
      const code = await api.codeFor(email, 'login');
      const wrong = code === '000000' ? '000001' : '000000';
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await loginWithCode(email, wrong)).json()).toEqual(CODE_INVALID);
      }
      expect((await codeRows(email))[0]?.attempts).toBe(5);
      expect((await loginWithCode(email, code)).json()).toEqual(CODE_INVALID);
    });

    it('still works after 4 wrong attempts', async () => {
      const email = await existingUser();
      const code = await api.codeFor(email, 'login');
      const wrong = code === '000000' ? '000001' : '000000';
      for (let attempt = 1; attempt <= 4; attempt += 1) await loginWithCode(email, wrong);
      expect((await loginWithCode(email, code)).statusCode).toBe(200);
    });
  });

  describe('rate limits', () => {
    it('allows one code per target and purpose per 60 s', async () => {
      const email = uniqueEmail('minute');
      expect((await api.sendCode({ target: email, purpose: 'register' })).statusCode).toBe(200);
      clock.advance(MINUTE - 1000);
      const second = await api.sendCode({ target: email, purpose: 'register' });
      expect(second.statusCode).toBe(429);
      expect(second.json()).toEqual(RATE_LIMITED);
      // Another purpose has its own minute (register, then reset at once, is a real journey).
      expect((await api.sendCode({ target: email, purpose: 'reset' })).statusCode).toBe(200);
      clock.advance(1000);
      expect((await api.sendCode({ target: email, purpose: 'register' })).statusCode).toBe(200);
    });

    it('answers the limit in the request language', async () => {
      const email = uniqueEmail('limit-zh');
      await api.sendCode({ target: email, purpose: 'register' });
      const response = await api.sendCode(
        { target: email, purpose: 'register' },
        { lang: 'zh-CN' },
      );
      expect(response.json().msg).toBe(ERROR_MESSAGES.RATE_LIMITED.zh);
    });

    it('allows 10 codes per target per hour', async () => {
      const email = uniqueEmail('hour');
      for (let sent = 1; sent <= 10; sent += 1) {
        const response = await api.sendCode({ target: email, purpose: 'register' });
        expect(response.statusCode, `send #${sent}`).toBe(200);
        clock.advance(MINUTE);
      }
      expect((await api.sendCode({ target: email, purpose: 'register' })).statusCode).toBe(429);
      clock.advance(50 * MINUTE);
      expect((await api.sendCode({ target: email, purpose: 'register' })).statusCode).toBe(200);
    });

    it('keeps the minute limit of each brand apart', async () => {
      const email = uniqueEmail('tenants');
      await api.sendCode({ target: email, purpose: 'register' });
      const other = await api.sendCode({
        tenantId: OTHER_TENANT_ID,
        target: email,
        purpose: 'register',
      });
      expect(other.statusCode).toBe(200);
    });

    it('allows 10 codes per target per hour, all brands together', async () => {
      const email = uniqueEmail('brands');
      for (let sent = 0; sent < 10; sent += 1) {
        const tenantId = TENANTS[sent % TENANTS.length]!.id;
        const response = await api.sendCode({ tenantId, target: email, purpose: 'register' });
        expect(response.statusCode, `send #${sent + 1}`).toBe(200);
        clock.advance(MINUTE);
      }
      const over = await api.sendCode({
        tenantId: TENANTS[5]!.id,
        target: email,
        purpose: 'reset',
      });
      expect(over.json()).toEqual(RATE_LIMITED);
      expect(Number(over.headers['retry-after'])).toBe(50 * 60);
    });

    it('needs a graphic code after 3 sends from an address, all brands together', async () => {
      const ip = nextIp();
      for (const tenantId of [DEFAULT_TENANT_ID, OTHER_TENANT_ID, TENANTS[3]!.id]) {
        const response = await api.sendCode(
          { tenantId, target: uniqueEmail('free'), purpose: 'register' },
          { ip },
        );
        expect(response.statusCode).toBe(200);
      }
      const body = {
        tenantId: TENANTS[4]!.id,
        target: uniqueEmail('step-up'),
        purpose: 'register' as const,
      };
      const bare = await api.sendCode(body, { ip });
      expect(bare.statusCode).toBe(400);
      expect(bare.json()).toEqual(CAPTCHA_REQUIRED);
      // Asking without one counted nothing: nothing was sent.
      expect(await api.mailbox(body.target)).toEqual([]);
      const wrong = await api.sendCode(
        { ...body, captchaId: await api.captchaId(), captcha: 'nope' },
        { ip },
      );
      expect(wrong.json().code).toBe(40003);
      const right = await api.sendCode({ ...body, ...(await captcha()) }, { ip });
      expect(right.json()).toEqual(SENT);
      // Other addresses still send without one.
      const elsewhere = await api.sendCode({ target: uniqueEmail('free'), purpose: 'register' });
      expect(elsewhere.statusCode).toBe(200);
      // A new hour, a new allowance.
      clock.advance(60 * MINUTE);
      expect(
        (await api.sendCode({ ...body, target: uniqueEmail('later') }, { ip })).statusCode,
      ).toBe(200);
    });

    it('checks a graphic code sent along even before one is needed', async () => {
      const response = await api.sendCode({
        target: uniqueEmail('eager'),
        purpose: 'register',
        captchaId: await api.captchaId(),
        captcha: 'nope',
      });
      expect(response.json().code).toBe(40003);
    });

    it('allows 30 codes per address per hour, all brands together, even with graphic codes', async () => {
      const ip = nextIp();
      for (let sent = 0; sent < 30; sent += 1) {
        const tenantId = TENANTS[sent % TENANTS.length]!.id;
        const response = await api.sendCode(
          { tenantId, target: uniqueEmail('ip'), purpose: 'register', ...(await captcha()) },
          { ip },
        );
        expect(response.statusCode, `send #${sent + 1}`).toBe(200);
        // Past the per-address budget of the account forms (30 requests a minute).
        clock.advance(MINUTE);
      }
      const over = await api.sendCode(
        {
          tenantId: TENANTS[1]!.id,
          target: uniqueEmail('ip'),
          purpose: 'register',
          ...(await captcha()),
        },
        { ip },
      );
      expect(over.json()).toEqual(RATE_LIMITED);
      expect(Number(over.headers['retry-after'])).toBe(30 * 60);
      const elsewhere = await api.sendCode({ target: uniqueEmail('ip'), purpose: 'register' });
      expect(elsewhere.statusCode).toBe(200);
    });

    it('counts requests that deliver nothing the same way', async () => {
      const unknown = uniqueEmail('nobody');
      expect((await api.sendCode({ target: unknown, purpose: 'reset' })).statusCode).toBe(200);
      expect((await api.sendCode({ target: unknown, purpose: 'reset' })).json()).toEqual(
        RATE_LIMITED,
      );
    });
  });

  describe('no account enumeration', () => {
    it.each(['reset', 'login'] as const)(
      'answers %s for an unknown address exactly as for a known one, and delivers nothing',
      async (purpose) => {
        const known = await existingUser();
        const unknown = uniqueEmail('unknown');
        const forKnown = await api.sendCode({ target: known, purpose });
        const forUnknown = await api.sendCode({ target: unknown, purpose });
        expect(forUnknown.statusCode).toBe(forKnown.statusCode);
        expect(forUnknown.body).toBe(forKnown.body);
        expect(forUnknown.json()).toEqual(SENT);
        expect(await api.mailbox(unknown)).toEqual([]);
        expect(await codeRows(unknown)).toEqual([]);
      },
    );

    it('answers register for a taken address the same, sending a notice instead of a code', async () => {
      const known = await existingUser();
      const before = (await api.mailbox(known)).length;
      const response = await api.sendCode({ target: known.toUpperCase(), purpose: 'register' });
      expect(response.json()).toEqual(SENT);
      const messages = await api.mailbox(known);
      expect(messages).toHaveLength(before + 1);
      expect(messages[0]!.body).toContain('you already have one');
      expect(messages[0]!.body).not.toMatch(/\d{6}/);
      expect((await codeRows(known)).filter((row) => row.purpose === 'register')).toEqual([]);
    });

    it('answers bind to an address another account holds the same, and delivers nothing', async () => {
      const taken = await existingUser();
      const me = await api.register(uniqueEmail('binder'));
      const before = (await api.mailbox(taken)).length;
      const response = await api.sendCode({ target: taken, purpose: 'bind' }, { token: me.token });
      expect(response.json()).toEqual(SENT);
      expect(await api.mailbox(taken)).toHaveLength(before);
    });
  });

  describe('purposes that need a login', () => {
    it.each(['bind', 'password'] as const)(
      'answers %s without a login with body code 401',
      async (purpose) => {
        const response = await api.sendCode({ target: uniqueEmail('anon'), purpose });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(errorBody(401, ERROR_MESSAGES.UNAUTHENTICATED.en));
      },
    );

    it("sends password codes to the user's own email, ignoring any target", async () => {
      const email = uniqueEmail('own');
      const { token } = await api.register(email);
      clock.advance(MINUTE);
      const elsewhere = uniqueEmail('elsewhere');
      const response = await api.sendCode({ target: elsewhere, purpose: 'password' }, { token });
      expect(response.json()).toEqual(SENT);
      expect(await api.mailbox(elsewhere)).toEqual([]);
      expect((await codeRows(email)).map((row) => row.purpose)).toEqual(['password']);
    });

    it('sends password codes by SMS to a user with only a phone', async () => {
      const phone = uniquePhone();
      const { token } = await api.register(phone);
      clock.advance(MINUTE);
      await api.sendCode({ purpose: 'password' }, { token });
      const [message] = await api.mailbox(phone);
      expect(message?.channel).toBe('sms');
      expect((await codeRows(phone)).map((row) => row.purpose)).toEqual(['password']);
    });

    it('says so when the user has neither email nor phone', async () => {
      const user = await createTestUser(app);
      const token = await tokenFor(app, user);
      const response = await api.sendCode({ purpose: 'password' }, { token });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 40001,
        msg: expect.stringContaining('no email'),
      });
    });

    it("uses the session's tenant for bind codes", async () => {
      const { token } = await api.register(uniqueEmail('t'), { tenantId: OTHER_TENANT_ID });
      const target = uniqueEmail('bind-target');
      await api.sendCode({ tenantId: DEFAULT_TENANT_ID, target, purpose: 'bind' }, { token });
      expect(await codeRows(target, DEFAULT_TENANT_ID)).toEqual([]);
      expect(await codeRows(target, OTHER_TENANT_ID)).toHaveLength(1);
    });
  });

  describe('validation', () => {
    it.each(['register', 'login', 'reset', 'bind'] as const)(
      'needs a target for %s',
      async (purpose) => {
        const { token } = await api.register(uniqueEmail('v'));
        const response = await api.sendCode({ purpose }, { token });
        expect(response.statusCode).toBe(400);
        expect(response.json().data.fields).toEqual([
          { path: 'body.target', message: VALIDATION_MESSAGES.required.en },
        ]);
      },
    );

    it.each([
      [{ target: 'not-an-address', purpose: 'register' }, 'body.target'],
      [{ target: '12345', purpose: 'register' }, 'body.target'],
      [{ target: 'a@b.co', purpose: 'spam' }, 'body.purpose'],
      [{ target: 'a@b.co', purpose: 'register', tenantId: 1 }, 'body.tenantId'],
    ])('rejects %o naming %s', async (body, path) => {
      const response = await api.post('/api/auth/codes', { tenantId: DEFAULT_TENANT_ID, ...body });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.fields.map((field: { path: string }) => field.path)).toEqual([
        path,
      ]);
    });
  });

  it('lets a login code open a session for the account', async () => {
    const email = await existingUser();
    const code = await api.codeFor(email, 'login');
    const response = await api.post('/api/auth/login/code', {
      tenantId: DEFAULT_TENANT_ID,
      account: email,
      code,
      remember: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 200, msg: 'Login successful' });
    expect((await api.me(response.json().data.token)).json().data.email).toBe(email);
  });
});
