import { orderSchema } from '@space/contracts/commerce';
import { envelope } from '@space/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import { ledgerEntries, orders } from '../../src/db/schema.ts';
import type { UserRow } from '../../src/modules/auth/sessions.service.ts';
import { queryRows } from './helper.ts';
import { checkoutKey, notify, paidPayment } from './payment-fixtures.ts';
import { bearer, tokenFor } from './user-fixtures.ts';

const orderEnvelope = envelope(orderSchema);

/** Checks `productIds` out with PayPal as `buyer`; the order waits for its payment. */
export async function checkoutOrder(
  app: FastifyInstance,
  buyer: UserRow,
  productIds: number[],
  extra: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(await tokenFor(app, buyer)),
    payload: { method: 'paypal', checkoutKey: checkoutKey(), productIds, ...extra },
  });
  if (response.statusCode !== 200) throw new Error(`checkout: ${response.body}`);
  const order = orderEnvelope.parse(response.json()).data;
  const [row] = await app.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderNo, order.orderNo));
  return { ...order, id: row!.id };
}

/** PayPal's verified notification that the order was paid in full. */
export function notifyPaid(app: FastifyInstance, order: { orderNo: string; amountMinor: number }) {
  return notify(app, 'paypal', { ...paidPayment(order.orderNo, order.amountMinor) });
}

/** Checks out and pays: the order as the buyer sees it. */
export async function buyAndPay(
  app: FastifyInstance,
  buyer: UserRow,
  productIds: number[],
  extra: Record<string, unknown> = {},
) {
  const order = await checkoutOrder(app, buyer, productIds, extra);
  const paid = await notifyPaid(app, order);
  if (paid.statusCode !== 200) throw new Error(`notify: ${paid.body}`);
  return order;
}

export type LedgerRow = typeof ledgerEntries.$inferSelect;

/** An order's ledger rows, in the order they were written. */
export function orderEntries(app: FastifyInstance, orderId: number): Promise<LedgerRow[]> {
  return app.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, orderId))
    .orderBy(asc(ledgerEntries.id));
}

/** `journal → account → amount`, the shape the decision's examples are written in. */
export function journals(rows: LedgerRow[]): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const row of rows) {
    const account = row.accountKind === 'creator' ? `creator:${row.ownerUserId}` : row.accountKind;
    (out[row.journalId] ??= {})[account] = row.amountMinor;
  }
  return out;
}

/** Every journal and every currency of the whole ledger that does not sum to zero. */
export async function unbalanced(app: FastifyInstance) {
  const byJournal = await queryRows<{ journal_id: string }>(
    app.db,
    sql`select journal_id from ledger_entries group by journal_id, currency having sum(amount_minor) <> 0`,
  );
  const byCurrency = await queryRows<{ currency: string }>(
    app.db,
    sql`select currency from ledger_entries group by currency having sum(amount_minor) <> 0`,
  );
  return { journals: byJournal, currencies: byCurrency };
}
