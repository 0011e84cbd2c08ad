import { TOP_RATED_PRIOR_MEAN, TOP_RATED_PRIOR_WEIGHT } from '@space/contracts/product-options';
import {
  productListQuerySchema,
  type ProductRating,
  type ProductSummary,
} from '@space/contracts/products';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { reviews } from '../../../src/db/schema.ts';
import { searchFromIndex } from '../../../src/modules/search/index.ts';
import { build, TEST_ENGINE } from '../../support/helper.ts';
import { createSearchableProduct } from '../../support/product-fixtures.ts';
import { recountedSummary, storedSummary } from '../../support/review-fixtures.ts';
import { createTestUser } from '../../support/user-fixtures.ts';

/**
 * Ratings where a buyer decides (decision 065): list and search items, the detail, the author,
 * the "Top rated" order and the minimum-rating filter, on the database-kept summary.
 */
describe(`ratings in lists, search, details and authors on ${TEST_ENGINE}`, async () => {
  const { app } = await build({
    config: {
      searchIndex: { enabled: true, refreshIntervalMs: 0 },
      // Kept a minute: a stale total could only be avoided by the announcement.
      responseCache: { enabled: true, maxBytes: 2 ** 22, maxAgeMs: 60_000 },
    },
    prepare: (database) => ensureReferenceData(database.db),
  });
  await app.searchIndex!.idle();

  const author = await createTestUser(app, { isCreator: true, nickName: 'Quasar Maker' });
  const reviewers = await Promise.all(
    Array.from({ length: 14 }, (_, i) => createTestUser(app, { nickName: `Rater ${i}` })),
  );

  /**
   * The stars of each product's reviews. Chosen so the formula decides: one 5★ (43/11) below
   * many 4.8s; twelve reviews averaging 4 (86/22) tie exactly with one 5★ (43/11) and win on
   * count; two single 4★ tie on everything but id; none scores the prior; one 1★ falls below it.
   */
  const plans: Record<string, number[]> = {
    single5: [5],
    many48: [5, 5, 5, 5, 4, 5, 5, 5, 5, 4],
    twelve4: [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4],
    fourA: [4],
    fourB: [4],
    none: [],
    single1: [1],
    mixed: [3, 5, 2, 4],
    twos: [2, 2, 3],
  };
  const ids: Record<string, number> = {};
  for (const [name, stars] of Object.entries(plans)) {
    const { product } = await createSearchableProduct(app, `Quasar ${name}`, {
      author,
      overview: 'quasar glow',
    });
    ids[name] = product.id;
    for (const [i, rating] of stars.entries()) {
      await app.db.insert(reviews).values({
        productId: product.id,
        userId: reviewers[i]!.id,
        tenantId: reviewers[i]!.tenantId,
        rating,
        language: 'en',
      });
    }
  }
  await app.searchIndex!.idle();

  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const listOf = async (query: string) =>
    (await get(`/api/products?${query}`)).json().data.list as ProductSummary[];

  /** Sum and count of each of the author's products, recounted from the visible reviews. */
  async function recount() {
    const byId = new Map<number, { sum: number; count: number }>();
    for (const id of Object.values(ids)) {
      const { sum, count } = await recountedSummary(app, id);
      byId.set(id, { sum, count });
    }
    return byId;
  }
  const shown = ({ sum, count }: { sum: number; count: number }): ProductRating => ({
    average: count === 0 ? null : Math.round((sum * 10) / count) / 10,
    count,
  });
  /** The order the decision states, computed here from the recount. */
  function topRatedOrder(counts: Map<number, { sum: number; count: number }>): number[] {
    const score = (id: number) => {
      const { sum, count } = counts.get(id)!;
      return (
        (TOP_RATED_PRIOR_WEIGHT * TOP_RATED_PRIOR_MEAN + sum) / (TOP_RATED_PRIOR_WEIGHT + count)
      );
    };
    return [...counts.keys()].sort(
      (a, b) => score(b) - score(a) || counts.get(b)!.count - counts.get(a)!.count || b - a,
    );
  }

  it('shows each item of a list its average (one decimal) and count', async () => {
    const counts = await recount();
    const list = await listOf(`author=${author.id}&pageSize=50`);
    expect(list).toHaveLength(Object.keys(ids).length);
    for (const item of list) expect(item.rating).toEqual(shown(counts.get(item.id)!));
    const byName = new Map(list.map((item) => [item.id, item.rating]));
    expect(byName.get(ids.many48!)).toEqual({ average: 4.8, count: 10 });
    expect(byName.get(ids.none!)).toEqual({ average: null, count: 0 });
    // 7 / 3 = 2.33…
    expect(byName.get(ids.twos!)).toEqual({ average: 2.3, count: 3 });
  });

  it('orders "Top rated" by the Bayesian average of decision 065, ties by count then id', async () => {
    const expected = topRatedOrder(await recount());
    const list = await listOf(`author=${author.id}&sort=topRated&pageSize=50`);
    expect(list.map((item) => item.id)).toEqual(expected);
    // What the formula is for: a hundred-ish 4.8s beat one 5★; one 5★ ties twelve 4s exactly
    // (43/11 = 86/22) and loses on count; a product without reviews beats one 1★.
    const at = (name: string) => expected.indexOf(ids[name]!);
    expect(at('many48')).toBe(0);
    expect(at('twelve4')).toBe(at('single5') - 1);
    expect(at('fourB')).toBe(at('fourA') - 1);
    expect(at('none')).toBeLessThan(at('single1'));
    // Pages of two follow the same order without overlap.
    const paged: number[] = [];
    for (let page = 1; page <= 5; page += 1) {
      const items = await listOf(`author=${author.id}&sort=topRated&pageSize=2&page=${page}`);
      paged.push(...items.map((item) => item.id));
    }
    expect(paged).toEqual(expected);
  });

  it('orders and filters a search by rating too, with the ratings on its results', async () => {
    const counts = await recount();
    const expected = topRatedOrder(counts);
    const found = await listOf('q=quasar&sort=topRated&pageSize=50');
    expect(found.map((item) => item.id)).toEqual(expected);
    // Ratings are not in the search index: SQL answers these, the index the others.
    const parse = (raw: Record<string, string>) => productListQuerySchema.parse(raw);
    expect(
      await searchFromIndex(app.searchIndex, parse({ q: 'quasar', sort: 'topRated' }), 1),
    ).toBeNull();
    expect(
      await searchFromIndex(app.searchIndex, parse({ q: 'quasar', minRating: '4' }), 1),
    ).toBeNull();
    const indexed = await searchFromIndex(app.searchIndex, parse({ q: 'quasar' }), 1);
    expect(indexed?.ids).toHaveLength(Object.keys(ids).length);
    // Items the index chose still carry their ratings, read from the database.
    for (const item of await listOf('q=quasar&pageSize=50')) {
      expect(item.rating).toEqual(shown(counts.get(item.id)!));
    }
    const atLeast4 = await listOf('q=quasar&minRating=4&pageSize=50');
    expect(atLeast4.map((item) => item.id).sort()).toEqual(
      [ids.single5, ids.many48, ids.twelve4, ids.fourA, ids.fourB].sort(),
    );
  });

  it('keeps products whose shown average is at least minRating, never unrated ones', async () => {
    const counts = await recount();
    for (const min of [1, 2, 3, 4, 5]) {
      const list = await listOf(`author=${author.id}&minRating=${min}&pageSize=50`);
      const expected = [...counts]
        .filter(([, c]) => c.count > 0 && (shown(c).average ?? 0) >= min)
        .map(([id]) => id);
      expect(list.map((item) => item.id).sort(), `minRating=${min}`).toEqual(expected.sort());
    }
    // 3.5 is shown as 3.5, 2.33 as 2.3: the filter compares what the card shows.
    expect(
      (await listOf(`author=${author.id}&minRating=3&pageSize=50`)).map((i) => i.id),
    ).toContain(ids.mixed);
    for (const bad of ['0', '6', '4.5', 'x']) {
      const response = await app.inject({ method: 'GET', url: `/api/products?minRating=${bad}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, msg: expect.any(String) });
    }
  });

  it("gives the detail its rating and the author page the average over the author's reviews", async () => {
    const detail = (await get(`/api/products/${ids.mixed}`)).json().data;
    expect(detail.rating).toEqual({ average: 3.5, count: 4 });
    const profile = (await get(`/api/authors/${author.id}`)).json().data;
    const all = [...(await recount()).values()];
    const sum = all.reduce((a, c) => a + c.sum, 0);
    const count = all.reduce((a, c) => a + c.count, 0);
    expect(profile.stats.rating).toEqual(shown({ sum, count }));
    expect(count).toBe(Object.values(plans).flat().length);
  });

  it('leaves hidden reviews out of every aggregate, and no cached list shows the old totals', async () => {
    const url = `/api/products?author=${author.id}&sort=topRated&pageSize=50`;
    await get(url);
    expect((await get(url)).headers['x-response-cache']).toBe('hit');
    const before = (await get(`/api/authors/${author.id}`)).json().data.stats.rating;
    // The cache keeps bodies a minute here: the new totals within two seconds come from the
    // catalogue's announcement (at commit on PGlite, through LISTEN within milliseconds on
    // PostgreSQL), not from the entry's age.
    const settledList = (rating: ProductRating) =>
      vi.waitFor(
        async () => {
          const list = (await get(url)).json().data.list as ProductSummary[];
          expect(list.find((item) => item.id === ids.single5)!.rating).toEqual(rating);
          return list;
        },
        { timeout: 2_000, interval: 20 },
      );

    // A moderator hides the 5★ of the lone five (as the moderation route does: hidden_at).
    await app.db
      .update(reviews)
      .set({ hiddenAt: new Date(), moderationReason: 'test' })
      .where(and(eq(reviews.productId, ids.single5!), isNull(reviews.hiddenAt)));
    expect(await storedSummary(app, ids.single5!)).toEqual(
      await recountedSummary(app, ids.single5!),
    );

    const list = await settledList({ average: null, count: 0 });
    expect(list.map((item) => item.id)).toEqual(topRatedOrder(await recount()));
    expect((await get(`/api/products/${ids.single5}`)).json().data.rating).toEqual({
      average: null,
      count: 0,
    });
    const profile = (await get(`/api/authors/${author.id}`)).json().data.stats.rating;
    expect(profile.count).toBe(before.count - 1);
    expect(
      (await listOf(`author=${author.id}&minRating=5&pageSize=50`)).map((i) => i.id),
    ).not.toContain(ids.single5);

    // Restored: back in every aggregate.
    await app.db.update(reviews).set({ hiddenAt: null }).where(eq(reviews.productId, ids.single5!));
    await settledList({ average: 5, count: 1 });
  });

  it("keeps a product's reviews for visitors and renews them when a review changes", async () => {
    const url = `/api/products/${ids.single5}/reviews`;
    await get(url);
    const cached = await get(url);
    expect(cached.headers['x-response-cache']).toBe('hit');
    expect(cached.json().data.summary.count).toBe(1);

    await app.db
      .update(reviews)
      .set({ hiddenAt: new Date(), moderationReason: 'test' })
      .where(eq(reviews.productId, ids.single5!));
    await vi.waitFor(
      async () => {
        const page = (await get(url)).json().data;
        expect(page.summary.count).toBe(0);
        expect(page.list).toEqual([]);
      },
      { timeout: 2_000, interval: 20 },
    );
    await app.db.update(reviews).set({ hiddenAt: null }).where(eq(reviews.productId, ids.single5!));
    await vi.waitFor(async () => expect((await get(url)).json().data.summary.count).toBe(1), {
      timeout: 2_000,
      interval: 20,
    });
  });
});
