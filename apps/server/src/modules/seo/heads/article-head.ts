import { pickTranslation } from '@space/contracts/locales';
import { PAGE_NAMES } from '@space/contracts/page-heads';
import { and, eq } from 'drizzle-orm';
import type { Article, WithContext } from 'schema-dts';
import { articles, users } from '../../../db/schema.ts';
import { publiclyVisible } from '../../articles/index.ts';
import { ogImageUrl } from '../og-images.ts';
import type { HeadContext, PageHead, PageStatus } from '../head-types.ts';
import { describe, snippet } from '../head-text.ts';
import { crumbOf, headOf, linkOf } from './head-parts.ts';

/** schema.org's advice for an Article's headline. */
const HEADLINE_LIMIT = 110;

/**
 * An article's page: published and public in this brand, else 404 (drafts, private articles
 * and other brands' articles give no data). One statement: the row and its author's name.
 */
export async function articleHead(ctx: HeadContext, id: number): Promise<PageHead | PageStatus> {
  const [row] = await ctx.app.db
    .select({
      title: articles.title,
      titleTranslations: articles.titleTranslations,
      excerpt: articles.excerpt,
      coverKey: articles.coverKey,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
      authorId: articles.authorId,
      authorName: users.nickName,
    })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(and(eq(articles.id, id), publiclyVisible(ctx.tenantId)));
  if (!row) return 404;

  const title = pickTranslation(row.title, row.titleTranslations, ctx.lang).trim();
  const name = title === '' ? PAGE_NAMES[ctx.lang].article : title;
  const description = describe(row.excerpt, name);
  const url = linkOf(ctx, '/article', [['id', String(id)]]);
  const card = ogImageUrl(ctx.base, 'article', id, row.coverKey);
  const authorUrl = linkOf(ctx, '/author', [['id', String(row.authorId)]]);
  const published = (row.publishedAt ?? row.updatedAt).toISOString();
  const modified = row.updatedAt.toISOString();
  const article: WithContext<Article> = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: snippet(name, HEADLINE_LIMIT),
    description,
    image: [card],
    datePublished: published,
    dateModified: modified,
    author: { '@type': 'Person', name: row.authorName, url: authorUrl },
    publisher: { '@type': 'Organization', name: ctx.siteName, url: `${ctx.base}/home` },
    mainEntityOfPage: url,
    inLanguage: ctx.lang,
  };
  return headOf(ctx, {
    path: '/article',
    params: [['id', String(id)]],
    name,
    description,
    ogType: 'article',
    image: { url: card, alt: name },
    trail: [crumbOf(ctx, 'discovery', '/discovery')],
    extraMeta: [
      ['article:published_time', published],
      ['article:modified_time', modified],
      ['article:author', authorUrl],
    ],
    jsonLd: [article],
  });
}
