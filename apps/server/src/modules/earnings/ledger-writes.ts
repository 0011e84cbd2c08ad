import { DEFAULT_FEE_BPS } from '@space/contracts/earnings';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { earningsFeeRates, ledgerEntries, products } from '../../db/schema.ts';

/**
 * The only writer of the earnings ledger (decision 068). Entries are written in the caller's
 * transaction: a sale where an order turns paid (applyPayment), a reversal where a refund
 * succeeds (giveBack, under the order's row lock). Both are already once per event; the unique
 * key (source_kind, source_key, account_kind) and `on conflict do nothing` make a replay write
 * nothing even if that ever changed. Sign: positive credits the account, negative debits it.
 */

export type LedgerRow = typeof ledgerEntries.$inferSelect;
type LedgerInsert = typeof ledgerEntries.$inferInsert;

const BPS = 10_000n;
const DAY_MS = 86_400_000;

/**
 * How long a creator's credit stays pending (the refund window), EARNINGS_HOLD_DAYS; set once
 * when the app starts (one app per process; a test file builds one app).
 */
let holdMs = 14 * DAY_MS;
export function setEarningsHold(ms: number): void {
  holdMs = ms;
}

interface PaidOrder {
  id: number;
  tenantId: number;
  kind: string;
  currency: string;
  amountMinor: number;
}

/** A creator's rate at this brand, else the brand's, else the default (basis points). */
export async function feeBpsFor(
  tx: Database,
  tenantId: number,
  creatorId: number,
): Promise<number> {
  const rows = await tx
    .select({ userId: earningsFeeRates.userId, feeBps: earningsFeeRates.feeBps })
    .from(earningsFeeRates)
    .where(eq(earningsFeeRates.tenantId, tenantId));
  const own = rows.find((row) => row.userId === creatorId);
  const brand = rows.find((row) => row.userId === null);
  return own?.feeBps ?? brand?.feeBps ?? DEFAULT_FEE_BPS;
}

/** The creator's part of a line's net amount: floor(net × (1 − fee)); the platform the rest. */
export function creatorShare(netMinor: number, feeBps: number): number {
  return Number((BigInt(netMinor) * (BPS - BigInt(feeBps))) / BPS);
}

async function insertEntries(tx: Database, rows: LedgerInsert[]): Promise<void> {
  const written = rows.filter((row) => row.amountMinor !== 0);
  if (written.length === 0) return;
  await tx.insert(ledgerEntries).values(written).onConflictDoNothing();
}

/**
 * A paid order's sale journals, one per line (decision 068): the buyer's payment (debit
 * `buyer_payments`), the platform fee and the creator's share, which is pending until
 * `available_at`. `shares` is what each line was paid (decision 056's rule, coupon included);
 * a line paid nothing writes nothing. A membership order is one journal the platform keeps.
 */
export async function recordSale(
  tx: Database,
  order: PaidOrder,
  shares: Map<number, number>,
  at: Date,
): Promise<void> {
  if (order.amountMinor <= 0) return;
  const base = {
    tenantId: order.tenantId,
    currency: order.currency,
    orderId: order.id,
    sourceKind: 'sale' as const,
    createdAt: at,
  };
  if (order.kind === 'membership') {
    const sourceKey = `${order.id}:m`;
    const journal = { ...base, sourceKey, journalId: `sale:${sourceKey}`, feeBps: 10_000 };
    await insertEntries(tx, [
      {
        ...journal,
        accountKind: 'buyer_payments',
        amountMinor: -order.amountMinor,
        availableAt: at,
      },
      { ...journal, accountKind: 'platform_fees', amountMinor: order.amountMinor, availableAt: at },
    ]);
    return;
  }
  const productIds = [...shares.keys()];
  if (productIds.length === 0) return;
  const authors = await tx
    .select({ id: products.id, authorId: products.authorId })
    .from(products)
    .where(inArray(products.id, productIds));
  const rows: LedgerInsert[] = [];
  for (const { id, authorId } of authors.sort((a, b) => a.id - b.id)) {
    const net = shares.get(id) ?? 0;
    if (net <= 0) continue;
    const feeBps = await feeBpsFor(tx, order.tenantId, authorId);
    const creator = creatorShare(net, feeBps);
    const sourceKey = `${order.id}:${id}`;
    const journal = { ...base, sourceKey, journalId: `sale:${sourceKey}`, productId: id, feeBps };
    rows.push(
      { ...journal, accountKind: 'buyer_payments', amountMinor: -net, availableAt: at },
      { ...journal, accountKind: 'platform_fees', amountMinor: net - creator, availableAt: at },
      {
        ...journal,
        accountKind: 'creator',
        ownerUserId: authorId,
        amountMinor: creator,
        availableAt: new Date(at.getTime() + holdMs),
      },
    );
  }
  await insertEntries(tx, rows);
}

interface SaleLine {
  key: string;
  productId: number | null;
  net: number;
  creator: number;
  creatorId: number | null;
  creatorAvailableAt: Date | null;
  feeBps: number;
  refunded: number;
}

/** The order's sale lines as the ledger has them, with what refunds have already taken back. */
async function saleLines(tx: Database, orderId: number): Promise<SaleLine[]> {
  const rows = await tx
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, orderId))
    .orderBy(asc(ledgerEntries.id));
  const lines = new Map<string, SaleLine>();
  const keyOf = (row: LedgerRow) => (row.productId === null ? 'm' : String(row.productId));
  for (const row of rows.filter((r) => r.sourceKind === 'sale')) {
    const key = keyOf(row);
    const line = lines.get(key) ?? {
      key,
      productId: row.productId,
      net: 0,
      creator: 0,
      creatorId: null,
      creatorAvailableAt: null,
      feeBps: row.feeBps,
      refunded: 0,
    };
    if (row.accountKind === 'buyer_payments') line.net = -row.amountMinor;
    if (row.accountKind === 'creator') {
      line.creator = row.amountMinor;
      line.creatorId = row.ownerUserId;
      line.creatorAvailableAt = row.availableAt;
    }
    lines.set(key, line);
  }
  for (const row of rows) {
    if (row.sourceKind === 'refund' && row.accountKind === 'buyer_payments') {
      const line = lines.get(keyOf(row));
      if (line) line.refunded += row.amountMinor;
    }
  }
  return [...lines.values()].sort((a, b) => (a.productId ?? 0) - (b.productId ?? 0));
}

/**
 * Shares `amount` across lines in proportion to what each has left, never above it: floors
 * first, then the leftover units one at a time in line order (product id).
 */
export function spread(left: number[], amount: number): number[] {
  const total = left.reduce((sum, value) => sum + value, 0);
  const give = Math.min(amount, total);
  if (give <= 0) return left.map(() => 0);
  const parts = left.map((value) => Number((BigInt(value) * BigInt(give)) / BigInt(total)));
  let leftover = give - parts.reduce((sum, value) => sum + value, 0);
  for (let i = 0; leftover > 0; i = (i + 1) % parts.length) {
    if (parts[i]! < left[i]!) {
      parts[i]! += 1;
      leftover -= 1;
    }
  }
  return parts;
}

/** What the creator still holds of a line after `refunded` of its `net` went back. */
const creatorLeft = (line: SaleLine, refunded: number) =>
  line.net === 0
    ? 0
    : Number((BigInt(line.net - refunded) * BigInt(line.creator)) / BigInt(line.net));

interface SucceededRefund {
  id: number;
  amountMinor: number;
  productIds: number[];
}

/**
 * A succeeded refund's reversal (decision 068), one journal per line it touches: the refund's
 * lines (or every line, for an amount) share it in proportion to what each has left, and what
 * they cannot hold falls on the other lines the same way; each
 * line gives back its creator and platform parts so that a line refunded in full returns
 * exactly what its sale wrote (the creator's part is floor((net − refunded) × creator / net)
 * before and after). The creator's debit counts from the sale's `available_at` when that is
 * still ahead (it nets within the pending balance), else at once: a refund after the hold takes
 * from the available balance, which may go negative and is carried. An order the ledger never
 * saw paid (free, late, or paid before the ledger) writes nothing; so does any part of a
 * refund above what was paid.
 */
export async function recordRefund(
  tx: Database,
  order: PaidOrder,
  refund: SucceededRefund,
  at: Date,
): Promise<void> {
  const all = await saleLines(tx, order.id);
  if (all.length === 0) return;
  const named = (line: SaleLine) =>
    refund.productIds.length === 0 ||
    (line.productId !== null && refund.productIds.includes(line.productId));
  // The refund's lines first, in proportion to what each has left; what they cannot hold
  // (an amount refund took part of them before) falls on every line's rest the same way.
  const first = spread(
    all.map((line) => (named(line) ? line.net - line.refunded : 0)),
    refund.amountMinor,
  );
  const leftover = refund.amountMinor - first.reduce((sum, value) => sum + value, 0);
  const second = spread(
    all.map((line, i) => line.net - line.refunded - first[i]!),
    leftover,
  );
  const lines = all;
  const parts = all.map((_, i) => first[i]! + second[i]!);
  const rows: LedgerInsert[] = [];
  lines.forEach((line, index) => {
    const amount = parts[index]!;
    if (amount <= 0) return;
    const creator = creatorLeft(line, line.refunded) - creatorLeft(line, line.refunded + amount);
    const sourceKey = `${refund.id}:${line.key}`;
    const journal = {
      tenantId: order.tenantId,
      currency: order.currency,
      orderId: order.id,
      productId: line.productId,
      refundId: refund.id,
      feeBps: line.feeBps,
      sourceKind: 'refund' as const,
      sourceKey,
      journalId: `refund:${sourceKey}`,
      createdAt: at,
    };
    rows.push(
      { ...journal, accountKind: 'buyer_payments', amountMinor: amount, availableAt: at },
      {
        ...journal,
        accountKind: 'platform_fees',
        amountMinor: -(amount - creator),
        availableAt: at,
      },
    );
    if (line.creatorId !== null && creator !== 0) {
      const held = line.creatorAvailableAt;
      rows.push({
        ...journal,
        accountKind: 'creator',
        ownerUserId: line.creatorId,
        amountMinor: -creator,
        availableAt: held && held.getTime() > at.getTime() ? held : at,
      });
    }
  });
  await insertEntries(tx, rows);
}
