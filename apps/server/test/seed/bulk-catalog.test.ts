import fs from 'node:fs';
import path from 'node:path';
import {
  CATEGORIES,
  DEVICE_FAMILIES,
  SUPPORTED_SYSTEMS,
  type ContentType,
} from '@space/contracts/catalog';
import { LOCALES } from '@space/contracts/locales';
import { relatedLinksSchema } from '@space/contracts/products';
import { asc, eq, gt, inArray, like, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import {
  productImages,
  productPrerequisites,
  products,
  productVersions,
  users,
} from '../../src/db/schema.ts';
import { FileStorage } from '../../src/lib/file-storage.ts';
import { searchDocument, searchTitle } from '../../src/modules/search/product-search.ts';
import {
  COVER_POOL,
  GENERATED_CREATOR_PREFIX,
  GENERATED_SPAN,
  seedBulkCatalog,
} from '../../src/seed/bulk-catalog.ts';
import { DEMO_PRODUCTS } from '../../src/seed/demo-catalog.ts';
import { runSeed } from '../../src/seed/run-seed.ts';
import { build, makeTempDir, openTestDatabase, queryRows } from '../support/helper.ts';

const GENERATED = 3000;
const HAN = /\p{Script=Han}/u;
const HANGUL = /\p{Script=Hangul}/u;

/** The demo seed, then `GENERATED` generated products, as `cli.js seed --products` does. */
async function seedBoth(db: Database, dataDir: string) {
  const storage = FileStorage.forDataDir(dataDir);
  await runSeed(db, storage);
  return seedBulkCatalog(db, storage, GENERATED);
}

async function generatedProducts(db: Database) {
  return db
    .select()
    .from(products)
    .where(gt(products.id, DEMO_PRODUCTS.length))
    .orderBy(asc(products.id));
}

describe('the bulk catalogue generator', async () => {
  const { app, database, config } = await build({
    prepare: async (db, appConfig) => {
      await seedBoth(db.db, appConfig.dataDir);
    },
  });
  const db = database.db;
  const rows = await generatedProducts(db);

  it('adds the products on top of the demo catalogue, which stays as it was', async () => {
    expect(rows).toHaveLength(GENERATED);
    const demo = await db
      .select({ name: products.name })
      .from(products)
      .where(
        inArray(
          products.id,
          DEMO_PRODUCTS.map((_, index) => index + 1),
        ),
      )
      .orderBy(asc(products.id));
    expect(demo.map((row) => row.name)).toEqual(DEMO_PRODUCTS.map((product) => product.name));
  });

  it('gives every product types its family offers, a category, systems and languages', () => {
    const families = new Map<string, readonly ContentType[]>(
      DEVICE_FAMILIES.map((family) => [family.code, family.contentTypes]),
    );
    for (const row of rows) {
      const offered = families.get(row.deviceFamily);
      expect(offered, row.deviceFamily).toBeDefined();
      for (const type of row.contentTypes) expect(offered).toContain(type);
      expect(row.originalType).toBe(row.contentTypes[0]);
      expect(CATEGORIES).toContain(row.category);
      expect(row.supportedSystems.length).toBeGreaterThan(0);
      for (const system of row.supportedSystems) expect(SUPPORTED_SYSTEMS).toContain(system);
      expect(row.supportedLanguages.length).toBeGreaterThan(0);
      for (const language of row.supportedLanguages) expect(LOCALES).toContain(language);
      expect(row.supportedDevices).toEqual([row.deviceFamily]);
      expect(row.name.length).toBeGreaterThanOrEqual(1);
      expect(row.name.length).toBeLessThanOrEqual(100);
      expect(row.overview.length).toBeGreaterThan(0);
    }
    // Every family, each of its types and every category occur.
    for (const [family, types] of families) {
      for (const type of types) {
        const found = rows.some((r) => r.deviceFamily === family && r.contentTypes.includes(type));
        expect(found, `${family} / ${type}`).toBe(true);
      }
    }
    expect(new Set(rows.map((row) => row.category)).size).toBe(CATEGORIES.length);
  });

  it('gives products only related links a product form accepts (http and https)', () => {
    for (const row of rows)
      expect(relatedLinksSchema.parse(row.relatedLinks)).toEqual(row.relatedLinks);
  });

  it('mixes English, Chinese and Korean names and overviews', () => {
    const share = (test: (name: string) => boolean) =>
      rows.filter((row) => test(row.name)).length / rows.length;
    const chinese = share((name) => HAN.test(name));
    const korean = share((name) => HANGUL.test(name));
    const english = share((name) => !HAN.test(name) && !HANGUL.test(name));
    expect(chinese).toBeGreaterThan(0.15);
    expect(korean).toBeGreaterThan(0.08);
    expect(english).toBeGreaterThan(0.45);
    for (const row of rows) {
      expect(HAN.test(row.overview)).toBe(HAN.test(row.name));
      expect(HANGUL.test(row.overview)).toBe(HANGUL.test(row.name));
    }
  });

  it('spreads prices over free and paid tiers, members paying less', () => {
    const free = rows.filter((row) => row.priceGeneral === 0);
    expect(free.length / rows.length).toBeGreaterThan(0.25);
    expect(free.length / rows.length).toBeLessThan(0.45);
    expect(new Set(rows.map((row) => row.priceGeneral)).size).toBeGreaterThan(8);
    for (const row of rows) {
      expect(row.priceOrdinary).toBeLessThanOrEqual(row.priceGeneral);
      expect(row.pricePremium).toBeLessThanOrEqual(row.priceOrdinary);
      expect(row.priceSvip).toBeLessThanOrEqual(row.pricePremium);
      if (row.priceGeneral === 0) expect(row.usesGeneral).toBe(-1);
    }
  });

  it('spreads creation over two years', () => {
    const times = rows.map((row) => row.createdAt.getTime());
    const from = GENERATED_SPAN.from.getTime();
    const to = GENERATED_SPAN.to.getTime();
    for (const time of times) {
      expect(time).toBeGreaterThanOrEqual(from);
      expect(time).toBeLessThanOrEqual(to);
    }
    const quarter = (to - from) / 8;
    expect(Math.min(...times)).toBeLessThan(from + quarter);
    expect(Math.max(...times)).toBeGreaterThan(to - quarter);
    for (const row of rows)
      expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
  });

  it('credits a few hundred generated creators, some far more prolific than others', async () => {
    const creators = await db
      .select({ id: users.id, isCreator: users.isCreator, avatarKey: users.avatarKey })
      .from(users)
      .where(like(users.username, `${GENERATED_CREATOR_PREFIX}%`));
    expect(creators).toHaveLength(300);
    expect(creators.every((creator) => creator.isCreator && creator.avatarKey)).toBe(true);
    const creatorIds = new Set(creators.map((creator) => creator.id));
    const perAuthor = new Map<number, number>();
    for (const row of rows) {
      expect(creatorIds.has(row.authorId)).toBe(true);
      perAuthor.set(row.authorId, (perAuthor.get(row.authorId) ?? 0) + 1);
    }
    expect(perAuthor.size).toBeGreaterThan(200);
    const counts = [...perAuthor.values()].sort((a, b) => b - a);
    expect(counts[0]!).toBeGreaterThan(3 * counts[counts.length - 1]!);
  });

  it('gives every product a cover from a small stored pool, and one to three versions', async () => {
    const ids = rows.map((row) => row.id);
    const images = await db
      .select()
      .from(productImages)
      .where(gt(productImages.productId, DEMO_PRODUCTS.length));
    const covers = images.filter((image) => image.position === 0);
    expect(new Set(covers.map((image) => image.productId))).toEqual(new Set(ids));
    const keys = new Set(images.map((image) => image.fileKey));
    expect(keys.size).toBeLessThanOrEqual(COVER_POOL);
    for (const key of keys) {
      expect(fs.existsSync(path.join(config.dataDir, 'files', key)), key).toBe(true);
    }
    // Rendered like uploads: WebP variants narrower than the cover, smallest first, stored.
    for (const image of images) {
      const widths = image.variants.map((variant) => variant.width);
      expect(widths.length).toBeGreaterThan(0);
      expect(widths).toEqual([...widths].sort((a, b) => a - b));
      expect(Math.max(...widths)).toBeLessThan(image.width);
      for (const variant of image.variants) {
        expect(variant.format).toBe('image/webp');
        expect(fs.existsSync(path.join(config.dataDir, 'files', variant.fileKey))).toBe(true);
      }
    }
    const versions = await db
      .select({ productId: productVersions.productId, n: sql<number>`count(*)::int` })
      .from(productVersions)
      .where(gt(productVersions.productId, DEMO_PRODUCTS.length))
      .groupBy(productVersions.productId);
    expect(versions).toHaveLength(GENERATED);
    for (const { n } of versions) expect([1, 2, 3]).toContain(n);
  });

  it('gives about one product in seven one or two earlier plugins of its family as prerequisites', async () => {
    const byId = new Map(rows.map((row) => [row.id, row]));
    const edges = await db
      .select()
      .from(productPrerequisites)
      .where(gt(productPrerequisites.productId, DEMO_PRODUCTS.length));
    const perProduct = new Map<number, number[]>();
    for (const edge of edges) {
      const product = byId.get(edge.productId)!;
      const prerequisite = byId.get(edge.prerequisiteId);
      // Generated in this run, a plugin of the same family, and older: the graph is acyclic.
      expect(prerequisite, `${edge.productId} → ${edge.prerequisiteId}`).toBeDefined();
      expect(prerequisite!.contentTypes).toContain('plugin');
      expect(prerequisite!.deviceFamily).toBe(product.deviceFamily);
      expect(edge.prerequisiteId).toBeLessThan(edge.productId);
      perProduct.set(edge.productId, [...(perProduct.get(edge.productId) ?? []), edge.position]);
    }
    for (const positions of perProduct.values()) {
      expect(positions.sort()).toEqual(positions.length === 1 ? [0] : [0, 1]);
    }
    expect(perProduct.size).toBeGreaterThan(GENERATED / 10);
    expect(perProduct.size).toBeLessThan(GENERATED / 5);
    expect([...perProduct.values()].filter((p) => p.length === 2).length).toBeGreaterThan(
      perProduct.size / 4,
    );
  });

  it('fills the search document the way the demo seed does', async () => {
    const authors = new Map(
      (await db.select({ id: users.id, nickName: users.nickName }).from(users)).map((user) => [
        user.id,
        user.nickName,
      ]),
    );
    for (const row of rows.slice(0, 200)) {
      const source = {
        name: row.name,
        authorNickName: authors.get(row.authorId)!,
        overview: row.overview,
        contentTypes: row.contentTypes,
      };
      expect(row.searchText).toBe(searchDocument(source));
      expect(row.searchTitle).toBe(searchTitle(source));
    }
  });

  it('leaves planner statistics that know the catalogue', async () => {
    const [stats] = await queryRows<{ tuples: number }>(
      db,
      sql`select reltuples::int as tuples from pg_class where relname = 'products'`,
    );
    expect(stats!.tuples).toBeGreaterThanOrEqual(GENERATED);
  });

  it('is served by the products API: a family list by popularity and a detail', async () => {
    const list = await app.inject({
      method: 'GET',
      url: '/api/products?family=mKey&sort=popular&page=3',
    });
    expect(list.statusCode).toBe(200);
    const page = list.json().data;
    expect(page.list).toHaveLength(20);
    expect(page.total).toBeGreaterThan(500);
    const first = rows.find(
      (row) => row.status === 'listed' && row.restrictedToTenants.length === 0,
    )!;
    const detail = await app.inject({ method: 'GET', url: `/api/products/${first.id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.name).toBe(first.name);
  });

  describe('run again', async () => {
    const second = await openTestDatabase();
    const secondDataDir = makeTempDir();
    await seedBoth(second.db, secondDataDir);
    afterAll(async () => {
      await second.dispose();
      fs.rmSync(secondDataDir, { recursive: true, force: true });
    });

    it('is deterministic: the same rows in a fresh database', async () => {
      expect(await generatedProducts(second.db)).toEqual(rows);
    });

    it('adds more products on top, reusing the generated creators', async () => {
      await seedBulkCatalog(second.db, FileStorage.forDataDir(secondDataDir), 500);
      const all = await generatedProducts(second.db);
      expect(all).toHaveLength(GENERATED + 500);
      expect(all.slice(0, GENERATED)).toEqual(rows);
      const creators = await second.db
        .select({ id: users.id })
        .from(users)
        .where(like(users.username, `${GENERATED_CREATOR_PREFIX}%`));
      expect(creators).toHaveLength(300);
      const added = all.slice(GENERATED);
      // Not a replay of the first run: the generator is seeded with the catalogue's size.
      expect(added.map((row) => row.name)).not.toEqual(rows.slice(0, 500).map((row) => row.name));
      const [{ images } = { images: 0 }] = await second.db
        .select({ images: sql<number>`count(distinct ${productImages.productId})::int` })
        .from(productImages)
        .where(
          inArray(
            productImages.productId,
            added.map((row) => row.id),
          ),
        );
      expect(images).toBe(500);
      const cover = await second.db
        .select()
        .from(productImages)
        .where(eq(productImages.productId, added[0]!.id));
      expect(cover.length).toBeGreaterThan(0);
    });
  });
});
