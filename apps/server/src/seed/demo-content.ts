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
import { searchColumns } from '../modules/products/product-search.ts';
import { DEMO_CREATORS, DEMO_PRODUCTS } from './demo-catalog.ts';
import { artworkSvg, generateArtwork, mapLimit, storeProductArtwork } from './images.ts';
import { createRandom } from './random.ts';

const SEED = 20261121;
const BASE_TIME = Date.parse('2026-01-05T09:00:00Z');
const HOUR = 3_600_000;
/** Artworks rendered at once: sharp works off the event loop, so this uses every core. */
const RENDER_CONCURRENCY = 4;
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

/**
 * The deterministic demo catalogue: the same rows, timestamps and image bytes
 * on every run, so screenshots and tests can rely on them.
 */
export async function seedDemoContent(db: Database, storage: FileStorage): Promise<void> {
  const random = createRandom(SEED);

  const avatars: string[] = [];
  for (const _creator of DEMO_CREATORS) {
    avatars.push(await storage.put(await generateArtwork(random, 256, 256), 'webp', 'seed'));
  }
  // The artworks are drawn in order (the random sequence decides them), then rendered
  // through the product image pipeline a few at a time.
  const artworks = DEMO_PRODUCTS.map(() =>
    Array.from({ length: random.int(2, 4) }, () => artworkSvg(random, 960, 640)),
  );
  const rendered = await mapLimit(artworks.flat(), RENDER_CONCURRENCY, (svg) =>
    storeProductArtwork(storage, svg),
  );
  let nextImage = 0;
  const productArt = artworks.map((svgs) => svgs.map(() => rendered[nextImage++]!));

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
      const priceFor = (tier: Tier) => Math.round(demo.price * TIER_SHARE[tier]);
      const [row] = await tx
        .insert(products)
        .values({
          name: demo.name,
          authorId: creatorId.get(demo.author)!,
          deviceFamily: demo.family,
          contentTypes: demo.types,
          originalType: demo.types[0]!,
          category: demo.category,
          overview: demo.overview,
          ...searchColumns({
            name: demo.name,
            authorNickName: creatorNickName.get(demo.author)!,
            overview: demo.overview,
            contentTypes: demo.types,
          }),
          relatedLinks: [{ label: 'Documentation', url: `https://example.com/docs/${index + 1}` }],
          supportedSystems: random.chance(0.7) ? ['windows', 'macos'] : ['windows'],
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
          likeCount: random.int(0, 480),
          downloadCount: random.int(20, 9000),
          createdAt: created,
          updatedAt: created,
        })
        .returning({ id: products.id });
      const productId = row!.id;
      productIds.set(demo.name, productId);
      await tx
        .insert(productImages)
        .values(productArt[index]!.map((image, position) => ({ productId, position, ...image })));
      const versionCount = random.int(1, 3);
      await tx.insert(productVersions).values(
        Array.from({ length: versionCount }, (_, v) => ({
          productId,
          version: `1.${v}.0`,
          sizeBytes: random.int(200, 20_000) * 1024,
          newVersionInfo: v === 0 ? 'First release.' : `Improvements and fixes in 1.${v}.0.`,
          createdAt: new Date(created.getTime() + v * 30 * 24 * HOUR),
        })),
      );
    }
    const prerequisites = DEMO_PRODUCTS.flatMap((demo) =>
      (demo.requires ?? []).map((name, position) => ({
        productId: productIds.get(demo.name)!,
        prerequisiteId: productIds.get(name)!,
        position,
      })),
    );
    await tx.insert(productPrerequisites).values(prerequisites);
  });
}
