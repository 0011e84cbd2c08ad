import type { FastifyPluginAsync } from 'fastify';
import { systemClock, type Clock } from '../../../lib/clock.ts';
import type { PublicUrlConfig } from '../../../lib/public-url.ts';
import { alipaySandbox } from './alipay.ts';
import { paypalSandbox } from './paypal.ts';
import { SANDBOX_PAY_PATH, type PaymentSandbox } from './keys.ts';
import type { SandboxContext } from './shared.ts';
import { databaseStore, memoryStore, type SandboxStore } from './store.ts';
import type { Database } from '../../../db/client.ts';
import { wechatPaySandbox } from './wechatpay.ts';

export interface PaymentSandboxOptions {
  sandbox: PaymentSandbox;
  /**
   * Where the sandbox posts PayPal webhooks: a path on this site (PayPal has no per-order
   * notify URL; a real deployment registers one in the PayPal app). WeChat Pay and Alipay
   * notifications go to the notify_url of each order.
   */
  paypalWebhookPath: string;
  /** PUBLIC_URL rules for the links the sandbox builds; the app's config when omitted. */
  urls?: PublicUrlConfig;
  clock?: Clock;
  /** Where the sandbox keeps its trades; the app's database when omitted (memory without one). */
  db?: Database;
}

/**
 * The local stand-in for WeChat Pay, Alipay and PayPal (decision 021), under
 * /api/sandbox/pay/{wechat,alipay,paypal}: the provider side of each protocol, its pay page
 * and its notifications. Register it only when config.payments.sandbox is on; it answers in
 * the providers' wire formats, not our envelope.
 */
export const paymentSandboxRoutes: FastifyPluginAsync<PaymentSandboxOptions> = async (
  app,
  options,
) => {
  const urls = options.urls ?? (app as { config?: PublicUrlConfig }).config;
  if (!urls) throw new Error('paymentSandboxRoutes needs `urls` outside the app');
  // The configuration refuses PAYMENTS_SANDBOX in production; this refuses a wiring mistake.
  if (urls.nodeEnv === 'production')
    throw new Error('the payment sandbox never runs in production');
  if (!options.paypalWebhookPath.startsWith('/')) {
    throw new Error('paypalWebhookPath must be a path on this site');
  }
  const clock = options.clock ?? (app as { clock?: Clock }).clock ?? systemClock;
  const db = options.db ?? (app as { db?: Database }).db;
  const stores = new Map<string, SandboxStore>();
  const store = (provider: string) => {
    if (!stores.has(provider)) {
      stores.set(provider, db ? databaseStore(db, provider) : memoryStore());
    }
    return stores.get(provider)!;
  };
  const context: SandboxContext = { urls, now: () => clock.now(), store };

  // Signatures cover the exact bytes: JSON stays a Buffer, forms stay text (this scope only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 65_536 },
    (_r, body, done) => done(null, body),
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 65_536 },
    (_r, body, done) => done(null, body),
  );

  const shared = { sandbox: options.sandbox, context };
  await app.register(wechatPaySandbox, { ...shared, prefix: `${SANDBOX_PAY_PATH}/wechat` });
  await app.register(alipaySandbox, { ...shared, prefix: `${SANDBOX_PAY_PATH}/alipay` });
  await app.register(paypalSandbox, {
    ...shared,
    webhookPath: options.paypalWebhookPath,
    prefix: `${SANDBOX_PAY_PATH}/paypal`,
  });
};
