import { TENANTS } from '@space/contracts/tenants';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { notifications, products, productVersions, uploadRecords } from '../../../src/db/schema.ts';
import type { Mailer, MailMessage } from '../../../src/lib/mailer.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import {
  api,
  completeForm,
  dataOf,
  person,
  readyRecord,
  uploadImage,
  type Person,
} from '../../support/creator-fixtures.ts';
import { build } from '../../support/helper.ts';
import { packageClient } from '../../support/package-upload-helpers.ts';
import { givePaidOrder } from '../../support/payment-fixtures.ts';
import { pluginZip } from '../../support/zip-fixtures.ts';

/** Review of upload records (decisions 028, 029): publishing, versions, notices, scope. */
class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
}

const mailer = new RecordingMailer();
const { app } = await build({ mailer, prepare: (database) => ensureReferenceData(database.db) });
const [BRAND_A, BRAND_B, BRAND_C] = TENANTS.map((tenant) => tenant.id);
const moderator = await person(app, { tenantId: BRAND_A, role: 'moderator' });
const admin = await person(app, { tenantId: BRAND_A, role: 'admin' });
const otherModerator = await person(app, { tenantId: BRAND_B, role: 'moderator' });
const superAdmin = await person(app, { tenantId: BRAND_C, isSuperAdmin: true });
const member = await person(app, { tenantId: BRAND_A });

async function creator(): Promise<Person> {
  return person(app, { tenantId: BRAND_A, isCreator: true });
}

async function submitted(who: Person, overrides = {}, productId?: number): Promise<number> {
  const id = await readyRecord(app, who, overrides, productId);
  dataOf(await api(app, who, 'POST', `/api/uploads/${id}/submit`));
  return id;
}

async function approve(id: number, by: Person = moderator) {
  return dataOf<{ record: { productId: number; state: string } }>(
    await api(app, by, 'POST', `/api/moderation/uploads/${id}/approve`),
  );
}

describe('approving a new product', () => {
  it('publishes it: listed, in its family list and found by search, prices in minor units', async () => {
    const who = await creator();
    const name = `Aurora clock ${Date.now().toString(36)}`;
    const id = await submitted(who, {
      name,
      prices: { general: '9.99', ordinary: '5', premium: '0.5', svip: '0' },
    });
    const queue = dataOf<{ list: { id: number }[] }>(
      await api(app, moderator, 'GET', '/api/moderation/uploads?pageSize=100'),
    );
    expect(queue.list.map((item) => item.id)).toContain(id);

    const { record } = await approve(id);
    expect(record.state).toBe('succeeded');
    const product = dataOf<Record<string, unknown>>(
      await api(app, null, 'GET', `/api/products/${record.productId}`),
    );
    expect(product).toMatchObject({
      name,
      prices: { general: 999, ordinary: 500, premium: 50, svip: 0 },
      uses: { general: -1, ordinary: -1, premium: -1, svip: -1 },
      supportedSystems: ['windows'],
      versions: [{ version: '1.0.0', newVersionInfo: 'First release.' }],
    });
    expect((product.images as unknown[]).length).toBe(1);
    const list = dataOf<{ list: { id: number }[] }>(
      await api(app, null, 'GET', '/api/products?family=streamDock&pageSize=100'),
    );
    expect(list.list.map((item) => item.id)).toContain(record.productId);
    const found = dataOf<{ list: { id: number }[] }>(
      await api(app, null, 'GET', `/api/products?q=${encodeURIComponent(name)}`),
    );
    expect(found.list.map((item) => item.id)).toContain(record.productId);
  });

  it('shows the moderator every filled field as a change, with the package report and images', async () => {
    const id = await submitted(await creator());
    const detail = dataOf<{
      changes: { field: string; before: unknown }[];
      record: { package: { report: { ok: boolean } }; media: { images: unknown[] } };
      previousVersion: string | null;
    }>(await api(app, moderator, 'GET', `/api/moderation/uploads/${id}`));
    expect(detail.previousVersion).toBeNull();
    expect(detail.changes.map((change) => change.field)).toEqual(
      expect.arrayContaining(['name', 'version', 'prices', 'avatar', 'images', 'file']),
    );
    expect(detail.record.package.report.ok).toBe(true);
    expect(detail.record.media.images).toHaveLength(1);
  });
});

describe('a package that came through the upload', () => {
  it("is the published version's file, and its report fills the review", async () => {
    const who = await creator();
    const id = dataOf<{ id: number }>(await api(app, who, 'POST', '/api/uploads', {})).id;
    dataOf(
      await api(app, who, 'PATCH', `/api/uploads/${id}`, completeForm({ supportedSystems: [] })),
    );
    dataOf(await uploadImage(app, who, id, 256, 256, 'avatar'));
    dataOf(await uploadImage(app, who, id, 960, 600));
    const { result } = await packageClient(app, who.token, id).uploadAll(
      await pluginZip(),
      'clock.zip',
    );
    expect(result?.package?.report.ok).toBe(true);
    expect(result?.package?.report.manifest?.systems.sort()).toEqual(['macos', 'windows']);
    // The browser fills blank systems from the report; the creator keeps them.
    dataOf(
      await api(app, who, 'PATCH', `/api/uploads/${id}`, {
        supportedSystems: ['windows', 'macos'],
      }),
    );
    dataOf(await api(app, who, 'POST', `/api/uploads/${id}/submit`));
    const { record } = await approve(id);
    const [row] = await app.db.select().from(uploadRecords).where(eq(uploadRecords.id, id));
    const [version] = await app.db
      .select()
      .from(productVersions)
      .where(eq(productVersions.productId, record.productId));
    expect(version).toMatchObject({ fileKey: row!.packageKey, sizeBytes: row!.packageBytes });
    expect(row!.packageKey).toBeTruthy();
  });
});

describe('a new version', () => {
  it('updates the product, keeps the history and notifies each owner once, in app and by email', async () => {
    const who = await creator();
    const { record } = await approve(await submitted(who));
    const productId = record.productId;
    const owner = await person(app, {
      tenantId: BRAND_A,
      email: `owner.${Date.now()}@example.com`,
    });
    await givePaidOrder(app, owner.user, [productId]);

    const versionId = await submitted(
      who,
      { version: '1.0.1', newVersionInfo: 'Dark mode and a faster clock.' },
      productId,
    );
    const detail = dataOf<{
      previousVersion: string;
      changes: { field: string; before: unknown; after: unknown }[];
    }>(await api(app, moderator, 'GET', `/api/moderation/uploads/${versionId}`));
    expect(detail.previousVersion).toBe('1.0.0');
    expect(detail.changes).toEqual(
      expect.arrayContaining([{ field: 'version', before: '1.0.0', after: '1.0.1' }]),
    );
    const mailsBefore = mailer.sent.length;
    await approve(versionId);

    const product = dataOf<{ versions: { version: string; newVersionInfo: string }[] }>(
      await api(app, null, 'GET', `/api/products/${productId}`),
    );
    expect(product.versions.map((v) => v.version)).toEqual(['1.0.1', '1.0.0']);
    expect(product.versions[0]!.newVersionInfo).toBe('Dark mode and a faster clock.');

    const notices = dataOf<{ productId: number; version: string; newVersionInfo: string }[]>(
      await api(app, owner, 'GET', '/api/users/me/product-updates'),
    );
    expect(notices).toEqual([
      expect.objectContaining({
        productId,
        version: '1.0.1',
        newVersionInfo: 'Dark mode and a faster clock.',
      }),
    ]);
    // The author owns nothing and is told nothing.
    expect(dataOf<unknown[]>(await api(app, who, 'GET', '/api/users/me/product-updates'))).toEqual(
      [],
    );

    await app.sendDueUpdateEmails();
    await app.sendDueUpdateEmails();
    await vi.waitFor(() => expect(mailer.sent.length).toBeGreaterThan(mailsBefore));
    const mails = mailer.sent.filter((mail) => mail.to === owner.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('new version');
    expect(mails[0]!.text).toContain('Dark mode and a faster clock.');
    const rows = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.user.id), eq(notifications.productId, productId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.emailedAt).not.toBeNull();

    const dismissed = await api(
      app,
      owner,
      'POST',
      `/api/users/me/product-updates/${rows[0]!.id}/read`,
    );
    expect(dismissed.statusCode).toBe(200);
    expect(
      dataOf<unknown[]>(await api(app, owner, 'GET', '/api/users/me/product-updates')),
    ).toEqual([]);
    // Someone else's notice is not found.
    const foreign = await api(
      app,
      member,
      'POST',
      `/api/users/me/product-updates/${rows[0]!.id}/read`,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('must be greater than the last published version', async () => {
    const who = await creator();
    const { record } = await approve(await submitted(who, { version: '2.0.0' }));
    const id = await readyRecord(app, who, { version: '1.9.9' }, record.productId);
    const response = await api(app, who, 'POST', `/api/uploads/${id}/submit`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 40051,
      data: { fields: [{ path: 'version' }], lastPublishedVersion: '2.0.0' },
    });
  });
});

describe('rejecting', () => {
  it('shows the creator the reason, and the record can be edited and uploaded again', async () => {
    const who = await creator();
    const id = await submitted(who);
    dataOf(
      await api(app, moderator, 'POST', `/api/moderation/uploads/${id}/reject`, {
        reason: 'The screenshots show another product.',
      }),
    );
    const record = dataOf<{ state: string; reason: string; actions: string[] }>(
      await api(app, who, 'GET', `/api/uploads/${id}`),
    );
    expect(record).toMatchObject({
      state: 'failed',
      reason: 'The screenshots show another product.',
    });
    expect(record.actions).toEqual(expect.arrayContaining(['submit', 'reupload', 'delete']));
    dataOf(await api(app, who, 'POST', `/api/uploads/${id}/reupload`));
    dataOf(await api(app, who, 'PATCH', `/api/uploads/${id}`, { name: 'Fixed screenshots' }));
    expect(
      dataOf<{ state: string }>(await api(app, who, 'POST', `/api/uploads/${id}/submit`)).state,
    ).toBe('submitted');
  });

  it('needs a reason', async () => {
    const id = await submitted(await creator());
    const response = await api(app, moderator, 'POST', `/api/moderation/uploads/${id}/reject`, {
      reason: ' ',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('delisting', () => {
  it('takes the product out of the catalogue; re-uploading needs review again', async () => {
    const who = await creator();
    const id = await submitted(who);
    const { record } = await approve(id);
    dataOf(await api(app, who, 'POST', `/api/uploads/${id}/delist`));
    expect((await api(app, null, 'GET', `/api/products/${record.productId}`)).statusCode).toBe(404);

    dataOf(await api(app, who, 'POST', `/api/uploads/${id}/reupload`));
    dataOf(await api(app, who, 'POST', `/api/uploads/${id}/submit`));
    // Submitted is not published: still out of the catalogue until a moderator approves.
    expect((await api(app, null, 'GET', `/api/products/${record.productId}`)).statusCode).toBe(404);
    await approve(id);
    const [row] = await app.db.select().from(products).where(eq(products.id, record.productId));
    expect(row!.status).toBe('listed');
    expect((await api(app, null, 'GET', `/api/products/${record.productId}`)).statusCode).toBe(200);
  });
});

describe('who may review', () => {
  it('refuses members and creators (403) and hides other brands (404)', async () => {
    const id = await submitted(await creator());
    for (const who of [member, await creator()]) {
      expect((await api(app, who, 'GET', '/api/moderation/uploads')).statusCode).toBe(403);
      expect(
        (await api(app, who, 'POST', `/api/moderation/uploads/${id}/approve`)).statusCode,
      ).toBe(403);
    }
    expect((await api(app, null, 'GET', '/api/moderation/uploads')).statusCode).toBe(401);
    const queue = dataOf<{ list: { id: number }[] }>(
      await api(app, otherModerator, 'GET', '/api/moderation/uploads?pageSize=100'),
    );
    expect(queue.list.map((item) => item.id)).not.toContain(id);
    expect(
      (await api(app, otherModerator, 'GET', `/api/moderation/uploads/${id}`)).statusCode,
    ).toBe(404);
    expect(
      (await api(app, otherModerator, 'POST', `/api/moderation/uploads/${id}/approve`)).statusCode,
    ).toBe(404);
    expect((await api(app, admin, 'GET', `/api/moderation/uploads/${id}`)).statusCode).toBe(200);
    // A super admin reviews every brand.
    await approve(id, superAdmin);
  });
});
