import type { CreateRedeemBatchBody } from '@space/contracts/redeem-codes';
import type { FastifyInstance } from 'fastify';
import { createRedeemBatch } from '../../src/modules/redeem-codes/redeem-batches.service.ts';
import type { UserRow } from '../../src/modules/auth/sessions.service.ts';

/**
 * A batch made the way the admin route makes it (the service, with the app's secret), for
 * tests that need codes without going through an administrator. Defaults: one single-use
 * code granting 30 days of ordinary membership.
 */
export async function giveRedeemBatch(
  app: FastifyInstance,
  author: Pick<UserRow, 'id' | 'tenantId'>,
  overrides: Partial<Omit<CreateRedeemBatchBody, 'tenantId'>> = {},
): Promise<{ batchId: number; codes: string[] }> {
  const created = await createRedeemBatch(
    app.db,
    app.config.redeemCodes.secret!,
    { tenantId: author.tenantId, userId: author.id },
    {
      label: 'test batch',
      productIds: [],
      membershipTier: 'ordinary',
      membershipDays: 30,
      maxRedemptions: 1,
      count: 1,
      ...overrides,
    },
    { now: new Date(app.clock.now()), locale: 'en' },
  );
  return { batchId: created.batch.id, codes: created.codes };
}

let addresses = 0;
/** A fresh client address, so per-address limits stay out of a test's way. */
export function freshIp(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}
