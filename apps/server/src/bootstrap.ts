import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from './app.ts';
import { withPersistentDevSecrets } from './config/dev-secrets.ts';
import type { AppConfig } from './config/env.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { createObjectStorage } from './lib/create-object-storage.ts';
import { FileStorage } from './lib/file-storage.ts';
import { delistUnpackaged } from './modules/products/index.ts';
import { createPaymentProviders, createPaymentSandbox } from './modules/payments/index.ts';
import { createPayoutProviders } from './modules/payments/index.ts';
import {
  countDemoAccounts,
  demoAccountsWanted,
  describeDemoAccountsInProduction,
  ensureDemoAccounts,
  type DemoAccount,
} from './seed/demo-accounts.ts';
import { seedDemoSocial } from './seed/demo-social.ts';
import { ensureReferenceData } from './db/reference-data.ts';
import { runSeed } from './seed/run-seed.ts';

declare const __APP_VERSION__: string | undefined;
export const APP_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

/** `purpose` names this process to another that finds the embedded database taken (decision 052). */
export function openConfiguredDatabase(
  config: AppConfig,
  purpose = 'server',
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({ engine: 'postgres', url: config.databaseUrl })
    : openDatabase({ engine: 'pglite', dataDir: config.dataDir, purpose });
}

/**
 * Parts a caller may supply instead of the defaults: the e2e server injects its graphic codes
 * and a clock its tests move forward (e2e/support/server-clock.ts). The payment and payout
 * clients made below keep the system clock.
 */
export type AppOverrides = Pick<AppDependencies, 'captchaAnswers' | 'clock' | 'mailer' | 'sms'>;

/**
 * The payment providers of this deployment: real credentials per provider, the local sandbox
 * for the rest outside production (decision 021). The sandbox's clients call this server, at
 * PUBLIC_URL or on its own port.
 */
async function configuredPayments(
  config: AppConfig,
): Promise<Pick<AppDependencies, 'paymentProviders' | 'paymentSandbox' | 'payoutProviders'>> {
  if (!config.payments.sandbox) {
    return {
      paymentProviders: createPaymentProviders(config.payments),
      payoutProviders: createPayoutProviders(config.payments),
    };
  }
  const sandbox = await createPaymentSandbox();
  const baseUrl = config.publicUrl ?? `http://127.0.0.1:${config.port}`;
  return {
    paymentProviders: createPaymentProviders(config.payments, { sandbox, baseUrl }),
    paymentSandbox: sandbox,
    payoutProviders: createPayoutProviders(config.payments, { sandbox, baseUrl }),
  };
}

export interface StartOptions {
  /**
   * Settles when the web app's files are in place (scripts/start.mjs builds them beside the
   * database's start-up); a rejection ends the start.
   */
  webReady?: Promise<unknown>;
}

/**
 * Opens the database, migrates, seeds an empty one and builds the app (not yet listening).
 * In development, with the demo seed on, it also makes the demo accounts (README "Try it")
 * and answers those it made now, for the runner to show once.
 */
export async function bootstrap(
  configured: AppConfig,
  overrides: AppOverrides = {},
  options: StartOptions = {},
): Promise<{ app: FastifyInstance; database: DatabaseHandle; demoAccounts: DemoAccount[] }> {
  const config = withPersistentDevSecrets(configured);
  // The sandbox's keys (about a second of RSA generation on the thread pool) are made while
  // the main thread opens, migrates and seeds the database, not after it.
  const payments = configuredPayments(config);
  payments.catch(() => {}); // awaited below; a failure then is the start's failure
  const database = await openConfiguredDatabase(config, 'server');
  // One store for the seed and the app: the demo files go where the app serves them from.
  const objectStorage = createObjectStorage(config.dataDir, config.storage);
  try {
    await database.migrate();
    // Tenants and the catalogue's reference lists are needed by every instance; demo content is optional.
    // Told to the log once the app (and its logger) exists: e.g. no ffmpeg for the demo videos.
    const seedWarnings: string[] = [];
    const unpackaged: number[] = [];
    // One instance at a time: each checks what is there before writing, and two instances
    // starting together on an empty database would otherwise both find it empty.
    const demoAccounts = await database.withStartupLock(async () => {
      if (config.seedOnEmpty) {
        await runSeed(database.db, new FileStorage(objectStorage), {
          warn: (message) => seedWarnings.push(message),
        });
      } else await ensureReferenceData(database.db);
      // Nothing listed without a package that passed its checks (decision 074): rows from
      // before the rule are delisted, after the seed has given the demo products theirs.
      unpackaged.push(...(await delistUnpackaged(database.db, new Date())));
      const made = demoAccountsWanted(config) ? await ensureDemoAccounts(database.db) : [];
      // The demo buyer's follows and friend (decision 033), once the accounts were just made.
      if (config.seedOnEmpty && made.length > 0) await seedDemoSocial(database.db);
      return made;
    });
    // The web app is read from here on; `npm start` may still be building it.
    await options.webReady;
    const app = await buildApp({
      config,
      db: database.db,
      dbEngine: database.engine,
      version: APP_VERSION,
      databaseStatus: database.status,
      objectStorage,
      closeDatabase: () => database.close(),
      ...(await payments),
      ...overrides,
    });
    for (const message of seedWarnings) app.log.warn(message);
    if (unpackaged.length > 0) {
      app.log.warn(
        { productIds: unpackaged.slice(0, 50), count: unpackaged.length },
        'listed products without a checked package were delisted (decision 074)',
      );
    }
    if (config.nodeEnv === 'production') {
      const demo = await countDemoAccounts(database.db);
      if (demo > 0) app.log.warn({ demoAccounts: demo }, describeDemoAccountsInProduction(demo));
    }
    return { app, database, demoAccounts };
  } catch (error) {
    await objectStorage.close();
    await database.close();
    throw error;
  }
}
