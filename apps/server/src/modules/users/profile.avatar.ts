import type { Locale } from '@space/contracts/locales';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AVATAR_IMAGE_LIMITS, squareWebp } from '../../lib/image.ts';
import {
  decodeUploadedImage,
  IMAGE_UPLOAD_MESSAGES,
  readOneFile,
  refuseWhenImageQueueFull,
} from '../../lib/upload.ts';

/** Avatars (spec §5: 1:1): at most 5 MiB uploaded, stored as 256×256 WebP. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 256;

const TOO_LARGE: Record<Locale, string> = {
  en: 'The image can be at most 5 MB.',
  zh: '图片不能超过 5 MB。',
  ko: '이미지는 최대 5MB까지 가능합니다.',
};

/**
 * Reads the uploaded avatar, decodes and re-encodes it (the server enforces
 * the square crop whatever the client did) and stores it; returns its key.
 */
export async function storeAvatarUpload(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<string> {
  const { locale } = request;
  refuseWhenImageQueueFull(app, locale);
  const bytes = await readOneFile(app, request, AVATAR_MAX_BYTES, {
    notMultipart: IMAGE_UPLOAD_MESSAGES.fileTypeWrong[locale],
    required: IMAGE_UPLOAD_MESSAGES.required[locale],
    tooLarge: TOO_LARGE[locale],
  });
  const webp = await decodeUploadedImage(app, locale, AVATAR_IMAGE_LIMITS, (limits) =>
    squareWebp(bytes, AVATAR_SIZE, limits),
  );
  return app.files.put(webp, 'webp', 'avatars');
}
