import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../../config/env.ts';
import { openDatabase, type DatabaseEngine } from '../../db/client.ts';
import { BackupError } from './backup-error.ts';
import { checkPgRestoreFor, pgDumpFor, runPgTool } from './pg-tools.ts';
import { lockDataFolder, type DataFolderLock } from '../../db/data-folder-lock.ts';

/** What a backup holds, written beside it as manifest.json (decision 038). */
export interface BackupManifest {
  format: 1;
  engine: DatabaseEngine;
  createdAt: string;
  /** The database file inside the backup folder. */
  database: string;
  /** Whether DATA_DIR/files (avatars, images, local packages) is in `files/`. */
  files: boolean;
  /** PostgreSQL only: the pg_dump version that wrote it; pg_restore must be as new (decision 055). */
  pgDump?: string;
}

const MANIFEST = 'manifest.json';
const PG_DUMP = 'database.pgdump';
const PGLITE_DUMP = 'database.pglite.tar.gz';

function filesDir(config: AppConfig): string {
  return path.join(config.dataDir, 'files');
}

/**
 * Writes a backup folder `space-backup-<time>` under `outDir`: the database (pg_dump's custom
 * format, or the embedded cluster's tarball) and the locally stored files. On the embedded
 * database the server must be stopped first: one process at a time may open it.
 */
export async function createBackup(
  config: AppConfig,
  outDir: string,
  now = new Date(),
): Promise<{ dir: string; manifest: BackupManifest }> {
  const dir = path.join(outDir, `space-backup-${now.toISOString().replace(/[:.]/g, '-')}`);
  fs.mkdirSync(dir, { recursive: true });
  try {
    let manifest: BackupManifest;
    if (config.databaseUrl) {
      const pgDump = await pgDumpFor(config.databaseUrl);
      await runPgTool(
        'pg_dump',
        ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(dir, PG_DUMP)}`],
        config.databaseUrl,
      );
      manifest = {
        format: 1,
        engine: 'postgres',
        createdAt: now.toISOString(),
        database: PG_DUMP,
        files: false,
        pgDump,
      };
    } else {
      const database = await openDatabase({
        engine: 'pglite',
        dataDir: config.dataDir,
        purpose: 'cli backup',
      });
      try {
        const dump = await database.dumpDataDir!();
        fs.writeFileSync(path.join(dir, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await database.close();
      }
      manifest = {
        format: 1,
        engine: 'pglite',
        createdAt: now.toISOString(),
        database: PGLITE_DUMP,
        files: false,
      };
    }
    if (fs.existsSync(filesDir(config))) {
      fs.cpSync(filesDir(config), path.join(dir, 'files'), { recursive: true });
      manifest.files = true;
    }
    fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return { dir, manifest };
  } catch (error) {
    // Nothing half-written is left to be mistaken for a backup.
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) throw new BackupError(`${dir} is not a backup: no ${MANIFEST}`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1)
    throw new BackupError(`unknown backup format ${String(manifest.format)}`);
  return manifest;
}

/** Whether the target already holds an installation: a users table with rows. */
async function targetHasData(config: AppConfig): Promise<boolean> {
  if (!config.databaseUrl) {
    const pgDir = path.join(config.dataDir, 'pg');
    return fs.existsSync(pgDir) && fs.readdirSync(pgDir).length > 0;
  }
  const database = await openDatabase({ engine: 'postgres', url: config.databaseUrl });
  try {
    const result = (await database.db.execute(
      sql`select to_regclass('public.users') is not null as present`,
    )) as { rows: { present: boolean }[] };
    return result.rows[0]?.present ?? false;
  } finally {
    await database.close();
  }
}

/**
 * Restores a backup into the configured database and DATA_DIR. Refuses a target that already
 * holds data unless `force`: a restore replaces everything, and an operator who meant another
 * database would lose it.
 */
export async function restoreBackup(
  config: AppConfig,
  dir: string,
  { force = false }: { force?: boolean } = {},
): Promise<BackupManifest> {
  const manifest = readManifest(dir);
  const engine: DatabaseEngine = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.engine !== engine) {
    throw new BackupError(
      `this backup is of the ${manifest.engine} engine and the target is ${engine}; restore it into the same engine`,
    );
  }
  // Before anything is looked at or removed: a running server's folder is not replaced (decision 052).
  const lock = config.databaseUrl ? null : lockDataFolder(config.dataDir, 'cli restore');
  try {
    await restoreInto(config, dir, manifest, force, lock ?? undefined);
  } finally {
    lock?.release();
  }
  return manifest;
}

async function restoreInto(
  config: AppConfig,
  dir: string,
  manifest: BackupManifest,
  force: boolean,
  lock: DataFolderLock | undefined,
): Promise<void> {
  if (!force && (await targetHasData(config))) {
    throw new BackupError('the target database is not empty; pass --force to replace it');
  }
  const source = path.join(dir, manifest.database);
  if (config.databaseUrl) {
    await checkPgRestoreFor(config.databaseUrl, manifest.pgDump);
    await runPgTool(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        // The name only: host, user and password reach it through the environment.
        `--dbname=${decodeURIComponent(new URL(config.databaseUrl).pathname.slice(1))}`,
        source,
      ],
      config.databaseUrl,
    );
  } else {
    const pgDir = path.join(config.dataDir, 'pg');
    fs.rmSync(pgDir, { recursive: true, force: true });
    const database = await openDatabase({
      engine: 'pglite',
      dataDir: config.dataDir,
      loadDataDir: new Blob([fs.readFileSync(source)]),
      lock,
    });
    await database.close();
  }
  if (manifest.files) {
    // Content-addressed keys: a file of the same name has the same bytes, so merging is safe.
    fs.cpSync(path.join(dir, 'files'), filesDir(config), { recursive: true });
  }
}
