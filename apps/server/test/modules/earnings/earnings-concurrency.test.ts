import { TENANTS } from '@space/contracts/tenants';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, orders, refunds } from '../../../src/db/schema.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { checkoutOrder, notifyPaid, unbalanced } from '../../support/earnings-fixtures.ts';
import { build, queryRows, TEST_ENGINE } from '../../support/helper.ts';
import { FakeProvider } from '../../support/payment-fixtures.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const BRAND = TENANTS[0].id;

/**
 * The ledger under concurrency on a multi-connection database (decision 068): 200 mixed events
 * at once (payment notifications, repeated, and refunds by several administrators) leave one
 * sale journal per paid line, one reversal per succeeded refund line, every journal and every
 * currency summing to zero, and each creator's balance equal to what the orders say.
 */
describe.runIf(TEST_ENGINE === 'postgres')('the earnings ledger under concurrency', async () => {
  const paypal = new FakeProvider('paypal', ['USD']);
  paypal.refundDelayMs = 5;
  const { app } = await build({
    paymentProviders: { paypal },
    prepare: (database) => ensureReferenceData(database.db),
  });

  it('balances after 200 concurrent payments, replays and refunds', async () => {
    const creators = await Promise.all(
      [0, 1, 2].map(() => createTestUser(app, { tenantId: BRAND, isCreator: true })),
    );
    const products = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        createTestProduct(app, { priceGeneral: 333 + 101 * i, authorId: creators[i % 3]!.id }),
      ),
    );
    const admins = await Promise.all(
      [0, 1].map(async () =>
        bearer(await tokenFor(app, await createTestUser(app, { tenantId: BRAND, role: 'admin' }))),
      ),
    );
    /** 60 orders of two lines each: 20 paid before, 40 waiting for the race. */
    const placed = [];
    for (let i = 0; i < 60; i += 1) {
      const buyer = await createTestUser(app, { tenantId: BRAND });
      const pair = [products[i % 6]!.id, products[(i + 1) % 6]!.id];
      placed.push(await checkoutOrder(app, buyer, pair));
    }
    const before = placed.slice(0, 20);
    const racing = placed.slice(20);
    for (const order of before) expect((await notifyPaid(app, order)).statusCode).toBe(200);

    const refund = (orderNo: string, headers: Record<string, string>, body: object) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderNo}/refund`,
        headers,
        payload: body,
      });
    const events: Promise<unknown>[] = [];
    // 120: each racing order's payment notified three times at once.
    for (const order of racing) for (let k = 0; k < 3; k += 1) events.push(notifyPaid(app, order));
    // 80: four refunds per earlier order by two administrators: partial amounts, a line and
    // the whole rest, racing each other on the order's lock.
    for (const [i, order] of before.entries()) {
      events.push(refund(order.orderNo, admins[0]!, { amountMinor: 101 + i }));
      events.push(refund(order.orderNo, admins[1]!, { amountMinor: 57 }));
      events.push(refund(order.orderNo, admins[1]!, { productIds: [products[i % 6]!.id] }));
      events.push(refund(order.orderNo, admins[0]!, i % 2 === 0 ? {} : { amountMinor: 13 }));
    }
    expect(events).toHaveLength(200);
    const answers = (await Promise.all(events)) as { statusCode: number }[];
    // On a loaded machine a request may wait longer than the pool's 5 s for a connection and
    // answer 503 (try again), as decision 020 designs; nothing else may fail.
    const failed = answers.filter((a) => a.statusCode >= 500);
    expect(failed.every((a) => a.statusCode === 503)).toBe(true);
    // Providers repeat their notifications until acknowledged: every payment arrives again.
    await Promise.all(racing.map((order) => notifyPaid(app, order)));

    expect(await unbalanced(app)).toEqual({ journals: [], currencies: [] });

    // One sale journal per line of every paid order, three rows each.
    const orderIds = placed.map((o) => o.id);
    const sales = await queryRows<{ journal_id: string; n: number }>(
      app.db,
      sql`select journal_id, count(*)::int as n from ledger_entries where source_kind = 'sale' group by journal_id`,
    );
    expect(sales).toHaveLength(120);
    expect(sales.every((row) => row.n === 3)).toBe(true);

    // What buyers paid, less what succeeded refunds gave back, is what buyer_payments holds.
    const paidOrders = await app.db.select().from(orders).where(inArray(orders.id, orderIds));
    const paidTotal = paidOrders.reduce((sum, o) => sum + o.amountMinor, 0);
    const refunded = await app.db.select().from(refunds).where(eq(refunds.state, 'succeeded'));
    const refundedTotal = refunded.reduce((sum, r) => sum + r.amountMinor, 0);
    const [buyer] = await queryRows<{ total: string }>(
      app.db,
      sql`select sum(amount_minor)::text as total from ledger_entries where account_kind = 'buyer_payments'`,
    );
    expect(Number(buyer!.total)).toBe(-(paidTotal - refundedTotal));
    // One reversal set per succeeded refund (each touches at least one line).
    const reversed = await queryRows<{ n: number }>(
      app.db,
      sql`select count(distinct refund_id)::int as n from ledger_entries where source_kind = 'refund'`,
    );
    expect(reversed[0]!.n).toBe(refunded.length);
    // A whole refund leaves its order's creators and platform with nothing.
    for (const order of paidOrders.filter((o) => o.state === 'refunded')) {
      const rows = await app.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.orderId, order.id));
      const net = (kind: string) =>
        rows.filter((r) => r.accountKind === kind).reduce((s, r) => s + r.amountMinor, 0);
      expect([net('creator'), net('platform_fees'), net('buyer_payments')]).toEqual([0, 0, 0]);
    }

    // Replaying every payment and refund settlement afterwards writes nothing.
    const [count] = await app.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries);
    await Promise.all(placed.map((order) => notifyPaid(app, order)));
    const [again] = await app.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries);
    expect(again!.n).toBe(count!.n);

    // The creators' balances are their entries' sums, as the route tells them.
    for (const creator of creators) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/creator-earnings/balance',
        headers: bearer(await tokenFor(app, creator)),
      });
      const [own] = await queryRows<{ total: string }>(
        app.db,
        sql`select coalesce(sum(amount_minor), 0)::text as total from ledger_entries where owner_user_id = ${creator.id}`,
      );
      const [balance] = response.json().data.balances;
      expect(balance.pendingMinor + balance.availableMinor).toBe(Number(own!.total));
    }
  });
});
