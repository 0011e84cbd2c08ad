import { expect, type APIRequestContext } from '@playwright/test';
import type { CreateRedeemBatchBody } from '../../packages/contracts/src/redeem-codes.ts';
import { E2E_CAPTCHA } from './accounts.ts';
import { E2E_ADMIN } from './e2e-admin.ts';

let adminToken: string | null = null;

/** A session of the e2e administrator (e2e-admin.ts), logged in through the API once per run. */
async function administrator(request: APIRequestContext): Promise<string> {
  if (adminToken) return adminToken;
  const captcha = await request.get('/api/auth/captcha');
  const { captchaId } = ((await captcha.json()) as { data: { captchaId: string } }).data;
  const response = await request.post('/api/auth/login', {
    data: {
      tenantId: E2E_ADMIN.tenantId,
      account: E2E_ADMIN.email,
      password: E2E_ADMIN.password,
      captchaId,
      captcha: E2E_CAPTCHA,
    },
  });
  const body = (await response.json()) as { code: number; data: { token: string } };
  expect(body.code, JSON.stringify(body)).toBe(200);
  adminToken = body.data.token;
  return adminToken;
}

/**
 * Makes a batch of exchange codes in the default brand through the admin API
 * (`POST /api/admin/redeem-code-batches`) and answers its codes, shown this once.
 */
export async function createRedeemCodes(
  request: APIRequestContext,
  batch: Partial<Omit<CreateRedeemBatchBody, 'count'>> & { count?: number },
): Promise<string[]> {
  const response = await request.post('/api/admin/redeem-code-batches', {
    headers: { authorization: await administrator(request) },
    data: { label: 'e2e', count: 1, ...batch },
  });
  const body = (await response.json()) as { code: number; data: { codes: string[] } };
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data.codes;
}
