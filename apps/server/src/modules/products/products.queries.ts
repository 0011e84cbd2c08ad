import {
  effectiveSort,
  LIST_RESULTS_MAX,
  SUGGESTIONS_MAX,
  type ProductSort,
} from '@space/contracts/product-options';
import { pickTranslation, type Locale } from '@space/contracts/locales';
import type { ProductListQuery, ProductPage, ProductSuggestion } from '@space/contracts/products';
import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gt,
  fillPlaceholders,
  inArray,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  isCover,
  listItemColumns,
  tenantIdsOf,
  toProductListItem,
  visibleTo,
} from './product-rows.ts';
import { productImages, products, users } from '../../db/schema.ts';
import {
  inIdOrder,
  listTotalFromIndex,
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

/**
 * Every filter of the query but the search text. With `prepared`, each value is a placeholder
 * named as listValuesOf names it; the price filters hold no value of the query.
 */
function filtersOf(query: ProductListQuery, prepared = false): SQL[] {
  const value = <T>(name: string, given: T): T | Placeholder =>
    prepared ? sql.placeholder(name) : given;
  const filters: SQL[] = [];
  if (query.family) filters.push(eq(products.deviceFamily, value('family', query.family)));
  if (query.type) filters.push(arrayContains(products.contentTypes, value('types', [query.type])));
  if (query.category) filters.push(eq(products.category, value('category', query.category)));
  if (query.price === 'free') filters.push(eq(products.priceOrder, 0));
  if (query.price === 'paid') filters.push(gt(products.priceOrder, 0));
  if (query.system) {
    filters.push(arrayContains(products.supportedSystems, value('systems', [query.system])));
  }
  if (query.author) filters.push(eq(products.authorId, value('author', query.author)));
  if (query.minRating !== undefined) {
    filters.push(minRatingFilter(value('ratingBound', ratingBoundOf(query.minRating))));
  }
  return filters;
}

/** The values of a prepared list statement's placeholders (filtersOf, visibleTo, the page). */
function listValuesOf(query: ProductListQuery, viewer: Viewer) {
  return {
    family: query.family,
    types: query.type ? [query.type] : undefined,
    category: query.category,
    systems: query.system ? [query.system] : undefined,
    author: query.author,
    ratingBound: query.minRating === undefined ? undefined : ratingBoundOf(query.minRating),
    tenantIds: tenantIdsOf(viewer.tenantId),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
}

/**
 * The shown average (sum/count rounded half up to one decimal) is at least `stars`: in integers,
 * 10·sum/count ≥ 10·stars − 0.5 ⇔ 20·sum ≥ (20·stars − 1)·count. Products without reviews
 * have no average and never pass (decision 065). `bound` is 20·stars − 1 (ratingBoundOf).
 */
function minRatingFilter(bound: number | Placeholder): SQL {
  return and(
    gt(products.ratingCount, 0),
    sql`20 * ${products.ratingSum} >= ${bound} * ${products.ratingCount}`,
  )!;
}

function ratingBoundOf(stars: number): number {
  return 20 * stars - 1;
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

/** A page's rows: what each product's card shows, with its author and cover (a left join). */
function summaries<T extends SelectedFields>(db: Database, extra: T) {
  return db
    .select({ ...listItemColumns, ...extra })
    .from(products)
    .innerJoin(users, eq(users.id, products.authorId))
    .leftJoin(productImages, isCover);
}

/**
 * A list's page and total. `prepared`: with placeholders for the query's values (filtersOf,
 * listValuesOf), to prepare once per shape of query; the SQL is the same either way.
 */
function listStatements(
  db: Database,
  query: ProductListQuery,
  tenantId: number | Placeholder,
  search: ProductSearch | null,
  prepared: boolean,
) {
  const where = and(visibleTo(tenantId), search?.where, ...filtersOf(query, prepared));
  const order = orderOf(query, search);
  const limit = prepared ? sql.placeholder('limit') : query.pageSize;
  const offset = prepared ? sql.placeholder('offset') : (query.page - 1) * query.pageSize;
  // Counted up to one past the cap: enough to know "more than LIST_RESULTS_MAX" without
  // visiting every match of a broad word or a big family (decision 010). The search
  // columns hold the author's nickname, so the total needs no join.
  const total = db.select({ total: count() }).from(
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .limit(LIST_RESULTS_MAX + 1)
      .as('matches'),
  );
  // A search orders every match: the page's ids come from products alone, and only those
  // rows are joined with their authors and covers (decision 010). A list walks an index
  // in order and stops after the page, so it joins as it goes; unless the search index
  // counts it, it carries its total in every row (counted once, an InitPlan): one round trip
  // instead of two (issue 31).
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return {
    searchPage: () =>
      summaries(db, {})
        .where(inArray(products.id, pageIds))
        .orderBy(...order),
    listPage: () =>
      summaries(db, {})
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    listPageWithTotal: () =>
      summaries(db, { total: sql<number>`(${total})`.mapWith(Number) })
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    /** The capped total alone: a search's, or a list's past its last page. */
    total,
  };
}

/**
 * The statements behind a list page, unexecuted: the page (a list's with its total in every
 * row) and the total alone. Exported so the plan tests can EXPLAIN exactly what the API runs
 * (prepared or not, the same SQL).
 */
export function listProductsQueries(db: Database, query: ProductListQuery, viewer: Viewer) {
  const search = parseSearch(query.q);
  const statements = listStatements(db, query, viewer.tenantId, search, false);
  return {
    page: search ? statements.searchPage() : statements.listPageWithTotal(),
    total: statements.total,
  };
}

/**
 * Which statements a list without search text needs: its filters, in a fixed order, and its
 * order. Lists of one shape differ only in their values, so they share prepared statements.
 */
function listShapeOf(query: ProductListQuery): { filters: string; sort: string } {
  const filters = [
    query.family ? 'family' : '',
    query.type ? 'type' : '',
    query.category ? 'category' : '',
    query.price === 'all' ? '' : query.price,
    query.system ? 'system' : '',
    query.author ? 'author' : '',
    query.minRating === undefined ? '' : 'rating',
  ]
    .filter(Boolean)
    .join('_');
  const sort = effectiveSort(query.sort, undefined);
  return { filters: filters || 'all', sort: sort === 'relevance' ? 'newest' : sort };
}

function prepareList(db: Database, query: ProductListQuery) {
  const { filters, sort } = listShapeOf(query);
  const statements = listStatements(db, query, sql.placeholder('tenantIds'), null, true);
  return {
    page: statements.listPage().prepare(`products_page_${filters}_${sort}`),
    pageWithTotal: statements.listPageWithTotal().prepare(`products_page_total_${filters}_${sort}`),
    // The same text for every order: the shapes of one filter share its name.
    total: statements.total.prepare(`products_total_${filters}`),
  };
}

/**
 * A list's prepared statements as PostgreSQL receives them for `query`: their text and their
 * parameters. For the plan tests, which EXPLAIN the generic plans PostgreSQL may cache.
 */
export function preparedListSql(db: Database, query: ProductListQuery, viewer: Viewer) {
  const statements = listStatements(db, query, sql.placeholder('tenantIds'), null, true);
  const values = listValuesOf(query, viewer);
  const sent = (statement: { toSQL(): { sql: string; params: unknown[] } }) => {
    const { sql: text, params } = statement.toSQL();
    return { text, params: fillPlaceholders(params, values) };
  };
  return {
    page: sent(statements.listPage()),
    pageWithTotal: sent(statements.listPageWithTotal()),
    total: sent(statements.total),
  };
}

/** A page's rows by id (the ids the search index chose), as one statement for any page. */
function prepareRows(db: Database) {
  return summaries(db, {})
    .where(sql`${products.id} = any(${sql.placeholder('ids')})`)
    .prepare('products_rows');
}

/**
 * Prepared statements of the hot reads, per database (issue 31): drizzle builds their SQL once
 * per shape instead of on every request, and PostgreSQL parses and plans them once per
 * connection. Searches in SQL (no index) are built each time: their text is in the SQL.
 */
interface PreparedReads {
  lists: Map<string, ReturnType<typeof prepareList>>;
  rows: ReturnType<typeof prepareRows>;
}
const preparedReads = new WeakMap<Database, PreparedReads>();

function preparedFor(db: Database): PreparedReads {
  let prepared = preparedReads.get(db);
  if (!prepared) {
    prepared = { lists: new Map(), rows: prepareRows(db) };
    preparedReads.set(db, prepared);
  }
  return prepared;
}

function preparedList(db: Database, query: ProductListQuery) {
  const { lists } = preparedFor(db);
  const { filters, sort } = listShapeOf(query);
  const key = `${filters}/${sort}`;
  let list = lists.get(key);
  if (!list) {
    list = prepareList(db, query);
    lists.set(key, list);
  }
  return list;
}

/** A page and its capped total: from the index, from prepared statements, or searched in SQL. */
async function pageRows(
  db: Database,
  query: ProductListQuery,
  viewer: Viewer,
  index: SearchIndex | null | undefined,
) {
  const indexed = await searchFromIndex(index, query, viewer.tenantId);
  if (indexed) {
    const rows =
      indexed.ids.length > 0
        ? inIdOrder(indexed.ids, await preparedFor(db).rows.execute({ ids: indexed.ids }))
        : [];
    return { rows, counted: indexed.total };
  }
  const search = parseSearch(query.q);
  if (search) {
    const statements = listStatements(db, query, viewer.tenantId, search, false);
    const [rows, [total]] = await Promise.all([statements.searchPage(), statements.total]);
    return { rows, counted: total?.total ?? 0 };
  }
  const list = preparedList(db, query);
  const values = listValuesOf(query, viewer);
  const indexTotal = await listTotalFromIndex(index, query, viewer.tenantId);
  if (indexTotal !== null) return { rows: await list.page.execute(values), counted: indexTotal };
  const rows = await list.pageWithTotal.execute(values);
  // Every row carries the total; a page past the last match has none to carry it.
  const counted =
    rows[0]?.total ?? (query.page === 1 ? 0 : ((await list.total.execute(values))[0]?.total ?? 0));
  return { rows, counted };
}

/**
 * One page of the products the viewer may see: for a list, one prepared statement for the page
 * and its total (the total from the search index when it is ready); for a search in SQL, one query for the page and one for the total; for a
 * search the in-process index answers, the page's ids and the total from the index and one
 * prepared statement for those rows (decision 036).
 */
export async function listProducts(
  db: Database,
  query: ProductListQuery,
  viewer: Viewer,
  index?: SearchIndex | null,
): Promise<ProductPage> {
  const { rows, counted } = await pageRows(db, query, viewer, index);
  return {
    list: rows.map((row) => toProductListItem(row, viewer.locale)),
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
