import { envelope } from '@space/contracts/envelope';
import { LIMITS } from '@space/contracts/limits';
import { pickTranslation } from '@space/contracts/locales';
import {
  productDetailSchema,
  productSummarySchema,
  type ProductDetail,
} from '@space/contracts/products';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { VALIDATION_MESSAGES } from '@space/contracts/validation-messages';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productPrerequisites, products } from '../../../src/db/schema.ts';
import { AppError } from '../../../src/lib/app-error.ts';
import { FileStorage } from '../../../src/lib/file-storage.ts';
import { REQUIRED_BY_PREVIEW } from '../../../src/modules/products/product-prerequisites.queries.ts';
import { setPrerequisites } from '../../../src/modules/products/product-prerequisites.service.ts';
import { DEMO_PRODUCTS } from '../../../src/seed/demo-catalog.ts';
import { runSeed } from '../../../src/seed/run-seed.ts';
import { build } from '../../support/helper.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const detailEnvelope = envelope(productDetailSchema.strict());
const PARTNER_TENANT = 10000005;
const viewer = { tenantId: DEFAULT_TENANT_ID, locale: 'en' } as const;

describe('prerequisite (front) plugins', async () => {
  const { app } = await build({
    prepare: async (db, config) => {
      await runSeed(db.db, FileStorage.forDataDir(config.dataDir));
    },
  });
  const db = app.db;

  async function detail(id: number, headers: Record<string, string> = {}): Promise<ProductDetail> {
    const response = await app.inject({ method: 'GET', url: `/api/products/${id}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return detailEnvelope.parse(response.json()).data;
  }

  async function idOf(name: string): Promise<number> {
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.name, name));
    return row!.id;
  }

  async function plugins(count: number): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) ids.push((await createTestProduct(app)).id);
    return ids;
  }

  async function storedIds(productId: number): Promise<number[]> {
    const rows = await db
      .select({ id: productPrerequisites.prerequisiteId })
      .from(productPrerequisites)
      .where(eq(productPrerequisites.productId, productId))
      .orderBy(asc(productPrerequisites.position));
    return rows.map((row) => row.id);
  }

  /** The AppError `setPrerequisites` throws, or a failure when it succeeds. */
  async function rejection(productId: number, ids: number[]): Promise<AppError> {
    try {
      await setPrerequisites(db, productId, ids, { viewer });
    } catch (error) {
      if (error instanceof AppError) return error;
      throw error;
    }
    throw new Error(`setPrerequisites(${productId}, [${ids.join(', ')}]) succeeded`);
  }

  function fieldsOf(error: AppError) {
    expect(error.errorName).toBe('VALIDATION_FAILED');
    return (error.data as { fields: { path: string; message: string }[] }).fields;
  }

  describe('on the product detail', () => {
    it('lists the demo prerequisites in the order the catalogue names them', async () => {
      const withPrerequisites = DEMO_PRODUCTS.filter((demo) => demo.requires?.length);
      expect(withPrerequisites.length).toBeGreaterThanOrEqual(3);
      for (const demo of withPrerequisites) {
        const product = await detail(await idOf(demo.name));
        // Named as an English reader sees them (decision 035).
        expect(product.prerequisites.map((p) => p.name)).toEqual(demo.requires!.map(shownName));
        expect(product.prerequisitesHidden).toBe(0);
      }
    });

    it('gives each prerequisite as a summary: cover, family, types, price and author', async () => {
      const scene = await detail(await idOf('Streamer Starter Scene'));
      const obs = await detail(await idOf('OBS Studio Controller'));
      // The same summary the list and the product's own detail give.
      expect(scene.prerequisites[0]).toEqual(productSummarySchema.parse(obs));
      expect(scene.prerequisites[0]).toMatchObject({
        cover: obs.images[0]!.url,
        deviceFamily: 'streamDock',
        contentTypes: ['plugin'],
        author: { nickName: 'StreamCraft' },
      });
      expect(obs.prerequisites).toEqual([]);
      const requiring = DEMO_PRODUCTS.filter((d) => d.requires?.includes('OBS Studio Controller'));
      expect(obs.requiredBy.total).toBe(requiring.length);
      expect(obs.requiredBy.list).toHaveLength(Math.min(requiring.length, REQUIRED_BY_PREVIEW));
      for (const product of obs.requiredBy.list) {
        expect(requiring.map((d) => shownName(d.name))).toContain(product.name);
      }
    });

    it('answers empty lists for a product without either side', async () => {
      const [id] = await plugins(1);
      const product = await detail(id!);
      expect(product).toMatchObject({
        prerequisites: [],
        prerequisitesHidden: 0,
        requiredBy: { list: [], total: 0 },
      });
    });

    it('round-trips a written list in order, and replaces it on the next write', async () => {
      const [product, a, b, c] = await plugins(4);
      await setPrerequisites(db, product!, [c!, a!, b!], { viewer });
      expect((await detail(product!)).prerequisites.map((p) => p.id)).toEqual([c, a, b]);
      await setPrerequisites(db, product!, [b!], { viewer });
      expect((await detail(product!)).prerequisites.map((p) => p.id)).toEqual([b]);
      await setPrerequisites(db, product!, [], { viewer });
      expect((await detail(product!)).prerequisites).toEqual([]);
    });

    it('counts delisted and other-brand prerequisites as hidden without naming them', async () => {
      const [product, shown, delisted, restricted] = await plugins(4);
      await setPrerequisites(db, product!, [shown!, delisted!, restricted!], { viewer });
      await db.update(products).set({ status: 'delisted' }).where(eq(products.id, delisted!));
      await db
        .update(products)
        .set({ restrictedToTenants: [PARTNER_TENANT] })
        .where(eq(products.id, restricted!));

      const seen = await detail(product!);
      expect(seen.prerequisites.map((p) => p.id)).toEqual([shown]);
      expect(seen.prerequisitesHidden).toBe(2);

      // The partner brand's own users see the product restricted to it.
      const partnerUser = await createTestUser(app, { tenantId: PARTNER_TENANT });
      const partner = await detail(product!, bearer(await tokenFor(app, partnerUser)));
      expect(partner.prerequisites.map((p) => p.id)).toEqual([shown, restricted]);
      expect(partner.prerequisitesHidden).toBe(1);
    });

    it('lists only visible products as requiring it, the most liked first, and counts all', async () => {
      const [base, ...requirers] = await plugins(REQUIRED_BY_PREVIEW + 3);
      for (const [index, id] of requirers.entries()) {
        await db.update(products).set({ likeCount: index }).where(eq(products.id, id));
        await setPrerequisites(db, id, [base!], { viewer });
      }
      const [delisted, restricted, ...visible] = requirers;
      await db.update(products).set({ status: 'delisted' }).where(eq(products.id, delisted!));
      await db
        .update(products)
        .set({ restrictedToTenants: [PARTNER_TENANT] })
        .where(eq(products.id, restricted!));

      const { requiredBy } = await detail(base!);
      expect(requiredBy.total).toBe(visible.length);
      expect(requiredBy.list.map((p) => p.id)).toEqual(
        visible.reverse().slice(0, REQUIRED_BY_PREVIEW),
      );
    });

    it('drops the edge when a prerequisite is deleted', async () => {
      const [product, a, b] = await plugins(3);
      await setPrerequisites(db, product!, [a!, b!], { viewer });
      await db.delete(products).where(eq(products.id, a!));
      expect((await detail(product!)).prerequisites.map((p) => p.id)).toEqual([b]);
    });
  });

  describe('setPrerequisites', () => {
    const message = (key: keyof typeof VALIDATION_MESSAGES) => VALIDATION_MESSAGES[key].en;

    it('rejects the product itself', async () => {
      const [product, a] = await plugins(2);
      const fields = fieldsOf(await rejection(product!, [a!, product!]));
      expect(fields).toEqual([{ path: 'prerequisites.1', message: message('prerequisiteSelf') }]);
    });

    it('rejects a repeated id', async () => {
      const [product, a, b] = await plugins(3);
      const fields = fieldsOf(await rejection(product!, [a!, b!, a!]));
      expect(fields).toEqual([
        { path: 'prerequisites.2', message: message('prerequisiteDuplicate') },
      ]);
    });

    it(`accepts ${LIMITS.prerequisitesMax} and rejects one more`, async () => {
      const [product, ...ids] = await plugins(LIMITS.prerequisitesMax + 2);
      const fields = fieldsOf(await rejection(product!, ids));
      expect(fields).toEqual([{ path: 'prerequisites', message: message('prerequisiteCount') }]);
      await setPrerequisites(db, product!, ids.slice(0, LIMITS.prerequisitesMax), { viewer });
      expect(await storedIds(product!)).toEqual(ids.slice(0, LIMITS.prerequisitesMax));
    });

    it('rejects a product that is not a plugin', async () => {
      const [product, a] = await plugins(2);
      const icons = await createTestProduct(app, { contentTypes: ['icon'] });
      const fields = fieldsOf(await rejection(product!, [a!, icons.id]));
      expect(fields).toEqual([
        { path: 'prerequisites.1', message: message('prerequisiteNotPlugin') },
      ]);
      // A plugin that is also a scene qualifies.
      const both = await createTestProduct(app, { contentTypes: ['scene', 'plugin'] });
      await setPrerequisites(db, product!, [both.id], { viewer });
      expect(await storedIds(product!)).toEqual([both.id]);
    });

    it('rejects missing, delisted and other-brand products alike', async () => {
      const [product, delisted, restricted] = await plugins(3);
      await db.update(products).set({ status: 'delisted' }).where(eq(products.id, delisted!));
      await db
        .update(products)
        .set({ restrictedToTenants: [PARTNER_TENANT] })
        .where(eq(products.id, restricted!));
      const fields = fieldsOf(await rejection(product!, [2_000_000_000, delisted!, restricted!]));
      expect(fields).toEqual(
        [0, 1, 2].map((index) => ({
          path: `prerequisites.${index}`,
          message: message('prerequisiteUnavailable'),
        })),
      );
      // The partner brand may name its own product.
      await setPrerequisites(db, product!, [restricted!], {
        viewer: { tenantId: PARTNER_TENANT },
      });
      expect(await storedIds(product!)).toEqual([restricted]);
    });

    it('rejects a direct cycle and a longer one, naming the ids that close them', async () => {
      const [a, b, c, d] = await plugins(4);
      await setPrerequisites(db, a!, [b!], { viewer });
      await setPrerequisites(db, b!, [c!], { viewer });
      // c → a closes a → b → c → a; b → a closes a → b → a; d is fine.
      const fields = fieldsOf(await rejection(c!, [d!, a!]));
      expect(fields).toEqual([{ path: 'prerequisites.1', message: message('prerequisiteCycle') }]);
      expect(fieldsOf(await rejection(b!, [a!]))).toEqual([
        { path: 'prerequisites.0', message: message('prerequisiteCycle') },
      ]);
      // Replacing b's own edge is no cycle: b → d instead of b → c.
      await setPrerequisites(db, b!, [d!], { viewer });
      await setPrerequisites(db, c!, [a!], { viewer });
      expect(await storedIds(c!)).toEqual([a]);
    });

    it('answers NOT_FOUND for a missing product', async () => {
      const [a] = await plugins(1);
      const error = await rejection(2_000_000_000, [a!]);
      expect(error.errorName).toBe('NOT_FOUND');
    });

    it('changes nothing when it rejects', async () => {
      const [product, a, b] = await plugins(3);
      await setPrerequisites(db, product!, [a!], { viewer });
      await rejection(product!, [b!, 2_000_000_000]);
      expect(await storedIds(product!)).toEqual([a]);
    });

    it('lets only one of two concurrent writes that would close a cycle through', async () => {
      const [a, b] = await plugins(2);
      const results = await Promise.allSettled([
        setPrerequisites(db, a!, [b!], { viewer }),
        setPrerequisites(db, b!, [a!], { viewer }),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const [failed] = results.filter((r) => r.status === 'rejected');
      expect(fieldsOf((failed as PromiseRejectedResult).reason as AppError)).toEqual([
        { path: 'prerequisites.0', message: message('prerequisiteCycle') },
      ]);
      expect([...(await storedIds(a!)), ...(await storedIds(b!))]).toHaveLength(1);
    });

    it('words its messages in the writer’s language', async () => {
      const [product] = await plugins(1);
      try {
        await setPrerequisites(db, product!, [product!], { viewer, locale: 'ko' });
        expect.unreachable();
      } catch (error) {
        expect(fieldsOf(error as AppError)[0]?.message).toBe(
          VALIDATION_MESSAGES.prerequisiteSelf.ko,
        );
      }
    });
  });
});

/** A demo product's name as an English reader sees it, from its name as written. */
function shownName(name: string): string {
  const demo = DEMO_PRODUCTS.find((d) => d.name === name)!;
  return pickTranslation(demo.name, demo.nameTranslations, 'en');
}
