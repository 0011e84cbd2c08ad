import fp from 'fastify-plugin';
import type { CommerceContext } from './commerce-context.ts';
import { couponPreviewRoutes } from './coupon-preview.routes.ts';
import { orderRoutes } from './orders.routes.ts';
import { paymentNotifyRoutes } from './payment-notify.routes.ts';
import { receiptsInBackground, sendDueReceipts, type ReceiptReport } from './receipts.ts';
import { reconcileOrders, type ReconcileReport } from './reconcile.ts';
import { redeemRoutes } from './redeem.routes.ts';

export type { CommerceContext };

declare module 'fastify' {
  interface FastifyInstance {
    /** What the order logic works with outside a request. */
    commerce: CommerceContext;
    /** One reconciliation and expiry run (decision 020); the jobs run it too. */
    reconcileOrders: (now?: number) => Promise<ReconcileReport>;
    /** One run of the receipt outbox (decision 020); the jobs run it too. */
    sendDueReceipts: (now?: number) => Promise<ReceiptReport>;
    /** Sends one order's receipt in the background, right after it was paid or granted. */
    sendReceiptSoon: (orderNo: string) => void;
  }
}

/** The order logic's context, reconciliation and the receipt outbox, with their jobs. */
export const commerceServices = fp(
  async (app) => {
    app.decorate('commerce', {
      db: app.db,
      clock: app.clock,
      config: app.config,
      providers: app.paymentProviders,
      log: app.log,
    });
    app.decorate('reconcileOrders', (now?: number) => reconcileOrders(app.commerce, now));
    const receiptContext = { ...app.commerce, mailer: app.mailer };
    const receipts = receiptsInBackground(receiptContext);
    app.decorate('sendDueReceipts', (now?: number) => sendDueReceipts(receiptContext, now));
    app.decorate('sendReceiptSoon', receipts.sendSoon);
    app.jobs.add({
      name: 'reconcile orders',
      stage: 1,
      run: async () => {
        const report = await app.reconcileOrders();
        const refunds = report.refunds.settled + report.refunds.errors;
        if (report.settled + report.expired + report.errors + refunds > 0) {
          app.log.info({ reconcile: report }, 'orders reconciled');
        }
      },
    });
    app.jobs.add({ name: 'receipts', stage: 2, run: () => app.sendDueReceipts() });
    app.addHook('onClose', async () => receipts.drain());
  },
  { name: 'commerce-services', dependencies: ['platform', 'jobs-table', 'payment-providers'] },
);

/**
 * Commerce (decision 048): orders and checkout, payment notifications, redeeming exchange codes
 * and the coupon preview: the flows that cross cart, coupons, memberships, orders, redeem codes,
 * ownership and payments.
 */
export const commerceModule = fp(
  async (app) => {
    await app.register(orderRoutes);
    await app.register(couponPreviewRoutes);
    await app.register(redeemRoutes);
    // Encapsulated: its raw-body parser must not reach any other route.
    await app.register(paymentNotifyRoutes);
  },
  { name: 'commerce' },
);
