import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { demoPackage, type DemoPackageInput } from './demo-packages.ts';
import { sourceHash } from './seed-cache-version.ts';

/**
 * The demo packages, kept between seeds in the machine's temporary folder like the product
 * art (demo-art-cache.ts): building the catalogue's 158 zips (their PNGs drawn pixel by pixel
 * and deflated) took most of a second of the main thread. A package is found by its input
 * under a version of the code that builds it (bundled, the whole bundle) and of zlib, whose
 * deflate decides the bytes. A cached copy is the same bytes as a new one, so it goes under
 * the same key. Any failure to read it is a miss; each file is renamed into place whole.
 */

const ROOT = path.join(os.tmpdir(), 'space-seed-packages');
/** Sources that decide the bytes (this file among them), under src/ (seed-cache-version.ts). */
const SOURCES = [
  'seed/demo-package-cache.ts',
  'seed/demo-packages.ts',
  'seed/demo-package-files.ts',
];

let folder: string | undefined;

function cacheFolder(): string {
  const version = sourceHash(SOURCES).update(process.versions.zlib).digest('hex').slice(0, 24);
  return path.join(ROOT, version);
}

/** demoPackage, from the cache when this code built the same package before. */
export async function cachedDemoPackage(input: DemoPackageInput): Promise<Buffer> {
  folder ??= cacheFolder();
  const key = createHash('sha256').update(JSON.stringify(input)).digest('hex').slice(0, 32);
  const file = path.join(folder, `${key}.zip`);
  try {
    // At once: a few dozen microseconds, where an asynchronous read waited its turn on the
    // thread pool behind the seed's writes into storage.
    return readFileSync(file);
  } catch {
    // Not cached yet: built below.
  }
  const bytes = demoPackage(input);
  const partial = `${file}.partial-${randomBytes(4).toString('hex')}`;
  try {
    await fs.mkdir(folder, { recursive: true });
    await fs.writeFile(partial, bytes);
    await fs.rename(partial, file);
  } catch {
    await fs.rm(partial, { force: true });
  }
  return bytes;
}
