import { randomBytes } from 'node:crypto';
import type { PackageReport } from '@space/contracts/package-report';
import type { UploadDraft } from '@space/contracts/uploads';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { uploadRecords } from '../../src/db/schema.ts';
import type { UserRow } from '../../src/modules/auth/sessions.service.ts';
import { multipart, noisyImage } from './upload-fixtures.ts';
import { bearer, createTestUser, tokenFor } from './user-fixtures.ts';

/** A person of the creator studio: their row and a session. */
export interface Person {
  user: UserRow;
  token: string;
}

export async function person(
  app: FastifyInstance,
  overrides: Parameters<typeof createTestUser>[1] = {},
): Promise<Person> {
  const user = await createTestUser(app, overrides);
  return { user, token: await tokenFor(app, user) };
}

/** A complete form for a Stream Dock plugin (spec §3), with overrides. */
export function completeForm(overrides: Partial<UploadDraft> = {}): UploadDraft {
  return {
    deviceFamily: 'streamDock',
    category: 'utilities',
    name: `Studio plugin ${randomBytes(3).toString('hex')}`,
    types: ['plugin'],
    originalType: '',
    author: 'Test Creator',
    overview: 'Switches scenes and shows the time on a key.',
    newVersionInfo: 'First release.',
    nameTranslations: {},
    overviewTranslations: {},
    newVersionInfoTranslations: {},
    description: '',
    minAppVersion: '',
    relatedLinks: [{ label: 'Docs', url: 'https://example.com/docs' }],
    size: '1.5',
    version: '1.0.0',
    supportedSystems: ['windows'],
    supportedDevices: ['StreamDock 293'],
    supportedLanguages: ['en'],
    dialSupport: false,
    audioSupport: false,
    prerequisiteIds: [],
    currency: 'USD',
    prices: { general: '9.99', ordinary: '7.99', premium: '4.99', svip: '0' },
    uses: { general: '-1', ordinary: '-1', premium: '-1', svip: '-1' },
    ...overrides,
  };
}

export async function api(
  app: FastifyInstance,
  who: Person | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: who ? bearer(who.token) : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The response's `data`, after checking its status. */
export function dataOf<T = Record<string, unknown>>(
  response: LightMyRequestResponse,
  status = 200,
): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json().data as T;
}

export async function uploadImage(
  app: FastifyInstance,
  who: Person,
  recordId: number,
  width: number,
  height: number,
  target: 'images' | 'avatar' = 'images',
): Promise<LightMyRequestResponse> {
  // Blocks of noise: distinct per size, yet cheap to encode at the slots' minimum sizes.
  const png = await sharp(
    await noisyImage(Math.ceil(width / 8), Math.ceil(height / 8), width * 7 + height)
      .png()
      .toBuffer(),
  )
    .resize(width, height, { fit: 'fill', kernel: 'nearest' })
    .png()
    .toBuffer();
  const body = multipart([{ name: 'file', filename: 'shot.png', type: 'image/png', content: png }]);
  return app.inject({
    method: 'POST',
    url: `/api/uploads/${recordId}/${target}`,
    headers: { ...bearer(who.token), 'content-type': body.contentType },
    payload: body.payload,
  });
}

/**
 * Gives the record a checked package, as the package upload leaves it when every check
 * passed (its own tests are in packages.test.ts): the file's key, name, size and report.
 */
export async function attachPackage(
  app: FastifyInstance,
  recordId: number,
  version = '1.0.0',
): Promise<void> {
  const report: PackageReport = {
    ok: true,
    fileName: 'studio_plugin.zip',
    bytes: 2048,
    entryCount: 3,
    uncompressedBytes: 4096,
    findings: [],
    manifest: { version, systems: ['windows', 'macos'], actionCount: 1, languages: ['en'] },
    checkedAt: new Date(app.clock.now()).toISOString(),
  };
  await app.db
    .update(uploadRecords)
    .set({
      packageKey: `packages/${randomBytes(16).toString('hex')}.zip`,
      packageName: report.fileName,
      packageBytes: report.bytes,
      packageReport: report as unknown as Record<string, unknown>,
    })
    .where(eq(uploadRecords.id, recordId));
}

/** A record ready to submit: the complete form saved, an avatar, one image and a package. */
export async function readyRecord(
  app: FastifyInstance,
  who: Person,
  overrides: Partial<UploadDraft> = {},
  productId?: number,
): Promise<number> {
  const created = dataOf<{ id: number }>(
    await api(app, who, 'POST', '/api/uploads', productId === undefined ? {} : { productId }),
  );
  const form = completeForm(overrides);
  dataOf(await api(app, who, 'PATCH', `/api/uploads/${created.id}`, form));
  dataOf(await uploadImage(app, who, created.id, 256, 256, 'avatar'));
  dataOf(await uploadImage(app, who, created.id, 960, 640));
  await attachPackage(app, created.id, form.version);
  return created.id;
}

/**
 * A copy of a record (form, media, package) in another state, written directly: for tables of
 * checks that need many records without uploading their images each time.
 */
export async function cloneRecord(
  app: FastifyInstance,
  id: number,
  state: 'saved' | 'submitted' | 'failed' | 'revoked' = 'saved',
): Promise<number> {
  const [row] = await app.db.select().from(uploadRecords).where(eq(uploadRecords.id, id));
  if (!row) throw new Error(`no record ${id}`);
  const { id: _id, ...rest } = row;
  const at = new Date(app.clock.now());
  const [copy] = await app.db
    .insert(uploadRecords)
    .values({
      ...rest,
      state,
      submittedAt: state === 'saved' ? null : at,
      reason: state === 'failed' ? 'Matrix' : null,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: uploadRecords.id });
  return copy!.id;
}
