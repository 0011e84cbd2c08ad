import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { ensureReferenceData } from '../../src/db/reference-data.ts';
import { orders, users } from '../../src/db/schema.ts';
import { parseToolVersion } from '../../src/modules/backups/pg-tools.ts';
import { makeTempDir, runCli, TEST_ENGINE } from '../support/helper.ts';

/**
 * `cli.js backup` and `cli.js restore` on the oldest and the newest PostgreSQL majors the deploy
 * guide supports (decision 055): the run's server (TEST_DATABASE_URL, 15 on Debian 12) and
 * TEST_NEWEST_DATABASE_URL (17, as deploy/compose.yaml runs), with the newest major's client
 * tools (TEST_PG_BIN_DIR) as the image has them. `.ci/run` provides both through
 * scripts/ci/postgres17.sh. The oldest server with its own tools is backups.test.ts's round trip.
 */
const PG_BIN_DIR = process.env.TEST_PG_BIN_DIR;
const MISSING = 'needs TEST_PG_BIN_DIR and TEST_NEWEST_DATABASE_URL (scripts/ci/postgres17.sh)';

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const made: { adminUrl: string; name: string }[] = [];
async function createDatabase(adminUrl: string): Promise<string> {
  const name = `space_majors_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) =>
    client.query(
      `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
    ),
  );
  made.push({ adminUrl, name });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function serverMajor(url: string): Promise<number> {
  const { rows } = await withClient(url, (client) =>
    client.query<{ v: string }>('SELECT current_setting($1) AS v', ['server_version_num']),
  );
  return Math.floor(Number(rows[0]!.v) / 10_000);
}

/** Rows in every table of the schema, and the users and orders themselves. */
async function snapshot(url: string) {
  return withClient(url, async (client) => {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${name}"`);
      counts[name] = Number(rows[0]!.n);
    }
    const people = await client.query(
      'SELECT id, username, email, nick_name FROM users ORDER BY id',
    );
    const paid = await client.query(
      'SELECT order_no, user_id, state, amount_minor, currency, created_at FROM orders ORDER BY id',
    );
    return { counts, users: people.rows, orders: paid.rows };
  });
}

async function seed(url: string): Promise<void> {
  const database = await openDatabase({ engine: 'postgres', url });
  try {
    // In process: one CLI start less per case (they cost seconds each on a busy machine).
    await database.migrate();
    await ensureReferenceData(database.db);
    const [buyer] = await database.db
      .insert(users)
      .values({
        tenantId: DEFAULT_TENANT_ID,
        username: 'majors_buyer',
        email: 'majors@example.com',
        nickName: '备份 백업 Backup',
      })
      .returning({ id: users.id });
    const now = new Date('2026-11-28T10:00:00Z');
    await database.db.insert(orders).values(
      ['paid', 'waiting', 'refunded'].map((state, index) => ({
        orderNo: `MJ2026112800000${index}`,
        tenantId: DEFAULT_TENANT_ID,
        userId: buyer!.id,
        state,
        method: 'alipay',
        amountMinor: 1299 + index,
        subtotalMinor: 1299 + index,
        currency: 'USD',
        checkoutKey: randomUUID(),
        createdAt: now,
        updatedAt: now,
      })),
    );
  } finally {
    await database.close();
  }
}

const NEWEST_URL = process.env.TEST_NEWEST_DATABASE_URL;
const OLDEST_URL = process.env.TEST_DATABASE_URL;

/** The pg_dump on the PATH (the machine's own, 15 on Debian 12), or null. */
function pathPgDump(): { version: string; major: number } | null {
  try {
    return parseToolVersion(execFileSync('pg_dump', ['--version'], { encoding: 'utf8' }));
  } catch {
    return null;
  }
}

function cliEnv(url: string, pgBinDir?: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: makeTempDir('space-majors-data-'),
    DATABASE_URL: url,
    ...(pgBinDir ? { PG_BIN_DIR: pgBinDir } : {}),
  };
}

describe.runIf(TEST_ENGINE === 'postgres')('backup and restore across PostgreSQL majors', () => {
  const outDir = makeTempDir('space-majors-');
  afterAll(async () => {
    for (const { adminUrl, name } of made) {
      await withClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    }
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  /** Backs up a freshly seeded database on `from`; answers the folder and what it held. */
  async function backUp(label: string, fromAdmin: string, pgBinDir?: string) {
    const source = await createDatabase(fromAdmin);
    const env = cliEnv(source, pgBinDir);
    await seed(source);
    const before = await snapshot(source);
    expect(before.orders).toHaveLength(3);
    const out = path.join(outDir, label);
    const backup = await runCli(['backup', '--out', out], env);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const dir = path.join(out, fs.readdirSync(out)[0]!);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
    return { dir, manifest, before, sourceMajor: await serverMajor(source) };
  }

  let upgradeBackup: string | undefined;
  const cases = [
    { label: 'newest to newest', from: NEWEST_URL, to: NEWEST_URL, tools: PG_BIN_DIR },
    // pg_dump of the newest major reads older servers: the way from 15 to 17.
    { label: 'oldest to newest', from: OLDEST_URL, to: NEWEST_URL, tools: PG_BIN_DIR },
  ];
  for (const { label, from, to, tools } of cases) {
    it(`restores what it backed up, ${label}, with the newest client tools`, async ({ skip }) => {
      skip(!from || !to || !tools, MISSING);
      const { dir, manifest, before, sourceMajor } = await backUp(label, from!, tools);
      const toolMajor = Number(String(manifest.pgDump).split('.')[0]);
      expect(toolMajor).toBeGreaterThanOrEqual(await serverMajor(NEWEST_URL!));
      if (label === 'oldest to newest') upgradeBackup = dir;

      const target = await createDatabase(to!);
      const restore = await runCli(['restore', dir], cliEnv(target, tools));
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(await snapshot(target)).toEqual(before);
      const rows = Object.values(before.counts).reduce((sum, n) => sum + n, 0);
      process.stdout.write(
        `backup round trip PostgreSQL ${sourceMajor} → ${await serverMajor(target)}, pg_dump ${manifest.pgDump}: ${Object.keys(before.counts).length} tables, ${rows} rows\n`,
      );
    }, 180_000);
  }

  it('refuses to back up a newer server with an older pg_dump, saying what to install', async ({
    skip,
  }) => {
    skip(!NEWEST_URL, MISSING);
    const older = pathPgDump();
    const newest = await serverMajor(NEWEST_URL!);
    skip(!older || older.major >= newest, `the PATH's pg_dump is not older than ${newest}`);
    const source = await createDatabase(NEWEST_URL!);
    const out = path.join(outDir, 'refused');
    // The PATH's pg_dump, as the image paired them before: no PG_BIN_DIR.
    const result = await runCli(['backup', '--out', out], cliEnv(source));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `pg_dump ${older!.version} (pg_dump) is older than the PostgreSQL ${newest} server it would back up`,
    );
    expect(result.stderr).toContain(`postgresql-client-${newest}`);
    expect(result.stderr).toContain('PG_BIN_DIR');
    // Nothing half-written is left to be mistaken for a backup.
    expect(fs.existsSync(out) ? fs.readdirSync(out) : []).toEqual([]);
  }, 60_000);

  it('refuses to restore with a pg_restore newer than the server, before changing anything', async ({
    skip,
  }) => {
    skip(!upgradeBackup || !OLDEST_URL, MISSING);
    const oldest = await serverMajor(OLDEST_URL!);
    const target = await createDatabase(OLDEST_URL!);
    const result = await runCli(['restore', upgradeBackup!], cliEnv(target, PG_BIN_DIR));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(`pg_restore \\d+\\.\\d+ \\(.+\\) is newer than the PostgreSQL ${oldest} server`),
    );
    expect(result.stderr).toContain(`postgresql-client-${oldest}`);
    const { rows } = await withClient(target, (client) =>
      client.query("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'"),
    );
    expect(rows[0].n).toBe(0);
  }, 60_000);
});
