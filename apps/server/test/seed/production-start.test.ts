import fs from 'node:fs';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { openDatabase } from '../../src/db/client.ts';
import { ensureReferenceData } from '../../src/db/reference-data.ts';
import { coupons, membershipPlans, products, videoTutorials } from '../../src/db/schema.ts';
import { ensureDemoAccounts } from '../../src/seed/demo-accounts.ts';
import { PRODUCTION_ENV } from '../support/config-errors.ts';
import { copyPgliteTemplate, makeTempDir, spawnRunner, TEST_ENGINE } from '../support/helper.ts';

/** One runner on a copy of the migrated template: seconds alone, far more on a busy machine. */
const TEST_TIMEOUT_MS = 240_000;

/** Decision 051: demo content only where it is asked for. */
describe('the demo data and a production start', () => {
  it.each([
    [{ NODE_ENV: 'development' }, true],
    [{ NODE_ENV: 'test' }, true],
    [PRODUCTION_ENV, false],
    [{ ...PRODUCTION_ENV, SEED_ON_EMPTY: 'true' }, true],
    [{ NODE_ENV: 'development', SEED_ON_EMPTY: 'false' }, false],
  ])('seeds an empty database with %o: %s', (env, seeds) => {
    expect(loadConfig(env).seedOnEmpty).toBe(seeds);
  });

  describe.runIf(TEST_ENGINE === 'pglite')('the production runner', () => {
    const dataDir = makeTempDir('space-production-start-');
    copyPgliteTemplate(dataDir);
    afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

    it(
      'leaves an empty database without the demo catalogue and reports the demo accounts it finds',
      { timeout: TEST_TIMEOUT_MS },
      async () => {
        // A database once started in development: the demo accounts, no catalogue.
        const before = await openDatabase({ engine: 'pglite', dataDir });
        try {
          await ensureReferenceData(before.db);
          expect(await ensureDemoAccounts(before.db)).toHaveLength(4);
        } finally {
          await before.close();
        }

        const server = spawnRunner({
          ...PRODUCTION_ENV,
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'info',
        });
        const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
        let out = '';
        server.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
        try {
          const deadline = Date.now() + TEST_TIMEOUT_MS / 2;
          while (!out.includes('Space is ready')) {
            if (server.exitCode !== null || Date.now() > deadline) throw new Error(out);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        } finally {
          server.kill('SIGTERM');
        }
        expect(await exited).toBe(0);
        const lines = out
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { level: number; msg: string; demoAccounts?: number });
        const warning = lines.find((line) => line.demoAccounts !== undefined);
        expect(warning).toMatchObject({ level: 40, demoAccounts: 4 });
        expect(warning!.msg).toContain('4 demo accounts');
        expect(warning!.msg).toContain('node apps/server/dist/cli.js remove-demo');

        const after = await openDatabase({ engine: 'pglite', dataDir });
        try {
          for (const table of [products, videoTutorials, coupons, membershipPlans]) {
            const [row] = await after.db.select({ n: count() }).from(table);
            expect(row!.n).toBe(0);
          }
        } finally {
          await after.close();
        }
      },
    );
  });
});
