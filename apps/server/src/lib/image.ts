import sharp, { type Metadata, type Sharp } from 'sharp';

/** Formats we decode from uploads; SVG and other vector or exotic inputs are refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

export interface ImageLimits {
  /** Longest accepted side, in pixels. */
  maxSide: number;
  /** Total pixels sharp may decode (its guard against decompression bombs). */
  maxPixels: number;
}

/**
 * Product images (decision 011): decoding a 40-megapixel PNG costs about a quarter of a second
 * of CPU; larger ones are refused. Avatars are stored at 256 px, so 24 megapixels (a 6000×4000
 * photo) is plenty.
 */
export const PRODUCT_IMAGE_LIMITS: ImageLimits = { maxSide: 8000, maxPixels: 40_000_000 };
export const AVATAR_IMAGE_LIMITS: ImageLimits = { maxSide: 8000, maxPixels: 24_000_000 };

/** Why an upload is not an acceptable image. */
export class ImageRejectedError extends Error {
  constructor(readonly reason: 'unsupported' | 'too-large') {
    super(reason === 'unsupported' ? 'not a supported image' : 'image dimensions too large');
    this.name = 'ImageRejectedError';
  }
}

/**
 * Reads the header of untrusted bytes and checks format and dimensions before any pixel is
 * decoded; answers a pipeline that decodes them upright (EXIF orientation applied), with
 * sharp's own pixel limit as a second guard. Only the first frame of an animation is read.
 */
async function openUntrusted(input: Buffer, limits: ImageLimits): Promise<Sharp> {
  let metadata: Metadata;
  try {
    // Reading the header decodes no pixels, so it needs no pixel limit; the checks below apply one.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError('unsupported');
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new ImageRejectedError('unsupported');
  }
  const { width = 0, height = 0 } = metadata;
  if (width < 1 || height < 1) throw new ImageRejectedError('unsupported');
  if (width > limits.maxSide || height > limits.maxSide || width * height > limits.maxPixels) {
    throw new ImageRejectedError('too-large');
  }
  return sharp(input, { limitInputPixels: limits.maxPixels, failOn: 'error' }).rotate();
}

/** Runs a decoding step, turning sharp's failures into an ImageRejectedError. */
async function decoding<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    // sharp's own pixel guard (a header that understated the size), else truncated or corrupt data.
    const tooLarge = error instanceof Error && error.message.includes('pixel limit');
    throw new ImageRejectedError(tooLarge ? 'too-large' : 'unsupported');
  }
}

/**
 * Decodes untrusted bytes and re-encodes them as a `size`×`size` WebP:
 * upright (EXIF orientation applied), centre-cropped to a square, without any
 * of the input's metadata. Only the first frame of an animation is kept.
 */
export async function squareWebp(
  input: Buffer,
  size: number,
  limits: ImageLimits,
): Promise<Buffer> {
  const image = await openUntrusted(input, limits);
  return decoding(() =>
    image.resize(size, size, { fit: 'cover', position: 'centre' }).webp({ quality: 85 }).toBuffer(),
  );
}

/** One encoded image. */
export interface Rendition {
  bytes: Buffer;
  width: number;
  height: number;
}

export interface RenditionPlan {
  /** Longest side of the main image; larger inputs are scaled down, smaller ones kept. */
  maxSide: number;
  /** Widths of the smaller renditions; those not below the main image's width are skipped. */
  widths: readonly number[];
  quality: number;
  /** libwebp's CPU effort, 0 (fastest) to 6; 4 is its default. */
  effort: number;
}

/**
 * The main image and its smaller renditions (smallest first), all WebP without metadata,
 * from an upright pipeline. The pixels are decoded once; every rendition is scaled from
 * the main image's pixels, and none is ever larger than the input.
 */
export async function webpRenditions(
  image: Sharp,
  plan: RenditionPlan,
): Promise<{ main: Rendition; variants: Rendition[] }> {
  const { data, info } = await image
    .resize(plan.maxSide, plan.maxSide, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const encode = async (width: number): Promise<Rendition> => {
    let pipeline = sharp(data, { raw });
    if (width < raw.width) pipeline = pipeline.resize({ width });
    const out = await pipeline
      .webp({ quality: plan.quality, effort: plan.effort })
      .toBuffer({ resolveWithObject: true });
    return { bytes: out.data, width: out.info.width, height: out.info.height };
  };
  const widths = [...new Set(plan.widths)].filter((w) => w < raw.width).sort((a, b) => a - b);
  const [main, ...variants] = await Promise.all([raw.width, ...widths].map(encode));
  return { main: main!, variants };
}

/** webpRenditions of untrusted bytes, after the format and dimension checks of openUntrusted. */
export async function uploadRenditions(
  input: Buffer,
  plan: RenditionPlan,
  limits: ImageLimits,
): Promise<{ main: Rendition; variants: Rendition[] }> {
  const image = await openUntrusted(input, limits);
  return decoding(() => webpRenditions(image, plan));
}
