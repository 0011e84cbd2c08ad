import { userInfoSchema } from '@space/contracts/accounts';
import { envelope } from '@space/contracts/envelope';
import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import { VALIDATION_MESSAGES } from '@space/contracts/validation-messages';
import { describe, expect, it } from 'vitest';
import {
  buildAccounts,
  errorBody,
  PASSWORD,
  uniqueEmail,
  uniquePhone,
} from '../../support/account-helpers.ts';
import { createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const userEnvelope = envelope(userInfoSchema.strict());
const NEW_PASSWORD = 'another-one77';
const MINUTE = 60_000;
const CODE_INVALID = errorBody(40004, ERROR_MESSAGES.CODE_INVALID.en);
const PASSWORD_INCORRECT = errorBody(40006, ERROR_MESSAGES.PASSWORD_INCORRECT.en);
const ACCOUNT_EXISTS = errorBody(40901, ERROR_MESSAGES.ACCOUNT_EXISTS.en);

describe('account security', async () => {
  const { app, api, clock } = await buildAccounts();

  async function member(account = uniqueEmail('sec')) {
    const result = await api.register(account);
    clock.advance(MINUTE);
    const other = (await api.login(account, PASSWORD)).json().data.token as string;
    return { account, token: result.token, other, user: result.user };
  }

  function changePassword(token: string, body: Record<string, unknown>) {
    return api.post('/api/users/me/password', body, { token });
  }

  function byOldPassword(oldPassword: string, password = NEW_PASSWORD) {
    return { method: 'password', oldPassword, password, confirmPassword: password };
  }

  describe('changing the password with the current one', () => {
    it('changes it and ends the other sessions, keeping this one', async () => {
      const { account, token, other } = await member();
      const response = await changePassword(token, byOldPassword(PASSWORD));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        code: 200,
        msg: 'Your password has been changed.',
        data: null,
      });
      expect((await api.me(token)).statusCode).toBe(200);
      expect((await api.me(other)).json().code).toBe(401);
      expect((await api.login(account, PASSWORD)).json().code).toBe(40002);
      expect((await api.login(account, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('answers PASSWORD_INCORRECT for a wrong current password and changes nothing', async () => {
      const { account, token, other } = await member();
      const response = await changePassword(token, byOldPassword('notmine123'));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(PASSWORD_INCORRECT);
      expect((await api.me(other)).statusCode).toBe(200);
      expect((await api.login(account, PASSWORD)).statusCode).toBe(200);
    });

    it('stops guessing after 5 wrong current passwords for 15 minutes', async () => {
      const { token } = await member();
      for (let guess = 1; guess <= 5; guess += 1) {
        expect((await changePassword(token, byOldPassword(`guess${guess}abc`))).json()).toEqual(
          PASSWORD_INCORRECT,
        );
      }
      expect((await changePassword(token, byOldPassword(PASSWORD))).statusCode).toBe(429);
      clock.advance(15 * MINUTE);
      expect((await changePassword(token, byOldPassword(PASSWORD))).statusCode).toBe(200);
    });

    it('is PASSWORD_INCORRECT for an account without a password', async () => {
      const token = await tokenFor(app, await createTestUser(app, { email: uniqueEmail('order') }));
      expect((await changePassword(token, byOldPassword('anything1'))).json()).toEqual(
        PASSWORD_INCORRECT,
      );
    });

    it.each([
      ['a 7-character password', 'abcd123', VALIDATION_MESSAGES.passwordLength.en],
      ['a 21-character password', `${'ab'.repeat(10)}1`, VALIDATION_MESSAGES.passwordLength.en],
      ['a password without digits', 'abcdefghij', VALIDATION_MESSAGES.passwordPattern.en],
    ])('rejects %s', async (_name, password, message) => {
      const { token } = await member();
      const response = await changePassword(token, byOldPassword(PASSWORD, password));
      expect(response.statusCode).toBe(400);
      expect(response.json().data.fields).toContainEqual({ path: 'body.password', message });
    });

    it.each([
      ['an 8-character password', 'abcd1234'],
      ['a 20-character password', 'ab'.repeat(9) + '12'],
      ['special characters', 'P@$$w0rd!~'],
    ])('accepts %s', async (_name, password) => {
      const { account, token } = await member();
      expect((await changePassword(token, byOldPassword(PASSWORD, password))).statusCode).toBe(200);
      expect((await api.login(account, password)).statusCode).toBe(200);
    });

    it('rejects mismatched passwords', async () => {
      const { token } = await member();
      const response = await changePassword(token, {
        ...byOldPassword(PASSWORD),
        confirmPassword: 'different1',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.fields).toContainEqual({
        path: 'body.confirmPassword',
        message: VALIDATION_MESSAGES.passwordMismatch.en,
      });
    });

    it('needs a login', async () => {
      const response = await api.post('/api/users/me/password', byOldPassword(PASSWORD));
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe(401);
    });
  });

  describe('changing the password with a code', () => {
    function byCode(code: string) {
      return { method: 'code', code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    }

    it("accepts the code sent to the user's own email and ends the other sessions", async () => {
      const { account, token, other } = await member();
      expect((await api.sendCode({ purpose: 'password' }, { token })).statusCode).toBe(200);
      const response = await changePassword(token, byCode(await api.latestCode(account)));
      expect(response.statusCode, response.body).toBe(200);
      expect((await api.me(token)).statusCode).toBe(200);
      expect((await api.me(other)).json().code).toBe(401);
      expect((await api.login(account, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('works by SMS for a phone account', async () => {
      const { account, token } = await member(uniquePhone());
      await api.sendCode({ purpose: 'password' }, { token });
      const response = await changePassword(token, byCode(await api.latestCode(account)));
      expect(response.statusCode, response.body).toBe(200);
    });

    it('rejects a wrong code, or one sent to somebody else', async () => {
      const me = await member();
      const them = await member();
      await api.sendCode({ purpose: 'password' }, { token: them.token });
      const theirCode = await api.latestCode(them.account);
      expect((await changePassword(me.token, byCode(theirCode))).json()).toEqual(CODE_INVALID);
      await api.sendCode({ purpose: 'password' }, { token: me.token });
      const mine = await api.latestCode(me.account);
      expect(
        (await changePassword(me.token, byCode(mine === '000000' ? '000001' : '000000'))).json(),
      ).toEqual(CODE_INVALID);
      expect((await changePassword(me.token, byCode(mine))).statusCode).toBe(200);
    });

    it('does not take a code of another purpose', async () => {
      const { account, token } = await member();
      const loginCode = await api.codeFor(account, 'login');
      expect((await changePassword(token, byCode(loginCode))).json()).toEqual(CODE_INVALID);
    });
  });

  describe('binding an email or phone', () => {
    function bind(kind: 'email' | 'mobile', token: string, target: string, code: string) {
      return api.post(`/api/users/me/${kind}`, { target, code }, { token });
    }

    async function bindCode(token: string, target: string) {
      const response = await api.sendCode({ target, purpose: 'bind' }, { token });
      expect(response.statusCode, response.body).toBe(200);
      return api.latestCode(target);
    }

    it('binds a new email with the code sent to it', async () => {
      const { account, token } = await member();
      const next = uniqueEmail('New.Address');
      const code = await bindCode(token, next);
      const response = await bind('email', token, next.toUpperCase(), code);
      expect(response.statusCode, response.body).toBe(200);
      const body = userEnvelope.parse(response.json());
      expect(body.msg).toBe('Your email address has been updated.');
      expect(body.data.email).toBe(next.toLowerCase());
      expect((await api.me(token)).json().data.email).toBe(next.toLowerCase());
      expect((await api.login(next, PASSWORD)).statusCode).toBe(200);
      expect((await api.login(account, PASSWORD)).json().code).toBe(40002);
    });

    it('binds a phone number next to the email', async () => {
      const { account, token } = await member();
      const phone = uniquePhone();
      const response = await bind('mobile', token, phone, await bindCode(token, phone));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ email: account, mobile: phone });
      expect(response.json().msg).toBe('Your phone number has been updated.');
    });

    it('needs the code sent to exactly that target, for this user', async () => {
      const me = await member();
      const them = await member();
      const target = uniqueEmail('wanted');
      const code = await bindCode(me.token, target);
      expect((await bind('email', me.token, uniqueEmail('other'), code)).json()).toEqual(
        CODE_INVALID,
      );
      expect((await bind('email', them.token, target, code)).json()).toEqual(CODE_INVALID);
      expect((await bind('email', me.token, target, code)).statusCode).toBe(200);
    });

    it('answers ACCOUNT_EXISTS when another account took the address meanwhile', async () => {
      const { token } = await member();
      const contested = uniqueEmail('contested');
      const code = await bindCode(token, contested);
      clock.advance(MINUTE);
      await api.register(contested);
      const response = await bind('email', token, contested, code);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(ACCOUNT_EXISTS);
    });

    it('cannot get a code for an address another account holds', async () => {
      const { token } = await member();
      const taken = (await member()).account;
      clock.advance(MINUTE);
      await api.sendCode({ target: taken, purpose: 'bind' }, { token });
      const response = await bind('email', token, taken, '123456');
      expect(response.json()).toEqual(CODE_INVALID);
    });

    it('checks the kind of target per route', async () => {
      const { token } = await member();
      const asEmail = await bind('email', token, uniquePhone(), '123456');
      expect(asEmail.statusCode).toBe(400);
      expect(asEmail.json().data.fields).toEqual([
        { path: 'body.target', message: VALIDATION_MESSAGES.email.en },
      ]);
      const asPhone = await bind('mobile', token, uniqueEmail('x'), '123456');
      expect(asPhone.json().data.fields).toEqual([
        { path: 'body.target', message: VALIDATION_MESSAGES.phone.en },
      ]);
    });

    it.each([
      [{ target: 'bad', code: '123456' }, 'body.target'],
      [{ target: 'a@b.co', code: '' }, 'body.code'],
      [{ target: 'a@b.co', code: '12345' }, 'body.code'],
    ])('validates %o', async (body, path) => {
      const { token } = await member();
      const response = await api.post('/api/users/me/email', body, { token });
      expect(response.statusCode).toBe(400);
      const paths = response.json().data.fields.map((f: { path: string }) => f.path);
      expect(new Set(paths)).toEqual(new Set([path]));
    });

    it('needs a login', async () => {
      const response = await api.post('/api/users/me/mobile', {
        target: uniquePhone(),
        code: '123456',
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
