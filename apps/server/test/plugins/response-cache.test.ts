import { gunzipSync } from 'node:zlib';
import { DEFAULT_TENANT_ID, TENANTS } from '@space/contracts/tenants';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { productDailyViews, products } from '../../src/db/schema.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { FileStorage } from '../../src/lib/file-storage.ts';
import { CACHE_STATUS_HEADER } from '../../src/plugins/response-cache.ts';
import { runSeed } from '../../src/seed/run-seed.ts';
import { build, TEST_ENGINE } from '../support/helper.ts';
import { createSearchableProduct } from '../support/product-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../support/user-fixtures.ts';

const MAX_AGE_MS = 5_000;
const BRAND = TENANTS.find((tenant) => tenant.id !== DEFAULT_TENANT_ID)!;

describe(`response cache of catalogue reads on ${TEST_ENGINE}`, async () => {
  const clock = new ManualClock(Date.now());
  const { app } = await build({
    clock,
    config: { responseCache: { enabled: true, maxBytes: 2 ** 22, maxAgeMs: MAX_AGE_MS } },
    prepare: async (database, config) => {
      await runSeed(database.db, FileStorage.forDataDir(config.dataDir));
    },
  });
  const db = app.db;

  async function get(url: string, headers: Record<string, string> = {}) {
    return app.inject({ method: 'GET', url, headers });
  }

  /** After a write: on PostgreSQL the announcement arrives on its own connection, a moment later. */
  async function versionMovedFrom(version: number) {
    await vi.waitFor(() => expect(app.catalogChanges.version).toBeGreaterThan(version));
  }

  /** Runs a write and waits until this instance heard of it. */
  async function announced<T>(write: () => Promise<T>): Promise<T> {
    const version = app.catalogChanges.version;
    const result = await write();
    await versionMovedFrom(version);
    return result;
  }

  const creatorProduct = (name: string) =>
    announced(() => createSearchableProduct(app, name, { nickName: 'Cache Author' }));

  it('answers a repeated anonymous read from the cache, with the same body and ETag', async () => {
    const url = '/api/products?family=mKey&sort=popular';
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers[CACHE_STATUS_HEADER]).toBe('miss');
    const second = await get(url);
    expect(second.headers[CACHE_STATUS_HEADER]).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    // The same parameters in another order are the same read.
    const reordered = await get('/api/products?sort=popular&family=mKey');
    expect(reordered.headers[CACHE_STATUS_HEADER]).toBe('hit');
  });

  it('answers 304 from the cache when the ETag matches, and gzip to who accepts it', async () => {
    const url = '/api/products?sort=newest';
    const first = await get(url);
    const etag = first.headers.etag as string;
    const revalidated = await get(url, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers[CACHE_STATUS_HEADER]).toBe('hit');
    expect(revalidated.body).toBe('');
    const zipped = await get(url, { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers[CACHE_STATUS_HEADER]).toBe('hit');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(first.body);
  });

  it('caches details, suggestions and catalogue metadata too', async () => {
    const [product] = await db.select({ id: products.id }).from(products).limit(1);
    for (const url of [
      `/api/products/${product!.id}`,
      '/api/products/suggestions?q=icon',
      '/api/catalog/meta',
      '/api/tenants',
    ]) {
      expect((await get(url)).headers[CACHE_STATUS_HEADER]).toBe('miss');
      expect((await get(url)).headers[CACHE_STATUS_HEADER]).toBe('hit');
    }
  });

  it('moves to a new version when the catalogue changes', async () => {
    const { author, product } = await creatorProduct('Cassowary Icons');
    const url = '/api/products?q=cassowary';
    expect((await get(url)).json().data.list).toHaveLength(1);
    expect((await get(url)).headers[CACHE_STATUS_HEADER]).toBe('hit');
    const version = app.catalogChanges.version;
    const delisted = await app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}/listing`,
      headers: bearer(await tokenFor(app, author)),
      payload: { status: 'delisted' },
    });
    expect(delisted.statusCode).toBe(200);
    await versionMovedFrom(version);
    const after = await get(url);
    expect(after.headers[CACHE_STATUS_HEADER]).toBe('miss');
    expect(after.json().data.list).toEqual([]);
  });

  it('moves on changes to what a read shows beside the product row (an author renamed)', async () => {
    const { author, product } = await creatorProduct('Brolga Theme');
    const url = `/api/products/${product.id}`;
    await get(url);
    expect((await get(url)).headers[CACHE_STATUS_HEADER]).toBe('hit');
    await announced(() =>
      db.execute(sql`update users set nick_name = 'Brolga Maker' where id = ${author.id}`),
    );
    const after = await get(url);
    expect(after.headers[CACHE_STATUS_HEADER]).toBe('miss');
    expect(after.json().data.author.nickName).toBe('Brolga Maker');
  });

  it('keeps languages apart', async () => {
    const { product } = await creatorProduct('Galah Lights');
    await announced(() =>
      db
        .update(products)
        .set({ nameTranslations: { zh: '粉红凤头鹦鹉灯', ko: '갈라 조명' } })
        .where(eq(products.id, product.id)),
    );
    const url = `/api/products/${product.id}`;
    const names: Record<string, string> = {};
    for (const locale of ['zh', 'ko', 'en', 'zh', 'ko', 'en']) {
      const response = await get(url, { 'accept-language': locale });
      names[locale] = response.json().data.name;
    }
    expect(names).toEqual({ zh: '粉红凤头鹦鹉灯', ko: '갈라 조명', en: '粉红凤头鹦鹉灯' });
    const korean = await get(url, { 'accept-language': 'ko-KR,ko;q=0.9' });
    expect(korean.headers[CACHE_STATUS_HEADER]).toBe('hit');
    expect(korean.json().data.name).toBe('갈라 조명');
  });

  it("keeps brands apart: a brand's restricted product never reaches another", async () => {
    const { product } = await creatorProduct('Bettong Keycaps');
    await announced(() =>
      db
        .update(products)
        .set({ restrictedToTenants: [BRAND.id] })
        .where(eq(products.id, product.id)),
    );
    const url = '/api/products?q=bettong';
    for (let round = 0; round < 2; round += 1) {
      expect((await get(url, { client: BRAND.code })).json().data.list).toHaveLength(1);
      expect((await get(url)).json().data.list).toEqual([]);
    }
    expect((await get(url, { client: BRAND.code })).headers[CACHE_STATUS_HEADER]).toBe('hit');
  });

  it('never serves nor keeps a logged-in read', async () => {
    const user = await createTestUser(app);
    const headers = bearer(await tokenFor(app, user));
    const url = '/api/products?family=mKey&sort=newest';
    for (let round = 0; round < 2; round += 1) {
      const response = await get(url, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers[CACHE_STATUS_HEADER]).toBeUndefined();
      expect(response.headers['cache-control']).toMatch(/^private/);
    }
    expect((await get(url)).headers[CACHE_STATUS_HEADER]).toBe('miss');
  });

  it('never keeps an error', async () => {
    for (const url of ['/api/products/99999999', '/api/products?family=nope']) {
      for (let round = 0; round < 2; round += 1) {
        const response = await get(url);
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.headers[CACHE_STATUS_HEADER]).not.toBe('hit');
      }
    }
  });

  it('shows like counts at most its maximum age late', async () => {
    const { product } = await creatorProduct('Echidna Scene');
    const url = `/api/products/${product.id}`;
    expect((await get(url)).json().data.likeCount).toBe(0);
    // A like moves a counter only: no new version.
    await db.update(products).set({ likeCount: 7 }).where(eq(products.id, product.id));
    expect((await get(url)).json().data.likeCount).toBe(0);
    clock.advance(MAX_AGE_MS);
    const fresh = await get(url);
    expect(fresh.headers[CACHE_STATUS_HEADER]).toBe('miss');
    expect(fresh.json().data.likeCount).toBe(7);
  });

  it('counts a product view when the cache answers', async () => {
    const { product } = await creatorProduct('Wallaroo Plugin');
    const url = `/api/products/${product.id}`;
    expect((await get(url, { 'user-agent': 'viewer one' })).headers[CACHE_STATUS_HEADER]).toBe(
      'miss',
    );
    expect((await get(url, { 'user-agent': 'viewer two' })).headers[CACHE_STATUS_HEADER]).toBe(
      'hit',
    );
    await app.productViews.flush();
    const [row] = await db
      .select({ views: productDailyViews.views })
      .from(productDailyViews)
      .where(eq(productDailyViews.productId, product.id));
    expect(row?.views).toBe(2);
  });
});
