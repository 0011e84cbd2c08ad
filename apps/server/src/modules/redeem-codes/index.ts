import fp from 'fastify-plugin';
import { redeemCodeRoutes } from './redeem-codes.routes.ts';

export { requireRedeemSecret } from './redeem-batches.service.ts';
export { hashRedeemCode } from './redeem-code-crypto.ts';
export { beginRedeemAttempt } from './redeem-limits.ts';
export { existingProductIds, productSummaries } from './redemption-grants.queries.ts';

/** Exchange codes: the administrators' batches (decision 024). */
export const redeemCodesModule = fp(
  async (app) => {
    await app.register(redeemCodeRoutes);
    app.addHook('onReady', async () => {
      if (app.config.redeemCodes.secret === null) {
        app.log.warn('REDEEM_CODE_SECRET is not set: exchange codes are off (decision 024)');
      }
    });
  },
  { name: 'redeem-codes' },
);
