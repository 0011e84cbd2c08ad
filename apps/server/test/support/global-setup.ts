import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';

/**
 * Once per `vitest run`, before any test file:
 *
 * - bundles src/server.ts and src/cli.ts with build.mjs (what `npm start` runs), so a test
 *   that starts the runner or the CLI pays for a node start, not for tsx compiling the server
 *   on every spawn (about 1.5 s each, several times that on a busy machine);
 * - keeps a migrated PGlite cluster (a folder and its dump) in node_modules/.cache, keyed by
 *   the migrations and the PGlite version: a test database loads it in about 1.5 s instead
 *   of 5–10 s of initdb and migrations.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder holding server.js and cli.js of this run. */
    runnerBundleDir: string;
    /** Folder holding `pg/` (a migrated PGlite data folder) and `dump.tar` (its dump). */
    pgliteTemplateDir: string;
  }
}

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cacheRoot = path.join(serverRoot, 'node_modules', '.cache', 'space-test');
const DAY_MS = 24 * 3_600_000;

function buildRunnerBundle(): string {
  const dir = path.join(cacheRoot, `bundle-${process.pid}-${randomBytes(4).toString('hex')}`);
  execFileSync(process.execPath, ['build.mjs', dir], { cwd: serverRoot, stdio: 'inherit' });
  return dir;
}

/** PGlite's package.json, wherever npm placed the package. */
function pgliteManifest(): string {
  for (let dir = serverRoot; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', '@electric-sql', 'pglite', 'package.json');
    if (fs.existsSync(file)) return file;
  }
  throw new Error('@electric-sql/pglite is not installed');
}

/** Hash of everything the template depends on: every migration file and the PGlite version. */
function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(fs.readFileSync(pgliteManifest()));
  const migrations = path.join(serverRoot, 'drizzle');
  const files = fs
    .readdirSync(migrations, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files)
    hash.update(path.relative(migrations, file)).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

async function ensurePgliteTemplate(): Promise<string> {
  const dir = path.join(cacheRoot, `pglite-${templateKey()}`);
  if (fs.existsSync(path.join(dir, 'dump.tar'))) return dir;
  // Built aside and renamed into place, so a concurrent run never sees half a template.
  const building = `${dir}.${process.pid}.tmp`;
  fs.rmSync(building, { recursive: true, force: true });
  const database = await openDatabase({ engine: 'pglite', dataDir: building });
  await database.migrate();
  await database.close();
  const cluster = await PGlite.create(path.join(building, 'pg'), { extensions: { pg_trgm } });
  const dump = await cluster.dumpDataDir('none');
  await cluster.close();
  fs.writeFileSync(path.join(building, 'dump.tar'), Buffer.from(await dump.arrayBuffer()));
  try {
    fs.renameSync(building, dir);
  } catch {
    // Another run finished the same template first.
    fs.rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

/** Templates of older migrations and bundles of runs that were killed, a day on. */
function removeStale(keep: string[]): void {
  if (!fs.existsSync(cacheRoot)) return;
  for (const name of fs.readdirSync(cacheRoot)) {
    const entry = path.join(cacheRoot, name);
    if (keep.includes(entry)) continue;
    if (Date.now() - fs.statSync(entry).mtimeMs > DAY_MS) {
      fs.rmSync(entry, { recursive: true, force: true });
    }
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  fs.mkdirSync(cacheRoot, { recursive: true });
  const bundleDir = buildRunnerBundle();
  const templateDir = await ensurePgliteTemplate();
  removeStale([bundleDir, templateDir]);
  project.provide('runnerBundleDir', bundleDir);
  project.provide('pgliteTemplateDir', templateDir);
  return () => fs.rmSync(bundleDir, { recursive: true, force: true });
}
