import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E_CAPTCHA, readCode } from './accounts.ts';
import { E2E_ADMIN } from './e2e-admin.ts';
import { storeToken } from './session.ts';

let clients = 0;

/** A browser of its own (its own address for per-address limits), signed in when given a token. */
export async function personPage(browser: Browser, baseURL: string, token?: string): Promise<Page> {
  clients += 1;
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: {
      'x-forwarded-for': `198.20.${Math.floor(clients / 250)}.${(clients % 250) + 1}`,
    },
  });
  const page = await context.newPage();
  if (token) await storeToken(page, token);
  return page;
}

/** A demo account's session, logged in through the API with the test graphic code. */
export async function login(
  request: APIRequestContext,
  account: string,
  password: string,
): Promise<string> {
  const captcha = await request.get('/api/auth/captcha');
  const { captchaId } = ((await captcha.json()) as { data: { captchaId: string } }).data;
  const response = await request.post('/api/auth/login', {
    data: { tenantId: 10000000, account, password, captchaId, captcha: E2E_CAPTCHA },
  });
  const body = (await response.json()) as { code: number; data: { token: string } };
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data.token;
}

/**
 * A reviewer's session: the e2e administrator of the default brand (admins review too; the
 * demo moderator exists only in development).
 */
export const moderatorLogin = (request: APIRequestContext) =>
  login(request, E2E_ADMIN.email, E2E_ADMIN.password);

/** One API call as `token`; answers the whole body (code, msg, data). */
export async function callApi<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<{ code: number; msg: string; data: T }> {
  const response = await request.fetch(url, {
    method,
    headers: { authorization: token },
    ...(data === undefined ? {} : { data }),
  });
  return (await response.json()) as { code: number; msg: string; data: T };
}

/** The data of a call that must succeed. */
export async function apiData<T = unknown>(...args: Parameters<typeof callApi>): Promise<T> {
  const body = await callApi<T>(...args);
  expect(body.code, `${args[2]} ${args[3]}: ${body.msg}`).toBe(200);
  return body.data;
}

/** Writes, submits and (as the moderator) approves an article; answers its id. */
export async function publishArticle(
  request: APIRequestContext,
  author: string,
  moderator: string,
  body: Record<string, unknown>,
): Promise<number> {
  const { id } = await apiData<{ id: number }>(
    request,
    author,
    'POST',
    '/api/users/me/articles',
    body,
  );
  await apiData(request, author, 'POST', `/api/users/me/articles/${id}/submit`);
  await apiData(request, moderator, 'POST', `/api/moderation/articles/${id}/approve`);
  return id;
}

/** A PNG drawn by the browser: a gradient of that size. */
export async function pngOf(page: Page, width: number, height: number): Promise<Buffer> {
  const data = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w!;
      canvas.height = h!;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, w!, h!);
      gradient.addColorStop(0, '#5b4bf0');
      gradient.addColorStop(1, '#0ea5b7');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w!, h!);
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    [width, height],
  );
  return Buffer.from(data, 'base64');
}

/**
 * Registers an account through the API from a client address of its own (so per-address
 * limits do not add up over many accounts); answers its session token.
 */
export async function registerFrom(request: APIRequestContext, address: string): Promise<string> {
  const headers = { 'x-forwarded-for': address };
  const email = `xss-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const captcha = await request.get('/api/auth/captcha', { headers });
  const { captchaId } = ((await captcha.json()) as { data: { captchaId: string } }).data;
  const sent = await request.post('/api/auth/codes', {
    headers,
    data: {
      tenantId: 10000000,
      purpose: 'register',
      target: email,
      captchaId,
      captcha: E2E_CAPTCHA,
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const code = await readCode(request, email);
  const registered = await request.post('/api/auth/register', {
    headers,
    data: {
      tenantId: 10000000,
      account: email,
      code,
      nickName: 'XSS author',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    },
  });
  const body = (await registered.json()) as { code: number; data: { token: string } };
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data.token;
}
