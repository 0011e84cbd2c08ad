import {
  downloadLinkSchema,
  ownedProductSchema,
  usesSchema,
  type DownloadLink,
} from '@space/contracts/commerce';
import { envelope, pageOf } from '@space/contracts/envelope';
import { TENANTS } from '@space/contracts/tenants';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  downloads,
  entitlements,
  products,
  productVersions,
  users,
} from '../../../src/db/schema.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { FileStorage } from '../../../src/lib/file-storage.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build, TEST_ENGINE } from '../../support/helper.ts';
import { FakeProvider, givePaidOrder, grantMembership } from '../../support/payment-fixtures.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const linkEnvelope = envelope(downloadLinkSchema);
const usesEnvelope = envelope(usesSchema);
const ownedEnvelope = envelope(pageOf(ownedProductSchema));
const MINUTE = 60_000;

describe('downloads and uses', async () => {
  const clock = new ManualClock();
  const paypal = new FakeProvider('paypal', ['USD']);
  const { app, config } = await build({
    clock,
    paymentProviders: { paypal },
    prepare: (database) => ensureReferenceData(database.db),
  });

  async function member(tenantId: number = TENANTS[0].id) {
    const user = await createTestUser(app, { tenantId });
    return { user, headers: bearer(await tokenFor(app, user)) };
  }

  async function link(productId: number, headers: Record<string, string>): Promise<DownloadLink> {
    const response = await app.inject({
      method: 'POST',
      url: `/api/products/${productId}/download`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return linkEnvelope.parse(response.json()).data;
  }

  /** Gives a product its package: the bytes stored privately and a version pointing at them. */
  async function packaged(productId: number, version = '1.0.0') {
    const bytes = Buffer.from(`PK\u0003\u0004 the package of ${productId} at ${version}`);
    const fileKey = await FileStorage.forDataDir(config.dataDir).put(bytes, 'zip', 'packages');
    await app.db.insert(productVersions).values({
      productId,
      version,
      sizeBytes: bytes.length,
      fileKey,
      createdAt: new Date(clock.now() - MINUTE),
    });
    return bytes;
  }

  async function downloadCount(productId: number) {
    const [row] = await app.db
      .select({ downloadCount: products.downloadCount })
      .from(products)
      .where(eq(products.id, productId));
    const [rows] = await app.db
      .select({ n: count() })
      .from(downloads)
      .where(eq(downloads.productId, productId));
    return { counted: row!.downloadCount, rows: rows!.n };
  }

  describe('links', () => {
    it('are for owners only, or free products, and expire after 10 minutes', async () => {
      const { user, headers } = await member();
      const product = await createTestProduct(app, { priceGeneral: 500 });
      const visitor = await app.inject({
        method: 'POST',
        url: `/api/products/${product.id}/download`,
      });
      expect(visitor.statusCode).toBe(401);
      const notOwned = await app.inject({
        method: 'POST',
        url: `/api/products/${product.id}/download`,
        headers,
      });
      expect(notOwned.statusCode).toBe(403);
      expect(notOwned.json().code).toBe(40302);

      await givePaidOrder(app, user, [product.id]);
      const granted = await link(product.id, headers);
      expect(granted.url).toMatch(/^\/api\/downloads\/\d+\.\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
      expect(Date.parse(granted.expiresAt) - clock.now()).toBe(10 * MINUTE);

      // No package: nothing stands in for it (decision 074), and nothing is counted.
      const none = await app.inject({ method: 'GET', url: granted.url });
      expect(none.statusCode).toBe(404);
      expect(none.json()).toMatchObject({ code: 40402, msg: expect.stringContaining('file') });
      expect(await downloadCount(product.id)).toEqual({ counted: 0, rows: 0 });

      const bytes = await packaged(product.id);
      const first = await app.inject({ method: 'GET', url: granted.url });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['content-type']).toBe('application/zip');
      expect(first.headers['content-disposition']).toBe(
        `attachment; filename="product-${product.id}-1.0.0.zip"`,
      );
      expect(first.headers['cache-control']).toBe('private, no-store');
      expect(first.headers['content-length']).toBe(String(bytes.length));
      expect(first.rawPayload.equals(bytes)).toBe(true);
      expect(await downloadCount(product.id)).toEqual({ counted: 1, rows: 1 });

      clock.advance(10 * MINUTE - 1000);
      expect((await app.inject({ method: 'GET', url: granted.url })).statusCode).toBe(200);
      clock.advance(1000);
      const expired = await app.inject({ method: 'GET', url: granted.url });
      expect(expired.statusCode).toBe(404);
      expect(expired.json()).toMatchObject({
        code: 40401,
        msg: expect.stringContaining('expired'),
      });
      expect(await downloadCount(product.id)).toEqual({ counted: 2, rows: 2 });
    });

    it('give free products to any logged-in user who can see them, not hidden ones', async () => {
      const { headers } = await member();
      const free = await createTestProduct(app, { priceGeneral: 0 });
      await packaged(free.id);
      const granted = await link(free.id, headers);
      expect((await app.inject({ method: 'GET', url: granted.url })).statusCode).toBe(200);
      const hidden = await createTestProduct(app, {
        priceGeneral: 0,
        restrictedToTenants: [TENANTS[3].id],
      });
      for (const id of [hidden.id, 2_000_000_000, 3_000_000_000]) {
        const response = await app.inject({
          method: 'POST',
          url: `/api/products/${id}/download`,
          headers,
        });
        expect(response.statusCode, String(id)).toBe(404);
      }
    });

    it('refuse tampered, foreign and malformed tokens without counting', async () => {
      const { user, headers } = await member();
      const product = await createTestProduct(app, { priceGeneral: 500 });
      const other = await createTestProduct(app, { priceGeneral: 500 });
      await givePaidOrder(app, user, [product.id]);
      const token = (await link(product.id, headers)).url.split('/').pop()!;
      const [productId, userId, expires, mac] = token.split('.') as [
        string,
        string,
        string,
        string,
      ];
      const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
      const tampered = [
        `${productId}.${userId}.${expires}.${flipped}`,
        `${other.id}.${userId}.${expires}.${mac}`,
        `${productId}.${Number(userId) + 1}.${expires}.${mac}`,
        `${productId}.${userId}.${Number(expires) + 3600}.${mac}`,
        `${productId}.${userId}.${expires}`,
        'nonsense',
        `${token}.x`,
      ];
      for (const candidate of tampered) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/downloads/${encodeURIComponent(candidate)}`,
        });
        expect(response.statusCode, candidate).toBe(404);
        expect(response.json().code).toBe(40401);
      }
      const long = await app.inject({ method: 'GET', url: `/api/downloads/${'a'.repeat(300)}` });
      expect(long.statusCode).toBe(400);
      // A HEAD probe of a good link neither serves nor counts.
      const probe = await app.inject({ method: 'HEAD', url: `/api/downloads/${token}` });
      expect(probe.statusCode).toBe(404);
      expect(await downloadCount(product.id)).toEqual({ counted: 0, rows: 0 });
    });

    it('stop working when access ends: a refund, a disabled account', async () => {
      const refunded = await member();
      const product = await createTestProduct(app, { priceGeneral: 500 });
      await packaged(product.id);
      const order = await givePaidOrder(app, refunded.user, [product.id]);
      const url = (await link(product.id, refunded.headers)).url;
      await app.db
        .update(entitlements)
        .set({ revokedAt: new Date(clock.now()) })
        .where(eq(entitlements.orderId, order.id));
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);

      const disabled = await member();
      await givePaidOrder(app, disabled.user, [product.id]);
      const second = (await link(product.id, disabled.headers)).url;
      await app.db.update(users).set({ status: 'disabled' }).where(eq(users.id, disabled.user.id));
      expect((await app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
    });

    it("serve the newest version's file, and tell owners when an update is available", async () => {
      const { user, headers } = await member();
      const product = await createTestProduct(app, { priceGeneral: 500 });
      await givePaidOrder(app, user, [product.id]);
      const bytes = Buffer.from('PK\u0003\u0004 not really a zip, but the stored bytes');
      const fileKey = await FileStorage.forDataDir(config.dataDir).put(bytes, 'zip', 'p');
      await app.db.insert(productVersions).values({
        productId: product.id,
        version: '1.0.0',
        sizeBytes: bytes.length,
        fileKey,
        createdAt: new Date(clock.now() - MINUTE),
      });
      const response = await app.inject({
        method: 'GET',
        url: (await link(product.id, headers)).url,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain(`product-${product.id}-1.0.0.zip`);
      expect(response.rawPayload.equals(bytes)).toBe(true);

      const owned = async () => {
        const list = await app.inject({ method: 'GET', url: '/api/users/me/products', headers });
        return ownedEnvelope
          .parse(list.json())
          .data.list.find((item) => item.product.id === product.id)!;
      };
      expect(await owned()).toMatchObject({
        newestVersion: { version: '1.0.0' },
        downloadedVersion: '1.0.0',
        updateAvailable: false,
      });
      await app.db.insert(productVersions).values({
        productId: product.id,
        version: '1.1.0',
        sizeBytes: 10,
        createdAt: new Date(clock.now()),
      });
      expect(await owned()).toMatchObject({
        newestVersion: { version: '1.1.0' },
        downloadedVersion: '1.0.0',
        updateAvailable: true,
      });
    });
  });

  describe('uses', () => {
    async function uses(
      method: 'GET' | 'POST',
      productId: number,
      headers: Record<string, string>,
    ) {
      return app.inject({ method, url: `/api/products/${productId}/uses`, headers });
    }

    it("count down to the tier's limit and stop there", async () => {
      const { user, headers } = await member();
      const product = await createTestProduct(app, {
        priceGeneral: 500,
        usesGeneral: 2,
        usesOrdinary: 5,
        usesPremium: -1,
        usesSvip: 0,
      });
      expect((await uses('POST', product.id, headers)).statusCode).toBe(403);
      await givePaidOrder(app, user, [product.id]);

      const initial = await uses('GET', product.id, headers);
      expect(usesEnvelope.parse(initial.json()).data).toEqual({
        tier: 'general',
        limit: 2,
        used: 0,
        remaining: 2,
      });
      const one = await uses('POST', product.id, headers);
      expect(usesEnvelope.parse(one.json()).data).toMatchObject({ used: 1, remaining: 1 });
      const two = await uses('POST', product.id, headers);
      expect(usesEnvelope.parse(two.json()).data).toMatchObject({ used: 2, remaining: 0 });
      const three = await uses('POST', product.id, headers);
      expect(three.statusCode).toBe(409);
      expect(three.json()).toMatchObject({ code: 40906, data: { used: 2, remaining: 0 } });

      // A better tier raises the limit; unlimited stays unlimited.
      await grantMembership(app, user, 'ordinary', new Date(clock.now() + 24 * 60 * MINUTE));
      expect(usesEnvelope.parse((await uses('POST', product.id, headers)).json()).data).toEqual({
        tier: 'ordinary',
        limit: 5,
        used: 3,
        remaining: 2,
      });
      await grantMembership(app, user, 'premium', new Date(clock.now() + 24 * 60 * MINUTE));
      for (let n = 0; n < 3; n += 1) await uses('POST', product.id, headers);
      expect(usesEnvelope.parse((await uses('GET', product.id, headers)).json()).data).toEqual({
        tier: 'premium',
        limit: -1,
        used: 6,
        remaining: -1,
      });
      // 0 means none.
      await grantMembership(app, user, 'svip', new Date(clock.now() + 24 * 60 * MINUTE));
      expect((await uses('POST', product.id, headers)).statusCode).toBe(409);
    });

    it('are open to free products and closed to other brands’ hidden ones', async () => {
      const { headers } = await member();
      const free = await createTestProduct(app, { priceGeneral: 0, usesGeneral: 1 });
      expect((await uses('POST', free.id, headers)).statusCode).toBe(200);
      expect((await uses('POST', free.id, headers)).statusCode).toBe(409);
      const hidden = await createTestProduct(app, {
        priceGeneral: 0,
        restrictedToTenants: [TENANTS[5].id],
      });
      expect((await uses('GET', hidden.id, headers)).statusCode).toBe(404);
      expect((await uses('GET', 3_000_000_000, headers)).statusCode).toBe(404);
      expect((await uses('GET', free.id, {})).statusCode).toBe(401);
    });

    it.runIf(TEST_ENGINE === 'postgres')(
      'never exceed the limit when 20 uses race for 5 (PostgreSQL)',
      async () => {
        const { user, headers } = await member();
        const product = await createTestProduct(app, { priceGeneral: 500, usesGeneral: 5 });
        await givePaidOrder(app, user, [product.id]);
        const responses = await Promise.all(
          Array.from({ length: 20 }, () => uses('POST', product.id, headers)),
        );
        const statuses = responses.map((response) => response.statusCode).sort();
        expect(statuses).toEqual([...Array(5).fill(200), ...Array(15).fill(409)]);
        const remaining = responses
          .filter((response) => response.statusCode === 200)
          .map((response) => usesEnvelope.parse(response.json()).data.remaining)
          .sort();
        expect(remaining).toEqual([0, 1, 2, 3, 4]);
      },
    );
  });

  describe('downloads counted under concurrency', () => {
    it.runIf(TEST_ENGINE === 'postgres')('count every one of 20 racing downloads', async () => {
      const { headers } = await member();
      const free = await createTestProduct(app, { priceGeneral: 0 });
      await packaged(free.id);
      const url = (await link(free.id, headers)).url;
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => app.inject({ method: 'GET', url })),
      );
      expect(responses.every((response) => response.statusCode === 200)).toBe(true);
      expect(await downloadCount(free.id)).toEqual({ counted: 20, rows: 20 });
    });
  });
});
