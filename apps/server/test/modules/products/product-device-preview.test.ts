import { envelope } from '@space/contracts/envelope';
import { productDetailSchema } from '@space/contracts/products';
import { describe, expect, it } from 'vitest';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build } from '../../support/helper.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';

/** "See it on your device" (issue 13): the detail carries the product's device art as URLs. */
describe("a product detail's device preview", async () => {
  const { app } = await build({ prepare: (database) => ensureReferenceData(database.db) });

  async function detailOf(id: number) {
    const response = await app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    return envelope(productDetailSchema.strict()).parse(response.json()).data;
  }

  it('turns the stored file keys into public URLs, in order, with the lighting as stored', async () => {
    const product = await createTestProduct(app, {
      devicePreview: {
        keys: ['seed/aa/key-1.webp', 'seed/bb/key-2.webp', 'seed/cc/key-3.webp'],
        screen: 'seed/dd/screen.webp',
        keycap: 'seed/ee/keycap.webp',
        lighting: { pattern: 'wave', colors: ['#ff0055', '#00e0ff', '#7a5cff'] },
      },
    });
    const detail = await detailOf(product.id);
    expect(detail.devicePreview).toEqual({
      keys: ['/files/seed/aa/key-1.webp', '/files/seed/bb/key-2.webp', '/files/seed/cc/key-3.webp'],
      screen: '/files/seed/dd/screen.webp',
      keycap: '/files/seed/ee/keycap.webp',
      lighting: { pattern: 'wave', colors: ['#ff0055', '#00e0ff', '#7a5cff'] },
    });
  });

  it('answers every part empty when the product has none, so the page falls back to its cover', async () => {
    const product = await createTestProduct(app);
    const detail = await detailOf(product.id);
    expect(detail.devicePreview).toEqual({ keys: [], screen: null, keycap: null, lighting: null });
  });

  it('keeps the parts it has and leaves the others empty', async () => {
    const product = await createTestProduct(app, {
      deviceFamily: 'mRgb',
      contentTypes: ['lightingEffect'],
      devicePreview: { lighting: { pattern: 'breathe', colors: ['#112233', '#445566'] } },
    });
    const detail = await detailOf(product.id);
    expect(detail.devicePreview).toEqual({
      keys: [],
      screen: null,
      keycap: null,
      lighting: { pattern: 'breathe', colors: ['#112233', '#445566'] },
    });
  });
});
