import { adminBrandSchema, publicBrandSchema } from '@space/contracts/brands';
import { auditEntrySchema, type AuditEntry } from '@space/contracts/admin';
import { envelope, pageOf } from '@space/contracts/envelope';
import { DEFAULT_TENANT_ID, tenantByCode } from '@space/contracts/tenants';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../../src/app.ts';
import { tenants } from '../../../src/db/schema.ts';
import { referencedFileKeys } from '../../../src/modules/files/file-garbage.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build, TEST_ENGINE, testConfig } from '../../support/helper.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { flatImage, multipart, noisyImage } from '../../support/upload-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const DARK_FLASH = tenantByCode('darkFlash')!;
const AJAZZ = tenantByCode('AJAZZ')!;
const brandList = envelope(z.array(adminBrandSchema.strict()));
const oneBrand = envelope(adminBrandSchema.strict());
const auditPage = envelope(pageOf(auditEntrySchema.strict()));

describe(`brand settings in the admin console on ${TEST_ENGINE}`, async () => {
  const { app, database } = await build({ prepare: (db) => ensureReferenceData(db.db) });
  const people = {
    user: await createTestUser(app, { tenantId: DARK_FLASH.id }),
    moderator: await createTestUser(app, { role: 'moderator', tenantId: DARK_FLASH.id }),
    admin: await createTestUser(app, { role: 'admin', tenantId: DARK_FLASH.id }),
    ajazzAdmin: await createTestUser(app, { role: 'admin', tenantId: AJAZZ.id }),
    superAdmin: await createTestUser(app, { isSuperAdmin: true }),
  };
  type Actor = keyof typeof people;
  const tokens: Record<string, string> = {};
  for (const [name, person] of Object.entries(people)) tokens[name] = await tokenFor(app, person);
  const call = (
    actor: Actor,
    method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
    url: string,
    body?: { payload: object | Buffer; headers?: Record<string, string> },
  ) =>
    app.inject({
      method,
      url,
      headers: { ...bearer(tokens[actor]!), ...body?.headers },
      ...(body ? { payload: body.payload } : {}),
    });
  const patch = (actor: Actor, code: string, payload: object) =>
    call(actor, 'PATCH', `/api/admin/brands/${code}`, { payload });
  const upload = (
    actor: Actor,
    code: string,
    slot: string,
    content: Buffer,
    type = 'image/png',
  ) => {
    const form = multipart([{ name: 'file', filename: 'logo.png', type, content }]);
    return call(actor, 'POST', `/api/admin/brands/${code}/images/${slot}`, {
      payload: form.payload,
      headers: { 'content-type': form.contentType },
    });
  };
  const rowOf = async (id: number) =>
    (await database.db.select().from(tenants).where(eq(tenants.id, id)))[0]!;
  async function auditOf(code: string): Promise<AuditEntry[]> {
    const response = await call(
      'superAdmin',
      'GET',
      `/api/admin/audit-log?targetType=brand&targetId=${code}`,
    );
    expect(response.statusCode).toBe(200);
    return auditPage.parse(response.json()).data.list;
  }

  it('lists every brand to a super admin and only their own to a tenant admin', async () => {
    const all = brandList.parse((await call('superAdmin', 'GET', '/api/admin/brands')).json());
    expect(all.data.map((b) => b.code)).toEqual([
      'default',
      'soomfon',
      'VSD',
      'gClickcr',
      'AJAZZ',
      'darkFlash',
    ]);
    expect(all.data.every((b) => b.hostRulesEditable)).toBe(true);
    const own = brandList.parse((await call('admin', 'GET', '/api/admin/brands')).json());
    expect(own.data).toHaveLength(1);
    expect(own.data[0]).toMatchObject({
      code: 'darkFlash',
      name: 'darkFlash',
      routeSuffix: 'darkFlash',
      hostRules: ['darkflash.'],
      hostRulesEditable: false,
      accentColor: null,
      logoLightUrl: null,
    });
    for (const actor of ['user', 'moderator'] as const) {
      expect((await call(actor, 'GET', '/api/admin/brands')).statusCode).toBe(403);
      expect((await patch(actor, 'darkFlash', { name: 'x' })).statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/api/admin/brands' })).statusCode).toBe(401);
  });

  it("keeps a tenant admin to their own brand's name and look", async () => {
    const before = await rowOf(AJAZZ.id);
    expect((await patch('admin', 'AJAZZ', { name: 'Taken over' })).statusCode).toBe(404);
    const png = await noisyImage(64, 32).png().toBuffer();
    expect((await upload('admin', 'AJAZZ', 'logoLight', png)).statusCode).toBe(404);
    expect(
      (await call('admin', 'DELETE', '/api/admin/brands/AJAZZ/images/logoDark')).statusCode,
    ).toBe(404);
    // Host rules pick the brand of a whole host: a tenant admin may not point one at theirs.
    const rules = await patch('admin', 'darkFlash', { hostRules: ['www.'] });
    expect(rules.statusCode).toBe(403);
    expect(await rowOf(AJAZZ.id)).toEqual(before);
    expect((await rowOf(DARK_FLASH.id)).hostRules).toEqual(['darkflash.']);
    // Sending the rules unchanged alongside an edit is fine (a form sends every field).
    const same = await patch('admin', 'darkFlash', {
      hostRules: ['darkflash.'],
      name: 'darkFlash',
    });
    expect(same.statusCode).toBe(200);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const before = await rowOf(DARK_FLASH.id);
    const bad: object[] = [
      { hostRules: ['DarkFlash.'] },
      { hostRules: ['dark flash.'] },
      { hostRules: ['darkflash'] },
      { hostRules: ['.'] },
      { hostRules: ['-bad.'] },
      { hostRules: ['a.b.', 'a.b.'] },
      { hostRules: Array.from({ length: 11 }, (_, i) => `h${i}.`) },
      { hostRules: [`${'a'.repeat(60)}.${'b'.repeat(60)}.`] },
      { hostRules: 'darkflash.' },
      { accentColor: '#ABCDEF' },
      { accentColor: 'red' },
      { accentColor: '#12345' },
      { name: '' },
      { name: '   ' },
      { name: 'n'.repeat(51) },
      { code: 'other' },
      { logoLightKey: 'brands/evil.webp' },
    ];
    for (const payload of bad) {
      const response = await patch('superAdmin', 'darkFlash', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe(400);
    }
    expect(await rowOf(DARK_FLASH.id)).toEqual(before);
    expect(await auditOf('darkFlash')).toEqual([]);
  });

  it('refuses a host rule another brand holds (409) and changes nothing', async () => {
    const response = await patch('superAdmin', 'darkFlash', {
      hostRules: ['darkflash.', 'ajazz.'],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toContain('AJAZZ');
    expect((await rowOf(DARK_FLASH.id)).hostRules).toEqual(['darkflash.']);
  });

  it('records each change with its before and after, once, in the brand’s tenant', async () => {
    const response = await patch('admin', 'darkFlash', {
      name: 'darkFlash Store',
      accentColor: '#e4572e',
    });
    expect(response.statusCode).toBe(200);
    expect(oneBrand.parse(response.json()).data).toMatchObject({
      name: 'darkFlash Store',
      accentColor: '#e4572e',
    });
    // The same values again change nothing and record nothing.
    expect((await patch('admin', 'darkFlash', { accentColor: '#e4572e' })).statusCode).toBe(200);
    const entries = await auditOf('darkFlash');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      tenantId: DARK_FLASH.id,
      action: 'brand.update',
      actor: { id: people.admin.id },
      before: { name: 'darkFlash', accentColor: null },
      after: { name: 'darkFlash Store', accentColor: '#e4572e' },
    });
    // The public look follows at once (its cached copy is invalidated by the tenants trigger).
    const look = publicBrandSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/brands/darkFlash' })).json().data,
    );
    expect(look).toMatchObject({ name: 'darkFlash Store', accentColor: '#e4572e' });
    expect((await app.inject({ method: 'GET', url: '/api/brands/nobody' })).statusCode).toBe(404);
    // A restart's reference data keeps what administrators edited.
    await ensureReferenceData(database.db);
    expect((await rowOf(DARK_FLASH.id)).name).toBe('darkFlash Store');
  });

  describe('host rules choose the brand of a request', async () => {
    const product = await createTestProduct(app, { restrictedToTenants: [DARK_FLASH.id] });
    const detail = (target: typeof app, host: string) =>
      target.inject({ method: 'GET', url: `/api/products/${product.id}`, headers: { host } });

    it('resolves a host by the rules in the database, and follows their change', async () => {
      expect((await detail(app, 'darkflash.space.test')).statusCode).toBe(200);
      expect((await detail(app, 'darkflash.space.test:8443')).statusCode).toBe(200);
      expect((await detail(app, 'dfx.space.test')).statusCode).toBe(404);
      expect((await detail(app, 'www.space.test')).statusCode).toBe(404);

      const response = await patch('superAdmin', 'darkFlash', {
        hostRules: ['dfx.', '.darkflash-shop.com'],
      });
      expect(response.statusCode).toBe(200);
      expect((await detail(app, 'dfx.space.test')).statusCode).toBe(200);
      expect((await detail(app, 'darkflash-shop.com')).statusCode).toBe(200);
      expect((await detail(app, 'eu.darkflash-shop.com')).statusCode).toBe(200);
      expect((await detail(app, 'notdarkflash-shop.com')).statusCode).toBe(404);
      expect((await detail(app, 'darkflash.space.test')).statusCode).toBe(404);
      // A client brand the visitor names still wins over the host.
      const named = await app.inject({
        method: 'GET',
        url: `/api/products/${product.id}`,
        headers: { host: 'dfx.space.test', client: 'AJAZZ' },
      });
      expect(named.statusCode).toBe(404);
      const [entry] = await auditOf('darkFlash');
      expect(entry).toMatchObject({
        action: 'brand.update',
        before: { hostRules: ['darkflash.'] },
        after: { hostRules: ['dfx.', '.darkflash-shop.com'] },
      });
    });

    it('reaches another instance through the catalogue channel', async () => {
      const config = testConfig({
        responseCache: { enabled: true, maxBytes: 2 ** 22, maxAgeMs: 5_000 },
      });
      const other = await buildApp({
        config,
        db: database.db,
        dbEngine: database.engine,
        version: 'test',
      });
      await other.ready();
      try {
        expect(other.catalogChanges.live).toBe(true);
        expect((await detail(other, 'dfx.space.test')).statusCode).toBe(200);
        const response = await patch('superAdmin', 'darkFlash', { hostRules: ['df2.'] });
        expect(response.statusCode).toBe(200);
        // PGlite announces before the write returns; PostgreSQL within milliseconds.
        await vi.waitFor(async () => {
          expect((await detail(other, 'df2.space.test')).statusCode).toBe(200);
        });
        expect((await detail(other, 'dfx.space.test')).statusCode).toBe(404);
      } finally {
        await other.close();
      }
    });
  });

  describe('images', async () => {
    const png = await noisyImage(800, 200).png().toBuffer();

    it('stores an uploaded logo as WebP, serves it, records it and keeps it from the sweep', async () => {
      const response = await upload('admin', 'darkFlash', 'logoDark', png);
      expect(response.statusCode).toBe(200);
      const brand = oneBrand.parse(response.json()).data;
      expect(brand.logoDarkUrl).toMatch(/^\/files\/brands\/.+\.webp$/);
      const file = await app.inject({ method: 'GET', url: brand.logoDarkUrl! });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      const row = await rowOf(DARK_FLASH.id);
      expect((await referencedFileKeys(database.db)).has(row.logoDarkKey!)).toBe(true);
      const [entry] = await auditOf('darkFlash');
      expect(entry).toMatchObject({
        action: 'brand.image',
        before: { logoDark: null },
        after: { logoDark: row.logoDarkKey },
      });
      const look = await app.inject({ method: 'GET', url: '/api/brands/darkFlash' });
      expect(look.json().data.logoDarkUrl).toBe(brand.logoDarkUrl);

      const removed = await call('admin', 'DELETE', '/api/admin/brands/darkFlash/images/logoDark');
      expect(removed.statusCode).toBe(200);
      expect(removed.json().data.logoDarkUrl).toBeNull();
    });

    it('refuses what is not an image, too large a file and too many pixels, changing nothing', async () => {
      const before = await rowOf(DARK_FLASH.id);
      const entries = (await auditOf('darkFlash')).length;
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>');
      const cases = [
        { content: Buffer.from('not an image'), type: 'image/png', status: 415 },
        { content: svg, type: 'image/svg+xml', status: 415 },
        { content: Buffer.alloc(5 * 1024 * 1024 + 1, 1), type: 'image/png', status: 413 },
        {
          content: await flatImage(9000, 100).png().toBuffer(),
          type: 'image/png',
          status: 400,
        },
      ];
      for (const { content, type, status } of cases) {
        const response = await upload('admin', 'darkFlash', 'logoLight', content, type);
        expect(response.statusCode, type).toBe(status);
        expect(response.json().code).toBe(status);
      }
      const json = await call('admin', 'POST', '/api/admin/brands/darkFlash/images/logoLight', {
        payload: { file: 'x' },
      });
      expect(json.statusCode).toBe(415);
      const slot = await upload('admin', 'darkFlash', 'favicon', png);
      expect(slot.statusCode).toBe(400);
      expect(await rowOf(DARK_FLASH.id)).toEqual(before);
      expect(await auditOf('darkFlash')).toHaveLength(entries);
    });
  });

  it('answers the default brand too (no route suffix)', async () => {
    const look = await app.inject({ method: 'GET', url: '/api/brands/default' });
    expect(look.statusCode).toBe(200);
    expect(look.json().data).toMatchObject({ code: 'default', routeSuffix: null });
    expect((await rowOf(DEFAULT_TENANT_ID)).hostRules).toEqual([]);
  });
});
