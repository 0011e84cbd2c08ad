import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import { VALIDATION_MESSAGES } from '@space/contracts/validation-messages';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { describe, expect, it } from 'vitest';
import {
  buildAccounts,
  errorBody,
  nextIp,
  OTHER_TENANT_ID,
  PASSWORD,
  uniqueEmail,
  uniquePhone,
} from '../../support/account-helpers.ts';

const NEW_PASSWORD = 'fresh-start42';
const MINUTE = 60_000;

describe('password reset', async () => {
  const { api, clock } = await buildAccounts();

  function reset(account: string, code: string, overrides: Record<string, unknown> = {}) {
    return api.post('/api/auth/reset-password', {
      tenantId: DEFAULT_TENANT_ID,
      account,
      code,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      ...overrides,
    });
  }

  async function registered(account = uniqueEmail('reset')) {
    const result = await api.register(account);
    clock.advance(MINUTE);
    return { account, ...result };
  }

  it('sets the new password, ends every session and answers without a token', async () => {
    const { account, token } = await registered();
    const second = (await api.login(account, PASSWORD, { remember: true })).json().data.token;
    const code = await api.codeFor(account, 'reset');
    const response = await reset(account, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 200,
      msg: 'Your password has been reset. Please log in again.',
      data: null,
    });
    for (const each of [token, second]) expect((await api.me(each)).json().code).toBe(401);
    expect((await api.login(account, PASSWORD)).json().code).toBe(40002);
    expect((await api.login(account, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works for a phone account and a differently cased email', async () => {
    const phone = await registered(uniquePhone());
    expect((await reset(phone.account, await api.codeFor(phone.account, 'reset'))).statusCode).toBe(
      200,
    );
    const email = await registered(uniqueEmail('Case'));
    const code = await api.codeFor(email.account.toUpperCase(), 'reset');
    expect((await reset(` ${email.account.toUpperCase()} `, code)).statusCode).toBe(200);
    expect((await api.login(email.account, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("lifts the resetting address's login refusal and the account's guard", async () => {
    const { account } = await registered();
    const ip = nextIp();
    for (let failure = 1; failure <= 5; failure += 1)
      await api.login(account, 'wrongpass1', { ip });
    // Ten failures in all guard the account: an address that failed gets no further try.
    const failed = Array.from({ length: 5 }, () => nextIp());
    for (const other of failed) await api.login(account, 'wrongpass1', { ip: other });
    expect((await api.login(account, PASSWORD, { ip })).statusCode).toBe(429);
    expect((await api.login(account, PASSWORD, { ip: failed[0] })).statusCode).toBe(429);
    await api.post(
      '/api/auth/reset-password',
      {
        tenantId: DEFAULT_TENANT_ID,
        account,
        code: await api.codeFor(account, 'reset'),
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
      { ip },
    );
    expect((await api.login(account, NEW_PASSWORD, { ip })).statusCode).toBe(200);
    expect((await api.login(account, NEW_PASSWORD, { ip: failed[0] })).statusCode).toBe(200);
  });

  it('rejects a wrong, reused or foreign code', async () => {
    const { account } = await registered();
    const code = await api.codeFor(account, 'reset');
    const wrong = code === '123456' ? '654321' : '123456';
    const invalid = errorBody(40004, ERROR_MESSAGES.CODE_INVALID.en);
    expect((await reset(account, wrong)).json()).toEqual(invalid);
    expect((await reset(account, code, { tenantId: OTHER_TENANT_ID })).json()).toEqual(invalid);
    expect((await reset(account, code)).statusCode).toBe(200);
    expect((await reset(account, code)).json()).toEqual(invalid);
    // The password stayed what the one successful reset made it.
    expect((await api.login(account, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('changes nothing for an unknown account', async () => {
    const unknown = uniqueEmail('unknown');
    expect((await api.sendCode({ target: unknown, purpose: 'reset' })).statusCode).toBe(200);
    expect((await reset(unknown, '123456')).json().code).toBe(40004);
  });

  it.each([
    [
      { password: 'short1', confirmPassword: 'short1' },
      'body.password',
      VALIDATION_MESSAGES.passwordLength.en,
    ],
    [
      { password: 'onlyletters', confirmPassword: 'onlyletters' },
      'body.password',
      VALIDATION_MESSAGES.passwordPattern.en,
    ],
    [
      { confirmPassword: 'different1' },
      'body.confirmPassword',
      VALIDATION_MESSAGES.passwordMismatch.en,
    ],
    [{ code: '' }, 'body.code', VALIDATION_MESSAGES.codeRequired.en],
    [{ account: 'nobody' }, 'body.account', VALIDATION_MESSAGES.emailOrPhone.en],
  ])('validates %o', async (overrides, path, message) => {
    const response = await reset('someone@example.com', '123456', overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toContainEqual({ path, message });
  });
});
