import { createHash, type Hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Each source file's SHA-256 by its path under src/, taken by the build (build.mjs) for the
 * folders that draw the seed's caches; absent when this runs from source.
 */
declare const __SEED_SOURCE_DIGESTS__: Record<string, string> | undefined;

const built = typeof __SEED_SOURCE_DIGESTS__ === 'object' ? __SEED_SOURCE_DIGESTS__ : undefined;

/** src/, when this runs from source (this file is src/seed/seed-cache-version.ts). */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function digest(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The digests of `source` (a file or folder under src/), by path, sorted. */
function digestsOf(source: string): [string, string][] {
  if (built) {
    const found = Object.entries(built).filter(
      ([file]) => file === source || file.startsWith(`${source}/`),
    );
    if (found.length === 0) throw new Error(`${source} is not among the sources build.mjs digests`);
    return found.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  }
  const at = path.join(SRC, source);
  if (!existsSync(at)) throw new Error(`${source} is not a source file or folder`);
  const files = statSync(at).isFile()
    ? [source]
    : readdirSync(at, { recursive: true, encoding: 'utf8' })
        .map((name) => path.posix.join(source, name.split(path.sep).join('/')))
        .filter((file) => statSync(path.join(SRC, file)).isFile());
  return files.sort().map((file) => [file, digest(readFileSync(path.join(SRC, file)))]);
}

/**
 * The start of a version for a seed cache in the machine's temporary folder (demo art, videos,
 * packages): a hash of `sources`, files or folders under src/ (the code that decides what the
 * cache holds), the same from source and bundled, so a change elsewhere in the server keeps
 * the caches. The caller adds what else decides the bytes (a library's version) and digests it.
 */
export function sourceHash(sources: readonly string[]): Hash {
  const hash = createHash('sha256');
  for (const source of sources) {
    for (const [file, fileDigest] of digestsOf(source)) hash.update(`${file}\0${fileDigest}\0`);
  }
  return hash;
}
