import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  adminVideoCreateMetaSchema,
  VIDEO_UPLOAD_META_FIELD,
  type AdminVideo,
  type AdminVideoCreateMeta,
} from '@space/contracts/admin-videos';
import type { Locale } from '@space/contracts/locales';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { AppError } from '../../lib/app-error.ts';
import { contentTypeOfKey } from '../../lib/file-storage.ts';
import type { ObjectStorage } from '../../lib/object-storage.ts';
import { fileFieldError, imageBusyError } from '../../lib/upload.ts';
import { QueueFullError } from '../../lib/work-queue.ts';
import { authOf } from '../auth/index.ts';
import { findFfmpeg, NO_FFMPEG } from '../../lib/ffmpeg.ts';
import {
  type ProcessedVideo,
  processUploadedMp4,
  receiveMp4,
  VideoRejectedError,
} from '../videos/index.ts';
import { insertUploadedVideo, type StoredTutorialFiles } from './admin-videos.service.ts';

const MESSAGES = {
  notMultipart: {
    en: 'Send the tutorial as multipart/form-data: the field meta, then the file.',
    zh: '请以 multipart/form-data 发送教程：先发送 meta 字段，再发送文件。',
    ko: '튜토리얼은 multipart/form-data로 보내 주세요. meta 필드 다음에 파일을 보냅니다.',
  },
  required: {
    en: 'Please choose an MP4 video.',
    zh: '请选择 MP4 视频。',
    ko: 'MP4 동영상을 선택해 주세요.',
  },
  metaMissing: {
    en: 'The title, description, device and topic must come before the file.',
    zh: '标题、简介、设备和主题必须在文件之前发送。',
    ko: '제목, 설명, 기기, 주제를 파일보다 먼저 보내야 합니다.',
  },
  tooLarge: {
    en: 'The video is larger than this server accepts ({{size}} MB at most).',
    zh: '视频超过了服务器允许的大小（最多 {{size}} MB）。',
    ko: '동영상이 서버가 받을 수 있는 크기를 넘습니다(최대 {{size}}MB).',
  },
  notMp4: {
    en: 'This file is not an MP4 video.',
    zh: '该文件不是 MP4 视频。',
    ko: '이 파일은 MP4 동영상이 아닙니다.',
  },
  tooLong: {
    en: 'The video is longer than four hours.',
    zh: '视频时长超过四小时。',
    ko: '동영상 길이가 네 시간을 넘습니다.',
  },
  noFfmpeg: {
    en: 'This server cannot process videos: ffmpeg is not installed.',
    zh: '此服务器无法处理视频：未安装 ffmpeg。',
    ko: '이 서버는 동영상을 처리할 수 없습니다. ffmpeg가 설치되어 있지 않습니다.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

function tooLargeError(app: FastifyInstance, locale: Locale): AppError {
  const size = String(Math.floor(app.config.videoUploadMaxBytes / 2 ** 20));
  return new AppError('PAYLOAD_TOO_LARGE', MESSAGES.tooLarge[locale].replace('{{size}}', size));
}

function rejectionError(error: VideoRejectedError, locale: Locale): AppError {
  if (error.reason === 'too-long') return fileFieldError(MESSAGES.tooLong[locale]);
  return new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.notMp4[locale]);
}

/** The `meta` field sent before the file, validated like any JSON body (400 with its fields). */
function metaOf(fields: MultipartFile['fields'], locale: Locale): AdminVideoCreateMeta {
  const field = fields[VIDEO_UPLOAD_META_FIELD] as Multipart | Multipart[] | undefined;
  const value = field && !Array.isArray(field) && field.type === 'field' ? field.value : undefined;
  if (typeof value !== 'string') throw fileFieldError(MESSAGES.metaMissing[locale]);
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw new AppError('VALIDATION_FAILED', undefined, {
      fields: [{ path: VIDEO_UPLOAD_META_FIELD, message: 'validation.invalid' }],
    });
  }
  const parsed = adminVideoCreateMetaSchema.safeParse(json);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      fields: parsed.error.issues.map((issue) => ({
        path: [VIDEO_UPLOAD_META_FIELD, ...issue.path].join('.'),
        message: issue.message,
      })),
    });
  }
  return parsed.data;
}

/**
 * Stores a processed tutorial under a folder of its own (`videos/<random>/`), so its files are
 * nobody else's and a failure can remove them all. The HLS playlist keeps the names ffmpeg gave
 * its segments: they sit beside it, where a browser and the file collector resolve them.
 */
async function storeFiles(
  storage: ObjectStorage,
  processed: ProcessedVideo,
  written: string[],
): Promise<StoredTutorialFiles> {
  const folder = `videos/${randomBytes(12).toString('hex')}`;
  const put = async (key: string, write: () => Promise<void>) => {
    written.push(key);
    await write();
    return key;
  };
  let hlsKey: string | null = null;
  if (processed.hls) {
    for (const file of processed.hls.files) {
      const key = `${folder}/${file.name}`;
      await put(key, () => storage.putFile(key, file.path, contentTypeOfKey(key)));
    }
    const key = `${folder}/index.m3u8`;
    const playlist = Buffer.from(processed.hls.playlist);
    hlsKey = await put(key, () =>
      storage.putBuffer(key, playlist, 'application/vnd.apple.mpegurl'),
    );
  }
  return {
    videoKey: await put(`${folder}/video.mp4`, () =>
      storage.putFile(`${folder}/video.mp4`, processed.mp4Path, 'video/mp4'),
    ),
    thumbnailKey: await put(`${folder}/thumb.webp`, () =>
      storage.putBuffer(`${folder}/thumb.webp`, processed.thumbnail, 'image/webp'),
    ),
    hlsKey,
    durationSeconds: processed.durationSeconds,
  };
}

/**
 * POST /api/admin/videos: the multipart upload of a new tutorial, from its first byte to its
 * committed row. Refusals come as early as the bytes allow (not multipart, no meta, wrong
 * meta, no `ftyp`, past the size cap); whatever fails, the temporary folder goes, and so do
 * stored files whose row was not committed.
 */
export async function receiveTutorialUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  storage: ObjectStorage,
  at: Date,
): Promise<AdminVideo> {
  const locale = request.locale;
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.notMultipart[locale]);
  }
  const ffmpeg = await findFfmpeg();
  if (!ffmpeg) {
    // The operator's fix, in the log; the admin is told only that videos cannot be processed.
    request.log.warn(`${NO_FFMPEG}: the tutorial upload was refused`);
    throw new AppError('UNAVAILABLE', MESSAGES.noFfmpeg[locale]);
  }
  if (app.imageQueue.full) throw imageBusyError(locale);
  const malformed = (error: unknown): unknown => {
    if (error instanceof AppError) return error;
    if (error instanceof VideoRejectedError) return rejectionError(error, locale);
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      return tooLargeError(app, locale);
    }
    return new AppError('BAD_REQUEST');
  };

  let file: MultipartFile | undefined;
  try {
    file = await request.file({
      limits: { fileSize: app.config.videoUploadMaxBytes, files: 1, fields: 4, fieldSize: 16_384 },
    });
  } catch (error) {
    throw malformed(error);
  }
  if (!file) throw fileFieldError(MESSAGES.required[locale]);
  let meta: AdminVideoCreateMeta;
  try {
    meta = metaOf(file.fields, locale);
  } catch (error) {
    file.file.resume();
    throw error;
  }

  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'space-video-'));
  const written: string[] = [];
  try {
    const source = path.join(work, 'upload.mp4');
    try {
      await receiveMp4(file.file, source);
    } catch (error) {
      throw malformed(error);
    }
    if (file.file.truncated) throw tooLargeError(app, locale);
    let processed: ProcessedVideo;
    try {
      processed = await app.imageQueue.run(() => processUploadedMp4(ffmpeg.path, source, work));
    } catch (error) {
      if (error instanceof QueueFullError) throw imageBusyError(locale);
      if (error instanceof VideoRejectedError) throw rejectionError(error, locale);
      throw error;
    }
    const files = await storeFiles(storage, processed, written);
    return await insertUploadedVideo(app.db, authOf(request).userId, meta, files, at);
  } catch (error) {
    await Promise.all(written.map((key) => storage.remove(key).catch(() => undefined)));
    throw error;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
