import { createSecretKey } from 'node:crypto';
import { orderSchema } from '@space/contracts/commerce';
import { envelope } from '@space/contracts/envelope';
import { TENANTS } from '@space/contracts/tenants';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { entitlements, orders } from '../../../src/db/schema.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { PaypalProvider } from '../../../src/modules/payments/paypal/provider.ts';
import { build } from '../../support/helper.ts';
import { checkoutKey } from '../../support/payment-fixtures.ts';
import { STAND_IN_CLIENT, startPaypalStandIn } from '../../support/paypal-stand-in.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

/**
 * A PayPal buyer who approved and never came back to Space (issue 26): the money moves only
 * when we capture, so reconciliation asks PayPal, finds the order APPROVED, captures it once
 * (PayPal-Request-Id) and the order is paid. Against a stand-in PayPal on a local port.
 */

const paypalServer = await startPaypalStandIn();
afterAll(() => paypalServer.close());
const orderEnvelope = envelope(orderSchema);

describe('reconciliation of approved PayPal orders', async () => {
  const clock = new ManualClock(Date.now());
  const paypal = new PaypalProvider(
    {
      clientId: STAND_IN_CLIENT.clientId,
      clientSecret: createSecretKey(Buffer.from(STAND_IN_CLIENT.clientSecret)),
      webhookId: 'WH-STAND-IN',
      apiBase: paypalServer.base,
    },
    { clock },
  );
  const { app } = await build({
    clock,
    paymentProviders: { paypal },
    prepare: (database) => ensureReferenceData(database.db),
  });

  async function approvedOrder() {
    const user = await createTestUser(app, { tenantId: TENANTS[0].id });
    const product = await createTestProduct(app, { priceGeneral: 1999 });
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(await tokenFor(app, user)),
      payload: { method: 'paypal', checkoutKey: checkoutKey(), productIds: [product.id] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const order = orderEnvelope.parse(response.json()).data;
    const [row] = await app.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    paypalServer.orders.get(row!.providerOrderId!)!.status = 'APPROVED';
    return { user, product, row: row! };
  }

  const captures = (id: string) =>
    paypalServer.requests.filter((r) => r.path === `/v2/checkout/orders/${id}/capture`);

  it('captures an order the buyer approved but never returned from, and the order is paid', async () => {
    const { user, product, row } = await approvedOrder();
    clock.advance(2 * 60_000);
    const report = await app.reconcileOrders();
    expect(report.errors).toBe(0);
    const [after] = await app.db.select().from(orders).where(eq(orders.id, row.id));
    const paypalOrder = paypalServer.orders.get(row.providerOrderId!)!;
    expect(after).toMatchObject({ state: 'paid', transactionId: paypalOrder.captureId });
    expect(captures(row.providerOrderId!)).toHaveLength(1);
    expect(captures(row.providerOrderId!)[0]!.headers['paypal-request-id']).toBe(
      `capture-${row.providerOrderId}`,
    );
    const owned = await app.db
      .select()
      .from(entitlements)
      .where(
        and(
          eq(entitlements.userId, user.id),
          eq(entitlements.productId, product.id),
          isNull(entitlements.revokedAt),
        ),
      );
    expect(owned).toHaveLength(1);
  });

  it('two reconciliation runs at once capture once (the same PayPal-Request-Id) and pay once', async () => {
    const { row } = await approvedOrder();
    clock.advance(2 * 60_000);
    await Promise.all([app.reconcileOrders(), app.reconcileOrders()]);
    const requests = captures(row.providerOrderId!);
    expect(new Set(requests.map((r) => r.headers['paypal-request-id']))).toEqual(
      new Set([`capture-${row.providerOrderId}`]),
    );
    const [after] = await app.db.select().from(orders).where(eq(orders.id, row.id));
    expect(after!.state).toBe('paid');
  });

  it('leaves an order the buyer has not approved waiting, without a capture', async () => {
    const { row } = await approvedOrder();
    paypalServer.orders.get(row.providerOrderId!)!.status = 'PAYER_ACTION_REQUIRED';
    clock.advance(2 * 60_000);
    await app.reconcileOrders();
    const [after] = await app.db.select().from(orders).where(eq(orders.id, row.id));
    expect(after!.state).toBe('waiting');
    expect(captures(row.providerOrderId!)).toHaveLength(0);
  });
});
