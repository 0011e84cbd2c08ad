// Brotli and gzip copies beside each asset of the web build, which the server sends as they are
// (no compression per request): the JavaScript of a first load travels at a quarter of its size.
// The build makes them once Vite is done (build.mjs); `npm start` makes them later instead
// (SPACE_PRECOMPRESS=later), once the server already answers, so the first start does not wait
// for several seconds of brotli at its highest quality (decision 081).
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** What is compressed: text assets from this size on (smaller ones gain nothing). */
const PRECOMPRESSED = /\.(js|css|html|svg|json|webmanifest)$/;
const PRECOMPRESS_THRESHOLD = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesUnder(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `file` whole or not at all: a request never reads half of it. */
async function writeWhole(file, bytes) {
  const work = `${file}.partial-${process.pid}`;
  await fs.writeFile(work, bytes);
  await fs.rename(work, file);
}

/** Writes `<file>.br` and `<file>.gz` beside every text asset of `dir` from 1 kB on. */
export async function precompressFolder(dir) {
  const files = (await filesUnder(dir)).filter((file) => PRECOMPRESSED.test(file));
  // Node's thread pool compresses them a few at a time, beside whatever the caller runs next.
  await Promise.all(files.map(precompressFile));
}

async function precompressFile(file) {
  const bytes = await fs.readFile(file);
  if (bytes.length < PRECOMPRESS_THRESHOLD) return;
  // The highest quality of each: compressed once, sent many times.
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    }),
    gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy no smaller than the file is left out.
  if (br.length < bytes.length) await writeWhole(`${file}.br`, br);
  if (gz.length < bytes.length) await writeWhole(`${file}.gz`, gz);
}
