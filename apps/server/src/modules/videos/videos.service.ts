import { MAX_ROW_ID } from '@space/contracts/limits';
import type { Locale } from '@space/contracts/locales';
import type {
  VideoDetail,
  VideoListQuery,
  VideoPage,
  VideoProgress,
  VideoSummary,
} from '@space/contracts/videos';
import type { Database } from '../../db/client.ts';
import type { LocalisedText } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { FileStorage } from '../../lib/file-storage.ts';
import {
  listVideoRows,
  nextVideoRow,
  progressRow,
  upsertProgress,
  videoRowById,
  type VideoRow,
} from './videos.queries.ts';

/** The text in the locale, or in English when that translation is blank. */
function localised(text: LocalisedText, locale: Locale): string {
  return text[locale]?.trim() ? text[locale] : text.en;
}

function fileUrl(key: string | null): string | null {
  return key ? FileStorage.publicUrl(key) : null;
}

export function toVideoSummary(row: VideoRow, locale: Locale): VideoSummary {
  return {
    id: row.id,
    slug: row.slug,
    deviceFamily: row.deviceFamily,
    topic: row.topic,
    title: localised(row.title, locale),
    description: localised(row.description, locale),
    durationSeconds: row.durationSeconds,
    thumbnailUrl: fileUrl(row.thumbnailKey),
  };
}

/** A tutorial that exists, or 404 (ids past the integer range included). */
async function existingVideo(db: Database, id: number): Promise<VideoRow> {
  const row = id > MAX_ROW_ID ? null : await videoRowById(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function listVideos(
  db: Database,
  query: VideoListQuery,
  locale: Locale,
): Promise<VideoPage> {
  const { rows, total } = await listVideoRows(db, query);
  return {
    list: rows.map((row) => toVideoSummary(row, locale)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getVideo(db: Database, id: number, locale: Locale): Promise<VideoDetail> {
  const row = await existingVideo(db, id);
  const next = await nextVideoRow(db, row);
  return {
    ...toVideoSummary(row, locale),
    sources: { hls: fileUrl(row.hlsKey), mp4: fileUrl(row.videoKey) },
    captions: row.captions.map((caption) => ({
      lang: caption.lang,
      url: FileStorage.publicUrl(caption.fileKey),
    })),
    next: next ? toVideoSummary(next, locale) : null,
  };
}

export async function getVideoProgress(
  db: Database,
  userId: number,
  videoId: number,
): Promise<VideoProgress> {
  await existingVideo(db, videoId);
  const row = await progressRow(db, userId, videoId);
  return {
    videoId,
    positionSeconds: row?.positionSeconds ?? 0,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** Saves where the user stopped; a position past the tutorial's end is refused (40090). */
export async function saveVideoProgress(
  db: Database,
  userId: number,
  videoId: number,
  positionSeconds: number,
  at: Date,
): Promise<VideoProgress> {
  const video = await existingVideo(db, videoId);
  if (positionSeconds > video.durationSeconds) throw new AppError('VIDEO_POSITION_BEYOND_END');
  const row = await upsertProgress(db, userId, videoId, positionSeconds, at);
  return {
    videoId,
    positionSeconds: row.positionSeconds,
    updatedAt: row.updatedAt.toISOString(),
  };
}
