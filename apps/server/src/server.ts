import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { bootstrap } from './bootstrap.ts';
import { ConfigError, loadConfig, type AppConfig } from './config/env.ts';

function defaultWebDist(): string {
  // dist/server.js and src/server.ts both sit one level below apps/server.
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

async function main(): Promise<void> {
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
  const { app } = await bootstrap({ ...config, webDistDir: config.webDistDir ?? defaultWebDist() });

  closeWithGrace({ delay: config.shutdownGraceMs, logger: false }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an uncaught error');
    else app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await app.close();
    app.log.info('shut down cleanly');
  });

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { startupMs: Math.round(performance.now() - startedAt), engine: app.dbEngine },
    `Space is ready at http://localhost:${(app.server.address() as { port: number }).port}`,
  );
}

await main();
