import { envelope } from '@space/contracts/envelope';
import { LIST_RESULTS_MAX } from '@space/contracts/product-options';
import { productPageSchema } from '@space/contracts/products';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build } from '../../support/helper.ts';
import { createTestUser } from '../../support/user-fixtures.ts';

const pageEnvelope = envelope(productPageSchema.strict());

/** More lighting effects than a list counts, a few of them free. */
const EFFECTS = LIST_RESULTS_MAX + 25;
const FREE_EFFECTS = 30;

/** Totals stop at LIST_RESULTS_MAX, and so does paging (decision 010). */
describe('list totals', async () => {
  const { app } = await build({ prepare: (database) => ensureReferenceData(database.db) });
  const author = await createTestUser(app, { nickName: 'Glow Works', isCreator: true });
  await app.db.execute(sql`
    insert into products (name, author_id, device_family, content_types, category, overview,
      supported_systems, search_text, search_title, price_general)
    select 'Aurora Sweep ' || g, ${author.id}, 'mRgb', array['lightingEffect'], 'gaming',
      'A sweeping light.', array['windows'],
      'aurora sweep ' || g || ' glow works a sweeping light. lighting effects',
      'aurora sweep ' || g || ' glow works',
      case when g <= ${FREE_EFFECTS} then 0 else 199 end
    from generate_series(1, ${EFFECTS}) as g`);

  type Query = Record<string, string | number | undefined>;

  async function list(query: Query) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) search.set(key, String(value));
    }
    return app.inject({ method: 'GET', url: `/api/products?${search}` });
  }

  async function page(query: Query) {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(200);
    return pageEnvelope.parse(response.json()).data;
  }

  it('counts exactly up to the cap', async () => {
    const free = await page({ family: 'mRgb', price: 'free' });
    expect(free).toMatchObject({ total: FREE_EFFECTS, totalExact: true });
  });

  it('says "more than the cap" for a bigger family or a broad search', async () => {
    for (const query of [{ family: 'mRgb' }, { q: 'aurora' }, { q: 'Glow Works' }]) {
      const result = await page(query);
      expect(result).toMatchObject({ total: LIST_RESULTS_MAX, totalExact: false });
      expect(result.list).toHaveLength(20);
    }
  });

  it('pages up to the cap and refuses a page that starts past it', async () => {
    const last = await page({ family: 'mRgb', page: LIST_RESULTS_MAX / 20 });
    expect(last.list).toHaveLength(20);
    const lastOfHundred = await page({ family: 'mRgb', pageSize: 100, page: 10 });
    expect(lastOfHundred.list).toHaveLength(100);

    for (const query of [
      { family: 'mRgb', page: LIST_RESULTS_MAX / 20 + 1 },
      { q: 'aurora', pageSize: 100, page: 11 },
    ]) {
      const response = await list(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        data: {
          fields: [
            { path: 'querystring.page', message: expect.stringContaining('first 1,000 results') },
          ],
        },
      });
    }
  });

  it('pages without overlap or gaps up to the cap', async () => {
    const seen = new Set<number>();
    for (let n = 1; n <= LIST_RESULTS_MAX / 100; n++) {
      const result = await page({ family: 'mRgb', sort: 'priceAsc', pageSize: 100, page: n });
      for (const item of result.list) seen.add(item.id);
    }
    expect(seen.size).toBe(LIST_RESULTS_MAX);
  });
});
