import { envelope, pageOf } from '@space/contracts/envelope';
import { likedProductSchema, likeStateSchema } from '@space/contracts/likes';
import { DEFAULT_TENANT_ID, TENANTS } from '@space/contracts/tenants';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productImages, productLikes, products } from '../../../src/db/schema.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { FileStorage } from '../../../src/lib/file-storage.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build } from '../../support/helper.ts';
import { createTestProduct, type ProductRow } from '../../support/product-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const stateEnvelope = envelope(likeStateSchema.strict());
const historyEnvelope = envelope(pageOf(likedProductSchema.strict()));

const TENANT_A = TENANTS[1]!.id;
const TENANT_B = TENANTS[2]!.id;

describe('likes', async () => {
  const clock = new ManualClock();
  const { app } = await build({ clock, prepare: (database) => ensureReferenceData(database.db) });

  async function member(tenantId = DEFAULT_TENANT_ID) {
    const user = await createTestUser(app, { tenantId });
    return { user, headers: bearer(await tokenFor(app, user)) };
  }

  type Method = 'GET' | 'PUT' | 'DELETE';
  function call(method: Method, productId: number | string, headers: Record<string, string> = {}) {
    return app.inject({ method, url: `/api/products/${productId}/like`, headers });
  }

  /** The like state answered for a request that must succeed. */
  async function state(method: Method, productId: number, headers: Record<string, string> = {}) {
    const response = await call(method, productId, headers);
    expect(response.statusCode, response.body).toBe(200);
    return stateEnvelope.parse(response.json()).data;
  }

  async function storedLikeCount(productId: number): Promise<number> {
    const [row] = await app.db
      .select({ likeCount: products.likeCount })
      .from(products)
      .where(eq(products.id, productId));
    return row!.likeCount;
  }

  async function likeRows(productId: number, userId?: number) {
    return app.db
      .select()
      .from(productLikes)
      .where(
        and(
          eq(productLikes.productId, productId),
          userId === undefined ? undefined : eq(productLikes.userId, userId),
        ),
      );
  }

  async function history(headers: Record<string, string>, query: Record<string, string> = {}) {
    const response = await app.inject({
      method: 'GET',
      url: '/api/users/me/likes',
      query,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return historyEnvelope.parse(response.json()).data;
  }

  describe('liking and unliking', () => {
    it('likes once, however often asked, and unlikes once', async () => {
      const product = await createTestProduct(app, { likeCount: 7 });
      const { user, headers } = await member();

      expect(await state('GET', product.id, headers)).toEqual({ liked: false, likeCount: 7 });
      expect(await state('PUT', product.id, headers)).toEqual({ liked: true, likeCount: 8 });
      expect(await state('PUT', product.id, headers)).toEqual({ liked: true, likeCount: 8 });
      expect(await likeRows(product.id, user.id)).toHaveLength(1);
      expect(await storedLikeCount(product.id)).toBe(8);
      expect(await state('GET', product.id, headers)).toEqual({ liked: true, likeCount: 8 });

      expect(await state('DELETE', product.id, headers)).toEqual({ liked: false, likeCount: 7 });
      expect(await state('DELETE', product.id, headers)).toEqual({ liked: false, likeCount: 7 });
      expect(await likeRows(product.id, user.id)).toHaveLength(0);
      expect(await storedLikeCount(product.id)).toBe(7);
      expect(await state('GET', product.id, headers)).toEqual({ liked: false, likeCount: 7 });
    });

    it("counts every user's like and records the liker's tenant and the time", async () => {
      const product = await createTestProduct(app);
      const first = await member();
      const second = await member(TENANT_A);
      await state('PUT', product.id, first.headers);
      expect(await state('PUT', product.id, second.headers)).toEqual({
        liked: true,
        likeCount: 2,
      });
      expect(await state('GET', product.id, first.headers)).toEqual({ liked: true, likeCount: 2 });
      expect(await state('GET', product.id)).toEqual({ liked: false, likeCount: 2 });

      const [row] = await likeRows(product.id, second.user.id);
      expect(row).toMatchObject({ tenantId: TENANT_A, createdAt: new Date(clock.now()) });
    });

    it('answers a visitor 401 for a like, an unlike and the history; the state is readable', async () => {
      const product = await createTestProduct(app, { likeCount: 3 });
      for (const method of ['PUT', 'DELETE'] as const) {
        const response = await call(method, product.id);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ code: 401, data: null });
      }
      const historyResponse = await app.inject({ method: 'GET', url: '/api/users/me/likes' });
      expect(historyResponse.statusCode).toBe(401);
      expect(await state('GET', product.id)).toEqual({ liked: false, likeCount: 3 });
      expect(await storedLikeCount(product.id)).toBe(3);
    });

    it('answers 400 for an id that is not a positive integer', async () => {
      const { headers } = await member();
      for (const id of ['abc', '0', '-3', '1.5']) {
        const response = await call('PUT', id, headers);
        expect(response.statusCode, id).toBe(400);
        expect(response.json().code).toBe(400);
      }
    });
  });

  describe('visibility', () => {
    it('answers 404 for a missing, out-of-range or delisted product, and changes nothing', async () => {
      const delisted = await createTestProduct(app, { status: 'delisted', likeCount: 5 });
      const { user, headers } = await member();
      for (const id of [delisted.id, 2_000_000_000, 2_147_483_648]) {
        for (const method of ['GET', 'PUT', 'DELETE'] as const) {
          const response = await call(method, id, headers);
          expect(response.statusCode, `${method} ${id}`).toBe(404);
          expect(response.json()).toMatchObject({ code: 404, data: null });
        }
      }
      expect(await likeRows(delisted.id, user.id)).toHaveLength(0);
      expect(await storedLikeCount(delisted.id)).toBe(5);
    });

    it('keeps a product restricted to one tenant out of reach of the others', async () => {
      const restricted = await createTestProduct(app, { restrictedToTenants: [TENANT_A] });
      const viewers = {
        visitor: { headers: {}, like: 401, read: 404 },
        defaultTenant: { headers: (await member()).headers, like: 404, read: 404 },
        tenantB: { headers: (await member(TENANT_B)).headers, like: 404, read: 404 },
        tenantA: { headers: (await member(TENANT_A)).headers, like: 200, read: 200 },
      };
      for (const [name, viewer] of Object.entries(viewers)) {
        for (const method of ['PUT', 'DELETE'] as const) {
          const response = await call(method, restricted.id, viewer.headers);
          expect(response.statusCode, `${name} ${method}`).toBe(viewer.like);
        }
        expect((await call('GET', restricted.id, viewer.headers)).statusCode, name).toBe(
          viewer.read,
        );
      }
      const likedByA = await state('PUT', restricted.id, viewers.tenantA.headers);
      expect(likedByA).toEqual({ liked: true, likeCount: 1 });
      expect((await call('PUT', restricted.id, viewers.tenantB.headers)).statusCode).toBe(404);
      expect(await likeRows(restricted.id)).toHaveLength(1);
      expect(await storedLikeCount(restricted.id)).toBe(1);
    });
  });

  describe('the like history', () => {
    it('lists liked products newest like first, paged, as product summaries', async () => {
      const author = await createTestUser(app, { isCreator: true, nickName: 'Maker' });
      const liked: ProductRow[] = [];
      for (let n = 0; n < 5; n += 1) {
        liked.push(await createTestProduct(app, { authorId: author.id, name: `Liked ${n}` }));
      }
      await app.db.insert(productImages).values({
        productId: liked[0]!.id,
        position: 0,
        fileKey: 'seed/cover.webp',
        width: 960,
        height: 640,
        variants: [
          { fileKey: 'seed/cover-320.webp', width: 320, height: 213, format: 'image/webp' },
        ],
      });
      const { headers } = await member();
      const other = await member();
      const start = clock.now();
      for (const product of liked) {
        clock.advance(60_000);
        await state('PUT', product.id, headers);
      }
      // Another user's like is not in this history; liking again does not move a product up.
      await state('PUT', liked[0]!.id, other.headers);
      clock.advance(60_000);
      await state('PUT', liked[1]!.id, headers);

      const first = await history(headers, { pageSize: '2' });
      const second = await history(headers, { pageSize: '2', page: '2' });
      const third = await history(headers, { pageSize: '2', page: '3' });
      expect([first.total, second.total, third.total]).toEqual([5, 5, 5]);
      expect([first.page, first.pageSize, third.page]).toEqual([1, 2, 3]);
      const ids = [...first.list, ...second.list, ...third.list].map((item) => item.id);
      expect(ids).toEqual(liked.map((product) => product.id).reverse());
      expect(third.list[0]).toEqual({
        id: liked[0]!.id,
        name: 'Liked 0',
        author: { id: author.id, nickName: 'Maker', avatar: null },
        deviceFamily: 'streamDock',
        contentTypes: ['plugin'],
        category: 'utilities',
        cover: FileStorage.publicUrl('seed/cover.webp'),
        coverVariants: [
          {
            url: FileStorage.publicUrl('seed/cover-320.webp'),
            width: 320,
            height: 213,
            type: 'image/webp',
          },
        ],
        currency: 'USD',
        price: 0,
        likeCount: 2,
        downloadCount: 0,
        rating: { average: null, count: 0 },
        createdAt: liked[0]!.createdAt.toISOString(),
        likedAt: new Date(start + 60_000).toISOString(),
      });
      expect(first.list[0]!.likedAt).toBe(new Date(start + 5 * 60_000).toISOString());
      expect(first.list[0]!.cover).toBeNull();
      expect(first.list[0]!.coverVariants).toEqual([]);
      expect((await history(headers, { pageSize: '2', page: '4' })).list).toEqual([]);
    });

    it('orders likes made at the same moment by product id, newest first', async () => {
      const a = await createTestProduct(app);
      const b = await createTestProduct(app);
      const { headers } = await member();
      await state('PUT', a.id, headers);
      await state('PUT', b.id, headers);
      expect((await history(headers)).list.map((item) => item.id)).toEqual([b.id, a.id]);
    });

    it('leaves out unliked products and products the user can no longer see', async () => {
      const kept = await createTestProduct(app);
      const unliked = await createTestProduct(app);
      const delisted = await createTestProduct(app);
      const restricted = await createTestProduct(app);
      const { headers } = await member();
      for (const product of [kept, unliked, delisted, restricted]) {
        await state('PUT', product.id, headers);
      }
      await state('DELETE', unliked.id, headers);
      await app.db.update(products).set({ status: 'delisted' }).where(eq(products.id, delisted.id));
      await app.db
        .update(products)
        .set({ restrictedToTenants: [TENANT_A] })
        .where(eq(products.id, restricted.id));
      const page = await history(headers);
      expect(page.list.map((item) => item.id)).toEqual([kept.id]);
      expect(page.total).toBe(1);
    });

    it('is empty for a user who liked nothing, and validates paging', async () => {
      const { headers } = await member();
      expect(await history(headers)).toEqual({ list: [], total: 0, page: 1, pageSize: 20 });
      const invalid: Record<string, string>[] = [{ page: '0' }, { pageSize: '101' }, { page: 'x' }];
      for (const query of invalid) {
        const response = await app.inject({
          method: 'GET',
          url: '/api/users/me/likes',
          query,
          headers,
        });
        expect(response.statusCode, JSON.stringify(query)).toBe(400);
      }
    });
  });
});
