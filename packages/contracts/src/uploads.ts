import { z } from 'zod';
import { CATEGORIES, CONTENT_TYPES, DEVICE_FAMILIES, SUPPORTED_SYSTEMS } from './catalog.ts';
import { LIMITS, TIERS } from './limits.ts';
import { LOCALES, type Locale } from './locales.ts';
import { CURRENCY_CODES, currencyExponent } from './money.ts';
import { isWebLink, relatedLinkSchema, RELATED_LINKS_MAX } from './products.ts';
import { displayText, plainText, singleLine } from './text.ts';
import {
  APP_VERSION_PATTERN,
  DESCRIPTION_MAX,
  KINDS_NEEDING_FRONT_PLUGIN,
  PRICE_PATTERN,
  SIZE_PATTERN,
  USES_PATTERN,
  VERSION_PATTERN,
} from './upload-rules.ts';

/**
 * The upload form of /contentUpload (spec §3 product fields, §5 rules; decision 028). The
 * browser validates with these schemas through zodResolver and the server again with the same
 * ones: `uploadDraftSchema` on every autosave (each given field well-formed), and
 * `uploadFormSchema` on submit (everything required present). Numbers the creator types
 * (size, prices, usage times) stay strings here, exactly as typed; the server converts them.
 * `avatar`, `images` and `file` are set by the server when an upload is stored; what a client
 * sends for them is ignored.
 */

/** The spec §8 messages of the upload form, word for word in English. */
export const UPLOAD_MESSAGES = {
  completeForm: {
    en: 'Please complete the form data!',
    zh: '请完善表单数据！',
    ko: '양식 데이터를 모두 입력해 주세요!',
  },
  formInvalid: {
    en: 'Form validation failed!',
    zh: '表单校验失败！',
    ko: '양식 검증에 실패했습니다!',
  },
  fileReadFailed: {
    en: 'File reading failed!',
    zh: '文件读取失败！',
    ko: '파일을 읽지 못했습니다!',
  },
  fileUploadFailed: {
    en: 'File upload failed.',
    zh: '文件上传失败。',
    ko: '파일 업로드에 실패했습니다.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const OVERVIEW_MAX = 5000;
export const NEW_VERSION_INFO_MAX = 2000;
export const SUPPORTED_DEVICES_MAX = 10;
const familyCodes = DEVICE_FAMILIES.map((f) => f.code) as [string, ...string[]];
const typeCodes = CONTENT_TYPES.map((t) => t.code) as [string, ...string[]];
const REQUIRED = 'validation.required';

function distinct<T>(values: readonly T[]): boolean {
  return new Set(values).size === values.length;
}

/**
 * A text in the other interface languages (decision 035): one optional field per locale, each
 * checked like the text as written; blank means "no translation".
 */
function translationsOf(text: z.ZodType<string, string>) {
  return z.object(
    Object.fromEntries(LOCALES.map((locale) => [locale, text.optional()])) as Record<
      Locale,
      z.ZodOptional<z.ZodType<string, string>>
    >,
  );
}

const productText = displayText(
  singleLine(z.string().trim().max(LIMITS.productNameMax, 'validation.productText')),
);
const requiredText = (schema: z.ZodString) => schema.min(1, REQUIRED);
const tierStrings = (pattern: RegExp, message: string) =>
  z.object(
    Object.fromEntries(
      TIERS.map((tier) => [tier, z.string().trim().regex(pattern, message)]),
    ) as Record<(typeof TIERS)[number], z.ZodString>,
  );

/** Each field as it must look whenever it is given (drafts and submissions alike). */
const fields = {
  deviceFamily: z.enum(familyCodes, { error: 'validation.invalid' }),
  category: z.enum(CATEGORIES, { error: 'validation.invalid' }),
  name: productText,
  types: z
    .array(z.enum(typeCodes))
    .max(LIMITS.productTypesMax, 'validation.typesMax')
    .refine(distinct, 'validation.invalid'),
  originalType: productText,
  author: productText,
  overview: plainText(z.string().trim().max(OVERVIEW_MAX, 'validation.overviewLength')),
  newVersionInfo: plainText(
    z.string().trim().max(NEW_VERSION_INFO_MAX, 'validation.newVersionInfoLength'),
  ),
  /** The name, overview and new-version notes in the other languages (decision 035). */
  nameTranslations: translationsOf(productText),
  overviewTranslations: translationsOf(
    plainText(z.string().trim().max(OVERVIEW_MAX, 'validation.overviewLength')),
  ),
  newVersionInfoTranslations: translationsOf(
    plainText(z.string().trim().max(NEW_VERSION_INFO_MAX, 'validation.newVersionInfoLength')),
  ),
  /** The long description: Markdown, shown without HTML (decision 035); optional. */
  description: plainText(z.string().trim().max(DESCRIPTION_MAX, 'validation.descriptionLength')),
  /** The oldest app version the product works with; blank when any version will do. */
  minAppVersion: z
    .string()
    .trim()
    .refine(
      (version) => version === '' || APP_VERSION_PATTERN.test(version),
      'validation.appVersion',
    ),
  relatedLinks: z.array(relatedLinkSchema).max(RELATED_LINKS_MAX, 'validation.invalid'),
  size: z.string().trim().regex(SIZE_PATTERN, 'validation.size'),
  version: z.string().trim().regex(VERSION_PATTERN, 'validation.version'),
  supportedSystems: z.array(z.enum(SUPPORTED_SYSTEMS)).refine(distinct, 'validation.invalid'),
  supportedDevices: z
    .array(
      displayText(
        singleLine(
          z.string().trim().min(1, REQUIRED).max(LIMITS.productNameMax, 'validation.productText'),
        ),
      ),
    )
    .max(SUPPORTED_DEVICES_MAX, 'validation.invalid'),
  supportedLanguages: z.array(z.enum(LOCALES)).refine(distinct, 'validation.invalid'),
  dialSupport: z.boolean(),
  audioSupport: z.boolean(),
  prerequisiteIds: z
    .array(z.number().int().positive().max(2_147_483_647))
    .max(LIMITS.prerequisitesMax, 'validation.prerequisiteCount')
    .refine(distinct, 'validation.prerequisiteDuplicate'),
  currency: z.enum(CURRENCY_CODES as [string, ...string[]]),
  prices: tierStrings(PRICE_PATTERN, 'validation.price'),
  uses: tierStrings(USES_PATTERN, 'validation.usageTimes'),
  /** Set by the server: the stored avatar's file key. */
  avatar: z.string().max(300),
  /** Set by the server: the stored images' file keys, the cover first. */
  images: z.array(z.string().max(300)).max(LIMITS.productImagesMax, 'validation.imagesMax'),
  /** Set by the server: the checked package's file name. */
  file: z.string().max(300),
};

type FormShape = { [K in keyof typeof fields]: z.infer<(typeof fields)[K]> };
export type UploadForm = FormShape;
export type UploadDraft = Partial<FormShape>;

/** Prices with decimals a zero-decimal currency (JPY, KRW, TWD) cannot have. */
function checkPriceDecimals(form: UploadDraft, ctx: z.RefinementCtx): void {
  if (!form.prices || !form.currency || currencyExponent(form.currency) > 0) return;
  for (const tier of TIERS) {
    if (form.prices[tier]?.includes('.')) {
      ctx.addIssue({ code: 'custom', path: ['prices', tier], message: 'validation.priceWhole' });
    }
  }
}

/** Types the chosen device family does not offer. */
function checkTypesOfFamily(form: UploadDraft, ctx: z.RefinementCtx): void {
  const family = DEVICE_FAMILIES.find((f) => f.code === form.deviceFamily);
  if (!family || !form.types) return;
  form.types.forEach((type, index) => {
    if (!(family.contentTypes as readonly string[]).includes(type)) {
      ctx.addIssue({
        code: 'custom',
        path: ['types', index],
        message: 'validation.typeNotInFamily',
      });
    }
  });
}

/** An autosaved draft: any field may be missing or blank, but what is given is well-formed. */
export const uploadDraftSchema = z
  .object({
    ...fields,
    // Blank numbers are "not typed yet" in a draft.
    size: fields.size.or(z.literal('')),
    version: fields.version.or(z.literal('')),
    prices: z.object(
      Object.fromEntries(TIERS.map((t) => [t, fields.prices.shape[t].or(z.literal(''))])) as Record<
        (typeof TIERS)[number],
        z.ZodUnion<[z.ZodString, z.ZodLiteral<''>]>
      >,
    ),
    uses: z.object(
      Object.fromEntries(TIERS.map((t) => [t, fields.uses.shape[t].or(z.literal(''))])) as Record<
        (typeof TIERS)[number],
        z.ZodUnion<[z.ZodString, z.ZodLiteral<''>]>
      >,
    ),
    // A link being typed may lack its label or address, but an address given must be a web link.
    relatedLinks: z
      .array(
        z.object({
          label: displayText(singleLine(z.string().max(100))),
          url: singleLine(z.string().max(2048)).refine(
            (url) => url.trim() === '' || isWebLink(url),
            'validation.linkUrl',
          ),
        }),
      )
      .max(RELATED_LINKS_MAX, 'validation.invalid'),
  })
  .partial()
  .superRefine((form, ctx) => {
    checkPriceDecimals(form as UploadDraft, ctx);
    checkTypesOfFamily(form as UploadDraft, ctx);
  });

/** The form as submitted: every required field of spec §5 present and well-formed. */
export const uploadFormSchema = z
  .object({
    ...fields,
    deviceFamily: z.enum(familyCodes, { error: REQUIRED }),
    category: z.enum(CATEGORIES, { error: REQUIRED }),
    name: requiredText(productText),
    author: requiredText(productText),
    types: fields.types.min(1, REQUIRED),
    overview: requiredText(z.string().trim()).pipe(fields.overview),
    newVersionInfo: requiredText(z.string().trim()).pipe(fields.newVersionInfo),
    relatedLinks: fields.relatedLinks.min(1, REQUIRED),
    size: z.string().trim().min(1, REQUIRED).pipe(fields.size),
    version: z.string().trim().min(1, REQUIRED).pipe(fields.version),
    supportedSystems: fields.supportedSystems.min(1, REQUIRED),
    supportedDevices: fields.supportedDevices.min(1, REQUIRED),
    prices: tierStrings(/^.+$/, REQUIRED).pipe(fields.prices),
    uses: tierStrings(/^.+$/, REQUIRED).pipe(fields.uses),
    avatar: fields.avatar.min(1, REQUIRED),
    file: fields.file.min(1, REQUIRED),
  })
  .superRefine((form, ctx) => {
    checkPriceDecimals(form, ctx);
    checkTypesOfFamily(form, ctx);
    const needsFront = form.types.some((t) =>
      (KINDS_NEEDING_FRONT_PLUGIN as readonly string[]).includes(t),
    );
    if (needsFront && form.prerequisiteIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['prerequisiteIds'], message: REQUIRED });
    }
  });

/**
 * Which spec §8 message the whole form shows for its issues: 'Please complete the form data!'
 * when something required is missing, 'Form validation failed!' otherwise.
 */
export function uploadFormMessageKey(
  issues: readonly { message: string }[],
): 'completeForm' | 'formInvalid' {
  return issues.some((issue) => issue.message === REQUIRED) ? 'completeForm' : 'formInvalid';
}

/** A blank form for a new record: numbers empty, flags off, usage unlimited, USD. */
export function emptyUploadForm(): UploadDraft {
  const tiers = <T>(value: T) =>
    Object.fromEntries(TIERS.map((t) => [t, value])) as Record<(typeof TIERS)[number], T>;
  return {
    name: '',
    types: [],
    originalType: '',
    author: '',
    overview: '',
    newVersionInfo: '',
    nameTranslations: {},
    overviewTranslations: {},
    newVersionInfoTranslations: {},
    description: '',
    minAppVersion: '',
    relatedLinks: [],
    size: '',
    version: '',
    supportedSystems: [],
    supportedDevices: [],
    supportedLanguages: [],
    dialSupport: false,
    audioSupport: false,
    prerequisiteIds: [],
    currency: 'USD',
    prices: tiers('0'),
    uses: tiers('-1'),
    avatar: '',
    images: [],
    file: '',
  };
}
