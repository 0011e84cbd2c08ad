import { authorProfileSchema, type AuthorProfile } from '@space/contracts/authors';
import { envelope } from '@space/contracts/envelope';
import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import { PRODUCT_SORTS } from '@space/contracts/product-options';
import { DEFAULT_TENANT_ID, TENANTS } from '@space/contracts/tenants';
import { describe, expect, it } from 'vitest';
import type { users } from '../../../src/db/schema.ts';
import { FileStorage } from '../../../src/lib/file-storage.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build } from '../../support/helper.ts';
import { createTestProduct, type ProductRow } from '../../support/product-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

/** Strict: the profile must not carry a field the contract does not name. */
const profileEnvelope = envelope(
  authorProfileSchema.extend({ stats: authorProfileSchema.shape.stats.strict() }).strict(),
);
const NOT_FOUND = { code: 404, msg: ERROR_MESSAGES.NOT_FOUND.en, data: null };
const TENANT_A = TENANTS[1]!.id;
const TENANT_B = TENANTS[2]!.id;
const MAX_INT = 2_147_483_647;

type Headers = Record<string, string>;
type ListItem = { id: number; author: { id: number }; price: number };
type ListPage = { list: ListItem[]; total: number; page: number; pageSize: number };

describe('author pages', async () => {
  const { app } = await build({ prepare: (database) => ensureReferenceData(database.db) });

  async function viewerOf(tenantId: number): Promise<Headers> {
    return bearer(await tokenFor(app, await createTestUser(app, { tenantId })));
  }

  function getProfile(id: number | string, headers: Headers = {}) {
    return app.inject({ method: 'GET', url: `/api/authors/${id}`, headers });
  }

  async function profile(id: number, headers: Headers = {}): Promise<AuthorProfile> {
    const response = await getProfile(id, headers);
    expect(response.statusCode, response.body).toBe(200);
    return profileEnvelope.parse(response.json()).data;
  }

  async function list(query: Record<string, string | number>, headers: Headers = {}) {
    const response = await app.inject({
      method: 'GET',
      url: '/api/products',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: ListPage }).data;
  }

  /** A creator with private contact details, a signature, an avatar and a known join date. */
  async function creator(overrides: Partial<typeof users.$inferInsert> = {}) {
    return createTestUser(app, {
      isCreator: true,
      email: `c${Math.random().toString(36).slice(2)}@example.com`,
      mobile: `+86138${Math.floor(Math.random() * 1e8)
        .toString()
        .padStart(8, '0')}`,
      note: 'Keycaps and lighting, made by hand.',
      avatarKey: 'aa/bb/avatar.webp',
      createdAt: new Date('2024-03-04T05:06:07.000Z'),
      ...overrides,
    });
  }

  describe('GET /api/authors/:id', () => {
    it('answers the public profile with figures over the visible products only', async () => {
      const author = await creator();
      await createTestProduct(app, {
        authorId: author.id,
        deviceFamily: 'mRgb',
        contentTypes: ['lightingEffect'],
        likeCount: 5,
        downloadCount: 50,
      });
      await createTestProduct(app, { authorId: author.id, likeCount: 7, downloadCount: 70 });
      await createTestProduct(app, { authorId: author.id, likeCount: 1, downloadCount: 10 });
      // Not counted for a viewer of the default tenant: delisted, or another brand's only.
      await createTestProduct(app, { authorId: author.id, status: 'delisted', likeCount: 1000 });
      await createTestProduct(app, {
        authorId: author.id,
        deviceFamily: 'mKey',
        restrictedToTenants: [TENANT_A],
        likeCount: 300,
        downloadCount: 3000,
      });
      // Someone else's product counts for nobody but them.
      await createTestProduct(app, { likeCount: 99 });

      const expected: AuthorProfile = {
        id: author.id,
        nickName: author.nickName,
        avatar: FileStorage.publicUrl('aa/bb/avatar.webp'),
        signature: 'Keycaps and lighting, made by hand.',
        memberSince: '2024-03-04T05:06:07.000Z',
        followerCount: 0,
        followingCount: 0,
        stats: {
          productCount: 3,
          likeCount: 13,
          downloadCount: 130,
          rating: { average: null, count: 0 },
          deviceFamilies: ['streamDock', 'mRgb'],
        },
      };
      expect(await profile(author.id)).toEqual(expected);
      expect(await profile(author.id, await viewerOf(TENANT_B))).toEqual(expected);
      expect(await profile(author.id, await viewerOf(TENANT_A))).toEqual({
        ...expected,
        stats: {
          productCount: 4,
          likeCount: 313,
          downloadCount: 3130,
          rating: { average: null, count: 0 },
          // Catalogue order, whatever order the products came in.
          deviceFamilies: ['streamDock', 'mKey', 'mRgb'],
        },
      });

      const body = (await getProfile(author.id)).body;
      for (const secret of [author.email!, author.mobile!, author.username, 'tenant', 'role']) {
        expect(body).not.toContain(secret);
      }
    });

    it('answers an empty signature and no avatar when the author has none', async () => {
      const author = await creator({ note: '', avatarKey: null });
      await createTestProduct(app, { authorId: author.id });
      expect(await profile(author.id)).toMatchObject({ signature: '', avatar: null });
    });

    it('serves a creator of another tenant whose products are shared', async () => {
      const author = await creator({ tenantId: TENANT_B });
      await createTestProduct(app, { authorId: author.id });
      expect((await profile(author.id)).stats.productCount).toBe(1);
    });

    describe('answers 404 when there is no visible product to show', () => {
      const cases: [string, () => Promise<number>][] = [
        ['an unknown id', async () => (await createTestUser(app)).id + 100_000],
        ['the largest integer id', async () => MAX_INT],
        ['an id beyond the integer range', async () => MAX_INT + 1],
        ['a user without products', async () => (await createTestUser(app)).id],
        ['a creator without products', async () => (await creator()).id],
        [
          'a creator whose products are all delisted',
          async () => {
            const author = await creator();
            await createTestProduct(app, { authorId: author.id, status: 'delisted' });
            return author.id;
          },
        ],
        [
          'a creator whose products are all restricted to another brand',
          async () => {
            const author = await creator();
            await createTestProduct(app, { authorId: author.id, restrictedToTenants: [TENANT_A] });
            return author.id;
          },
        ],
        [
          'a deleted account',
          async () => {
            const author = await creator({ deleted: true });
            await createTestProduct(app, { authorId: author.id });
            return author.id;
          },
        ],
      ];
      it.each(cases)('%s', async (_, idOf) => {
        const response = await getProfile(await idOf());
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
        expect(response.headers.etag).toBeUndefined();
      });
    });

    it('shows a creator restricted to a brand to that brand only', async () => {
      const author = await creator();
      await createTestProduct(app, { authorId: author.id, restrictedToTenants: [TENANT_A] });
      expect((await getProfile(author.id)).statusCode).toBe(404);
      expect((await getProfile(author.id, await viewerOf(TENANT_B))).statusCode).toBe(404);
      expect((await getProfile(author.id, await viewerOf(DEFAULT_TENANT_ID))).statusCode).toBe(404);
      expect((await profile(author.id, await viewerOf(TENANT_A))).stats.productCount).toBe(1);
    });

    it.each(['abc', '0', '-3', '1.5', '1e3x'])('answers 400 for the id %j', async (id) => {
      const response = await getProfile(id);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 400,
        msg: ERROR_MESSAGES.VALIDATION_FAILED.en,
        data: { fields: [{ path: 'params.id', message: expect.any(String) }] },
      });
    });

    it('is revalidated with a weak ETag, public for visitors and private for members', async () => {
      const author = await creator();
      await createTestProduct(app, { authorId: author.id });
      const first = await getProfile(author.id);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{43}"$/);
      expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(String(first.headers.vary)).toMatch(/authorization.*satoken/i);
      const again = await getProfile(author.id, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');

      const member = await getProfile(author.id, await viewerOf(DEFAULT_TENANT_ID));
      expect(member.headers['cache-control']).toBe('private, max-age=0, must-revalidate');

      // A new product changes the figures, so the old tag no longer matches.
      await createTestProduct(app, { authorId: author.id });
      expect((await getProfile(author.id, { 'if-none-match': etag })).statusCode).toBe(200);
    });
  });

  describe('GET /api/products?author=', () => {
    /** 23 products by one creator, with ties on every sort key so only the id can order them. */
    async function prolificCreator(): Promise<{ id: number; products: ProductRow[] }> {
      const author = await creator();
      const made: ProductRow[] = [];
      for (let i = 0; i < 23; i += 1) {
        made.push(
          await createTestProduct(app, {
            authorId: author.id,
            likeCount: i % 3,
            priceGeneral: [0, 199, 499][i % 4 === 0 ? 0 : i % 2 === 0 ? 1 : 2],
            createdAt: new Date(Date.UTC(2025, 0, 1 + (i % 5))),
          }),
        );
      }
      await createTestProduct(app, { authorId: author.id, status: 'delisted' });
      await createTestProduct(app, { authorId: author.id, restrictedToTenants: [TENANT_A] });
      await createTestProduct(app);
      return { id: author.id, products: made };
    }

    it.each(PRODUCT_SORTS)(
      'pages through exactly the visible products of the author sorted by %s',
      async (sort) => {
        const author = await prolificCreator();
        const seen: number[] = [];
        for (let page = 1; page <= 3; page += 1) {
          const result = await list({ author: author.id, sort, page, pageSize: 10 });
          expect(result.total).toBe(23);
          expect(result.list.every((item) => item.author.id === author.id)).toBe(true);
          seen.push(...result.list.map((item) => item.id));
        }
        expect(seen).toHaveLength(23);
        expect(new Set(seen)).toEqual(new Set(author.products.map((product) => product.id)));
        // The same pages asked again come back in the same order.
        const again = await list({ author: author.id, sort, page: 2, pageSize: 10 });
        expect(again.list.map((item) => item.id)).toEqual(seen.slice(10, 20));
      },
    );

    it('combines with the free/paid filter', async () => {
      const author = await prolificCreator();
      const free = author.products.filter((product) => product.priceGeneral === 0);
      const result = await list({ author: author.id, price: 'free', pageSize: 100 });
      expect(result.list.map((item) => item.id).sort()).toEqual(free.map((p) => p.id).sort());
      const paid = await list({ author: author.id, price: 'paid', pageSize: 100 });
      expect(paid.total).toBe(23 - free.length);
    });

    it("includes the author's products restricted to the viewer's brand", async () => {
      const author = await prolificCreator();
      expect((await list({ author: author.id }, await viewerOf(TENANT_A))).total).toBe(24);
      expect((await list({ author: author.id }, await viewerOf(TENANT_B))).total).toBe(23);
    });

    it('answers an empty page for a user without products', async () => {
      const user = await createTestUser(app);
      expect(await list({ author: user.id })).toMatchObject({ list: [], total: 0 });
    });

    it.each(['abc', '0', '-1', String(MAX_INT + 1)])('answers 400 for author=%s', async (id) => {
      const response = await app.inject({ method: 'GET', url: `/api/products?author=${id}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.fields).toEqual([
        { path: 'querystring.author', message: expect.any(String) },
      ]);
    });
  });
});
