import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp, type AppDependencies } from '../../src/app.ts';
import { loadConfig, type AppConfig } from '../../src/config/env.ts';
import type { Clock } from '../../src/lib/clock.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/db/client.ts';

/**
 * Which engine this run uses: PGlite in memory by default; a fresh PostgreSQL
 * database per test file when TEST_DB_ENGINE=postgres (TEST_DATABASE_URL
 * points at a server where we may create databases).
 */
export const TEST_ENGINE = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  return url;
}

/** Creates an empty UTF-8 PostgreSQL database and returns its URL and a dropper. */
export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const name = `space_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(
    `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
  );
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A fresh, migrated database of the run's engine; closed (and dropped) by the caller. */
export async function openTestDatabase(): Promise<
  DatabaseHandle & { dispose: () => Promise<void> }
> {
  if (TEST_ENGINE === 'postgres') {
    const created = await createPostgresDatabase();
    const handle = await openDatabase({ engine: 'postgres', url: created.url, maxConnections: 20 });
    await handle.migrate();
    return {
      ...handle,
      dispose: async () => {
        await handle.close();
        await created.drop();
      },
    };
  }
  const handle = await openDatabase({
    engine: 'pglite',
    dataDir: null,
    loadDataDir: pgliteTemplateDump(),
  });
  // A no-op on the template; kept so a test database is always what migrate() leaves.
  await handle.migrate();
  return { ...handle, dispose: () => handle.close() };
}

let templateDump: Blob | undefined;

/** The migrated PGlite cluster test/global-setup.ts keeps, as a dump to load in memory. */
function pgliteTemplateDump(): Blob {
  templateDump ??= new Blob([fs.readFileSync(path.join(inject('pgliteTemplateDir'), 'dump.tar'))]);
  return templateDump;
}

/**
 * Fills `<dataDir>/pg` with a copy of the migrated PGlite template, so a runner or CLI
 * started on `dataDir` opens an existing database (well under a second) instead of creating
 * one (initdb and every migration: 5–10 s, far more on a busy machine). The process still
 * runs its migrations; they find nothing to do.
 */
export function copyPgliteTemplate(dataDir: string): void {
  fs.cpSync(path.join(inject('pgliteTemplateDir'), 'pg'), path.join(dataDir, 'pg'), {
    recursive: true,
  });
}

/** Rows of a raw SQL query; both engines' drivers return `{ rows }`. */
export async function queryRows<T extends Record<string, unknown>>(
  db: Database,
  query: SQL,
): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/**
 * The runner and the CLI as `npm start` ships them: bundled from src/ by build.mjs once per
 * test run (test/global-setup.ts). Starting the bundle takes about a second; compiling the
 * server with tsx on every spawn took several, which busy machines turned into timeouts.
 */
function bundled(entry: 'server.js' | 'cli.js'): string[] {
  return ['--enable-source-maps', path.join(inject('runnerBundleDir'), entry)];
}

/**
 * Starts the real runner (src/server.ts, bundled) as a child process.
 * It sees only `env` and PATH, so nothing leaks in from the test run.
 */
export function spawnRunner(
  env: Record<string, string>,
): ChildProcessByStdio<null, Readable, Readable> {
  return spawn(process.execPath, bundled('server.js'), {
    cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `src/cli.ts` (bundled, as `node dist/cli.js`) as an operator would; it sees only `env`
 * and PATH, and `stdin` as its standard input (empty when not given).
 */
export function runCli(
  args: string[],
  env: Record<string, string>,
  stdin = '',
): Promise<CliResult> {
  const child = spawn(process.execPath, [...bundled('cli.js'), ...args], {
    cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end(stdin);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

export function makeTempDir(prefix = 'space-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: makeTempDir() }),
    ...overrides,
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
}

/**
 * Builds the real app on a fresh database for one test file and closes it
 * after the file. `prepare` runs before the app is built (e.g. seeding);
 * `beforeReady` may add test-only routes to the built app before it is ready.
 */
export async function build(
  options: {
    config?: Partial<AppConfig>;
    /** A ManualClock lets a test move time (expiries, rate limits); the system clock otherwise. */
    clock?: Clock;
    /** Mail and SMS transports, and a known source of graphic-code answers. */
    mailer?: AppDependencies['mailer'];
    sms?: AppDependencies['sms'];
    captchaAnswers?: AppDependencies['captchaAnswers'];
    /** Stand-ins for the payment providers (external services), by method. */
    paymentProviders?: AppDependencies['paymentProviders'];
    /** Payout providers and the payment sandbox whose keys the payout sandbox uses (decision 071). */
    payoutProviders?: AppDependencies['payoutProviders'];
    paymentSandbox?: AppDependencies['paymentSandbox'];
    prepare?: (database: DatabaseHandle, config: AppConfig) => Promise<void>;
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestContext> {
  const config = testConfig(options.config);
  const database = await openTestDatabase();
  await options.prepare?.(database, config);
  const app = await buildApp({
    config,
    db: database.db,
    dbEngine: database.engine,
    version: 'test',
    // As bootstrap passes it: pool losses logged, pool sizes in /metrics.
    databaseStatus: database.status,
    clock: options.clock,
    mailer: options.mailer,
    sms: options.sms,
    captchaAnswers: options.captchaAnswers,
    paymentProviders: options.paymentProviders,
    payoutProviders: options.payoutProviders,
    paymentSandbox: options.paymentSandbox,
  });
  options.beforeReady?.(app);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.dispose();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });
  return { app, database, config };
}
