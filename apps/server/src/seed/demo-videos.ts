import { LOCALES, type Locale } from '@space/contracts/locales';
import { count } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { videoTutorials, type VideoCaption } from '../db/schema.ts';
import type { FileStorage } from '../lib/file-storage.ts';
import { relativeUri, rewritePlaylist } from '../modules/videos/index.ts';
import { DEMO_VIDEOS, durationOf, type DemoVideo } from './demo-video-catalog.ts';
import { mapLimit } from './images.ts';
import { videoMaker, type MadeVideo } from './video-cache.ts';
import { findFfmpeg, NO_FFMPEG } from '../lib/ffmpeg.ts';

export interface DemoVideoOptions {
  /** Told why the tutorials were left out (no ffmpeg, an encode failed). */
  warn?: (message: string) => void;
}

/** Two encodes at once (when not cached): ffmpeg runs one thread each. */
const ENCODE_CONCURRENCY = 2;
/** Fixed, and how remove-demo tells the seed's tutorials from uploaded ones. */
export const DEMO_VIDEOS_CREATED_AT = new Date('2026-01-04T09:00:00Z');
const FOLDER = 'seed';

interface StoredVideo {
  thumbnailKey: string;
  videoKey: string;
  hlsKey: string;
  captions: VideoCaption[];
}

function timestamp(seconds: number): string {
  const h = String(Math.floor(seconds / 3600)).padStart(2, '0');
  const m = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0');
  const s = String(seconds % 60).padStart(2, '0');
  return `${h}:${m}:${s}.000`;
}

/** The tutorial's steps as WebVTT cues in one language. */
export function captionsVtt(video: DemoVideo, lang: Locale): string {
  let start = 0;
  const cues = video.steps.map((step, index) => {
    const cue = `${index + 1}\n${timestamp(start)} --> ${timestamp(start + step.seconds)}\n${step.text[lang]}`;
    start += step.seconds;
    return cue;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/**
 * Stores the files of one tutorial. Segments first: the playlist names them by their keys,
 * relative to itself. Every key is `seed/<2 hex>/<hash>.<ext>`, so from the playlist's own
 * folder, whichever its hash picks, a segment is `../<2 hex>/<hash>.<ext>`. The stand-in folder
 * is no hex pair: a segment whose hash began like it came out as a bare name, which resolved
 * beside the real playlist instead (seen once ffmpeg's bytes changed, decision 055).
 */
const PLAYLIST_PLACE = `${FOLDER}/zz/playlist.m3u8`;

async function storeVideo(
  storage: FileStorage,
  video: DemoVideo,
  { thumbnail, encoded }: MadeVideo,
): Promise<StoredVideo> {
  const segmentUris = new Map<string, string>();
  for (const segment of encoded.segments) {
    const extension = segment.uri.endsWith('.mp4') ? 'mp4' : 'm4s';
    const key = await storage.put(segment.bytes, extension, FOLDER);
    segmentUris.set(segment.uri, relativeUri(PLAYLIST_PLACE, key));
  }
  const playlist = rewritePlaylist(encoded.playlist, (uri) => segmentUris.get(uri) ?? uri);
  const captions: VideoCaption[] = [];
  for (const lang of LOCALES) {
    const vtt = Buffer.from(captionsVtt(video, lang));
    captions.push({ lang, fileKey: await storage.put(vtt, 'vtt', FOLDER) });
  }
  return {
    thumbnailKey: await storage.put(thumbnail, 'webp', FOLDER),
    videoKey: await storage.put(encoded.mp4, 'mp4', FOLDER),
    hlsKey: await storage.put(Buffer.from(playlist), 'm3u8', FOLDER),
    captions,
  };
}

export async function hasDemoVideos(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(videoTutorials);
  return (row?.value ?? 0) > 0;
}

/**
 * The demo tutorials (decision 034), made with ffmpeg at seed time, into a database that has
 * none yet (also one seeded before tutorials existed). Without a working ffmpeg the seed goes
 * on without them, and /videoTutorial says there are none. Answers how many were added.
 */
export async function seedDemoVideos(
  db: Database,
  storage: FileStorage,
  options: DemoVideoOptions = {},
): Promise<number> {
  if (await hasDemoVideos(db)) return 0;
  const ffmpeg = await findFfmpeg();
  if (!ffmpeg) {
    options.warn?.(`${NO_FFMPEG}: the demo video tutorials are left out`);
    return 0;
  }
  let stored: StoredVideo[];
  try {
    const make = await videoMaker(ffmpeg);
    stored = await mapLimit(DEMO_VIDEOS, ENCODE_CONCURRENCY, async (video) =>
      storeVideo(storage, video, await make(video)),
    );
  } catch (error) {
    options.warn?.(`the demo video tutorials are left out: ${(error as Error).message}`);
    return 0;
  }
  const inserted = await db
    .insert(videoTutorials)
    .values(
      DEMO_VIDEOS.map((video, position) => ({
        slug: video.slug,
        deviceFamily: video.deviceFamily,
        topic: video.topic,
        title: video.title,
        description: video.description,
        durationSeconds: durationOf(video),
        position,
        createdAt: DEMO_VIDEOS_CREATED_AT,
        ...stored[position]!,
      })),
    )
    // Two instances seeding one database at once: the first one's rows stand.
    .onConflictDoNothing({ target: videoTutorials.slug })
    .returning({ id: videoTutorials.id });
  return inserted.length;
}
