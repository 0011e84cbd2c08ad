import type { FieldError } from '@space/contracts/envelope';
import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import type { PackageReport } from '@space/contracts/package-report';
import { TIERS, type Tier } from '@space/contracts/limits';
import { LOCALES, type Locale, type Translations } from '@space/contracts/locales';
import {
  fitsAspect,
  imageAspectRule,
  meetsMinSize,
  MIN_IMAGE_SIZE,
  minorToPrice,
  priceToMinor,
  type AspectRule,
} from '@space/contracts/upload-rules';
import {
  emptyUploadForm,
  uploadFormMessageKey,
  uploadFormSchema,
  UPLOAD_MESSAGES,
  type UploadDraft,
  type UploadForm,
} from '@space/contracts/uploads';
import type { products, uploadRecords } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { translateValidationMessage } from '../../lib/validation-messages.ts';
import { findingsAgainstForm } from '../packages/index.ts';
import type { StoredImage } from '../products/index.ts';

/**
 * The record's `form` column (decision 028): the draft fields as the creator typed them, and
 * `media`, the stored avatar and images with their sizes and renditions, which only the
 * server writes. The form's `avatar`, `images` and `file` are derived from `media` and the
 * record's package, never taken from a client.
 */
export type RecordRow = typeof uploadRecords.$inferSelect;

export interface RecordMedia {
  avatar: StoredImage | null;
  images: StoredImage[];
}

const SERVER_FIELDS = ['avatar', 'images', 'file', 'media'] as const;

export function mediaOf(form: Record<string, unknown>): RecordMedia {
  const media = (form.media ?? {}) as Partial<RecordMedia>;
  return { avatar: media.avatar ?? null, images: media.images ?? [] };
}

/** What the creator typed, without the server's fields. */
function typedFields(form: Record<string, unknown>): UploadDraft {
  const typed: Record<string, unknown> = { ...form };
  for (const field of SERVER_FIELDS) delete typed[field];
  return typed as UploadDraft;
}

/** The package the record holds, when its checks passed. */
export function hasPackage(row: Pick<RecordRow, 'packageKey' | 'packageReport'>): boolean {
  return row.packageKey !== null && row.packageReport?.ok !== false;
}

/** The form as the client sees and edits it: typed fields plus the server's avatar, images, file. */
export function draftOf(
  row: Pick<RecordRow, 'form' | 'packageKey' | 'packageName' | 'packageReport'>,
): UploadDraft {
  const media = mediaOf(row.form);
  return {
    ...typedFields(row.form),
    avatar: media.avatar?.fileKey ?? '',
    images: media.images.map((image) => image.fileKey),
    file: hasPackage(row) ? (row.packageName ?? '') : '',
  };
}

/** The stored form after an autosave: the fields sent replace theirs, the media stay. */
export function savedForm(
  current: Record<string, unknown>,
  draft: UploadDraft,
): Record<string, unknown> {
  return {
    ...typedFields(current),
    ...typedFields(draft as Record<string, unknown>),
    media: mediaOf(current),
  };
}

export function withMedia(
  current: Record<string, unknown>,
  media: RecordMedia,
): Record<string, unknown> {
  return { ...current, media };
}

function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  locale: Locale,
): FieldError[] {
  return issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: translateValidationMessage(issue.message, locale),
  }));
}

/**
 * The record's form checked as a submission: every required field present (else 400
 * UPLOAD_FORM_INCOMPLETE, 'Please complete the form data!'), every field well-formed (else
 * 400 VALIDATION_FAILED, 'Form validation failed!'), the images of the kind's aspect ratio.
 */
export function submittedForm(row: RecordRow, locale: Locale): UploadForm {
  // A field never typed counts as blank, so it reads as missing rather than malformed.
  const parsed = uploadFormSchema.safeParse({ ...emptyUploadForm(), ...draftOf(row) });
  if (!parsed.success) {
    const key = uploadFormMessageKey(parsed.error.issues);
    throw new AppError(
      key === 'completeForm' ? 'UPLOAD_FORM_INCOMPLETE' : 'VALIDATION_FAILED',
      UPLOAD_MESSAGES[key][locale],
      { fields: fieldErrors(parsed.error.issues, locale) },
    );
  }
  const rule = imageAspectRule(parsed.data.types);
  const message = rule.kind === 'range' ? 'validation.imageRatioCard' : 'validation.imageRatioWide';
  const badImages = mediaOf(row.form)
    .images.map((image, index) => ({ image, index }))
    .filter(({ image }) => !fitsStored(image, rule));
  if (badImages.length > 0) {
    throw new AppError('UPLOAD_IMAGE_RATIO', undefined, {
      fields: badImages.map(({ index }) => ({
        path: `images.${index}`,
        message: translateValidationMessage(message, locale),
      })),
    });
  }
  const small = mediaOf(row.form)
    .images.map((image, index) => ({ image, index }))
    .filter(({ image }) => !meetsMinSize(image.width + 1, image.height + 1, MIN_IMAGE_SIZE));
  if (small.length > 0) {
    // Kept from before the minimum (decision 077): replaced before the record goes to review.
    throw new AppError('UPLOAD_IMAGE_TOO_SMALL', undefined, {
      minWidth: MIN_IMAGE_SIZE.width,
      minHeight: MIN_IMAGE_SIZE.height,
      fields: small.map(({ index }) => ({
        path: `images.${index}`,
        message: ERROR_MESSAGES.UPLOAD_IMAGE_TOO_SMALL[locale],
      })),
    });
  }
  return parsed.data;
}

/**
 * A stored image against the rule. Uploads were checked on their own size; the stored main
 * image may have been scaled down, which rounds its sides by up to a pixel, so one pixel of
 * slack keeps an upload that passed from failing here. A change of kind is still caught.
 */
function fitsStored(image: { width: number; height: number }, rule: AspectRule): boolean {
  return [-1, 0, 1].some((slack) => fitsAspect(image.width + slack, image.height, rule));
}

type ProductRow = typeof products.$inferSelect;

/** A form's translations as stored (decision 035): trimmed, blank ones left out. */
export function storedTranslations(
  typed: Partial<Record<Locale, string | undefined>> | undefined,
): Translations {
  const stored: Translations = {};
  for (const locale of LOCALES) {
    const text = typed?.[locale]?.trim();
    if (text) stored[locale] = text;
  }
  return stored;
}

/** The product's columns a published form sets (prices in minor units). */
export function productColumnsOf(form: UploadForm) {
  const price = (tier: Tier) => priceToMinor(form.prices[tier], form.currency);
  const uses = (tier: Tier) => Number(form.uses[tier]);
  return {
    name: form.name,
    deviceFamily: form.deviceFamily,
    contentTypes: form.types,
    originalType: form.originalType || null,
    category: form.category,
    overview: form.overview,
    nameTranslations: storedTranslations(form.nameTranslations),
    overviewTranslations: storedTranslations(form.overviewTranslations),
    description: form.description,
    minAppVersion: form.minAppVersion || null,
    relatedLinks: form.relatedLinks,
    supportedSystems: form.supportedSystems,
    supportedDevices: form.supportedDevices,
    supportedLanguages: form.supportedLanguages,
    dialSupport: form.dialSupport,
    audioSupport: form.audioSupport,
    currency: form.currency,
    priceGeneral: price('general'),
    priceOrdinary: price('ordinary'),
    pricePremium: price('premium'),
    priceSvip: price('svip'),
    usesGeneral: uses('general'),
    usesOrdinary: uses('ordinary'),
    usesPremium: uses('premium'),
    usesSvip: uses('svip'),
  };
}

/**
 * A published product as form fields: what a new version's record starts from, and what the
 * review diff compares against. Version, size and new-version info are the new version's own.
 */
export function formOfProduct(
  product: ProductRow,
  prerequisiteIds: number[],
  authorName: string,
): UploadDraft {
  const prices: Record<Tier, number> = {
    general: product.priceGeneral,
    ordinary: product.priceOrdinary,
    premium: product.pricePremium,
    svip: product.priceSvip,
  };
  const uses: Record<Tier, number> = {
    general: product.usesGeneral,
    ordinary: product.usesOrdinary,
    premium: product.usesPremium,
    svip: product.usesSvip,
  };
  return {
    ...emptyUploadForm(),
    deviceFamily: product.deviceFamily,
    category: product.category as UploadForm['category'],
    name: product.name,
    types: product.contentTypes,
    originalType: product.originalType ?? '',
    author: authorName.slice(0, 100),
    overview: product.overview,
    nameTranslations: product.nameTranslations,
    overviewTranslations: product.overviewTranslations,
    description: product.description,
    minAppVersion: product.minAppVersion ?? '',
    relatedLinks: product.relatedLinks,
    supportedSystems: product.supportedSystems as UploadForm['supportedSystems'],
    supportedDevices: product.supportedDevices,
    supportedLanguages: product.supportedLanguages as UploadForm['supportedLanguages'],
    dialSupport: product.dialSupport,
    audioSupport: product.audioSupport,
    prerequisiteIds,
    currency: product.currency,
    prices: Object.fromEntries(
      TIERS.map((tier) => [tier, minorToPrice(prices[tier], product.currency)]),
    ) as UploadForm['prices'],
    uses: Object.fromEntries(TIERS.map((tier) => [tier, String(uses[tier])])) as UploadForm['uses'],
  };
}

const PACKAGE_MISMATCH: Record<Locale, string> = {
  en: 'The package does not match the form any more. See its report for what to fix.',
  zh: '安装包与表单不再一致，请查看检查报告中的修改建议。',
  ko: '패키지가 더 이상 양식과 일치하지 않습니다. 보고서에서 고칠 점을 확인해 주세요.',
};

/**
 * The record's package report as it stands now: the stored checks, plus what no longer
 * matches the form (the creator changed the version, systems or languages after the upload).
 */
export function currentReport(row: RecordRow): PackageReport | null {
  if (!row.packageKey || !row.packageReport) return null;
  const stored = row.packageReport as unknown as PackageReport;
  const extra = findingsAgainstForm(stored, row.form);
  return extra.length === 0
    ? stored
    : { ...stored, ok: false, findings: [...stored.findings, ...extra] };
}

/** 400 VALIDATION_FAILED on `file` when the package's report has an error now. */
export function checkPackageMatches(row: RecordRow, locale: Locale): void {
  const report = currentReport(row);
  if (!report || report.ok) return;
  const message = PACKAGE_MISMATCH[locale];
  throw new AppError('VALIDATION_FAILED', UPLOAD_MESSAGES.formInvalid[locale], {
    fields: [{ path: 'file', message }],
    findings: report.findings.filter((finding) => finding.severity === 'error'),
  });
}
