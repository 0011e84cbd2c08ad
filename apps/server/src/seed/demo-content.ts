import type { Tier } from '@space/contracts/limits';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { count, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  productImages,
  productPrerequisites,
  products,
  productVersions,
  users,
} from '../db/schema.ts';
import type { FileStorage } from '../lib/file-storage.ts';
import { searchColumns } from '../modules/search/index.ts';
import { DEMO_CREATORS, DEMO_PRODUCTS, type DemoProduct } from './demo-catalog.ts';
import { insertRowsAsJson } from './bulk-insert.ts';
import { mapLimit } from './images.ts';
import { cachedProductArt } from './demo-art-cache.ts';
import { storeDemoPackages } from './demo-package-store.ts';
import { renderCreatorAvatar } from './preview-art/index.ts';
import { createRandom } from './random.ts';

const SEED = 20261121;
const BASE_TIME = Date.parse('2026-01-05T09:00:00Z');
const HOUR = 3_600_000;
/** Products whose art is rendered at once: sharp works off the event loop. */
const RENDER_CONCURRENCY = 3;
/** Member tiers pay a fixed share of the general price (spec §6: different prices per tier). */
export const TIER_SHARE: Record<Tier, number> = {
  general: 1,
  ordinary: 0.9,
  premium: 0.8,
  svip: 0.7,
};

export async function hasDemoContent(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(products);
  return (row?.value ?? 0) > 0;
}

/** The art of a product depends on its place in the catalogue only, never on timing. */
function artSeed(index: number): number {
  return SEED + index * 7919;
}

/**
 * The deterministic demo catalogue (decision 035): the same rows, timestamps and image bytes
 * on every run, so screenshots and tests can rely on them. Every product has its name,
 * overview, description and version notes in en, zh and ko.
 */
export async function seedDemoContent(db: Database, storage: FileStorage): Promise<void> {
  const random = createRandom(SEED);

  // The avatars first, while the thread pool is free: the files below queue many writes on it.
  const avatars = await mapLimit(DEMO_CREATORS, RENDER_CONCURRENCY, (creator) =>
    renderCreatorAvatar(storage, creator, SEED + DEMO_CREATORS.indexOf(creator)),
  );
  // Every product ships a real package of its kind (decision 074), its size the stored bytes:
  // built (or read from the machine's cache) while sharp renders the art on its own threads.
  const packaging = storeDemoPackages(storage);
  packaging.catch(() => undefined); // awaited below; never an unhandled rejection meanwhile
  // Cached art's files are still being written into storage while the rows are.
  const art = await mapLimit(DEMO_PRODUCTS, RENDER_CONCURRENCY, (demo) =>
    cachedProductArt(
      storage,
      {
        name: demo.name,
        family: demo.family,
        types: demo.types,
        category: demo.category,
        author: demo.author,
        dial: demo.dial,
      },
      artSeed(DEMO_PRODUCTS.indexOf(demo)),
    ),
  );

  await db.transaction(async (tx) => {
    const creatorRows = await tx
      .insert(users)
      .values(
        DEMO_CREATORS.map((creator, index) => ({
          tenantId: DEFAULT_TENANT_ID,
          username: creator.username,
          email: `${creator.username}@demo.space.local`,
          nickName: creator.nickName,
          note: creator.note,
          avatarKey: avatars[index]!,
          isCreator: true,
          isDemo: true,
          createdAt: new Date(BASE_TIME - (index + 1) * 24 * HOUR),
          updatedAt: new Date(BASE_TIME - (index + 1) * 24 * HOUR),
        })),
      )
      .returning({ id: users.id, username: users.username });
    const creatorId = new Map(creatorRows.map((row) => [row.username, row.id]));
    const creatorNickName = new Map(DEMO_CREATORS.map((c) => [c.username, c.nickName]));

    // One statement per table (a statement per row took seconds): the ids follow the rows'
    // order, one product every seven hours.
    const productRows = DEMO_PRODUCTS.map((demo, index) => {
      const created = new Date(BASE_TIME + index * 7 * HOUR);
      const columns = productColumns(demo, random);
      // The made-up sizes are gone but still drawn, so every other figure stays as it was.
      demo.versions.forEach(() => random.int(200, 20_000));
      return {
        ...columns,
        authorId: creatorId.get(demo.author)!,
        ...searchColumns({
          name: demo.name,
          nameTranslations: demo.nameTranslations,
          authorNickName: creatorNickName.get(demo.author)!,
          overview: demo.overview,
          overviewTranslations: demo.overviewTranslations,
          contentTypes: demo.types,
        }),
        relatedLinks: [{ label: 'Documentation', url: `https://example.com/docs/${index + 1}` }],
        devicePreview: art[index]!.art.devicePreview,
        createdAt: created,
        updatedAt: created,
      };
    });
    await insertRowsAsJson(tx, products, productRows);
    const inserted = await tx
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(inArray(products.authorId, [...creatorId.values()]));
    // Names are unique in the demo catalogue.
    const productIds = new Map(inserted.map((row) => [row.name, row.id]));
    const idOf = (demo: DemoProduct) => productIds.get(demo.name)!;

    await insertRowsAsJson(
      tx,
      productImages,
      DEMO_PRODUCTS.flatMap((demo, index) =>
        art[index]!.art.images.map((image, position) => ({
          productId: idOf(demo),
          position,
          ...image,
        })),
      ),
    );
    const packages = await packaging;
    await insertRowsAsJson(
      tx,
      productVersions,
      DEMO_PRODUCTS.flatMap((demo, index) => {
        const created = productRows[index]!.createdAt;
        return demo.versions.map((version, v) => ({
          productId: idOf(demo),
          version: version.version,
          ...packages.get(demo)!.get(version.version)!,
          newVersionInfo: version.notes,
          newVersionInfoTranslations: version.notesTranslations,
          createdAt: new Date(created.getTime() + v * 30 * 24 * HOUR),
        }));
      }),
    );
    const prerequisites = DEMO_PRODUCTS.flatMap((demo) =>
      (demo.requires ?? []).map((name, position) => {
        const prerequisiteId = productIds.get(name);
        if (prerequisiteId === undefined) throw new Error(`${demo.name} requires unknown ${name}`);
        return { productId: productIds.get(demo.name)!, prerequisiteId, position };
      }),
    );
    await tx.insert(productPrerequisites).values(prerequisites);
    // Committed only with every file the rows point at in storage.
    await Promise.all(art.map((product) => product.stored));
  });
}

/** A demo product's own columns, with its prices per tier and its counters. */
function productColumns(demo: DemoProduct, random: ReturnType<typeof createRandom>) {
  const priceFor = (tier: Tier) => Math.round(demo.price * TIER_SHARE[tier]);
  return {
    name: demo.name,
    nameTranslations: demo.nameTranslations,
    deviceFamily: demo.family,
    contentTypes: demo.types,
    originalType: demo.types[0]!,
    category: demo.category,
    overview: demo.overview,
    overviewTranslations: demo.overviewTranslations,
    description: demo.description,
    descriptionTranslations: demo.descriptionTranslations,
    minAppVersion: demo.minAppVersion ?? null,
    featuredRank: demo.featuredRank ?? null,
    supportedSystems: demo.systems ?? ['windows', 'macos'],
    supportedDevices: [demo.family],
    supportedLanguages: demo.languages,
    dialSupport: demo.dial ?? false,
    audioSupport: demo.audio ?? false,
    currency: demo.currency ?? 'USD',
    priceGeneral: priceFor('general'),
    priceOrdinary: priceFor('ordinary'),
    pricePremium: priceFor('premium'),
    priceSvip: priceFor('svip'),
    usesGeneral: demo.price === 0 ? -1 : random.pick([-1, 3, 5]),
    usesOrdinary: -1,
    usesPremium: -1,
    usesSvip: -1,
    // The featured ones are the catalogue's best loved.
    likeCount: demo.featuredRank ? random.int(600, 1200) : random.int(0, 480),
    downloadCount: random.int(20, 9000),
  };
}
