import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * A new embedded database starts from a copy of one this machine created and migrated before:
 * PGlite's initdb and the migrations take 4–5 s of a first start (much more on a busy machine),
 * loading the copy about one. The copy is an empty, migrated cluster (no seed, no secrets),
 * kept in the machine's temporary folder and keyed by the PGlite version, its extensions and
 * the migrations' contents, so any change to those makes a new one. Any failure to read it is
 * a miss; writing is best-effort and whole-or-nothing.
 */

const root = () => path.join(os.tmpdir(), 'space-pglite-template');

/** True when `dataPath` holds no cluster yet (PGlite would run initdb there). */
export function isNewCluster(dataPath: string): boolean {
  return !fs.existsSync(path.join(dataPath, 'PG_VERSION'));
}

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  // package.json is not among the package's exports: find it beside the resolved entry.
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (
    JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }
  ).version;
}

function templateFile(migrationsFolder: string, extensions: readonly string[]): string {
  const hash = createHash('sha256').update(pgliteVersion()).update(extensions.join(','));
  const files = fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const at = path.join(migrationsFolder, file);
    if (fs.statSync(at).isFile()) hash.update(`\0${file}\0`).update(fs.readFileSync(at));
  }
  return path.join(root(), `${hash.digest('hex').slice(0, 24)}.tar`);
}

export interface PgliteTemplate {
  /** The dump to start the new cluster from; none when this machine has no copy yet. */
  dump?: Blob;
  /** Keeps the freshly migrated cluster for the next new one (when there was no copy). */
  save(client: PGlite): Promise<void>;
  /** Forgets a copy that would not load, so this start's cluster replaces it. */
  discard(): void;
}

export function pgliteTemplate(
  migrationsFolder: string,
  extensions: readonly string[],
): PgliteTemplate {
  let file: string;
  try {
    file = templateFile(migrationsFolder, extensions);
  } catch {
    return { save: async () => {}, discard: () => {} };
  }
  let dump: Blob | undefined;
  try {
    dump = new Blob([fs.readFileSync(file)]);
  } catch {
    dump = undefined;
  }
  return {
    get dump() {
      return dump;
    },
    discard() {
      dump = undefined;
      fs.rmSync(file, { force: true });
    },
    async save(client) {
      if (dump) return;
      const work = `${file}.partial-${randomBytes(4).toString('hex')}`;
      try {
        const tar = await client.dumpDataDir('none');
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(work, Buffer.from(await tar.arrayBuffer()));
        fs.renameSync(work, file);
      } catch {
        fs.rmSync(work, { force: true });
      }
    },
  };
}
