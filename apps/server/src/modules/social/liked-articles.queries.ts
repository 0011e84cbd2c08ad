import { pickTranslation, type Locale } from '@space/contracts/locales';
import type { LikedArticle, LikedArticleQuery } from '@space/contracts/social';
import { and, count, desc, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { articleLikes, articles, users } from '../../db/schema.ts';
import { FileStorage } from '../../lib/file-storage.ts';
import { offsetOf, type Member, type Paged } from './social-users.ts';

/**
 * The articles of the member's like history (/thumbUp), newest like first (ties on the
 * article id), through article_likes_user_created_idx. An article that is no longer public
 * and published (made private, reverted to draft) is left out, except the member's own.
 */
export async function listLikedArticles(
  db: Database,
  member: Member,
  query: LikedArticleQuery,
  locale: Locale,
): Promise<Paged<LikedArticle>> {
  const where = and(
    eq(articleLikes.userId, member.userId),
    eq(articleLikes.tenantId, member.tenantId),
    eq(articles.tenantId, member.tenantId),
    or(
      and(eq(articles.state, 'published'), eq(articles.visibility, 'public')),
      eq(articles.authorId, member.userId),
    ),
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: articles.id,
        title: articles.title,
        titleTranslations: articles.titleTranslations,
        excerpt: articles.excerpt,
        coverKey: articles.coverKey,
        channel: articles.channel,
        likeCount: articles.likeCount,
        publishedAt: articles.publishedAt,
        authorId: users.id,
        authorName: users.nickName,
        authorAvatarKey: users.avatarKey,
        likedAt: articleLikes.createdAt,
      })
      .from(articleLikes)
      .innerJoin(articles, eq(articles.id, articleLikes.articleId))
      .innerJoin(users, eq(users.id, articles.authorId))
      .where(where)
      .orderBy(desc(articleLikes.createdAt), desc(articleLikes.articleId))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db
      .select({ total: count() })
      .from(articleLikes)
      .innerJoin(articles, eq(articles.id, articleLikes.articleId))
      .where(where),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      title: pickTranslation(row.title, row.titleTranslations, locale),
      excerpt: row.excerpt,
      cover: row.coverKey === null ? null : FileStorage.publicUrl(row.coverKey),
      channel: row.channel,
      likeCount: row.likeCount,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      author: {
        id: row.authorId,
        nickName: row.authorName,
        avatar: row.authorAvatarKey === null ? null : FileStorage.publicUrl(row.authorAvatarKey),
      },
      likedAt: row.likedAt.toISOString(),
    })),
    total: totalRow?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
