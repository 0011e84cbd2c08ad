import fp from 'fastify-plugin';
import type { PaymentProviders } from './payment-providers.ts';
import type { PaymentSandbox } from './sandbox/keys.ts';
import { paymentSandboxRoutes } from './sandbox/routes.ts';
import { databaseCertificateStore } from './wechatpay/certificate-store.ts';
import { WechatPayProvider } from './wechatpay/provider.ts';

export { formatMinorUnits } from './money.ts';
export { chosenMethod, methodsFor } from './payment-providers.ts';
export type { PaymentProviders };
export { NotificationRejected, PaymentProviderError } from './provider.ts';
export type {
  ExpectedPayment,
  NotificationAnswer,
  PaymentProvider,
  ProviderPayment,
  ProviderRefund,
  RefundState,
} from './provider.ts';
export { createPaymentProviders } from './providers.ts';
export { createPaymentSandbox } from './sandbox/keys.ts';
export type { PaymentSandbox };

declare module 'fastify' {
  interface FastifyInstance {
    /** Payment providers by method; a method without one is not offered (decision 020). */
    paymentProviders: PaymentProviders;
  }
}

export interface PaymentsOptions {
  /** None by default: checkout then offers only free orders (decision 020). */
  providers?: PaymentProviders;
  /** The local stand-in for the providers (decision 021): its routes are mounted when given. */
  sandbox?: PaymentSandbox;
}

/** The payment providers of this deployment. */
export const paymentProviders = fp<PaymentsOptions>(
  async (app, options) => {
    app.decorate('paymentProviders', options.providers ?? {});
    // Downloaded WeChat Pay platform certificates are shared through the database and
    // refreshed by the jobs table (decision 057).
    const wechat = options.providers?.wechat;
    if (wechat instanceof WechatPayProvider && wechat.certificates.downloading) {
      wechat.certificates.attach(databaseCertificateStore(app.db), (err, message) =>
        app.log.warn({ err }, message),
      );
      app.jobs.add({
        name: 'wechatpay-certificates',
        stage: 1,
        run: () => wechat.certificates.maintain(),
      });
    }
  },
  { name: 'payment-providers' },
);

/** The local payment sandbox's pages and its provider endpoints, when it is on. */
export const paymentsModule = fp<PaymentsOptions>(
  async (app, options) => {
    if (!options.sandbox) return;
    await app.register(paymentSandboxRoutes, {
      sandbox: options.sandbox,
      paypalWebhookPath: '/api/payments/paypal/notify',
    });
  },
  { name: 'payments' },
);

// Creator payouts' provider side (decision 071): PayPal Payouts, Alipay transfers, their sandbox.
export { AlipayTransfers } from './payouts/alipay.ts';
export { PaypalPayouts } from './payouts/paypal.ts';
export type {
  PayoutNotice,
  PayoutOrder,
  PayoutOutcome,
  PayoutProvider,
  PayoutProviders,
} from './payouts/provider.ts';
export { createPayoutProviders } from './payouts/providers.ts';
export { payoutSandboxRoutes, SANDBOX_PAYOUTS_PATH } from './payouts/sandbox.ts';
