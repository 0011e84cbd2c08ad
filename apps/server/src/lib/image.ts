import sharp, { type Metadata } from 'sharp';

/** Formats we decode from uploads; SVG and other vector or exotic inputs are refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

export interface ImageLimits {
  /** Longest accepted side, in pixels. */
  maxSide: number;
  /** Total pixels sharp may decode (its guard against decompression bombs). */
  maxPixels: number;
}

export const UPLOAD_IMAGE_LIMITS: ImageLimits = { maxSide: 8000, maxPixels: 50_000_000 };

/** Why an upload is not an acceptable image. */
export class ImageRejectedError extends Error {
  constructor(readonly reason: 'unsupported' | 'too-large') {
    super(reason === 'unsupported' ? 'not a supported image' : 'image dimensions too large');
    this.name = 'ImageRejectedError';
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
  limits: ImageLimits = UPLOAD_IMAGE_LIMITS,
): Promise<Buffer> {
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
  try {
    return await sharp(input, { limitInputPixels: limits.maxPixels, failOn: 'error' })
      .rotate()
      .resize(size, size, { fit: 'cover', position: 'centre' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    // sharp's own pixel guard (a header that understated the size), else truncated or corrupt data.
    const tooLarge = error instanceof Error && error.message.includes('pixel limit');
    throw new ImageRejectedError(tooLarge ? 'too-large' : 'unsupported');
  }
}
