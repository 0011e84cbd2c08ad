import type { Locale } from '@space/contracts/locales';
import type {
  ArticleDetail,
  ArticleFeedQuery,
  ArticlePage,
  ArticleState,
  ArticleVisibility,
  MyArticle,
  MyArticleFilter,
  MyArticlePage,
  MyArticlesQuery,
} from '@space/contracts/articles';
import { and, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { articleColumns, articles, users } from '../../db/schema.ts';
import {
  authorJoin,
  columnJoin,
  publiclyVisible,
  readableBy,
  summaryColumns,
  toArticleSummary,
  type ArticleViewer,
} from './article-rows.ts';
import { revisionOf } from './article-version.ts';

/**
 * The discovery feed (newest published first) or one author's public articles (pinned first,
 * then newest). Only published public articles of the viewer's brand (decision 031).
 */
export async function listPublicArticles(
  db: Database,
  tenantId: number,
  query: ArticleFeedQuery,
  locale: Locale,
): Promise<ArticlePage> {
  const filters: SQL[] = [publiclyVisible(tenantId)];
  if (query.channel) filters.push(eq(articles.channel, query.channel));
  if (query.family) filters.push(eq(articles.deviceFamily, query.family));
  if (query.author) filters.push(eq(articles.authorId, query.author));
  const where = and(...filters);
  const order = [
    ...(query.author ? [desc(articles.pinned)] : []),
    desc(articles.publishedAt),
    desc(articles.id),
  ];
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(articles)
      .innerJoin(users, authorJoin)
      .leftJoin(articleColumns, columnJoin)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return {
    list: rows.map((row) => toArticleSummary(row, locale)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One article the viewer may read (its live version), or null. */
export async function readArticle(
  db: Database,
  id: number,
  viewer: ArticleViewer,
): Promise<ArticleDetail | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      html: articles.html,
      productIds: articles.productIds,
      state: articles.state,
      visibility: articles.visibility,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .innerJoin(users, authorJoin)
    .leftJoin(articleColumns, columnJoin)
    .where(and(eq(articles.id, id), readableBy(viewer)));
  if (!row) return null;
  return {
    ...toArticleSummary(row, viewer.locale),
    html: row.html,
    productIds: row.productIds,
    state: row.state as ArticleState,
    visibility: row.visibility as ArticleVisibility,
    isMine: row.authorId === viewer.userId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The /personal tabs as conditions: drafts include rejected ones; "review" includes edits. */
function filterOf(filter: MyArticleFilter): SQL | undefined {
  const revisionSubmitted = sql`${articles.pendingRevision} ->> 'status' = 'submitted'`;
  switch (filter) {
    case 'draft':
      return or(eq(articles.state, 'draft'), eq(articles.state, 'rejected'));
    case 'review':
      return or(eq(articles.state, 'review'), revisionSubmitted);
    case 'published':
      return eq(articles.state, 'published');
    case 'private':
      return eq(articles.visibility, 'private');
    case 'all':
      return undefined;
  }
}

/** The author's own articles, every state, pinned first then last changed. */
export async function listMyArticles(
  db: Database,
  author: { userId: number; tenantId: number },
  query: MyArticlesQuery,
): Promise<MyArticlePage> {
  const mine = and(eq(articles.authorId, author.userId), eq(articles.tenantId, author.tenantId));
  const where = and(mine, filterOf(query.filter));
  const tally = (filter: MyArticleFilter) =>
    sql<number>`count(*) filter (where ${filterOf(filter) ?? sql`true`})::int`;
  const [rows, [counts]] = await Promise.all([
    db
      .select({
        ...summaryColumns,
        state: articles.state,
        visibility: articles.visibility,
        reason: articles.reason,
        updatedAt: articles.updatedAt,
        pendingRevision: articles.pendingRevision,
      })
      .from(articles)
      .innerJoin(users, authorJoin)
      .leftJoin(articleColumns, columnJoin)
      .where(where)
      .orderBy(desc(articles.pinned), desc(articles.updatedAt), desc(articles.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({
        all: tally('all'),
        draft: tally('draft'),
        review: tally('review'),
        published: tally('published'),
        private: tally('private'),
      })
      .from(articles)
      .where(mine),
  ]);
  const list: MyArticle[] = rows.map((row) => {
    const revision = revisionOf(row as unknown as typeof articles.$inferSelect);
    return {
      // The author's own list: the title as they wrote it, or the working title of an edit.
      ...toArticleSummary(row, 'en'),
      // The working title: an edit under way shows its own.
      title: revision?.title ?? row.title,
      state: row.state as ArticleState,
      visibility: row.visibility as ArticleVisibility,
      revision: revision?.status ?? 'none',
      reason: row.reason,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
  const zero = { all: 0, draft: 0, review: 0, published: 0, private: 0 };
  return {
    list,
    total: counts?.[query.filter] ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    counts: counts ?? zero,
  };
}

/** Other public articles for /article: the same author's first, then the same channel's. */
export async function relatedArticles(
  db: Database,
  article: { id: number; authorId: number; channel: string },
  tenantId: number,
  limit: number,
  locale: Locale,
) {
  const rows = await db
    .select(summaryColumns)
    .from(articles)
    .innerJoin(users, authorJoin)
    .leftJoin(articleColumns, columnJoin)
    .where(and(publiclyVisible(tenantId), ne(articles.id, article.id)))
    .orderBy(
      desc(sql`${articles.authorId} = ${article.authorId}`),
      desc(sql`${articles.channel} = ${article.channel}`),
      desc(articles.publishedAt),
      desc(articles.id),
    )
    .limit(limit);
  return rows.map((row) => toArticleSummary(row, locale));
}

/** The live facts related content is chosen by, for an article the viewer may read. */
export async function articleFacts(db: Database, id: number, viewer: ArticleViewer) {
  const [row] = await db
    .select({
      id: articles.id,
      authorId: articles.authorId,
      channel: articles.channel,
      productIds: articles.productIds,
    })
    .from(articles)
    .where(and(eq(articles.id, id), readableBy(viewer)));
  return row ?? null;
}
