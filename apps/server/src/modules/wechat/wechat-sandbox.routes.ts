import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { sandboxAuthorizePage } from './wechat-sandbox.page.ts';
import {
  SANDBOX_APP_ID,
  SANDBOX_APP_SECRET,
  SANDBOX_PATH,
  sandboxIdentity,
  type SandboxWechatServer,
} from './wechat.sandbox.ts';
import { wechatRedirectUri } from './wechat.urls.ts';

const TAGS = ['wechat sandbox'];
const param = z.string().max(512).optional();

const authorizeQuery = z.object({
  appid: z.string().max(64),
  redirect_uri: z.string().max(2048),
  state: z.string().min(1).max(128),
});
const confirmBody = z.object({
  state: z.string().min(1).max(128),
  redirect_uri: z.string().max(2048),
  nickname: z.string().trim().min(1).max(100),
});

/**
 * The sandbox WeChat (docs/decisions/007), mounted only when no real WeChat
 * credentials are configured: a confirmation page instead of the QR code, and
 * the token endpoints in WeChat's own wire format (not our envelope).
 */
export const wechatSandboxRoutes: FastifyPluginAsyncZod<{ server: SandboxWechatServer }> = async (
  app,
  { server },
) => {
  // The confirmation page posts a plain HTML form; only this plugin accepts that encoding.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  /** Like WeChat, redirect only to the registered domain: ours. */
  function checkRedirectUri(redirectUri: string, expected: string): void {
    if (redirectUri !== expected) {
      throw new AppError('BAD_REQUEST', `redirect_uri must be ${expected}`);
    }
  }

  app.get(
    `${SANDBOX_PATH}/authorize`,
    {
      schema: {
        tags: TAGS,
        summary: 'Sandbox stand-in for the WeChat QR page: an HTML confirmation form',
        querystring: authorizeQuery,
      },
    },
    async (request, reply) => {
      const { appid, redirect_uri: redirectUri, state } = request.query;
      if (appid !== SANDBOX_APP_ID) throw new AppError('BAD_REQUEST', 'Unknown appid.');
      checkRedirectUri(redirectUri, wechatRedirectUri(request));
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(sandboxAuthorizePage({ state, redirectUri }));
    },
  );

  app.post(
    `${SANDBOX_PATH}/confirm`,
    {
      schema: {
        tags: TAGS,
        summary: 'Sandbox: confirm the login; redirects to redirect_uri with a single-use code',
        consumes: ['application/x-www-form-urlencoded'],
        body: confirmBody,
      },
    },
    async (request, reply) => {
      const { state, redirect_uri: redirectUri, nickname } = request.body;
      checkRedirectUri(redirectUri, wechatRedirectUri(request));
      const target = new URL(redirectUri);
      target.searchParams.set('code', server.issueCode(sandboxIdentity(nickname)));
      target.searchParams.set('state', state);
      return reply.header('cache-control', 'no-store').redirect(target.toString(), 302);
    },
  );

  app.get(
    `${SANDBOX_PATH}/sns/oauth2/access_token`,
    {
      schema: {
        tags: TAGS,
        summary: 'Sandbox: exchange a code, in the format of WeChat /sns/oauth2/access_token',
        querystring: z.object({ appid: param, secret: param, code: param, grant_type: param }),
      },
    },
    async (request) => {
      const { appid, secret, code, grant_type: grantType } = request.query;
      if (appid !== SANDBOX_APP_ID) return { errcode: 40013, errmsg: 'invalid appid' };
      if (secret !== SANDBOX_APP_SECRET) return { errcode: 40125, errmsg: 'invalid appsecret' };
      if (grantType !== 'authorization_code')
        return { errcode: 40002, errmsg: 'invalid grant_type' };
      return server.exchange(code ?? '');
    },
  );

  app.get(
    `${SANDBOX_PATH}/sns/userinfo`,
    {
      schema: {
        tags: TAGS,
        summary: 'Sandbox: the user behind an access token, in the format of WeChat /sns/userinfo',
        querystring: z.object({ access_token: param, openid: param }),
      },
    },
    async (request) =>
      server.userInfo(request.query.access_token ?? '', request.query.openid ?? ''),
  );
};
