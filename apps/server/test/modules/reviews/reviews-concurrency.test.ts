import { describe, expect, it } from 'vitest';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build, TEST_ENGINE } from '../../support/helper.ts';
import { givePaidOrder } from '../../support/payment-fixtures.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { recountedSummary, storedSummary } from '../../support/review-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

/**
 * Races only a multi-connection database shows (PGlite runs one statement at a time): writes,
 * edits, deletions and moderation of one product's reviews overlap through a pool of 20
 * connections, and the summary the triggers keep must still equal a recount.
 */
describe.runIf(TEST_ENGINE === 'postgres')(
  'review summary under concurrency (PostgreSQL)',
  async () => {
    const { app } = await build({ prepare: (database) => ensureReferenceData(database.db) });

    async function reviewers(productId: number, n: number) {
      return Promise.all(
        Array.from({ length: n }, async () => {
          const user = await createTestUser(app, {
            email: `c${Math.random().toString(36).slice(2)}@example.test`,
            createdAt: new Date(Date.now() - 2 * 86_400_000),
          });
          await givePaidOrder(app, user, [productId]);
          return bearer(await tokenFor(app, user));
        }),
      );
    }

    it('keeps the summary equal to a recount through 50 racing writes, edits, deletions and hides', async () => {
      const product = await createTestProduct(app);
      const users = await reviewers(product.id, 10);
      const moderator = await createTestUser(app, { role: 'moderator' });
      const moderatorHeaders = bearer(await tokenFor(app, moderator));
      // Some reviews exist before the race, so hides and edits have something to act on.
      const existing = await Promise.all(
        users.slice(0, 5).map(async (headers, n) => {
          const response = await app.inject({
            method: 'PUT',
            url: `/api/products/${product.id}/reviews/mine`,
            headers,
            payload: { rating: (n % 5) + 1 },
          });
          return response.json().data.review.id as number;
        }),
      );
      const requests = Array.from({ length: 50 }, (_, n) => {
        const headers = users[n % users.length]!;
        switch (n % 5) {
          case 3:
            return app.inject({
              method: 'DELETE',
              url: `/api/products/${product.id}/reviews/mine`,
              headers,
            });
          case 4:
            return app.inject({
              method: 'POST',
              url: `/api/moderation/reviews/${existing[n % existing.length]}`,
              headers: moderatorHeaders,
              payload: { action: n % 2 === 0 ? 'hide' : 'restore', reason: `race ${n}` },
            });
          default:
            return app.inject({
              method: 'PUT',
              url: `/api/products/${product.id}/reviews/mine`,
              headers,
              payload: { rating: ((n * 7) % 5) + 1, body: `take ${n}` },
            });
        }
      });
      const responses = await Promise.all(requests);
      for (const response of responses) {
        // A moderation of a review deleted meanwhile is 404; a PUT that lost its row to a racing
        // DELETE is 409; nothing else may fail.
        expect([200, 404, 409], response.body).toContain(response.statusCode);
      }
      expect(responses.filter((response) => response.statusCode === 200).length).toBeGreaterThan(
        30,
      );
      const stored = await storedSummary(app, product.id);
      expect(stored).toEqual(await recountedSummary(app, product.id));
      expect(stored.count).toBeLessThanOrEqual(10);
    });

    it('counts 50 first reviews written at once exactly', async () => {
      const product = await createTestProduct(app);
      const users = await reviewers(product.id, 50);
      const responses = await Promise.all(
        users.map((headers, n) =>
          app.inject({
            method: 'PUT',
            url: `/api/products/${product.id}/reviews/mine`,
            headers,
            payload: { rating: (n % 5) + 1 },
          }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
      expect(await storedSummary(app, product.id)).toEqual({
        count: 50,
        sum: 150,
        stars: [10, 10, 10, 10, 10],
      });
    });
  },
);
