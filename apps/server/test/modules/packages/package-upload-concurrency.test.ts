import type { PackageUpload } from '@space/contracts/package-uploads';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { packageUploads, uploadRecords } from '../../../src/db/schema.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build, TEST_ENGINE } from '../../support/helper.ts';
import { packageClient, tempFiles } from '../../support/package-upload-helpers.ts';
import { createUploadRecord } from '../../support/upload-record-fixtures.ts';
import { createTestUser, tokenFor } from '../../support/user-fixtures.ts';
import { noise, PLUGIN_FOLDER, pluginZip } from '../../support/zip-fixtures.ts';

/**
 * Races only a multi-connection database can show (PGlite runs one statement at a time): the
 * same chunks fired at once reach PostgreSQL over a pool of 20 connections (decision 026).
 */
describe.runIf(TEST_ENGINE === 'postgres')(
  'package uploads under concurrency (PostgreSQL)',
  async () => {
    const { app, config } = await build({
      prepare: (database) => ensureReferenceData(database.db),
    });
    const zip = await pluginZip({
      extra: [{ name: `${PLUGIN_FOLDER}/imgs/noise.bin`, content: noise(60_000), compress: false }],
    });

    async function creator() {
      const user = await createTestUser(app, { isCreator: true });
      const record = await createUploadRecord(app.db, {
        authorId: user.id,
        form: { types: ['plugin'], version: '1.0.0' },
      });
      return { record, client: packageClient(app, await tokenFor(app, user), record.id) };
    }

    it('stores the package once when the last chunk is sent twice at the same moment', async () => {
      for (let round = 0; round < 5; round += 1) {
        const { record, client } = await creator();
        const upload = (await client.start('clock.zip', zip.length)).json().data as PackageUpload;
        const last = zip.length - 10_000;
        expect((await client.send(upload.uploadId, zip, 0, last)).statusCode).toBe(200);
        const racing = await Promise.all(
          Array.from({ length: 4 }, () => client.send(upload.uploadId, zip, last, 10_000)),
        );
        const statuses = racing.map((response) => response.statusCode).sort();
        expect(
          statuses.filter((status) => status === 200),
          racing.map((r) => r.body).join('\n'),
        ).toHaveLength(1);
        // The others find the bytes already taken (400 with the count) or the upload over (404).
        for (const response of racing.filter((r) => r.statusCode !== 200)) {
          expect([40043, 404]).toContain(response.json().code);
        }
        const [row] = await app.db
          .select()
          .from(uploadRecords)
          .where(eq(uploadRecords.id, record.id));
        expect(row!.packageBytes).toBe(zip.length);
        const stored = await app.objectStorage.stat(row!.packageKey!);
        expect(stored?.bytes).toBe(zip.length);
        const rows = await app.db
          .select()
          .from(packageUploads)
          .where(eq(packageUploads.recordId, record.id));
        expect(rows).toEqual([]);
        expect(tempFiles(config.dataDir, upload.uploadId)).toEqual([]);
      }
    });

    it('keeps the part file whole when every chunk is sent twice at once', async () => {
      const { record, client } = await creator();
      const upload = (await client.start('clock.zip', zip.length)).json().data as PackageUpload;
      const chunk = 8_000;
      for (let offset = 0; offset < zip.length; offset += chunk) {
        const length = Math.min(chunk, zip.length - offset);
        const pair = await Promise.all([
          client.send(upload.uploadId, zip, offset, length),
          client.send(upload.uploadId, zip, offset, length),
        ]);
        expect(pair.filter((response) => response.statusCode === 200)).toHaveLength(1);
      }
      const [row] = await app.db
        .select()
        .from(uploadRecords)
        .where(eq(uploadRecords.id, record.id));
      expect(row!.packageReport).toMatchObject({ ok: true, bytes: zip.length });
    });
  },
);
