import { authResultSchema } from '@space/contracts/accounts';
import { envelope } from '@space/contracts/envelope';
import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import { VALIDATION_MESSAGES } from '@space/contracts/validation-messages';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema.ts';
import { verifyPassword } from '../../../src/lib/passwords.ts';
import {
  buildAccounts,
  errorBody,
  OTHER_TENANT_ID,
  PASSWORD,
  uniqueEmail,
  uniquePhone,
} from '../../support/account-helpers.ts';

const authEnvelope = envelope(authResultSchema.strict());

describe('registration', async () => {
  const { app, api, clock } = await buildAccounts();

  async function registerBody(overrides: Record<string, unknown> = {}) {
    const account = (overrides.account as string | undefined) ?? uniqueEmail('reg');
    const code = await api.codeFor(account, 'register');
    return {
      tenantId: DEFAULT_TENANT_ID,
      account,
      code,
      nickName: 'Alice',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ...overrides,
    };
  }

  async function userRow(tenantId: number, email: string) {
    const [row] = await app.db
      .select()
      .from(users)
      .where(
        and(eq(users.tenantId, tenantId), sql`lower(${users.email}) = ${email.toLowerCase()}`),
      );
    return row;
  }

  it('creates the user, logs in and answers the user info', async () => {
    const body = await registerBody({ account: uniqueEmail('Alice.Smith') });
    const response = await api.post('/api/auth/register', body, { lang: 'en-US' });
    expect(response.statusCode, response.body).toBe(200);
    const result = authEnvelope.parse(response.json());
    expect(result).toMatchObject({ code: 200, msg: 'Registration successful' });
    const email = body.account.toLowerCase();
    expect(result.data.user).toMatchObject({
      tenantId: DEFAULT_TENANT_ID,
      email,
      mobile: null,
      nickName: 'Alice',
      accountKind: 'primary',
      hasPassword: true,
      status: 'active',
      loginTime: new Date(clock.now()).toISOString(),
    });
    expect(result.data.user.username).toBe(email.split('@')[0]);
    expect(result.data.expiresAt).toBe(new Date(clock.now() + 24 * 3_600_000).toISOString());

    const row = await userRow(DEFAULT_TENANT_ID, email);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash, PASSWORD)).toBe(true);

    const me = await api.me(result.data.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toEqual(result.data.user);
  });

  it('localises the success message', async () => {
    const zh = await api.post('/api/auth/register', await registerBody(), { lang: 'zh-CN' });
    expect(zh.json().msg).toBe('注册成功');
    const ko = await api.post('/api/auth/register', await registerBody(), { lang: 'ko-KR' });
    expect(ko.json().msg).toBe('회원가입 성공');
  });

  it('registers with a phone number', async () => {
    const phone = uniquePhone();
    const result = await api.register(phone);
    expect(result.user).toMatchObject({ mobile: phone, email: null });
    expect(result.user.username).toBe(phone.slice(1));
    const [message] = await api.mailbox(phone);
    expect(message?.channel).toBe('sms');
  });

  it('makes usernames unique within the tenant by appending digits', async () => {
    const first = await api.register('sam@one.example');
    const second = await api.register('Sam@two.example');
    expect(first.user.username).toBe('sam');
    expect(second.user.username).toMatch(/^sam\d{4,}$/);
  });

  it('lets the same email register once in each tenant', async () => {
    const email = uniqueEmail('twice');
    const a = await api.register(email);
    const b = await api.register(email, { tenantId: OTHER_TENANT_ID });
    expect(a.user.tenantId).toBe(DEFAULT_TENANT_ID);
    expect(b.user.tenantId).toBe(OTHER_TENANT_ID);
    expect(a.user.id).not.toBe(b.user.id);
    expect(b.user.username).toBe(a.user.username);
  });

  it('voids an older code once a newer one was sent to the same address', async () => {
    const email = uniqueEmail('race');
    const early = await registerBody({ account: email });
    clock.advance(61_000);
    await api.register(email.toUpperCase());
    const response = await api.post('/api/auth/register', early);
    // The second code replaced the first, so the first is no longer valid either way.
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody(40004, ERROR_MESSAGES.CODE_INVALID.en));
  });

  it('answers 409 ACCOUNT_EXISTS, not 500, when the insert hits the unique index', async () => {
    const email = uniqueEmail('dupe');
    const body = await registerBody({ account: email });
    // Another registration of the same address lands between the code and the insert.
    await app.db.insert(users).values({
      tenantId: DEFAULT_TENANT_ID,
      username: `other_${Date.now()}`,
      nickName: 'Other',
      email,
    });
    const response = await api.post('/api/auth/register', body);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(errorBody(40901, ERROR_MESSAGES.ACCOUNT_EXISTS.en));
  });

  it('rejects a wrong code with CODE_INVALID and creates nobody', async () => {
    const body = await registerBody();
    const wrong = body.code === '000000' ? '111111' : '000000';
    const response = await api.post('/api/auth/register', { ...body, code: wrong });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody(40004, ERROR_MESSAGES.CODE_INVALID.en));
    expect(await userRow(DEFAULT_TENANT_ID, body.account)).toBeUndefined();
  });

  it('rejects a code sent for another purpose or another address', async () => {
    const email = uniqueEmail('purpose');
    const body = await registerBody({ account: email });
    const other = uniqueEmail('other');
    const response = await api.post('/api/auth/register', { ...body, account: other });
    expect(response.json().code).toBe(40004);
    // A code of the right address but sent for another tenant does not count either.
    const elsewhere = await api.post('/api/auth/register', { ...body, tenantId: OTHER_TENANT_ID });
    expect(elsewhere.json().code).toBe(40004);
  });

  describe('validation (spec §5)', () => {
    type Case = [string, Record<string, unknown>, string, string];
    const msg = (key: keyof typeof VALIDATION_MESSAGES) => VALIDATION_MESSAGES[key].en;
    const cases: Case[] = [
      [
        'a 7-character password',
        { password: 'abc1234', confirmPassword: 'abc1234' },
        'body.password',
        msg('passwordLength'),
      ],
      [
        'a 21-character password',
        { password: 'a1'.repeat(10) + 'b', confirmPassword: 'a1'.repeat(10) + 'b' },
        'body.password',
        msg('passwordLength'),
      ],
      [
        'a password of letters only',
        { password: 'abcdefgh', confirmPassword: 'abcdefgh' },
        'body.password',
        msg('passwordPattern'),
      ],
      [
        'a password of digits only',
        { password: '12345678', confirmPassword: '12345678' },
        'body.password',
        msg('passwordPattern'),
      ],
      [
        'a password with a space',
        { password: 'abcd 1234', confirmPassword: 'abcd 1234' },
        'body.password',
        msg('passwordPattern'),
      ],
      [
        'mismatched passwords',
        { confirmPassword: 'secret124' },
        'body.confirmPassword',
        msg('passwordMismatch'),
      ],
      ['a 1-character nickname', { nickName: 'A' }, 'body.nickName', msg('registerNickname')],
      [
        'a 21-character nickname',
        { nickName: 'N'.repeat(21) },
        'body.nickName',
        msg('registerNickname'),
      ],
      ['a blank nickname', { nickName: '   ' }, 'body.nickName', msg('registerNickname')],
      ['a bad email', { account: 'alice@example' }, 'body.account', msg('emailOrPhone')],
      ['a bad phone', { account: '12345' }, 'body.account', msg('emailOrPhone')],
      ['a phone with letters', { account: '+86138abc0000' }, 'body.account', msg('emailOrPhone')],
      ['an empty code', { code: '' }, 'body.code', msg('codeRequired')],
      ['a 5-digit code', { code: '12345' }, 'body.code', msg('codeInvalid')],
      ['a 7-digit code', { code: '1234567' }, 'body.code', msg('codeInvalid')],
      ['a code with letters', { code: '12345a' }, 'body.code', msg('codeInvalid')],
      ['an unknown tenant', { tenantId: 42 }, 'body.tenantId', VALIDATION_MESSAGES.invalid.en],
    ];

    it.each(cases)('rejects %s', async (_name, overrides, path, message) => {
      const body = {
        tenantId: DEFAULT_TENANT_ID,
        account: 'valid@example.com',
        code: '123456',
        nickName: 'Alice',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        ...overrides,
      };
      const response = await api.post('/api/auth/register', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 400,
        msg: ERROR_MESSAGES.VALIDATION_FAILED.en,
      });
      expect(response.json().data.fields).toContainEqual({ path, message });
    });

    it.each([
      ['an 8-character password', 'abcd1234'],
      ['a 20-character password', 'a1'.repeat(10)],
      ['a password with special characters', 'p@ss-w0rd!#'],
    ])('accepts %s', async (_name, password) => {
      const body = await registerBody({ password, confirmPassword: password });
      const response = await api.post('/api/auth/register', body);
      expect(response.statusCode, response.body).toBe(200);
      const login = await api.login(body.account, password);
      expect(login.statusCode, login.body).toBe(200);
    });

    it.each([
      ['a 2-character nickname', 'Al'],
      ['a 20-character nickname', 'N'.repeat(20)],
      ['a Chinese nickname', '小明'],
    ])('accepts %s', async (_name, nickName) => {
      const response = await api.post('/api/auth/register', await registerBody({ nickName }));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.user.nickName).toBe(nickName);
    });

    it('translates field messages into Chinese', async () => {
      const response = await api.post(
        '/api/auth/register',
        {
          tenantId: DEFAULT_TENANT_ID,
          account: 'x',
          code: '',
          nickName: 'A',
          password: 'a',
          confirmPassword: 'b',
        },
        { lang: 'zh-CN' },
      );
      expect(response.json().msg).toBe(ERROR_MESSAGES.VALIDATION_FAILED.zh);
      expect(response.json().data.fields).toContainEqual({
        path: 'body.nickName',
        message: VALIDATION_MESSAGES.registerNickname.zh,
      });
    });
  });
});
