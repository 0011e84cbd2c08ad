import fs from 'node:fs';
import path from 'node:path';
import {
  CATEGORIES,
  CONTENT_TYPES,
  DEVICE_FAMILIES,
  SUPPORTED_SYSTEMS,
} from '@space/contracts/catalog';
import { envelope } from '@space/contracts/envelope';
import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import { HOME_SHELF_SIZE, HOME_SHELVES, homeSchema } from '@space/contracts/home';
import { pickTranslation } from '@space/contracts/locales';
import { CURRENCY_CODES, priceOrderKey } from '@space/contracts/money';
import {
  LIST_RESULTS_MAX,
  PRODUCT_SORTS,
  TOP_RATED_PRIOR_MEAN,
  TOP_RATED_PRIOR_WEIGHT,
  SEARCH_QUERY_MAX,
  type ProductSort,
} from '@space/contracts/product-options';
import {
  productDetailSchema,
  productListItemSchema,
  productPageSchema,
  type ProductDetail,
  type ProductListItem,
  type ProductSummary,
} from '@space/contracts/products';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  productImages,
  productPrerequisites,
  products,
  productVersions,
  users,
  type ImageVariant,
} from '../../../src/db/schema.ts';
import { FileStorage } from '../../../src/lib/file-storage.ts';
import { DEMO_CREATORS, DEMO_PRODUCTS, type DemoProduct } from '../../../src/seed/demo-catalog.ts';
import { REQUIRED_BY_PREVIEW } from '../../../src/modules/products/product-prerequisites.queries.ts';
import { CONTENT_TYPE_SEARCH_WORDS } from '../../../src/modules/search/product-search.ts';
import { runSeed } from '../../../src/seed/run-seed.ts';
import { build, queryRows } from '../../support/helper.ts';

const LIST = '/api/products';
/** A stored rendition as the API shows it (decision 011), built without the API's mapping. */
const variantOf = (variant: ImageVariant) => ({
  url: FileStorage.publicUrl(variant.fileKey),
  width: variant.width,
  height: variant.height,
  type: variant.format,
});
const NOT_FOUND = { code: 404, msg: ERROR_MESSAGES.NOT_FOUND.en, data: null };

/** The documented shapes, strict so the API cannot send fields the contract does not name. */
const listEnvelope = envelope(
  productPageSchema
    .extend({
      list: z.array(
        productListItemSchema
          .extend({
            author: productListItemSchema.shape.author.strict(),
            coverVariants: z.array(productListItemSchema.shape.coverVariants.element.strict()),
          })
          .strict(),
      ),
    })
    .strict(),
);
/** What a list shows of a product: its card, the summary's fields a card needs (issue 31). */
const cardOf = (summary: ProductSummary): ProductListItem => productListItemSchema.parse(summary);
const detailEnvelope = envelope(productDetailSchema.strict());

type Query = Record<string, string | number>;
type DemoFilter = [Query, (demo: DemoProduct) => boolean];

describe('the products API', async () => {
  const { app, database, config } = await build({
    prepare: async (db, appConfig) => {
      await runSeed(db.db, FileStorage.forDataDir(appConfig.dataDir));
    },
  });
  const db = database.db;

  async function list(query: Query = {}) {
    const response = await app.inject({ method: 'GET', url: LIST, query: stringify(query) });
    expect(response.statusCode, response.body).toBe(200);
    return listEnvelope.parse(response.json()).data;
  }

  /** Every visible product for a query, in the API's order, a hundred to a page. */
  async function listAll(query: Query = {}): Promise<ProductListItem[]> {
    const items: ProductListItem[] = [];
    for (let page = 1; ; page += 1) {
      const data = await list({ ...query, page, pageSize: 100 });
      items.push(...data.list);
      if (items.length >= data.total || data.list.length === 0) {
        expect(items).toHaveLength(data.total);
        return items;
      }
    }
  }

  /** What a summary must say about every product, built from the rows themselves. */
  async function expectedSummaries(): Promise<Map<number, ProductSummary>> {
    const rows = await db
      .select()
      .from(products)
      .innerJoin(users, eq(users.id, products.authorId))
      .where(eq(products.status, 'listed'));
    const covers = await db.select().from(productImages).where(eq(productImages.position, 0));
    const coverOf = new Map(covers.map((image) => [image.productId, image]));
    return new Map(
      rows.map(({ products: product, users: author }) => {
        const cover = coverOf.get(product.id);
        const summary: ProductSummary = {
          id: product.id,
          name: pickTranslation(product.name, product.nameTranslations, 'en'),
          author: {
            id: author.id,
            nickName: author.nickName,
            avatar: author.avatarKey ? FileStorage.publicUrl(author.avatarKey) : null,
          },
          deviceFamily: product.deviceFamily,
          contentTypes: product.contentTypes,
          category: product.category,
          cover: cover ? FileStorage.publicUrl(cover.fileKey) : null,
          coverVariants: (cover?.variants ?? []).map(variantOf),
          currency: product.currency,
          price: product.priceGeneral,
          likeCount: product.likeCount,
          downloadCount: product.downloadCount,
          rating: {
            average:
              product.ratingCount === 0
                ? null
                : Math.round((product.ratingSum * 10) / product.ratingCount) / 10,
            count: product.ratingCount,
          },
          createdAt: product.createdAt.toISOString(),
        };
        ratingSums.set(product.id, product.ratingSum);
        return [product.id, summary];
      }),
    );
  }

  const orderKey = (item: ProductSummary) => priceOrderKey(item.price, item.currency);
  /** Each listed product's sum of stars, as expectedSummaries last read it. */
  const ratingSums = new Map<number, number>();
  const topRatedScore = (item: ProductSummary) =>
    (TOP_RATED_PRIOR_WEIGHT * TOP_RATED_PRIOR_MEAN + (ratingSums.get(item.id) ?? 0)) /
    (TOP_RATED_PRIOR_WEIGHT + (item.rating?.count ?? 0));
  const COMPARE: Record<ProductSort, (a: ProductSummary, b: ProductSummary) => number> = {
    newest: (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
    popular: (a, b) => b.likeCount - a.likeCount || b.id - a.id,
    // Prices in different currencies compare through their rough common unit (decision 020).
    priceAsc: (a, b) => orderKey(a) - orderKey(b) || a.id - b.id,
    priceDesc: (a, b) => orderKey(b) - orderKey(a) || b.id - a.id,
    // Without a search text there is nothing to rank by: best match is newest (decision 008).
    relevance: (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
    // The Bayesian average of decision 065, then more reviews, then newer.
    topRated: (a, b) =>
      topRatedScore(b) - topRatedScore(a) ||
      (b.rating?.count ?? 0) - (a.rating?.count ?? 0) ||
      b.id - a.id,
  };

  async function setProduct(
    id: number,
    values: { status?: string; restrictedToTenants?: number[] },
  ): Promise<void> {
    await db.update(products).set(values).where(eq(products.id, id));
  }

  async function withProduct(
    id: number,
    values: { status?: string; restrictedToTenants?: number[] },
    check: () => Promise<void>,
  ): Promise<void> {
    await setProduct(id, values);
    try {
      await check();
    } finally {
      await setProduct(id, { status: 'listed', restrictedToTenants: [] });
    }
  }

  describe('GET /api/products', () => {
    it('lists the newest first, 20 to a page, as the cards show them', async () => {
      const expected = [...(await expectedSummaries()).values()].sort(COMPARE.newest);
      expect(expected).toHaveLength(DEMO_PRODUCTS.length);

      const response = await app.inject({ method: 'GET', url: LIST });
      expect(response.statusCode).toBe(200);
      const body = listEnvelope.parse(response.json());
      expect(body.code).toBe(200);
      expect(body.msg).toBe('success');
      expect(body.data).toEqual({
        list: expected.slice(0, 20).map(cardOf),
        total: DEMO_PRODUCTS.length,
        totalExact: true,
        page: 1,
        pageSize: 20,
      });
      // The seed inserts products in order, one every seven hours: the last is the newest.
      expect(body.data.list[0]?.name).toBe(shownName(DEMO_PRODUCTS.at(-1)!));
      for (const item of body.data.list) {
        expect(item.cover).toMatch(/^\/files\/seed\/.+\.webp$/);
        expect(item.coverVariants.length).toBeGreaterThan(0);
        expect(item.rating).toBeDefined();
      }
    });

    const demoFilters: DemoFilter[] = [
      ...DEVICE_FAMILIES.map(({ code }): DemoFilter => [
        { family: code },
        (d) => d.family === code,
      ]),
      ...CONTENT_TYPES.map(({ code }): DemoFilter => [
        { type: code },
        (d) => d.types.includes(code),
      ]),
      ...CATEGORIES.map((code): DemoFilter => [{ category: code }, (d) => d.category === code]),
      [{ price: 'all' }, () => true],
      [{ price: 'free' }, (d) => d.price === 0],
      [{ price: 'paid' }, (d) => d.price > 0],
      [
        { family: 'mKey', type: 'plugin' },
        (d) => d.family === 'mKey' && d.types.includes('plugin'),
      ],
      [
        { family: 'streamDock', type: 'plugin', price: 'free', sort: 'popular' },
        (d) => d.family === 'streamDock' && d.types.includes('plugin') && d.price === 0,
      ],
      [{ family: 'mRgb', type: 'plugin' }, () => false],
    ];

    it.each(demoFilters)('filters by %o', async (query, matches) => {
      const expectedNames = DEMO_PRODUCTS.filter(matches).map(shownName);
      const items = await listAll(query);
      expect(items.map((item) => item.name).sort()).toEqual(expectedNames.sort());
      const summaries = await expectedSummaries();
      for (const item of items) {
        const summary = summaries.get(item.id)!;
        if (query.family) expect(summary.deviceFamily).toBe(query.family);
        if (query.type) expect(item.contentTypes).toContain(query.type);
        if (query.category) expect(summary.category).toBe(query.category);
        if (query.price === 'free') expect(item.price).toBe(0);
        if (query.price === 'paid') expect(item.price).toBeGreaterThan(0);
      }
    });

    it('has demo data for every single filter value, so the filter tests are not vacuous', () => {
      for (const { code } of DEVICE_FAMILIES) {
        expect(DEMO_PRODUCTS.some((d) => d.family === code)).toBe(true);
      }
      for (const { code } of CONTENT_TYPES) {
        expect(DEMO_PRODUCTS.some((d) => d.types.includes(code))).toBe(true);
      }
      for (const code of CATEGORIES)
        expect(DEMO_PRODUCTS.some((d) => d.category === code)).toBe(true);
    });

    it.each([
      ['obs', 1],
      ['  OBS  ', 1],
      ['streamcraft', 20],
      ['水墨', 1],
      // Names, and the Korean labels of numeric keycaps and keycap skins.
      ['키캡', 24],
      ['lightingEffects', 12],
      ['keycap', 24],
      ['home assistant', 1],
      ['%', 0],
      ['_', 0],
      ['', DEMO_PRODUCTS.length],
    ] as const)('searches for %j in names, authors, overviews and types', async (q, expected) => {
      const names = DEMO_PRODUCTS.filter((d) => demoMatchesText(d, q.trim())).map(shownName);
      expect(names).toHaveLength(expected);
      const items = await listAll({ q });
      expect(items.map((item) => item.name).sort()).toEqual(names.sort());
    });

    it('combines the search with the other filters', async () => {
      expect((await list({ q: 'spotify' })).total).toBe(1);
      expect((await list({ q: 'spotify', family: 'mKey' })).total).toBe(0);
      const page = await list({ q: 'streamcraft', price: 'paid', pageSize: 100 });
      const names = DEMO_PRODUCTS.filter((d) => d.author === 'streamcraft' && d.price > 0);
      expect(page.list.map((item) => item.name).sort()).toEqual(names.map(shownName).sort());
    });

    it.each(SUPPORTED_SYSTEMS)('filters by system=%s', async (system) => {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select id from products where ${system} = any(supported_systems) order by id`,
      );
      expect(rows.length).toBeGreaterThan(0);
      const items = await listAll({ system });
      expect(items.map((item) => item.id).sort((a, b) => a - b)).toEqual(
        rows.map((row) => Number(row.id)),
      );

      const paid = await list({ system, price: 'paid', pageSize: 100 });
      const [paidCount] = await queryRows<{ n: number | string }>(
        db,
        sql`select count(*) as n from products
            where ${system} = any(supported_systems) and price_general > 0`,
      );
      expect(paid.total).toBe(Number(paidCount?.n));
    });

    it.each(PRODUCT_SORTS)('sorts by %s with a tie-breaker on id', async (sort) => {
      const expected = [...(await expectedSummaries()).values()].sort(COMPARE[sort]);
      expect(await listAll({ sort })).toEqual(expected.map(cardOf));
    });

    it('sorts a catalogue of several currencies by worth, not by the bare figure', async () => {
      const currencies = new Set(DEMO_PRODUCTS.map((d) => d.currency ?? 'USD'));
      expect([...currencies].sort()).toEqual(['CNY', 'USD']);
      const cheapYuan = DEMO_PRODUCTS.find((d) => d.currency === 'CNY' && d.price > 499);
      const names = (await listAll({ sort: 'priceAsc', price: 'paid' })).map((p) => p.name);
      // ¥12.00 is worth less than $4.99, though 1200 > 499.
      expect(cheapYuan).toBeDefined();
      const dearDollar = DEMO_PRODUCTS.find(
        (d) => (d.currency ?? 'USD') === 'USD' && d.price === 499,
      );
      expect(names.indexOf(shownName(cheapYuan!))).toBeLessThan(
        names.indexOf(shownName(dearDollar!)),
      );
    });

    it('keeps the generated price_order column equal to priceOrderKey for every currency', async () => {
      const [first] = await db.select().from(products).orderBy(products.id).limit(1);
      try {
        for (const currency of CURRENCY_CODES) {
          await db.update(products).set({ currency }).where(eq(products.id, first!.id));
          const [row] = await db
            .select({ priceOrder: products.priceOrder, price: products.priceGeneral })
            .from(products)
            .where(eq(products.id, first!.id));
          expect(row!.priceOrder).toBe(priceOrderKey(row!.price, currency));
        }
        await expect(
          db.update(products).set({ currency: 'XXX' }).where(eq(products.id, first!.id)),
        ).rejects.toThrow();
      } finally {
        await db
          .update(products)
          .set({ currency: first!.currency })
          .where(eq(products.id, first!.id));
      }
    });

    it('breaks ties on id for the sorts whose key ties in the demo data', async () => {
      const prices = DEMO_PRODUCTS.map((d) => d.price);
      expect(new Set(prices).size).toBeLessThan(prices.length);
      const free = await listAll({ sort: 'priceAsc', price: 'free' });
      expect(free.length).toBeGreaterThan(1);
      expect(free.map((item) => item.id)).toEqual(
        free.map((item) => item.id).sort((a, b) => a - b),
      );
      const freeDesc = await listAll({ sort: 'priceDesc', price: 'free' });
      expect(freeDesc.map((item) => item.id)).toEqual(free.map((item) => item.id).reverse());
    });

    it.each([
      ...PRODUCT_SORTS.map((sort) => ({ sort })),
      { sort: 'priceAsc', price: 'paid' },
      { sort: 'popular', family: 'streamDock' },
    ] as Query[])('pages through %o completely, each product once', async (query) => {
      const all = await listAll(query);
      const walked: ProductListItem[] = [];
      for (let page = 1; ; page += 1) {
        const data = await list({ ...query, page, pageSize: 7 });
        expect(data).toMatchObject({ page, pageSize: 7, total: all.length });
        walked.push(...data.list);
        if (data.list.length < 7) break;
        expect(page).toBeLessThan(30);
      }
      expect(walked).toEqual(all);
      expect(new Set(walked.map((item) => item.id)).size).toBe(all.length);
    });

    it('answers a page past the end with an empty list and the total', async () => {
      const past = Math.ceil(DEMO_PRODUCTS.length / 7) + 1;
      expect(await list({ page: past, pageSize: 7 })).toEqual({
        list: [],
        total: DEMO_PRODUCTS.length,
        totalExact: true,
        page: past,
        pageSize: 7,
      });
      const last = await list({ page: LIST_RESULTS_MAX / 100, pageSize: 100 });
      expect(last.list).toEqual([]);
      expect(last.total).toBe(DEMO_PRODUCTS.length);
      // Past the first LIST_RESULTS_MAX results (decision 010): list-totals.test.ts.
    });

    it.each([
      [{ page: 0 }, 'querystring.page'],
      [{ page: 'abc' }, 'querystring.page'],
      [{ pageSize: 0 }, 'querystring.pageSize'],
      [{ pageSize: 1000 }, 'querystring.pageSize'],
      [{ sort: 'bogus' }, 'querystring.sort'],
      [{ family: 'bogus' }, 'querystring.family'],
      [{ family: 'hub' }, 'querystring.family'],
      [{ type: 'plugins' }, 'querystring.type'],
      [{ category: 'bogus' }, 'querystring.category'],
      [{ price: 'cheap' }, 'querystring.price'],
      [{ system: 'linux' }, 'querystring.system'],
      [{ q: 'x'.repeat(SEARCH_QUERY_MAX + 1) }, 'querystring.q'],
    ] as [Query, string][])('rejects %o with 400 naming %s', async (query, field) => {
      const response = await app.inject({ method: 'GET', url: LIST, query: stringify(query) });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ code: 400, msg: ERROR_MESSAGES.VALIDATION_FAILED.en });
      expect(body.data.fields).toEqual([{ path: field, message: expect.any(String) }]);
    });

    it('names every invalid field at once', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `${LIST}?page=0&pageSize=1000&sort=bogus&family=bogus`,
      });
      expect(response.statusCode).toBe(400);
      const paths = response.json().data.fields.map((field: { path: string }) => field.path);
      expect(paths.sort()).toEqual([
        'querystring.family',
        'querystring.page',
        'querystring.pageSize',
        'querystring.sort',
      ]);
    });
  });

  describe('GET /api/products/:id', () => {
    /** The detail of one product, built from its rows without the API's queries. */
    async function expectedDetail(id: number): Promise<ProductDetail> {
      const summaries = await expectedSummaries();
      const summary = summaries.get(id);
      const [row] = await db.select().from(products).where(eq(products.id, id));
      if (!summary || !row) throw new Error(`no listed product ${id}`);
      const images = await db.select().from(productImages).where(eq(productImages.productId, id));
      const versions = await db
        .select()
        .from(productVersions)
        .where(eq(productVersions.productId, id));
      return {
        ...summary,
        originalType: row.originalType,
        overview: pickTranslation(row.overview, row.overviewTranslations, 'en'),
        description: pickTranslation(row.description, row.descriptionTranslations, 'en'),
        minAppVersion: row.minAppVersion,
        images: images
          .sort((a, b) => a.position - b.position)
          .map(({ fileKey, width, height, variants }) => ({
            url: FileStorage.publicUrl(fileKey),
            width,
            height,
            variants: variants.map(variantOf),
          })),
        relatedLinks: row.relatedLinks,
        supportedSystems: row.supportedSystems,
        supportedDevices: row.supportedDevices,
        supportedLanguages: row.supportedLanguages,
        dialSupport: row.dialSupport,
        audioSupport: row.audioSupport,
        prices: {
          general: row.priceGeneral,
          ordinary: row.priceOrdinary,
          premium: row.pricePremium,
          svip: row.priceSvip,
        },
        uses: {
          general: row.usesGeneral,
          ordinary: row.usesOrdinary,
          premium: row.usesPremium,
          svip: row.usesSvip,
        },
        versions: versions
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
          .map(({ version, sizeBytes, newVersionInfo, newVersionInfoTranslations, createdAt }) => ({
            version,
            sizeBytes,
            newVersionInfo: pickTranslation(newVersionInfo, newVersionInfoTranslations, 'en'),
            createdAt: createdAt.toISOString(),
          })),
        ...(await expectedGraph(summaries, id)),
        devicePreview: {
          keys: (row.devicePreview.keys ?? []).map((key) => FileStorage.publicUrl(key)),
          screen: row.devicePreview.screen ? FileStorage.publicUrl(row.devicePreview.screen) : null,
          keycap: row.devicePreview.keycap ? FileStorage.publicUrl(row.devicePreview.keycap) : null,
          lighting: row.devicePreview.lighting ?? null,
        },
      };
    }

    /** Prerequisites and "required by" from the rows; every demo product is visible. */
    async function expectedGraph(summaries: Map<number, ProductSummary>, id: number) {
      const edges = await db.select().from(productPrerequisites);
      const requiring = edges
        .filter((edge) => edge.prerequisiteId === id)
        .map((edge) => summaries.get(edge.productId)!)
        .sort((a, b) => b.likeCount - a.likeCount || b.id - a.id);
      return {
        prerequisites: edges
          .filter((edge) => edge.productId === id)
          .sort((a, b) => a.position - b.position)
          .map((edge) => summaries.get(edge.prerequisiteId)!),
        prerequisitesHidden: 0,
        requiredBy: { list: requiring.slice(0, REQUIRED_BY_PREVIEW), total: requiring.length },
      };
    }

    async function detail(id: number | string) {
      return app.inject({ method: 'GET', url: `${LIST}/${id}` });
    }

    it('round-trips every field of every seeded product', async () => {
      const items = await listAll();
      expect(items).toHaveLength(DEMO_PRODUCTS.length);
      for (const item of items) {
        const response = await detail(item.id);
        expect(response.statusCode).toBe(200);
        const body = detailEnvelope.parse(response.json());
        expect(body).toMatchObject({ code: 200, msg: 'success' });
        expect(body.data).toEqual(await expectedDetail(item.id));
        // The list and the detail agree on everything the card says.
        expect(cardOf(body.data)).toEqual(item);
      }
    });

    it('matches the demo data it was seeded from', async () => {
      const [first] = await db.select({ id: products.id }).from(products).orderBy(products.id);
      const demo = DEMO_PRODUCTS[0]!;
      const body = detailEnvelope.parse((await detail(first!.id)).json());
      expect(body.data).toMatchObject({
        name: demo.name,
        author: { nickName: 'StreamCraft' },
        deviceFamily: demo.family,
        contentTypes: demo.types,
        originalType: demo.types[0],
        category: demo.category,
        overview: pickTranslation(demo.overview, demo.overviewTranslations, 'en'),
        description: pickTranslation(demo.description, demo.descriptionTranslations, 'en'),
        minAppVersion: demo.minAppVersion ?? null,
        price: demo.price,
        supportedLanguages: demo.languages,
        dialSupport: demo.dial ?? false,
        audioSupport: demo.audio ?? false,
      });
      expect(body.data.images.length).toBeGreaterThanOrEqual(2);
      expect(body.data.cover).toBe(body.data.images[0]?.url);
      const versions = body.data.versions.map((v) => v.version);
      expect(versions).toEqual([...versions].sort().reverse());
    });

    it.each([999_999, 2_147_483_647, 99_999_999_999])(
      'answers a missing id %s with a 404 envelope',
      async (id) => {
        const response = await detail(id);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      },
    );

    it.each(['abc', '0', '-3', '1.5'])('rejects the id %s with 400', async (id) => {
      const response = await detail(id);
      expect(response.statusCode).toBe(400);
      expect(response.json().data.fields).toEqual([
        { path: 'params.id', message: expect.any(String) },
      ]);
    });
  });

  describe('visibility', () => {
    async function newestId(): Promise<number> {
      const [first] = await listAll();
      return first!.id;
    }

    it('hides a delisted product from the list and answers 404 on its detail', async () => {
      const id = await newestId();
      await withProduct(id, { status: 'delisted' }, async () => {
        const items = await listAll();
        expect(items).toHaveLength(DEMO_PRODUCTS.length - 1);
        expect(items.map((item) => item.id)).not.toContain(id);
        const response = await app.inject({ method: 'GET', url: `${LIST}/${id}` });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      });
      expect((await app.inject({ method: 'GET', url: `${LIST}/${id}` })).statusCode).toBe(200);
    });

    it('hides a product restricted to another tenant', async () => {
      const id = await newestId();
      const [product] = await db.select().from(products).where(eq(products.id, id));
      await withProduct(id, { restrictedToTenants: [10000005] }, async () => {
        const page = await list({ family: product!.deviceFamily, pageSize: 100 });
        expect(page.list.map((item) => item.id)).not.toContain(id);
        expect((await list()).total).toBe(DEMO_PRODUCTS.length - 1);
        const response = await app.inject({ method: 'GET', url: `${LIST}/${id}` });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      });
    });

    it("shows a partner brand's own product to visitors who name that brand, and only them", async () => {
      const id = await newestId();
      await withProduct(id, { restrictedToTenants: [10000005] }, async () => {
        const asDarkFlash = { client: 'darkFlash' };
        const detail = await app.inject({
          method: 'GET',
          url: `${LIST}/${id}`,
          headers: asDarkFlash,
        });
        expect(detail.statusCode).toBe(200);
        expect(detail.headers.vary).toContain('client');
        const page = await app.inject({
          method: 'GET',
          url: `${LIST}?pageSize=100`,
          headers: asDarkFlash,
        });
        expect(page.json().data.total).toBe(DEMO_PRODUCTS.length);
        for (const client of ['AJAZZ', 'nobody', '']) {
          const other = await app.inject({
            method: 'GET',
            url: `${LIST}/${id}`,
            headers: { client },
          });
          expect(other.statusCode).toBe(404);
        }
      });
    });

    it.each([[[DEFAULT_TENANT_ID]], [[10000005, DEFAULT_TENANT_ID]]])(
      'shows a product restricted to %o, which includes the default tenant',
      async (tenants) => {
        const id = await newestId();
        await withProduct(id, { restrictedToTenants: tenants }, async () => {
          const items = await listAll();
          expect(items).toHaveLength(DEMO_PRODUCTS.length);
          expect(items[0]?.id).toBe(id);
          const response = await app.inject({ method: 'GET', url: `${LIST}/${id}` });
          expect(response.statusCode).toBe(200);
        });
      },
    );
  });

  describe("in the reader's language (decision 035)", () => {
    async function demoRow(name: string) {
      const [row] = await db.select().from(products).where(eq(products.name, name));
      return row!;
    }

    it.each([
      [{ 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' }, 'zh'],
      [{ 'accept-language': 'ko' }, 'ko'],
      // The spec's lang header alone says zh-CN or en-US.
      [{ lang: 'zh-CN' }, 'zh'],
      [{ 'accept-language': 'fr', lang: 'en-US' }, 'en'],
      [{}, 'en'],
    ] as const)('answers %o with the %s texts of a product', async (headers, locale) => {
      const row = await demoRow('Audio Mixer Pro');
      const versions = await db
        .select()
        .from(productVersions)
        .where(eq(productVersions.productId, row.id));
      const response = await app.inject({ method: 'GET', url: `${LIST}/${row.id}`, headers });
      const { data } = detailEnvelope.parse(response.json());
      expect(data.name).toBe(row.nameTranslations[locale]);
      expect(data.overview).toBe(row.overviewTranslations[locale]);
      expect(data.description).toBe(row.descriptionTranslations[locale]);
      expect(data.description).toMatch(/^.+\n\n### .+\n\n- /);
      expect(data.minAppVersion).toBe('3.9.0');
      const newest = versions.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
      expect(data.versions[0]?.newVersionInfo).toBe(newest.newVersionInfoTranslations[locale]);
      // Caches must keep one copy per language.
      expect(String(response.headers.vary)).toMatch(/accept-language/i);
      expect(String(response.headers.vary)).toMatch(/\blang\b/i);
    });

    it('lists, searches and suggests in Korean, by the Korean name too', async () => {
      const ko = { 'accept-language': 'ko-KR' };
      const row = await demoRow('Neon Line Icons');
      const found = await app.inject({
        method: 'GET',
        url: LIST,
        query: { q: '네온 라인' },
        headers: ko,
      });
      const page = listEnvelope.parse(found.json()).data;
      expect(page.list.map((item) => item.name)).toEqual([row.nameTranslations.ko]);
      expect(String(found.headers.vary)).toMatch(/accept-language/i);
      const suggested = await app.inject({
        method: 'GET',
        url: `${LIST}/suggestions`,
        query: { q: '네온 라인' },
        headers: ko,
      });
      expect(suggested.json().data).toEqual([{ id: row.id, name: row.nameTranslations.ko }]);
    });

    it('gives each language its own ETag', async () => {
      const row = await demoRow('水墨图标集');
      const url = `${LIST}/${row.id}`;
      const zh = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'zh' } });
      const en = await app.inject({ method: 'GET', url });
      expect(zh.json().data.name).toBe('水墨图标集');
      expect(en.json().data.name).toBe('Ink Wash Icons');
      expect(zh.headers.etag).not.toBe(en.headers.etag);
      const stale = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'zh', 'if-none-match': String(en.headers.etag) },
      });
      expect(stale.statusCode).toBe(200);
    });

    it('falls back to Chinese, then English, then the name as written', async () => {
      const row = await demoRow('Weather Clock');
      const url = `${LIST}/${row.id}`;
      const nameIn = async (lang: string) =>
        (await app.inject({ method: 'GET', url, headers: { 'accept-language': lang } })).json().data
          .name;
      try {
        await db
          .update(products)
          .set({ nameTranslations: { zh: '天气时钟', ko: '  ' } })
          .where(eq(products.id, row.id));
        expect(await nameIn('ko')).toBe('天气时钟');
        await db.update(products).set({ nameTranslations: {} }).where(eq(products.id, row.id));
        expect(await nameIn('ko')).toBe('Weather Clock');
      } finally {
        await db
          .update(products)
          .set({ nameTranslations: row.nameTranslations })
          .where(eq(products.id, row.id));
      }
    });
  });

  describe('GET /api/home (decision 035)', () => {
    const homeEnvelope = envelope(homeSchema.strict());

    async function home(headers: Record<string, string> = {}) {
      const response = await app.inject({ method: 'GET', url: '/api/home', headers });
      expect(response.statusCode, response.body).toBe(200);
      return homeEnvelope.parse(response.json()).data;
    }

    it('features the curated products by rank, then shelves with no product twice', async () => {
      const data = await home();
      const featured = DEMO_PRODUCTS.filter((d) => d.featuredRank)
        .sort((a, b) => a.featuredRank! - b.featuredRank!)
        .map(shownName);
      expect(featured.length).toBeGreaterThanOrEqual(5);
      expect(data.featured.map((item) => item.name)).toEqual(featured);
      expect(data.featured.every((item) => item.overview !== '' && item.cover)).toBe(true);
      expect(data.shelves.map((shelf) => shelf.key)).toEqual([...HOME_SHELVES]);
      const ids = [
        ...data.featured.map((item) => item.id),
        ...data.shelves.flatMap((shelf) => shelf.products.map((item) => item.id)),
      ];
      expect(new Set(ids).size).toBe(ids.length);
      for (const shelf of data.shelves) {
        expect(shelf.products).toHaveLength(HOME_SHELF_SIZE);
        const family = DEVICE_FAMILIES.find((f) => f.code === shelf.key);
        if (family) {
          for (const item of shelf.products) expect(item.deviceFamily).toBe(family.code);
        }
      }
      // Each shelf is its list's best, past what the sections above it show.
      const featuredIds = new Set(data.featured.map((item) => item.id));
      const newest = (await listAll({ sort: 'newest' })).filter((p) => !featuredIds.has(p.id));
      expect(data.shelves[0]!.products.map(cardOf)).toEqual(newest.slice(0, HOME_SHELF_SIZE));
    });

    it('reads in the reader’s language and hides what their brand may not see', async () => {
      const zh = await home({ 'accept-language': 'zh' });
      const ink = DEMO_PRODUCTS.find((d) => d.name === '水墨图标集')!;
      const slide = zh.featured.find((item) => item.name === '水墨图标集');
      expect(slide?.overview).toBe(ink.overviewTranslations.zh);
      const first = zh.featured[0]!;
      await withProduct(first.id, { restrictedToTenants: [10000005] }, async () => {
        const data = await home();
        expect(data.featured.map((item) => item.id)).not.toContain(first.id);
        const ids = data.shelves.flatMap((shelf) => shelf.products.map((item) => item.id));
        expect(ids).not.toContain(first.id);
      });
    });
  });

  it('serves the cover and the avatar a summary points at', async () => {
    const [item] = await listAll();
    const detail = await app.inject({ method: 'GET', url: `${LIST}/${item!.id}` });
    const { author } = detailEnvelope.parse(detail.json()).data;
    for (const url of [item!.cover!, author.avatar!]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      const key = url.slice('/files/'.length);
      const stored = fs.readFileSync(path.join(config.dataDir, 'files', key));
      expect(response.rawPayload.equals(stored)).toBe(true);
    }
  });

  it('documents both routes under the products tag', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths;
    expect(paths['/api/products'].get.tags).toEqual(['products']);
    expect(paths['/api/products/{id}'].get.tags).toEqual(['products']);
    expect(paths['/api/products/{id}'].get.responses).toHaveProperty('404');
  });
});

/**
 * The search's substring meaning, restated over the demo data: name and overview in every
 * language, author and the words of the content types. (The search also forgives typos; search.test.ts covers that.)
 */
function demoMatchesText(demo: DemoProduct, text: string): boolean {
  const needle = text.toLowerCase();
  const author = DEMO_CREATORS.find((c) => c.username === demo.author)?.nickName ?? '';
  const typeWords = demo.types.map((code) => CONTENT_TYPE_SEARCH_WORDS[code]);
  const texts = [
    demo.name,
    ...Object.values(demo.nameTranslations),
    demo.overview,
    ...Object.values(demo.overviewTranslations),
  ];
  return [...texts, author, ...typeWords].some((word) => word.toLowerCase().includes(needle));
}

/** A demo product's name as an English reader sees it (decision 035). */
function shownName(demo: DemoProduct): string {
  return pickTranslation(demo.name, demo.nameTranslations, 'en');
}

function stringify(query: Query): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
}
