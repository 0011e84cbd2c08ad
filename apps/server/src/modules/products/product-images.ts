import { LIMITS } from '@space/contracts/limits';
import type { Locale } from '@space/contracts/locales';
import type { ProductImage } from '@space/contracts/products';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { ImageVariant } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import {
  PRODUCT_IMAGE_LIMITS,
  uploadRenditions,
  type Rendition,
  type RenditionPlan,
} from '../../lib/image.ts';
import {
  decodeUploadedImage,
  IMAGE_UPLOAD_MESSAGES,
  readOneFile,
  refuseWhenImageQueueFull,
} from '../../lib/upload.ts';
import type { AuthContext } from '../auth/index.ts';
import { editableProduct } from './product-editors.ts';
import {
  appendImage,
  imageCount,
  removeImage,
  type StoredImage,
} from './product-images.queries.ts';

/**
 * Product image renditions (decision 011): the main image's long side is at most 1920 px;
 * smaller WebP copies at these widths (only those below the main image's width) serve
 * cards, thumbnails and phones.
 */
export const PRODUCT_IMAGE_PLAN: RenditionPlan = {
  maxSide: 1920,
  widths: [320, 640, 1280],
  quality: 82,
  effort: 4,
};

const MiB = 1024 * 1024;

const MESSAGES = {
  tooLarge: {
    en: `The image can be at most ${LIMITS.productImageMaxBytes / MiB} MB.`,
    zh: `图片不能超过 ${LIMITS.productImageMaxBytes / MiB} MB。`,
    ko: `이미지는 최대 ${LIMITS.productImageMaxBytes / MiB}MB까지 가능합니다.`,
  },
  tooMany: {
    en: `A product can have at most ${LIMITS.productImagesMax} images.`,
    zh: `每个作品最多 ${LIMITS.productImagesMax} 张图片。`,
    ko: `작품당 이미지는 최대 ${LIMITS.productImagesMax}장까지 가능합니다.`,
  },
} as const satisfies Record<string, Record<Locale, string>>;

function tooMany(locale: Locale): AppError {
  return new AppError('CONFLICT', MESSAGES.tooMany[locale]);
}

/**
 * Writes the renditions of an image to the storage (uploads under `products/`, the demo
 * seed's artwork under `seed/`); the variants stay smallest first.
 */
export async function storeRenditions(
  storage: FileStorage,
  renditions: { main: Rendition; variants: Rendition[] },
  folder = 'products',
): Promise<StoredImage> {
  const put = async (rendition: Rendition): Promise<ImageVariant> => ({
    fileKey: await storage.put(rendition.bytes, 'webp', folder),
    width: rendition.width,
    height: rendition.height,
    format: 'image/webp',
  });
  const [main, ...variants] = await Promise.all([renditions.main, ...renditions.variants].map(put));
  return { fileKey: main!.fileKey, width: main!.width, height: main!.height, variants };
}

/**
 * Appends the uploaded image to a product the caller may edit. The cheap refusals (no such
 * product, not allowed, already full) come before the upload is read; the image is then
 * decoded, checked, re-encoded and stored, and its row inserted under a lock on the product,
 * where access and the limit are checked again, so concurrent uploads never exceed it.
 */
export async function addProductImage(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  productId: number,
): Promise<ProductImage[]> {
  const { locale } = request;
  await editableProduct(app.db, auth, productId);
  if ((await imageCount(app.db, productId)) >= LIMITS.productImagesMax) throw tooMany(locale);
  refuseWhenImageQueueFull(app, locale);

  const bytes = await readOneFile(app, request, LIMITS.productImageMaxBytes, {
    notMultipart: IMAGE_UPLOAD_MESSAGES.fileTypeWrong[locale],
    required: IMAGE_UPLOAD_MESSAGES.required[locale],
    tooLarge: MESSAGES.tooLarge[locale],
  });
  const renditions = await decodeUploadedImage(app, locale, PRODUCT_IMAGE_LIMITS, (limits) =>
    uploadRenditions(bytes, PRODUCT_IMAGE_PLAN, limits),
  );
  const stored = await storeRenditions(app.files, renditions);
  // A request that lost the race for the last place leaves its files unreferenced: keys are
  // content hashes that other rows may share, so `cli.js gc-files` sweeps them later
  // (decision 011).
  const images = await appendImage(app.db, auth, productId, stored, new Date(app.clock.now()));
  if (!images) throw tooMany(locale);
  return images;
}

/** Removes one image; the later ones move up, so the cover stays at position 0. */
export async function deleteProductImage(
  db: Database,
  auth: AuthContext,
  productId: number,
  position: number,
  at: Date,
): Promise<ProductImage[]> {
  const images = await removeImage(db, auth, productId, position, at);
  if (!images) throw new AppError('NOT_FOUND');
  return images;
}
