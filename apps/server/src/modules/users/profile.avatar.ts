import type { Locale } from '@space/contracts/locales';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { FileStorage } from '../../lib/file-storage.ts';
import { ImageRejectedError, squareWebp, UPLOAD_IMAGE_LIMITS } from '../../lib/image.ts';

/** Avatars (spec §5: 1:1): at most 5 MiB uploaded, stored as 256×256 WebP. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 256;

const MESSAGES = {
  fileTypeWrong: {
    en: 'The file type is wrong. Please check whether the file format and content are correct.',
    zh: '文件类型错误，请检查文件格式和内容是否正确。',
    ko: '파일 형식이 올바르지 않습니다. 파일 형식과 내용이 올바른지 확인해 주세요.',
  },
  tooLarge: {
    en: 'The image can be at most 5 MB.',
    zh: '图片不能超过 5 MB。',
    ko: '이미지는 최대 5MB까지 가능합니다.',
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

function fileError(message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { fields: [{ path: 'file', message }] });
}

/** The bytes of the one uploaded file, read within the size limit. */
async function readUpload(app: FastifyInstance, request: FastifyRequest): Promise<Buffer> {
  const { locale } = request;
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.fileTypeWrong[locale]);
  }
  const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
  if (!file) throw fileError(MESSAGES.required[locale]);
  const tooLarge = new AppError('PAYLOAD_TOO_LARGE', MESSAGES.tooLarge[locale]);
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

/**
 * Reads the uploaded avatar, decodes and re-encodes it (the server enforces
 * the square crop whatever the client did) and stores it; returns its key.
 */
export async function storeAvatarUpload(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<string> {
  const bytes = await readUpload(app, request);
  let webp: Buffer;
  try {
    webp = await squareWebp(bytes, AVATAR_SIZE);
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    if (error.reason === 'too-large') throw fileError(MESSAGES.dimensions[request.locale]);
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.fileTypeWrong[request.locale]);
  }
  return FileStorage.forDataDir(app.config.dataDir).put(webp, 'webp', 'avatars');
}
