import fs from 'node:fs';
import { PRICE_FILTERS, PRODUCT_SORTS, SUGGESTIONS_MAX } from '@space/contracts/product-options';
import { productListQuerySchema } from '@space/contracts/products';
import { DEFAULT_TENANT_ID, TENANTS } from '@space/contracts/tenants';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { openDatabase, type Database } from '../../../src/db/client.ts';
import { products } from '../../../src/db/schema.ts';
import { FileStorage } from '../../../src/lib/file-storage.ts';
import { searchColumns } from '../../../src/modules/search/product-search.ts';
import {
  listProducts,
  suggestProducts,
  type Viewer,
} from '../../../src/modules/products/products.queries.ts';
import { listTotalFromIndex, searchFromIndex } from '../../../src/modules/search/indexed-search.ts';
import type { SearchIndex } from '../../../src/modules/search/search-index.ts';
import { seedBulkCatalog } from '../../../src/seed/bulk-catalog.ts';
import { runSeed } from '../../../src/seed/run-seed.ts';
import {
  build,
  createPostgresDatabase,
  queryRows,
  TEST_ENGINE,
  testConfig,
} from '../../support/helper.ts';
import { createSearchableProduct } from '../../support/product-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

/** The demo catalogue and this many generated products in en/zh/ko (decision 009). */
const GENERATED = 3000;

const indexOn = { searchIndex: { enabled: true, refreshIntervalMs: 0 } };

/** A brand with restricted products in the generated catalogue. */
const BRAND = TENANTS.find((tenant) => tenant.id !== DEFAULT_TENANT_ID)!;

type RawQuery = Record<string, string | number>;

/** Top 20 (or a page) and totals of a list through SQL and through the index, side by side. */
async function bothWays(db: Database, index: SearchIndex, raw: RawQuery, viewer: Viewer) {
  const query = productListQuerySchema.parse(raw);
  const indexed = await searchFromIndex(index, query, viewer.tenantId);
  const [viaSql, viaIndex] = await Promise.all([
    listProducts(db, query, viewer, null),
    listProducts(db, query, viewer, index),
  ]);
  const shape = (page: typeof viaSql) => ({
    ids: page.list.map((product) => product.id),
    total: page.total,
    totalExact: page.totalExact,
  });
  return { answered: indexed !== null, sql: shape(viaSql), index: shape(viaIndex) };
}

/** Every case whose index answer differs from SQL's (or that the index did not answer). */
async function mismatches(
  db: Database,
  index: SearchIndex,
  cases: { query: RawQuery; viewer: Viewer }[],
) {
  const wrong: unknown[] = [];
  for (const { query, viewer } of cases) {
    const both = await bothWays(db, index, query, viewer);
    if (!both.answered || JSON.stringify(both.sql) !== JSON.stringify(both.index)) {
      wrong.push({ query, tenant: viewer.tenantId, ...both });
    }
  }
  return wrong;
}

function viewerOf(tenantId: number): Viewer {
  return { tenantId, locale: 'en' };
}

describe(`search index against the SQL search on ${TEST_ENGINE}`, async () => {
  const { app, database } = await build({
    config: indexOn,
    prepare: async (handle, config) => {
      const storage = FileStorage.forDataDir(config.dataDir);
      await runSeed(handle.db, storage);
      await seedBulkCatalog(handle.db, storage, GENERATED);
    },
  });
  const db = database.db;
  const index = app.searchIndex!;
  await index.idle();

  // Names straight from the catalogue: exact, prefix and inner matches of real names.
  const named = await queryRows<{ id: number; name: string; author_id: number }>(
    db,
    sql`select id, name, author_id from products where status = 'listed' and id % 97 = 3 order by id limit 6`,
  );
  const author = named[0]!.author_id;

  /** The fixed query set: en, zh, ko; broad and narrow; typos; every filter; pages 1–3. */
  const texts = [
    'icon',
    'icons',
    'lighting effects',
    'theme',
    'plugin',
    'i',
    'ic',
    'obs',
    'obs studio',
    'stream deck',
    'Spotifi Now Playng',
    'Audio Mixr Pro',
    'lightng efects',
    '灯效',
    '图标',
    '主题',
    '插件',
    '水墨',
    '灯',
    '呼吸灯效',
    '아이콘',
    '테마',
    '키캡 스킨',
    '조명 효과',
    'ＩＣＯＮ',
    'zzqx',
    '!!!',
    ...named.map((row) => row.name),
    ...named.map((row) => row.name.slice(0, 4)),
    ...named.map((row) => row.name.split(' ').at(-1)!),
  ];

  it('is built from the database in the background, as the health check says', async () => {
    expect(index.ready).toBe(true);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().data.searchIndex).toBe('ready');
  });

  it('answers the fixed query set as the SQL search does: top 20 and totals', async () => {
    const cases = texts.flatMap((q) =>
      [1, 2, 3].map((page) => ({ query: { q, page }, viewer: viewerOf(DEFAULT_TENANT_ID) })),
    );
    expect(await mismatches(db, index, cases)).toEqual([]);
  });

  it('applies every filter and sort of the search API as SQL does', async () => {
    const broad = ['icon', '灯效', '아이콘', 'lighting effects', 'theme'];
    const filters: RawQuery[] = [
      { family: 'mKey' },
      { family: 'streamDock' },
      { type: 'icon' },
      { type: 'lightingEffect' },
      { category: 'productivity' },
      { system: 'windows' },
      { system: 'macos' },
      { author },
      ...PRICE_FILTERS.map((price) => ({ price })),
      { family: 'mKey', type: 'icon', price: 'paid' },
    ];
    const cases = broad.flatMap((q) => [
      ...filters.map((filter) => ({
        query: { q, ...filter },
        viewer: viewerOf(DEFAULT_TENANT_ID),
      })),
      // "Top rated" is SQL's alone: ratings are not in the index (decision 065).
      ...PRODUCT_SORTS.filter((sort) => sort !== 'topRated').flatMap((sort) =>
        [1, 3].map((page) => ({ query: { q, sort, page }, viewer: viewerOf(DEFAULT_TENANT_ID) })),
      ),
      { query: { q, family: 'mKey', sort: 'popular' }, viewer: viewerOf(DEFAULT_TENANT_ID) },
    ]);
    expect(await mismatches(db, index, cases)).toEqual([]);
  });

  it("shows each brand its restricted products, as SQL's visibility does", async () => {
    const [restricted] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from products where status = 'listed' and ${BRAND.id} = any(restricted_to_tenants)`,
    );
    expect(restricted!.n).toBeGreaterThan(0);
    const cases = ['icon', 'theme', '灯效', '아이콘', 'plugin'].flatMap((q) =>
      [DEFAULT_TENANT_ID, BRAND.id].map((tenant) => ({ query: { q }, viewer: viewerOf(tenant) })),
    );
    expect(await mismatches(db, index, cases)).toEqual([]);
  });

  it('counts the lists without search text as SQL does, for every brand (issue 31)', async () => {
    const filters: RawQuery[] = [
      {},
      { family: 'mKey' },
      { type: 'icon' },
      { category: 'lighting' },
      { system: 'macos' },
      { author },
      ...PRICE_FILTERS.map((price) => ({ price })),
      { family: 'mPanel', category: 'productivity', price: 'paid' },
    ];
    const wrong: unknown[] = [];
    for (const tenant of [DEFAULT_TENANT_ID, BRAND.id]) {
      for (const filter of filters) {
        const query = productListQuerySchema.parse({ ...filter, sort: 'popular', page: 2 });
        const viewer = viewerOf(tenant);
        const counted = await listTotalFromIndex(index, query, tenant);
        const [viaSql, viaIndex] = await Promise.all([
          listProducts(db, query, viewer, null),
          listProducts(db, query, viewer, index),
        ]);
        const shape = (page: typeof viaSql) => ({
          ids: page.list.map((product) => product.id),
          total: page.total,
          totalExact: page.totalExact,
        });
        if (counted === null || JSON.stringify(shape(viaSql)) !== JSON.stringify(shape(viaIndex))) {
          wrong.push({ filter, tenant, counted, sql: shape(viaSql), index: shape(viaIndex) });
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('suggests what SQL suggests', async () => {
    const wrong: unknown[] = [];
    for (const q of [
      'icon',
      'i',
      'ic',
      '灯',
      '灯效',
      '아이',
      'spotifi',
      'lighting eff',
      named[1]!.name,
    ]) {
      const viewer = viewerOf(DEFAULT_TENANT_ID);
      const viaSql = (await suggestProducts(db, q, viewer, null)).map((row) => row.id);
      const viaIndex = (await suggestProducts(db, q, viewer, index)).map((row) => row.id);
      expect(viaSql.length).toBeLessThanOrEqual(SUGGESTIONS_MAX);
      if (JSON.stringify(viaSql) !== JSON.stringify(viaIndex)) wrong.push({ q, viaSql, viaIndex });
    }
    expect(wrong).toEqual([]);
  });

  it('leaves to SQL the texts whose substring test it does not model', async () => {
    for (const q of ['icon图标', 'icon 图标', '𠀀图标']) {
      const query = productListQuerySchema.parse({ q });
      expect(await searchFromIndex(index, query, DEFAULT_TENANT_ID)).toBeNull();
    }
  });

  it('serves GET /api/products and the suggestions from the index', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/products?q=icon&page=2' });
    expect(response.statusCode).toBe(200);
    const viaSql = await listProducts(
      db,
      productListQuerySchema.parse({ q: 'icon', page: 2 }),
      viewerOf(DEFAULT_TENANT_ID),
      null,
    );
    expect(response.json().data.list.map((product: { id: number }) => product.id)).toEqual(
      viaSql.list.map((product) => product.id),
    );
  });

  describe('after writes', () => {
    /** The ids the index answers for `q`, once it agrees with SQL (PostgreSQL notifies late). */
    async function agreedIds(q: string, tenant = DEFAULT_TENANT_ID, sort?: string) {
      const query: RawQuery = sort ? { q, sort } : { q };
      let ids: number[] = [];
      await vi.waitFor(
        async () => {
          const both = await bothWays(db, index, query, viewerOf(tenant));
          expect(both.answered).toBe(true);
          expect(both.index).toEqual(both.sql);
          ids = both.index.ids;
        },
        { timeout: 10_000, interval: 50 },
      );
      return ids;
    }

    async function insertSearchable(
      name: string,
      overrides: Parameters<typeof createSearchableProduct>[2] = {},
    ) {
      const made = await createSearchableProduct(app, name, {
        nickName: 'Index Tester',
        overview: 'Made to test the search index.',
        ...overrides,
      });
      return made.product;
    }

    it('finds a new product', async () => {
      const product = await insertSearchable('Quokka Lighting Effects');
      expect(await agreedIds('quokka')).toEqual([product.id]);
      expect((await agreedIds('lighting effects')).length).toBe(20);
    });

    it('drops a delisted product (delisted through the API)', async () => {
      const author = await createTestUser(app, { isCreator: true, nickName: 'Delisting Author' });
      const product = await insertSearchable('Wombat Icon Pack', { author });
      expect(await agreedIds('wombat')).toEqual([product.id]);
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/products/${product.id}/listing`,
        headers: bearer(await tokenFor(app, author)),
        payload: { status: 'delisted' },
      });
      expect(response.statusCode).toBe(200);
      expect(await agreedIds('wombat')).toEqual([]);
    });

    it('shows a product restricted to a brand to that brand only', async () => {
      const product = await insertSearchable('Numbat Theme');
      await db
        .update(products)
        .set({ restrictedToTenants: [BRAND.id] })
        .where(eq(products.id, product.id));
      expect(await agreedIds('numbat', BRAND.id)).toEqual([product.id]);
      expect(await agreedIds('numbat', DEFAULT_TENANT_ID)).toEqual([]);
    });

    it('follows renames and deletions', async () => {
      const product = await insertSearchable('Bilby Keycaps');
      expect(await agreedIds('bilby')).toEqual([product.id]);
      const name = 'Dunnart Keycaps';
      await db
        .update(products)
        .set({
          name,
          ...searchColumns({
            name,
            authorNickName: 'Index Tester',
            overview: '',
            contentTypes: ['plugin'],
          }),
        })
        .where(eq(products.id, product.id));
      expect(await agreedIds('bilby')).toEqual([]);
      expect(await agreedIds('dunnart')).toEqual([product.id]);
      await db.delete(products).where(eq(products.id, product.id));
      expect(await agreedIds('dunnart')).toEqual([]);
    });

    it('reorders by likes at the next order check, not before', async () => {
      const first = await insertSearchable('Potoroo Alpha');
      const second = await insertSearchable('Potoroo Beta');
      expect(await agreedIds('potoroo', DEFAULT_TENANT_ID, 'popular')).toEqual([
        second.id,
        first.id,
      ]);
      // A like changes a counter only: no announcement, so the index keeps its order…
      await db.update(products).set({ likeCount: 5 }).where(eq(products.id, first.id));
      const stale = await bothWays(
        db,
        index,
        { q: 'potoroo', sort: 'popular' },
        viewerOf(DEFAULT_TENANT_ID),
      );
      expect(stale.index.ids).toEqual([second.id, first.id]);
      expect(stale.sql.ids).toEqual([first.id, second.id]);
      // …until the periodic check sees the counts drift and rebuilds.
      expect(await index.checkOrder()).toBe(true);
      await index.idle();
      expect(await agreedIds('potoroo', DEFAULT_TENANT_ID, 'popular')).toEqual([
        first.id,
        second.id,
      ]);
      expect(await index.checkOrder()).toBe(false);
    });

    it('reorders in memory when only likes moved, still answering as SQL does', async () => {
      // Nothing changed since the last build but likes: the segment is renumbered, not rebuilt.
      await db.execute(
        sql`update products set like_count = like_count + (id % 13) where id % 3 = 0`,
      );
      expect(await index.checkOrder()).toBe(true);
      await index.idle();
      const cases = ['icon', 'theme', '灯效', '아이콘', 'i', 'Spotifi Now Playng'].flatMap((q) =>
        ['relevance', 'popular', 'newest', 'priceDesc'].map((sort) => ({
          query: { q, sort, page: 2 },
          viewer: viewerOf(BRAND.id),
        })),
      );
      expect(await mismatches(db, index, cases)).toEqual([]);
      expect(await index.checkOrder()).toBe(false);
    });

    it('rebuilds after a change too large to name, answering from SQL meanwhile', async () => {
      const before = app.catalogChanges.version;
      const many = await queryRows<{ id: number }>(
        db,
        sql`select id from products where status = 'listed' order by id limit 600`,
      );
      await db
        .update(products)
        .set({ overview: sql`${products.overview} || ' '` })
        .where(
          inArray(
            products.id,
            many.map((row) => row.id),
          ),
        );
      await vi.waitFor(() => expect(app.catalogChanges.version).toBeGreaterThan(before));
      await index.idle();
      expect(index.ready).toBe(true);
      expect(await agreedIds('icon')).toHaveLength(20);
    });
  });
});

describe.runIf(TEST_ENGINE === 'postgres')('two instances on one PostgreSQL database', async () => {
  // A skipped suite is still collected: open nothing without PostgreSQL.
  if (TEST_ENGINE !== 'postgres') return it.skip('needs PostgreSQL');
  const created = await createPostgresDatabase();
  const config = testConfig({
    ...indexOn,
    responseCache: { enabled: true, maxBytes: 2 ** 24, maxAgeMs: 60_000 },
  });
  const instances: { app: FastifyInstance; close: () => Promise<void> }[] = [];
  for (const name of ['first', 'second']) {
    const handle = await openDatabase({ engine: 'postgres', url: created.url });
    if (name === 'first') {
      await handle.migrate();
      await runSeed(handle.db, FileStorage.forDataDir(config.dataDir));
    }
    const app = await buildApp({ config, db: handle.db, dbEngine: 'postgres', version: 'test' });
    await app.ready();
    await app.searchIndex!.idle();
    instances.push({ app, close: () => app.close().then(() => handle.close()) });
  }
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await created.drop();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });
  const first = { app: instances[0]!.app, db: instances[0]!.app.db };
  const second = instances[1]!.app;

  it("keep each other's index and cache current through NOTIFY", async () => {
    const { author, product } = await createSearchableProduct(first.app, 'Quoll Scene', {
      nickName: 'Twin Author',
    });
    const url = `/api/products?q=quoll`;
    await vi.waitFor(async () => {
      const response = await second.inject({ method: 'GET', url });
      expect(response.json().data.list.map((row: { id: number }) => row.id)).toEqual([product.id]);
    });
    // Cached on the second instance now; a delisting through the first reaches it.
    expect((await second.inject({ method: 'GET', url })).headers['x-response-cache']).toBe('hit');
    const delisted = await first.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}/listing`,
      headers: bearer(await tokenFor(first.app, author)),
      payload: { status: 'delisted' },
    });
    expect(delisted.statusCode).toBe(200);
    await vi.waitFor(async () => {
      const response = await second.inject({ method: 'GET', url });
      expect(response.json().data.list).toEqual([]);
    });
    const viaIndex = await second.searchIndex!.search(
      { text: 'quoll', words: [{ kind: 'prefix', prefix: 'quoll' }], typo: null },
      { tenantId: DEFAULT_TENANT_ID, price: 'all' },
      'relevance',
      0,
      20,
    );
    expect(viaIndex).toEqual({ ids: [], total: 0 });
  });

  it('catches up after the listening connection was lost', async () => {
    const { product } = await createSearchableProduct(first.app, 'Antechinus Theme', {
      nickName: 'Lost Author',
    });
    await vi.waitFor(() => expect(second.catalogChanges.version).toBeGreaterThan(0));
    await second.searchIndex!.idle();
    // Every listener of this database loses its connection; a change lands while they are away.
    const terminated = await queryRows<{ pid: number }>(
      first.db,
      sql`select pid from pg_stat_activity, pg_terminate_backend(pid)
          where datname = current_database() and query = 'LISTEN space_catalog'`,
    );
    expect(terminated).toHaveLength(2);
    await first.db.update(products).set({ status: 'delisted' }).where(eq(products.id, product.id));
    await vi.waitFor(() => expect(second.catalogChanges.live).toBe(true), { timeout: 10_000 });
    await second.searchIndex!.idle();
    const response = await second.inject({ method: 'GET', url: '/api/products?q=antechinus' });
    expect(response.json().data.list).toEqual([]);
  });
});
