import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PoolClient } from 'pg';
import { lockDataFolder, type DataFolderLock } from './data-folder-lock.ts';
import { isNewCluster, pgliteTemplate } from './pglite-template.ts';
import { SelfHealingPool } from './postgres-pool.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type modules depend on, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseEngine = 'pglite' | 'postgres';

/**
 * Connection losses seen by the pool, for the logs. They are not request errors:
 * a query on a lost connection fails on its own and its request answers 503.
 */
export class DatabaseStatus extends EventEmitter<{ 'connection-error': [Error] }> {
  #pool: { totalCount: number; idleCount: number; waitingCount: number } | null = null;

  report(error: Error): void {
    this.emit('connection-error', error);
  }

  /** The PostgreSQL pool whose counts `poolStats` reports (none for PGlite). */
  watchPool(pool: { totalCount: number; idleCount: number; waitingCount: number }): void {
    this.#pool = pool;
  }

  /** Connections open, idle, and requests waiting for one; null without a pool (PGlite). */
  poolStats(): { total: number; idle: number; waiting: number } | null {
    const pool = this.#pool;
    return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
  }
}

export interface DatabaseHandle {
  db: Database;
  engine: DatabaseEngine;
  status: DatabaseStatus;
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the lock instances take turns with at start-up (PostgreSQL; on
   * PGlite one process owns the database and `work` simply runs): seeding an empty database
   * from two instances at once would write the demo catalogue twice.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded cluster as a gzipped tarball (backups); PGlite only. */
  dumpDataDir?: () => Promise<Blob>;
}

export type DatabaseTarget =
  | {
      engine: 'pglite';
      dataDir: string | null;
      /** A dump (`dumpDataDir`) to start from instead of an empty cluster: the tests' template. */
      loadDataDir?: Blob;
      /** Who opens it, named to a second process the folder's lock refuses (decision 052). */
      purpose?: string;
      /** The folder's lock, when the caller took it already (a restore, before it empties the folder). */
      lock?: DataFolderLock;
    }
  | { engine: 'postgres'; url: string; maxConnections?: number };

/**
 * The catalogue lives in memory or on SSD, where a random page read costs about what a
 * sequential one does. With PostgreSQL's default (4, tuned for spinning disks) the planner
 * scanned all 100,000 products for a broad search, evaluating the typo test on every title,
 * instead of reading the matches from the indexes: 230 ms instead of 40 (decision 010).
 * 1.1 is the usual setting for SSDs.
 */
const RANDOM_PAGE_COST = 1.1;

/**
 * The advisory lock instances hold while migrating and seeding ("space" in ASCII, as a
 * bigint), so instances starting together take turns.
 */
const STARTUP_LOCK_KEY = 0x7370616365;

/**
 * How long a request waits for a connection before it answers 503. A refused connection fails
 * at once; this bounds the wait when the network drops packets instead.
 */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Opens PGlite in-process (data under `<DATA_DIR>/pg`, or in memory when
 * dataDir is null) or a PostgreSQL pool. Both speak the same SQL dialect.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const migrationsFolder = findMigrationsFolder();
  const status = new DatabaseStatus();
  if (target.engine === 'postgres') {
    const pool = new SelfHealingPool({
      connectionString: target.url,
      max: target.maxConnections ?? 10,
      options: `-c random_page_cost=${RANDOM_PAGE_COST}`,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // A client whose connection drops emits 'error'; without a listener that event is an
    // uncaught exception that ends the process. The pool listens only while a client is idle,
    // so a client checked out for a transaction needs a listener of its own for its lifetime.
    // The broken client is not reused: the pool drops clients that are no longer queryable.
    pool.on('error', (error) => status.report(error));
    status.watchPool(pool);
    pool.on('connect', (client) => client.on('error', (error) => status.report(error)));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    /** Holds the advisory lock on a connection of its own while `work` runs. */
    async function underLock<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work(client);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        client.release();
      }
    }
    return {
      db,
      engine: 'postgres',
      status,
      // Instances starting together take turns: the first applies what is pending, the
      // others then find nothing to do (drizzle itself does not lock).
      migrate: () =>
        underLock((client) => migratePg(drizzlePg(client, { schema }), { migrationsFolder })),
      withStartupLock: (work) => underLock(() => work()),
      close: () => pool.end(),
    };
  }
  let dataPath: string | undefined;
  // One process per folder, or the writes of one are lost (decision 052); a caller's lock is its own to release.
  let ownLock: DataFolderLock | undefined;
  if (target.dataDir) {
    if (!target.lock) ownLock = lockDataFolder(target.dataDir, target.purpose ?? 'unnamed');
    dataPath = path.join(target.dataDir, 'pg');
    fs.mkdirSync(dataPath, { recursive: true });
  }
  // A new folder starts from this machine's migrated copy; a given dump (tests, a restore) wins.
  const template =
    dataPath && !target.loadDataDir && isNewCluster(dataPath)
      ? pgliteTemplate(migrationsFolder, ['pg_trgm'])
      : undefined;
  const create = (loadDataDir: Blob | undefined) =>
    PGlite.create(dataPath, { extensions: { pg_trgm }, loadDataDir });
  let client: PGlite;
  try {
    client = template?.dump
      ? await create(template.dump).catch(() => {
          // A damaged copy: dropped, and this cluster is created and migrated as usual.
          template.discard();
          fs.rmSync(dataPath!, { recursive: true, force: true });
          fs.mkdirSync(dataPath!, { recursive: true });
          return create(undefined);
        })
      : await create(target.loadDataDir);
    await client.exec(`set random_page_cost = ${RANDOM_PAGE_COST}`);
  } catch (error) {
    ownLock?.release();
    throw error;
  }
  const drizzleDb = drizzlePglite(client, { schema });
  return {
    db: drizzleDb as unknown as Database,
    engine: 'pglite',
    status,
    migrate: async () => {
      await migratePglite(drizzleDb, { migrationsFolder });
      await template?.save(client);
    },
    withStartupLock: (work) => work(),
    close: async () => {
      try {
        await client.close();
      } finally {
        ownLock?.release();
      }
    },
    dumpDataDir: () => client.dumpDataDir('gzip'),
  };
}

/** Round-trip time of `select 1` in ms; rejects when the database does not answer in time. */
export async function pingDatabase(db: Database, timeoutMs = 2_000): Promise<number> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
  return performance.now() - started;
}

/**
 * The committed SQL migrations live in apps/server/drizzle. The bundle
 * (dist/) and the sources (src/db/) sit at different depths, so walk up.
 */
function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth += 1) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Cannot find the drizzle migrations folder next to the server code');
}
