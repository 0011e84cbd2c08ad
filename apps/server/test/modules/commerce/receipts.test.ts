import { orderSchema } from '@space/contracts/commerce';
import { envelope } from '@space/contracts/envelope';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  membershipPlans,
  orderMemberships,
  orders,
  outboxMessages,
} from '../../../src/db/schema.ts';
import type { Clock } from '../../../src/lib/clock.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { DevMailboxMailer, type MailMessage, type Mailer } from '../../../src/lib/mailer.ts';
import type { UserRow } from '../../../src/modules/auth/sessions.service.ts';
import { newOrderNo } from '../../../src/modules/orders/order-numbers.ts';
import { RECEIPT_WINDOW_MS } from '../../../src/modules/commerce/receipts.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build } from '../../support/helper.ts';
import {
  checkoutKey,
  FakeProvider,
  givePaidOrder,
  notify,
  paidPayment,
} from '../../support/payment-fixtures.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const orderEnvelope = envelope(orderSchema);
const PUBLIC_URL = 'https://shop.example';
/** Background sends and the timer's tick, on a busy machine. */
const WAIT = { timeout: 5000, interval: 20 };

/** The dev mailbox, with a switch that makes every delivery fail (an SMTP server down). */
class SwitchableMailer implements Mailer {
  inner: Mailer | null = null;
  failing = false;

  async send(message: MailMessage): Promise<void> {
    if (this.failing) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    if (!this.inner) throw new Error('the mailer is not wired yet');
    await this.inner.send(message);
  }
}

let emailCounter = 0;
function uniqueEmail(): string {
  emailCounter += 1;
  return `buyer.${emailCounter}.${Date.now().toString(36)}@example.com`;
}

/** A mailer that keeps its messages in the dev mailbox of `build`'s own database. */
function mailboxMailer(clock?: Clock) {
  const mailer = new SwitchableMailer();
  return {
    mailer,
    prepare: async (database: { db: Parameters<typeof ensureReferenceData>[0] }) => {
      mailer.inner = new DevMailboxMailer(database.db, clock ?? { now: () => Date.now() });
      await ensureReferenceData(database.db);
    },
  };
}

describe('receipts', async () => {
  const clock = new ManualClock();
  const paypal = new FakeProvider('paypal', ['USD']);
  const { mailer, prepare } = mailboxMailer(clock);
  const { app } = await build({
    clock,
    mailer,
    paymentProviders: { paypal },
    config: { publicUrl: PUBLIC_URL, devMailbox: true },
    prepare,
  });

  async function buyer(email: string | null = uniqueEmail()) {
    const user = await createTestUser(app, { email });
    return { user, email, headers: bearer(await tokenFor(app, user)) };
  }

  /** The dev mailbox of an address, read through its HTTP route (loopback only, as inject is). */
  async function mailbox(email: string) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/dev/mailbox?target=${encodeURIComponent(email)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.list as { subject: string; body: string }[];
  }

  async function receiptSentAt(orderNo: string) {
    const [row] = await app.db
      .select({ at: orders.receiptSentAt })
      .from(orders)
      .where(eq(orders.orderNo, orderNo));
    return row!.at;
  }

  /** A paid membership order (no items), as the membership checkout writes it. */
  async function membershipOrder(user: UserRow, amountMinor: number) {
    const at = new Date(clock.now());
    const [row] = await app.db
      .insert(orders)
      .values({
        orderNo: newOrderNo(at),
        tenantId: user.tenantId,
        userId: user.id,
        kind: 'membership',
        state: 'paid',
        method: 'paypal',
        amountMinor,
        subtotalMinor: amountMinor,
        currency: 'USD',
        checkoutKey: checkoutKey(),
        createdAt: at,
        paidAt: at,
        updatedAt: at,
      })
      .returning();
    return row!;
  }

  async function checkout(headers: Record<string, string>, body: Record<string, unknown>) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: { checkoutKey: checkoutKey(), ...body },
    });
    expect(response.statusCode, response.body).toBe(200);
    return orderEnvelope.parse(response.json()).data;
  }

  it('sends one receipt for an order paid by notification, however many runs race it', async () => {
    const { email, headers } = await buyer();
    const product = await createTestProduct(app, { priceGeneral: 700 });
    const order = await checkout(headers, { method: 'paypal', productIds: [product.id] });
    expect(order.state).toBe('waiting');
    expect(await mailbox(email!)).toHaveLength(0);

    const response = await notify(app, 'paypal', { ...paidPayment(order.orderNo, 700) });
    expect(response.statusCode).toBe(200);
    // The notification started a send in the background; five runs race it.
    await Promise.all(Array.from({ length: 5 }, () => app.sendDueReceipts()));
    await vi.waitFor(async () => expect(await mailbox(email!)).toHaveLength(1), WAIT);
    await app.sendDueReceipts();
    expect(await mailbox(email!)).toHaveLength(1);
    expect(await receiptSentAt(order.orderNo)).not.toBeNull();
  });

  it('claims each order once when five runs start together', async () => {
    const buyers = await Promise.all([buyer(), buyer(), buyer()]);
    const product = await createTestProduct(app, { priceGeneral: 300 });
    const placed = await Promise.all(
      buyers.map(({ user }) => givePaidOrder(app, user, [product.id])),
    );

    const reports = await Promise.all(Array.from({ length: 5 }, () => app.sendDueReceipts()));
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(placed.length);
    for (const { email } of buyers) expect(await mailbox(email!)).toHaveLength(1);
  });

  it('keeps a receipt whose sending fails in the outbox, which sends it once on a retry', async () => {
    const { user, email } = await buyer();
    const product = await createTestProduct(app, { priceGeneral: 500 });
    const order = await givePaidOrder(app, user, [product.id], { amountMinor: 500 });

    mailer.failing = true;
    try {
      await app.sendDueReceipts();
      // The order is done with; its receipt waits in the outbox (decision 073).
      await vi.waitFor(async () => {
        const [kept] = await app.db
          .select({ state: outboxMessages.state })
          .from(outboxMessages)
          .where(eq(outboxMessages.recipient, email!));
        expect(kept?.state).toBe('queued');
      });
      expect(await receiptSentAt(order.orderNo)).not.toBeNull();
      expect(await mailbox(email!)).toHaveLength(0);
    } finally {
      mailer.failing = false;
    }

    clock.advance(60_000);
    await app.outbox.drain();
    expect(await mailbox(email!)).toHaveLength(1);
    await app.sendDueReceipts();
    expect(await mailbox(email!)).toHaveLength(1);
  });

  it('sends one receipt for a free order right after it is granted', async () => {
    const { email, headers } = await buyer();
    const product = await createTestProduct(app, { name: 'Free clock face', priceGeneral: 0 });
    const order = await checkout(headers, { productIds: [product.id] });
    expect(order.state).toBe('no_payment_required');

    // No timer in tests: the checkout itself started the send.
    await vi.waitFor(async () => expect(await mailbox(email!)).toHaveLength(1), WAIT);
    await app.sendDueReceipts();
    const [receipt] = await mailbox(email!);
    expect(await mailbox(email!)).toHaveLength(1);
    expect(receipt!.body).toContain(order.orderNo);
    expect(receipt!.body).toContain('Payment method: No payment required');
    expect(receipt!.body).toContain('- Free clock face: 0.00 USD');
    expect(receipt!.body).toContain('Total: 0.00 USD');
  });

  it('sends nothing for orders in any other state', async () => {
    const { user, email } = await buyer();
    const states = ['waiting', 'unknown', 'failed', 'cancelled', 'closed', 'refunded'];
    const placed = [];
    for (const state of states) {
      const product = await createTestProduct(app, { priceGeneral: 100 });
      placed.push(await givePaidOrder(app, user, [product.id], { state }));
    }
    await app.sendDueReceipts();
    expect(await mailbox(email!)).toHaveLength(0);
    for (const order of placed) expect(await receiptSentAt(order.orderNo)).toBeNull();
  });

  it('writes the order number, items, discount, total, method and a link to the products', async () => {
    const { user, email } = await buyer();
    const first = await createTestProduct(app, { name: 'Aurora keys', priceGeneral: 250 });
    const second = await createTestProduct(app, { name: 'Night dial', priceGeneral: 250 });
    const order = await givePaidOrder(app, user, [first.id, second.id], { amountMinor: 300 });
    // A coupon took 1.00 off a 4.00 subtotal.
    await app.db
      .update(orders)
      .set({ subtotalMinor: 400, discountMinor: 100 })
      .where(eq(orders.id, order.id));

    await app.sendDueReceipts();
    const [receipt] = await mailbox(email!);
    expect(receipt!.subject).toBe(`Your Space receipt for order ${order.orderNo}`);
    const lines = receipt!.body.split('\n');
    expect(lines).toContain(`Order number: ${order.orderNo}`);
    expect(lines).toContain('Payment method: PayPal');
    expect(lines).toContain('- Aurora keys: 1.50 USD');
    expect(lines).toContain('- Night dial: 1.50 USD');
    expect(lines).toContain('Discount: -1.00 USD');
    expect(lines).toContain('Total: 3.00 USD');
    expect(lines).toContain(`Your products: ${PUBLIC_URL}/products`);
    expect(lines.some((line) => /^Date: June 1, 2026 at .+ UTC$/.test(line))).toBe(true);
  });

  it('names the plan of a membership order, and still sends one without its row', async () => {
    const { user, email } = await buyer();
    const [plan] = await app.db
      .insert(membershipPlans)
      .values({
        tenantId: user.tenantId,
        tier: 'premium',
        duration: 'annual',
        priceMinor: 3000,
        currency: 'USD',
      })
      .returning();
    const withPlan = await membershipOrder(user, 3000);
    const withoutPlan = await membershipOrder(user, 3000);
    await app.db.insert(orderMemberships).values({
      orderId: withPlan.id,
      planId: plan!.id,
      tier: 'premium',
      duration: 'annual',
      priceMinor: 3000,
    });

    await app.sendDueReceipts();
    const receipts = await mailbox(email!);
    expect(receipts).toHaveLength(2);
    const bodyOf = (orderNo: string) => receipts.find((r) => r.body.includes(orderNo))!.body;
    expect(bodyOf(withPlan.orderNo)).toContain('- Membership: Premium member × annual: 30.00 USD');
    expect(bodyOf(withoutPlan.orderNo)).not.toContain('Membership');
    expect(bodyOf(withoutPlan.orderNo)).toContain('Total: 30.00 USD');
  });

  it('marks the orders of buyers without an email address, and skips week-old orders', async () => {
    const { user } = await buyer(null);
    const product = await createTestProduct(app, { priceGeneral: 100 });
    const noAddress = await givePaidOrder(app, user, [product.id]);
    const { user: late, email } = await buyer();
    const old = await givePaidOrder(app, late, [product.id]);
    await app.db
      .update(orders)
      .set({ createdAt: new Date(clock.now() - RECEIPT_WINDOW_MS - 60_000) })
      .where(eq(orders.id, old.id));

    const report = await app.sendDueReceipts();
    expect(report).toEqual({ sent: 0, noAddress: 1, failed: 0 });
    expect(await receiptSentAt(noAddress.orderNo)).not.toBeNull();
    expect(await receiptSentAt(old.orderNo)).toBeNull();
    expect(await mailbox(email!)).toHaveLength(0);
    expect(await app.sendDueReceipts()).toEqual({ sent: 0, noAddress: 0, failed: 0 });
  });
});

describe('receipts on the reconcile timer', async () => {
  const { mailer, prepare } = mailboxMailer();
  const { app } = await build({
    mailer,
    config: {
      commerce: {
        paymentTimeoutMs: 15 * 60_000,
        reconcileIntervalMs: 50,
        earningsHoldMs: 14 * 86_400_000,
        payoutAccountDelayMs: 48 * 3_600_000,
        downloadLinkSecret: 'receipts-test-download-link-secret',
        downloadLinkSecretConfigured: true,
      },
    },
    prepare,
  });

  it('go out in the timer’s tick, after reconciliation', async () => {
    const email = uniqueEmail();
    const user = await createTestUser(app, { email });
    const product = await createTestProduct(app, { priceGeneral: 100 });
    const order = await givePaidOrder(app, user, [product.id]);
    const mailbox = async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/dev/mailbox?target=${encodeURIComponent(email)}`,
      });
      return response.json().data.list as unknown[];
    };
    // The claim (receipt_sent_at) is written before the message is sent: wait for the message.
    await vi.waitFor(async () => expect(await mailbox()).toHaveLength(1), WAIT);
    const [row] = await app.db
      .select({ at: orders.receiptSentAt })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row!.at).not.toBeNull();
    // Later ticks leave it at one.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailbox()).toHaveLength(1);
  });
});
