import fs from 'node:fs';
import type { ProductListQuery } from '@space/contracts/products';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { FileStorage } from '../../../src/lib/file-storage.ts';
import {
  listProductsQueries,
  preparedListSql,
  type Viewer,
} from '../../../src/modules/products/products.queries.ts';
import { seedBulkCatalog } from '../../../src/seed/bulk-catalog.ts';
import { runSeed } from '../../../src/seed/run-seed.ts';
import { makeTempDir, openTestDatabase, queryRows, TEST_ENGINE } from '../../support/helper.ts';

/** The benchmark's catalogue size (issue 31): `cli.js seed --products 100000`. */
const GENERATED = 100_000;
const SORTS = ['newest', 'popular', 'priceAsc', 'priceDesc', 'topRated'] as const;
const shopper: Viewer = { tenantId: DEFAULT_TENANT_ID, locale: 'en' };
/** A partner brand's shopper: also sees the products restricted to that brand. */
const partner: Viewer = { tenantId: 10000002, locale: 'en' };

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

async function explain(db: Database, options: SQL, statement: { getSQL(): SQL }) {
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(
    db,
    sql`explain (${options}) ${statement.getSQL()}`,
  );
  const raw = row?.['QUERY PLAN'];
  return (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
    { Plan: PlanNode; 'Execution Time'?: number },
  ];
}

/** A parameter as a literal of EXECUTE's argument list; PostgreSQL casts it to the type it inferred. */
function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    return literal(
      `{${value.map((item) => (typeof item === 'number' ? item : `"${item}"`)).join(',')}}`,
    );
  }
  return `'${String(value).replace(/'/g, "''")}'`;
}

/**
 * The generic plan PostgreSQL may cache for a prepared statement (after five executions, when
 * it costs no more than the custom ones): planned without the parameters' values.
 */
async function genericPlan(db: Database, statement: { text: string; params: unknown[] }) {
  return db.transaction(async (tx) => {
    const run = (text: string) => queryRows<{ 'QUERY PLAN': unknown }>(tx as never, sql.raw(text));
    await run('set local plan_cache_mode = force_generic_plan');
    await run(`prepare generic_plan_check as ${statement.text}`);
    const [row] = await run(
      `explain (format json) execute generic_plan_check(${statement.params.map(literal).join(', ')})`,
    );
    await run('deallocate generic_plan_check');
    const raw = row?.['QUERY PLAN'];
    return (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  });
}

function query(overrides: Partial<ProductListQuery>): ProductListQuery {
  return { page: 1, pageSize: 20, price: 'all', ...overrides };
}

/** Every list shape the interface builds (content lists, category links, brand stores). */
const SHAPES: [string, Partial<ProductListQuery>, Viewer][] = [
  ...SORTS.flatMap((sort): [string, Partial<ProductListQuery>, Viewer][] => [
    [`family, ${sort}`, { family: 'streamDock', sort }, shopper],
    [`family + type, ${sort}`, { family: 'streamDock', type: 'icon', sort }, shopper],
    [`category, ${sort}`, { category: 'lighting', sort }, shopper],
    [`family + category, ${sort}`, { family: 'mKey', category: 'lighting', sort }, shopper],
    [`family + free, ${sort}`, { family: 'mPanel', price: 'free', sort }, shopper],
    [`family + paid, ${sort}`, { family: 'mPanel', price: 'paid', sort }, shopper],
    [`category + paid, ${sort}`, { category: 'gaming', price: 'paid', sort }, shopper],
    [`brand: family, ${sort}`, { family: 'mRgb', sort }, partner],
    [`brand: category, ${sort}`, { category: 'lighting', sort }, partner],
  ]),
  // No sort named: newest first.
  ['category, default order', { category: 'lighting' }, shopper],
];

/**
 * Issue 31, item 1 (decision 070): at the benchmark's 100,000 products, with fresh statistics
 * and the planner left to itself, no list shape the API builds reads `products` sequentially;
 * the page and the capped total alike. PostgreSQL only: the generator's 100,000 rows take
 * minutes in PGlite, and the CI database is what production runs.
 */
describe.skipIf(TEST_ENGINE !== 'postgres')('list plans at 100,000 products', async () => {
  const database = TEST_ENGINE === 'postgres' ? await openTestDatabase() : null;
  const dataDir = makeTempDir();
  afterAll(async () => {
    await database?.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const db = database?.db as Database;
  if (database) {
    const storage = FileStorage.forDataDir(dataDir);
    await runSeed(db, storage);
    // Ends with VACUUM ANALYZE, as after `cli.js seed --products`.
    await seedBulkCatalog(db, storage, GENERATED);
  }

  it.each(SHAPES)('%s: no sequential scan of products', async (_, overrides, viewer) => {
    const { page, total } = listProductsQueries(db, query(overrides), viewer);
    for (const statement of [page, total]) {
      const [{ Plan }] = await explain(db, sql`format json`, statement);
      const scans = nodesOf(Plan).filter(
        (node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'products',
      );
      expect(scans).toEqual([]);
    }
  });

  // The API prepares these statements (issue 31, decision 080): PostgreSQL may then reuse a plan
  // made without the values, which must walk the same indexes.
  it.each(SHAPES)(
    '%s: no sequential scan in its generic plan either',
    async (_, overrides, viewer) => {
      const { page, pageWithTotal, total } = preparedListSql(db, query(overrides), viewer);
      for (const statement of [page, pageWithTotal, total]) {
        const [{ Plan }] = await genericPlan(db, statement);
        const scans = nodesOf(Plan).filter(
          (node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'products',
        );
        expect(scans).toEqual([]);
      }
    },
  );

  // Measurements for decision 070 and docs/benchmarks.md: printed, never asserted.
  it('prints the category list timings (EXPLAIN ANALYZE)', async () => {
    for (const sort of SORTS) {
      const { page, total } = listProductsQueries(
        db,
        query({ category: 'lighting', sort }),
        shopper,
      );
      const times: string[] = [];
      for (const statement of [page, total]) {
        let best = Infinity;
        for (let run = 0; run < 3; run++) {
          const [result] = await explain(db, sql`analyze, format json`, statement);
          best = Math.min(best, result['Execution Time'] ?? Infinity);
        }
        times.push(best.toFixed(2));
      }
      process.stdout.write(
        `category=lighting sort=${sort}: page ${times[0]} ms, total ${times[1]} ms\n`,
      );
    }
  });
});
