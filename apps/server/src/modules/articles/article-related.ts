import type { Locale } from '@space/contracts/locales';
import type { RelatedContent } from '@space/contracts/articles';
import { MAX_ROW_ID } from '@space/contracts/limits';
import type { ProductSummary } from '@space/contracts/products';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productImages, products, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  isCover,
  summaryWithCoverColumns,
  toProductSummary,
  visibleTo,
} from '../products/index.ts';
import type { ArticleViewer } from './article-rows.ts';
import { articleFacts, relatedArticles } from './articles.queries.ts';

const RELATED_ARTICLES = 4;
const RELATED_PRODUCTS = 4;

/** Product summaries the viewer may see, of these ids, in this order. */
export async function productSummaries(
  db: Database,
  ids: number[],
  tenantId: number,
  locale: Locale,
): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(summaryWithCoverColumns)
    .from(products)
    .innerJoin(users, eq(users.id, products.authorId))
    .leftJoin(productImages, isCover)
    .where(and(inArray(products.id, ids), visibleTo(tenantId)));
  const byId = new Map(rows.map((row) => [row.id, toProductSummary(row, row.coverKey, locale)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * What /article offers next: other public articles (the same author's first, then the same
 * channel's) and products (those the article embeds, then the author's own, newest first).
 */
export async function getRelatedContent(
  db: Database,
  articleId: number,
  viewer: ArticleViewer,
): Promise<RelatedContent> {
  if (articleId > MAX_ROW_ID) throw new AppError('NOT_FOUND');
  const article = await articleFacts(db, articleId, viewer);
  if (!article) throw new AppError('NOT_FOUND');
  const embedded = article.productIds.slice(0, RELATED_PRODUCTS);
  const [articles, embeddedProducts, authorsProducts] = await Promise.all([
    relatedArticles(db, article, viewer.tenantId, RELATED_ARTICLES, viewer.locale),
    productSummaries(db, embedded, viewer.tenantId, viewer.locale),
    db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.authorId, article.authorId),
          visibleTo(viewer.tenantId),
          embedded.length ? notInArray(products.id, embedded) : undefined,
        ),
      )
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(RELATED_PRODUCTS),
  ]);
  const more = RELATED_PRODUCTS - embeddedProducts.length;
  const extra =
    more > 0
      ? await productSummaries(
          db,
          authorsProducts.slice(0, more).map((row) => row.id),
          viewer.tenantId,
          viewer.locale,
        )
      : [];
  return { articles, products: [...embeddedProducts, ...extra] };
}
