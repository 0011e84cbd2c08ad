import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_MESSAGES, ERRORS } from '@space/contracts/errors';
import { localeFromLangHeader } from '@space/contracts/locales';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { AppConfig } from './config/env.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createObjectStorage } from './lib/create-object-storage.ts';
import { FileStorage } from './lib/file-storage.ts';
import { isPrivateKey, LocalObjectStorage, type ObjectStorage } from './lib/object-storage.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import {
  FallbackRateLimiter,
  MemoryRateLimiter,
  redisClientOptions,
  type RateLimiter,
} from './lib/rate-limiter.ts';
import { createSmsSender, type SmsSender } from './lib/sms.ts';
import { createImageQueue } from './lib/upload.ts';
import type { WorkQueue } from './lib/work-queue.ts';
import { paymentSandboxRoutes } from './modules/payments/sandbox.routes.ts';
import type { PaymentSandbox } from './modules/payments/sandbox.keys.ts';
import { auth } from './modules/auth/auth.plugin.ts';
import { metrics } from './plugins/metrics.ts';
import type { Database, DatabaseEngine, DatabaseStatus } from './db/client.ts';
import { storedFileRoutes } from './modules/files/stored-files.routes.ts';
import { adminAuditRoutes } from './modules/access/audit.routes.ts';
import { adminBrandRoutes } from './modules/admin/admin-brands.routes.ts';
import { adminConsoleRoutes } from './modules/admin/admin-console.routes.ts';
import { adminVideoRoutes } from './modules/admin/admin-videos.routes.ts';
import { adminUserRoutes } from './modules/admin/admin-users.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { authorRoutes } from './modules/authors/authors.routes.ts';
import { BrandRegistry } from './modules/brands/brand-registry.ts';
import { brandRoutes } from './modules/brands/brands.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { captchaRoutes } from './modules/auth/captcha.routes.ts';
import type { CaptchaAnswerSource } from './modules/auth/captcha.service.ts';
import { sessionRoutes } from './modules/auth/sessions.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { homeRoutes } from './modules/home/home.routes.ts';
import { codeRoutes } from './modules/auth/codes/codes.routes.ts';
import { couponRoutes } from './modules/coupons/coupons.routes.ts';
import { couponPreviewRoutes } from './modules/commerce/coupon-preview.routes.ts';
import { redeemRoutes } from './modules/commerce/redeem.routes.ts';
import { creatorStatsRoutes } from './modules/creator-stats/creator-stats.routes.ts';
import { productViewCounter } from './modules/creator-stats/product-views.ts';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes.ts';
import { downloadRoutes } from './modules/downloads/downloads.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { likeRoutes } from './modules/likes/likes.routes.ts';
import { videoRoutes } from './modules/videos/videos.routes.ts';
import { articleModerationRoutes } from './modules/articles/article-moderation.routes.ts';
import { articleRoutes } from './modules/articles/articles.routes.ts';
import { myArticleRoutes } from './modules/articles/my-articles.routes.ts';
import { membershipRoutes } from './modules/memberships/memberships.routes.ts';
import { sendMembershipReminders, type ReminderReport } from './modules/memberships/reminders.ts';
import type { CommerceContext } from './modules/commerce/commerce-context.ts';
import { orderRoutes } from './modules/commerce/orders.routes.ts';
import { paymentNotifyRoutes } from './modules/commerce/payment-notify.routes.ts';
import type { PaymentProviders } from './modules/payments/payment-providers.ts';
import {
  reconcileOrders,
  startReconciler,
  type ReconcileReport,
} from './modules/commerce/reconcile.ts';
import {
  receiptsInBackground,
  sendDueReceipts,
  type ReceiptReport,
} from './modules/commerce/receipts.ts';
import { productImageRoutes } from './modules/products/product-images.routes.ts';
import { moderationRoutes } from './modules/moderation/moderation.routes.ts';
import { productUpdateRoutes } from './modules/product-updates/product-updates.routes.ts';
import {
  sendDueUpdateEmails,
  updateEmailsInBackground,
  type UpdateEmailReport,
} from './modules/product-updates/update-emails.ts';
import { uploadMediaRoutes } from './modules/uploads/upload-media.routes.ts';
import { uploadRoutes } from './modules/uploads/uploads.routes.ts';
import { packageUploadRoutes } from './modules/packages/package-uploads.routes.ts';
import { sweepPackageUploads } from './modules/packages/package-sweep.ts';
import { redeemCodeRoutes } from './modules/redeem-codes/redeem-codes.routes.ts';
import { productListingRoutes } from './modules/products/product-listing.routes.ts';
import { productRoutes } from './modules/products/products.routes.ts';
import { AVATAR_MAX_BYTES } from './modules/users/profile.avatar.ts';
import { meRoutes } from './modules/users/me.routes.ts';
import { profileRoutes } from './modules/users/profile.routes.ts';
import { securityRoutes } from './modules/users/security.routes.ts';
import { socialRoutes } from './modules/social/social.routes.ts';
import { wechatRoutes } from './modules/wechat/wechat.routes.ts';
import { apiDocs } from './plugins/api-docs.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { httpCache } from './plugins/http-cache.ts';
import { responseCache } from './plugins/response-cache.ts';
import { CatalogChanges } from './modules/catalog/catalog-changes.ts';
import { SearchIndex } from './modules/products/search-index/search-index.ts';
import { inputHygiene } from './plugins/input-hygiene.ts';
import { requestContext } from './plugins/request-context.ts';
import { security } from './plugins/security.ts';
import { webApp } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbEngine: DatabaseEngine;
    config: AppConfig;
    appVersion: string;
    clock: Clock;
    rateLimiter: RateLimiter;
    mailer: Mailer;
    sms: SmsSender;
    /** Bounds concurrent decoding of uploaded images (decision 011). */
    imageQueue: WorkQueue;
    /** Every stored file: DATA_DIR/files or an S3 bucket (decisions 027, 044). */
    objectStorage: ObjectStorage;
    /** Public files by content hash (images, avatars, video files) in `objectStorage`. */
    files: FileStorage;
    /** Payment providers by method; a method without one is not offered (decision 020). */
    paymentProviders: PaymentProviders;
    /** What the order logic works with outside a request. */
    commerce: CommerceContext;
    /** One reconciliation and expiry run (decision 020); the timer calls it too. */
    reconcileOrders: (now?: number) => Promise<ReconcileReport>;
    /** One run of the receipt outbox (decision 020); the reconcile timer calls it too. */
    sendDueReceipts: (now?: number) => Promise<ReceiptReport>;
    /** Sends one order's receipt in the background, right after it was paid or granted. */
    sendReceiptSoon: (orderNo: string) => void;
    /** One run of the membership expiry reminders (decision 023); the reconcile timer calls it too. */
    sendMembershipReminders: (now?: number) => Promise<ReminderReport>;
    /** One run of the new-version email outbox (decision 029); the reconcile timer calls it too. */
    sendDueUpdateEmails: (now?: number) => Promise<UpdateEmailReport>;
    /** Sends due update emails in the background, right after an approval notified owners. */
    sendUpdateEmailsSoon: () => void;
    /** Committed changes to the catalogue, as the database announces them (decision 036). */
    catalogChanges: CatalogChanges;
    /** The in-process search index; null when SEARCH_INDEX is off (decision 036). */
    searchIndex: SearchIndex | null;
    /** This instance's copy of the brands' host rules (spec §2, decision 041), kept fresh. */
    brands: BrandRegistry;
  }
}

export interface AppDependencies {
  config: AppConfig;
  db: Database;
  dbEngine: DatabaseEngine;
  version: string;
  /** Tests pass a ManualClock to move time; the system clock otherwise. */
  clock?: Clock;
  /** Tests pass their own transports; otherwise chosen from config (SMTP, dev mailbox, none). */
  mailer?: Mailer;
  sms?: SmsSender;
  /** Source of graphic-code answers; random unless a test passes one it knows. */
  captchaAnswers?: CaptchaAnswerSource;
  /** Connection losses of the database pool, logged as they happen. */
  databaseStatus?: DatabaseStatus;
  /**
   * Closes the database the app was given, after every other closing step: Fastify runs
   * onClose hooks last-registered first, and the jobs, outboxes and the catalogue listener
   * still talk to the database while they stop.
   */
  closeDatabase?: () => Promise<void>;
  /**
   * Payment providers by method (modules/payments/provider.ts). None by default: checkout then
   * offers only free orders, until the server wires the configured providers in.
   */
  paymentProviders?: PaymentProviders;
  /** The local stand-in for the providers (decision 021): its routes are mounted when given. */
  paymentSandbox?: PaymentSandbox;
  /** Object storage; otherwise chosen from config (decision 027). */
  objectStorage?: ObjectStorage;
}

/** Everything the API is, as one plugin; server.ts and the tests both mount it. */
export const spaceApp = fp(
  async (app, deps: AppDependencies) => {
    // First registered, so it runs last (see closeDatabase).
    if (deps.closeDatabase) app.addHook('onClose', deps.closeDatabase);
    app.decorate('db', deps.db);
    app.decorate('dbEngine', deps.dbEngine);
    app.decorate('config', deps.config);
    app.decorate('appVersion', deps.version);
    app.decorate('clock', deps.clock ?? systemClock);
    app.decorate('rateLimiter', await createRateLimiter(app, deps));
    app.decorate('mailer', deps.mailer ?? createMailer(deps.config, deps.db, app.clock));
    app.decorate('sms', deps.sms ?? createSmsSender(deps.config, deps.db, app.clock));
    app.decorate('imageQueue', createImageQueue());
    app.decorate(
      'objectStorage',
      deps.objectStorage ?? createObjectStorage(deps.config.dataDir, deps.config.storage),
    );
    app.addHook('onClose', async () => app.objectStorage.close());
    app.decorate('files', new FileStorage(app.objectStorage));
    app.decorate('paymentProviders', deps.paymentProviders ?? {});
    app.decorate('commerce', {
      db: deps.db,
      clock: app.clock,
      config: deps.config,
      providers: app.paymentProviders,
      log: app.log,
    });
    app.decorate('reconcileOrders', (now?: number) => reconcileOrders(app.commerce, now));
    const receiptContext = { ...app.commerce, mailer: app.mailer };
    const receipts = receiptsInBackground(receiptContext);
    app.decorate('sendDueReceipts', (now?: number) => sendDueReceipts(receiptContext, now));
    app.decorate('sendReceiptSoon', receipts.sendSoon);
    app.decorate('sendMembershipReminders', (now?: number) =>
      sendMembershipReminders(receiptContext, now),
    );
    const updateEmails = updateEmailsInBackground(receiptContext);
    app.decorate('sendDueUpdateEmails', (now?: number) => sendDueUpdateEmails(receiptContext, now));
    app.decorate('sendUpdateEmailsSoon', updateEmails.sendSoon);
    await decorateCatalogCopies(app, deps);
    let reconciler: { stop: () => Promise<void> } | null = null;
    app.addHook('onReady', async () => {
      reconciler = startReconciler(
        app.commerce,
        deps.config.commerce.reconcileIntervalMs,
        // Receipts and membership reminders side by side: one failing never holds back the other.
        () =>
          Promise.allSettled([
            app.sendDueReceipts(),
            app.sendMembershipReminders(),
            app.sendDueUpdateEmails(),
            // Abandoned package uploads leave nothing behind (decision 026).
            sweepPackageUploads(app.db, deps.config.dataDir, app.clock.now()),
          ]).then((runs) => {
            for (const run of runs) {
              if (run.status === 'rejected') {
                app.log.warn({ err: run.reason }, 'a run after reconciliation failed');
              }
            }
          }),
      );
      if (
        deps.config.nodeEnv === 'production' &&
        !deps.config.commerce.downloadLinkSecretConfigured
      ) {
        app.log.warn(
          'DOWNLOAD_LINK_SECRET is not set: download links work only on this instance until it stops',
        );
      }
      if (deps.config.redeemCodes.secret === null) {
        app.log.warn('REDEEM_CODE_SECRET is not set: exchange codes are off (decision 024)');
      }
    });
    app.addHook('onClose', async () => {
      await reconciler?.stop();
      await receipts.drain();
      await updateEmails.drain();
    });
    app.addHook('onClose', async () => app.mailer.close?.());
    const logConnectionError = (error: Error) =>
      app.log.warn({ err: error }, 'database connection lost');
    deps.databaseStatus?.on('connection-error', logConnectionError);
    app.addHook('onClose', async () => {
      deps.databaseStatus?.off('connection-error', logConnectionError);
    });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // JSON only (architecture §3): Fastify's default text/plain parser would hand
    // a string to handlers (and accept CORS-simple cross-site posts); answer 415.
    app.removeContentTypeParser('text/plain');

    await app.register(requestContext);
    await app.register(errorHandler);
    // Before every route: no control characters in any text input (decision 018).
    await app.register(inputHygiene);
    await app.register(auth);
    await app.register(security);
    // Before compress: its onSend hook must hash the JSON, not the compressed stream.
    await app.register(httpCache);
    if (deps.config.responseCache.enabled) {
      await app.register(responseCache, {
        ...deps.config.responseCache,
        changes: app.catalogChanges,
        now: () => app.clock.now(),
      });
    }
    await app.register(compress, { threshold: 1024 });
    // Uploads are read by the route (request.file()), which may set its own limits.
    await app.register(multipart, { limits: { files: 1, fileSize: AVATAR_MAX_BYTES } });
    await app.register(apiDocs, { version: deps.version });

    if (app.objectStorage instanceof LocalObjectStorage) {
      fs.mkdirSync(app.objectStorage.root, { recursive: true });
      await app.register(fastifyStatic, {
        root: app.objectStorage.root,
        prefix: '/files/',
        decorateReply: false,
        // File keys are content-addressed, so a key never changes its bytes.
        maxAge: '365d',
        immutable: true,
        // Packages are sold: served only behind a download link (decision 027).
        allowedPath: (pathname) => !isPrivateKey(pathname.replace(/^\/+/, '')),
      });
    } else {
      // The bucket, through the same URLs (decision 044).
      await app.register(storedFileRoutes);
    }

    await app.register(healthRoutes);
    await app.register(metrics, {
      token: deps.config.metricsToken,
      databaseStatus: deps.databaseStatus,
    });
    await app.register(catalogRoutes);
    await app.register(brandRoutes);
    await app.register(homeRoutes);
    // Before productRoutes: a product read counts a view (decision 030).
    await app.register(productViewCounter);
    await app.register(productRoutes);
    await app.register(productImageRoutes);
    await app.register(productListingRoutes);
    // Creator studio (decisions 028, 029): upload records, their review, update notices.
    await app.register(uploadRoutes);
    await app.register(uploadMediaRoutes);
    // Encapsulated: its raw-body parser must not reach any other route.
    await app.register(packageUploadRoutes);
    await app.register(moderationRoutes);
    await app.register(productUpdateRoutes);
    await app.register(authorRoutes);
    await app.register(likeRoutes);
    await app.register(videoRoutes);
    await app.register(articleRoutes);
    await app.register(myArticleRoutes);
    await app.register(articleModerationRoutes);
    await app.register(creatorStatsRoutes);
    await app.register(socialRoutes);
    await app.register(cartRoutes);
    await app.register(orderRoutes);
    await app.register(membershipRoutes);
    await app.register(couponRoutes);
    await app.register(couponPreviewRoutes);
    await app.register(redeemCodeRoutes);
    await app.register(redeemRoutes);
    // Encapsulated: its raw-body parser must not reach any other route.
    await app.register(paymentNotifyRoutes);
    if (deps.paymentSandbox) {
      await app.register(paymentSandboxRoutes, {
        sandbox: deps.paymentSandbox,
        paypalWebhookPath: '/api/payments/paypal/notify',
      });
    }
    await app.register(downloadRoutes);
    await app.register(analyticsRoutes);
    await app.register(captchaRoutes, { answers: deps.captchaAnswers });
    await app.register(codeRoutes);
    await app.register(authRoutes);
    await app.register(sessionRoutes);
    await app.register(meRoutes);
    await app.register(securityRoutes);
    if (deps.config.devMailbox) await app.register(devMailboxRoutes);
    await app.register(wechatRoutes);
    await app.register(profileRoutes);
    await app.register(adminUserRoutes);
    await app.register(adminAuditRoutes);
    await app.register(adminBrandRoutes);
    await app.register(adminConsoleRoutes);
    await app.register(adminVideoRoutes);
    await app.register(webApp, {
      distDir: deps.config.webDistDir,
      firstView: deps.config.firstView,
    });
  },
  { name: 'space-app' },
);

/**
 * The search index and the response cache keep copies of the catalogue; both follow its
 * change announcements, which start with the app and stop with it (decision 036).
 */
async function decorateCatalogCopies(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const changes = new CatalogChanges(app.log);
  app.decorate('catalogChanges', changes);
  const brands = new BrandRegistry(deps.db, changes, app.log);
  app.decorate('brands', brands);
  // Host rules choose a visitor's brand (viewerTenantOf): fresh before any API handler runs.
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) await brands.refreshIfStale();
  });
  const { searchIndex, responseCache: cache } = deps.config;
  const index = searchIndex.enabled
    ? new SearchIndex(deps.db, changes, {
        refreshIntervalMs: searchIndex.refreshIntervalMs,
        log: app.log,
      })
    : null;
  app.decorate('searchIndex', index);
  if (!index && !cache.enabled) return;
  app.addHook('onReady', async () => {
    await changes.start(deps.db, deps.dbEngine);
    // In the background: SQL answers searches until the index is built.
    index?.start();
  });
  app.addHook('onClose', async () => {
    await index?.close();
    await changes.close();
  });
}

async function createRateLimiter(
  app: FastifyInstance,
  deps: AppDependencies,
): Promise<RateLimiter> {
  const clock = deps.clock ?? systemClock;
  if (!deps.config.redisUrl) return new MemoryRateLimiter(clock);
  // Redis going away degrades the limits to this process; it never fails a request (decision 016).
  const redis = new Redis(deps.config.redisUrl, redisClientOptions);
  const limiter = new FallbackRateLimiter(
    redis,
    new MemoryRateLimiter(clock),
    app.log,
    undefined,
    `${deps.config.redisKeyPrefix}rl:`,
  );
  await limiter.connect();
  app.addHook('onClose', () => limiter.close());
  return limiter;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * pino-pretty when the config asks for readable logs and it is installed (a development
 * dependency: a production install leaves it out, and JSON lines it is).
 */
function prettyTransport(config: AppConfig): { target: string; options: object } | undefined {
  if (!config.logPretty) return undefined;
  let target: string;
  try {
    target = createRequire(import.meta.url).resolve('pino-pretty');
  } catch {
    return undefined;
  }
  return {
    target,
    options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
  };
}

export function fastifyOptions(config: AppConfig): FastifyServerOptions {
  return {
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.satoken'],
            transport: prettyTransport(config),
          },
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    // Read in genReqId instead, so a client cannot inject arbitrary ids into our logs.
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming)
        ? incoming
        : randomUUID();
    },
    // Keep serving in-flight requests on close; new ones get 503 (Fastify default).
    return503OnClosing: true,
    // A path that is not valid UTF-8 once decoded never reaches a route or the error handler:
    // answer it in the envelope like every other bad request.
    frameworkErrors: (_error, request, reply) => {
      const header = request.headers['lang'];
      const locale = localeFromLangHeader(Array.isArray(header) ? header[0] : header);
      void (reply as unknown as FastifyReply).status(ERRORS.BAD_REQUEST.status).send({
        code: ERRORS.BAD_REQUEST.code,
        msg: ERROR_MESSAGES.BAD_REQUEST[locale],
        data: null,
      });
    },
  };
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify(fastifyOptions(deps.config)).withTypeProvider<ZodTypeProvider>();
  await app.register(spaceApp, deps);
  return app;
}
