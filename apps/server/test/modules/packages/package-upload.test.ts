import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import { PACKAGE_LIMITS } from '@space/contracts/package-names';
import type { PackageReport } from '@space/contracts/package-report';
import type { PackageUpload } from '@space/contracts/package-uploads';
import { TENANTS } from '@space/contracts/tenants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { packageUploads, uploadRecords } from '../../../src/db/schema.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { RATE_LIMITS } from '../../../src/lib/limits-table.ts';
import {
  sweepPackageUploads,
  STALE_UPLOAD_MS,
} from '../../../src/modules/packages/package-sweep.ts';
import { uploadsDir } from '../../../src/modules/packages/package-temp-files.ts';
import { currentPackageReport } from '../../../src/modules/packages/record-package.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build } from '../../support/helper.ts';
import { packageClient, tempFiles } from '../../support/package-upload-helpers.ts';
import { createUploadRecord } from '../../support/upload-record-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';
import {
  noise,
  patchLocalHeader,
  PLUGIN_FOLDER,
  pluginManifest,
  pluginZip,
  renameEntry,
  TINY_PNG,
  zeroBomb,
} from '../../support/zip-fixtures.ts';

describe('chunked package upload (issue 11, decision 026)', async () => {
  const clock = new ManualClock();
  const { app, config } = await build({
    clock,
    prepare: (database) => ensureReferenceData(database.db),
  });
  // A plugin with some weight (about 24 KB), so chunks of 1000 bytes make many requests.
  const zip = await pluginZip({
    extra: [{ name: `${PLUGIN_FOLDER}/imgs/noise.bin`, content: noise(24_000), compress: false }],
  });

  async function creator(tenantId: number = TENANTS[0].id) {
    const user = await createTestUser(app, { isCreator: true, tenantId });
    const token = await tokenFor(app, user);
    const record = await createUploadRecord(app.db, {
      authorId: user.id,
      tenantId,
      form: { types: ['plugin'], version: '1.0.0', supportedSystems: ['windows'] },
    });
    return { user, token, record, client: packageClient(app, token, record.id) };
  }

  const recordRow = async (id: number) =>
    (await app.db.select().from(uploadRecords).where(eq(uploadRecords.id, id)))[0]!;
  const storedPackages = async () => {
    const keys: string[] = [];
    for await (const object of app.objectStorage.list('packages/')) keys.push(object.key);
    return keys;
  };
  const uploadRows = async (recordId: number) =>
    app.db.select().from(packageUploads).where(eq(packageUploads.recordId, recordId));

  it('receives a package in chunks, checks it and makes it the record’s', async () => {
    const { record, client } = await creator();
    const { upload, result } = await client.uploadAll(zip, 'clock_plugin.zip', 1000);
    expect(result).toMatchObject({
      done: true,
      upload: { receivedBytes: zip.length, totalBytes: zip.length },
      package: { fileName: 'clock_plugin.zip', bytes: zip.length, report: { ok: true } },
    });
    const row = await recordRow(record.id);
    expect(row.packageKey).toMatch(/^packages\/[0-9a-f]{2}\/[0-9a-f]{32}\.zip$/);
    expect(row).toMatchObject({ packageName: 'clock_plugin.zip', packageBytes: zip.length });
    expect((row.packageReport as unknown as PackageReport).manifest?.version).toBe('1.0.0');
    const stored = await app.objectStorage.stat(row.packageKey!);
    expect(stored?.bytes).toBe(zip.length);
    expect(await uploadRows(record.id)).toEqual([]);
    expect(tempFiles(config.dataDir, upload.uploadId)).toEqual([]);
    // Sold files are never public: /files/ does not serve packages.
    const key = row.packageKey!;
    for (const url of [`/files/${key}`, `/files/%70${key.slice(1)}`, `/files/./${key}`]) {
      const direct = await app.inject({ method: 'GET', url });
      expect(direct.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(direct.rawPayload.equals(zip), url).toBe(false);
    }
    // B's submit check: the stored report, held against the form as it is now.
    const owner = { userId: row.authorId, tenantId: row.tenantId };
    expect((await currentPackageReport(app.db, owner, record.id))?.ok).toBe(true);
    await app.db
      .update(uploadRecords)
      .set({ form: { types: ['plugin'], version: '2.0.0' } })
      .where(eq(uploadRecords.id, record.id));
    const stale = await currentPackageReport(app.db, owner, record.id);
    expect(stale?.ok).toBe(false);
    expect(stale?.findings.map((f) => f.code)).toEqual(['manifest.version_mismatch']);
  });

  it('resumes after a drop from the bytes the server has', async () => {
    const { client } = await creator();
    const upload = (await client.start('clock.zip', zip.length)).json().data as PackageUpload;
    expect(upload).toMatchObject({ receivedBytes: 0, chunkBytes: PACKAGE_LIMITS.chunkBytes });
    expect((await client.send(upload.uploadId, zip, 0, 1500)).statusCode).toBe(200);
    // The connection drops half-way through the next chunk: nothing of it counts.
    const cut = await client.send(upload.uploadId, zip, 1500, 1500, {
      body: Readable.from([zip.subarray(1500, 2200)]),
    });
    expect(cut.statusCode, cut.body).toBe(400);
    expect(cut.json().code).toBe(40045);
    const status = (await client.status(upload.uploadId)).json().data as PackageUpload;
    expect(status.receivedBytes).toBe(1500);
    // The client resumes where the server stands.
    let last = await client.send(upload.uploadId, zip, 1500, zip.length - 1500);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().data).toMatchObject({ done: true, package: { report: { ok: true } } });
    last = await client.status(upload.uploadId);
    expect(last.statusCode).toBe(404); // finished: the upload is over
    expect(tempFiles(config.dataDir, upload.uploadId)).toEqual([]);
  });

  it('refuses a chunk that does not continue the upload', async () => {
    const { record, token, client } = await creator();
    const upload = (await client.start('clock.zip', zip.length)).json().data as PackageUpload;
    const ahead = await client.send(upload.uploadId, zip, 1000, 500);
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toMatchObject({ code: 40043, data: { receivedBytes: 0 } });
    expect((await client.send(upload.uploadId, zip, 0, 1000)).statusCode).toBe(200);
    const again = await client.send(upload.uploadId, zip, 0, 1000);
    expect(again.json()).toMatchObject({ code: 40043, data: { receivedBytes: 1000 } });
    for (const range of [
      'bytes 1000-999/' + zip.length,
      'bytes=1000-1999',
      '',
      `bytes 1000-1999/${zip.length + 1}`,
    ]) {
      const bad = await client.send(upload.uploadId, zip, 1000, 1000, { range });
      expect(bad.json().code, range).toBe(40044);
    }
    const json = await app.inject({
      method: 'PUT',
      url: `/api/uploads/${record.id}/package-uploads/${upload.uploadId}`,
      headers: {
        ...bearer(token),
        'content-type': 'application/json',
        'content-range': `bytes 1000-1001/${zip.length}`,
      },
      payload: '{"a":1}',
    });
    expect(json.statusCode).toBe(415);
    expect(
      ((await client.status(upload.uploadId)).json().data as PackageUpload).receivedBytes,
    ).toBe(1000);
    expect(tempFiles(config.dataDir, upload.uploadId)).toEqual([`${upload.uploadId}.part`]);
  });

  it('never takes more bytes than announced', async () => {
    const { record, client } = await creator();
    const over = await client.start('big.zip', PACKAGE_LIMITS.maxBytes + 1);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: 41301, msg: ERROR_MESSAGES.PACKAGE_TOO_LARGE.en });
    expect(await uploadRows(record.id)).toEqual([]);
    expect((await client.start('max.zip', PACKAGE_LIMITS.maxBytes)).statusCode).toBe(200);

    const upload = (await client.start('clock.zip', zip.length)).json().data as PackageUpload;
    // Past the announced total.
    const past = await client.send(upload.uploadId, zip, 0, zip.length + 10, {
      range: `bytes 0-${zip.length + 9}/${zip.length}`,
      body: Buffer.concat([zip, Buffer.alloc(10)]),
    });
    expect(past.statusCode).toBe(413);
    expect(past.json().code).toBe(41302);
    // More bytes in the body than its range says (no Content-Length to go by).
    const longer = await client.send(upload.uploadId, zip, 0, 1000, {
      body: Readable.from([zip.subarray(0, 1500)]),
    });
    expect(longer.statusCode).toBe(413);
    expect(longer.json().code).toBe(41302);
    // Larger than one request may carry.
    const huge = await client.send(upload.uploadId, zip, 0, PACKAGE_LIMITS.chunkMaxBytes + 1, {
      range: `bytes 0-${PACKAGE_LIMITS.chunkMaxBytes}/${zip.length}`,
      body: Buffer.alloc(16),
    });
    expect(huge.statusCode).toBe(413);
    expect(
      ((await client.status(upload.uploadId)).json().data as PackageUpload).receivedBytes,
    ).toBe(0);
    expect(tempFiles(config.dataDir, upload.uploadId)).toEqual([`${upload.uploadId}.part`]);
  });

  it('answers 404 for another creator’s record or upload, whatever the brand', async () => {
    const owner = await creator();
    const upload = (await owner.client.start('clock.zip', zip.length)).json().data as PackageUpload;
    const other = await creator();
    const otherBrand = await creator(TENANTS[1].id);
    for (const intruder of [other, otherBrand]) {
      const client = packageClient(app, intruder.token, owner.record.id);
      expect((await client.start('x.zip', 100)).statusCode).toBe(404);
      expect((await client.status(upload.uploadId)).statusCode).toBe(404);
      expect((await client.send(upload.uploadId, zip, 0, 100)).statusCode).toBe(404);
      expect((await client.abandon(upload.uploadId)).statusCode).toBe(404);
      // Their own record, the owner's upload id: still nothing to find.
      const mixed = packageClient(app, intruder.token, intruder.record.id);
      expect((await mixed.send(upload.uploadId, zip, 0, 100)).statusCode).toBe(404);
    }
    expect(
      ((await owner.client.status(upload.uploadId)).json().data as PackageUpload).receivedBytes,
    ).toBe(0);
  });

  describe('a refused archive leaves nothing behind', () => {
    const refusals: [string, () => Promise<Buffer>, string, number, string][] = [
      [
        'zip slip',
        async () =>
          renameEntry(
            await pluginZip({ extra: [{ name: 'xx/evil.js', content: 'x' }] }),
            'xx/evil.js',
            '../evil.js',
          ),
        'package.zip',
        40042,
        'File upload failed.',
      ],
      [
        'a PNG named .zip',
        async () => TINY_PNG,
        'package.zip',
        40040,
        'The file type is wrong. Please check whether the file format and content are correct.',
      ],
      [
        'bad inner names',
        () =>
          pluginZip({ extra: [{ name: `${PLUGIN_FOLDER}/imgs/my icon.png`, content: TINY_PNG }] }),
        'package.zip',
        40041,
        'The naming format of the uploaded file is not standardized.',
      ],
      [
        'a manifest of another version than the form',
        () => pluginZip({ manifest: pluginManifest({ Version: '2.0.0' }) }),
        'package.zip',
        40042,
        'File upload failed.',
      ],
    ];
    it.each(refusals)('%s', async (_name, make, fileName, code, msg) => {
      const { record, client } = await creator();
      const before = await storedPackages();
      const { upload, last } = await client.uploadAll(await make(), fileName);
      expect(last.statusCode, last.body).toBe(400);
      expect(last.json()).toMatchObject({ code, msg, data: { report: { ok: false } } });
      expect(await storedPackages()).toEqual(before);
      expect(await uploadRows(record.id)).toEqual([]);
      expect(tempFiles(config.dataDir, upload.uploadId)).toEqual([]);
      expect((await recordRow(record.id)).packageKey).toBeNull();
    });
    it('reports local headers that disagree and inner zip bombs (issue 25)', async () => {
      const bomb = await zeroBomb(10 * 1024 * 1024);
      const cases: [Buffer, PackageReport['findings'][number]][] = [
        [
          patchLocalHeader(
            await pluginZip({ extra: [{ name: 'icons/a.png', content: TINY_PNG }] }),
            'icons/a.png',
            { name: '../evil.png' },
          ),
          {
            code: 'zip.local_name',
            severity: 'error',
            entry: 'icons/a.png',
            params: { name: '../evil.png' },
          },
        ],
        [
          await pluginZip({
            extra: Array.from({ length: 10 }, (_, i) => ({
              name: `${PLUGIN_FOLDER}/data/bomb_${i}.zip`,
              content: bomb,
            })),
          }),
          {
            code: 'zip.ratio',
            severity: 'error',
            entry: `${PLUGIN_FOLDER}/data/bomb_0.zip › data/zeros.bin`,
            params: { max: PACKAGE_LIMITS.maxRatio },
          },
        ],
      ];
      for (const [file, finding] of cases) {
        const { record, client } = await creator();
        const { upload, last } = await client.uploadAll(file, 'package.zip', 64 * 1024);
        expect(last.statusCode, last.body).toBe(400);
        expect(last.json()).toMatchObject({ code: 40042, msg: 'File upload failed.' });
        const report = (last.json() as { data: { report: PackageReport } }).data.report;
        expect(report.findings).toContainEqual(finding);
        expect(await uploadRows(record.id)).toEqual([]);
        expect(tempFiles(config.dataDir, upload.uploadId)).toEqual([]);
        expect((await recordRow(record.id)).packageKey).toBeNull();
      }
    });
    it('refuses a file not named .zip before any byte', async () => {
      const { client } = await creator();
      const response = await client.start('clock.rar', 100);
      expect(response.json()).toMatchObject({ code: 40040 });
    });
  });

  it('answers 409 while the record is not editable (submitted)', async () => {
    const { user, token } = await creator();
    const submitted = await createUploadRecord(app.db, { authorId: user.id, state: 'submitted' });
    const client = packageClient(app, token, submitted.id);
    const refused = await client.start('clock.zip', zip.length);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(40960);
    // Submitted between two chunks: the next chunk is refused and nothing is stored.
    const { record, client: own } = await creator();
    const upload = (await own.start('clock.zip', zip.length)).json().data as PackageUpload;
    await app.db
      .update(uploadRecords)
      .set({ state: 'submitted' })
      .where(eq(uploadRecords.id, record.id));
    expect((await own.send(upload.uploadId, zip, 0, zip.length)).statusCode).toBe(409);
    expect((await recordRow(record.id)).packageKey).toBeNull();
  });

  it('abandons an upload on request, and sweeps abandoned ones', async () => {
    const { record, client } = await creator();
    const first = (await client.start('clock.zip', zip.length)).json().data as PackageUpload;
    await client.send(first.uploadId, zip, 0, 1000);
    expect((await client.abandon(first.uploadId)).statusCode).toBe(200);
    expect(await uploadRows(record.id)).toEqual([]);
    expect(tempFiles(config.dataDir, first.uploadId)).toEqual([]);

    const stale = (await client.start('clock.zip', zip.length)).json().data as PackageUpload;
    await client.send(stale.uploadId, zip, 0, 1000);
    const orphanId = '0f0e0d0c-0000-4000-8000-000000000000';
    const orphan = path.join(uploadsDir(config.dataDir), `${orphanId}.part`);
    fs.writeFileSync(orphan, 'left by a crash');
    const old = new Date(clock.now() - STALE_UPLOAD_MS - 60_000);
    fs.utimesSync(orphan, old, old);
    // Not yet stale: kept.
    expect(await sweepPackageUploads(app.db, config.dataDir, clock.now())).toMatchObject({
      files: 1,
    });
    expect(tempFiles(config.dataDir, stale.uploadId, orphanId)).toEqual([`${stale.uploadId}.part`]);
    clock.advance(STALE_UPLOAD_MS + 60_000);
    const swept = await sweepPackageUploads(app.db, config.dataDir, clock.now());
    expect(swept.uploads).toBeGreaterThanOrEqual(1);
    expect(await uploadRows(record.id)).toEqual([]);
    expect(tempFiles(config.dataDir, stale.uploadId)).toEqual([]);
  });

  it('starting again replaces the unfinished upload', async () => {
    const { record, client } = await creator();
    const first = (await client.start('clock.zip', zip.length)).json().data as PackageUpload;
    const second = (await client.start('clock.zip', zip.length)).json().data as PackageUpload;
    expect((await client.status(first.uploadId)).statusCode).toBe(404);
    expect((await uploadRows(record.id)).map((row) => row.id)).toEqual([second.uploadId]);
    expect(tempFiles(config.dataDir, first.uploadId, second.uploadId)).toEqual([
      `${second.uploadId}.part`,
    ]);
    await client.abandon(second.uploadId);
  });

  it(`limits starts to ${RATE_LIMITS.packageUploadsPerUser.limit} an hour per account`, async () => {
    const { client } = await creator();
    for (let i = 0; i < RATE_LIMITS.packageUploadsPerUser.limit; i += 1) {
      expect((await client.start('clock.zip', 100)).statusCode).toBe(200);
    }
    const refused = await client.start('clock.zip', 100);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
