import { z } from 'zod';
import { DEVICE_FAMILIES } from './catalog.ts';
import { pageOf, pageQuerySchema } from './envelope.ts';
import { LIMITS, MAX_ROW_ID } from './limits.ts';
import { authorSummarySchema, imageVariantSchema, productSummarySchema } from './products.ts';
import { displayText, plainText, singleLine } from './text.ts';
import { ARTICLE_CHANNELS } from './article-channels.ts';

/**
 * Articles and columns (spec §3 "Article: title, channel, column, cover, content, pinned,
 * public or private"; §4 "draft, published after review; can revert to draft"; §5 "max 20
 * article columns; a pending added column must be completed or cancelled first").
 * The model and its rules: docs/decisions/031-articles-and-rich-text.md.
 */

export { ARTICLE_CHANNELS, type ArticleChannel } from './article-channels.ts';

/** draft → review → published (or rejected); any of them can go back to draft. */
export const ARTICLE_STATES = ['draft', 'review', 'published', 'rejected'] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];

export const ARTICLE_VISIBILITIES = ['public', 'private'] as const;
export type ArticleVisibility = (typeof ARTICLE_VISIBILITIES)[number];

/**
 * An edit of a published article: `none`, `editing` (saved, not yet submitted), `submitted`
 * (waiting for review while the live version stays), `rejected` (the reviewer sent it back).
 */
export const ARTICLE_REVISION_STATES = ['none', 'editing', 'submitted', 'rejected'] as const;
export type ArticleRevisionState = (typeof ARTICLE_REVISION_STATES)[number];

/** Bounds of one article's document; the server refuses a larger one (ARTICLE_CONTENT_INVALID). */
export const ARTICLE_CONTENT_LIMITS = {
  nodes: 5_000,
  textChars: 100_000,
  depth: 12,
  images: 50,
  productCards: 20,
} as const;

const familyCodes = DEVICE_FAMILIES.map((f) => f.code) as [string, ...string[]];
const idSchema = z.coerce.number().int().positive();

export const articleIdParamsSchema = z.object({ id: idSchema });
export const articleColumnParamsSchema = z.object({ id: idSchema });

/** A draft may have no title yet; submitting needs one (ARTICLE_INCOMPLETE). */
export const articleTitleSchema = displayText(
  singleLine(z.string().trim().max(LIMITS.articleTitleMax, 'validation.articleTitle')),
);

export const articleColumnNameSchema = displayText(
  singleLine(
    z
      .string()
      .trim()
      .min(1, 'validation.articleColumnName')
      .max(LIMITS.articleColumnNameMax, 'validation.articleColumnName'),
  ),
);

/** An uploaded article image (cover or inline), as POST /api/articles/images answers it. */
export const articleImageSchema = z.object({
  url: z.string().max(200),
  width: z.number().int().min(1).max(8000),
  height: z.number().int().min(1).max(8000),
  variants: z
    .array(imageVariantSchema.extend({ url: z.string().max(200) }))
    .max(4)
    .default([]),
});
export type ArticleImage = z.infer<typeof articleImageSchema>;

/**
 * The editor's document (Tiptap/ProseMirror JSON). Its nodes are checked and normalised by
 * the server, which drops whatever is not on the allow-list (decision 031).
 */
export const articleDocSchema = z
  .object({
    type: z.literal('doc'),
    content: z.array(z.unknown()).max(ARTICLE_CONTENT_LIMITS.nodes).default([]),
  })
  .describe('Tiptap JSON: paragraph, heading, lists, blockquote, codeBlock, image, productCard');
export type ArticleDoc = { type: 'doc'; content: unknown[] };

const columnIdSchema = z.number().int().positive().max(MAX_ROW_ID).nullable();

/** What an author saves (autosave): every field optional, only those sent change. */
export const articleDraftBodySchema = z.object({
  title: articleTitleSchema.optional(),
  channel: z.enum(ARTICLE_CHANNELS).optional(),
  columnId: columnIdSchema.optional(),
  cover: articleImageSchema.nullable().optional(),
  content: articleDocSchema.optional(),
  deviceFamily: z.enum(familyCodes).nullable().optional(),
});
export type ArticleDraftBody = z.infer<typeof articleDraftBodySchema>;

/** Public/private and pinned take effect at once, without review. */
export const articleSettingsBodySchema = z
  .object({
    visibility: z.enum(ARTICLE_VISIBILITIES).optional(),
    pinned: z.boolean().optional(),
  })
  .refine((body) => body.visibility !== undefined || body.pinned !== undefined, {
    message: 'validation.required',
    path: ['visibility'],
  });
export type ArticleSettingsBody = z.infer<typeof articleSettingsBodySchema>;

export const articleRejectBodySchema = z.object({
  reason: plainText(
    z
      .string()
      .trim()
      .min(1, 'validation.rejectReason')
      .max(LIMITS.articleRejectReasonMax, 'validation.rejectReason'),
  ),
});
export type ArticleRejectBody = z.infer<typeof articleRejectBodySchema>;

export const articleColumnBodySchema = z.object({ name: articleColumnNameSchema });
export type ArticleColumnBody = z.infer<typeof articleColumnBodySchema>;

/** GET /api/articles: the discovery feed, or one author's public articles (pinned first). */
export const articleFeedQuerySchema = pageQuerySchema.extend({
  channel: z.enum(ARTICLE_CHANNELS).optional(),
  family: z.enum(familyCodes).optional(),
  author: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
});
export type ArticleFeedQuery = z.infer<typeof articleFeedQuerySchema>;

/** The tabs of /personal. */
export const MY_ARTICLE_FILTERS = ['all', 'draft', 'review', 'published', 'private'] as const;
export type MyArticleFilter = (typeof MY_ARTICLE_FILTERS)[number];
export const myArticlesQuerySchema = pageQuerySchema.extend({
  filter: z.enum(MY_ARTICLE_FILTERS).default('all'),
});
export type MyArticlesQuery = z.infer<typeof myArticlesQuerySchema>;

export const moderationQueueQuerySchema = pageQuerySchema.extend({
  /** Super admins may look at another brand's queue. */
  tenantId: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
});
export type ModerationQueueQuery = z.infer<typeof moderationQueueQuerySchema>;

export const articleColumnSchema = z.object({
  id: z.number().int(),
  /** Null while the column is pending (added, not yet named). */
  name: z.string().nullable(),
  articleCount: z.number().int(),
});
export type ArticleColumn = z.infer<typeof articleColumnSchema>;

export const articleColumnsSchema = z.object({
  list: z.array(articleColumnSchema),
  max: z.number().int(),
});
export type ArticleColumns = z.infer<typeof articleColumnsSchema>;

const columnRefSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** An article in a feed or a list. */
export const articleSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  channel: z.enum(ARTICLE_CHANNELS),
  column: columnRefSchema,
  cover: z.string().nullable(),
  coverVariants: z.array(imageVariantSchema),
  excerpt: z.string(),
  readingMinutes: z.number().int(),
  deviceFamily: z.string().nullable(),
  author: authorSummarySchema,
  likeCount: z.number().int(),
  pinned: z.boolean(),
  publishedAt: z.string().nullable(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articlePageSchema = pageOf(articleSummarySchema);
export type ArticlePage = z.infer<typeof articlePageSchema>;

/** /article: the live version; `state` and `visibility` matter only to its author. */
export const articleDetailSchema = articleSummarySchema.extend({
  html: z.string(),
  productIds: z.array(z.number().int()),
  state: z.enum(ARTICLE_STATES),
  visibility: z.enum(ARTICLE_VISIBILITIES),
  isMine: z.boolean(),
  updatedAt: z.string(),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

/** A row of /personal. */
export const myArticleSchema = articleSummarySchema.extend({
  state: z.enum(ARTICLE_STATES),
  visibility: z.enum(ARTICLE_VISIBILITIES),
  revision: z.enum(ARTICLE_REVISION_STATES),
  reason: z.string().nullable(),
  updatedAt: z.string(),
});
export type MyArticle = z.infer<typeof myArticleSchema>;
export const myArticlePageSchema = pageOf(myArticleSchema).extend({
  counts: z.record(z.enum(MY_ARTICLE_FILTERS), z.number().int()),
});
export type MyArticlePage = z.infer<typeof myArticlePageSchema>;

/** What /publish edits: the author's working copy (the pending revision of a published one). */
export const articleEditorSchema = z.object({
  id: z.number().int(),
  state: z.enum(ARTICLE_STATES),
  visibility: z.enum(ARTICLE_VISIBILITIES),
  pinned: z.boolean(),
  revision: z.enum(ARTICLE_REVISION_STATES),
  reason: z.string().nullable(),
  title: z.string(),
  channel: z.enum(ARTICLE_CHANNELS),
  columnId: z.number().int().nullable(),
  cover: articleImageSchema.nullable(),
  content: z.object({ type: z.literal('doc'), content: z.array(z.unknown()) }),
  deviceFamily: z.string().nullable(),
  readingMinutes: z.number().int(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type ArticleEditor = z.infer<typeof articleEditorSchema>;

/** A row of the moderators' queue: a new article, or an edit of a published one. */
export const moderationItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['new', 'revision']),
  title: z.string(),
  channel: z.enum(ARTICLE_CHANNELS),
  excerpt: z.string(),
  visibility: z.enum(ARTICLE_VISIBILITIES),
  author: authorSummarySchema,
  submittedAt: z.string(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

export const moderationPreviewSchema = moderationItemSchema.extend({
  html: z.string(),
  cover: z.string().nullable(),
  column: columnRefSchema,
  readingMinutes: z.number().int(),
  deviceFamily: z.string().nullable(),
});
export type ModerationPreview = z.infer<typeof moderationPreviewSchema>;

/** What approve and reject answer: the article's state afterwards. */
export const moderationDecisionSchema = z.object({
  id: z.number().int(),
  state: z.enum(ARTICLE_STATES),
});
export type ModerationDecision = z.infer<typeof moderationDecisionSchema>;

export const relatedContentSchema = z.object({
  articles: z.array(articleSummarySchema),
  products: z.array(productSummarySchema),
});
export type RelatedContent = z.infer<typeof relatedContentSchema>;

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/gu;

/**
 * Minutes to read a text: 230 words a minute for space-separated languages, 400 characters a
 * minute for Chinese, Japanese and Korean script; at least one minute.
 */
export function readingMinutes(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const words = text.replace(CJK, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 230 + cjk / 400));
}
