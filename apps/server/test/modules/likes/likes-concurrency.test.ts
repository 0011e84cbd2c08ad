import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productLikes, products } from '../../../src/db/schema.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build, TEST_ENGINE } from '../../support/helper.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

/**
 * Races only a multi-connection database can show (PGlite runs one statement at a time):
 * every request is fired at once through app.inject, which reaches PostgreSQL over a pool
 * of 20 connections, so many like transactions overlap on the same product row.
 */
describe.runIf(TEST_ENGINE === 'postgres')('likes under concurrency (PostgreSQL)', async () => {
  const { app } = await build({ prepare: (database) => ensureReferenceData(database.db) });

  async function members(n: number): Promise<Record<string, string>[]> {
    return Promise.all(
      Array.from({ length: n }, async () => bearer(await tokenFor(app, await createTestUser(app)))),
    );
  }

  async function counts(productId: number) {
    const [stored] = await app.db
      .select({ likeCount: products.likeCount })
      .from(products)
      .where(eq(products.id, productId));
    const [rows] = await app.db
      .select({ n: count() })
      .from(productLikes)
      .where(eq(productLikes.productId, productId));
    return { likeCount: stored!.likeCount, rows: rows!.n };
  }

  it('keeps like_count equal to the likes through 50 racing likes and unlikes of 10 users', async () => {
    const product = await createTestProduct(app);
    const users = await members(10);
    const requests = users.flatMap((headers) =>
      Array.from({ length: 5 }, (_, n) =>
        app.inject({
          method: n % 2 === 0 ? 'PUT' : 'DELETE',
          url: `/api/products/${product.id}/like`,
          headers,
        }),
      ),
    );
    const responses = await Promise.all(requests);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));

    const { likeCount, rows } = await counts(product.id);
    expect(likeCount).toBe(rows);
    expect(rows).toBeGreaterThanOrEqual(0);
    expect(rows).toBeLessThanOrEqual(10);
  });

  it('adds exactly 50 for 50 users liking at once, each seeing a different count', async () => {
    const product = await createTestProduct(app, { likeCount: 100 });
    const users = await members(50);
    const responses = await Promise.all(
      users.map((headers) =>
        app.inject({ method: 'PUT', url: `/api/products/${product.id}/like`, headers }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    // Each increment happened once, on the latest value: the answers are 101…150, each once.
    const answered = responses.map((response) => response.json().data.likeCount as number);
    expect(answered.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, n) => 101 + n));
    expect(await counts(product.id)).toEqual({ likeCount: 150, rows: 50 });
  });

  it('removes exactly 50 for the same 50 users unliking at once, twice over', async () => {
    const product = await createTestProduct(app);
    const users = await members(50);
    await Promise.all(
      users.map((headers) =>
        app.inject({ method: 'PUT', url: `/api/products/${product.id}/like`, headers }),
      ),
    );
    const responses = await Promise.all(
      [...users, ...users].map((headers) =>
        app.inject({ method: 'DELETE', url: `/api/products/${product.id}/like`, headers }),
      ),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(await counts(product.id)).toEqual({ likeCount: 0, rows: 0 });
  });
});
