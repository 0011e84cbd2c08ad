import type { Tier } from '@space/contracts/limits';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { count } from 'drizzle-orm';
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

  // Every product ships a real package of its kind (decision 074), its size the stored bytes:
  // built while sharp renders the art on its own threads.
  const packaging = storeDemoPackages(storage);
  packaging.catch(() => undefined); // awaited below; never an unhandled rejection meanwhile
  const avatars = await mapLimit(DEMO_CREATORS, RENDER_CONCURRENCY, (creator) =>
    renderCreatorAvatar(storage, creator, SEED + DEMO_CREATORS.indexOf(creator)),
  );
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

  const packages = await packaging;

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
    const productIds = new Map<string, number>();

    for (const [index, demo] of DEMO_PRODUCTS.entries()) {
      const created = new Date(BASE_TIME + index * 7 * HOUR);
      const [row] = await tx
        .insert(products)
        .values({
          ...productColumns(demo, random),
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
          devicePreview: art[index]!.devicePreview,
          createdAt: created,
          updatedAt: created,
        })
        .returning({ id: products.id });
      const productId = row!.id;
      productIds.set(demo.name, productId);
      await tx
        .insert(productImages)
        .values(art[index]!.images.map((image, position) => ({ productId, position, ...image })));
      // The made-up sizes are gone but still drawn, so every other figure stays as it was.
      demo.versions.forEach(() => random.int(200, 20_000));
      await tx.insert(productVersions).values(
        demo.versions.map((version, v) => ({
          productId,
          version: version.version,
          ...packages.get(demo)!.get(version.version)!,
          newVersionInfo: version.notes,
          newVersionInfoTranslations: version.notesTranslations,
          createdAt: new Date(created.getTime() + v * 30 * 24 * HOUR),
        })),
      );
    }
    const prerequisites = DEMO_PRODUCTS.flatMap((demo) =>
      (demo.requires ?? []).map((name, position) => {
        const prerequisiteId = productIds.get(name);
        if (prerequisiteId === undefined) throw new Error(`${demo.name} requires unknown ${name}`);
        return { productId: productIds.get(demo.name)!, prerequisiteId, position };
      }),
    );
    await tx.insert(productPrerequisites).values(prerequisites);
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
