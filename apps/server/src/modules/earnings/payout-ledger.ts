import type { Database } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema.ts';

/**
 * The payout journals of the earnings ledger (decision 071), beside the sale and refund writers
 * (decision 068), in the caller's transaction:
 * - `payout:<payoutNo>` when a creator requests a payout: creator −amount (at once, from the
 *   available balance), payouts_in_transit +amount;
 * - `payout_settle:<payoutNo>` when it ends: payouts_in_transit −amount and either
 *   payouts_paid +amount (the provider paid) or creator +amount (failed or rejected: the money
 *   is available again).
 * The unique key (source_kind, source_key, account_kind) makes each journal once per payout, and
 * a payout's one `payout_settle` row on payouts_in_transit makes "paid" and "returned" exclusive.
 */

interface PayoutRef {
  id: number;
  payoutNo: string;
  tenantId: number;
  userId: number;
  currency: string;
  amountMinor: number;
}

function base(payout: PayoutRef, sourceKind: 'payout' | 'payout_settle', at: Date) {
  return {
    tenantId: payout.tenantId,
    currency: payout.currency,
    payoutId: payout.id,
    sourceKind,
    sourceKey: payout.payoutNo,
    journalId: `${sourceKind}:${payout.payoutNo}`,
    feeBps: 0,
    createdAt: at,
    availableAt: at,
  };
}

/** The creator's money leaves the available balance for the payout in transit. */
export async function recordPayoutRequest(tx: Database, payout: PayoutRef, at: Date) {
  const journal = base(payout, 'payout', at);
  await tx
    .insert(ledgerEntries)
    .values([
      {
        ...journal,
        accountKind: 'creator',
        ownerUserId: payout.userId,
        amountMinor: -payout.amountMinor,
      },
      { ...journal, accountKind: 'payouts_in_transit', amountMinor: payout.amountMinor },
    ])
    .onConflictDoNothing();
}

/** The payout ended: paid out, or given back to the creator's available balance. */
export async function recordPayoutSettle(tx: Database, payout: PayoutRef, paid: boolean, at: Date) {
  const journal = base(payout, 'payout_settle', at);
  await tx
    .insert(ledgerEntries)
    .values([
      { ...journal, accountKind: 'payouts_in_transit', amountMinor: -payout.amountMinor },
      paid
        ? { ...journal, accountKind: 'payouts_paid', amountMinor: payout.amountMinor }
        : {
            ...journal,
            accountKind: 'creator',
            ownerUserId: payout.userId,
            amountMinor: payout.amountMinor,
          },
    ])
    .onConflictDoNothing();
}
