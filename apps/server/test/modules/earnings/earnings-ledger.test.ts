import { adminOrderSchema } from '@space/contracts/commerce';
import { envelope } from '@space/contracts/envelope';
import { TENANTS } from '@space/contracts/tenants';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  coupons,
  earningsFeeRates,
  ledgerEntries,
  orders,
  refunds,
  users,
} from '../../../src/db/schema.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { seedDemoPlans } from '../../../src/seed/demo-plans.ts';
import {
  buyAndPay,
  checkoutOrder,
  journals,
  notifyPaid,
  orderEntries,
  unbalanced,
} from '../../support/earnings-fixtures.ts';
import { build } from '../../support/helper.ts';
import { FakeProvider, grantMembership, notify } from '../../support/payment-fixtures.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const adminOrderEnvelope = envelope(adminOrderSchema);
const BRAND = TENANTS[0].id;
const OTHER_BRAND = TENANTS[1].id;
const DAY = 86_400_000;
const HOLD = 14 * DAY;

/**
 * What the earnings ledger writes for sales and refunds (decision 068): one balanced journal per
 * paid order line and per refunded line, the fee split with the creator's share rounded down,
 * coupons and member prices reducing the creator's share in proportion, refunds reversing in
 * proportion, once per event however often the provider repeats itself; entries immutable.
 */
describe('the earnings ledger', async () => {
  const clock = new ManualClock();
  const paypal = new FakeProvider('paypal', ['USD']);
  const { app } = await build({
    clock,
    paymentProviders: { paypal },
    prepare: async (database) => {
      await ensureReferenceData(database.db);
      await seedDemoPlans(database.db);
    },
  });
  const admin = await createTestUser(app, { tenantId: BRAND, role: 'admin' });

  beforeEach(() => {
    paypal.refundState = 'succeeded';
    paypal.refundQueryState = 'succeeded';
  });

  async function refund(orderNo: string, body: Record<string, unknown> = {}) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderNo}/refund`,
      headers: bearer(await tokenFor(app, admin)),
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return adminOrderEnvelope.parse(response.json()).data;
  }

  async function balance(userId: number) {
    const response = await app.inject({
      method: 'GET',
      url: '/api/creator-earnings/balance',
      headers: bearer(
        await tokenFor(app, (await app.db.select().from(users).where(eq(users.id, userId)))[0]!),
      ),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      holdDays: number;
      balances: { currency: string; pendingMinor: number; availableMinor: number }[];
    };
  }

  it('writes a sale journal per line: buyer payment, 30 % platform fee, the creator share pending for the hold', async () => {
    const product = await createTestProduct(app, { priceGeneral: 999 });
    const buyer = await createTestUser(app, { tenantId: BRAND });
    const order = await buyAndPay(app, buyer, [product.id]);
    const rows = await orderEntries(app, order.id);
    // floor(999 × 0.7) = 699 for the creator; the platform gets the remainder, 300.
    expect(journals(rows)).toEqual({
      [`sale:${order.id}:${product.id}`]: {
        buyer_payments: -999,
        platform_fees: 300,
        [`creator:${product.authorId}`]: 699,
      },
    });
    const created = rows[0]!.createdAt.getTime();
    expect(created).toBe(clock.now());
    const creatorRow = rows.find((row) => row.accountKind === 'creator')!;
    expect(creatorRow.availableAt.getTime()).toBe(created + HOLD);
    expect(creatorRow.feeBps).toBe(3000);
    expect(rows.every((row) => row.currency === 'USD' && row.tenantId === BRAND)).toBe(true);

    expect(await balance(product.authorId)).toEqual({
      holdDays: 14,
      balances: [{ currency: 'USD', pendingMinor: 699, availableMinor: 0, paidOutMinor: 0 }],
    });
    clock.advance(HOLD);
    expect((await balance(product.authorId)).balances).toEqual([
      { currency: 'USD', pendingMinor: 0, availableMinor: 699, paidOutMinor: 0 },
    ]);
  });

  it("takes the brand's rate, and a creator's own rate over it", async () => {
    await app.db.insert(earningsFeeRates).values({ tenantId: OTHER_BRAND, feeBps: 2000 });
    const special = await createTestUser(app, { isCreator: true });
    await app.db
      .insert(earningsFeeRates)
      .values({ tenantId: OTHER_BRAND, userId: special.id, feeBps: 1000 });
    const usual = await createTestProduct(app, { priceGeneral: 1000 });
    const own = await createTestProduct(app, { priceGeneral: 1000, authorId: special.id });
    const buyer = await createTestUser(app, { tenantId: OTHER_BRAND });
    const order = await buyAndPay(app, buyer, [usual.id, own.id]);
    expect(journals(await orderEntries(app, order.id))).toEqual({
      [`sale:${order.id}:${usual.id}`]: {
        buyer_payments: -1000,
        platform_fees: 200,
        [`creator:${usual.authorId}`]: 800,
      },
      [`sale:${order.id}:${own.id}`]: {
        buyer_payments: -1000,
        platform_fees: 100,
        [`creator:${special.id}`]: 900,
      },
    });
  });

  it("shares a coupon's discount across the lines: each creator's share falls with it", async () => {
    await app.db.insert(coupons).values({
      tenantId: BRAND,
      code: 'EARN10',
      kind: 'percent',
      percentOff: 10,
      createdAt: new Date(clock.now()),
    });
    const a = await createTestProduct(app, { priceGeneral: 600 });
    const b = await createTestProduct(app, { priceGeneral: 400 });
    const buyer = await createTestUser(app, { tenantId: BRAND });
    const order = await buyAndPay(app, buyer, [a.id, b.id], { couponCode: 'EARN10' });
    expect(order.amountMinor).toBe(900);
    expect(journals(await orderEntries(app, order.id))).toEqual({
      [`sale:${order.id}:${a.id}`]: {
        buyer_payments: -540,
        platform_fees: 162,
        [`creator:${a.authorId}`]: 378,
      },
      [`sale:${order.id}:${b.id}`]: {
        buyer_payments: -360,
        platform_fees: 108,
        [`creator:${b.authorId}`]: 252,
      },
    });
  });

  it("takes a member's price as the line's amount", async () => {
    const product = await createTestProduct(app, { priceGeneral: 1000, pricePremium: 800 });
    const buyer = await createTestUser(app, { tenantId: BRAND });
    await grantMembership(app, buyer, 'premium', new Date(clock.now() + 30 * DAY));
    const order = await buyAndPay(app, buyer, [product.id]);
    expect(order.amountMinor).toBe(800);
    expect(journals(await orderEntries(app, order.id))).toEqual({
      [`sale:${order.id}:${product.id}`]: {
        buyer_payments: -800,
        platform_fees: 240,
        [`creator:${product.authorId}`]: 560,
      },
    });
  });

  it('writes nothing for a free order', async () => {
    const product = await createTestProduct(app, { priceGeneral: 0 });
    const buyer = await createTestUser(app, { tenantId: BRAND });
    const order = await checkoutOrder(app, buyer, [product.id]);
    expect(order.state).toBe('no_payment_required');
    expect(await orderEntries(app, order.id)).toEqual([]);
  });

  it('keeps a membership purchase for the platform, and gives it back on a refund', async () => {
    const buyer = await createTestUser(app, { tenantId: BRAND });
    const placed = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(await tokenFor(app, buyer)),
      payload: {
        method: 'paypal',
        checkoutKey: crypto.randomUUID(),
        membership: { tier: 'ordinary', duration: 'quarterly' },
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json().data as { orderNo: string; amountMinor: number };
    expect((await notifyPaid(app, order)).statusCode).toBe(200);
    const [row] = await app.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(journals(await orderEntries(app, row!.id))).toEqual({
      [`sale:${row!.id}:m`]: {
        buyer_payments: -order.amountMinor,
        platform_fees: order.amountMinor,
      },
    });
    const view = await refund(order.orderNo);
    const [refundRow] = await app.db
      .select()
      .from(refunds)
      .where(eq(refunds.refundNo, view.refunds[0]!.refundNo));
    expect(journals(await orderEntries(app, row!.id))[`refund:${refundRow!.id}:m`]).toEqual({
      buyer_payments: order.amountMinor,
      platform_fees: -order.amountMinor,
    });
  });

  it('writes one set of entries however often and concurrently the payment is notified', async () => {
    const product = await createTestProduct(app, { priceGeneral: 500 });
    const buyer = await createTestUser(app, { tenantId: BRAND });
    const order = await checkoutOrder(app, buyer, [product.id]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => notifyPaid(app, order)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await notifyPaid(app, order);
    expect(await orderEntries(app, order.id)).toHaveLength(3);
  });

  it('reverses a partial refund in proportion, and the rest exactly when the order is refunded whole', async () => {
    const product = await createTestProduct(app, { priceGeneral: 1000 });
    const buyer = await createTestUser(app, { tenantId: BRAND });
    const order = await buyAndPay(app, buyer, [product.id]);
    const saleAvailable = clock.now() + HOLD;
    clock.advance(DAY);
    const partial = await refund(order.orderNo, { amountMinor: 333 });
    const [first] = partial.refunds;
    const [firstRow] = await app.db
      .select()
      .from(refunds)
      .where(eq(refunds.refundNo, first!.refundNo));
    const creator = `creator:${product.authorId}`;
    const afterPartial = journals(await orderEntries(app, order.id));
    // The creator held 700 of 1000; after 333 back, floor(667 × 700 / 1000) = 466: 234 goes back.
    expect(afterPartial[`refund:${firstRow!.id}:${product.id}`]).toEqual({
      buyer_payments: 333,
      platform_fees: -99,
      [creator]: -234,
    });
    // Within the hold, the debit nets against the pending credit at the same moment.
    const debit = (await orderEntries(app, order.id)).find(
      (row) => row.sourceKind === 'refund' && row.accountKind === 'creator',
    )!;
    expect(debit.availableAt.getTime()).toBe(saleAvailable);
    expect((await balance(product.authorId)).balances).toMatchObject([
      { pendingMinor: 466, availableMinor: 0 },
    ]);

    const whole = await refund(order.orderNo);
    expect(whole.state).toBe('refunded');
    const rows = await orderEntries(app, order.id);
    const creatorTotal = rows
      .filter((row) => row.accountKind === 'creator')
      .reduce((sum, row) => sum + row.amountMinor, 0);
    const platformTotal = rows
      .filter((row) => row.accountKind === 'platform_fees')
      .reduce((sum, row) => sum + row.amountMinor, 0);
    const buyerTotal = rows
      .filter((row) => row.accountKind === 'buyer_payments')
      .reduce((sum, row) => sum + row.amountMinor, 0);
    expect({ creatorTotal, platformTotal, buyerTotal }).toEqual({
      creatorTotal: 0,
      platformTotal: 0,
      buyerTotal: 0,
    });
    expect((await balance(product.authorId)).balances).toMatchObject([
      { pendingMinor: 0, availableMinor: 0 },
    ]);
  });

  it("reverses only the refunded lines' journals", async () => {
    const a = await createTestProduct(app, { priceGeneral: 700 });
    const b = await createTestProduct(app, { priceGeneral: 300 });
    const buyer = await createTestUser(app, { tenantId: BRAND });
    const order = await buyAndPay(app, buyer, [a.id, b.id]);
    const view = await refund(order.orderNo, { productIds: [b.id] });
    const [row] = await app.db
      .select()
      .from(refunds)
      .where(eq(refunds.refundNo, view.refunds[0]!.refundNo));
    const all = journals(await orderEntries(app, order.id));
    expect(Object.keys(all).filter((id) => id.startsWith('refund:'))).toEqual([
      `refund:${row!.id}:${b.id}`,
    ]);
    expect(all[`refund:${row!.id}:${b.id}`]).toEqual({
      buyer_payments: 300,
      platform_fees: -90,
      [`creator:${b.authorId}`]: -210,
    });
  });

  it('takes a refund after the hold from the available balance at once; later sales make it up', async () => {
    const product = await createTestProduct(app, { priceGeneral: 1000 });
    const first = await createTestUser(app, { tenantId: BRAND });
    const second = await createTestUser(app, { tenantId: BRAND });
    const early = await buyAndPay(app, first, [product.id]);
    clock.advance(HOLD + DAY);
    const late = await buyAndPay(app, second, [product.id]);
    expect((await balance(product.authorId)).balances).toMatchObject([
      { pendingMinor: 700, availableMinor: 700 },
    ]);
    await refund(early.orderNo);
    const debit = (await orderEntries(app, early.id)).find(
      (row) => row.sourceKind === 'refund' && row.accountKind === 'creator',
    )!;
    expect(debit.amountMinor).toBe(-700);
    expect(debit.availableAt.getTime()).toBe(clock.now());
    // The debit is not floored at zero: the balance is a plain sum of entries, carried as it
    // is (negative once payouts have taken the money) and made up by the pending sale.
    expect((await balance(product.authorId)).balances).toMatchObject([
      { pendingMinor: 700, availableMinor: 0 },
    ]);
    expect(await orderEntries(app, late.id)).toHaveLength(3);
  });

  it('writes a refund once however often its success is notified', async () => {
    const product = await createTestProduct(app, { priceGeneral: 800 });
    const buyer = await createTestUser(app, { tenantId: BRAND });
    const order = await buyAndPay(app, buyer, [product.id]);
    paypal.refundState = 'pending';
    const view = await refund(order.orderNo, { amountMinor: 200 });
    const refundNo = view.refunds[0]!.refundNo;
    expect((await orderEntries(app, order.id)).filter((r) => r.sourceKind === 'refund')).toEqual(
      [],
    );
    const notice = {
      orderNo: order.orderNo,
      state: 'refunded',
      transactionId: `TX-${order.orderNo}`,
      refund: {
        refundNo,
        refundId: `RF-${refundNo}`,
        state: 'succeeded',
        amountMinor: 200,
        refundedTotalMinor: null,
        providerState: 'COMPLETED',
      },
    };
    const answers = await Promise.all([1, 2, 3].map(() => notify(app, 'paypal', notice)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    await notify(app, 'paypal', notice);
    const reversal = (await orderEntries(app, order.id)).filter((r) => r.sourceKind === 'refund');
    expect(reversal.map((r) => [r.accountKind, r.amountMinor])).toEqual([
      ['buyer_payments', 200],
      ['platform_fees', -60],
      ['creator', -140],
    ]);
  });

  it('refuses to change or delete an entry, and refuses a journal that does not balance', async () => {
    await expect(
      app.db.execute(sql`update ledger_entries set amount_minor = amount_minor + 1`),
    ).rejects.toThrow();
    await expect(app.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
    const at = new Date(clock.now());
    await expect(
      app.db.transaction(async (tx) => {
        await tx.insert(ledgerEntries).values({
          tenantId: BRAND,
          journalId: 'sale:999999:1',
          accountKind: 'buyer_payments',
          currency: 'USD',
          amountMinor: -100,
          sourceKind: 'sale',
          sourceKey: '999999:1',
          orderId: 999999,
          feeBps: 3000,
          createdAt: at,
          availableAt: at,
        });
      }),
    ).rejects.toThrow();
    expect(await orderEntries(app, 999999)).toEqual([]);
  });

  it('balances: every journal and every currency sums to zero', async () => {
    expect(await unbalanced(app)).toEqual({ journals: [], currencies: [] });
    const [count] = await app.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries);
    expect(count!.n).toBeGreaterThan(30);
  });
});
