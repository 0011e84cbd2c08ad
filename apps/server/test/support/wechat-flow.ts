import { randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse as InjectResponse } from 'fastify';
import { expect } from 'vitest';

/** A fresh client address per flow, so the per-IP authorize limit only counts where a test means it. */
export function someIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** The hidden fields of the sandbox page's forms, as a browser would submit them. */
export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1]!] = match[2]!
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  }
  return fields;
}

/**
 * Plays the browser through the sandbox: opens the authorize URL, submits the
 * confirmation form as `nickname`, and follows the 302 to /callBack.
 */
export async function confirmInSandbox(
  app: FastifyInstance,
  authorizeUrl: string,
  nickname: string,
): Promise<{ code: string; state: string }> {
  const page = new URL(authorizeUrl);
  const html = await app.inject({ method: 'GET', url: `${page.pathname}${page.search}` });
  expect(html.statusCode, html.body).toBe(200);
  expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(html.body).toContain('<form method="post" action="confirm">');
  const confirm = await app.inject({
    method: 'POST',
    url: new URL('confirm', page).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...hiddenFields(html.body), nickname }).toString(),
  });
  expect(confirm.statusCode, confirm.body).toBe(302);
  const location = new URL(String(confirm.headers.location));
  expect(location.pathname).toBe('/callBack');
  return { code: location.searchParams.get('code')!, state: location.searchParams.get('state')! };
}

/** GET /api/auth/wechat/authorize → { url, state }. */
export async function authorizeLogin(
  app: FastifyInstance,
  tenantId: number,
): Promise<{ url: string; state: string }> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/auth/wechat/authorize',
    query: { tenantId: String(tenantId) },
    remoteAddress: someIp(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

export function postCallback(
  app: FastifyInstance,
  body: { code: string; state: string },
  headers: Record<string, string> = {},
): Promise<InjectResponse> {
  return app.inject({ method: 'POST', url: '/api/auth/wechat/callback', payload: body, headers });
}

/** The whole login: authorize, confirm in the sandbox as `nickname`, post the callback. */
export async function sandboxLogin(
  app: FastifyInstance,
  nickname: string,
  tenantId: number,
): Promise<InjectResponse> {
  const { url } = await authorizeLogin(app, tenantId);
  return postCallback(app, await confirmInSandbox(app, url, nickname));
}

function bearerOf(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** GET /api/users/me/wechat/authorize as the token's user → { url, state } of a bind flow. */
export async function authorizeBind(
  app: FastifyInstance,
  token: string,
): Promise<{ url: string; state: string }> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/users/me/wechat/authorize',
    headers: bearerOf(token),
    remoteAddress: someIp(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

export function postBind(
  app: FastifyInstance,
  token: string,
  body: { code: string; state: string },
): Promise<InjectResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/users/me/wechat',
    headers: bearerOf(token),
    payload: body,
  });
}

/** The whole bind: authorize as the token's user, confirm in the sandbox as `nickname`, post. */
export async function sandboxBind(
  app: FastifyInstance,
  token: string,
  nickname: string,
): Promise<InjectResponse> {
  const { url } = await authorizeBind(app, token);
  return postBind(app, token, await confirmInSandbox(app, url, nickname));
}
