import type { Locale } from '@space/contracts/locales';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { ImageRejectedError, UPLOAD_IMAGE_LIMITS } from './image.ts';

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
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!file) throw fileFieldError(messages.required);
  const tooLarge = new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge);
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge;
    throw error;
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
  dimensions: {
    en: `The image can be at most ${UPLOAD_IMAGE_LIMITS.maxSide} × ${UPLOAD_IMAGE_LIMITS.maxSide} pixels.`,
    zh: `图片尺寸不能超过 ${UPLOAD_IMAGE_LIMITS.maxSide} × ${UPLOAD_IMAGE_LIMITS.maxSide} 像素。`,
    ko: `이미지는 최대 ${UPLOAD_IMAGE_LIMITS.maxSide} × ${UPLOAD_IMAGE_LIMITS.maxSide} 픽셀까지 가능합니다.`,
  },
  required: {
    en: 'Please choose an image file.',
    zh: '请选择图片文件。',
    ko: '이미지 파일을 선택해 주세요.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

/**
 * The answer to an image the decoder refused: 400 on the field `file` when it is too large
 * in pixels, 415 when it is not a supported image. Any other error is passed through.
 */
export function rejectedImageError(error: unknown, locale: Locale): unknown {
  if (!(error instanceof ImageRejectedError)) return error;
  if (error.reason === 'too-large') return fileFieldError(IMAGE_UPLOAD_MESSAGES.dimensions[locale]);
  return new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_UPLOAD_MESSAGES.fileTypeWrong[locale]);
}
