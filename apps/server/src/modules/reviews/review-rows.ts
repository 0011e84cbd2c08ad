import type { Locale } from '@space/contracts/locales';
import type { ProductReview, RatingSummary } from '@space/contracts/reviews';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  productReviewSummaries,
  reviewReplies,
  reviews,
  reviewVotes,
  users,
} from '../../db/schema.ts';
import { FileStorage } from '../../lib/file-storage.ts';

/** Who reads reviews: the brand they see, the user (null for a visitor), whether they moderate. */
export interface ReviewReader {
  tenantId: number;
  userId: number | null;
  moderator: boolean;
  locale: Locale;
}

/** Whether the reader marked the review helpful (false for a visitor, without a lookup). */
function votedBy(userId: number | null): SQL<boolean> {
  if (userId === null) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${reviewVotes} where ${reviewVotes.reviewId} = ${reviews.id} and ${reviewVotes.userId} = ${userId})`;
}

/** A review's columns with its reviewer's and reply's: read through `reviewsWithPeople`. */
export function reviewColumns(userId: number | null) {
  return {
    id: reviews.id,
    productId: reviews.productId,
    userId: reviews.userId,
    rating: reviews.rating,
    title: reviews.title,
    body: reviews.body,
    language: reviews.language,
    version: reviews.version,
    verifiedOwner: reviews.verifiedOwner,
    staff: reviews.staff,
    helpfulCount: reviews.helpfulCount,
    hiddenAt: reviews.hiddenAt,
    createdAt: reviews.createdAt,
    editedAt: reviews.editedAt,
    nickName: users.nickName,
    avatarKey: users.avatarKey,
    replyBody: reviewReplies.body,
    replyCreatedAt: reviewReplies.createdAt,
    replyEditedAt: reviewReplies.editedAt,
    voted: votedBy(userId),
  };
}

/** Reviews joined to their reviewer and (left) their reply. */
export function reviewsWithPeople(db: Database, userId: number | null) {
  return db
    .select(reviewColumns(userId))
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id));
}

export type ReviewRow = Awaited<
  ReturnType<ReturnType<typeof reviewsWithPeople>['execute']>
>[number];

/** A row as the API shows it; `hidden` only to moderators and the reviewer. */
export function toReview(
  row: ReviewRow,
  reader: Pick<ReviewReader, 'userId' | 'moderator'>,
): ProductReview {
  const mine = reader.userId !== null && row.userId === reader.userId;
  return {
    id: row.id,
    productId: row.productId,
    rating: row.rating,
    title: row.title,
    body: row.body,
    language: row.language as Locale,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    reviewer: {
      id: row.userId,
      nickName: row.nickName,
      avatar: row.avatarKey === null ? null : FileStorage.publicUrl(row.avatarKey),
    },
    verifiedOwner: row.verifiedOwner,
    staff: row.staff,
    reply:
      row.replyBody === null || row.replyCreatedAt === null
        ? null
        : {
            body: row.replyBody,
            createdAt: row.replyCreatedAt.toISOString(),
            editedAt: row.replyEditedAt?.toISOString() ?? null,
          },
    helpfulCount: row.helpfulCount,
    viewerVotedHelpful: Boolean(row.voted),
    mine,
    ...(mine || reader.moderator ? { hidden: row.hiddenAt !== null } : {}),
  };
}

/** The summary as the API shows it: average to one decimal, histogram 1★ … 5★. */
export function toRatingSummary(
  row: { reviewCount: number; ratingSum: number; stars: number[] } | undefined,
): RatingSummary {
  if (!row || row.reviewCount === 0) return { average: null, count: 0, histogram: [0, 0, 0, 0, 0] };
  return {
    // Integer inputs: the quotient is exact at every .x5, so Math.round rounds halves up.
    average: Math.round((row.ratingSum * 10) / row.reviewCount) / 10,
    count: row.reviewCount,
    histogram: row.stars,
  };
}

/** The stored summary of a product (no row: no visible review). */
export async function ratingSummaryOf(db: Database, productId: number): Promise<RatingSummary> {
  const [row] = await db
    .select()
    .from(productReviewSummaries)
    .where(eq(productReviewSummaries.productId, productId));
  return toRatingSummary(
    row && {
      reviewCount: row.reviewCount,
      ratingSum: row.ratingSum,
      stars: [row.stars1, row.stars2, row.stars3, row.stars4, row.stars5],
    },
  );
}

/** A user's live review of a product, with reviewer and reply. */
export async function liveReviewOf(
  db: Database,
  userId: number,
  productId: number,
): Promise<ReviewRow | undefined> {
  const [row] = await reviewsWithPeople(db, userId).where(
    and(
      eq(reviews.userId, userId),
      eq(reviews.productId, productId),
      sql`${reviews.deletedAt} is null`,
    ),
  );
  return row;
}

/** One live review by id, as the reader sees it. */
export async function reviewById(
  db: Database,
  reviewId: number,
  reader: Pick<ReviewReader, 'userId' | 'moderator'>,
): Promise<ProductReview | null> {
  const [row] = await reviewsWithPeople(db, reader.userId).where(
    and(eq(reviews.id, reviewId), sql`${reviews.deletedAt} is null`),
  );
  return row ? toReview(row, reader) : null;
}
