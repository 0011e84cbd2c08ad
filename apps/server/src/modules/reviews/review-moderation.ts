import type {
  ReviewModerationBody,
  ReviewQueueItem,
  ReviewQueuePage,
  ReviewQueueQuery,
} from '@space/contracts/reviews';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, reviewReports, reviews, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { FileStorage } from '../../lib/file-storage.ts';
import { recordAudit, scopeOf } from '../access/index.ts';
import type { AuthContext } from '../auth/index.ts';
import { visibleTo } from '../products/index.ts';
import { reviewsWithPeople, toReview } from './review-rows.ts';

const REPORTS_SHOWN = 20;

/** Open (unresolved) reports of a review. */
const openReports = sql<number>`(select count(*)::int from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id} and ${reviewReports.resolvedAt} is null)`;

/**
 * Which reviews a moderator may act on: those of products listed in their brand, the brands
 * where the review is shown (decision 064); a super admin: every review.
 */
function inScope(auth: AuthContext): SQL | undefined {
  const scope = scopeOf(auth);
  if (scope === 'all') return undefined;
  return sql`exists (select 1 from ${products} where ${products.id} = ${reviews.productId} and ${visibleTo(scope.tenantId)})`;
}

async function queueItems(
  db: Database,
  auth: AuthContext,
  where: SQL | undefined,
  order: SQL[],
  page: { limit: number; offset: number },
): Promise<ReviewQueueItem[]> {
  const rows = await reviewsWithPeople(db, auth.userId)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [extra, reports] = await Promise.all([
    db
      .select({
        id: reviews.id,
        productName: products.name,
        moderationReason: reviews.moderationReason,
        reportCount: openReports,
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(inArray(reviews.id, ids)),
    db
      .select({
        reviewId: reviewReports.reviewId,
        reason: reviewReports.reason,
        note: reviewReports.note,
        createdAt: reviewReports.createdAt,
        reporterId: users.id,
        nickName: users.nickName,
        avatarKey: users.avatarKey,
      })
      .from(reviewReports)
      .innerJoin(users, eq(users.id, reviewReports.reporterId))
      .where(inArray(reviewReports.reviewId, ids))
      .orderBy(desc(reviewReports.createdAt), desc(reviewReports.id)),
  ]);
  const extraOf = new Map(extra.map((row) => [row.id, row]));
  return rows.map((row) => {
    const more = extraOf.get(row.id)!;
    return {
      ...toReview(row, { userId: auth.userId, moderator: true }),
      product: { id: row.productId, name: more.productName },
      hidden: row.hiddenAt !== null,
      moderationReason: more.moderationReason,
      reportCount: more.reportCount,
      reports: reports
        .filter((report) => report.reviewId === row.id)
        .slice(0, REPORTS_SHOWN)
        .map((report) => ({
          reason: report.reason as ReviewQueueItem['reports'][number]['reason'],
          note: report.note,
          createdAt: report.createdAt.toISOString(),
          reporter: {
            id: report.reporterId,
            nickName: report.nickName,
            avatar: report.avatarKey === null ? null : FileStorage.publicUrl(report.avatarKey),
          },
        })),
    };
  });
}

/**
 * The moderators' queue: `reported` live reviews with open reports, the most reported first
 * (then the longest waiting); `hidden` ones, the latest hidden first.
 */
export async function reviewQueue(
  db: Database,
  auth: AuthContext,
  query: ReviewQueueQuery,
): Promise<ReviewQueuePage> {
  const state =
    query.state === 'hidden'
      ? isNotNull(reviews.hiddenAt)
      : and(isNull(reviews.hiddenAt), sql`${openReports} > 0`);
  const where = and(isNull(reviews.deletedAt), state, inScope(auth));
  const order =
    query.state === 'hidden'
      ? [desc(reviews.hiddenAt), desc(reviews.id)]
      : [sql`${openReports} desc`, asc(reviews.createdAt), asc(reviews.id)];
  const [list, [total]] = await Promise.all([
    queueItems(db, auth, where, order, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(where),
  ]);
  return { list, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/**
 * Hides or restores a review with a reason: its open reports are resolved, the audit log gets
 * the change, and the summary follows by trigger, all in one transaction.
 */
export async function moderateReview(
  db: Database,
  auth: AuthContext,
  reviewId: number,
  body: ReviewModerationBody,
  now: Date,
): Promise<ReviewQueueItem> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        id: reviews.id,
        tenantId: reviews.tenantId,
        hiddenAt: reviews.hiddenAt,
        moderationReason: reviews.moderationReason,
      })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), isNull(reviews.deletedAt), inScope(auth)))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND');
    const hiddenAt = body.action === 'hide' ? (current.hiddenAt ?? now) : null;
    await tx
      .update(reviews)
      .set({ hiddenAt, moderationReason: body.reason })
      .where(eq(reviews.id, reviewId));
    await tx
      .update(reviewReports)
      .set({ resolvedAt: now })
      .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)));
    await recordAudit(tx, {
      tenantId: current.tenantId,
      actorId: auth.userId,
      action: body.action === 'hide' ? 'review.hide' : 'review.restore',
      targetType: 'review',
      targetId: reviewId,
      before: { hidden: current.hiddenAt !== null, moderationReason: current.moderationReason },
      after: { hidden: hiddenAt !== null, moderationReason: body.reason },
      at: now,
    });
  });
  const [item] = await queueItems(db, auth, eq(reviews.id, reviewId), [desc(reviews.id)], {
    limit: 1,
    offset: 0,
  });
  return item!;
}
