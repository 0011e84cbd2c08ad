import {
  authResultSchema,
  userInfoSchema,
  wechatAuthorizeQuerySchema,
  wechatAuthorizeSchema,
  wechatBindingSchema,
  wechatCallbackBodySchema,
} from '@space/contracts/accounts';
import { envelope, errorResponses } from '@space/contracts/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { addressOf, enforceLimit, limitPerAddress } from '../../lib/rate-limits.ts';
import { authOf, demoAccountRefused, startSession, userInfoOf } from '../auth/index.ts';
import { wechatSandboxRoutes } from './wechat-sandbox.routes.ts';
import { WECHAT_MESSAGES } from './wechat.messages.ts';
import { WechatOpenPlatform, type WechatProvider } from './wechat.provider.ts';
import { injectTransport, SandboxWechatServer, WechatSandbox } from './wechat.sandbox.ts';
import {
  bindWechat,
  issueOauthState,
  loginWithWechat,
  unbindWechat,
  wechatBindingOf,
  type WechatContext,
} from './wechat.service.ts';
import { wechatRedirectUri } from './wechat.urls.ts';

const errors = errorResponses(400, 401, 403, 409, 429, 503);
const security = [{ token: [] }];

/**
 * The real WeChat when credentials are configured, else the local sandbox (and
 * its routes) when allowed (WECHAT_SANDBOX, on by default outside production),
 * else none: WeChat login then answers 503.
 */
async function createProvider(app: FastifyInstance): Promise<WechatProvider | null> {
  if (app.config.wechat) return new WechatOpenPlatform(app.config.wechat);
  if (!app.config.wechatSandbox) return null;
  await app.register(wechatSandboxRoutes, { server: new SandboxWechatServer(app.clock) });
  return new WechatSandbox(injectTransport(app));
}

function unavailable(locale: FastifyRequest['locale']): AppError {
  return new AppError('UNAVAILABLE', WECHAT_MESSAGES.unavailable[locale]);
}

/** WeChat website login (QR connect) and binding WeChat to an existing account. */
export const wechatRoutes: FastifyPluginAsyncZod = async (app) => {
  const configured = await createProvider(app);
  const contextOf = (request: FastifyRequest): WechatContext => {
    if (!configured) throw unavailable(request.locale);
    return {
      db: app.db,
      clock: app.clock,
      provider: configured,
      log: request.log,
      locale: request.locale,
    };
  };

  async function authorize(request: FastifyRequest, tenantId: number, binding: boolean) {
    await enforceLimit(app.rateLimiter, 'wechatAuthorizePerAddress', addressOf(request.ip));
    const context = contextOf(request);
    // Before the state is stored: an unknown Host is refused without leaving anything behind.
    const redirectUri = wechatRedirectUri(request);
    const state = await issueOauthState(context, tenantId, binding ? authOf(request) : undefined);
    const url = context.provider.authorizeUrl({ state, redirectUri });
    return ok({ url, state });
  }

  app.get(
    '/api/auth/wechat/authorize',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start a WeChat QR login: the URL to open and its single-use state',
        querystring: wechatAuthorizeQuerySchema,
        response: { 200: envelope(wechatAuthorizeSchema), 400: errors[400], 429: errors[429] },
      },
    },
    async (request) => authorize(request, request.query.tenantId, false),
  );

  app.post(
    '/api/auth/wechat/callback',
    {
      onRequest: limitPerAddress(app, 'authFormsPerAddress'),
      schema: {
        tags: ['auth'],
        summary: 'Finish a WeChat login with the code and state from the redirect',
        body: wechatCallbackBodySchema,
        response: {
          200: envelope(authResultSchema),
          400: errors[400],
          403: errors[403],
          429: errors[429],
          503: errors[503],
        },
      },
    },
    async (request) => {
      const user = await loginWithWechat(contextOf(request), request.body);
      // WeChat skips the password, not the rule: a demo account signs in nowhere in production.
      if (demoAccountRefused(app.config, user)) throw new AppError('DEMO_ACCOUNT_REFUSED');
      const session = await startSession(app.db, app.config, app.clock, {
        userId: user.id,
        tenantId: user.tenantId,
        remember: false,
        userAgent: request.headers['user-agent'] ?? '',
        ip: request.ip,
      });
      return ok(
        {
          token: session.token,
          expiresAt: session.expiresAt.toISOString(),
          user: await userInfoOf(app.db, user, new Date(app.clock.now())),
        },
        WECHAT_MESSAGES.loginSuccessful[request.locale],
      );
    },
  );

  app.get(
    '/api/users/me/wechat/authorize',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['users'],
        summary: 'Start binding WeChat to the logged-in account: URL and a state for this user',
        security,
        response: {
          200: envelope(wechatAuthorizeSchema),
          400: errors[400],
          401: errors[401],
          429: errors[429],
        },
      },
    },
    async (request) => authorize(request, authOf(request).tenantId, true),
  );

  app.post(
    '/api/users/me/wechat',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['users'],
        summary: 'Bind the WeChat identity behind the code to the logged-in account',
        security,
        body: wechatCallbackBodySchema,
        response: { 200: envelope(userInfoSchema), ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await bindWechat(contextOf(request), auth, request.body);
      return ok(
        await userInfoOf(app.db, auth.user, new Date(app.clock.now())),
        WECHAT_MESSAGES.bindSuccessful[request.locale],
      );
    },
  );

  // Reading and removing a binding need no WeChat provider: they work even when login is off.
  app.get(
    '/api/users/me/wechat',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['users'],
        summary: 'Whether a WeChat is bound to the logged-in account',
        security,
        response: { 200: envelope(wechatBindingSchema), 401: errors[401] },
      },
    },
    async (request) => ok(await wechatBindingOf(app.db, authOf(request))),
  );

  app.delete(
    '/api/users/me/wechat',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['users'],
        summary:
          'Unbind WeChat from the logged-in account (409 when it is the only way to sign in)',
        security,
        response: { 200: envelope(wechatBindingSchema), 401: errors[401], 409: errors[409] },
      },
    },
    async (request) => {
      const { binding, message } = await unbindWechat(
        { db: app.db, locale: request.locale },
        authOf(request),
      );
      return ok(binding, message);
    },
  );
};
