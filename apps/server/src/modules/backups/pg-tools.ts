import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { BackupError } from './backup-error.ts';

export type PgTool = 'pg_dump' | 'pg_restore';

/**
 * pg_dump and pg_restore from `PG_BIN_DIR` when set (e.g. /usr/lib/postgresql/17/bin), else
 * from the PATH: a machine may carry several majors, and the PATH's may be the wrong one.
 */
export function pgToolPath(tool: PgTool): string {
  const dir = process.env.PG_BIN_DIR;
  return dir ? path.join(dir, tool) : tool;
}

/** `pg_dump (PostgreSQL) 17.12 (Debian 17.12-0+deb13u1)` → 17.12, major 17. */
export function parseToolVersion(output: string): { version: string; major: number } | null {
  const match = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(output);
  return match ? { version: `${match[1]}.${match[2] ?? 0}`, major: Number(match[1]) } : null;
}

const HOW_TO_GET = (major: number) =>
  `install PostgreSQL ${major}'s client tools (Debian: postgresql-client-${major}) or set PG_BIN_DIR to the folder that holds them`;

async function toolVersion(
  tool: PgTool,
  wanted: number,
): Promise<{ version: string; major: number }> {
  const binary = pgToolPath(tool);
  let stdout: string;
  try {
    ({ stdout } = await promisify(execFile)(binary, ['--version']));
  } catch (error) {
    throw new BackupError(
      `${binary} could not start (${(error as Error).message.split('\n')[0]}): ${HOW_TO_GET(wanted)}`,
    );
  }
  const parsed = parseToolVersion(stdout);
  if (!parsed) throw new BackupError(`${binary} --version said "${stdout.trim()}", not a version`);
  return parsed;
}

/** The server's major version: 150020 → 15, 170010 → 17. */
async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    return Math.floor(Number(rows[0]!.server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

/**
 * The pg_dump to back this server up with: one of its major or newer, as PostgreSQL requires
 * (an older one refuses, and the image once paired pg_dump 15 with a PostgreSQL 17 server).
 * Answers its version, kept in the manifest so a restore can check its own tool.
 */
export async function pgDumpFor(url: string): Promise<string> {
  const server = await serverMajor(url);
  const dump = await toolVersion('pg_dump', server);
  if (dump.major < server) {
    throw new BackupError(
      `pg_dump ${dump.version} (${pgToolPath('pg_dump')}) is older than the PostgreSQL ${server} server it would back up: ${HOW_TO_GET(server)}`,
    );
  }
  return dump.version;
}

/**
 * Checks that pg_restore can read an archive written by pg_dump `dumpedWith` (e.g. "17.12")
 * and write into this server. A newer pg_restore than the server is refused: PostgreSQL does
 * not promise restores into an older major, and pg_restore 17 sets `transaction_timeout`, which
 * PostgreSQL 15 and 16 reject half-way through.
 */
export async function checkPgRestoreFor(
  url: string,
  dumpedWith: string | undefined,
): Promise<void> {
  const server = await serverMajor(url);
  const needed = Math.max(dumpedWith ? Number(dumpedWith.split('.')[0]) : 0, server);
  const restore = await toolVersion('pg_restore', needed);
  const binary = pgToolPath('pg_restore');
  if (dumpedWith && restore.major < Number(dumpedWith.split('.')[0])) {
    throw new BackupError(
      `pg_restore ${restore.version} (${binary}) is older than the pg_dump ${dumpedWith} that wrote this backup: ${HOW_TO_GET(needed)}`,
    );
  }
  if (restore.major > server) {
    throw new BackupError(
      `pg_restore ${restore.version} (${binary}) is newer than the PostgreSQL ${server} server it would restore into, which cannot take all it writes: restore into PostgreSQL ${restore.major} or newer, or ${HOW_TO_GET(server)} (a backup made by a newer pg_dump needs a server at least as new)`,
    );
  }
}

/** Runs pg_dump or pg_restore; the URL goes in the environment, never on the command line. */
export function runPgTool(tool: PgTool, args: string[], url: string): Promise<void> {
  const { username, password, hostname, port, pathname } = new URL(url);
  const env = {
    ...process.env,
    PGHOST: hostname,
    PGPORT: port || '5432',
    PGUSER: decodeURIComponent(username),
    PGDATABASE: decodeURIComponent(pathname.slice(1)),
    ...(password ? { PGPASSWORD: decodeURIComponent(password) } : {}),
  };
  const binary = pgToolPath(tool);
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) =>
      reject(new BackupError(`${binary} could not start: ${error.message}`)),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${binary} failed (${code}): ${stderr.trim()}`)),
    );
  });
}
