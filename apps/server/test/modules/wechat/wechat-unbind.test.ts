import { authResultSchema, wechatBindingSchema } from '@space/contracts/accounts';
import { envelope } from '@space/contracts/envelope';
import { ERRORS } from '@space/contracts/errors';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, wechatAccounts } from '../../../src/db/schema.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { sandboxIdentity } from '../../../src/modules/wechat/wechat.sandbox.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build } from '../../support/helper.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';
import { sandboxBind, sandboxLogin } from '../../support/wechat-flow.ts';

const DARKFLASH = 10000005;
const bindingEnvelope = envelope(wechatBindingSchema.strict());
const resultEnvelope = envelope(authResultSchema);
const UNBOUND = { bound: false, boundAt: null };
const ONLY_WAY_IN = {
  code: ERRORS.CONFLICT.code,
  msg: 'WeChat is the only way to sign in to this account. Bind an email or a phone number first.',
  data: null,
};

describe('seeing and removing the WeChat binding', async () => {
  const clock = new ManualClock();
  const { app, database } = await build({
    clock,
    prepare: (db) => ensureReferenceData(db.db),
  });
  const db = database.db;

  function getBinding(token: string) {
    return app.inject({ method: 'GET', url: '/api/users/me/wechat', headers: bearer(token) });
  }

  function unbind(token: string, headers: Record<string, string> = {}) {
    return app.inject({
      method: 'DELETE',
      url: '/api/users/me/wechat',
      headers: { ...bearer(token), ...headers },
    });
  }

  async function bindingOf(token: string) {
    const response = await getBinding(token);
    expect(response.statusCode, response.body).toBe(200);
    return bindingEnvelope.parse(response.json()).data;
  }

  async function rowsOf(userId: number) {
    return db.select().from(wechatAccounts).where(eq(wechatAccounts.userId, userId));
  }

  /** A WeChat-only (order) user made by logging in with WeChat, and their token. */
  async function wechatOnlyUser(nickname: string, tenantId = DEFAULT_TENANT_ID) {
    const login = resultEnvelope.parse((await sandboxLogin(app, nickname, tenantId)).json());
    return { user: login.data.user, token: login.data.token };
  }

  it('shows the binding: none, then bound since the bind, then none after unbinding', async () => {
    const owner = await createTestUser(app, { passwordHash: 'x' });
    const token = await tokenFor(app, owner);
    expect(await bindingOf(token)).toEqual(UNBOUND);

    const boundAt = new Date(clock.now()).toISOString();
    expect((await sandboxBind(app, token, 'Shown Sam')).statusCode).toBe(200);
    clock.advance(60_000);
    expect(await bindingOf(token)).toEqual({ bound: true, boundAt });

    const response = await unbind(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(bindingEnvelope.parse(response.json())).toEqual({
      code: 200,
      msg: 'WeChat has been unbound from your account.',
      data: UNBOUND,
    });
    expect(await bindingOf(token)).toEqual(UNBOUND);
    expect(await rowsOf(owner.id)).toEqual([]);
  });

  it('after unbinding, that WeChat logs into a new account instead of the old one', async () => {
    const owner = await createTestUser(app, { passwordHash: 'x' });
    const token = await tokenFor(app, owner);
    expect((await sandboxBind(app, token, 'Leaving Lee')).statusCode).toBe(200);
    const before = resultEnvelope.parse(
      (await sandboxLogin(app, 'Leaving Lee', DEFAULT_TENANT_ID)).json(),
    );
    expect(before.data.user.id).toBe(owner.id);

    expect((await unbind(token)).statusCode).toBe(200);
    const after = resultEnvelope.parse(
      (await sandboxLogin(app, 'Leaving Lee', DEFAULT_TENANT_ID)).json(),
    );
    expect(after.data.user.id).not.toBe(owner.id);
    expect(after.data.user).toMatchObject({ accountKind: 'order', nickName: 'Leaving Lee' });
    expect(await rowsOf(after.data.user.id)).toHaveLength(1);
    // The old account is untouched and can bind a WeChat again.
    expect(await bindingOf(token)).toEqual(UNBOUND);
    expect((await sandboxBind(app, token, 'Coming Back')).statusCode).toBe(200);
    expect((await bindingOf(token)).bound).toBe(true);
  });

  it('unbinds a WeChat user who has since set a password, and they keep their account', async () => {
    const { user, token } = await wechatOnlyUser('Grown Up Gina');
    await db.update(users).set({ passwordHash: 'x' }).where(eq(users.id, user.id));
    expect((await unbind(token)).statusCode).toBe(200);
    expect(await rowsOf(user.id)).toEqual([]);
    // Their session goes on: unbinding is not a logout.
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(me.json().data.id).toBe(user.id);
  });

  describe('refuses when WeChat is the only way to sign in', () => {
    it('answers 409 in every language and keeps the binding and the login', async () => {
      const { user, token } = await wechatOnlyUser('Only Olga');
      const response = await unbind(token);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(ONLY_WAY_IN);
      expect((await unbind(token, { lang: 'zh-CN' })).json().msg).toBe(
        '微信是该账号唯一的登录方式，请先绑定邮箱或手机号。',
      );
      expect((await unbind(token, { lang: 'ko' })).json().msg).toBe(
        'WeChat이 이 계정의 유일한 로그인 방법입니다. 먼저 이메일 또는 휴대폰 번호를 연결하세요.',
      );
      expect(await rowsOf(user.id)).toHaveLength(1);
      expect((await bindingOf(token)).bound).toBe(true);
      const again = resultEnvelope.parse(
        (await sandboxLogin(app, 'Only Olga', DEFAULT_TENANT_ID)).json(),
      );
      expect(again.data.user.id).toBe(user.id);
    });

    it.each([
      ['an email', { email: 'only-email@example.com' }],
      ['a phone number', { mobile: '+8613800000001' }],
    ])('but not once the account has %s (a code login)', async (_, contact) => {
      const { user, token } = await wechatOnlyUser(`Contact ${Object.keys(contact).join()}`);
      await db.update(users).set(contact).where(eq(users.id, user.id));
      const response = await unbind(token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual(UNBOUND);
      expect(await rowsOf(user.id)).toEqual([]);
    });
  });

  it('answers 200 and the same unbound state when nothing is bound, every time', async () => {
    const token = await tokenFor(app, await createTestUser(app));
    for (const lang of ['en', 'zh-CN']) {
      const response = await unbind(token, { lang });
      expect(response.statusCode, response.body).toBe(200);
      expect(bindingEnvelope.parse(response.json()).data).toEqual(UNBOUND);
      expect(response.json().msg).toBe(
        lang === 'en' ? 'No WeChat is bound to your account.' : '您的账号未绑定微信。',
      );
    }
  });

  it('removes only the caller’s binding: other users and other tenants keep theirs', async () => {
    // The same WeChat as a login of the default tenant and bound to an account of darkFlash.
    const elsewhere = await wechatOnlyUser('Two Tenants Tia');
    const owner = await createTestUser(app, { tenantId: DARKFLASH, passwordHash: 'x' });
    const token = await tokenFor(app, owner);
    expect((await sandboxBind(app, token, 'Two Tenants Tia')).statusCode).toBe(200);
    // And a neighbour in darkFlash with a WeChat of their own.
    const neighbour = await createTestUser(app, { tenantId: DARKFLASH, passwordHash: 'x' });
    const neighbourToken = await tokenFor(app, neighbour);
    expect((await sandboxBind(app, neighbourToken, 'Neighbour Ned')).statusCode).toBe(200);

    expect((await unbind(token)).statusCode).toBe(200);

    expect(await rowsOf(owner.id)).toEqual([]);
    expect(await bindingOf(neighbourToken)).toMatchObject({ bound: true });
    expect(await bindingOf(elsewhere.token)).toMatchObject({ bound: true });
    const openId = sandboxIdentity('Two Tenants Tia').openId;
    const remaining = await db
      .select({ tenantId: wechatAccounts.tenantId, userId: wechatAccounts.userId })
      .from(wechatAccounts)
      .where(and(eq(wechatAccounts.openId, openId)));
    expect(remaining).toEqual([{ tenantId: DEFAULT_TENANT_ID, userId: elsewhere.user.id }]);
    const login = resultEnvelope.parse(
      (await sandboxLogin(app, 'Two Tenants Tia', DEFAULT_TENANT_ID)).json(),
    );
    expect(login.data.user.id).toBe(elsewhere.user.id);
  });

  it('needs a login', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/users/me/wechat' });
      expect(response.statusCode).toBe(401);
    }
  });

  it('keeps one WeChat per account in the database too', async () => {
    const owner = await createTestUser(app, { passwordHash: 'x' });
    const values = { tenantId: owner.tenantId, userId: owner.id };
    await db.insert(wechatAccounts).values({ ...values, openId: 'direct-1' });
    await expect(
      db.insert(wechatAccounts).values({ ...values, openId: 'direct-2' }),
    ).rejects.toThrow();
    expect(await rowsOf(owner.id)).toHaveLength(1);
  });

  it('documents the routes', async () => {
    const paths = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(paths['/api/users/me/wechat'].get.tags).toEqual(['users']);
    expect(Object.keys(paths['/api/users/me/wechat'].delete.responses)).toEqual(
      expect.arrayContaining(['200', '401', '409']),
    );
  });
});

describe('with WeChat login off, a binding can still be seen and removed', async () => {
  const { app } = await build({
    config: { wechatSandbox: false, wechat: null },
    prepare: (database) => ensureReferenceData(database.db),
  });

  it('answers GET and DELETE without a provider', async () => {
    const owner = await createTestUser(app, { passwordHash: 'x' });
    await app.db
      .insert(wechatAccounts)
      .values({ tenantId: owner.tenantId, userId: owner.id, openId: 'from-before' });
    const headers = bearer(await tokenFor(app, owner));
    const seen = await app.inject({ method: 'GET', url: '/api/users/me/wechat', headers });
    expect(seen.json().data.bound).toBe(true);
    const removed = await app.inject({ method: 'DELETE', url: '/api/users/me/wechat', headers });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toEqual(UNBOUND);
  });
});
