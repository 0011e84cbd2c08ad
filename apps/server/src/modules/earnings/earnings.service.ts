import type {
  EarningsBalances,
  EarningsEntriesCsvQuery,
  EarningsEntriesPage,
  EarningsEntriesQuery,
  EarningsEntry,
  EarningsStatement,
  EarningsStatementCurrency,
} from '@space/contracts/earnings';
import { EARNINGS_CSV_MAX_ROWS } from '@space/contracts/earnings';
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ledgerEntries, orders, payouts, products } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LedgerRow } from './ledger-writes.ts';

const DAY_MS = 86_400_000;

const creatorRows = (owner: number) =>
  and(eq(ledgerEntries.accountKind, 'creator'), eq(ledgerEntries.ownerUserId, owner));

/** Pending (inside the refund window), available and paid out, per currency. */
export async function getBalances(
  db: Database,
  clock: Clock,
  owner: number,
  holdMs: number,
): Promise<EarningsBalances> {
  const now = new Date(clock.now());
  const rows = await db
    .select({
      currency: ledgerEntries.currency,
      pending: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}) filter (where ${ledgerEntries.availableAt} > ${now}), 0)::text`,
      available: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}) filter (where ${ledgerEntries.availableAt} <= ${now}), 0)::text`,
    })
    .from(ledgerEntries)
    .where(creatorRows(owner))
    .groupBy(ledgerEntries.currency)
    .orderBy(asc(ledgerEntries.currency));
  // Paid out: payouts the provider confirmed (decision 071); in transit ones are neither.
  const paid = await db
    .select({
      currency: payouts.currency,
      total: sql<string>`coalesce(sum(${payouts.amountMinor}), 0)::text`,
    })
    .from(payouts)
    .where(and(eq(payouts.userId, owner), eq(payouts.state, 'succeeded')))
    .groupBy(payouts.currency);
  const paidOf = new Map(paid.map((row) => [row.currency, Number(row.total)]));
  return {
    holdDays: Math.round(holdMs / DAY_MS),
    balances: rows.map((row) => ({
      currency: row.currency,
      pendingMinor: Number(row.pending),
      availableMinor: Number(row.available),
      paidOutMinor: paidOf.get(row.currency) ?? 0,
    })),
  };
}

function entryFilters(owner: number, query: EarningsEntriesCsvQuery): SQL | undefined {
  return and(
    creatorRows(owner),
    query.currency ? eq(ledgerEntries.currency, query.currency) : undefined,
    query.kind ? eq(ledgerEntries.sourceKind, query.kind) : undefined,
    query.from ? gte(ledgerEntries.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to
      ? lt(ledgerEntries.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS))
      : undefined,
  );
}

/** The creator's rows with their journals' buyer and platform amounts, order and product. */
async function shapeEntries(
  db: Database,
  clock: Clock,
  rows: LedgerRow[],
): Promise<EarningsEntry[]> {
  if (rows.length === 0) return [];
  const journals = await db
    .select({
      journalId: ledgerEntries.journalId,
      accountKind: ledgerEntries.accountKind,
      amountMinor: ledgerEntries.amountMinor,
    })
    .from(ledgerEntries)
    .where(
      and(
        inArray(
          ledgerEntries.journalId,
          rows.map((row) => row.journalId),
        ),
        inArray(ledgerEntries.accountKind, ['buyer_payments', 'platform_fees']),
      ),
    );
  const orderIds = [...new Set(rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId])))];
  const productIds = [...new Set(rows.flatMap((row) => (row.productId ? [row.productId] : [])))];
  const [orderRows, productRows] = await Promise.all([
    orderIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: orders.id, orderNo: orders.orderNo })
          .from(orders)
          .where(inArray(orders.id, orderIds)),
    productIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(inArray(products.id, productIds)),
  ]);
  const orderNo = new Map(orderRows.map((row) => [row.id, row.orderNo]));
  const productName = new Map(productRows.map((row) => [row.id, row.name]));
  const now = clock.now();
  return rows.map((row) => {
    const others = journals.filter((j) => j.journalId === row.journalId);
    const amountOf = (kind: string) =>
      others.filter((j) => j.accountKind === kind).reduce((sum, j) => sum + j.amountMinor, 0);
    return {
      id: row.id,
      kind: row.sourceKind as EarningsEntry['kind'],
      createdAt: row.createdAt.toISOString(),
      availableAt: row.availableAt.toISOString(),
      pending: row.availableAt.getTime() > now,
      currency: row.currency,
      amountMinor: row.amountMinor,
      grossMinor: -amountOf('buyer_payments'),
      platformFeeMinor: amountOf('platform_fees'),
      feeBps: row.feeBps,
      orderNo: row.orderId === null ? null : (orderNo.get(row.orderId) ?? null),
      productId: row.productId,
      productName: row.productId === null ? null : (productName.get(row.productId) ?? null),
    };
  });
}

export async function listEntries(
  db: Database,
  clock: Clock,
  owner: number,
  query: EarningsEntriesQuery,
): Promise<EarningsEntriesPage> {
  const where = entryFilters(owner, query);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(where);
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(where)
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    list: await shapeEntries(db, clock, rows),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Every matching entry, newest first, for the CSV export (at most EARNINGS_CSV_MAX_ROWS). */
export async function allEntries(
  db: Database,
  clock: Clock,
  owner: number,
  query: EarningsEntriesCsvQuery,
): Promise<EarningsEntry[]> {
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(entryFilters(owner, query))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(EARNINGS_CSV_MAX_ROWS);
  return shapeEntries(db, clock, rows);
}

/** A month's statement per currency: opening balance, sales, refunds, closing; its entries. */
export async function getStatement(
  db: Database,
  clock: Clock,
  owner: number,
  month: string,
): Promise<EarningsStatement> {
  const from = new Date(`${month}-01T00:00:00Z`);
  const to = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
  const [opening, rows] = await Promise.all([
    db
      .select({
        currency: ledgerEntries.currency,
        total: sql<string>`sum(${ledgerEntries.amountMinor})::text`,
      })
      .from(ledgerEntries)
      .where(and(creatorRows(owner), lt(ledgerEntries.createdAt, from)))
      .groupBy(ledgerEntries.currency),
    db
      .select()
      .from(ledgerEntries)
      .where(
        and(
          creatorRows(owner),
          gte(ledgerEntries.createdAt, from),
          lt(ledgerEntries.createdAt, to),
        ),
      )
      .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id))
      .limit(EARNINGS_CSV_MAX_ROWS),
  ]);
  const entries = await shapeEntries(db, clock, rows);
  const currencies = new Map<string, EarningsStatementCurrency>();
  const of = (currency: string) => {
    let row = currencies.get(currency);
    if (!row) {
      row = {
        currency,
        openingMinor: 0,
        salesMinor: 0,
        refundsMinor: 0,
        payoutsMinor: 0,
        closingMinor: 0,
        grossMinor: 0,
        platformFeesMinor: 0,
        saleCount: 0,
        refundCount: 0,
      };
      currencies.set(currency, row);
    }
    return row;
  };
  for (const row of opening) of(row.currency).openingMinor = Number(row.total);
  for (const entry of entries) {
    const row = of(entry.currency);
    if (entry.kind === 'sale') {
      row.salesMinor += entry.amountMinor;
      row.saleCount += 1;
    } else if (entry.kind === 'payout' || entry.kind === 'payout_settle') {
      row.payoutsMinor += entry.amountMinor;
    } else {
      row.refundsMinor += entry.amountMinor;
      row.refundCount += 1;
    }
    row.grossMinor += entry.grossMinor;
    row.platformFeesMinor += entry.platformFeeMinor;
  }
  for (const row of currencies.values()) {
    row.closingMinor = row.openingMinor + row.salesMinor + row.refundsMinor + row.payoutsMinor;
  }
  return {
    month,
    from: from.toISOString(),
    to: to.toISOString(),
    currencies: [...currencies.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    entries,
  };
}
