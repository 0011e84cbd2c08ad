import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { FileStorage } from '../lib/file-storage.ts';
import { renderProductArt, type ArtSubject, type RenderedArt } from './preview-art/index.ts';
import { sourceHash } from './seed-cache-version.ts';

/**
 * The demo products' rendered art, kept between seeds (like the encoded videos,
 * video-cache.ts): every test file and every `cli seed` seeds a fresh data folder, and
 * drawing 143 products' art takes a minute on a busy machine. Files are stored by their
 * content (FileStorage.put), so a cached copy puts the same bytes under the same keys as a
 * fresh render: the seed stays deterministic. The cache is keyed by the code that draws
 * (this file, the preview art, the image pipeline) and sharp's version, so a change to the
 * drawing never serves stale art. Any failure to read it is a miss.
 */

const ROOT = path.join(os.tmpdir(), 'space-seed-art');

/** Sources that decide the bytes (this file among them), under src/ (seed-cache-version.ts). */
const SOURCES = [
  'seed/demo-art-cache.ts',
  'seed/preview-art',
  'seed/images.ts',
  'lib/image.ts',
  'modules/products/product-images.ts',
];

function codeVersion(): string {
  return sourceHash(SOURCES).update(JSON.stringify(sharp.versions)).digest('hex').slice(0, 24);
}

let version: string | undefined;

interface Manifest {
  art: RenderedArt;
  /** Every file key the art points at. */
  files: string[];
}

function filesOf(art: RenderedArt): string[] {
  const keys = art.images.flatMap((image) => [
    image.fileKey,
    ...image.variants.map((variant) => variant.fileKey),
  ]);
  const preview = art.devicePreview;
  keys.push(...(preview.keys ?? []));
  if (preview.screen) keys.push(preview.screen);
  if (preview.keycap) keys.push(preview.keycap);
  return [...new Set(keys)];
}

/** `seed/ab/abcdef….webp` → its folder and extension, as FileStorage.put takes them. */
function partsOf(key: string): { folder: string; extension: string } {
  return { folder: key.slice(0, key.indexOf('/')), extension: key.slice(key.lastIndexOf('.') + 1) };
}

/** The key FileStorage.put gives these bytes, so a damaged copy is a miss, not a wrong file. */
function keyOf(bytes: Buffer, key: string): string {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const { folder, extension } = partsOf(key);
  return `${folder}/${hash.slice(0, 2)}/${hash}.${extension}`;
}

async function fromCache(dir: string, storage: FileStorage): Promise<CachedArt | null> {
  let manifest: Manifest;
  let files: { key: string; bytes: Buffer }[];
  // Read at once: a few dozen microseconds a file, where each asynchronous read took its turn
  // on the thread pool behind the writes into storage.
  try {
    manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
    files = manifest.files.map((key) => ({
      key,
      bytes: readFileSync(path.join(dir, key.replaceAll('/', '_'))),
    }));
  } catch {
    return null;
  }
  if (files.some(({ key, bytes }) => keyOf(bytes, key) !== key)) return null;
  const stored = Promise.all(
    files.map(({ key, bytes }) => {
      const { folder, extension } = partsOf(key);
      return storage.put(bytes, extension, folder);
    }),
  ).then(() => undefined);
  stored.catch(() => undefined); // awaited by the caller; never an unhandled rejection meanwhile
  return { art: manifest.art, stored };
}

async function intoCache(dir: string, storage: FileStorage, art: RenderedArt): Promise<void> {
  const work = `${dir}.partial-${randomBytes(4).toString('hex')}`;
  try {
    await fs.mkdir(work, { recursive: true });
    const files = filesOf(art);
    for (const key of files) {
      const bytes = await storage.read(key);
      if (!bytes) throw new Error(`${key} was not stored`);
      await fs.writeFile(path.join(work, key.replaceAll('/', '_')), bytes);
    }
    const manifest: Manifest = { art, files };
    await fs.writeFile(path.join(work, 'manifest.json'), JSON.stringify(manifest));
    // Whole or not at all; another process may have put the same entry there first.
    await fs.rename(work, dir);
  } catch {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/** A product's art, and when its files are all in storage. */
export interface CachedArt {
  art: RenderedArt;
  /**
   * Settles once every file the art points at is stored: at once for art drawn now; a cached
   * copy's files are still being written, so the caller can write its rows meanwhile.
   */
  stored: Promise<void>;
}

/** renderProductArt, from the cache when this code drew the same subject and seed before. */
export async function cachedProductArt(
  storage: FileStorage,
  subject: ArtSubject,
  seed: number,
): Promise<CachedArt> {
  version ??= codeVersion();
  const key = createHash('sha256')
    .update(JSON.stringify({ subject, seed }))
    .digest('hex')
    .slice(0, 32);
  const dir = path.join(ROOT, version, key);
  const cached = await fromCache(dir, storage);
  if (cached) return cached;
  const art = await renderProductArt(storage, subject, seed);
  await intoCache(dir, storage, art);
  return { art, stored: Promise.resolve() };
}
