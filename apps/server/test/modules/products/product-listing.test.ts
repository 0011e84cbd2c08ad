import { envelope } from '@space/contracts/envelope';
import { productListingSchema } from '@space/contracts/products';
import { DEFAULT_TENANT_ID, TENANTS } from '@space/contracts/tenants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, productVersions } from '../../../src/db/schema.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { delistUnpackaged } from '../../../src/modules/products/index.ts';
import { build } from '../../support/helper.ts';
import { addTestPackage, createTestProduct } from '../../support/product-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const listingEnvelope = envelope(productListingSchema.strict());
const PARTNER = TENANTS[1]!.id;
const OTHER_PARTNER = TENANTS[2]!.id;

/** Listing and brand restriction through PATCH /api/products/:id/listing (decision 014). */
describe('product listing', async () => {
  const { app } = await build({ prepare: (database) => ensureReferenceData(database.db) });
  const author = await createTestUser(app, { isCreator: true });
  const stranger = await createTestUser(app);
  const tenantAdmin = await createTestUser(app, { role: 'admin' });
  const partnerAdmin = await createTestUser(app, { role: 'admin', tenantId: PARTNER });
  const superAdmin = await createTestUser(app, { role: 'admin', isSuperAdmin: true });
  const partnerUser = await createTestUser(app, { tenantId: PARTNER });
  const headers = {
    author: bearer(await tokenFor(app, author)),
    stranger: bearer(await tokenFor(app, stranger)),
    tenantAdmin: bearer(await tokenFor(app, tenantAdmin)),
    partnerAdmin: bearer(await tokenFor(app, partnerAdmin)),
    superAdmin: bearer(await tokenFor(app, superAdmin)),
    partnerUser: bearer(await tokenFor(app, partnerUser)),
  };

  function patch(id: number, payload: unknown, as?: keyof typeof headers) {
    return app.inject({
      method: 'PATCH',
      url: `/api/products/${id}/listing`,
      headers: as ? headers[as] : {},
      payload: payload as Record<string, unknown>,
    });
  }

  async function visible(id: number, as?: keyof typeof headers): Promise<boolean> {
    const detail = await app.inject({
      method: 'GET',
      url: `/api/products/${id}`,
      headers: as ? headers[as] : {},
    });
    const list = await app.inject({
      method: 'GET',
      url: `/api/products?author=${author.id}&pageSize=100`,
      headers: as ? headers[as] : {},
    });
    const listed = (list.json().data.list as { id: number }[]).some((item) => item.id === id);
    expect(listed).toBe(detail.statusCode === 200);
    return listed;
  }

  async function row(id: number) {
    const [found] = await app.db
      .select({ status: products.status, tenants: products.restrictedToTenants })
      .from(products)
      .where(eq(products.id, id));
    return found!;
  }

  it('lets the author delist and list again their own product', async () => {
    const product = await createTestProduct(app, { authorId: author.id });
    await addTestPackage(app, product.id);
    const delisted = await patch(product.id, { status: 'delisted' }, 'author');
    expect(delisted.statusCode, delisted.body).toBe(200);
    expect(listingEnvelope.parse(delisted.json()).data).toEqual({
      id: product.id,
      status: 'delisted',
      restrictedToTenants: [],
    });
    expect(await visible(product.id)).toBe(false);
    expect(await visible(product.id, 'author')).toBe(false);

    const listed = await patch(product.id, { status: 'listed' }, 'author');
    expect(listed.statusCode).toBe(200);
    expect(await visible(product.id)).toBe(true);
  });

  it("lets an admin of the author's tenant and a super admin delist, not another brand's admin", async () => {
    const product = await createTestProduct(app, { authorId: author.id });
    await addTestPackage(app, product.id);
    expect((await patch(product.id, { status: 'delisted' }, 'partnerAdmin')).statusCode).toBe(403);
    expect((await row(product.id)).status).toBe('listed');
    expect((await patch(product.id, { status: 'delisted' }, 'tenantAdmin')).statusCode).toBe(200);
    expect((await patch(product.id, { status: 'listed' }, 'superAdmin')).statusCode).toBe(200);
    expect((await row(product.id)).status).toBe('listed');
  });

  it('refuses to list a product without a package that passed its checks (decision 074)', async () => {
    const product = await createTestProduct(app, { authorId: author.id, status: 'delisted' });
    for (const [as, language, words] of [
      ['author', 'en', 'cannot be listed for sale'],
      ['tenantAdmin', 'zh', '无法上架销售'],
      ['superAdmin', 'ko', '판매 목록에 올릴 수 없습니다'],
    ] as const) {
      const refused = await app.inject({
        method: 'PATCH',
        url: `/api/products/${product.id}/listing`,
        headers: { ...headers[as], lang: language },
        payload: { status: 'listed' },
      });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ code: 40909, msg: expect.stringContaining(words) });
      expect((await row(product.id)).status).toBe('delisted');
    }
    // A version without a file is no package either; the admin console is held to the same rule.
    await app.db
      .insert(productVersions)
      .values({ productId: product.id, version: '0.9.0', sizeBytes: 0 });
    expect((await patch(product.id, { status: 'listed' }, 'superAdmin')).statusCode).toBe(409);
    const console = await app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}`,
      headers: headers.superAdmin,
      payload: { status: 'listed' },
    });
    expect(console.statusCode, console.body).toBe(409);
    expect(console.json().code).toBe(40909);
    expect((await row(product.id)).status).toBe('delisted');

    await addTestPackage(app, product.id, '1.0.0');
    expect((await patch(product.id, { status: 'listed' }, 'author')).statusCode).toBe(200);
    expect((await row(product.id)).status).toBe('listed');
  });

  it('delists at start-up what is listed without a package, and nothing else', async () => {
    const bare = await createTestProduct(app, { authorId: author.id });
    const packaged = await createTestProduct(app, { authorId: author.id });
    await addTestPackage(app, packaged.id);
    // A newer version without a file: the newest version is what a buyer would get.
    const stale = await createTestProduct(app, { authorId: author.id });
    await addTestPackage(app, stale.id, '1.0.0');
    await app.db.insert(productVersions).values({
      productId: stale.id,
      version: '1.1.0',
      sizeBytes: 0,
      createdAt: new Date(Date.now() + 60_000),
    });
    const delisted = await delistUnpackaged(app.db, new Date());
    expect(delisted).toEqual(expect.arrayContaining([bare.id, stale.id]));
    expect(delisted).not.toContain(packaged.id);
    expect((await row(bare.id)).status).toBe('delisted');
    expect((await row(stale.id)).status).toBe('delisted');
    expect((await row(packaged.id)).status).toBe('listed');
    expect(await delistUnpackaged(app.db, new Date())).toEqual([]);
  });

  it('leaves brand restrictions to super admins', async () => {
    const product = await createTestProduct(app, { authorId: author.id });
    for (const as of ['author', 'tenantAdmin'] as const) {
      const refused = await patch(product.id, { restrictedToTenants: [PARTNER] }, as);
      expect(refused.statusCode).toBe(403);
    }
    expect((await row(product.id)).tenants).toEqual([]);

    const restricted = await patch(
      product.id,
      { restrictedToTenants: [OTHER_PARTNER, PARTNER, PARTNER] },
      'superAdmin',
    );
    expect(restricted.statusCode, restricted.body).toBe(200);
    expect(restricted.json().data.restrictedToTenants).toEqual([PARTNER, OTHER_PARTNER]);
    expect(await visible(product.id)).toBe(false);
    expect(await visible(product.id, 'partnerUser')).toBe(true);

    const shared = await patch(product.id, { restrictedToTenants: [] }, 'superAdmin');
    expect(shared.json().data.restrictedToTenants).toEqual([]);
    expect(await visible(product.id)).toBe(true);
  });

  it('hides a product the caller may neither see nor change', async () => {
    const hidden = await createTestProduct(app, {
      authorId: author.id,
      restrictedToTenants: [PARTNER],
    });
    expect((await patch(hidden.id, { status: 'delisted' }, 'stranger')).statusCode).toBe(404);
    const shown = await createTestProduct(app, { authorId: author.id });
    expect((await patch(shown.id, { status: 'delisted' }, 'stranger')).statusCode).toBe(403);
    expect((await patch(999_999, { status: 'delisted' }, 'superAdmin')).statusCode).toBe(404);
    // Past the integer range of products.id: not found, never a database error.
    expect((await patch(99_999_999_999, { status: 'delisted' }, 'superAdmin')).statusCode).toBe(
      404,
    );
    expect((await row(shown.id)).status).toBe('listed');
  });

  it.each([
    [{}, 'nothing to change'],
    [{ status: 'hidden' }, 'an unknown status'],
    [{ restrictedToTenants: [42] }, 'an unknown brand'],
    [{ restrictedToTenants: 'all' }, 'not a list'],
    [{ status: 'delisted', restrictedToTenants: [DEFAULT_TENANT_ID, 1] }, 'one bad brand'],
  ])('refuses %j (%s) with 400 and changes nothing', async (payload, _why) => {
    const product = await createTestProduct(app, { authorId: author.id });
    const response = await patch(product.id, payload, 'superAdmin');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400 });
    expect(await row(product.id)).toEqual({ status: 'listed', tenants: [] });
  });

  it('needs a login', async () => {
    const product = await createTestProduct(app, { authorId: author.id });
    expect((await patch(product.id, { status: 'delisted' })).statusCode).toBe(401);
  });
});
