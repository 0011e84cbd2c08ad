import fs from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { FileStorage } from '../../../src/lib/file-storage.ts';
import {
  creatorProductsQuery,
  downloadsQuery,
  likesQuery,
  salesQuery,
  viewsQuery,
  type StatsScope,
} from '../../../src/modules/creator-stats/creator-stats.queries.ts';
import { statsWindowOf } from '../../../src/modules/creator-stats/creator-stats.service.ts';
import { runSeed } from '../../../src/seed/run-seed.ts';
import { makeTempDir, openTestDatabase, queryRows, TEST_ENGINE } from '../../support/helper.ts';

const CREATORS = 50;
const PRODUCTS_EACH = 100;
const PRODUCTS = CREATORS * PRODUCTS_EACH;
/** Rows of each activity table (views, likes, downloads) and paid orders. */
const ACTIVITY_ROWS = 50_000;
const ORDERS = 20_000;
/** Tables the dashboard reads that grow with the whole marketplace's activity. */
const BIG_TABLES = [
  'products',
  'product_daily_views',
  'product_likes',
  'downloads',
  'order_items',
  'orders',
];

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

async function planOf(db: Database, statement: { getSQL(): SQL }): Promise<PlanNode[]> {
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(
    db,
    sql`explain (format json) ${statement.getSQL()}`,
  );
  const raw = row?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  return nodesOf(parsed[0].Plan);
}

/**
 * The dashboard's statements for one creator among 50 with 100 products each and a busy
 * marketplace (decision 030): each starts from the creator's products by index and reaches
 * the activity through the product indexes, never scanning a whole table. Plans, not timings.
 */
describe(`creator stats query plans on ${TEST_ENGINE}`, async () => {
  const database = await openTestDatabase();
  const dataDir = makeTempDir();
  afterAll(async () => {
    await database.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const db = database.db;
  await runSeed(db, FileStorage.forDataDir(dataDir));
  await db.execute(sql`
    insert into users (tenant_id, username, nick_name, is_creator)
    select 10000000, 'plan_user_' || g, 'Plan user ' || g, g <= ${CREATORS}
    from generate_series(1, 1000) as g`);
  await db.execute(sql`
    insert into products (name, author_id, device_family, content_types, category, overview,
      supported_systems)
    select 'Plan product ' || g,
      (select id from users where username = 'plan_user_' || (1 + g % ${CREATORS})),
      'streamDock', array['plugin'], 'utilities', 'Generated.', array['windows']
    from generate_series(1, ${PRODUCTS}) as g`);
  await db.execute(sql`
    with p as (select array_agg(id order by id) as ids from products where name like 'Plan product %')
    insert into product_daily_views (product_id, day, views)
    select p.ids[1 + g % ${PRODUCTS}], date '2026-06-10' - (g / ${PRODUCTS}), 1 + g % 7
    from p, generate_series(0, ${ACTIVITY_ROWS - 1}) as g`);
  await db.execute(sql`
    with p as (select array_agg(id order by id) as ids from products where name like 'Plan product %'),
      u as (select array_agg(id order by id) as ids from users where username like 'plan_user_%')
    insert into product_likes (user_id, product_id, tenant_id, created_at)
    select u.ids[1 + g / ${PRODUCTS}], p.ids[1 + g % ${PRODUCTS}], 10000000,
      timestamptz '2026-06-10 00:00:00+00' - (g % 90) * interval '1 day'
    from p, u, generate_series(0, ${ACTIVITY_ROWS - 1}) as g`);
  await db.execute(sql`
    with p as (select array_agg(id order by id) as ids from products where name like 'Plan product %'),
      u as (select array_agg(id order by id) as ids from users where username like 'plan_user_%')
    insert into downloads (tenant_id, user_id, product_id, version, downloaded_at)
    select 10000000, u.ids[1 + g % 1000], p.ids[1 + g % ${PRODUCTS}], '1.0.0',
      timestamptz '2026-06-10 00:00:00+00' - (g % 90) * interval '1 day'
    from p, u, generate_series(0, ${ACTIVITY_ROWS - 1}) as g`);
  await db.execute(sql`
    with u as (select array_agg(id order by id) as ids from users where username like 'plan_user_%')
    insert into orders (order_no, tenant_id, user_id, state, method, amount_minor, subtotal_minor,
      currency, checkout_key, created_at, paid_at, updated_at)
    select 'PLAN' || g, 10000000, u.ids[1 + g % 1000], 'paid', 'paypal', 500, 500, 'USD',
      gen_random_uuid(), now(), timestamptz '2026-06-10 00:00:00+00' - (g % 90) * interval '1 day', now()
    from u, generate_series(1, ${ORDERS}) as g`);
  await db.execute(sql`
    with p as (select array_agg(id order by id) as ids from products where name like 'Plan product %')
    insert into order_items (order_id, product_id, price_paid_minor, tier_at_purchase)
    select o.id, p.ids[1 + o.id % ${PRODUCTS}], 500, 'general'
    from p, orders o where o.order_no like 'PLAN%'`);
  await db.execute(sql`vacuum analyze`);

  const [creator] = await queryRows<{ id: number }>(
    db,
    sql`select id from users where username = 'plan_user_7'`,
  );
  const [product] = await queryRows<{ id: number }>(
    db,
    sql`select id from products where author_id = ${creator!.id} limit 1`,
  );
  const window = statsWindowOf({ days: 30, to: '2026-06-10' }, Date.now());
  const scopes: Record<string, StatsScope> = {
    'all products': { creatorId: creator!.id, productId: null },
    'one product': { creatorId: creator!.id, productId: product!.id },
  };
  const statements = {
    products: (scope: StatsScope) => creatorProductsQuery(db, scope),
    views: (scope: StatsScope) => viewsQuery(db, scope, window),
    likes: (scope: StatsScope) => likesQuery(db, scope, window),
    downloads: (scope: StatsScope) => downloadsQuery(db, scope, window),
    sales: (scope: StatsScope) => salesQuery(db, scope, window),
  };

  for (const [scopeName, scope] of Object.entries(scopes)) {
    for (const [name, statement] of Object.entries(statements)) {
      it(`reads ${name} of ${scopeName} through indexes only`, async () => {
        const nodes = await planOf(db, statement(scope));
        const seqScans = nodes
          .filter((node) => node['Node Type'] === 'Seq Scan')
          .map((node) => node['Relation Name']);
        expect(seqScans.filter((table) => BIG_TABLES.includes(table ?? ''))).toEqual([]);
        expect(nodes.some((node) => node['Index Name']?.startsWith('products_'))).toBe(true);
      });
    }
  }
});
