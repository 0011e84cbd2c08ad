import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { en } from '../../apps/web/src/locales/en.ts';

/** The answer of every graphic code the e2e server issues (injected in e2e-server.ts). */
export const E2E_CAPTCHA = 'e2e42';
export const E2E_ENV = { DEV_MAILBOX: 'true', NODE_ENV: 'test', TRUST_PROXY: 'true' };

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

let accountsMade = 0;

/** Registers an account through the API (code from the dev mailbox) and returns its session token. */
export async function createAccount(
  request: APIRequestContext,
  options: { tenantId?: number; email?: string; nickName?: string } = {},
): Promise<{ token: string; email: string }> {
  const tenantId = options.tenantId ?? 10000000;
  const email =
    options.email ?? `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  // Each account signs up from a client address of its own (the e2e server trusts the proxy
  // header), as people do: the run's many sign-ups never add up to the per-address limit on
  // code sends (decision 016). The graphic code goes along all the same.
  accountsMade += 1;
  const headers = {
    'x-forwarded-for': `198.22.${Math.floor(accountsMade / 250) % 256}.${(accountsMade % 250) + 1}`,
  };
  const captcha = await request.get('/api/auth/captcha', { headers });
  const { captchaId } = ((await captcha.json()) as { data: { captchaId: string } }).data;
  const sent = await request.post('/api/auth/codes', {
    headers,
    data: { tenantId, purpose: 'register', target: email, captchaId, captcha: E2E_CAPTCHA },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  // The dev mailbox answers loopback requests without proxy headers only.
  const code = await readCode(request, email);
  const registered = await request.post('/api/auth/register', {
    headers,
    data: {
      tenantId,
      account: email,
      code,
      nickName: options.nickName ?? 'E2E User',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    },
  });
  const body = (await registered.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(200);
  return { token: body.data.token, email };
}

/**
 * Clicks "Send code" and waits until it went out. Every browser test runs from one address,
 * so after its first few sends the server asks for a graphic code (decision 016): the form
 * then shows one, which this answers before sending again.
 */
export async function sendCodeFromForm(page: Page): Promise<void> {
  const resend = page.getByRole('button', {
    name: new RegExp(`^${en.account.resendIn.replace('{{seconds}}', '\\d+')}$`),
  });
  const captchaImage = page.getByRole('img', { name: en.account.captchaImage });
  await page.getByRole('button', { name: en.account.sendCode }).click();
  await expect(resend.or(captchaImage).first()).toBeVisible();
  if (await resend.isVisible()) return;
  await page.getByLabel(en.account.captcha, { exact: true }).fill(E2E_CAPTCHA);
  await page.getByRole('button', { name: en.account.sendCode }).click();
  await expect(resend).toBeVisible();
}
