import { MAX_ROW_ID } from '@space/contracts/limits';
import type { Locale } from '@space/contracts/locales';
import type {
  HelpfulState,
  MyReviewResult,
  ProductReviewBody,
  ReviewReportBody,
} from '@space/contracts/reviews';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  reviewEdits,
  reviewReplies,
  reviewReports,
  reviews,
  reviewVotes,
} from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserRow } from '../auth/index.ts';
import { notify } from '../notifications/index.ts';
import {
  BLOCKER_ERRORS,
  isStaff,
  reviewBlocker,
  versionHeld,
  visibleProduct,
  type ReviewedProduct,
} from './review-eligibility.ts';
import { liveReviewOf, ratingSummaryOf, toReview } from './review-rows.ts';

/** Blank text is no text. */
function textOrNull(text: string | null | undefined): string | null {
  return text ? text : null;
}

async function productFor(db: Database, productId: number, user: UserRow) {
  const product = await visibleProduct(db, productId, user.tenantId);
  if (!product) throw new AppError('NOT_FOUND');
  return product;
}

/** Whether the user has a live review of the product (which rate limit a PUT counts against). */
export async function hasLiveReview(db: Database, userId: number, productId: number) {
  if (productId > MAX_ROW_ID) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(
      and(eq(reviews.userId, userId), eq(reviews.productId, productId), isNull(reviews.deletedAt)),
    );
  return row !== undefined;
}

/**
 * Writes the user's review of the product, or edits it keeping the old text in review_edits.
 * One live review per user and product is the unique key: of two racing first writes, one
 * inserts and the other, waiting on the key, finds it and edits it. The summary follows by
 * trigger in the same transaction.
 */
export async function writeReview(
  db: Database,
  user: UserRow,
  productId: number,
  body: ProductReviewBody,
  locale: Locale,
  now: Date,
): Promise<MyReviewResult> {
  await db.transaction(async (tx) => {
    const product = await productFor(tx, productId, user);
    const blocker = await reviewBlocker(tx, user, product, now);
    if (blocker) throw new AppError(BLOCKER_ERRORS[blocker]);
    const fields = {
      rating: body.rating,
      title: textOrNull(body.title),
      body: textOrNull(body.body),
      language: body.language ?? locale,
      version: await versionHeld(tx, user.id, productId),
    };
    const inserted = await tx
      .insert(reviews)
      .values({
        ...fields,
        productId,
        userId: user.id,
        tenantId: user.tenantId,
        verifiedOwner: true,
        staff: isStaff(user),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    if (inserted.length > 0) {
      // The product's author hears of a new review (decision 066).
      await notify(tx, {
        recipientId: product.authorId,
        kind: 'reviewReceived',
        actorId: user.id,
        objectType: 'product',
        objectId: productId,
        eventKey: `review:${inserted[0]!.id}`,
        payload: { title: product.name, rating: String(body.rating) },
        at: now,
      });
      return;
    }
    const [current] = await tx
      .select()
      .from(reviews)
      .where(
        and(
          eq(reviews.userId, user.id),
          eq(reviews.productId, productId),
          isNull(reviews.deletedAt),
        ),
      )
      .for('update');
    // Deleted between the insert and this read: nothing live to edit; the next PUT writes anew.
    if (!current) throw new AppError('CONFLICT');
    await tx.insert(reviewEdits).values({
      reviewId: current.id,
      rating: current.rating,
      title: current.title,
      body: current.body,
      language: current.language,
      version: current.version,
      replacedAt: now,
    });
    await tx
      .update(reviews)
      .set({ ...fields, editedAt: now })
      .where(eq(reviews.id, current.id));
  });
  return myReviewResult(db, user, productId);
}

/** Deletes the user's live review of the product (a no-op without one). */
export async function deleteReview(
  db: Database,
  user: UserRow,
  productId: number,
  now: Date,
): Promise<MyReviewResult> {
  await productFor(db, productId, user);
  await db
    .update(reviews)
    .set({ deletedAt: now })
    .where(
      and(eq(reviews.userId, user.id), eq(reviews.productId, productId), isNull(reviews.deletedAt)),
    );
  return myReviewResult(db, user, productId);
}

async function myReviewResult(
  db: Database,
  user: UserRow,
  productId: number,
): Promise<MyReviewResult> {
  const [row, summary] = await Promise.all([
    liveReviewOf(db, user.id, productId),
    ratingSummaryOf(db, productId),
  ]);
  return {
    review: row ? toReview(row, { userId: user.id, moderator: isStaff(user) }) : null,
    summary,
  };
}

/** A live review the user may see (its product listed in their brand; not hidden unless `hiddenToo`). */
export async function visibleReview(
  db: Database,
  reviewId: number,
  tenantId: number,
  hiddenToo = false,
): Promise<{
  id: number;
  userId: number;
  language: string;
  product: ReviewedProduct;
  hidden: boolean;
}> {
  const [row] = await db
    .select({
      id: reviews.id,
      userId: reviews.userId,
      productId: reviews.productId,
      language: reviews.language,
      hiddenAt: reviews.hiddenAt,
    })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), isNull(reviews.deletedAt)));
  if (!row || (row.hiddenAt !== null && !hiddenToo)) throw new AppError('NOT_FOUND');
  const product = await visibleProduct(db, row.productId, tenantId);
  if (!product) throw new AppError('NOT_FOUND');
  return {
    id: row.id,
    userId: row.userId,
    language: row.language,
    product,
    hidden: row.hiddenAt !== null,
  };
}

/**
 * The product author's reply: written once, then edited in place. Answers whether it was the
 * first one (the reviewer is told of that one only) and what to tell them.
 */
export async function replyToReview(
  db: Database,
  user: UserRow,
  reviewId: number,
  text: string,
  now: Date,
): Promise<{ first: boolean; reviewerId: number; language: string; product: ReviewedProduct }> {
  const review = await visibleReview(db, reviewId, user.tenantId);
  if (review.product.authorId !== user.id) throw new AppError('FORBIDDEN');
  const [written] = await db
    .insert(reviewReplies)
    .values({ reviewId, authorId: user.id, body: text, createdAt: now })
    .onConflictDoUpdate({
      target: reviewReplies.reviewId,
      set: { body: text, editedAt: now },
    })
    // xmax is 0 on a freshly inserted row version: the first reply.
    .returning({ first: sql<boolean>`(xmax = 0)` });
  // The reviewer hears of the first reply only: the event key is the review (decision 066).
  await notify(db, {
    recipientId: review.userId,
    kind: 'reviewReplied',
    actorId: user.id,
    objectType: 'product',
    objectId: review.product.id,
    eventKey: `reviewReply:${reviewId}`,
    payload: { title: review.product.name },
    at: now,
  });
  return {
    first: Boolean(written?.first),
    reviewerId: review.userId,
    language: review.language,
    product: review.product,
  };
}

/** Marks the review helpful, or takes the mark back; idempotent both ways. */
export async function setHelpful(
  db: Database,
  user: UserRow,
  reviewId: number,
  helpful: boolean,
  now: Date,
): Promise<HelpfulState> {
  const review = await visibleReview(db, reviewId, user.tenantId);
  if (review.userId === user.id) throw new AppError('REVIEW_VOTE_OWN');
  if (helpful) {
    await db
      .insert(reviewVotes)
      .values({ reviewId, userId: user.id, createdAt: now })
      .onConflictDoNothing();
  } else {
    await db
      .delete(reviewVotes)
      .where(and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.userId, user.id)));
  }
  const [row] = await db
    .select({ helpfulCount: reviews.helpfulCount })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  return { helpfulCount: row?.helpfulCount ?? 0, viewerVotedHelpful: helpful };
}

/** Reports the review to the moderators; a second report by the same user is a no-op. */
export async function reportReview(
  db: Database,
  user: UserRow,
  reviewId: number,
  report: ReviewReportBody,
  now: Date,
): Promise<void> {
  await visibleReview(db, reviewId, user.tenantId);
  await db
    .insert(reviewReports)
    .values({
      reviewId,
      reporterId: user.id,
      reason: report.reason,
      note: textOrNull(report.note),
      createdAt: now,
    })
    .onConflictDoNothing();
}
