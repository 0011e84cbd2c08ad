import { z } from 'zod';
import { DEVICE_FAMILIES } from './catalog.ts';
import { pageOf, pageQuerySchema } from './envelope.ts';
import { LOCALES } from './locales.ts';
import { VIDEO_TOPICS } from './video-topics.ts';

/**
 * Video tutorials (spec §1 "watch video tutorials", §2 /videoTutorial and /videoPlayer;
 * decision 034): shared by every brand, listed by device family and topic.
 */

export { VIDEO_TOPICS, type VideoTopic } from './video-topics.ts';

const familyCodes = DEVICE_FAMILIES.map((f) => f.code) as [string, ...string[]];

/** The longest position a client may report, in seconds (no tutorial is longer than a day). */
export const VIDEO_POSITION_MAX = 86_400;

/**
 * `lang` picks the language of titles and descriptions (en, zh or ko); without it the `lang`
 * header does, as for messages. The header only says zh-CN or en-US (spec §7), so a Korean
 * client names its language here.
 */
const contentLangSchema = z
  .enum(LOCALES)
  .optional()
  .describe('Language of titles and descriptions; default from the lang header');

export const videoListQuerySchema = pageQuerySchema.extend({
  deviceFamily: z.enum(familyCodes).optional(),
  topic: z.enum(VIDEO_TOPICS).optional(),
  lang: contentLangSchema,
});
export type VideoListQuery = z.infer<typeof videoListQuerySchema>;

export const videoDetailQuerySchema = z.object({ lang: contentLangSchema });
export type VideoDetailQuery = z.infer<typeof videoDetailQuerySchema>;

/** `:id` of /api/videos/:id; ids beyond the integer range cannot exist and answer 404. */
export const videoIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export type VideoIdParams = z.infer<typeof videoIdParamsSchema>;

/** A tutorial in a list: its title and description in the requested language. */
export const videoSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  deviceFamily: z.string(),
  topic: z.string(),
  title: z.string(),
  description: z.string(),
  durationSeconds: z.number().int(),
  /** `/files/…` of a 16:9 WebP, or null when none was made. */
  thumbnailUrl: z.string().nullable(),
});
export type VideoSummary = z.infer<typeof videoSummarySchema>;

export const videoPageSchema = pageOf(videoSummarySchema);
export type VideoPage = z.infer<typeof videoPageSchema>;

/** A WebVTT caption track. */
export const videoCaptionSchema = z.object({
  lang: z.enum(LOCALES),
  url: z.string(),
});
export type VideoCaption = z.infer<typeof videoCaptionSchema>;

/** Where the player finds the video: an HLS playlist and a progressive MP4, either may be absent. */
export const videoSourcesSchema = z.object({
  hls: z.string().nullable(),
  mp4: z.string().nullable(),
});
export type VideoSources = z.infer<typeof videoSourcesSchema>;

export const videoDetailSchema = videoSummarySchema.extend({
  sources: videoSourcesSchema,
  captions: z.array(videoCaptionSchema),
  /** The tutorial after this one in the list's order, or null after the last. */
  next: videoSummarySchema.nullable(),
});
export type VideoDetail = z.infer<typeof videoDetailSchema>;

/** PUT /api/videos/:id/progress: where the viewer stopped, in whole seconds. */
export const saveVideoProgressSchema = z.object({
  positionSeconds: z.number().int().min(0).max(VIDEO_POSITION_MAX),
});
export type SaveVideoProgress = z.infer<typeof saveVideoProgressSchema>;

/** The signed-in viewer's resume position; 0 and null `updatedAt` when never saved. */
export const videoProgressSchema = z.object({
  videoId: z.number().int(),
  positionSeconds: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type VideoProgress = z.infer<typeof videoProgressSchema>;
