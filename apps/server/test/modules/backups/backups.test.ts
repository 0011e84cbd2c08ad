import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/db/client.ts';
import { orders, users } from '../../../src/db/schema.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import {
  copyPgliteTemplate,
  createPostgresDatabase,
  makeTempDir,
  queryRows,
  runCli,
  TEST_ENGINE,
} from '../../support/helper.ts';

interface Installation {
  env: Record<string, string>;
  dataDir: string;
  open: () => Promise<DatabaseHandle>;
  drop: () => Promise<void>;
}

/** A fresh installation of the run's engine: DATA_DIR and, on PostgreSQL, its own database. */
async function installation(): Promise<Installation> {
  const dataDir = makeTempDir('space-backup-');
  if (TEST_ENGINE === 'postgres') {
    const created = await createPostgresDatabase();
    return {
      env: { NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: created.url },
      dataDir,
      open: () => openDatabase({ engine: 'postgres', url: created.url }),
      drop: created.drop,
    };
  }
  return {
    env: { NODE_ENV: 'test', DATA_DIR: dataDir },
    dataDir,
    open: () => openDatabase({ engine: 'pglite', dataDir }),
    drop: async () => {},
  };
}

async function snapshot(database: DatabaseHandle) {
  return {
    users: await queryRows(database.db, sql`select id, username, email from users order by id`),
    orders: await queryRows(
      database.db,
      sql`select order_no, user_id, state, amount_minor, currency from orders order by id`,
    ),
  };
}

describe('db:backup and db:restore', () => {
  const made: Installation[] = [];
  const outDir = makeTempDir('space-backups-');
  afterAll(async () => {
    for (const each of made) {
      await each.drop();
      fs.rmSync(each.dataDir, { recursive: true, force: true });
    }
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  it('restores the users, orders and stored files into a fresh installation', async () => {
    const source = await installation();
    const target = await installation();
    made.push(source, target);
    if (TEST_ENGINE === 'pglite') copyPgliteTemplate(source.dataDir);
    else expect((await runCli(['migrate'], source.env)).code).toBe(0);

    const database = await source.open();
    let before;
    try {
      await database.migrate();
      await ensureReferenceData(database.db);
      const now = new Date('2026-11-20T10:00:00Z');
      const [buyer] = await database.db
        .insert(users)
        .values({
          tenantId: DEFAULT_TENANT_ID,
          username: 'backup_buyer',
          email: 'backup@example.com',
          nickName: 'Backup buyer',
        })
        .returning({ id: users.id });
      await database.db.insert(orders).values(
        ['paid', 'waiting'].map((state, index) => ({
          orderNo: `BK2026112000000${index}`,
          tenantId: DEFAULT_TENANT_ID,
          userId: buyer!.id,
          state,
          method: 'alipay',
          amountMinor: 399 + index,
          subtotalMinor: 399 + index,
          currency: 'USD',
          checkoutKey: randomUUID(),
          createdAt: now,
          updatedAt: now,
        })),
      );
      before = await snapshot(database);
    } finally {
      await database.close();
    }
    fs.mkdirSync(path.join(source.dataDir, 'files', 'seed'), { recursive: true });
    fs.writeFileSync(path.join(source.dataDir, 'files', 'seed', 'avatar.webp'), 'image bytes');

    const backup = await runCli(['backup', '--out', outDir], source.env);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const [folder] = fs.readdirSync(outDir);
    const backupDir = path.join(outDir, folder!);
    expect(
      JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')),
    ).toMatchObject({ format: 1, engine: TEST_ENGINE, files: true });

    const restore = await runCli(['restore', backupDir], target.env);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    const restored = await target.open();
    try {
      expect(await snapshot(restored)).toEqual(before);
      expect(before.orders).toHaveLength(2);
      // The restored database is at the latest migration: migrate finds nothing to do.
      await restored.migrate();
    } finally {
      await restored.close();
    }
    expect(fs.readFileSync(path.join(target.dataDir, 'files', 'seed', 'avatar.webp'), 'utf8')).toBe(
      'image bytes',
    );

    // A second restore over data is refused unless forced, and changes nothing.
    const again = await runCli(['restore', backupDir], target.env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('not empty');
    const forced = await runCli(['restore', backupDir, '--force'], target.env);
    expect(forced.code).toBe(0);
    // Five CLI runs, each opening a database: minutes on a busy machine.
  }, 300_000);

  it('refuses a folder that is not a backup', async () => {
    const target = await installation();
    made.push(target);
    const result = await runCli(['restore', target.dataDir], target.env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('is not a backup');
  }, 60_000);
});
