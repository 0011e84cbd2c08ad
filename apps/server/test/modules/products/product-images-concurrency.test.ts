import { LIMITS } from '@space/contracts/limits';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productImages } from '../../../src/db/schema.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build, TEST_ENGINE } from '../../support/helper.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { flatImage, multipart } from '../../support/upload-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

/**
 * Races only a multi-connection database can show (PGlite runs one statement at a time):
 * every request is fired at once through app.inject, which reaches PostgreSQL over a pool
 * of 20 connections, so the inserts and deletes of one product's images overlap.
 */
describe.runIf(TEST_ENGINE === 'postgres')(
  'product images under concurrency (PostgreSQL)',
  async () => {
    const { app } = await build({ prepare: (database) => ensureReferenceData(database.db) });
    const author = await createTestUser(app, { isCreator: true });
    const headers = bearer(await tokenFor(app, author));
    const pngs = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        flatImage(200 + n * 10, 150, `#${(n * 20).toString(16).padStart(2, '0')}3366`)
          .png()
          .toBuffer(),
      ),
    );

    function upload(productId: number, content: Buffer) {
      const body = multipart([{ name: 'file', filename: 'image.png', type: 'image/png', content }]);
      return app.inject({
        method: 'POST',
        url: `/api/products/${productId}/images`,
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
    }

    function remove(productId: number, position: number) {
      return app.inject({
        method: 'DELETE',
        url: `/api/products/${productId}/images/${position}`,
        headers,
      });
    }

    async function positions(productId: number): Promise<number[]> {
      const rows = await app.db
        .select({ position: productImages.position })
        .from(productImages)
        .where(eq(productImages.productId, productId))
        .orderBy(asc(productImages.position));
      return rows.map((row) => row.position);
    }

    it('accepts exactly 5 of 12 racing uploads and refuses the rest with 409', async () => {
      const product = await createTestProduct(app, { authorId: author.id });
      const responses = await Promise.all(pngs.map((png) => upload(product.id, png)));
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([
        ...Array<number>(LIMITS.productImagesMax).fill(200),
        ...Array<number>(pngs.length - LIMITS.productImagesMax).fill(409),
      ]);
      expect(await positions(product.id)).toEqual([0, 1, 2, 3, 4]);
    });

    it('keeps positions packed 0…n-1 through racing uploads and deletes', async () => {
      const product = await createTestProduct(app, { authorId: author.id });
      for (const png of pngs.slice(0, 3))
        expect((await upload(product.id, png)).statusCode).toBe(200);
      const responses = await Promise.all([
        ...pngs.slice(3, 9).map((png) => upload(product.id, png)),
        remove(product.id, 0),
        remove(product.id, 0),
        remove(product.id, 1),
      ]);
      const uploads = responses.slice(0, 6).map((response) => response.statusCode);
      const deletes = responses.slice(6).map((response) => response.statusCode);
      for (const status of uploads) expect([200, 409]).toContain(status);
      for (const status of deletes) expect([200, 404]).toContain(status);
      const added = uploads.filter((status) => status === 200).length;
      const removed = deletes.filter((status) => status === 200).length;
      const count = 3 + added - removed;
      expect(count).toBeLessThanOrEqual(LIMITS.productImagesMax);
      expect(await positions(product.id)).toEqual(Array.from({ length: count }, (_, i) => i));
    });
  },
);
