import { REVIEW_PATHS } from '@space/contracts/review-constants';
import type {
  HelpfulState,
  MyReviewResult,
  ProductReview,
  ProductReviewBody,
  ReviewModerationBody,
  ReviewPage,
  ReviewQueueItem,
  ReviewQueuePage,
  ReviewQueueQuery,
  ReviewReplyBody,
  ReviewReportBody,
  ReviewSort,
} from '@space/contracts/reviews';
import type { Locale } from '@space/contracts/locales';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client.ts';

/** What the list on the product page asks for; absent filters are left out of the URL. */
export interface ReviewListParams {
  sort: ReviewSort;
  stars: number | null;
  lang: Locale | null;
  page: number;
  pageSize: number;
}

/** The list as the product page first shows it: the route prefetches exactly this page. */
export const FIRST_REVIEWS_PAGE: ReviewListParams = {
  sort: 'helpful',
  stars: null,
  lang: null,
  page: 1,
  pageSize: 10,
};

/** Every cached page of one product's reviews starts with this key (mutations refresh them all). */
export const productReviewsKey = (productId: number) => ['products', 'reviews', productId] as const;

export function getProductReviewsQueryOptions(productId: number, params: ReviewListParams) {
  return queryOptions({
    queryKey: [...productReviewsKey(productId), params] as const,
    queryFn: ({ signal }) =>
      apiData<ReviewPage>(REVIEW_PATHS.list(productId), {
        signal,
        query: {
          sort: params.sort,
          stars: params.stars,
          lang: params.lang,
          page: params.page,
          pageSize: params.pageSize,
        },
      }),
    // Changing a filter keeps the summary and the old page on screen instead of a blank box.
    placeholderData: keepPreviousData,
  });
}

export const reviewQueueKey = ['moderation', 'reviews'] as const;

export function getReviewQueueQueryOptions(query: ReviewQueueQuery) {
  return queryOptions({
    queryKey: [...reviewQueueKey, query] as const,
    queryFn: ({ signal }) =>
      apiData<ReviewQueuePage>(REVIEW_PATHS.moderationQueue, {
        signal,
        query: { state: query.state, page: query.page, pageSize: query.pageSize },
      }),
  });
}

export const reviewsApi = {
  saveMine: (productId: number, body: ProductReviewBody) =>
    apiData<MyReviewResult>(REVIEW_PATHS.mine(productId), { method: 'PUT', body }),
  deleteMine: (productId: number) =>
    apiData<MyReviewResult>(REVIEW_PATHS.mine(productId), { method: 'DELETE' }),
  reply: (reviewId: number, body: ReviewReplyBody) =>
    apiData<ProductReview>(REVIEW_PATHS.reply(reviewId), { method: 'PUT', body }),
  setHelpful: (reviewId: number, helpful: boolean) =>
    apiData<HelpfulState>(REVIEW_PATHS.helpful(reviewId), {
      method: helpful ? 'PUT' : 'DELETE',
    }),
  report: (reviewId: number, body: ReviewReportBody) =>
    apiData<null>(REVIEW_PATHS.reports(reviewId), { method: 'POST', body }),
  moderate: (reviewId: number, body: ReviewModerationBody) =>
    apiData<ReviewQueueItem>(REVIEW_PATHS.moderate(reviewId), { method: 'POST', body }),
};
