import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Ffmpeg } from '../lib/ffmpeg.ts';
import type { DemoVideo } from './demo-video-catalog.ts';
import { sourceHash } from './seed-cache-version.ts';
import { encodeSlides, readEncoded, type EncodedVideo } from './video-encoder.ts';
import { renderDot, renderFontProbe, renderSlides, renderThumbnail } from './video-slides.ts';

/**
 * The demo tutorials' finished files, kept between seeds in the machine's temporary folder
 * like the product art (demo-art-cache.ts): every test file and every fresh data folder seeds
 * again, and drawing and encoding the tutorials took seconds. An entry is found by the
 * tutorial's definition, under a version of all else that decides the bytes: the code that
 * draws and encodes (bundled, the whole bundle), sharp's and ffmpeg's versions and the fonts
 * the slides' text comes out in. The output is deterministic, so a cached copy puts the same
 * bytes under the same keys as a new one. Any failure to read an entry is a miss; an entry is
 * renamed into place only when complete, as two processes may seed at once.
 */

const ROOT = path.join(os.tmpdir(), 'space-seed-videos');
/** Sources that decide the bytes (this file among them), under src/ (seed-cache-version.ts). */
const SOURCES = ['seed/video-cache.ts', 'seed/video-encoder.ts', 'seed/video-slides.ts'];
const THUMBNAIL = 'thumbnail.webp';

/** What the seed stores of a tutorial besides its captions. */
export interface MadeVideo {
  /** The title card as WebP, for the list. */
  thumbnail: Buffer;
  encoded: EncodedVideo;
}

async function cacheVersion(ffmpeg: Ffmpeg): Promise<string> {
  const hash = sourceHash(SOURCES);
  hash.update(JSON.stringify({ sharp: sharp.versions, ffmpeg: ffmpeg.version }));
  hash.update(await renderFontProbe());
  return hash.digest('hex').slice(0, 24);
}

function definitionKey(video: DemoVideo): string {
  return createHash('sha256').update(JSON.stringify(video)).digest('hex').slice(0, 32);
}

async function fromCache(dir: string): Promise<MadeVideo | null> {
  try {
    const [thumbnail, encoded] = await Promise.all([
      fs.readFile(path.join(dir, THUMBNAIL)),
      readEncoded(dir),
    ]);
    return { thumbnail, encoded };
  } catch {
    return null;
  }
}

async function makeInto(
  dir: string,
  ffmpeg: Ffmpeg,
  video: DemoVideo,
  dot: Buffer,
): Promise<MadeVideo> {
  const work = `${dir}.partial-${randomBytes(4).toString('hex')}`;
  try {
    const slides = await renderSlides(video);
    const thumbnail = await renderThumbnail(slides[0]!.png);
    const encoded = await encodeSlides(ffmpeg.path, slides, dot, work);
    await fs.writeFile(path.join(work, THUMBNAIL), thumbnail);
    // Whole or not at all; another process may have put the same entry there first.
    await fs.rename(work, dir).catch(() => undefined);
    return { thumbnail, encoded };
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/** Makes a tutorial's files with `ffmpeg`, or reads them when this machine made them before. */
export async function videoMaker(
  ffmpeg: Ffmpeg,
): Promise<(video: DemoVideo) => Promise<MadeVideo>> {
  const folder = path.join(ROOT, await cacheVersion(ffmpeg));
  let dot: Promise<Buffer> | undefined;
  return async (video) => {
    const dir = path.join(folder, definitionKey(video));
    const cached = await fromCache(dir);
    if (cached) return cached;
    dot ??= renderDot();
    return makeInto(dir, ffmpeg, video, await dot);
  };
}
