import { BRAND_LIMITS, type BrandImageSlot } from '@space/contracts/brands';
import type { Locale } from '@space/contracts/locales';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uploadRenditions, type ImageLimits, type RenditionPlan } from '../../lib/image.ts';
import {
  decodeUploadedImage,
  IMAGE_UPLOAD_MESSAGES,
  readOneFile,
  refuseWhenImageQueueFull,
} from '../../lib/upload.ts';

/** A logo is shown at most about 200 px wide (twice that on dense screens). */
const LOGO_PLAN: RenditionPlan = { maxSide: 640, widths: [], quality: 90, effort: 4 };
/** A login page background fills a screen. */
const BACKGROUND_PLAN: RenditionPlan = { maxSide: 1920, widths: [], quality: 82, effort: 4 };
/** Like avatars: 24 megapixels (a 6000×4000 photo) is plenty for either. */
const BRAND_IMAGE_LIMITS: ImageLimits = { maxSide: 8000, maxPixels: 24_000_000 };

const TOO_LARGE: Record<Locale, string> = {
  en: 'The image can be at most 5 MB.',
  zh: '图片不能超过 5 MB。',
  ko: '이미지는 최대 5MB까지 가능합니다.',
};

/**
 * Reads an uploaded brand image, decodes it within the pixel limits, re-encodes it as WebP
 * (alpha kept, metadata dropped, never enlarged) and stores it; answers its key. SVG and other
 * vector formats are refused like every other upload (decision 011).
 */
export async function storeBrandImage(
  app: FastifyInstance,
  request: FastifyRequest,
  slot: BrandImageSlot,
): Promise<string> {
  const { locale } = request;
  refuseWhenImageQueueFull(app, locale);
  const bytes = await readOneFile(app, request, BRAND_LIMITS.imageMaxBytes, {
    notMultipart: IMAGE_UPLOAD_MESSAGES.fileTypeWrong[locale],
    required: IMAGE_UPLOAD_MESSAGES.required[locale],
    tooLarge: TOO_LARGE[locale],
  });
  const plan = slot === 'loginBackground' ? BACKGROUND_PLAN : LOGO_PLAN;
  const { main } = await decodeUploadedImage(app, locale, BRAND_IMAGE_LIMITS, (limits) =>
    uploadRenditions(bytes, plan, limits),
  );
  return app.files.put(main.bytes, 'webp', 'brands');
}
