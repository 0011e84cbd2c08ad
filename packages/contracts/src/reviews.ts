import { z } from 'zod';
import { pageOf, pageQuerySchema } from './envelope.ts';
import { LIMITS, MAX_ROW_ID } from './limits.ts';
import { LOCALES } from './locales.ts';
import { displayText, plainText, singleLine } from './text.ts';
import {
  REVIEW_MODERATION_ACTIONS,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPORT_REASONS,
  REVIEW_SORTS,
} from './review-constants.ts';

export {
  REVIEW_MODERATION_ACTIONS,
  REVIEW_PATHS,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPORT_REASONS,
  REVIEW_SORTS,
  type ReviewModerationAction,
  type ReviewReportReason,
  type ReviewSort,
} from './review-constants.ts';

/**
 * Reviews and ratings of products (issue 28, docs/decisions/064-reviews.md): 1–5 stars, an
 * optional title and text by an owner of the product, one live review per user and product, a
 * creator reply, helpful votes, reports and moderation. Paths:
 *   GET    /api/products/:id/reviews               the page of reviews, the summary, the viewer's own
 *   GET    /api/products/:id/reviews/summary       the rating summary alone
 *   PUT    /api/products/:id/reviews/mine          write or edit my review (productReviewBodySchema)
 *   DELETE /api/products/:id/reviews/mine          delete my review
 *   PUT    /api/reviews/:id/reply                  the product's author answers (reviewReplyBodySchema)
 *   PUT    /api/reviews/:id/helpful                mark helpful (idempotent)
 *   DELETE /api/reviews/:id/helpful                take the mark back (idempotent)
 *   POST   /api/reviews/:id/reports                report (reviewReportBodySchema)
 *   GET    /api/moderation/reviews                 moderators: reported and hidden reviews
 *   POST   /api/moderation/reviews/:id             moderators: hide or restore with a reason
 */

/**
 * Why the viewer may not write a review, when they may not (null when they may, or already
 * have one): not logged in, not an owner, the product's author, an account younger than a day,
 * an account with neither email nor phone (decision 064).
 */
export const REVIEW_BLOCKERS = [
  'login',
  'notOwned',
  'ownProduct',
  'accountTooNew',
  'contactUnverified',
] as const;
export type ReviewBlocker = (typeof REVIEW_BLOCKERS)[number];

const idSchema = z.coerce.number().int().positive().max(MAX_ROW_ID);

export const reviewIdParamsSchema = z.object({ id: idSchema });

export const reviewLanguageSchema = z.enum(LOCALES);

export const reviewTitleSchema = displayText(
  singleLine(z.string().trim().max(LIMITS.reviewTitleMax, 'validation.reviewTitle')),
);
export const reviewTextSchema = displayText(
  plainText(z.string().trim().max(LIMITS.reviewBodyMax, 'validation.reviewBody')),
);

/** PUT /api/products/:id/reviews/mine: writes the review or edits it (the old text is kept). */
export const productReviewBodySchema = z.object({
  rating: z
    .number()
    .int('validation.reviewRating')
    .min(REVIEW_RATING_MIN, 'validation.reviewRating')
    .max(REVIEW_RATING_MAX, 'validation.reviewRating'),
  /** Empty or absent: no title. */
  title: reviewTitleSchema.nullable().optional(),
  /** Plain text with line breaks; empty or absent: stars only. */
  body: reviewTextSchema.nullable().optional(),
  /** The language the review is written in; absent: the request's language. */
  language: reviewLanguageSchema.optional(),
});
export type ProductReviewBody = z.infer<typeof productReviewBodySchema>;

/** PUT /api/reviews/:id/reply: the product's author, one reply per review, editable. */
export const reviewReplyBodySchema = z.object({
  body: displayText(
    plainText(
      z
        .string()
        .trim()
        .min(1, 'validation.reviewReply')
        .max(LIMITS.reviewReplyMax, 'validation.reviewReply'),
    ),
  ),
});
export type ReviewReplyBody = z.infer<typeof reviewReplyBodySchema>;

/** POST /api/reviews/:id/reports: one report per user and review (a second one is a no-op). */
export const reviewReportBodySchema = z.object({
  reason: z.enum(REVIEW_REPORT_REASONS),
  note: plainText(
    z.string().trim().max(LIMITS.reviewReportNoteMax, 'validation.reviewReportNote'),
  ).optional(),
});
export type ReviewReportBody = z.infer<typeof reviewReportBodySchema>;

/** POST /api/moderation/reviews/:id: hide or restore, with the reason the audit log keeps. */
export const reviewModerationBodySchema = z.object({
  action: z.enum(REVIEW_MODERATION_ACTIONS),
  reason: plainText(
    z
      .string()
      .trim()
      .min(1, 'validation.moderationReason')
      .max(LIMITS.reviewModerationReasonMax, 'validation.moderationReason'),
  ),
});
export type ReviewModerationBody = z.infer<typeof reviewModerationBodySchema>;

/** GET /api/products/:id/reviews. */
export const reviewListQuerySchema = pageQuerySchema.extend({
  sort: z.enum(REVIEW_SORTS).default('helpful'),
  /** Only reviews with this many stars. */
  stars: z.coerce
    .number()
    .int()
    .min(REVIEW_RATING_MIN)
    .max(REVIEW_RATING_MAX)
    .optional()
    .describe('Only reviews with this many stars'),
  /** Only reviews in this language. */
  lang: reviewLanguageSchema.optional().describe('Only reviews written in this language'),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.reviewPageSizeMax).default(10),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

/** GET /api/moderation/reviews: `reported` (open reports, most reported first) or `hidden`. */
export const REVIEW_QUEUE_STATES = ['reported', 'hidden'] as const;
export const reviewQueueQuerySchema = pageQuerySchema.extend({
  state: z.enum(REVIEW_QUEUE_STATES).default('reported'),
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;

export const reviewerSchema = z.object({
  id: z.number().int(),
  nickName: z.string(),
  avatar: z.string().nullable(),
});

export const reviewReplySchema = z.object({
  body: z.string(),
  createdAt: z.string(),
  /** Set once the author changed the reply. */
  editedAt: z.string().nullable(),
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;

export const productReviewSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
  title: z.string().nullable(),
  body: z.string().nullable(),
  language: reviewLanguageSchema,
  /** The product version the reviewer had when writing (or last editing), null when unknown. */
  version: z.string().nullable(),
  createdAt: z.string(),
  /** Set when the reviewer edited it: shown as "edited". */
  editedAt: z.string().nullable(),
  reviewer: reviewerSchema,
  /** The reviewer owns the product (always, for reviews written under decision 064). */
  verifiedOwner: z.boolean(),
  /** The reviewer is staff (moderator or admin) of the product's brand. */
  staff: z.boolean(),
  reply: reviewReplySchema.nullable(),
  helpfulCount: z.number().int(),
  viewerVotedHelpful: z.boolean(),
  /** The viewer wrote it. */
  mine: z.boolean(),
  /** Only for moderators and the reviewer: hidden by a moderator, so left out of every total. */
  hidden: z.boolean().optional(),
});
export type ProductReview = z.infer<typeof productReviewSchema>;

/**
 * A product's visible reviews in numbers. `histogram[0]` counts 1-star reviews … `[4]` 5-star
 * ones; `average` is rounded to one decimal, null with no reviews.
 */
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  histogram: z.array(z.number().int()).length(5),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** What the viewer may do on the product's reviews. */
export const reviewViewerSchema = z.object({
  /** May write a review now (or edit theirs). */
  canReview: z.boolean(),
  /** Why not, when not. */
  blocker: z.enum(REVIEW_BLOCKERS).nullable(),
  /** The product's author: may reply. */
  canReply: z.boolean(),
  /** Sees hidden reviews and moderates. */
  moderator: z.boolean(),
});
export type ReviewViewer = z.infer<typeof reviewViewerSchema>;

export const reviewPageSchema = pageOf(productReviewSchema).extend({
  summary: ratingSummarySchema,
  /** The viewer's own review (also when hidden), null when none or not logged in. */
  mine: productReviewSchema.nullable(),
  viewer: reviewViewerSchema,
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** PUT and DELETE of my review answer the product's new summary and my review (null when deleted). */
export const myReviewResultSchema = z.object({
  review: productReviewSchema.nullable(),
  summary: ratingSummarySchema,
});
export type MyReviewResult = z.infer<typeof myReviewResultSchema>;

export const helpfulStateSchema = z.object({
  helpfulCount: z.number().int(),
  viewerVotedHelpful: z.boolean(),
});
export type HelpfulState = z.infer<typeof helpfulStateSchema>;

export const reviewReportSchema = z.object({
  reason: z.enum(REVIEW_REPORT_REASONS),
  note: z.string().nullable(),
  reporter: reviewerSchema,
  createdAt: z.string(),
});
export type ReviewReport = z.infer<typeof reviewReportSchema>;

/** A review in the moderators' queue. */
export const reviewQueueItemSchema = productReviewSchema.extend({
  product: z.object({ id: z.number().int(), name: z.string() }),
  hidden: z.boolean(),
  /** The moderator's reason of the last hide or restore, null when never moderated. */
  moderationReason: z.string().nullable(),
  reportCount: z.number().int(),
  /** Newest first, at most 20. */
  reports: z.array(reviewReportSchema),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;

export const reviewQueuePageSchema = pageOf(reviewQueueItemSchema);
export type ReviewQueuePage = z.infer<typeof reviewQueuePageSchema>;
