import type { AuthResult, CodePurpose } from '@space/contracts/accounts';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AppConfig } from '../../src/config/env.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import type { Mailer } from '../../src/lib/mailer.ts';
import type { SmsSender } from '../../src/lib/sms.ts';
import { ensureReferenceData } from '../../src/db/reference-data.ts';
import { build, type TestContext } from './helper.ts';

/**
 * Accounts tests drive the API the way a client does. Graphic codes: the app
 * is built with a captcha answer source the test knows (the same seam the
 * clock is), so a test reads no SVG and the server has no backdoor.
 * Verification codes: read back from the dev mailbox endpoint.
 */
export const CAPTCHA_ANSWER = 'Kx7Pa';
export const PASSWORD = 'secret123';
export const OTHER_TENANT_ID = 10000002;

export interface AccountsContext extends TestContext {
  clock: ManualClock;
  api: AccountsApi;
}

export async function buildAccounts(
  options: { config?: Partial<AppConfig>; mailer?: Mailer; sms?: SmsSender } = {},
): Promise<AccountsContext> {
  const clock = new ManualClock();
  const context = await build({
    clock,
    captchaAnswers: () => CAPTCHA_ANSWER,
    config: { devMailbox: true, ...options.config },
    mailer: options.mailer,
    sms: options.sms,
    prepare: async (database) => ensureReferenceData(database.db),
  });
  return { ...context, clock, api: new AccountsApi(context.app) };
}

export interface CallOptions {
  token?: string;
  /** The client address; each helper call gets its own unless given, so IP limits stay out of the way. */
  ip?: string;
  lang?: string;
}

let ipCounter = 0;

/** A fresh client address per call: 10.x.y.z. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let accountCounter = 0;

/** A unique email address for one test. */
export function uniqueEmail(prefix = 'user'): string {
  accountCounter += 1;
  return `${prefix}.${accountCounter}.${Date.now().toString(36)}@example.com`;
}

/** A unique mobile number for one test. */
export function uniquePhone(): string {
  accountCounter += 1;
  return `+86138${String(accountCounter).padStart(4, '0')}${String(Date.now() % 10_000).padStart(4, '0')}`;
}

export class AccountsApi {
  constructor(readonly app: FastifyInstance) {}

  request(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    body?: unknown,
    options: CallOptions = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { 'user-agent': 'vitest' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.lang) headers.lang = options.lang;
    return this.app.inject({
      method,
      url,
      headers,
      remoteAddress: options.ip ?? nextIp(),
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  }

  post(url: string, body: unknown, options?: CallOptions) {
    return this.request('POST', url, body, options);
  }

  sendCode(
    body: {
      tenantId?: number;
      target?: string;
      purpose: CodePurpose;
      captchaId?: string;
      captcha?: string;
    },
    options?: CallOptions,
  ) {
    return this.post(
      '/api/auth/codes',
      { ...body, tenantId: body.tenantId ?? DEFAULT_TENANT_ID },
      options,
    );
  }

  /** The dev mailbox of a target, newest first. */
  async mailbox(target: string) {
    // The mailbox answers loopback callers only.
    const response = await this.request(
      'GET',
      `/api/dev/mailbox?target=${encodeURIComponent(target)}`,
      undefined,
      { ip: '127.0.0.1' },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.list as {
      id: number;
      channel: string;
      target: string;
      subject: string;
      body: string;
      createdAt: string;
    }[];
  }

  /** The code in the newest message to a target. */
  async latestCode(target: string): Promise<string> {
    const [newest] = await this.mailbox(target);
    const code = newest?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code in the newest message to ${target}: ${newest?.body}`);
    return code;
  }

  /** Sends a code and reads it back from the dev mailbox. */
  async codeFor(
    target: string,
    purpose: CodePurpose,
    options: CallOptions & { tenantId?: number } = {},
  ): Promise<string> {
    const response = await this.sendCode({ tenantId: options.tenantId, target, purpose }, options);
    expect(response.statusCode, response.body).toBe(200);
    return this.latestCode(target);
  }

  async register(
    account: string,
    options: { tenantId?: number; password?: string; nickName?: string } = {},
  ): Promise<AuthResult> {
    const tenantId = options.tenantId ?? DEFAULT_TENANT_ID;
    const code = await this.codeFor(account, 'register', { tenantId });
    const password = options.password ?? PASSWORD;
    const response = await this.post('/api/auth/register', {
      tenantId,
      account,
      code,
      nickName: options.nickName ?? 'New user',
      password,
      confirmPassword: password,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as AuthResult;
  }

  async captchaId(): Promise<string> {
    const response = await this.request('GET', '/api/auth/captcha');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.captchaId as string;
  }

  /** A password login with a fresh, correctly answered graphic code. */
  async login(
    account: string,
    password: string,
    options: CallOptions & { tenantId?: number; remember?: boolean } = {},
  ) {
    return this.post(
      '/api/auth/login',
      {
        tenantId: options.tenantId ?? DEFAULT_TENANT_ID,
        account,
        password,
        captchaId: await this.captchaId(),
        captcha: CAPTCHA_ANSWER,
        remember: options.remember ?? false,
      },
      options,
    );
  }

  me(token: string) {
    return this.request('GET', '/api/users/me', undefined, { token });
  }
}

/** The body of a failed request, with the catalogue's English message. */
export function errorBody(code: number, msg: string) {
  return { code, msg, data: null };
}
