import { LIMITS } from '@space/contracts/limits';
import type { Locale } from '@space/contracts/locales';
import {
  AVATAR_ASPECT,
  fitsAspect,
  imageAspectRule,
  meetsMinSize,
  MIN_AVATAR_SIZE,
  MIN_IMAGE_SIZE,
  type AspectRule,
  type MinImageSize,
} from '@space/contracts/upload-rules';
import type { UploadDraft } from '@space/contracts/uploads';
import { isEditableUploadState } from '@space/contracts/upload-states';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import { uploadRecords } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { PRODUCT_IMAGE_LIMITS, uploadRenditions, type RenditionPlan } from '../../lib/image.ts';
import {
  decodeUploadedImage,
  IMAGE_UPLOAD_MESSAGES,
  readOneFile,
  refuseWhenImageQueueFull,
} from '../../lib/upload.ts';
import { translateValidationMessage } from '../../lib/validation-messages.ts';
import type { AuthContext } from '../auth/index.ts';
import { PRODUCT_IMAGE_PLAN, storeRenditions } from '../products/index.ts';
import { mediaOf, withMedia, type RecordMedia, type RecordRow } from './upload-form.ts';
import { ownedBy, recordIn } from './upload-records.queries.ts';
import { editRecord } from './uploads.service.ts';

/**
 * A record's images and avatar (spec §3, §5; decision 028) go through the product image
 * pipeline (decision 011): read while streaming up to the size cap, decoded in the bounded
 * image queue, re-encoded as WebP with renditions (SVG and other active formats refused).
 * The aspect ratio is checked on the upload's own (upright) size before any decoding:
 * the kind's rule for images (imageAspectRule), 1:1 for the avatar; then the slot's minimum
 * size (decision 077: 960 × 540 for images, 256 × 256 for the avatar).
 */

/** Avatars: 512 px square, with 128 and 256 px renditions for lists and cards. */
export const AVATAR_PLAN: RenditionPlan = {
  maxSide: 512,
  widths: [128, 256],
  quality: 85,
  effort: 4,
};

const MiB = 1024 * 1024;
const TOO_LARGE: Record<Locale, string> = {
  en: `The image can be at most ${LIMITS.productImageMaxBytes / MiB} MB.`,
  zh: `图片不能超过 ${LIMITS.productImageMaxBytes / MiB} MB。`,
  ko: `이미지는 최대 ${LIMITS.productImageMaxBytes / MiB}MB까지 가능합니다.`,
};

type Size = { width: number; height: number };
/** The refusal of an image below its slot's minimum (decision 077), sizes in the message. */
const TOO_SMALL: Record<Locale, (min: MinImageSize, got: Size) => string> = {
  en: (min, got) =>
    `The image must be at least ${min.width} × ${min.height} pixels; this one is ${got.width} × ${got.height}.`,
  zh: (min, got) =>
    `图片至少需要 ${min.width} × ${min.height} 像素，这张是 ${got.width} × ${got.height}。`,
  ko: (min, got) =>
    `이미지는 최소 ${min.width} × ${min.height}픽셀이어야 합니다. 이 이미지는 ${got.width} × ${got.height}입니다.`,
};

function ratioMessage(rule: AspectRule): string {
  if (rule === AVATAR_ASPECT) return 'validation.avatarRatio';
  return rule.kind === 'range' ? 'validation.imageRatioCard' : 'validation.imageRatioWide';
}

/** The upright width and height from the header alone (EXIF orientations 5-8 swap them). */
async function uprightSize(bytes: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) return null;
    const turned = (meta.orientation ?? 1) >= 5;
    return turned
      ? { width: meta.height, height: meta.width }
      : { width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}

/** Reads, checks and stores one uploaded image of the record; the record is not touched yet. */
async function storedUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  rule: AspectRule,
  min: MinImageSize,
  plan: RenditionPlan,
) {
  const { locale } = request;
  refuseWhenImageQueueFull(app, locale);
  const bytes = await readOneFile(app, request, LIMITS.productImageMaxBytes, {
    notMultipart: IMAGE_UPLOAD_MESSAGES.fileTypeWrong[locale],
    required: IMAGE_UPLOAD_MESSAGES.required[locale],
    tooLarge: TOO_LARGE[locale],
  });
  const size = await uprightSize(bytes);
  if (!size)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_UPLOAD_MESSAGES.fileTypeWrong[locale]);
  if (!fitsAspect(size.width, size.height, rule)) {
    const message = translateValidationMessage(ratioMessage(rule), locale);
    throw new AppError('UPLOAD_IMAGE_RATIO', message, { fields: [{ path: 'file', message }] });
  }
  const renditions = await decodeUploadedImage(app, locale, PRODUCT_IMAGE_LIMITS, (limits) =>
    uploadRenditions(bytes, plan, limits),
  );
  // After decoding, so a file that is no image at all (SVG…) is told so first.
  if (!meetsMinSize(size.width, size.height, min)) {
    const message = TOO_SMALL[locale](min, size);
    throw new AppError('UPLOAD_IMAGE_TOO_SMALL', message, {
      minWidth: min.width,
      minHeight: min.height,
      width: size.width,
      height: size.height,
      fields: [{ path: 'file', message }],
    });
  }
  // Stored before the record changes: a request that then loses (record gone, images full)
  // leaves unreferenced files, which the file collector sweeps (decision 011).
  return storeRenditions(app.files, renditions);
}

async function saveMedia(
  tx: Database,
  row: RecordRow,
  media: RecordMedia,
  at: Date,
): Promise<RecordRow> {
  const [updated] = await tx
    .update(uploadRecords)
    .set({ form: withMedia(row.form, media), updatedAt: at })
    .where(eq(uploadRecords.id, row.id))
    .returning();
  return updated!;
}

/** The refusals that need no upload: not found, not editable, already full. */
async function editableRow(
  app: FastifyInstance,
  auth: AuthContext,
  id: number,
): Promise<RecordRow> {
  const row = await recordIn(app.db, id, ownedBy(auth));
  if (!isEditableUploadState(row.state)) throw new AppError('UPLOAD_NOT_EDITABLE');
  return row;
}

/** Appends an image (at most LIMITS.productImagesMax; the first is the cover). */
export async function addRecordImage(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  id: number,
): Promise<RecordRow> {
  const row = await editableRow(app, auth, id);
  if (mediaOf(row.form).images.length >= LIMITS.productImagesMax) {
    throw new AppError('UPLOAD_IMAGES_FULL');
  }
  const types = (row.form as UploadDraft).types;
  const stored = await storedUpload(
    app,
    request,
    imageAspectRule(types),
    MIN_IMAGE_SIZE,
    PRODUCT_IMAGE_PLAN,
  );
  const at = new Date(app.clock.now());
  return editRecord(app.db, auth, id, async (tx, locked) => {
    const media = mediaOf(locked.form);
    if (media.images.length >= LIMITS.productImagesMax) throw new AppError('UPLOAD_IMAGES_FULL');
    return saveMedia(tx, locked, { ...media, images: [...media.images, stored] }, at);
  });
}

/** Removes the image at `position`; the later ones move up, so the first stays the cover. */
export async function removeRecordImage(
  app: FastifyInstance,
  auth: AuthContext,
  id: number,
  position: number,
): Promise<RecordRow> {
  const at = new Date(app.clock.now());
  return editRecord(app.db, auth, id, async (tx, row) => {
    const media = mediaOf(row.form);
    if (position >= media.images.length) throw new AppError('NOT_FOUND');
    const images = media.images.filter((_, index) => index !== position);
    return saveMedia(tx, row, { ...media, images }, at);
  });
}

/** Sets (or replaces) the square avatar. */
export async function setRecordAvatar(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  id: number,
): Promise<RecordRow> {
  await editableRow(app, auth, id);
  const stored = await storedUpload(app, request, AVATAR_ASPECT, MIN_AVATAR_SIZE, AVATAR_PLAN);
  const at = new Date(app.clock.now());
  return editRecord(app.db, auth, id, (tx, row) =>
    saveMedia(tx, row, { ...mediaOf(row.form), avatar: stored }, at),
  );
}
