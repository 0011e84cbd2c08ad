import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { ensureReferenceData } from '../../src/db/reference-data.ts';
import {
  articles,
  coupons,
  entitlements,
  follows,
  membershipPlans,
  orderItems,
  orders,
  productReviewSummaries,
  products,
  reviews,
  tenants,
  users,
  videoTutorials,
} from '../../src/db/schema.ts';
import { FileStorage } from '../../src/lib/file-storage.ts';
import { ensureDemoAccounts } from '../../src/seed/demo-accounts.ts';
import { seedDemoArticles } from '../../src/seed/demo-articles.ts';
import { DEMO_PRODUCTS } from '../../src/seed/demo-catalog.ts';
import { seedDemoContent } from '../../src/seed/demo-content.ts';
import { seedDemoCoupons } from '../../src/seed/demo-coupons.ts';
import { seedDemoPlans } from '../../src/seed/demo-plans.ts';
import { seedDemoSocial } from '../../src/seed/demo-social.ts';
import { DEMO_VIDEOS } from '../../src/seed/demo-video-catalog.ts';
import { DEMO_VIDEOS_CREATED_AT } from '../../src/seed/demo-videos.ts';
import { removeDemoData } from '../../src/seed/remove-demo.ts';
import { build } from '../support/helper.ts';
import { givePaidOrder } from '../support/payment-fixtures.ts';
import { createTestProduct } from '../support/product-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../support/user-fixtures.ts';

/** The demo seed without its video encodes (ffmpeg): one tutorial row as the seed writes it. */
async function seedDemo(db: Database, dataDir: string): Promise<void> {
  await ensureReferenceData(db);
  const storage = FileStorage.forDataDir(dataDir);
  await seedDemoContent(db, storage);
  await seedDemoPlans(db);
  await seedDemoCoupons(db);
  await seedDemoSocial(db);
  await seedDemoArticles(db, storage);
  await ensureDemoAccounts(db);
  await seedDemoSocial(db);
  const video = DEMO_VIDEOS[0]!;
  await db.insert(videoTutorials).values({
    slug: video.slug,
    deviceFamily: video.deviceFamily,
    topic: video.topic,
    title: video.title,
    description: video.description,
    durationSeconds: 60,
    createdAt: DEMO_VIDEOS_CREATED_AT,
  });
}

/** Decision 051: what `cli.js remove-demo` removes, and what it must leave alone. */
describe('removing the demo data', { timeout: 180_000 }, async () => {
  const { app, config } = await build({
    prepare: async (database, appConfig) => seedDemo(database.db, appConfig.dataDir),
  });
  const db = app.db;
  const userByName = async (username: string) =>
    (
      await db
        .select()
        .from(users)
        .where(and(eq(users.tenantId, DEFAULT_TENANT_ID), eq(users.username, username)))
    )[0]!;
  const demoBuyer = await userByName('demo_buyer');
  const streamcraft = await userByName('streamcraft');
  const [boughtDemo] = await db
    .select()
    .from(products)
    .where(eq(products.name, DEMO_PRODUCTS.find((p) => p.author === 'pixelforge')!.name));

  // Real people, who used the site while the demo data was there.
  const realBuyer = await createTestUser(app);
  const realCreator = await createTestUser(app, { isCreator: true });
  const realProduct = await createTestProduct(app, { authorId: realCreator.id });
  const realOrder = await givePaidOrder(app, realBuyer, [boughtDemo!.id]);
  const demoOrder = await givePaidOrder(app, demoBuyer, [realProduct.id]);
  const realHeaders = bearer(await tokenFor(app, realBuyer));
  const demoHeaders = bearer(await tokenFor(app, demoBuyer));
  for (const [url, headers] of [
    [`/api/users/${streamcraft.id}/follow`, realHeaders],
    [`/api/users/${realCreator.id}/follow`, demoHeaders],
    [`/api/products/${realProduct.id}/like`, demoHeaders],
  ] as const) {
    const response = await app.inject({ method: 'PUT', url, headers });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  }
  // The demo buyer reviewed the real product (decision 064).
  await db.insert(reviews).values({
    productId: realProduct.id,
    userId: demoBuyer.id,
    tenantId: demoBuyer.tenantId,
    rating: 5,
    language: 'en',
  });
  // An administrator changed one plan's price: it is theirs now.
  const [editedPlan] = await db
    .update(membershipPlans)
    .set({ priceMinor: 123, updatedAt: new Date() })
    .where(eq(membershipPlans.id, (await db.select().from(membershipPlans).limit(1))[0]!.id))
    .returning();
  const before = {
    demoUsers: (await db.select({ id: users.id }).from(users).where(eq(users.isDemo, true))).length,
    products: (await db.select({ n: count() }).from(products))[0]!.n,
  };
  const removal = await removeDemoData(db);

  it('removes the demo accounts and creators with their products, articles and orders', async () => {
    expect(before.products).toBe(DEMO_PRODUCTS.length + 1);
    const left = await db.select().from(users).where(eq(users.isDemo, true));
    // Only the author of the demo product a real buyer owns stays, and cannot sign in.
    expect(left.map((user) => user.username)).toEqual(['pixelforge']);
    expect(left[0]).toMatchObject({
      status: 'disabled',
      passwordHash: null,
      followerCount: 0,
      followingCount: 0,
    });
    expect(removal).toMatchObject({
      users: before.demoUsers - 1,
      products: DEMO_PRODUCTS.length - 1,
      orders: 1,
      keptProducts: 1,
      keptUsers: 1,
    });
    expect(removal.articles).toBeGreaterThan(0);
    expect(await db.select({ id: products.id }).from(products).orderBy(products.id)).toEqual(
      [{ id: boughtDemo!.id }, { id: realProduct.id }].sort((a, b) => a.id - b.id),
    );
    expect(await db.select().from(orders).where(eq(orders.id, demoOrder.id))).toEqual([]);
    expect(await db.select().from(articles).where(eq(articles.authorId, streamcraft.id))).toEqual(
      [],
    );
  });

  it("keeps the real accounts' orders, ownership and products, and their counters exact", async () => {
    expect(await db.select().from(orders).where(eq(orders.id, realOrder.id))).toHaveLength(1);
    expect(
      await db.select().from(orderItems).where(eq(orderItems.orderId, realOrder.id)),
    ).toHaveLength(1);
    expect(
      await db.select().from(entitlements).where(eq(entitlements.userId, realBuyer.id)),
    ).toHaveLength(1);
    const [buyer] = await db.select().from(users).where(eq(users.id, realBuyer.id));
    const [creator] = await db.select().from(users).where(eq(users.id, realCreator.id));
    expect(buyer).toMatchObject({ followingCount: 0, followerCount: 0, status: 'active' });
    expect(creator).toMatchObject({ followingCount: 0, followerCount: 0, status: 'active' });
    expect(await db.select().from(follows)).toEqual([]);
    const [liked] = await db.select().from(products).where(eq(products.id, realProduct.id));
    expect(liked!.likeCount).toBe(0);
    expect(await db.select().from(reviews).where(eq(reviews.productId, realProduct.id))).toEqual(
      [],
    );
    expect(
      await db
        .select({ n: productReviewSummaries.reviewCount })
        .from(productReviewSummaries)
        .where(eq(productReviewSummaries.productId, realProduct.id)),
    ).toEqual([{ n: 0 }]);
  });

  it("removes the seed's coupons, unchanged plans and tutorials; keeps reference data", async () => {
    expect(
      await db
        .select()
        .from(coupons)
        .where(inArray(coupons.code, ['WELCOME10', 'STUDIO5'])),
    ).toEqual([]);
    expect(await db.select({ id: membershipPlans.id }).from(membershipPlans)).toEqual([
      { id: editedPlan!.id },
    ]);
    expect(removal.plans).toBeGreaterThan(0);
    expect(removal.videos).toBe(1);
    expect(await db.select().from(videoTutorials)).toEqual([]);
    expect((await db.select().from(tenants)).length).toBe(6);
  });

  it('removes nothing more the second time', async () => {
    expect(await removeDemoData(db)).toEqual({
      users: 0,
      products: 0,
      orders: 0,
      articles: 0,
      coupons: 0,
      plans: 0,
      videos: 0,
      keptProducts: 1,
      keptUsers: 1,
    });
    expect(config.nodeEnv).toBe('test');
  });
});
