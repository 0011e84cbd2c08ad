import { createHash, type Hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The start of a version for a seed cache in the machine's temporary folder (like
 * demo-art-cache.ts's): a hash of the module at `moduleUrl` and of `sources`, files or folders
 * relative to it, the code that decides what the cache holds. Bundled, the module is the whole
 * bundle, so any change to the code changes it; the sources are then absent and skipped. The
 * caller adds what else decides the bytes (a library's version) and digests it.
 */
export function sourceHash(moduleUrl: string, sources: readonly string[]): Hash {
  const hash = createHash('sha256');
  const here = fileURLToPath(moduleUrl);
  hash.update(readFileSync(here));
  for (const source of sources) {
    const at = path.resolve(path.dirname(here), source);
    if (!existsSync(at)) continue;
    const files = at.endsWith('.ts')
      ? [at]
      : readdirSync(at)
          .sort()
          .map((name) => path.join(at, name));
    for (const file of files) hash.update(file.slice(at.length)).update(readFileSync(file));
  }
  return hash;
}
