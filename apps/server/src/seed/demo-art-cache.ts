import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { FileStorage } from '../lib/file-storage.ts';
import { renderProductArt, type ArtSubject, type RenderedArt } from './preview-art/index.ts';

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

/** Sources that decide the bytes, relative to this file; absent ones (a bundle) are skipped. */
const SOURCES = [
  'preview-art',
  'images.ts',
  '../lib/image.ts',
  '../modules/products/product-images.ts',
];

function codeVersion(): string {
  const hash = createHash('sha256');
  const here = fileURLToPath(import.meta.url);
  // Bundled, this is the whole bundle: any change to the code changes it.
  hash.update(readFileSync(here));
  for (const source of SOURCES) {
    const at = path.resolve(path.dirname(here), source);
    if (!existsSync(at)) continue;
    const files = at.endsWith('.ts')
      ? [at]
      : readdirSync(at)
          .sort()
          .map((name) => path.join(at, name));
    for (const file of files) hash.update(file.slice(at.length)).update(readFileSync(file));
  }
  hash.update(JSON.stringify(sharp.versions));
  return hash.digest('hex').slice(0, 24);
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

async function fromCache(dir: string, storage: FileStorage): Promise<RenderedArt | null> {
  try {
    const manifest = JSON.parse(
      await fs.readFile(path.join(dir, 'manifest.json'), 'utf8'),
    ) as Manifest;
    for (const key of manifest.files) {
      const bytes = await fs.readFile(path.join(dir, key.replaceAll('/', '_')));
      const { folder, extension } = partsOf(key);
      if ((await storage.put(bytes, extension, folder)) !== key) return null;
    }
    return manifest.art;
  } catch {
    return null;
  }
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

/** renderProductArt, from the cache when this code drew the same subject and seed before. */
export async function cachedProductArt(
  storage: FileStorage,
  subject: ArtSubject,
  seed: number,
): Promise<RenderedArt> {
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
  return art;
}
