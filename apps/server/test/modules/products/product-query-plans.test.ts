import fs from 'node:fs';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import type { ProductListQuery } from '@space/contracts/products';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { products } from '../../../src/db/schema.ts';
import { FileStorage } from '../../../src/lib/file-storage.ts';
import { parseSearch } from '../../../src/modules/search/product-search.ts';
import { productDetailQuery } from '../../../src/modules/products/product-detail.queries.ts';
import {
  listProductsQueries,
  suggestProductsQuery,
} from '../../../src/modules/products/products.queries.ts';
import { runSeed } from '../../../src/seed/run-seed.ts';
import { makeTempDir, openTestDatabase, queryRows, TEST_ENGINE } from '../../support/helper.ts';

/** Enough rows that an index beats a sequential scan for every query below. */
const BULK_ROWS = 20_000;
const viewer = { tenantId: DEFAULT_TENANT_ID, locale: 'en' } as const;

interface PlanNode {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode, initPlans = true): PlanNode[] {
  const children = (node.Plans ?? []).filter(
    (child) => initPlans || child['Parent Relationship'] !== 'InitPlan',
  );
  return [node, ...children.flatMap((child) => nodesOf(child, initPlans))];
}

/**
 * Every node of the plan the database chooses for the statement (EXPLAIN, not ANALYZE); with
 * `initPlans: false`, without the InitPlans (a list page's total, counted once beside it).
 */
async function planOf(
  db: Database,
  statement: { getSQL(): SQL },
  { initPlans = true } = {},
): Promise<PlanNode[]> {
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(
    db,
    sql`explain (format json) ${statement.getSQL()}`,
  );
  const raw = row?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  return nodesOf(parsed[0].Plan, initPlans);
}

function indexesUsed(nodes: PlanNode[]): string[] {
  return nodes.flatMap((node) => (node['Index Name'] ? [node['Index Name']] : []));
}

function seqScansOfProducts(nodes: PlanNode[]): PlanNode[] {
  return nodes.filter(
    (node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'products',
  );
}

/** The index already yields the order: no sort of the family's rows. */
function sorts(nodes: PlanNode[]): PlanNode[] {
  return nodes.filter((node) => node['Node Type'] === 'Sort');
}

function listQuery(overrides: Partial<ProductListQuery>): ProductListQuery {
  return { page: 1, pageSize: 20, price: 'all', ...overrides };
}

/**
 * The plans of the catalogue's hot queries on a catalogue of 20k products: each must use
 * its index. Plans, never timings, so the test is stable on any machine. Both engines run
 * the PostgreSQL planner (PGlite is PostgreSQL compiled to WebAssembly).
 */
describe(`query plans on ${TEST_ENGINE}`, async () => {
  const database = await openTestDatabase();
  const dataDir = makeTempDir();
  afterAll(async () => {
    await database.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const db = database.db;
  await runSeed(db, FileStorage.forDataDir(dataDir));
  // One statement: families in turn, a spread of likes, prices and times, and documents
  // shaped like real ones (name, author, overview, type words).
  await db.execute(sql`
    insert into products (name, author_id, device_family, content_types, category, overview,
      supported_systems, search_text, search_title, like_count, price_general, created_at,
      updated_at, rating_count, rating_sum)
    select 'Bulk Item ' || g,
      (select id from users where username = 'devdeck'),
      (array['streamDock', 'mPanel', 'mKey', 'mRgb'])[1 + g % 4],
      array['plugin'],
      'utilities',
      'Generated catalogue row number ' || g || '.',
      array['windows'],
      'bulk item ' || g || ' devdeck generated catalogue row number ' || g
        || '. plugin plugins 插件 플러그인',
      'bulk item ' || g || ' devdeck',
      g % 997,
      (g % 50) * 100,
      timestamptz '2025-01-01 00:00:00+00' + g * interval '1 minute',
      timestamptz '2025-01-01 00:00:00+00' + g * interval '1 minute',
      g % 37,
      (g % 37) * (1 + g % 5)
    from generate_series(1, ${BULK_ROWS}) as g`);
  // VACUUM, not only ANALYZE: it also moves the rows from the GIN indexes' pending lists
  // into the indexes and updates their statistics, which PostgreSQL's autovacuum does on
  // its own after a bulk load (PGlite has no autovacuum; decision 008).
  await db.execute(sql`vacuum analyze`);

  it('plans with the SSD page cost every connection sets (decision 010)', async () => {
    const [row] = await queryRows<{ random_page_cost: string }>(db, sql`show random_page_cost`);
    expect(row?.random_page_cost).toBe('1.1');
  });

  it('has the rows it plans for', async () => {
    const [row] = await queryRows<{ n: number | string }>(
      db,
      sql`select count(*) as n from products`,
    );
    expect(Number(row?.n)).toBeGreaterThan(BULK_ROWS);
  });

  it('walks a family newest first along products_family_created_idx', async () => {
    const { page } = listProductsQueries(db, listQuery({ family: 'mKey' }), viewer);
    const nodes = await planOf(db, page);
    expect(indexesUsed(nodes)).toContain('products_family_created_idx');
    expect(seqScansOfProducts(nodes)).toEqual([]);
    expect(sorts(nodes)).toEqual([]);
  });

  it('walks a family by popularity along products_family_popular_idx', async () => {
    const { page } = listProductsQueries(
      db,
      listQuery({ family: 'mKey', sort: 'popular' }),
      viewer,
    );
    const nodes = await planOf(db, page);
    expect(indexesUsed(nodes)).toContain('products_family_popular_idx');
    expect(seqScansOfProducts(nodes)).toEqual([]);
    expect(sorts(nodes)).toEqual([]);
  });

  it('walks a family "Top rated" along products_family_top_rated_idx (decision 065)', async () => {
    const { page } = listProductsQueries(
      db,
      listQuery({ family: 'mRgb', sort: 'topRated' }),
      viewer,
    );
    const nodes = await planOf(db, page);
    expect(indexesUsed(nodes)).toContain('products_family_top_rated_idx');
    expect(seqScansOfProducts(nodes)).toEqual([]);
    expect(sorts(nodes)).toEqual([]);
  });

  it('walks a family by price along products_family_price_idx', async () => {
    for (const sort of ['priceAsc', 'priceDesc'] as const) {
      const { page } = listProductsQueries(db, listQuery({ family: 'mPanel', sort }), viewer);
      const nodes = await planOf(db, page);
      expect(indexesUsed(nodes)).toContain('products_family_price_idx');
      expect(sorts(nodes)).toEqual([]);
    }
  });

  it.each([
    ['newest', 'products_author_created_idx'],
    ['popular', 'products_author_popular_idx'],
    ['priceAsc', 'products_author_price_idx'],
    ['priceDesc', 'products_author_price_idx'],
    ['topRated', 'products_author_top_rated_idx'],
  ] as const)("walks an author's products by %s along %s", async (sort, index) => {
    const [author] = await queryRows<{ id: number }>(
      db,
      sql`select id from users where username = 'devdeck'`,
    );
    const { page } = listProductsQueries(db, listQuery({ author: author!.id, sort }), viewer);
    // The page alone: every bulk row is devdeck's, so counting its first 1,001 products
    // rightly reads the table in order (stopping there); the walk is the page's.
    const nodes = await planOf(db, page, { initPlans: false });
    expect(indexesUsed(nodes)).toContain(index);
    expect(seqScansOfProducts(nodes)).toEqual([]);
    expect(sorts(nodes)).toEqual([]);
  });

  it('reads a product by its primary key', async () => {
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.name, 'Spotify Now Playing'));
    const nodes = await planOf(db, productDetailQuery(db, row!.id, viewer));
    expect(indexesUsed(nodes)).toContain('products_pkey');
    expect(seqScansOfProducts(nodes)).toEqual([]);
  });

  const LATIN = ['products_search_vector_idx', 'products_search_title_trgm_idx'];
  it.each([
    ['Spotify Now Playing', LATIN],
    ['Spotifi Now Playing', LATIN],
    ['docker dashboard', LATIN],
    ['水墨图标', ['products_search_trgm_idx', ...LATIN]],
    ['아이콘 팩', ['products_search_trgm_idx', ...LATIN]],
    // One or two characters: the indexed character pairs, not a scan (migration 0007).
    ['灯效', ['products_search_vector_idx']],
    ['키캡', ['products_search_vector_idx']],
  ])('searches %j through the indexes %j', async (q, indexes) => {
    const { page, total } = listProductsQueries(db, listQuery({ q }), viewer);
    for (const statement of [page, total]) {
      const nodes = await planOf(db, statement);
      const bitmapScans = nodes.filter((node) => node['Node Type'] === 'Bitmap Index Scan');
      expect(bitmapScans.map((node) => node['Index Name'])).toEqual(
        expect.arrayContaining(indexes),
      );
      expect(seqScansOfProducts(nodes)).toEqual([]);
    }
  });

  it('suggests through the title and full-text indexes', async () => {
    const nodes = await planOf(db, suggestProductsQuery(db, parseSearch('spotify')!, viewer));
    expect(indexesUsed(nodes)).toEqual(expect.arrayContaining(LATIN));
    expect(seqScansOfProducts(nodes)).toEqual([]);
  });

  it('stops counting a list or a search one past the cap', async () => {
    for (const query of [listQuery({ family: 'mKey' }), listQuery({ q: 'plugin' })]) {
      const nodes = await planOf(db, listProductsQueries(db, query, viewer).total);
      const limits = nodes.filter((node) => node['Node Type'] === 'Limit');
      expect(limits).toHaveLength(1);
    }
  });
});
