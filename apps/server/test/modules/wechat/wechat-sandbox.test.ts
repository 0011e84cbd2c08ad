import { authResultSchema, userInfoSchema } from '@space/contracts/accounts';
import { envelope } from '@space/contracts/envelope';
import { ERRORS } from '@space/contracts/errors';
import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oauthStates, sessions, users, wechatAccounts } from '../../../src/db/schema.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import {
  sandboxIdentity,
  SANDBOX_APP_ID,
  SANDBOX_APP_SECRET,
} from '../../../src/modules/wechat/wechat.sandbox.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build } from '../../support/helper.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';
import {
  authorizeLogin,
  confirmInSandbox,
  hiddenFields,
  postCallback,
  sandboxLogin,
  someIp,
} from '../../support/wechat-flow.ts';

const DARKFLASH = 10000005;
const resultEnvelope = envelope(authResultSchema.strict());
const STATE_INVALID = {
  code: ERRORS.OAUTH_STATE_INVALID.code,
  msg: ERROR_MESSAGES.OAUTH_STATE_INVALID.en,
  data: null,
};
const PROFILE = { nickName: 'Checked', note: '', birthday: '2000-01-01', sex: 'unset' };

describe('WeChat login through the sandbox', async () => {
  const clock = new ManualClock();
  const { app, database } = await build({
    clock,
    prepare: (db) => ensureReferenceData(db.db),
  });
  const db = database.db;

  async function bindingsOf(openId: string) {
    return db.select().from(wechatAccounts).where(eq(wechatAccounts.openId, openId));
  }

  it('runs authorize → sandbox page → confirm → callback, and the token works', async () => {
    const { url, state } = await authorizeLogin(app, DEFAULT_TENANT_ID);
    const page = new URL(url);
    expect(page.pathname).toBe('/api/sandbox/wechat/authorize');
    expect(Object.fromEntries(page.searchParams)).toEqual({
      appid: SANDBOX_APP_ID,
      redirect_uri: 'http://localhost:80/callBack',
      response_type: 'code',
      scope: 'snsapi_login',
      state,
    });
    const [stored] = await db.select().from(oauthStates).where(eq(oauthStates.state, state));
    expect(stored).toMatchObject({ tenantId: DEFAULT_TENANT_ID, consumedAt: null });
    expect(stored!.expiresAt.getTime()).toBe(clock.now() + 10 * 60_000);

    const returned = await confirmInSandbox(app, url, 'Sandbox Alice');
    expect(returned.state).toBe(state);
    expect(returned.code.length).toBeGreaterThan(20);

    const response = await postCallback(app, returned);
    expect(response.statusCode, response.body).toBe(200);
    const body = resultEnvelope.parse(response.json());
    expect(body.msg).toBe('Login successful');
    expect(body.data.user).toMatchObject({
      tenantId: DEFAULT_TENANT_ID,
      nickName: 'Sandbox Alice',
      email: null,
      mobile: null,
      avatar: null,
      accountKind: 'order',
      hasPassword: false,
      superType: null,
      loginTime: new Date(clock.now()).toISOString(),
    });
    expect(body.data.user.username).toMatch(/^wx_[0-9a-f]{10}$/);
    expect(Date.parse(body.data.expiresAt)).toBe(clock.now() + app.config.session.ttlMs);

    const identity = sandboxIdentity('Sandbox Alice');
    expect(await bindingsOf(identity.openId)).toEqual([
      expect.objectContaining({
        tenantId: DEFAULT_TENANT_ID,
        userId: body.data.user.id,
        unionId: identity.unionId,
      }),
    ]);
    const [session] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, body.data.user.id));
    expect(session).toMatchObject({ remember: false, revokedAt: null });

    // The token is a real session: the profile endpoint accepts it.
    const me = await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(body.data.token),
      payload: PROFILE,
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data).toMatchObject({ id: body.data.user.id, nickName: 'Checked' });
    const read = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(body.data.token),
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ id: body.data.user.id, nickName: 'Checked' });
  });

  it('answers in the language of the lang header', async () => {
    const { url } = await authorizeLogin(app, DEFAULT_TENANT_ID);
    const returned = await confirmInSandbox(app, url, 'Sandbox Bob');
    const response = await postCallback(app, returned, { lang: 'zh-CN' });
    expect(response.json().msg).toBe('登录成功');
  });

  it('logs the same identity into the same user again, with a new token', async () => {
    const first = resultEnvelope.parse(
      (await sandboxLogin(app, 'Repeat Rita', DEFAULT_TENANT_ID)).json(),
    );
    clock.advance(60_000);
    const second = resultEnvelope.parse(
      (await sandboxLogin(app, 'Repeat Rita', DEFAULT_TENANT_ID)).json(),
    );
    expect(second.data.user.id).toBe(first.data.user.id);
    expect(second.data.user.username).toBe(first.data.user.username);
    expect(second.data.token).not.toBe(first.data.token);
    expect(second.data.user.loginTime).toBe(new Date(clock.now()).toISOString());
    expect(await bindingsOf(sandboxIdentity('Repeat Rita').openId)).toHaveLength(1);
  });

  it('keeps tenants apart: the same WeChat in another brand is another user', async () => {
    const here = resultEnvelope.parse(
      (await sandboxLogin(app, 'Two Brands', DEFAULT_TENANT_ID)).json(),
    );
    const there = resultEnvelope.parse((await sandboxLogin(app, 'Two Brands', DARKFLASH)).json());
    expect(there.data.user.tenantId).toBe(DARKFLASH);
    expect(there.data.user.id).not.toBe(here.data.user.id);
    expect(await bindingsOf(sandboxIdentity('Two Brands').openId)).toHaveLength(2);
  });

  it('creates one user when two callbacks for a new identity race', async () => {
    const flows = await Promise.all(
      [1, 2].map(async () => {
        const { url } = await authorizeLogin(app, DEFAULT_TENANT_ID);
        return confirmInSandbox(app, url, 'Racing Ray');
      }),
    );
    const responses = await Promise.all(flows.map((flow) => postCallback(app, flow)));
    const ids = responses.map((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.user.id;
    });
    expect(ids[0]).toBe(ids[1]);
    expect(await bindingsOf(sandboxIdentity('Racing Ray').openId)).toHaveLength(1);
  });

  it('clips a long nickname to the profile limit of 50 without splitting a character', async () => {
    const long = `${'x'.repeat(49)}😀${'y'.repeat(20)}`;
    const response = await sandboxLogin(app, long, DEFAULT_TENANT_ID);
    const { user } = response.json().data;
    expect(user.nickName).toBe('x'.repeat(49));
    const exact = (await sandboxLogin(app, `${'z'.repeat(48)}😀`, DEFAULT_TENANT_ID)).json().data
      .user;
    expect(exact.nickName).toBe(`${'z'.repeat(48)}😀`);
  });

  describe('state', () => {
    it('is single use: replaying the callback answers 400', async () => {
      const { url } = await authorizeLogin(app, DEFAULT_TENANT_ID);
      const returned = await confirmInSandbox(app, url, 'Sandbox Alice');
      expect((await postCallback(app, returned)).statusCode).toBe(200);
      const replay = await postCallback(app, returned);
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toEqual(STATE_INVALID);
      // A fresh code does not revive a used state either.
      const again = await confirmInSandbox(app, url, 'Sandbox Alice');
      expect((await postCallback(app, again)).json()).toEqual(STATE_INVALID);
    });

    it('must be one we issued', async () => {
      const { url } = await authorizeLogin(app, DEFAULT_TENANT_ID);
      const { code } = await confirmInSandbox(app, url, 'Sandbox Alice');
      const response = await postCallback(app, { code, state: 'not-a-state-we-issued' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(STATE_INVALID);
    });

    it('expires after 10 minutes', async () => {
      const late = await authorizeLogin(app, DEFAULT_TENANT_ID);
      const inTime = await authorizeLogin(app, DEFAULT_TENANT_ID);
      clock.advance(10 * 60_000 - 1);
      const ok = await postCallback(app, await confirmInSandbox(app, inTime.url, 'Sandbox Bob'));
      expect(ok.statusCode, ok.body).toBe(200);
      const returned = await confirmInSandbox(app, late.url, 'Sandbox Bob');
      clock.advance(1);
      const response = await postCallback(app, returned);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(STATE_INVALID);
    });
  });

  it('answers 503 with a clear message when WeChat refuses the code', async () => {
    const { url } = await authorizeLogin(app, DEFAULT_TENANT_ID);
    const { code } = await confirmInSandbox(app, url, 'Sandbox Alice');
    // Spend the code at the sandbox token endpoint first, as a replaying attacker would.
    const query = new URLSearchParams({
      appid: SANDBOX_APP_ID,
      secret: SANDBOX_APP_SECRET,
      code,
      grant_type: 'authorization_code',
    });
    const spent = await app.inject({
      method: 'GET',
      url: `/api/sandbox/wechat/sns/oauth2/access_token?${query}`,
    });
    expect(spent.json()).toMatchObject({ openid: sandboxIdentity('Sandbox Alice').openId });
    const reused = await app.inject({
      method: 'GET',
      url: `/api/sandbox/wechat/sns/oauth2/access_token?${query}`,
    });
    expect(reused.json()).toEqual({ errcode: 40163, errmsg: 'code been used' });

    const state = new URL(url).searchParams.get('state')!;
    const response = await postCallback(app, { code, state });
    expect(response.statusCode).toBe(ERRORS.UNAVAILABLE.status);
    expect(response.json()).toEqual({
      code: ERRORS.UNAVAILABLE.code,
      msg: 'WeChat login is unavailable right now.',
      data: null,
    });
  });

  it('refuses a disabled user', async () => {
    const first = (await sandboxLogin(app, 'Soon Disabled', DEFAULT_TENANT_ID)).json().data;
    await db.update(users).set({ status: 'disabled' }).where(eq(users.id, first.user.id));
    const response = await sandboxLogin(app, 'Soon Disabled', DEFAULT_TENANT_ID);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(ERRORS.ACCOUNT_DISABLED.code);
  });

  it.each([
    ['/api/auth/wechat/authorize?tenantId=123', 'querystring.tenantId'],
    ['/api/auth/wechat/authorize', 'querystring.tenantId'],
  ])('validates %s', async (url, path) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual([{ path, message: expect.any(String) }]);
  });

  it('validates the callback body', async () => {
    const response = await postCallback(app, { code: '', state: 'x'.repeat(129) });
    expect(response.statusCode).toBe(400);
    const paths = response.json().data.fields.map((field: { path: string }) => field.path);
    expect(paths.sort()).toEqual(['body.code', 'body.state']);
  });

  it('limits how often one address may start a login', async () => {
    const remoteAddress = someIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/auth/wechat/authorize?tenantId=${DEFAULT_TENANT_ID}`,
        remoteAddress,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  describe('the sandbox page', () => {
    it('escapes what it reflects and offers a form per identity', async () => {
      const hostile = '"><script>alert(1)</script>';
      const query = new URLSearchParams({
        appid: SANDBOX_APP_ID,
        redirect_uri: 'http://localhost:80/callBack',
        state: hostile,
      });
      const response = await app.inject({
        method: 'GET',
        url: `/api/sandbox/wechat/authorize?${query}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('<script>');
      expect(response.body).toContain('&quot;&gt;&lt;script&gt;');
      expect(hiddenFields(response.body).state).toBe(hostile);
      expect(response.body).toContain('Confirm login as Sandbox Alice');
      expect(response.body).toContain('name="nickname"');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    });

    it.each([['https://evil.example/callBack'], ['http://localhost:80/elsewhere']])(
      'refuses to redirect to %s',
      async (redirectUri) => {
        const query = new URLSearchParams({
          appid: SANDBOX_APP_ID,
          redirect_uri: redirectUri,
          state: 's',
        });
        const page = await app.inject({
          method: 'GET',
          url: `/api/sandbox/wechat/authorize?${query}`,
        });
        expect(page.statusCode).toBe(400);
        const confirm = await app.inject({
          method: 'POST',
          url: '/api/sandbox/wechat/confirm',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            state: 's',
            redirect_uri: redirectUri,
            nickname: 'Eve',
          }).toString(),
        });
        expect(confirm.statusCode).toBe(400);
      },
    );

    it('only this plugin accepts form posts', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/wechat/callback',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'code=a&state=b',
      });
      expect(response.statusCode).toBe(415);
    });
  });

  describe('binding WeChat to an existing account', () => {
    async function authorizeBind(token: string) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/users/me/wechat/authorize',
        headers: bearer(token),
        remoteAddress: someIp(),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { url: string; state: string };
    }

    function postBind(token: string, body: { code: string; state: string }) {
      return app.inject({
        method: 'POST',
        url: '/api/users/me/wechat',
        headers: bearer(token),
        payload: body,
      });
    }

    async function bindAs(token: string, nickname: string) {
      const { url } = await authorizeBind(token);
      return postBind(token, await confirmInSandbox(app, url, nickname));
    }

    it('binds, after which WeChat logs into that account', async () => {
      const owner = await createTestUser(app, { passwordHash: 'x' });
      const token = await tokenFor(app, owner);
      const response = await bindAs(token, 'Bind Carol');
      expect(response.statusCode, response.body).toBe(200);
      expect(envelope(userInfoSchema.strict()).parse(response.json()).data).toMatchObject({
        id: owner.id,
        accountKind: 'primary',
      });
      const login = resultEnvelope.parse(
        (await sandboxLogin(app, 'Bind Carol', DEFAULT_TENANT_ID)).json(),
      );
      expect(login.data.user.id).toBe(owner.id);
      // Binding again the same WeChat is harmless.
      expect((await bindAs(token, 'Bind Carol')).statusCode).toBe(200);
    });

    it('answers 409 when that WeChat belongs to another account of the tenant', async () => {
      await sandboxLogin(app, 'Taken Tom', DEFAULT_TENANT_ID);
      const other = await createTestUser(app);
      const response = await bindAs(await tokenFor(app, other), 'Taken Tom');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: ERRORS.ACCOUNT_EXISTS.code,
        msg: 'This WeChat account is already bound to another account.',
      });
      const rows = await db
        .select()
        .from(wechatAccounts)
        .where(and(eq(wechatAccounts.userId, other.id)));
      expect(rows).toEqual([]);
    });

    it('answers 409 when the account already has a different WeChat', async () => {
      const token = await tokenFor(app, await createTestUser(app));
      expect((await bindAs(token, 'First WeChat')).statusCode).toBe(200);
      const response = await bindAs(token, 'Second WeChat');
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe(ERRORS.CONFLICT.code);
    });

    it('accepts only a bind state issued to this very user', async () => {
      const alice = await tokenFor(app, await createTestUser(app));
      const bob = await tokenFor(app, await createTestUser(app));
      // Bob's bind state on Alice's account, and a login state on a bind.
      const bobs = await authorizeBind(bob);
      const viaBob = await confirmInSandbox(app, bobs.url, 'State Thief');
      expect((await postBind(alice, viaBob)).json()).toEqual(STATE_INVALID);
      const login = await authorizeLogin(app, DEFAULT_TENANT_ID);
      const viaLogin = await confirmInSandbox(app, login.url, 'State Thief');
      expect((await postBind(alice, viaLogin)).json()).toEqual(STATE_INVALID);
      // A bind state cannot log anyone in either.
      const own = await authorizeBind(alice);
      expect(
        (await postCallback(app, await confirmInSandbox(app, own.url, 'State Thief'))).json(),
      ).toEqual(STATE_INVALID);
    });

    it('needs a login', async () => {
      const anonymous = await app.inject({
        method: 'POST',
        url: '/api/users/me/wechat',
        payload: { code: 'a', state: 'b' },
      });
      expect(anonymous.statusCode).toBe(401);
      const authorize = await app.inject({ method: 'GET', url: '/api/users/me/wechat/authorize' });
      expect(authorize.statusCode).toBe(401);
    });
  });

  it('documents the routes', async () => {
    const paths = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(paths['/api/auth/wechat/authorize'].get.tags).toEqual(['auth']);
    expect(paths['/api/auth/wechat/callback'].post.tags).toEqual(['auth']);
    expect(paths['/api/users/me/wechat'].post.tags).toEqual(['users']);
    expect(paths['/api/sandbox/wechat/sns/oauth2/access_token'].get.tags).toEqual([
      'wechat sandbox',
    ]);
  });
});

describe('without WeChat credentials and with the sandbox off (production default)', async () => {
  const { app } = await build({
    config: { wechatSandbox: false, wechat: null },
    prepare: (database) => ensureReferenceData(database.db),
  });

  it('answers 503 for WeChat login and serves no sandbox', async () => {
    const authorize = await app.inject({
      method: 'GET',
      url: `/api/auth/wechat/authorize?tenantId=${DEFAULT_TENANT_ID}`,
    });
    expect(authorize.statusCode).toBe(503);
    expect(authorize.json()).toMatchObject({
      code: 503,
      msg: 'WeChat login is unavailable right now.',
    });
    const sandbox = await app.inject({
      method: 'GET',
      url: '/api/sandbox/wechat/authorize?state=x',
    });
    expect(sandbox.statusCode).toBe(404);
  });
});
