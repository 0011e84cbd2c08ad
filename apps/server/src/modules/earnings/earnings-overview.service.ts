import type { AdminEarningsOverview, ReconciliationCheck } from '@space/contracts/earnings';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { ledgerEntries, orders, payouts, refunds } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';

type Reconciliation = AdminEarningsOverview['reconciliation'][number];

/** A sum as text: bigint sums leave PostgreSQL as numeric, and every driver reads text alike. */
const total = (column: AnyPgColumn) => sql<string>`coalesce(sum(${column}), 0)::text`;

/**
 * What a brand owes its creators, per currency: each creator's balance is summed first, so a
 * creator's negative balance (a late refund after a payout) is shown as carried, not netted
 * against what other creators are owed.
 */
async function owedPerCurrency(db: Database, now: Date, tenantId: number) {
  const perCreator = db
    .select({
      currency: ledgerEntries.currency,
      pending:
        sql<number>`coalesce(sum(${ledgerEntries.amountMinor}) filter (where ${ledgerEntries.availableAt} > ${now}), 0)`.as(
          'pending',
        ),
      available:
        sql<number>`coalesce(sum(${ledgerEntries.amountMinor}) filter (where ${ledgerEntries.availableAt} <= ${now}), 0)`.as(
          'available',
        ),
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.tenantId, tenantId), eq(ledgerEntries.accountKind, 'creator')))
    .groupBy(ledgerEntries.ownerUserId, ledgerEntries.currency)
    .as('per_creator');
  return db
    .select({
      currency: perCreator.currency,
      creators: sql<string>`count(*) filter (where ${perCreator.available} > 0)::text`,
      pending: sql<string>`sum(${perCreator.pending})::text`,
      available: sql<string>`sum(greatest(${perCreator.available}, 0))::text`,
      negative: sql<string>`sum(least(${perCreator.available}, 0))::text`,
    })
    .from(perCreator)
    .groupBy(perCreator.currency);
}

/** The ledger's side: each account kind's sum per currency and source kind. */
async function ledgerSums(db: Database, tenantId: number) {
  return db
    .select({
      currency: ledgerEntries.currency,
      account: ledgerEntries.accountKind,
      source: ledgerEntries.sourceKind,
      sum: total(ledgerEntries.amountMinor),
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.tenantId, tenantId),
        inArray(ledgerEntries.accountKind, [
          'buyer_payments',
          'payouts_in_transit',
          'payouts_paid',
        ]),
      ),
    )
    .groupBy(ledgerEntries.currency, ledgerEntries.accountKind, ledgerEntries.sourceKind);
}

/** The records' side: paid orders, succeeded refunds and payouts by state, per currency. */
async function recordSums(db: Database, tenantId: number) {
  const [sales, given, payoutRows] = await Promise.all([
    db
      .select({ currency: orders.currency, sum: total(orders.amountMinor) })
      .from(orders)
      .where(
        and(
          eq(orders.tenantId, tenantId),
          // Paid and later refunded orders were sales; late payments on closed orders were not
          // (they are given back, decision 068), and free orders paid nothing.
          inArray(orders.state, ['paid', 'refunded']),
          gt(orders.amountMinor, 0),
        ),
      )
      .groupBy(orders.currency),
    db
      .select({ currency: refunds.currency, sum: total(refunds.amountMinor) })
      .from(refunds)
      .where(and(eq(refunds.tenantId, tenantId), eq(refunds.state, 'succeeded')))
      .groupBy(refunds.currency),
    db
      .select({
        state: payouts.state,
        currency: payouts.currency,
        count: sql<string>`count(*)::text`,
        sum: total(payouts.amountMinor),
      })
      .from(payouts)
      .where(eq(payouts.tenantId, tenantId))
      .groupBy(payouts.state, payouts.currency)
      .orderBy(asc(payouts.state), asc(payouts.currency)),
  ]);
  return { sales, given, payoutRows };
}

async function unbalancedJournalCount(db: Database, tenantId: number): Promise<number> {
  const unbalanced = db
    .select({ journal: ledgerEntries.journalId })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.tenantId, tenantId))
    .groupBy(ledgerEntries.journalId, ledgerEntries.currency)
    .having(sql`sum(${ledgerEntries.amountMinor}) <> 0`)
    .as('unbalanced');
  const [row] = await db.select({ count: sql<string>`count(*)::text` }).from(unbalanced);
  return Number(row?.count ?? 0);
}

/** Issue 30 item 7: a brand's creator money at a glance, and whether the books agree. */
export async function brandEarningsOverview(
  db: Database,
  clock: Clock,
  tenantId: number,
): Promise<AdminEarningsOverview> {
  const [owedRows, ledger, records, unbalancedJournals] = await Promise.all([
    owedPerCurrency(db, new Date(clock.now()), tenantId),
    ledgerSums(db, tenantId),
    recordSums(db, tenantId),
    unbalancedJournalCount(db, tenantId),
  ]);
  const ledgerOf = (currency: string, account: string, source?: string) =>
    ledger
      .filter(
        (row) =>
          row.currency === currency &&
          row.account === account &&
          (source === undefined || row.source === source),
      )
      .reduce((sum, row) => sum + Number(row.sum), 0);
  const payoutsOf = (currency: string, states: string[]) =>
    records.payoutRows
      .filter((row) => row.currency === currency && states.includes(row.state))
      .reduce((sum, row) => sum + Number(row.sum), 0);
  const recordOf = (rows: { currency: string; sum: string }[], currency: string) =>
    Number(rows.find((row) => row.currency === currency)?.sum ?? 0);

  const currencies = [
    ...new Set([
      ...owedRows.map((row) => row.currency),
      ...ledger.map((row) => row.currency),
      ...records.sales.map((row) => row.currency),
      ...records.given.map((row) => row.currency),
      ...records.payoutRows.map((row) => row.currency),
    ]),
  ].sort();

  const reconciliation: Reconciliation[] = currencies.flatMap((currency) => {
    // The ledger's sign convention (decision 068): a sale debits buyer_payments, a refund credits it.
    const figures: Record<ReconciliationCheck, [number, number]> = {
      sales: [-ledgerOf(currency, 'buyer_payments', 'sale'), recordOf(records.sales, currency)],
      refunds: [ledgerOf(currency, 'buyer_payments', 'refund'), recordOf(records.given, currency)],
      payoutsPaid: [ledgerOf(currency, 'payouts_paid'), payoutsOf(currency, ['succeeded'])],
      payoutsOpen: [
        ledgerOf(currency, 'payouts_in_transit'),
        payoutsOf(currency, ['requested', 'sending']),
      ],
    };
    return Object.entries(figures).map(([check, [ledgerMinor, recordsMinor]]) => ({
      currency,
      check: check as ReconciliationCheck,
      ledgerMinor,
      recordsMinor,
    }));
  });

  return {
    tenantId,
    owed: currencies.map((currency) => {
      const row = owedRows.find((owed) => owed.currency === currency);
      return {
        currency,
        creators: Number(row?.creators ?? 0),
        pendingMinor: Number(row?.pending ?? 0),
        availableMinor: Number(row?.available ?? 0),
        negativeMinor: Number(row?.negative ?? 0),
        inTransitMinor: ledgerOf(currency, 'payouts_in_transit'),
        paidOutMinor: ledgerOf(currency, 'payouts_paid'),
      };
    }),
    payouts: records.payoutRows.map((row) => ({
      state: row.state,
      currency: row.currency,
      count: Number(row.count),
      amountMinor: Number(row.sum),
    })),
    reconciliation,
    unbalancedJournals,
  };
}
