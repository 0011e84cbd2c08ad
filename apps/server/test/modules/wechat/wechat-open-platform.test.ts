import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERRORS } from '@space/contracts/errors';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { users, wechatAccounts } from '../../../src/db/schema.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build } from '../../support/helper.ts';
import { authorizeLogin, postCallback } from '../../support/wechat-flow.ts';

const APP_ID = 'wx1234567890abcdef';
const APP_SECRET = 'real-secret';
const UNAVAILABLE = {
  code: ERRORS.UNAVAILABLE.code,
  msg: 'WeChat login is unavailable right now.',
  data: null,
};

/** What our fake api.weixin.qq.com answers for each code it is given. */
const CODES: Record<string, { status?: number; body: unknown }> = {
  'code-ok': {
    body: {
      access_token: 'AT-ok',
      expires_in: 7200,
      refresh_token: 'RT',
      openid: 'o-real-1',
      scope: 'snsapi_login',
      unionid: 'u-real-1',
    },
  },
  'code-no-union': {
    body: {
      access_token: 'AT-nounion',
      expires_in: 7200,
      openid: 'o-real-2',
      scope: 'snsapi_login',
    },
  },
  'code-errcode': { body: { errcode: 40029, errmsg: 'invalid code, rid: 1234' } },
  'code-http-500': { status: 500, body: 'upstream failure' },
  'code-not-json': { body: '<html>not json</html>' },
  'code-wrong-openid': {
    body: { access_token: 'AT-wrong', expires_in: 7200, openid: 'o-real-3', scope: 'snsapi_login' },
  },
};
const USER_INFO: Record<string, unknown> = {
  'AT-ok': {
    openid: 'o-real-1',
    nickname: '真实用户',
    sex: 0,
    headimgurl: 'AVATAR',
    unionid: 'u-real-1',
  },
  'AT-nounion': { openid: 'o-real-2', nickname: 'No Union', headimgurl: '' },
  'AT-wrong': { openid: 'o-somebody-else', nickname: 'Mallory' },
};

/** A local server speaking WeChat's protocol: JSON labelled text/plain, errors as errcode bodies. */
async function startFakeWechat() {
  const requests: { path: string; query: Record<string, string> }[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const query = Object.fromEntries(url.searchParams);
    requests.push({ path: url.pathname, query });
    let answer: { status?: number; body: unknown } = {
      body: { errcode: 40001, errmsg: 'invalid credential' },
    };
    if (url.pathname === '/sns/oauth2/access_token') {
      const valid =
        query.appid === APP_ID &&
        query.secret === APP_SECRET &&
        query.grant_type === 'authorization_code';
      answer = valid
        ? (CODES[query.code ?? ''] ?? { body: { errcode: 40029, errmsg: 'invalid code' } })
        : { body: { errcode: 40125, errmsg: 'invalid appsecret' } };
    } else if (url.pathname === '/sns/userinfo') {
      const info = USER_INFO[query.access_token ?? ''];
      if (info) answer = { body: info };
    } else {
      answer = { status: 404, body: 'not found' };
    }
    res.writeHead(answer.status ?? 200, { 'content-type': 'text/plain' });
    res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { base: `http://127.0.0.1:${port}`, requests };
}

describe('WeChat login against the open platform (a local fake of its API)', async () => {
  const fake = await startFakeWechat();
  const { app, database } = await build({
    config: {
      publicUrl: 'https://space.example/',
      wechat: {
        appId: APP_ID,
        appSecret: APP_SECRET,
        apiBase: fake.base,
        openBase: 'https://open.weixin.qq.com',
      },
    },
    prepare: (db) => ensureReferenceData(db.db),
  });
  const db = database.db;

  beforeEach(() => {
    fake.requests.length = 0;
  });

  async function callbackWith(code: string) {
    const { state } = await authorizeLogin(app, DEFAULT_TENANT_ID);
    return postCallback(app, { code, state });
  }

  it("builds WeChat's qrconnect URL with PUBLIC_URL's /callBack", async () => {
    const { url, state } = await authorizeLogin(app, DEFAULT_TENANT_ID);
    expect(url).toBe(
      `https://open.weixin.qq.com/connect/qrconnect?appid=${APP_ID}` +
        `&redirect_uri=${encodeURIComponent('https://space.example/callBack')}` +
        `&response_type=code&scope=snsapi_login&state=${state}#wechat_redirect`,
    );
  });

  it('exchanges the code, reads the user info and logs the new user in', async () => {
    const response = await callbackWith('code-ok');
    expect(response.statusCode, response.body).toBe(200);
    const { user } = response.json().data;
    expect(user).toMatchObject({ nickName: '真实用户', avatar: null, accountKind: 'order' });
    expect(fake.requests).toEqual([
      {
        path: '/sns/oauth2/access_token',
        query: {
          appid: APP_ID,
          secret: APP_SECRET,
          code: 'code-ok',
          grant_type: 'authorization_code',
        },
      },
      { path: '/sns/userinfo', query: { access_token: 'AT-ok', openid: 'o-real-1' } },
    ]);
    const [binding] = await db
      .select()
      .from(wechatAccounts)
      .where(eq(wechatAccounts.openId, 'o-real-1'));
    expect(binding).toMatchObject({
      userId: user.id,
      unionId: 'u-real-1',
      tenantId: DEFAULT_TENANT_ID,
    });
    // The WeChat avatar URL is never fetched (docs/decisions/007).
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.avatarKey).toBeNull();
  });

  it('stores no unionid when WeChat gives none', async () => {
    const response = await callbackWith('code-no-union');
    expect(response.statusCode, response.body).toBe(200);
    const [binding] = await db
      .select()
      .from(wechatAccounts)
      .where(eq(wechatAccounts.openId, 'o-real-2'));
    expect(binding!.unionId).toBeNull();
  });

  it.each(['code-errcode', 'code-http-500', 'code-not-json', 'code-wrong-openid', 'code-unknown'])(
    'answers 503 "unavailable" and creates nobody when WeChat answers %s',
    async (code) => {
      const before = await db.$count(users);
      const response = await callbackWith(code);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(UNAVAILABLE);
      expect(await db.$count(users)).toBe(before);
      expect(response.body).not.toContain('40029');
    },
  );

  it('has no sandbox when real credentials are configured', async () => {
    for (const url of [
      '/api/sandbox/wechat/authorize?appid=x&redirect_uri=y&state=z',
      '/api/sandbox/wechat/sns/oauth2/access_token',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('WeChat login when api.weixin.qq.com cannot be reached', async () => {
  const { app } = await build({
    config: {
      wechat: {
        appId: APP_ID,
        appSecret: APP_SECRET,
        // Nothing listens on port 1: the connection is refused.
        apiBase: 'http://127.0.0.1:1',
        openBase: 'https://open.weixin.qq.com',
      },
    },
    prepare: (db) => ensureReferenceData(db.db),
  });

  it('answers 503 "unavailable"', async () => {
    const { state } = await authorizeLogin(app, DEFAULT_TENANT_ID);
    const response = await postCallback(app, { code: 'any', state }, { lang: 'zh-CN' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ ...UNAVAILABLE, msg: '微信登录暂时不可用。' });
  });
});
