import { authResultSchema } from '@space/contracts/accounts';
import { envelope } from '@space/contracts/envelope';
import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import { VALIDATION_MESSAGES } from '@space/contracts/validation-messages';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema.ts';
import { hashPassword } from '../../../src/lib/passwords.ts';
import {
  buildAccounts,
  CAPTCHA_ANSWER,
  errorBody,
  nextIp,
  OTHER_TENANT_ID,
  PASSWORD,
  uniqueEmail,
  uniquePhone,
} from '../../support/account-helpers.ts';
import { createTestUser } from '../../support/user-fixtures.ts';

const authEnvelope = envelope(authResultSchema.strict());
const INVALID_CREDENTIALS = errorBody(40002, ERROR_MESSAGES.INVALID_CREDENTIALS.en);
const RATE_LIMITED = errorBody(429, ERROR_MESSAGES.RATE_LIMITED.en);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FIFTEEN_MINUTES = 15 * 60_000;

describe('password login', async () => {
  const { app, api, clock } = await buildAccounts();

  it('goes register → me → logout → login → me', async () => {
    const email = uniqueEmail('journey');
    const registered = await api.register(email);
    expect((await api.me(registered.token)).json().data.email).toBe(email);

    const logout = await api.post('/api/auth/logout', {}, { token: registered.token });
    expect(logout.json()).toEqual({ code: 200, msg: 'Logged out', data: null });
    const afterLogout = await api.me(registered.token);
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json().code).toBe(401);

    clock.advance(HOUR);
    const login = await api.login(email, PASSWORD);
    expect(login.statusCode, login.body).toBe(200);
    const body = authEnvelope.parse(login.json());
    expect(body.msg).toBe('Login successful');
    expect(body.data.token).not.toBe(registered.token);
    expect(body.data.user.loginTime).toBe(new Date(clock.now()).toISOString());
    const me = await api.me(body.data.token);
    expect(me.json().data).toEqual(body.data.user);
  });

  describe('who can log in', async () => {
    const email = uniqueEmail('Who.Am.I');
    const phone = uniquePhone();
    const byEmail = await api.register(email);
    const byPhone = await api.register(phone);

    it.each([
      ['the email', () => email],
      ['the email in another case', () => email.toUpperCase()],
      ['the username in another case', () => byEmail.user.username.toUpperCase()],
      ['the email with spaces around', () => `  ${email}  `],
    ])('finds the account by %s', async (_name, account) => {
      const response = await api.login(account(), PASSWORD);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.user.id).toBe(byEmail.user.id);
    });

    it('finds the account by mobile', async () => {
      const response = await api.login(phone, PASSWORD);
      expect(response.json().data.user.id).toBe(byPhone.user.id);
    });

    it.each([
      ['zh-CN', '登录成功'],
      ['ko-KR', '로그인 성공'],
    ])('says "Login successful" in %s', async (lang, msg) => {
      const response = await api.login(email, PASSWORD, { lang });
      expect(response.json().msg).toBe(msg);
    });

    it('answers a wrong password and an unknown account with the same body', async () => {
      const wrong = await api.login(email, 'wrongpass1');
      const unknown = await api.login(uniqueEmail('ghost'), PASSWORD);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual(INVALID_CREDENTIALS);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual(INVALID_CREDENTIALS);
    });

    it('lets nobody in without a password of their own (order users)', async () => {
      const orderEmail = uniqueEmail('order');
      await createTestUser(app, { email: orderEmail });
      expect((await api.login(orderEmail, PASSWORD)).json()).toEqual(INVALID_CREDENTIALS);
    });

    it('says "disabled" only to someone who knew the password', async () => {
      const disabled = uniqueEmail('disabled');
      await createTestUser(app, {
        email: disabled,
        status: 'disabled',
        passwordHash: await hashPassword(PASSWORD),
      });
      expect((await api.login(disabled, 'wrongpass1')).json()).toEqual(INVALID_CREDENTIALS);
      const right = await api.login(disabled, PASSWORD);
      expect(right.statusCode).toBe(403);
      expect(right.json()).toEqual(errorBody(40301, ERROR_MESSAGES.ACCOUNT_DISABLED.en));
    });

    it('ignores deleted accounts', async () => {
      const deleted = uniqueEmail('deleted');
      await createTestUser(app, {
        email: deleted,
        deleted: true,
        passwordHash: await hashPassword(PASSWORD),
      });
      expect((await api.login(deleted, PASSWORD)).json()).toEqual(INVALID_CREDENTIALS);
    });

    it("does not let another tenant's credentials in", async () => {
      const elsewhere = uniqueEmail('elsewhere');
      await api.register(elsewhere, { tenantId: OTHER_TENANT_ID });
      const here = await api.login(elsewhere, PASSWORD, { tenantId: DEFAULT_TENANT_ID });
      expect(here.json()).toEqual(INVALID_CREDENTIALS);
      const there = await api.login(elsewhere, PASSWORD, { tenantId: OTHER_TENANT_ID });
      expect(there.json().data.user.tenantId).toBe(OTHER_TENANT_ID);
    });

    it('updates the login time', async () => {
      clock.advance(HOUR);
      await api.login(email, PASSWORD);
      const [row] = await app.db.select().from(users).where(eq(users.id, byEmail.user.id));
      expect(row?.loginTime?.getTime()).toBe(clock.now());
    });
  });

  describe('remember me', async () => {
    const email = uniqueEmail('remember');
    await api.register(email);

    it('gives a 24-hour session without it and a 30-day one with it', async () => {
      const brief = await api.login(email, PASSWORD, { remember: false });
      expect(brief.json().data.expiresAt).toBe(new Date(clock.now() + DAY).toISOString());
      const long = await api.login(email, PASSWORD, { remember: true });
      expect(long.json().data.expiresAt).toBe(new Date(clock.now() + 30 * DAY).toISOString());
    });
  });

  describe('graphic code', async () => {
    const email = uniqueEmail('captcha');
    await api.register(email);

    async function loginWith(captcha: string, password = PASSWORD, captchaId?: string) {
      return api.post('/api/auth/login', {
        tenantId: DEFAULT_TENANT_ID,
        account: email,
        password,
        captchaId: captchaId ?? (await api.captchaId()),
        captcha,
      });
    }

    it('is checked first: a wrong one fails even with the right password', async () => {
      const response = await loginWith('nope');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errorBody(40003, ERROR_MESSAGES.CAPTCHA_INVALID.en));
      expect((await loginWith('nope', 'wrongpass1')).json().code).toBe(40003);
    });

    it('is case-insensitive', async () => {
      expect((await loginWith(CAPTCHA_ANSWER.toLowerCase())).statusCode).toBe(200);
      expect((await loginWith(` ${CAPTCHA_ANSWER.toUpperCase()} `)).statusCode).toBe(200);
    });

    it('is single use, also after a wrong answer', async () => {
      const id = await api.captchaId();
      expect((await loginWith(CAPTCHA_ANSWER, PASSWORD, id)).statusCode).toBe(200);
      expect((await loginWith(CAPTCHA_ANSWER, PASSWORD, id)).json().code).toBe(40003);
      const guessed = await api.captchaId();
      expect((await loginWith('wrong', PASSWORD, guessed)).json().code).toBe(40003);
      expect((await loginWith(CAPTCHA_ANSWER, PASSWORD, guessed)).json().code).toBe(40003);
    });

    it('expires after 5 minutes', async () => {
      const fresh = await api.captchaId();
      clock.advance(5 * 60_000 - 1000);
      expect((await loginWith(CAPTCHA_ANSWER, PASSWORD, fresh)).statusCode).toBe(200);
      const stale = await api.captchaId();
      clock.advance(5 * 60_000);
      expect((await loginWith(CAPTCHA_ANSWER, PASSWORD, stale)).json().code).toBe(40003);
    });

    it('rejects an unknown captcha id', async () => {
      const response = await loginWith(CAPTCHA_ANSWER, PASSWORD, 'no-such-captcha');
      expect(response.json().code).toBe(40003);
    });
  });

  describe('validation (spec §5)', () => {
    const valid = {
      tenantId: DEFAULT_TENANT_ID,
      account: 'someone@example.com',
      password: PASSWORD,
      captchaId: 'id',
      captcha: 'abcd',
    };
    it.each([
      ['no graphic code', { captcha: '' }, 'body.captcha', VALIDATION_MESSAGES.captchaRequired.en],
      [
        'a blank graphic code',
        { captcha: '   ' },
        'body.captcha',
        VALIDATION_MESSAGES.captchaRequired.en,
      ],
      [
        'no captcha id',
        { captchaId: '' },
        'body.captchaId',
        VALIDATION_MESSAGES.captchaRequired.en,
      ],
      ['no account', { account: ' ' }, 'body.account', VALIDATION_MESSAGES.required.en],
      ['no password', { password: '' }, 'body.password', VALIDATION_MESSAGES.required.en],
    ])('rejects %s', async (_name, overrides, path, message) => {
      const response = await api.post('/api/auth/login', { ...valid, ...overrides });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.fields).toEqual([{ path, message }]);
    });

    it('rejects a missing graphic code field', async () => {
      const { captcha: _omitted, ...body } = valid;
      const response = await api.post('/api/auth/login', body);
      expect(response.json().data.fields.map((f: { path: string }) => f.path)).toEqual([
        'body.captcha',
      ]);
    });
  });

  describe('abuse limits (decision 016)', () => {
    it('refuses an address after 5 failures for an account, for 15 minutes, before checking the password', async () => {
      const email = uniqueEmail('locked');
      const { user } = await api.register(email);
      const ip = nextIp();
      for (let failure = 1; failure <= 5; failure += 1) {
        const response = await api.login(email, `wrong${failure}pass`, { ip });
        expect(response.json()).toEqual(INVALID_CREDENTIALS);
      }
      const sixth = await api.login(email, PASSWORD, { ip });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual(RATE_LIMITED);
      expect(Number(sixth.headers['retry-after'])).toBe(FIFTEEN_MINUTES / 1000);
      // Email, phone and username share the account's budget.
      expect((await api.login(user.username, PASSWORD, { ip })).statusCode).toBe(429);

      clock.advance(FIFTEEN_MINUTES - 1000);
      expect((await api.login(email, PASSWORD, { ip })).statusCode).toBe(429);
      clock.advance(1000);
      expect((await api.login(email, PASSWORD, { ip })).statusCode).toBe(200);
    });

    it('never locks the owner out: failures from elsewhere do not refuse the right password', async () => {
      const email = uniqueEmail('owner');
      await api.register(email);
      const attacker = nextIp();
      for (let failure = 1; failure <= 5; failure += 1)
        await api.login(email, 'wrongpass1', { ip: attacker });
      expect((await api.login(email, PASSWORD, { ip: attacker })).statusCode).toBe(429);
      expect((await api.login(email, PASSWORD)).statusCode).toBe(200);
    });

    it('guards an account after 10 failures from anywhere: failed addresses get no further try, others log in', async () => {
      const email = uniqueEmail('guarded');
      await api.register(email);
      const attackers = Array.from({ length: 10 }, () => nextIp());
      for (const ip of attackers) {
        expect((await api.login(email, 'wrongpass1', { ip })).json()).toEqual(INVALID_CREDENTIALS);
      }
      // One failure each, but the account is guarded now: these addresses must wait.
      const refused = await api.login(email, PASSWORD, { ip: attackers[3] });
      expect(refused.json()).toEqual(RATE_LIMITED);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // The owner, from an address without failures, with the right password and graphic code.
      expect((await api.login(email, PASSWORD)).statusCode).toBe(200);
      // Logging in does not end the guard while the attack's failures are in their window.
      expect((await api.login(email, PASSWORD, { ip: attackers[0] })).statusCode).toBe(429);
      clock.advance(FIFTEEN_MINUTES);
      expect((await api.login(email, PASSWORD, { ip: attackers[0] })).statusCode).toBe(200);
    });

    it('forgets the failures of an address after it logs in', async () => {
      const email = uniqueEmail('reset-count');
      await api.register(email);
      const ip = nextIp();
      for (let failure = 1; failure <= 4; failure += 1)
        await api.login(email, 'wrongpass1', { ip });
      expect((await api.login(email, PASSWORD, { ip })).statusCode).toBe(200);
      for (let failure = 1; failure <= 4; failure += 1)
        await api.login(email, 'wrongpass1', { ip });
      expect((await api.login(email, PASSWORD, { ip })).statusCode).toBe(200);
    });

    it('limits an unknown account name the same way', async () => {
      const ghost = uniqueEmail('ghost');
      const ip = nextIp();
      for (let failure = 1; failure <= 5; failure += 1)
        await api.login(ghost, 'wrongpass1', { ip });
      expect((await api.login(ghost, 'wrongpass1', { ip })).json()).toEqual(RATE_LIMITED);
    });

    it('does not refuse an address for failures on other accounts (one address is many people)', async () => {
      const ip = nextIp();
      const email = uniqueEmail('neighbour');
      await api.register(email);
      for (let failure = 1; failure <= 25; failure += 1) {
        const response = await api.login(uniqueEmail('spray'), 'wrongpass1', { ip });
        expect(response.json(), `failure #${failure}`).toEqual(INVALID_CREDENTIALS);
      }
      expect((await api.login(email, PASSWORD, { ip })).statusCode).toBe(200);
    });

    it('keeps the account budgets of tenants apart', async () => {
      const email = uniqueEmail('split');
      await api.register(email);
      await api.register(email, { tenantId: OTHER_TENANT_ID });
      const ip = nextIp();
      for (let failure = 1; failure <= 5; failure += 1)
        await api.login(email, 'wrongpass1', { ip });
      expect((await api.login(email, PASSWORD, { ip })).statusCode).toBe(429);
      const other = await api.login(email, PASSWORD, { ip, tenantId: OTHER_TENANT_ID });
      expect(other.statusCode).toBe(200);
    });
  });
});
