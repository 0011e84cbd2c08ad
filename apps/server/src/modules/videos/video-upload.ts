import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { playlistUris } from './hls-playlist.ts';

/**
 * An uploaded tutorial, from the request's bytes to the files a viewer plays (decision 042):
 * the `ftyp` box checked on the first bytes while they stream to a temporary file, then the
 * ffmpeg the seed uses (decision 055) reads its duration, copies the streams into a
 * progressive MP4 with the index first and no metadata, grabs a thumbnail and, when the codecs
 * are ones browsers play from HLS, remuxes the same streams into fMP4 segments. Nothing is
 * re-encoded: an upload costs about what copying it does.
 */

export type VideoRejection = 'not-mp4' | 'no-video' | 'too-long';

export class VideoRejectedError extends Error {
  constructor(readonly reason: VideoRejection) {
    super(`video rejected: ${reason}`);
    this.name = 'VideoRejectedError';
  }
}

/** Longest tutorial accepted, in seconds: positions are checked against a day (VIDEO_POSITION_MAX). */
export const VIDEO_MAX_SECONDS = 4 * 3600;
/** Thumbnails are 16:9 like the seed's title cards. */
const THUMB_WIDTH = 640;
const THUMB_HEIGHT = 360;
const SEGMENT_SECONDS = 4;
/** An ffmpeg run that takes longer than this on a copy is stuck, not busy. */
const FFMPEG_TIMEOUT_MS = 120_000;
const QUIET = ['-hide_banner', '-nostdin', '-y'];

/**
 * `ftyp` brands of ISO media files that are not MP4 videos: QuickTime movies and HEIF/AVIF
 * still images share the box structure. Everything else with an `ftyp` first goes on to ffmpeg,
 * which must then find a video stream.
 */
const FOREIGN_BRANDS = new Set([
  'qt  ',
  'heic',
  'heix',
  'heim',
  'heis',
  'mif1',
  'msf1',
  'avif',
  'avis',
]);

/** Whether these first bytes open an MP4: a first box of type `ftyp` with a sensible size. */
export function opensWithFtyp(head: Buffer): boolean {
  if (head.length < 12) return false;
  const size = head.readUInt32BE(0);
  if (head.toString('latin1', 4, 8) !== 'ftyp') return false;
  if (size !== 1 && (size < 16 || size > 4096)) return false;
  return !FOREIGN_BRANDS.has(head.toString('latin1', 8, 12));
}

/** Passes bytes through once the first 12 have shown an MP4's `ftyp` box; fails at once if not. */
function ftypGate(): Transform {
  let head: Buffer | null = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (head === null) return callback(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < 12) return callback();
      if (!opensWithFtyp(head)) return callback(new VideoRejectedError('not-mp4'));
      const all = head;
      head = null;
      callback(null, all);
    },
    flush(callback: TransformCallback) {
      callback(head === null ? null : new VideoRejectedError('not-mp4'));
    },
  });
}

/** Streams an upload to `target`, refusing it on its first bytes when it is no MP4. */
export async function receiveMp4(body: Readable, target: string): Promise<void> {
  await pipeline(body, ftypGate(), fs.createWriteStream(target));
}

function run(
  ffmpeg: string,
  args: string[],
  cwd: string,
): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, [...QUIET, ...args], { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-16_000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), FFMPEG_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, stderr });
    });
  });
}

export interface ProbedVideo {
  seconds: number;
  videoCodec: string;
  audioCodec: string | null;
}

/** What ffmpeg says of its first input: duration and codecs; null when it is no MP4 video. */
export function parseProbe(stderr: string): ProbedVideo | null {
  if (!/^Input #0, mov,mp4/m.test(stderr)) return null;
  const duration = /Duration: (\d+):(\d\d):(\d\d(?:\.\d+)?)/.exec(stderr);
  const video = /Stream #0:\d+.*?: Video: (\w+)/.exec(stderr);
  if (!duration || !video) return null;
  const seconds = Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]);
  const audio = /Stream #0:\d+.*?: Audio: (\w+)/.exec(stderr);
  return { seconds, videoCodec: video[1]!, audioCodec: audio?.[1] ?? null };
}

export interface ProcessedVideo {
  /** Whole seconds, at least 1, as the list shows it. */
  durationSeconds: number;
  /** The progressive MP4: same streams, index first (`+faststart`), metadata dropped. */
  mp4Path: string;
  thumbnail: Buffer;
  /** The HLS rendition, when the codecs suit it: the playlist and its files by name. */
  hls: { playlist: string; files: { name: string; path: string }[] } | null;
}

/**
 * Reads, copies and cuts the MP4 at `source`, writing into `workDir`. A file ffmpeg cannot read
 * as an MP4 with a video stream, or one that will not give a frame, is a VideoRejectedError.
 */
export async function processUploadedMp4(
  ffmpeg: string,
  source: string,
  workDir: string,
): Promise<ProcessedVideo> {
  // Without an output ffmpeg only describes the input (and exits 1 saying an output is missing).
  const probe = parseProbe((await run(ffmpeg, ['-i', source], workDir)).stderr);
  if (!probe) throw new VideoRejectedError('no-video');
  if (probe.seconds > VIDEO_MAX_SECONDS) throw new VideoRejectedError('too-long');
  const at = Math.min(1, probe.seconds / 2).toFixed(3);
  const copied = await run(
    ffmpeg,
    [
      ...['-i', source, '-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy'],
      ...['-map_metadata', '-1', '-movflags', '+faststart', 'video.mp4'],
      ...['-map', '0:v:0', '-ss', at, '-frames:v', '1', '-f', 'image2', '-c:v', 'png', 'thumb.png'],
    ],
    workDir,
  );
  const thumbPath = path.join(workDir, 'thumb.png');
  if (copied.code !== 0 || !fs.existsSync(thumbPath)) throw new VideoRejectedError('no-video');
  const thumbnail = await sharp(thumbPath, { limitInputPixels: 8192 * 8192 })
    .resize(THUMB_WIDTH, THUMB_HEIGHT, { fit: 'cover' })
    .webp({ quality: 80, effort: 2 })
    .toBuffer()
    .catch(() => {
      throw new VideoRejectedError('no-video');
    });
  return {
    durationSeconds: Math.max(1, Math.round(probe.seconds)),
    mp4Path: path.join(workDir, 'video.mp4'),
    thumbnail,
    hls: hlsSuits(probe) ? await remuxToHls(ffmpeg, workDir) : null,
  };
}

/** HLS in fMP4 plays in browsers for H.264 video with AAC sound or none. */
function hlsSuits(probe: ProbedVideo): boolean {
  return probe.videoCodec === 'h264' && (probe.audioCodec === null || probe.audioCodec === 'aac');
}

/**
 * The copied MP4 cut into fMP4 segments at its key frames, as the seed does (decision 034);
 * null when ffmpeg cannot, and the tutorial then plays from the MP4 alone.
 */
async function remuxToHls(ffmpeg: string, workDir: string): Promise<ProcessedVideo['hls']> {
  const dir = path.join(workDir, 'hls');
  await fs.promises.mkdir(dir);
  const { code } = await run(
    ffmpeg,
    [
      ...'-i video.mp4 -c copy -map_metadata -1 -f hls'.split(' '),
      ...`-hls_time ${SEGMENT_SECONDS} -hls_playlist_type vod -hls_segment_type fmp4`.split(' '),
      ...'-hls_fmp4_init_filename init.mp4 -hls_segment_filename hls/seg%d.m4s'.split(' '),
      'hls/index.m3u8',
    ],
    workDir,
  );
  if (code !== 0) return null;
  const playlist = await fs.promises.readFile(path.join(dir, 'index.m3u8'), 'utf8');
  const names = playlistUris(playlist);
  // Names ffmpeg wrote itself; anything else in a playlist would not be ours to store.
  if (names.length === 0 || names.some((name) => !/^(init\.mp4|seg\d+\.m4s)$/.test(name))) {
    return null;
  }
  return { playlist, files: names.map((name) => ({ name, path: path.join(dir, name) })) };
}
