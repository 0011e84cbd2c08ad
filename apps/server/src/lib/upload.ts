import os from 'node:os';
import type { Locale } from '@space/contracts/locales';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { ImageRejectedError, type ImageLimits } from './image.ts';
import { QueueFullError, WorkQueue } from './work-queue.ts';

export interface UploadMessages {
  /** The body is not multipart/form-data (415). */
  notMultipart: string;
  /** The form holds no file (400 on the field `file`). */
  required: string;
  /** The file exceeds `maxBytes` (413). */
  tooLarge: string;
}

export function fileFieldError(message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { fields: [{ path: 'file', message }] });
}

/**
 * The bytes of the one file of a multipart request, read while streaming and refused as soon
 * as they pass `maxBytes`; nothing is buffered beyond the limit.
 */
export async function readOneFile(
  app: FastifyInstance,
  request: FastifyRequest,
  maxBytes: number,
  messages: UploadMessages,
): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.notMultipart);
  const tooLarge = new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge);
  // Everything that fails here failed on the client's bytes (no boundary, a form cut short,
  // a header the parser refuses): a 400, never a 500.
  const malformed = (error: unknown) => {
    if (error instanceof AppError) return error;
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) return tooLarge;
    return new AppError('BAD_REQUEST');
  };
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch (error) {
    throw malformed(error);
  }
  if (!file) throw fileFieldError(messages.required);
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    throw malformed(error);
  }
  // toBuffer() can miss a limit reached on the stream's last chunk; the stream's own flag cannot.
  if (file.file.truncated) throw tooLarge;
  return bytes;
}

/** What every image upload says when the file is refused, in every locale. */
export const IMAGE_UPLOAD_MESSAGES = {
  fileTypeWrong: {
    en: 'The file type is wrong. Please check whether the file format and content are correct.',
    zh: '文件类型错误，请检查文件格式和内容是否正确。',
    ko: '파일 형식이 올바르지 않습니다. 파일 형식과 내용이 올바른지 확인해 주세요.',
  },
  required: {
    en: 'Please choose an image file.',
    zh: '请选择图片文件。',
    ko: '이미지 파일을 선택해 주세요.',
  },
  busy: {
    en: 'The server is busy processing other images. Please try again in a few seconds.',
    zh: '服务器正在处理其他图片，请几秒后重试。',
    ko: '서버가 다른 이미지를 처리하고 있습니다. 몇 초 후에 다시 시도해 주세요.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

/** The refusal of an image over `limits`, e.g. "at most 8000 px … and 40 megapixels". */
export function imageDimensionsMessage(limits: ImageLimits, locale: Locale): string {
  const side = limits.maxSide;
  const megapixels = Math.floor(limits.maxPixels / 1_000_000);
  const messages: Record<Locale, string> = {
    en: `The image can be at most ${side} pixels on a side and ${megapixels} megapixels in total.`,
    zh: `图片每边不能超过 ${side} 像素，总像素不能超过 ${megapixels} 百万。`,
    ko: `이미지는 한 변이 최대 ${side}픽셀, 전체 ${megapixels}메가픽셀까지 가능합니다.`,
  };
  return messages[locale];
}

/**
 * The answer to an image the decoder refused: 400 on the field `file` when it is too large
 * in pixels, 415 when it is not a supported image. Any other error is passed through.
 */
export function rejectedImageError(error: unknown, locale: Locale, limits: ImageLimits): unknown {
  if (!(error instanceof ImageRejectedError)) return error;
  if (error.reason === 'too-large') return fileFieldError(imageDimensionsMessage(limits, locale));
  return new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_UPLOAD_MESSAGES.fileTypeWrong[locale]);
}

/** How long a client refused by a full image queue should wait before retrying. */
export const IMAGE_BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * The queue every uploaded image is decoded in (decision 011): one worker per core but one,
 * left to the event loop (health checks, every other request), at least one; 16 more wait.
 */
export function createImageQueue(): WorkQueue {
  return new WorkQueue({ concurrency: Math.max(1, os.availableParallelism() - 1), maxQueued: 16 });
}

/** 503 "busy, retry in a few seconds", with Retry-After. */
export function imageBusyError(locale: Locale): AppError {
  return new AppError(
    'UNAVAILABLE',
    IMAGE_UPLOAD_MESSAGES.busy[locale],
    null,
    IMAGE_BUSY_RETRY_AFTER_SECONDS,
  );
}

/** Refuses at once, before an upload is read, when its decoding could not even be queued. */
export function refuseWhenImageQueueFull(app: FastifyInstance, locale: Locale): void {
  if (app.imageQueue.full) throw imageBusyError(locale);
}

/**
 * Runs the decoding of an uploaded image in the app's image queue and turns its refusals into
 * envelope errors: busy (503), too many pixels for `limits` (400), not an image (415).
 */
export async function decodeUploadedImage<T>(
  app: FastifyInstance,
  locale: Locale,
  limits: ImageLimits,
  decode: (limits: ImageLimits) => Promise<T>,
): Promise<T> {
  try {
    return await app.imageQueue.run(() => decode(limits));
  } catch (error) {
    if (error instanceof QueueFullError) throw imageBusyError(locale);
    throw rejectedImageError(error, locale, limits);
  }
}
