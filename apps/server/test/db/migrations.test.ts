import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { tenants } from '../../src/db/schema.ts';
import {
  createPostgresDatabase,
  makeTempDir,
  openTestDatabase,
  queryRows,
  TEST_ENGINE,
} from '../support/helper.ts';

async function publicTables(db: Database): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

async function appliedMigrations(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from drizzle.__drizzle_migrations`,
  );
  return Number(row?.n);
}

describe(`migrations on ${TEST_ENGINE}`, async () => {
  const database = await openTestDatabase();
  afterAll(() => database.dispose());

  it('creates the schema once and are idempotent', async () => {
    const tables = await publicTables(database.db);
    expect(tables).toEqual(
      expect.arrayContaining(['tenants', 'users', 'products', 'product_versions', 'page_views']),
    );
    const applied = await appliedMigrations(database.db);
    expect(applied).toBeGreaterThan(0);

    await database.migrate();
    await database.migrate();

    expect(await publicTables(database.db)).toEqual(tables);
    expect(await appliedMigrations(database.db)).toBe(applied);
  });

  it('installs pg_trgm', async () => {
    const extensions = await queryRows<{ extname: string }>(
      database.db,
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    );
    expect(extensions).toEqual([{ extname: 'pg_trgm' }]);
    const [similar] = await queryRows<{ s: number }>(
      database.db,
      sql`select similarity('stream dock', 'stream deck') as s`,
    );
    expect(Number(similar?.s)).toBeGreaterThan(0);
  });
});

describe('PGlite on disk', () => {
  const dataDir = makeTempDir();
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps schema and data across a close and reopen', async () => {
    const first = await openDatabase({ engine: 'pglite', dataDir });
    await first.migrate();
    const tables = await publicTables(first.db);
    await first.db.insert(tenants).values({ id: 42, code: 'survivor', name: 'Survivor' });
    await first.close();

    const second = await openDatabase({ engine: 'pglite', dataDir });
    try {
      await second.migrate();
      expect(await publicTables(second.db)).toEqual(tables);
      const rows = await second.db.select().from(tenants).where(eq(tenants.id, 42));
      expect(rows).toMatchObject([{ id: 42, code: 'survivor', name: 'Survivor' }]);
    } finally {
      await second.close();
    }
  });
});

describe.runIf(TEST_ENGINE === 'postgres')('migrations of instances starting together', () => {
  it('are applied once while the others wait, and every instance finds the schema', async () => {
    const created = await createPostgresDatabase();
    const handles = await Promise.all(
      Array.from({ length: 3 }, () => openDatabase({ engine: 'postgres', url: created.url })),
    );
    try {
      await Promise.all(handles.map((handle) => handle.migrate()));
      const journal = JSON.parse(
        fs.readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
      ) as { entries: unknown[] };
      expect(await appliedMigrations(handles[0]!.db)).toBe(journal.entries.length);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await created.drop();
    }
  }, 120_000);
});
