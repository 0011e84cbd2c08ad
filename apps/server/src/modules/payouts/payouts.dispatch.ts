import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PayoutProviders } from '../payments/index.ts';
import { applyOutcome, duePayouts, type PayoutRow } from './payouts.service.ts';

export interface PayoutDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  providers: PayoutProviders;
  /** Absolute URL of our notification endpoint for `method`. */
  notifyUrl: (method: 'paypal' | 'alipay') => string;
}

/** The note the payee sees. */
const note = (row: PayoutRow) => `Space creator payout ${row.payoutNo}`;

/**
 * Sends an approved payout, or asks after one already sent (decision 071). Without the
 * provider's reference we send again: the same payout number is the same payout at the provider
 * (PayPal-Request-Id and sender_batch_id, Alipay out_biz_no). Errors (network, provider down)
 * leave it `sending` for the next round; they never move money.
 */
export async function advancePayout(deps: PayoutDeps, row: PayoutRow): Promise<void> {
  const provider = deps.providers[row.method as 'paypal' | 'alipay'];
  if (!provider) {
    deps.log.warn({ payoutNo: row.payoutNo, method: row.method }, 'no payout provider');
    return;
  }
  try {
    const known =
      row.providerRef !== null || row.method === 'alipay'
        ? await provider.query(row.payoutNo, row.providerRef)
        : null;
    const outcome =
      known ??
      (await provider.send(
        {
          payoutNo: row.payoutNo,
          currency: row.currency,
          amountMinor: row.amountMinor,
          account: row.account,
          realName: row.realName,
          note: note(row),
        },
        deps.notifyUrl(row.method as 'paypal' | 'alipay'),
      ));
    await applyOutcome(deps.db, deps.clock, row.payoutNo, outcome);
  } catch (error) {
    deps.log.warn({ err: error, payoutNo: row.payoutNo }, 'payout not advanced; retried later');
    await applyOutcome(deps.db, deps.clock, row.payoutNo, {
      state: 'pending',
      providerRef: null,
      providerStatus: row.providerStatus ?? 'ERROR',
      failure: null,
    }).catch(() => undefined);
  }
}

/** The status job: every sending payout whose check is due. */
export async function advanceDuePayouts(deps: PayoutDeps): Promise<number> {
  const rows = await duePayouts(deps.db, new Date(deps.clock.now()));
  for (const row of rows) await advancePayout(deps, row);
  return rows.length;
}
