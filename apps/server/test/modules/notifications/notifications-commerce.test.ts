import { orderSchema } from '@space/contracts/commerce';
import { envelope } from '@space/contracts/envelope';
import { TENANTS } from '@space/contracts/tenants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { notifications } from '../../../src/db/schema.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { build } from '../../support/helper.ts';
import {
  checkoutKey,
  FakeProvider,
  grantMembership,
  notify as notifyPayment,
  paidPayment,
} from '../../support/payment-fixtures.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { freshIp } from '../../support/redeem-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const BRAND = TENANTS[0].id;
const DAY = 86_400_000;
const orderEnvelope = envelope(orderSchema);

/** Notifications of orders, refunds, codes and memberships (issue 29, decision 066). */
describe('commerce notifications', async () => {
  const clock = new ManualClock();
  const paypal = new FakeProvider('paypal', ['USD']);
  const { app } = await build({
    clock,
    paymentProviders: { paypal },
    prepare: (database) => ensureReferenceData(database.db),
  });
  const admin = bearer(
    await tokenFor(app, await createTestUser(app, { tenantId: BRAND, role: 'admin' })),
  );
  const person = async () => {
    const user = await createTestUser(app, { tenantId: BRAND });
    return { user, headers: bearer(await tokenFor(app, user)) };
  };
  const rowsOf = async (userId: number) =>
    (await app.db.select().from(notifications).where(eq(notifications.userId, userId))).map(
      (row) => ({
        kind: row.kind,
        actorId: row.actorId,
        objectId: row.objectId,
        payload: row.payload,
      }),
    );

  async function paidOrder() {
    const [buyer, author] = await Promise.all([person(), person()]);
    const product = await createTestProduct(app, {
      authorId: author.user.id,
      priceGeneral: 500,
      name: 'Clock face',
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.headers,
      payload: { method: 'paypal', checkoutKey: checkoutKey(), productIds: [product.id] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const order = orderEnvelope.parse(response.json()).data;
    // Paid, and the provider's notice delivered twice.
    for (let i = 0; i < 2; i += 1) {
      const answer = await notifyPayment(app, 'paypal', { ...paidPayment(order.orderNo, 500) });
      expect(answer.statusCode).toBe(200);
    }
    return { buyer, author, product, order };
  }

  it('tells the buyer the order is paid and the author of the sale, once', async () => {
    const { buyer, author, product, order } = await paidOrder();
    expect(await rowsOf(buyer.user.id)).toMatchObject([
      {
        kind: 'orderPaid',
        actorId: null,
        payload: { orderNo: order.orderNo, title: 'Clock face' },
      },
    ]);
    expect(await rowsOf(author.user.id)).toEqual([
      {
        kind: 'productSold',
        actorId: buyer.user.id,
        objectId: product.id,
        payload: { title: 'Clock face' },
      },
    ]);
  });

  it('tells the buyer of a refund once', async () => {
    paypal.refundState = 'succeeded';
    const { buyer, order } = await paidOrder();
    const refund = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderNo}/refund`,
      headers: admin,
      payload: { reason: 'customer request' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await rowsOf(buyer.user.id)).map((row) => row.kind).sort()).toEqual([
      'orderPaid',
      'refundDone',
    ]);
  });

  it('tells the user of a redeemed code', async () => {
    const product = await createTestProduct(app, { name: 'Gift' });
    const batch = await app.inject({
      method: 'POST',
      url: '/api/admin/redeem-code-batches',
      headers: admin,
      payload: { label: 'Gift', count: 1, productIds: [product.id] },
    });
    expect(batch.statusCode, batch.body).toBe(200);
    const [code] = batch.json().data.codes as string[];
    const member = await person();
    const redeemed = await app.inject({
      method: 'POST',
      url: '/api/redeem',
      remoteAddress: freshIp(),
      headers: member.headers,
      payload: { code },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(await rowsOf(member.user.id)).toEqual([
      { kind: 'redeemSucceeded', actorId: null, objectId: product.id, payload: { title: 'Gift' } },
    ]);
  });

  it('tells a member before and after the membership ends, once each; not a renewed one', async () => {
    const [ending, renewed] = await Promise.all([person(), person()]);
    const end = new Date(clock.now() + 2 * DAY);
    await grantMembership(app, ending.user, 'premium', end);
    await grantMembership(app, renewed.user, 'premium', end);
    await grantMembership(app, renewed.user, 'premium', new Date(end.getTime() + 30 * DAY), end);
    await app.sendMembershipReminders(clock.now());
    await app.sendMembershipReminders(clock.now());
    expect((await rowsOf(ending.user.id)).map((row) => row.kind)).toEqual(['membershipExpiring']);

    const after = end.getTime() + 60_000;
    expect(await app.notifyExpiredMemberships(after)).toBeGreaterThanOrEqual(1);
    await app.notifyExpiredMemberships(after + 60_000);
    expect((await rowsOf(ending.user.id)).map((row) => row.kind).sort()).toEqual([
      'membershipExpired',
      'membershipExpiring',
    ]);
    expect((await rowsOf(renewed.user.id)).map((row) => row.kind)).not.toContain(
      'membershipExpired',
    );
  });
});
