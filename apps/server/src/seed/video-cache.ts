import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  encodeSlides,
  encoderSettings,
  readEncoded,
  type EncodedVideo,
  type Slide,
} from './video-encoder.ts';

/**
 * Encoded demo videos by content key: the slides' bytes, the encoder's settings and the
 * ffmpeg version. Kept in this process (the seed tests seed twice) and, given a folder,
 * on disk (DATA_DIR/cache), so seeding a fresh database over an old data folder does not
 * encode again. The output is deterministic, so a cached copy is the same bytes as a new one.
 */

/** Raise to make every cached video stale (a change to the slides' timing or the filters). */
const RECIPE_VERSION = 4;

const inProcess = new Map<string, Promise<EncodedVideo>>();

export interface Ffmpeg {
  path: string;
  version: string;
}

export function contentKey(ffmpeg: Ffmpeg, slides: readonly Slide[], dot: Buffer): string {
  const hash = createHash('sha256');
  const seconds = slides.reduce((sum, slide) => sum + slide.seconds, 0);
  hash.update(
    JSON.stringify({ RECIPE_VERSION, ffmpeg: ffmpeg.version, args: encoderSettings(seconds) }),
  );
  hash.update(dot);
  for (const slide of slides) hash.update(`${slide.seconds}:`).update(slide.png);
  return hash.digest('hex').slice(0, 32);
}

async function encodeInto(
  ffmpeg: Ffmpeg,
  slides: readonly Slide[],
  dot: Buffer,
  cacheDir: string | undefined,
  key: string,
): Promise<EncodedVideo> {
  if (cacheDir) {
    const target = path.join(cacheDir, 'videos', key);
    try {
      return await readEncoded(target);
    } catch {
      // Not cached yet (or cut short): encode below.
    }
    const work = `${target}.partial-${randomBytes(4).toString('hex')}`;
    await fs.rm(target, { recursive: true, force: true });
    const encoded = await encodeSlides(ffmpeg.path, slides, dot, work);
    // Whole or not at all: a seed that stops half-way leaves only a `.partial` folder.
    await fs.rename(work, target).catch(() => fs.rm(work, { recursive: true, force: true }));
    return encoded;
  }
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'space-video-'));
  try {
    return await encodeSlides(ffmpeg.path, slides, dot, work);
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/** The encoded video of these slides: from this process, the cache folder, or ffmpeg. */
export function encodedVideo(
  ffmpeg: Ffmpeg,
  slides: readonly Slide[],
  dot: Buffer,
  cacheDir?: string,
): Promise<EncodedVideo> {
  const key = contentKey(ffmpeg, slides, dot);
  let pending = inProcess.get(key);
  if (!pending) {
    pending = encodeInto(ffmpeg, slides, dot, cacheDir, key);
    // A failed encode is not remembered: the next seed tries again.
    pending.catch(() => inProcess.delete(key));
    inProcess.set(key, pending);
  }
  return pending;
}
