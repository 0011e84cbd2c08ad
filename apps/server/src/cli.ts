import { ConfigError, loadConfig } from './config/env.ts';
import { openConfiguredDatabase } from './bootstrap.ts';
import { FileStorage } from './lib/file-storage.ts';
import { runSeed } from './seed/run-seed.ts';

const USAGE = 'usage: cli.js <migrate|seed>';

async function main(command: string | undefined): Promise<number> {
  if (command !== 'migrate' && command !== 'seed') {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    console.log(`migrations applied (${database.engine})`);
    if (command === 'seed') {
      const outcome = await runSeed(database.db, FileStorage.forDataDir(config.dataDir));
      console.log(
        outcome === 'seeded'
          ? 'demo data seeded'
          : 'demo data already present; reference data refreshed',
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main(process.argv[2]);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
