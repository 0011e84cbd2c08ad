import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { products, reviews, reviewVotes } from '../../../src/db/schema.ts';
import { build } from '../../support/helper.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { recountedSummary, storedSummary } from '../../support/review-fixtures.ts';
import { createTestUser } from '../../support/user-fixtures.ts';

/**
 * The database keeps each product's review summary itself (migration 0020, decision 064):
 * whatever writes the rows, the summary equals a recount of the live, visible reviews.
 */
describe('review summary triggers', async () => {
  const { app } = await build({ prepare: (database) => ensureReferenceData(database.db) });

  async function review(productId: number, rating: number) {
    const user = await createTestUser(app);
    const [row] = await app.db
      .insert(reviews)
      .values({ productId, userId: user.id, tenantId: user.tenantId, rating, language: 'en' })
      .returning();
    return row!;
  }

  it('follows inserts, rating edits, hiding, restoring, deleting and hard deletes', async () => {
    const product = await createTestProduct(app);
    const a = await review(product.id, 5);
    const b = await review(product.id, 3);
    const c = await review(product.id, 1);
    expect(await storedSummary(app, product.id)).toEqual({
      count: 3,
      sum: 9,
      stars: [1, 0, 1, 0, 1],
    });

    await app.db.update(reviews).set({ rating: 4 }).where(eq(reviews.id, b.id));
    expect(await storedSummary(app, product.id)).toEqual({
      count: 3,
      sum: 10,
      stars: [1, 0, 0, 1, 1],
    });

    await app.db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, a.id));
    expect(await storedSummary(app, product.id)).toEqual({
      count: 2,
      sum: 5,
      stars: [1, 0, 0, 1, 0],
    });
    // Editing a hidden review changes nothing visible.
    await app.db.update(reviews).set({ rating: 2 }).where(eq(reviews.id, a.id));
    expect(await storedSummary(app, product.id)).toEqual(await recountedSummary(app, product.id));

    await app.db.update(reviews).set({ hiddenAt: null }).where(eq(reviews.id, a.id));
    await app.db.update(reviews).set({ deletedAt: new Date() }).where(eq(reviews.id, c.id));
    expect(await storedSummary(app, product.id)).toEqual({
      count: 2,
      sum: 6,
      stars: [0, 1, 0, 1, 0],
    });

    await app.db.delete(reviews).where(eq(reviews.id, b.id));
    expect(await storedSummary(app, product.id)).toEqual({
      count: 1,
      sum: 2,
      stars: [0, 1, 0, 0, 0],
    });
    expect(await storedSummary(app, product.id)).toEqual(await recountedSummary(app, product.id));
  });

  it('keeps helpful_count equal to the votes', async () => {
    const product = await createTestProduct(app);
    const r = await review(product.id, 4);
    const voters = await Promise.all([1, 2, 3].map(() => createTestUser(app)));
    for (const voter of voters) {
      await app.db
        .insert(reviewVotes)
        .values({ reviewId: r.id, userId: voter.id, createdAt: new Date() });
    }
    await app.db.delete(reviewVotes).where(eq(reviewVotes.userId, voters[0]!.id));
    const [row] = await app.db.select().from(reviews).where(eq(reviews.id, r.id));
    expect(row!.helpfulCount).toBe(2);
    // A vote changes no summary.
    expect(await storedSummary(app, product.id)).toEqual({
      count: 1,
      sum: 4,
      stars: [0, 0, 0, 1, 0],
    });
  });

  it('lets a product with reviews be deleted', async () => {
    const product = await createTestProduct(app);
    await review(product.id, 4);
    await app.db.delete(products).where(eq(products.id, product.id));
    expect(await storedSummary(app, product.id)).toEqual({
      count: 0,
      sum: 0,
      stars: [0, 0, 0, 0, 0],
    });
  });
});
