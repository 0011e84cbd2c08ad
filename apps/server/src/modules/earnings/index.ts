import fp from 'fastify-plugin';
import { earningsRoutes } from './earnings.routes.ts';
import { setEarningsHold } from './ledger-writes.ts';

export { recordRefund, recordSale, type LedgerRow } from './ledger-writes.ts';
export { recordPayoutRequest, recordPayoutSettle } from './payout-ledger.ts';

/** Creator earnings (issue 30, decision 068): the ledger's writers and the creator's reads. */
export const earningsModule = fp(
  async (app) => {
    setEarningsHold(app.config.commerce.earningsHoldMs);
    await app.register(earningsRoutes);
  },
  { name: 'earnings' },
);
