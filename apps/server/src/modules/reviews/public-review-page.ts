import type { Locale } from '@space/contracts/locales';
import type { ReviewListQuery, ReviewPage } from '@space/contracts/reviews';
import type { Database } from '../../db/client.ts';
import { reviewPage } from './reviews.queries.ts';

/**
 * A page of a product's reviews as an anonymous visitor of the brand reads it: what
 * `GET /api/products/:id/reviews` answers without a session, for the first view of the
 * product page (decision 060), so the reviews come with the page crawlers read.
 */
export function publicReviewPage(
  db: Database,
  productId: number,
  query: ReviewListQuery,
  viewer: { tenantId: number; locale: Locale },
  now: Date,
): Promise<ReviewPage> {
  const reader = {
    tenantId: viewer.tenantId,
    userId: null,
    moderator: false,
    locale: viewer.locale,
  };
  return reviewPage(db, productId, query, reader, null, now);
}
