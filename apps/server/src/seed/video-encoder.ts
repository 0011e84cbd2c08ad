import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { playlistUris } from '../modules/videos/index.ts';

/**
 * Encodes the demo tutorials with the system's ffmpeg (decisions 034, 055): slides in, one H.264 encode out to a progressive MP4, then the same stream remuxed
 * into an HLS rendition in fMP4 segments. Settings keep it small and quick (640×360, 15 fps, one
 * thread, baseline profile, no audio) and the bytes reproducible (bitexact, no metadata).
 */

export const VIDEO_WIDTH = 640;
export const VIDEO_HEIGHT = 360;
const FPS = 15;
/** Seconds per HLS segment; one key frame per segment. */
const SEGMENT_SECONDS = 2;
const QUIET = '-hide_banner -loglevel error -nostdin -y'.split(' ');

/**
 * A slide: a PNG of VIDEO_WIDTH × VIDEO_HEIGHT shown for `seconds`, a whole number: slides are
 * read at one frame a second (decoding a PNG 15 times a second costs more than the encode).
 */
export interface Slide {
  png: Buffer;
  seconds: number;
}

/** What one encode makes. Segment URIs are the names the playlist gives them. */
export interface EncodedVideo {
  mp4: Buffer;
  playlist: string;
  /** The initialisation segment and the media segments, in playlist order. */
  segments: { uri: string; bytes: Buffer }[];
}

function run(binary: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg exited with ${code}: ${stderr.trim()}`));
    });
  });
}

/**
 * The encoder's arguments for a video of `seconds` (plus its one extra frame), minus file
 * names. A key frame starts each HLS segment; none is put on the extra frame, which would
 * otherwise become a segment of its own.
 */
function encoderSettings(seconds: number): string[] {
  const gop = FPS * SEGMENT_SECONDS;
  const frames = seconds * FPS;
  return [
    ...'-c:v libx264 -preset veryfast -profile:v baseline -level 3.0 -crf 30'.split(' '),
    ...'-maxrate 400k -bufsize 800k'.split(' '),
    ...`-g ${frames + 1} -keyint_min ${gop} -sc_threshold 0`.split(' '),
    ...['-force_key_frames', `expr:eq(mod(n,${gop}),0)*lt(n,${frames})`],
    ...'-threads 1 -fflags +bitexact -flags:v +bitexact -map_metadata -1'.split(' '),
  ];
}

function filterGraph(slides: readonly Slide[], seconds: number): string {
  const count = slides.length;
  const inputs = slides.map((_, index) => `[${index}]`).join('');
  const dot = count;
  const bar = count + 1;
  // A dot drifting in the slides' top-right disc and a bar filling along the bottom: the
  // picture moves, so a test (and a viewer) can tell that it plays. The dot stays away from the
  // bottom, where captions show, so it never reads as a stray mark beside them.
  return [
    `${inputs}concat=n=${count}:v=1:a=0,fps=${FPS},format=rgb24[slides]`,
    `[slides][${dot}]overlay=x='W*0.86-14+W*0.05*sin(t*1.1)':y='H*0.18-14+H*0.06*sin(t*2.3)'[moving]`,
    `[moving][${bar}]overlay=x='-w+w*t/${seconds}':y=H-h,format=yuv420p[video]`,
  ].join(';');
}

/**
 * Encodes `slides` (with `dot`, a small transparent PNG) in `workDir`, which must be empty,
 * and reads back what was made.
 */
export async function encodeSlides(
  ffmpeg: string,
  slides: readonly Slide[],
  dot: Buffer,
  workDir: string,
): Promise<EncodedVideo> {
  const seconds = slides.reduce((sum, slide) => sum + slide.seconds, 0);
  await fs.mkdir(path.join(workDir, 'hls'), { recursive: true });
  const slideInputs: string[] = [];
  for (const [index, slide] of slides.entries()) {
    await fs.writeFile(path.join(workDir, `slide${index}.png`), slide.png);
    // The last slide (like the dot and the bar) lasts a second longer; the output is cut one
    // frame after `seconds`, so players that round a duration down still show `seconds`.
    const shown = index === slides.length - 1 ? slide.seconds + 1 : slide.seconds;
    slideInputs.push(...`-loop 1 -framerate 1 -t ${shown} -i slide${index}.png`.split(' '));
  }
  await fs.writeFile(path.join(workDir, 'dot.png'), dot);
  await run(
    ffmpeg,
    [
      ...QUIET,
      ...slideInputs,
      ...`-loop 1 -framerate ${FPS} -t ${seconds + 1} -i dot.png`.split(' '),
      ...['-f', 'lavfi', '-i', `color=c=white:s=${VIDEO_WIDTH}x4:r=${FPS}:d=${seconds + 1}`],
      ...['-filter_complex', filterGraph(slides, seconds)],
      ...['-map', '[video]', '-frames:v', String(seconds * FPS + 1), ...encoderSettings(seconds)],
      ...'-movflags +faststart video.mp4'.split(' '),
    ],
    workDir,
  );
  // The HLS rendition is the same stream cut into segments, not a second encode. (Written by
  // the tee muxer in the same pass instead, ffmpeg 4.1's fMP4 segments failed to append in
  // Chromium, natively and through hls.js; remuxed from the MP4 they play in both.)
  await run(
    ffmpeg,
    [
      ...QUIET,
      ...'-i video.mp4 -c copy -fflags +bitexact -map_metadata -1 -f hls'.split(' '),
      ...`-hls_time ${SEGMENT_SECONDS} -hls_playlist_type vod -hls_segment_type fmp4`.split(' '),
      ...'-hls_fmp4_init_filename init.mp4 -hls_segment_filename hls/seg%d.m4s'.split(' '),
      'hls/index.m3u8',
    ],
    workDir,
  );
  // The inputs are not needed any more; the outputs may stay as a cache.
  await Promise.all(
    ['dot.png', ...slides.map((_, index) => `slide${index}.png`)].map((name) =>
      fs.rm(path.join(workDir, name), { force: true }),
    ),
  );
  return readEncoded(workDir);
}

/** Reads what an encode left in `dir`; throws when any file is missing. */
export async function readEncoded(dir: string): Promise<EncodedVideo> {
  const playlist = await fs.readFile(path.join(dir, 'hls', 'index.m3u8'), 'utf8');
  const segments = await Promise.all(
    playlistUris(playlist).map(async (uri) => ({
      uri,
      bytes: await fs.readFile(path.join(dir, 'hls', uri)),
    })),
  );
  return { mp4: await fs.readFile(path.join(dir, 'video.mp4')), playlist, segments };
}
