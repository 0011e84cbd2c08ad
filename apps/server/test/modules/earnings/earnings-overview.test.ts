import { TENANTS } from '@space/contracts/tenants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payoutAccounts, payouts } from '../../../src/db/schema.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { advanceDuePayouts } from '../../../src/modules/payouts/index.ts';
import { buyAndPay } from '../../support/earnings-fixtures.ts';
import { FakeProvider } from '../../support/payment-fixtures.ts';
import { buildOnPayoutSandbox } from '../../support/payout-fixtures.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const BRAND = TENANTS[0].id;
const OTHER_BRAND = TENANTS[1].id;
const DAY = 86_400_000;

/**
 * The console's earnings overview (issue 30 item 7): what a brand owes its creators, its
 * payouts by state, and the ledger reconciled with the orders, refunds and payouts tables.
 */
describe('admin earnings overview', async () => {
  const clock = new ManualClock();
  const paypal = new FakeProvider('paypal', ['USD']);
  const { app, providers } = await buildOnPayoutSandbox({ clock, paymentProviders: { paypal } });
  const admin = await createTestUser(app, { tenantId: BRAND, role: 'admin' });
  const otherAdmin = await createTestUser(app, { tenantId: OTHER_BRAND, role: 'admin' });
  const as = async (user: Parameters<typeof tokenFor>[1]) => bearer(await tokenFor(app, user));
  const overview = async (user = admin, query = '') => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/earnings/overview${query}`,
      headers: await as(user),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  async function creatorWithAccount() {
    const creator = await createTestUser(app, { tenantId: BRAND, isCreator: true });
    await app.db.insert(payoutAccounts).values({
      tenantId: BRAND,
      userId: creator.id,
      method: 'paypal',
      account: `c${creator.id}@example.com`,
      state: 'active',
      createdAt: new Date(clock.now()),
      usableAt: new Date(clock.now()),
    });
    return creator;
  }

  it('is empty for a brand with no sales, and balanced', async () => {
    expect(await overview(otherAdmin)).toEqual({
      tenantId: OTHER_BRAND,
      owed: [],
      payouts: [],
      reconciliation: [],
      unbalancedJournals: 0,
    });
  });

  it('shows what is owed, carried and paid, and the books agree', async () => {
    paypal.refundState = 'succeeded';
    paypal.refundQueryState = 'succeeded';
    // A: two sales of 50.00 at 30 %: 35.00 each; paid out, then one sale refunded late.
    const paidCreator = await creatorWithAccount();
    const paidProduct = await createTestProduct(app, {
      priceGeneral: 5000,
      authorId: paidCreator.id,
    });
    const first = await buyAndPay(app, await createTestUser(app, { tenantId: BRAND }), [
      paidProduct.id,
    ]);
    await buyAndPay(app, await createTestUser(app, { tenantId: BRAND }), [paidProduct.id]);
    // B: one sale of 20.00 (14.00 to the creator), requested but not yet approved.
    const waitingCreator = await creatorWithAccount();
    const waitingProduct = await createTestProduct(app, {
      priceGeneral: 2000,
      authorId: waitingCreator.id,
    });
    await buyAndPay(app, await createTestUser(app, { tenantId: BRAND }), [waitingProduct.id]);
    clock.advance(15 * DAY);

    const request = async (creator: typeof paidCreator) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/creator-earnings/payouts',
        headers: await as(creator),
        payload: { currency: 'USD' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.payoutNo as string;
    };
    const paidNo = await request(paidCreator);
    await request(waitingCreator);
    const approved = await app.inject({
      method: 'POST',
      url: `/api/admin/payouts/${paidNo}/approve`,
      headers: await as(admin),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    clock.advance(2 * 60_000);
    await advanceDuePayouts({ db: app.db, clock, log: app.log, providers, notifyUrl: () => '' });
    const refunded = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${first.orderNo}/refund`,
      headers: await as(admin),
      payload: { amountMinor: 1000 },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    // C: a sale still inside the refund window.
    await buyAndPay(app, await createTestUser(app, { tenantId: BRAND }), [waitingProduct.id]);

    const data = await overview();
    expect(data.owed).toEqual([
      {
        currency: 'USD',
        creators: 0,
        pendingMinor: 1400,
        availableMinor: 0,
        // 10.00 refunded late: the creator gives back 7.00 of what was paid out.
        negativeMinor: -700,
        inTransitMinor: 1400,
        paidOutMinor: 7000,
      },
    ]);
    expect(data.payouts).toEqual([
      { state: 'requested', currency: 'USD', count: 1, amountMinor: 1400 },
      { state: 'succeeded', currency: 'USD', count: 1, amountMinor: 7000 },
    ]);
    expect(data.reconciliation).toEqual([
      { currency: 'USD', check: 'sales', ledgerMinor: 14000, recordsMinor: 14000 },
      { currency: 'USD', check: 'refunds', ledgerMinor: 1000, recordsMinor: 1000 },
      { currency: 'USD', check: 'payoutsPaid', ledgerMinor: 7000, recordsMinor: 7000 },
      { currency: 'USD', check: 'payoutsOpen', ledgerMinor: 1400, recordsMinor: 1400 },
    ]);
    expect(data.unbalancedJournals).toBe(0);
    // Another brand's admin sees none of it; a super admin may name the brand.
    expect((await overview(otherAdmin)).owed).toEqual([]);
    const superAdmin = await createTestUser(app, { tenantId: OTHER_BRAND, isSuperAdmin: true });
    expect((await overview(superAdmin, `?tenantId=${BRAND}`)).owed).toEqual(data.owed);
  });

  it('shows a difference when the records and the ledger disagree', async () => {
    // A payout row written behind the ledger's back (as a faulty import would) stands out.
    const creator = await creatorWithAccount();
    const [account] = await app.db
      .select({ id: payoutAccounts.id })
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, creator.id));
    await app.db.insert(payouts).values({
      tenantId: BRAND,
      userId: creator.id,
      payoutNo: 'PO20260101ABCDEFGH',
      currency: 'USD',
      amountMinor: 500,
      method: 'paypal',
      account: 'x@example.com',
      payoutAccountId: account!.id,
      state: 'succeeded',
      requestedAt: new Date(clock.now()),
    });
    const paid = (await overview()).reconciliation.find(
      (row: { check: string }) => row.check === 'payoutsPaid',
    );
    expect(paid).toEqual({
      currency: 'USD',
      check: 'payoutsPaid',
      ledgerMinor: 7000,
      recordsMinor: 7500,
    });
  });
});
