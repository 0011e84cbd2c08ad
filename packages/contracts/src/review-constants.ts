// Without zod, so the product page's first load can list reviews without the schemas (the
// paths are described in reviews.ts).

export const REVIEW_PATHS = {
  list: (productId: number) => `/api/products/${productId}/reviews`,
  summary: (productId: number) => `/api/products/${productId}/reviews/summary`,
  mine: (productId: number) => `/api/products/${productId}/reviews/mine`,
  reply: (reviewId: number) => `/api/reviews/${reviewId}/reply`,
  helpful: (reviewId: number) => `/api/reviews/${reviewId}/helpful`,
  reports: (reviewId: number) => `/api/reviews/${reviewId}/reports`,
  moderationQueue: '/api/moderation/reviews',
  moderate: (reviewId: number) => `/api/moderation/reviews/${reviewId}`,
} as const;

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;

/** Orders of the list; `helpful` (the default) puts the viewer's language first. */
export const REVIEW_SORTS = ['helpful', 'newest', 'ratingDesc', 'ratingAsc'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Why a review is reported (labels under `reviews.reportReasons.*`). */
export const REVIEW_REPORT_REASONS = ['spam', 'offensive', 'offTopic', 'fake', 'other'] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];

export const REVIEW_MODERATION_ACTIONS = ['hide', 'restore'] as const;
export type ReviewModerationAction = (typeof REVIEW_MODERATION_ACTIONS)[number];
