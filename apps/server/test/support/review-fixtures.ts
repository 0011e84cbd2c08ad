import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { productReviewSummaries, reviews } from '../../src/db/schema.ts';

/** The stored summary row of a product (zeros when it has none). */
export async function storedSummary(app: FastifyInstance, productId: number) {
  const [row] = await app.db
    .select()
    .from(productReviewSummaries)
    .where(eq(productReviewSummaries.productId, productId));
  const stars = row
    ? [row.stars1, row.stars2, row.stars3, row.stars4, row.stars5]
    : [0, 0, 0, 0, 0];
  return { count: row?.reviewCount ?? 0, sum: row?.ratingSum ?? 0, stars };
}

/** The same numbers counted from the visible (live, not hidden) reviews. */
export async function recountedSummary(app: FastifyInstance, productId: number) {
  const rows = await app.db
    .select({ rating: reviews.rating, n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(
      and(eq(reviews.productId, productId), isNull(reviews.deletedAt), isNull(reviews.hiddenAt)),
    )
    .groupBy(reviews.rating);
  const stars = [0, 0, 0, 0, 0];
  for (const row of rows) stars[row.rating - 1] = row.n;
  const count = stars.reduce((a, b) => a + b, 0);
  const sum = stars.reduce((a, n, i) => a + n * (i + 1), 0);
  return { count, sum, stars };
}
