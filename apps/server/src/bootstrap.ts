import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { AppConfig } from './config/env.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { FileStorage } from './lib/file-storage.ts';
import { runSeed } from './seed/run-seed.ts';

declare const __APP_VERSION__: string | undefined;
export const APP_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

export function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({ engine: 'postgres', url: config.databaseUrl })
    : openDatabase({ engine: 'pglite', dataDir: config.dataDir });
}

/** Opens the database, migrates, seeds an empty one and builds the app (not yet listening). */
export async function bootstrap(
  config: AppConfig,
): Promise<{ app: FastifyInstance; database: DatabaseHandle }> {
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    if (config.seedOnEmpty) await runSeed(database.db, FileStorage.forDataDir(config.dataDir));
    const app = await buildApp({
      config,
      db: database.db,
      dbEngine: database.engine,
      version: APP_VERSION,
    });
    app.addHook('onClose', async () => database.close());
    return { app, database };
  } catch (error) {
    await database.close();
    throw error;
  }
}
