import { z } from 'zod';
import { DEVICE_FAMILIES } from './catalog.ts';
import { MAX_ROW_ID } from './limits.ts';
import { videoSourcesSchema, VIDEO_TOPICS } from './videos.ts';

/**
 * Video tutorials in the admin console (issue 16, decision 042): every tutorial, hidden ones
 * included, with its text in all three languages; edits, order, hide and show, upload, delete.
 * Tutorials are shared by every brand, so only super admins manage them.
 */

/** The multipart field holding the new tutorial's text as JSON; it must come before the file. */
export const VIDEO_UPLOAD_META_FIELD = 'meta';
export const VIDEO_TITLE_MAX = 120;
export const VIDEO_DESCRIPTION_MAX = 1000;

const familyCodes = DEVICE_FAMILIES.map((f) => f.code) as [string, ...string[]];
const rowId = z.coerce.number().int().positive().max(MAX_ROW_ID);

/**
 * A text in each language; a blank Chinese or Korean one falls back to English for viewers.
 * A title needs its English; a tutorial may go without a description.
 */
function localisedSchema(max: number, englishMin: number) {
  return z.object({
    en: z.string().trim().min(englishMin).max(max),
    zh: z.string().trim().max(max),
    ko: z.string().trim().max(max),
  });
}
export const videoTitlesSchema = localisedSchema(VIDEO_TITLE_MAX, 1);
export const videoDescriptionsSchema = localisedSchema(VIDEO_DESCRIPTION_MAX, 0);
export type LocalisedVideoText = z.infer<typeof videoTitlesSchema>;

export const adminVideoParamsSchema = z.object({ id: rowId });

export const adminVideoSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  deviceFamily: z.string(),
  topic: z.string(),
  title: videoTitlesSchema,
  description: z.object({ en: z.string(), zh: z.string(), ko: z.string() }),
  durationSeconds: z.number().int(),
  thumbnailUrl: z.string().nullable(),
  sources: videoSourcesSchema,
  /** Languages with a caption track. */
  captions: z.array(z.string()),
  position: z.number().int(),
  /** When it was hidden from viewers; null while they see it. */
  hiddenAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminVideo = z.infer<typeof adminVideoSchema>;

/**
 * Every tutorial in list order (a few dozen at most, and reordering needs them all), and the
 * largest upload this server takes (VIDEO_UPLOAD_MAX_MB), so the console can refuse a file early.
 */
export const adminVideoListSchema = z.object({
  list: z.array(adminVideoSchema),
  uploadMaxBytes: z.number().int(),
});
export type AdminVideoList = z.infer<typeof adminVideoListSchema>;

export const adminVideoUpdateBodySchema = z
  .object({
    title: videoTitlesSchema.optional(),
    description: videoDescriptionsSchema.optional(),
    deviceFamily: z.enum(familyCodes).optional(),
    topic: z.enum(VIDEO_TOPICS).optional(),
    hidden: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'validation.invalid',
  });
export type AdminVideoUpdateBody = z.infer<typeof adminVideoUpdateBodySchema>;

/** The new order: every tutorial's id exactly once, first shown first. */
export const adminVideoOrderBodySchema = z.object({
  ids: z
    .array(rowId)
    .min(1)
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'validation.invalid' }),
});
export type AdminVideoOrderBody = z.infer<typeof adminVideoOrderBodySchema>;

/** The `meta` field of an upload: what the new tutorial is about and what it is called. */
export const adminVideoCreateMetaSchema = z.object({
  deviceFamily: z.enum(familyCodes),
  topic: z.enum(VIDEO_TOPICS),
  title: videoTitlesSchema,
  description: videoDescriptionsSchema,
});
export type AdminVideoCreateMeta = z.infer<typeof adminVideoCreateMetaSchema>;
