import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDependencies } from './app-dependencies.ts';
import { fastifyOptions } from './fastify-options.ts';
import { httpLayer } from './http-layer.ts';
import { jobsRunner, jobsTable } from './jobs.ts';
import { accessModule } from './modules/access/index.ts';
import { adminModule } from './modules/admin/index.ts';
import { analyticsModule } from './modules/analytics/index.ts';
import { articlesModule } from './modules/articles/index.ts';
import { authModule } from './modules/auth/index.ts';
import { authorsModule } from './modules/authors/index.ts';
import { brandRegistry, brandsModule } from './modules/brands/index.ts';
import { cartModule } from './modules/cart/index.ts';
import { catalogChanges, catalogModule } from './modules/catalog/index.ts';
import { commerceModule, commerceServices } from './modules/commerce/index.ts';
import { couponsModule } from './modules/coupons/index.ts';
import { creatorStatsModule } from './modules/creator-stats/index.ts';
import { devMailboxModule } from './modules/dev-mailbox/index.ts';
import { downloadsModule } from './modules/downloads/index.ts';
import { earningsModule } from './modules/earnings/index.ts';
import { healthModule } from './modules/health/index.ts';
import { homeModule } from './modules/home/index.ts';
import { likesModule } from './modules/likes/index.ts';
import { membershipReminders, membershipsModule } from './modules/memberships/index.ts';
import { moderationModule } from './modules/moderation/index.ts';
import { notificationsModule } from './modules/notifications/index.ts';
import { packagesModule } from './modules/packages/index.ts';
import { paymentProviders, paymentsModule } from './modules/payments/index.ts';
import { payoutsModule } from './modules/payouts/index.ts';
import { productUpdatesModule, updateEmails } from './modules/product-updates/index.ts';
import { productsModule } from './modules/products/index.ts';
import { searchIndex } from './modules/search/index.ts';
import { seoModule } from './modules/seo/index.ts';
import { redeemCodesModule } from './modules/redeem-codes/index.ts';
import { reviewsModule } from './modules/reviews/index.ts';
import { socialModule } from './modules/social/index.ts';
import { uploadsModule } from './modules/uploads/index.ts';
import { usersModule } from './modules/users/index.ts';
import { videosModule } from './modules/videos/index.ts';
import { wechatModule } from './modules/wechat/index.ts';
import { platform } from './platform.ts';
import { metrics } from './plugins/metrics.ts';
import { webApp } from './plugins/web-app.ts';

export { fastifyOptions };

export type { AppDependencies };

/** The modules' routes, in the order they are mounted (docs/architecture.md). */
const MODULES = [
  catalogModule,
  brandsModule,
  homeModule,
  productsModule,
  uploadsModule,
  packagesModule,
  moderationModule,
  productUpdatesModule,
  authorsModule,
  likesModule,
  reviewsModule,
  videosModule,
  articlesModule,
  creatorStatsModule,
  earningsModule,
  socialModule,
  notificationsModule,
  cartModule,
  commerceModule,
  membershipsModule,
  couponsModule,
  redeemCodesModule,
  downloadsModule,
  analyticsModule,
  usersModule,
  devMailboxModule,
  wechatModule,
  accessModule,
  adminModule,
  seoModule,
];

/**
 * Everything the API is, as one plugin; server.ts and the tests both mount it (decision 047):
 * the platform and the modules' services first (what later plugins use), then the HTTP layer
 * every request passes, the modules' routes, the background jobs and last the web app.
 */
export const spaceApp = fp(
  async (app, deps: AppDependencies) => {
    // First registered, so its onClose hooks run last (see closeDatabase).
    await app.register(platform, deps);
    await app.register(jobsTable);
    await app.register(catalogChanges);
    await app.register(brandRegistry);
    await app.register(searchIndex);
    await app.register(paymentProviders, { providers: deps.paymentProviders });
    await app.register(commerceServices);
    await app.register(membershipReminders);
    await app.register(updateEmails);

    await app.register(httpLayer, deps);
    // Before metrics, as before: health probes are not counted as traffic.
    await app.register(healthModule);
    await app.register(metrics, {
      token: deps.config.metricsToken,
      databaseStatus: deps.databaseStatus,
    });
    await app.register(authModule, { captchaAnswers: deps.captchaAnswers });
    await app.register(paymentsModule, { sandbox: deps.paymentSandbox });
    await app.register(payoutsModule, {
      providers: deps.payoutProviders,
      sandbox: deps.paymentSandbox,
    });
    for (const module of MODULES) await app.register(module);

    await app.register(jobsRunner, { intervalMs: deps.config.commerce.reconcileIntervalMs });
    await app.register(webApp, {
      distDir: deps.config.webDistDir,
      firstView: deps.config.firstView,
    });
  },
  { name: 'space-app' },
);

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify(fastifyOptions(deps.config)).withTypeProvider<ZodTypeProvider>();
  await app.register(spaceApp, deps);
  return app;
}
