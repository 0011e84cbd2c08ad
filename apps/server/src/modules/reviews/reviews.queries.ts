import type { ReviewListQuery, ReviewPage } from '@space/contracts/reviews';
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reviews } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserRow } from '../auth/index.ts';
import {
  liveReviewOf,
  ratingSummaryOf,
  reviewsWithPeople,
  toReview,
  type ReviewReader,
} from './review-rows.ts';
import { reviewBlocker, visibleProduct } from './review-eligibility.ts';

function orderOf(query: ReviewListQuery, reader: ReviewReader): SQL[] {
  const newest = [desc(reviews.createdAt), desc(reviews.id)];
  switch (query.sort) {
    case 'newest':
      return newest;
    case 'ratingDesc':
      return [desc(reviews.rating), ...newest];
    case 'ratingAsc':
      return [asc(reviews.rating), ...newest];
    default:
      // Most helpful first, the reader's language ahead of the others.
      return [
        sql`(${reviews.language} = ${reader.locale}) desc`,
        desc(reviews.helpfulCount),
        ...newest,
      ];
  }
}

/**
 * A page of a product's reviews as GET /api/products/:id/reviews answers it: hidden ones only
 * for moderators; the summary (visible reviews only), the reader's own review and what they may do.
 */
export async function reviewPage(
  db: Database,
  productId: number,
  query: ReviewListQuery,
  reader: ReviewReader,
  user: UserRow | null,
  now: Date,
): Promise<ReviewPage> {
  const product = await visibleProduct(db, productId, reader.tenantId);
  if (!product) throw new AppError('NOT_FOUND');
  const where = and(
    eq(reviews.productId, productId),
    isNull(reviews.deletedAt),
    reader.moderator ? undefined : isNull(reviews.hiddenAt),
    query.stars === undefined ? undefined : eq(reviews.rating, query.stars),
    query.lang === undefined ? undefined : eq(reviews.language, query.lang),
  );
  const [rows, [total], summary, mine, blocker] = await Promise.all([
    reviewsWithPeople(db, reader.userId)
      .where(where)
      .orderBy(...orderOf(query, reader))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(reviews).where(where),
    ratingSummaryOf(db, productId),
    reader.userId === null ? undefined : liveReviewOf(db, reader.userId, productId),
    reviewBlocker(db, user, product, now),
  ]);
  return {
    list: rows.map((row) => toReview(row, reader)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    summary,
    mine: mine ? toReview(mine, reader) : null,
    viewer: {
      canReview: blocker === null,
      blocker,
      canReply: user !== null && user.id === product.authorId,
      moderator: reader.moderator,
    },
  };
}
