import { TENANTS } from '@space/contracts/tenants';
import { describe, expect, it } from 'vitest';
import { payoutAccounts } from '../../../src/db/schema.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { advanceDuePayouts } from '../../../src/modules/payouts/index.ts';
import { buyAndPay } from '../../support/earnings-fixtures.ts';
import { FakeProvider } from '../../support/payment-fixtures.ts';
import { buildOnPayoutSandbox, unbalancedJournals } from '../../support/payout-fixtures.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const BRAND = TENANTS[0].id;
const DAY = 86_400_000;

/**
 * A refund after the money was paid out (decisions 068, 071): the creator's available balance
 * goes negative, is carried, and later earnings make it up before the next payout.
 */
describe('a late refund after a payout', async () => {
  const clock = new ManualClock();
  const paypal = new FakeProvider('paypal', ['USD']);
  const { app, providers } = await buildOnPayoutSandbox({ clock, paymentProviders: { paypal } });
  const admin = await createTestUser(app, { tenantId: BRAND, role: 'admin' });
  const as = async (user: { id: number; tenantId: number }) =>
    bearer(await tokenFor(app, user as Parameters<typeof tokenFor>[1]));

  it('carries the negative balance and recovers it from later sales', async () => {
    paypal.refundState = 'succeeded';
    paypal.refundQueryState = 'succeeded';
    const creator = await createTestUser(app, { tenantId: BRAND, isCreator: true });
    await app.db.insert(payoutAccounts).values({
      tenantId: BRAND,
      userId: creator.id,
      method: 'paypal',
      account: 'late@example.com',
      state: 'active',
      createdAt: new Date(clock.now()),
      usableAt: new Date(clock.now()),
    });
    const product = await createTestProduct(app, { priceGeneral: 5000, authorId: creator.id });
    const first = await buyAndPay(app, await createTestUser(app, { tenantId: BRAND }), [
      product.id,
    ]);
    await buyAndPay(app, await createTestUser(app, { tenantId: BRAND }), [product.id]);
    clock.advance(15 * DAY);
    const balance = async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/creator-earnings/balance',
        headers: await as(creator),
      });
      return response.json().data.balances.find((b: { currency: string }) => b.currency === 'USD');
    };
    // Two sales of 50.00 at the default 30 % fee: 35.00 each.
    expect((await balance()).availableMinor).toBe(7000);
    const requested = await app.inject({
      method: 'POST',
      url: '/api/creator-earnings/payouts',
      headers: await as(creator),
      payload: { currency: 'USD' },
    });
    const { payoutNo } = requested.json().data;
    await app.inject({
      method: 'POST',
      url: `/api/admin/payouts/${payoutNo}/approve`,
      headers: await as(admin),
    });
    clock.advance(2 * 60_000);
    await advanceDuePayouts({ db: app.db, clock, log: app.log, providers, notifyUrl: () => '' });
    expect(await balance()).toMatchObject({ availableMinor: 0, paidOutMinor: 7000 });

    const refunded = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${first.orderNo}/refund`,
      headers: await as(admin),
      payload: {},
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((await balance()).availableMinor).toBe(-3500);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/creator-earnings/payouts',
      headers: await as(creator),
      payload: { currency: 'USD' },
    });
    expect(refused.json().code).toBe(40932);

    await buyAndPay(app, await createTestUser(app, { tenantId: BRAND }), [product.id]);
    await buyAndPay(app, await createTestUser(app, { tenantId: BRAND }), [product.id]);
    clock.advance(15 * DAY);
    // 2 × 35.00 earned, 35.00 of it making up the refund.
    expect((await balance()).availableMinor).toBe(3500);
    const again = await app.inject({
      method: 'POST',
      url: '/api/creator-earnings/payouts',
      headers: await as(creator),
      payload: { currency: 'USD' },
    });
    expect(again.json().data.amountMinor).toBe(3500);
    expect(await unbalancedJournals(app)).toEqual([]);
  });
});
