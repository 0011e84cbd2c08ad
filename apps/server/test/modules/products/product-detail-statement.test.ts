import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  productImages,
  productPrerequisites,
  products,
  productVersions,
} from '../../../src/db/schema.ts';
import { getProduct } from '../../../src/modules/products/product-detail.queries.ts';
import { REQUIRED_BY_PREVIEW } from '../../../src/modules/products/product-prerequisites.queries.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build } from '../../support/helper.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';

const OTHER_TENANT = 10000005;
const viewer = { tenantId: DEFAULT_TENANT_ID, locale: 'en' } as const;

/** Issue 14: a product's detail is read in one statement, with the same answer as before. */
describe('a product detail in one statement', async () => {
  const { app } = await build({ prepare: (database) => ensureReferenceData(database.db) });
  const db = app.db;
  /** Statements drizzle prepares (each select runs as one). */
  const session = (db as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } })
    .session;

  async function link(productId: number, prerequisiteIds: number[]) {
    await db.insert(productPrerequisites).values(
      prerequisiteIds.map((prerequisiteId, position) => ({
        productId,
        prerequisiteId,
        position,
      })),
    );
  }

  it('brings images, versions, front plugins and requirers back in one round trip', async () => {
    const product = await createTestProduct(app, {
      devicePreview: { keys: ['seed/aa/key.webp'] },
    });
    await db.insert(productImages).values([
      {
        productId: product.id,
        position: 1,
        fileKey: 'seed/bb/second.webp',
        width: 960,
        height: 640,
      },
      {
        productId: product.id,
        position: 0,
        fileKey: 'seed/aa/cover.webp',
        width: 1920,
        height: 1280,
        variants: [
          { fileKey: 'seed/aa/cover-640.webp', width: 640, height: 427, format: 'image/webp' },
        ],
      },
    ]);
    await db.insert(productVersions).values([
      {
        productId: product.id,
        version: '1.0.0',
        sizeBytes: 1024,
        newVersionInfo: 'First',
        createdAt: new Date('2026-01-01T10:00:00.123Z'),
      },
      {
        productId: product.id,
        version: '1.1.0',
        sizeBytes: 3_000_000_000,
        newVersionInfo: 'Second',
        newVersionInfoTranslations: { ko: '두 번째' },
        createdAt: new Date('2026-02-01T10:00:00Z'),
      },
    ]);
    const visible = await createTestProduct(app, { name: 'Visible front plugin' });
    const delisted = await createTestProduct(app, { status: 'delisted' });
    const elsewhere = await createTestProduct(app, { restrictedToTenants: [OTHER_TENANT] });
    await link(product.id, [elsewhere.id, visible.id, delisted.id]);
    const requirers = [];
    for (let likes = 0; likes < REQUIRED_BY_PREVIEW + 2; likes += 1) {
      const requirer = await createTestProduct(app, { likeCount: likes * 10 });
      await link(requirer.id, [product.id]);
      requirers.push(requirer);
    }
    const hiddenRequirer = await createTestProduct(app, {
      likeCount: 1000,
      restrictedToTenants: [OTHER_TENANT],
    });
    await link(hiddenRequirer.id, [product.id]);

    const prepare = vi.spyOn(session, 'prepareQuery');
    const detail = await getProduct(db, product.id, { ...viewer, locale: 'ko' });
    expect(prepare).toHaveBeenCalledTimes(1);
    prepare.mockRestore();

    expect(detail).not.toBeNull();
    expect(detail!.cover).toBe('/files/seed/aa/cover.webp');
    expect(detail!.coverVariants).toEqual([
      { url: '/files/seed/aa/cover-640.webp', width: 640, height: 427, type: 'image/webp' },
    ]);
    expect(detail!.images.map((image) => image.url)).toEqual([
      '/files/seed/aa/cover.webp',
      '/files/seed/bb/second.webp',
    ]);
    expect(detail!.versions).toEqual([
      {
        version: '1.1.0',
        sizeBytes: 3_000_000_000,
        newVersionInfo: '두 번째',
        createdAt: '2026-02-01T10:00:00.000Z',
      },
      {
        version: '1.0.0',
        sizeBytes: 1024,
        newVersionInfo: 'First',
        createdAt: '2026-01-01T10:00:00.123Z',
      },
    ]);
    expect(detail!.prerequisites.map((summary) => summary.id)).toEqual([visible.id]);
    expect(detail!.prerequisites[0]).toMatchObject({
      name: 'Visible front plugin',
      cover: null,
      coverVariants: [],
      createdAt: visible.createdAt.toISOString(),
    });
    expect(detail!.prerequisitesHidden).toBe(2);
    expect(detail!.requiredBy.total).toBe(REQUIRED_BY_PREVIEW + 2);
    expect(detail!.requiredBy.list.map((summary) => summary.id)).toEqual(
      requirers
        .reverse()
        .slice(0, REQUIRED_BY_PREVIEW)
        .map((requirer) => requirer.id),
    );
    expect(detail!.devicePreview.keys).toEqual(['/files/seed/aa/key.webp']);
  });

  it('answers empty lists for a product with nothing around it, and null for one out of sight', async () => {
    const alone = await createTestProduct(app);
    expect(await getProduct(db, alone.id, viewer)).toMatchObject({
      cover: null,
      images: [],
      versions: [],
      prerequisites: [],
      prerequisitesHidden: 0,
      requiredBy: { list: [], total: 0 },
    });
    const hidden = await createTestProduct(app, { restrictedToTenants: [OTHER_TENANT] });
    expect(await getProduct(db, hidden.id, viewer)).toBeNull();
    expect(await getProduct(db, hidden.id, { ...viewer, tenantId: OTHER_TENANT })).not.toBeNull();
    await db.update(products).set({ status: 'delisted' }).where(eq(products.id, alone.id));
    expect(await getProduct(db, alone.id, viewer)).toBeNull();
  });
});
