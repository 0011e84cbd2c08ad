import fs from 'node:fs';
import { count, gt, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { products, users } from '../../src/db/schema.ts';
import { GENERATED_CREATOR_PREFIX } from '../../src/seed/bulk-catalog.ts';
import { DEMO_PRODUCTS } from '../../src/seed/demo-catalog.ts';
import { createPostgresDatabase, makeTempDir, runCli, TEST_ENGINE } from '../support/helper.ts';

/** `cli.js seed [--products n]` in a child process, against a database of its own. */
describe('cli seed', async () => {
  const dataDir = makeTempDir('space-cli-seed-');
  const postgres = TEST_ENGINE === 'postgres' ? await createPostgresDatabase() : null;
  afterAll(async () => {
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  function run(args: string[]) {
    return runCli(['seed', ...args], {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });
  }

  it.each([['0'], ['-5'], ['12abc'], ['1.5'], ['5000001']])(
    'refuses --products %s before touching the database',
    async (value) => {
      const result = await run([`--products=${value}`]);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('--products must be a whole number from 1 to 5000000');
      expect(result.stderr).toContain('usage: cli.js');
      expect(fs.existsSync(`${dataDir}/pg`)).toBe(false);
    },
  );

  it('refuses an unknown option', async () => {
    const result = await run(['--product', '10']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('usage: cli.js');
  });

  it('seeds the demo catalogue and then the generated products on top', async () => {
    const result = await run(['--products', '250']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('demo data seeded');
    expect(result.stdout).toMatch(/generated 250 products by 300 creators in \d+\.\d s/);

    const again = await run([]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('demo data already present');
    expect(again.stdout).not.toContain('generated');

    const database = postgres
      ? await openDatabase({ engine: 'postgres', url: postgres.url })
      : await openDatabase({ engine: 'pglite', dataDir });
    try {
      const [total] = await database.db.select({ n: count() }).from(products);
      expect(total?.n).toBe(DEMO_PRODUCTS.length + 250);
      const [generated] = await database.db
        .select({ n: count() })
        .from(products)
        .where(gt(products.id, DEMO_PRODUCTS.length));
      expect(generated?.n).toBe(250);
      const [creators] = await database.db
        .select({ n: count() })
        .from(users)
        .where(like(users.username, `${GENERATED_CREATOR_PREFIX}%`));
      expect(creators?.n).toBe(300);
    } finally {
      await database.close();
    }
    // Two child processes that render the demo images: minutes on a busy 2-core machine.
  }, 180_000);
});
