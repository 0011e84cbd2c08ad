import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { makeTempDir, queryRows, TEST_ENGINE } from '../support/helper.ts';

/** Rows of drizzle's own table: how many migrations the cluster holds. */
async function appliedMigrations(handle: Awaited<ReturnType<typeof openDatabase>>) {
  const rows = await queryRows<{ n: number | string }>(
    handle.db,
    sql`select count(*) as n from drizzle.__drizzle_migrations`,
  ).catch(() => [{ n: 0 }]);
  return Number(rows[0]?.n);
}

// The embedded engine only: PostgreSQL clusters are made by their operator.
describe.runIf(TEST_ENGINE === 'pglite')('a new embedded database', () => {
  const tmpdir = process.env.TMPDIR;
  let machineTemp: string;
  beforeAll(() => {
    // The template lives in the machine's temporary folder: a folder of this test's own.
    machineTemp = makeTempDir('space-machine-tmp-');
    process.env.TMPDIR = machineTemp;
  });
  afterAll(() => {
    if (tmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpdir;
    fs.rmSync(machineTemp, { recursive: true, force: true });
  });

  const templates = () => {
    const dir = path.join(machineTemp, 'space-pglite-template');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  it('keeps its migrated cluster for the next one, which starts already migrated', async () => {
    const first = await openDatabase({ engine: 'pglite', dataDir: makeTempDir(), purpose: 'test' });
    try {
      expect(await appliedMigrations(first)).toBe(0);
      await first.migrate();
      const migrated = await appliedMigrations(first);
      expect(migrated).toBeGreaterThan(0);
      expect(templates()).toHaveLength(1);
      expect(templates()[0]).toMatch(/^[0-9a-f]{24}\.tar$/);

      const second = await openDatabase({
        engine: 'pglite',
        dataDir: makeTempDir(),
        purpose: 'test',
      });
      try {
        // Before its own migrate(): the copy came migrated, with the extension and no rows.
        expect(await appliedMigrations(second)).toBe(migrated);
        const [tenants] = await queryRows<{ n: number | string }>(
          second.db,
          sql`select count(*) as n from tenants`,
        );
        expect(Number(tenants?.n)).toBe(0);
        await second.migrate();
        expect(await appliedMigrations(second)).toBe(migrated);
        const [similar] = await queryRows<{ s: number }>(
          second.db,
          sql`select similarity('stream dock', 'stream deck') as s`,
        );
        expect(Number(similar?.s)).toBeGreaterThan(0);
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });

  it('reads a damaged copy as none: the cluster is created and migrated as usual', async () => {
    const [file] = templates();
    fs.writeFileSync(path.join(machineTemp, 'space-pglite-template', file!), 'not a tar');
    const handle = await openDatabase({
      engine: 'pglite',
      dataDir: makeTempDir(),
      purpose: 'test',
    });
    try {
      await handle.migrate();
      expect(await appliedMigrations(handle)).toBeGreaterThan(0);
      // The damaged copy was replaced by this start's cluster.
      expect(templates()).toHaveLength(1);
      const copy = fs.readFileSync(path.join(machineTemp, 'space-pglite-template', file!));
      expect(copy.length).toBeGreaterThan(1_000_000);
    } finally {
      await handle.close();
    }
  });

  it('leaves an existing cluster as it is', async () => {
    const dataDir = makeTempDir();
    const made = await openDatabase({ engine: 'pglite', dataDir, purpose: 'test' });
    await made.migrate();
    await made.db.execute(
      sql`insert into tenants (id, code, name) values (424242, 'kept', 'kept')`,
    );
    await made.close();
    const reopened = await openDatabase({ engine: 'pglite', dataDir, purpose: 'test' });
    try {
      const rows = await queryRows<{ name: string }>(
        reopened.db,
        sql`select name from tenants where id = 424242`,
      );
      expect(rows).toEqual([{ name: 'kept' }]);
    } finally {
      await reopened.close();
    }
  });
});
