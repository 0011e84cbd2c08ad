import type { Tier } from '@space/contracts/limits';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { count } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { productImages, products, productVersions, users } from '../db/schema.ts';
import type { FileStorage } from '../lib/file-storage.ts';
import { searchColumns } from '../modules/products/product-search.ts';
import { DEMO_CREATORS, DEMO_PRODUCTS } from './demo-catalog.ts';
import { generateArtwork } from './images.ts';
import { createRandom } from './random.ts';

const SEED = 20261121;
const BASE_TIME = Date.parse('2026-01-05T09:00:00Z');
const HOUR = 3_600_000;
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
  const productArt: string[][] = [];
  for (const _product of DEMO_PRODUCTS) {
    const keys: string[] = [];
    const imageCount = random.int(2, 4);
    for (let i = 0; i < imageCount; i += 1) {
      keys.push(await storage.put(await generateArtwork(random, 960, 640), 'webp', 'seed'));
    }
    productArt.push(keys);
  }

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
      await tx.insert(productImages).values(
        productArt[index]!.map((fileKey, position) => ({
          productId,
          position,
          fileKey,
          width: 960,
          height: 640,
        })),
      );
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
  });
}
