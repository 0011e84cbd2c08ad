import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The answer of every graphic code the e2e server issues (injected in e2e-server.ts). */
export const E2E_CAPTCHA = 'e2e42';
export const E2E_ENV = { DEV_MAILBOX: 'true', NODE_ENV: 'test' };

/** Reads the newest six-digit code sent to `target` from the local dev mailbox. */
export async function readCode(
  request: APIRequestContext,
  target: string,
  after = 0,
): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mailbox?target=${encodeURIComponent(target)}`);
        const body = (await response.json()) as { data: { list: { id: number; body: string }[] } };
        const message = body.data.list.find((m) => m.id > after);
        code = message?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

export async function latestMailId(request: APIRequestContext, target: string): Promise<number> {
  const response = await request.get(`/api/dev/mailbox?target=${encodeURIComponent(target)}`);
  const body = (await response.json()) as { data: { list: { id: number }[] } };
  return body.data.list[0]?.id ?? 0;
}

export async function storedToken(page: Page): Promise<string> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('tokenData') ?? '{}').tokenValue as string,
  );
}

/** Registers an account through the API (code from the dev mailbox) and returns its session token. */
export async function createAccount(
  request: APIRequestContext,
  options: { tenantId?: number; email?: string } = {},
): Promise<{ token: string; email: string }> {
  const tenantId = options.tenantId ?? 10000000;
  const email =
    options.email ?? `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const sent = await request.post('/api/auth/codes', {
    data: { tenantId, purpose: 'register', target: email },
  });
  expect(sent.ok()).toBe(true);
  const code = await readCode(request, email);
  const registered = await request.post('/api/auth/register', {
    data: {
      tenantId,
      account: email,
      code,
      nickName: 'E2E User',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    },
  });
  const body = (await registered.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(200);
  return { token: body.data.token, email };
}
