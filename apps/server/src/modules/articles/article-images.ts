import type { ArticleImage } from '@space/contracts/articles';
import { LIMITS } from '@space/contracts/limits';
import type { Locale } from '@space/contracts/locales';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRODUCT_IMAGE_LIMITS, uploadRenditions } from '../../lib/image.ts';
import {
  decodeUploadedImage,
  IMAGE_UPLOAD_MESSAGES,
  readOneFile,
  refuseWhenImageQueueFull,
} from '../../lib/upload.ts';
import { PRODUCT_IMAGE_PLAN, storeRenditions, toProductImage } from '../products/index.ts';

const MiB = 1024 * 1024;

const TOO_LARGE: Record<Locale, string> = {
  en: `The image can be at most ${LIMITS.productImageMaxBytes / MiB} MB.`,
  zh: `图片不能超过 ${LIMITS.productImageMaxBytes / MiB} MB。`,
  ko: `이미지는 최대 ${LIMITS.productImageMaxBytes / MiB}MB까지 가능합니다.`,
};

/**
 * An image for an article (its cover, or one in its content), through the product image
 * pipeline (decision 011): decoded in the bounded queue, re-encoded as WebP without metadata,
 * with smaller renditions, stored under `articles/`. Nothing is written to the article here:
 * the editor puts the answer into the draft it saves, where the server checks that every
 * image URL is one of ours (decision 031). Unused uploads are swept by `cli.js gc-files`.
 */
export async function uploadArticleImage(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<ArticleImage> {
  const { locale } = request;
  refuseWhenImageQueueFull(app, locale);
  const bytes = await readOneFile(app, request, LIMITS.productImageMaxBytes, {
    notMultipart: IMAGE_UPLOAD_MESSAGES.fileTypeWrong[locale],
    required: IMAGE_UPLOAD_MESSAGES.required[locale],
    tooLarge: TOO_LARGE[locale],
  });
  const renditions = await decodeUploadedImage(app, locale, PRODUCT_IMAGE_LIMITS, (limits) =>
    uploadRenditions(bytes, PRODUCT_IMAGE_PLAN, limits),
  );
  const stored = await storeRenditions(app.files, renditions, 'articles');
  return toProductImage(stored);
}
