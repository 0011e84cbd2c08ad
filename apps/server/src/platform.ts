import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDependencies } from './app-dependencies.ts';
import type { AppConfig } from './config/env.ts';
import type { Database, DatabaseEngine } from './db/client.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { createObjectStorage } from './lib/create-object-storage.ts';
import { FileStorage } from './lib/file-storage.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import type { ObjectStorage } from './lib/object-storage.ts';
import { Outbox } from './lib/outbox.ts';
import {
  FallbackRateLimiter,
  MemoryRateLimiter,
  redisClientOptions,
  type RateLimiter,
} from './lib/rate-limiter.ts';
import { createSmsSender, type SmsSender } from './lib/sms.ts';
import { createImageQueue } from './lib/upload.ts';
import type { WorkQueue } from './lib/work-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbEngine: DatabaseEngine;
    config: AppConfig;
    appVersion: string;
    clock: Clock;
    rateLimiter: RateLimiter;
    /** Every email goes through the outbox (decision 073): kept, delivered, retried. */
    mailer: Mailer;
    /** Every text goes through the outbox too, one attempt each (decision 073). */
    sms: SmsSender;
    /** The outbox itself: its worker, the codes' mailer, the admins' view. */
    outbox: Outbox;
    /** Bounds concurrent decoding of uploaded images (decision 011). */
    imageQueue: WorkQueue;
    /** Every stored file: DATA_DIR/files or an S3 bucket (decisions 027, 044). */
    objectStorage: ObjectStorage;
    /** Public files by content hash (images, avatars, video files) in `objectStorage`. */
    files: FileStorage;
  }
}

/**
 * What every module works with (decision 047): the database, configuration, clock, rate
 * limiter, mail, text messages, stored files. Registered first, so its onClose hooks run last:
 * the database closes after every job, outbox and listener that still talks to it has stopped.
 */
export const platform = fp<AppDependencies>(
  async (app, deps) => {
    if (deps.closeDatabase) app.addHook('onClose', deps.closeDatabase);
    app.decorate('db', deps.db);
    app.decorate('dbEngine', deps.dbEngine);
    app.decorate('config', deps.config);
    app.decorate('appVersion', deps.version);
    app.decorate('clock', deps.clock ?? systemClock);
    app.decorate('rateLimiter', await createRateLimiter(app, deps));
    // The transports (given by tests, else from the configuration) sit behind the outbox.
    const transport = {
      mailer: deps.mailer ?? createMailer(deps.config, deps.db, app.clock),
      sms: deps.sms ?? createSmsSender(deps.config, deps.db, app.clock),
    };
    const outbox = new Outbox({
      db: deps.db,
      clock: app.clock,
      log: app.log,
      config: deps.config.outbox,
      transport,
    });
    app.decorate('outbox', outbox);
    app.decorate('mailer', outbox.mailer);
    app.decorate('sms', outbox.sms);
    // After the database's hook, so it runs before it: the worker stops, then the database.
    app.addHook('onReady', async () => outbox.start());
    app.addHook('onClose', async () => outbox.stop());
    app.decorate('imageQueue', createImageQueue());
    app.decorate(
      'objectStorage',
      deps.objectStorage ?? createObjectStorage(deps.config.dataDir, deps.config.storage),
    );
    app.addHook('onClose', async () => app.objectStorage.close());
    app.decorate('files', new FileStorage(app.objectStorage));
    app.addHook('onClose', async () => transport.mailer.close?.());
    const logConnectionError = (error: Error) =>
      app.log.warn({ err: error }, 'database connection lost');
    deps.databaseStatus?.on('connection-error', logConnectionError);
    app.addHook('onClose', async () => {
      deps.databaseStatus?.off('connection-error', logConnectionError);
    });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler(deps.config.responseValidation));
    // JSON only (architecture §3): Fastify's default text/plain parser would hand
    // a string to handlers (and accept CORS-simple cross-site posts); answer 415.
    app.removeContentTypeParser('text/plain');
  },
  { name: 'platform' },
);

async function createRateLimiter(
  app: FastifyInstance,
  deps: AppDependencies,
): Promise<RateLimiter> {
  const clock = deps.clock ?? systemClock;
  if (!deps.config.redisUrl) return new MemoryRateLimiter(clock);
  // Redis going away degrades the limits to this process; it never fails a request (decision 016).
  // Loaded only when configured: most starts (the embedded default) have no Redis.
  const { Redis } = await import('ioredis');
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
