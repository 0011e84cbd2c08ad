import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { bootstrap, type AppOverrides, type StartOptions } from './bootstrap.ts';
import { ConfigError, loadConfig, type AppConfig } from './config/env.ts';
import { missingSmsProviderWarning } from './lib/sms.ts';
import { DataFolderInUseError } from './db/data-folder-lock.ts';
import { describeDemoAccounts } from './seed/demo-accounts.ts';

function defaultWebDist(): string {
  // dist/server.js and src/run-server.ts both sit one level below apps/server.
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

/** Reads the config, builds the app, listens, and drains in-flight requests on SIGTERM/SIGINT. */
export async function runServer(
  overrides: AppOverrides = {},
  options: StartOptions = {},
): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const startedAt = performance.now();
  let started: Awaited<ReturnType<typeof bootstrap>>;
  try {
    started = await bootstrap(
      { ...config, webDistDir: config.webDistDir ?? defaultWebDist() },
      overrides,
      options,
    );
  } catch (error) {
    // Another process has the embedded database (decision 052): say who, not a stack.
    if (error instanceof DataFolderInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app, demoAccounts } = started;

  closeWithGrace({ delay: config.shutdownGraceMs, logger: false }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an uncaught error');
    else app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await app.close();
    app.log.info('shut down cleanly');
  });

  if (config.devMailbox) {
    app.log.warn(
      'DEV MAILBOX ON: verification codes are kept locally and readable at /api/dev/mailbox (loopback only). Set NODE_ENV=production and SMTP_URL for real delivery.',
    );
  }
  const smsWarning = missingSmsProviderWarning(config);
  if (smsWarning) app.log.warn(smsWarning);
  await app.listen({ host: config.host, port: config.port });
  const baseUrl = `http://localhost:${(app.server.address() as { port: number }).port}`;
  app.log.info(
    { startupMs: Math.round(performance.now() - startedAt), engine: app.dbEngine },
    `Space is ready at ${baseUrl}`,
  );
  // Once, on the start that made them (development only, see bootstrap).
  if (demoAccounts.length > 0) {
    app.log.info(describeDemoAccounts(demoAccounts, baseUrl, config.devMailbox));
  }
}
