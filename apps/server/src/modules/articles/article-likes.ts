import { MAX_ROW_ID } from '@space/contracts/limits';
import type { LikeState } from '@space/contracts/likes';
import { and, eq, exists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { articleLikes, articles } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { readableBy, type ArticleViewer } from './article-rows.ts';

/** A liker: the user and their brand. */
export interface ArticleLiker {
  userId: number;
  tenantId: number;
}

/**
 * Likeable: published, and readable by the liker (public, or their own private one). A draft,
 * an article in review or another user's private article answers 404, as if it did not exist.
 */
function likeable(liker: ArticleLiker) {
  return and(eq(articles.state, 'published'), readableBy(liker))!;
}

/**
 * Likes or unlikes an article, idempotently, as product likes do (decision 009): the like row
 * and `articles.like_count` change in one transaction, the count relative to the stored value
 * and only when a row was really inserted or deleted, so concurrent requests keep it exact.
 */
export async function setArticleLiked(
  db: Database,
  liker: ArticleLiker,
  articleId: number,
  liked: boolean,
  at: Date,
): Promise<LikeState> {
  if (articleId > MAX_ROW_ID) throw new AppError('NOT_FOUND');
  const likeCount = await db.transaction(async (tx) => {
    const [article] = await tx
      .select({ likeCount: articles.likeCount })
      .from(articles)
      .where(and(eq(articles.id, articleId), likeable(liker)));
    if (!article) return null;
    const changed = liked
      ? await tx
          .insert(articleLikes)
          .values({ userId: liker.userId, articleId, tenantId: liker.tenantId, createdAt: at })
          .onConflictDoNothing()
          .returning({ articleId: articleLikes.articleId })
      : await tx
          .delete(articleLikes)
          .where(and(eq(articleLikes.userId, liker.userId), eq(articleLikes.articleId, articleId)))
          .returning({ articleId: articleLikes.articleId });
    if (changed.length === 0) return article.likeCount;
    const [row] = await tx
      .update(articles)
      .set({ likeCount: sql`${articles.likeCount} + ${liked ? 1 : -1}` })
      .where(eq(articles.id, articleId))
      .returning({ likeCount: articles.likeCount });
    return row!.likeCount;
  });
  if (likeCount === null) throw new AppError('NOT_FOUND');
  return { liked, likeCount };
}

/** The like count of an article the viewer may like, and whether they do (visitors never). */
export async function getArticleLikeState(
  db: Database,
  articleId: number,
  viewer: ArticleViewer,
): Promise<LikeState> {
  if (articleId > MAX_ROW_ID) throw new AppError('NOT_FOUND');
  const likedByViewer =
    viewer.userId === null
      ? sql<boolean>`false`
      : exists(
          db
            .select({ one: sql`1` })
            .from(articleLikes)
            .where(
              and(eq(articleLikes.userId, viewer.userId), eq(articleLikes.articleId, articleId)),
            ),
        );
  const [row] = await db
    .select({ likeCount: articles.likeCount, liked: sql<boolean>`${likedByViewer}` })
    .from(articles)
    .where(and(eq(articles.id, articleId), eq(articles.state, 'published'), readableBy(viewer)));
  if (!row) throw new AppError('NOT_FOUND');
  return { liked: Boolean(row.liked), likeCount: row.likeCount };
}
