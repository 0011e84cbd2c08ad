import { expect, type APIRequestContext } from '@playwright/test';
import type { CreateRedeemBatchBody } from '../../packages/contracts/src/redeem-codes.ts';
import { adminToken } from './admin.ts';

/**
 * Makes a batch of exchange codes in the default brand through the admin API
 * (`POST /api/admin/redeem-code-batches`) and answers its codes, shown this once.
 */
export async function createRedeemCodes(
  request: APIRequestContext,
  batch: Partial<Omit<CreateRedeemBatchBody, 'count'>> & { count?: number },
): Promise<string[]> {
  const response = await request.post('/api/admin/redeem-code-batches', {
    headers: { authorization: await adminToken(request) },
    data: { label: 'e2e', count: 1, ...batch },
  });
  const body = (await response.json()) as { code: number; data: { codes: string[] } };
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data.codes;
}
