import {
  effectiveSort,
  LIST_RESULTS_MAX,
  SUGGESTIONS_MAX,
  type ProductSort,
} from '@space/contracts/product-options';
import { pickTranslation, type Locale } from '@space/contracts/locales';
import type { ProductListQuery, ProductPage, ProductSuggestion } from '@space/contracts/products';
import { and, arrayContains, asc, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isCover, summaryWithCoverColumns, toProductSummary, visibleTo } from './product-rows.ts';
import { productImages, products, users } from '../../db/schema.ts';
import {
  inIdOrder,
  parseSearch,
  searchFromIndex,
  suggestionsFromIndex,
  type ProductSearch,
  type SearchIndex,
} from '../search/index.ts';

/**
 * Who is looking: their brand decides which products are visible, their language what the
 * products are called (`request.contentLocale`, decision 035).
 */
export interface Viewer {
  tenantId: number;
  locale: Locale;
}

/** Every filter of the query but the search text. */
function filtersOf(query: ProductListQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.family) filters.push(eq(products.deviceFamily, query.family));
  if (query.type) filters.push(arrayContains(products.contentTypes, [query.type]));
  if (query.category) filters.push(eq(products.category, query.category));
  if (query.price === 'free') filters.push(eq(products.priceOrder, 0));
  if (query.price === 'paid') filters.push(gt(products.priceOrder, 0));
  if (query.system) filters.push(arrayContains(products.supportedSystems, [query.system]));
  if (query.author) filters.push(eq(products.authorId, query.author));
  if (query.minRating !== undefined) filters.push(minRatingFilter(query.minRating));
  return filters;
}

/**
 * The shown average (sum/count rounded half up to one decimal) is at least `stars`: in integers,
 * 10·sum/count ≥ 10·stars − 0.5 ⇔ 20·sum ≥ (20·stars − 1)·count. Products without reviews
 * have no average and never pass (decision 065).
 */
function minRatingFilter(stars: number): SQL {
  return and(
    gt(products.ratingCount, 0),
    sql`20 * ${products.ratingSum} >= ${20 * stars - 1} * ${products.ratingCount}`,
  )!;
}

/** Every order ends on id, so pages never overlap or skip rows that tie. */
const ORDER_BY: Record<Exclude<ProductSort, 'relevance'>, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  popular: [desc(products.likeCount), desc(products.id)],
  priceAsc: [asc(products.priceOrder), asc(products.id)],
  priceDesc: [desc(products.priceOrder), desc(products.id)],
  // The Bayesian score (products.rating_score, decision 065), then more reviews, then newer.
  topRated: [desc(products.ratingScore), desc(products.ratingCount), desc(products.id)],
};

/** The order of a list: the chosen sort, or best match first when searching (decision 008). */
function orderOf(query: ProductListQuery, search: ProductSearch | null): SQL[] {
  const sort = effectiveSort(query.sort, search?.text);
  if (sort === 'relevance') return search ? search.orderBy : ORDER_BY.newest;
  return ORDER_BY[sort];
}

/**
 * The two statements behind a list page, unexecuted: the page and the total. Exported
 * so the plan tests can EXPLAIN exactly what the API runs.
 */
export function listProductsQueries(db: Database, query: ProductListQuery, viewer: Viewer) {
  const search = parseSearch(query.q);
  const where = and(visibleTo(viewer.tenantId), search?.where, ...filtersOf(query));
  const order = orderOf(query, search);
  const offset = (query.page - 1) * query.pageSize;
  const summaries = () =>
    db
      .select(summaryWithCoverColumns)
      .from(products)
      .innerJoin(users, eq(users.id, products.authorId))
      .leftJoin(productImages, isCover);
  // A search orders every match: the page's ids come from products alone, and only those
  // rows are joined with their authors and covers (decision 010). A list walks an index
  // in order and stops after the page, so it joins as it goes.
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset(offset);
  return {
    /** Rows of these products, in no order (a page the search index chose). */
    rowsOf: (ids: number[]) => summaries().where(inArray(products.id, ids)),
    page: search
      ? summaries()
          .where(inArray(products.id, pageIds))
          .orderBy(...order)
      : summaries()
          .where(where)
          .orderBy(...order)
          .limit(query.pageSize)
          .offset(offset),
    // Counted up to one past the cap: enough to know "more than LIST_RESULTS_MAX" without
    // visiting every match of a broad word or a big family (decision 010). The search
    // columns hold the author's nickname, so the total needs no join.
    total: db.select({ total: count() }).from(
      db
        .select({ id: products.id })
        .from(products)
        .where(where)
        .limit(LIST_RESULTS_MAX + 1)
        .as('matches'),
    ),
  };
}

/**
 * One page of the products the viewer may see: one query for the page, one for the total; or,
 * for a search the in-process index answers, the page's ids and the total from the index and one
 * query for those rows (decision 036).
 */
export async function listProducts(
  db: Database,
  query: ProductListQuery,
  viewer: Viewer,
  index?: SearchIndex | null,
): Promise<ProductPage> {
  const statements = listProductsQueries(db, query, viewer);
  const indexed = await searchFromIndex(index, query, viewer.tenantId);
  const [rows, counted] = indexed
    ? [
        indexed.ids.length > 0 ? inIdOrder(indexed.ids, await statements.rowsOf(indexed.ids)) : [],
        indexed.total,
      ]
    : await Promise.all([statements.page, statements.total.then(([row]) => row?.total ?? 0)]);
  return {
    list: rows.map((row) => toProductSummary(row, row.coverKey, viewer.locale)),
    total: Math.min(counted, LIST_RESULTS_MAX),
    totalExact: counted <= LIST_RESULTS_MAX,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The statement behind the suggestions, unexecuted (for the plan tests). */
export function suggestProductsQuery(db: Database, search: ProductSearch, viewer: Viewer) {
  return db
    .select({ id: products.id, name: products.name, nameTranslations: products.nameTranslations })
    .from(products)
    .where(and(visibleTo(viewer.tenantId), search.where))
    .orderBy(...search.orderBy)
    .limit(SUGGESTIONS_MAX);
}

/**
 * Names for the header search box: the best matches the viewer may see (decision 008), named
 * in the viewer's language (decision 035).
 */
export async function suggestProducts(
  db: Database,
  q: string,
  viewer: Viewer,
  index?: SearchIndex | null,
): Promise<ProductSuggestion[]> {
  const search = parseSearch(q);
  if (!search) return [];
  const indexed = await suggestionsFromIndex(index, q, viewer.tenantId);
  const rows = !indexed
    ? await suggestProductsQuery(db, search, viewer)
    : indexed.length === 0
      ? []
      : inIdOrder(
          indexed,
          await db
            .select({
              id: products.id,
              name: products.name,
              nameTranslations: products.nameTranslations,
            })
            .from(products)
            .where(inArray(products.id, indexed)),
        );
  return rows.map((row) => ({
    id: row.id,
    name: pickTranslation(row.name, row.nameTranslations, viewer.locale),
  }));
}
