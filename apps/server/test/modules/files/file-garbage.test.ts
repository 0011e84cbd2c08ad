import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productVersions, users } from '../../../src/db/schema.ts';
import { FileStorage } from '../../../src/lib/file-storage.ts';
import { collectFileGarbage } from '../../../src/modules/files/file-garbage.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build, runCli, TEST_ENGINE } from '../../support/helper.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { multipart, noisyImage } from '../../support/upload-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const HOUR = 3_600_000;

/** Files nobody refers to any more are collected after a grace period (decision 011). */
describe('file garbage collection', async () => {
  const { app, config } = await build({ prepare: (database) => ensureReferenceData(database.db) });
  const storage = FileStorage.forDataDir(config.dataDir);
  const author = await createTestUser(app, { isCreator: true });
  const headers = bearer(await tokenFor(app, author));
  const fileOf = (key: string) => path.join(config.dataDir, 'files', key);
  const keyOf = (url: string) => url.replace(/^\/files\//, '');

  /** Stores bytes as if written `hoursAgo` hours ago. */
  async function storeAged(bytes: string, hoursAgo: number): Promise<string> {
    const key = await storage.put(Buffer.from(bytes), 'bin', 'test');
    const at = new Date(Date.now() - hoursAgo * HOUR);
    fs.utimesSync(fileOf(key), at, at);
    return key;
  }

  async function uploadImage(productId: number, seed: number): Promise<string[]> {
    const body = multipart([
      {
        name: 'file',
        filename: 'shot.png',
        type: 'image/png',
        content: await noisyImage(800, 600, seed).png().toBuffer(),
      },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: `/api/products/${productId}/images`,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json().data.at(-1) as { url: string; variants: { url: string }[] };
    return [image.url, ...image.variants.map((variant) => variant.url)].map(keyOf);
  }

  it('removes old unreferenced files and keeps referenced and recent ones', async () => {
    const avatar = await storeAged('avatar', 48);
    await app.db.update(users).set({ avatarKey: avatar }).where(eq(users.id, author.id));
    const product = await createTestProduct(app, { authorId: author.id });
    const release = await storeAged('release', 48);
    await app.db
      .insert(productVersions)
      .values({ productId: product.id, version: '1.0.0', sizeBytes: 7, fileKey: release });
    const imageKeys = await uploadImage(product.id, 1);
    const oldOrphan = await storeAged('old orphan', 48);
    const newOrphan = await storeAged('new orphan', 1);

    const dryRun = await collectFileGarbage(app.db, storage, {
      writtenBefore: new Date(Date.now() - 24 * HOUR),
      dryRun: true,
    });
    expect(dryRun).toMatchObject({ removed: 1, kept: 1 });
    expect(fs.existsSync(fileOf(oldOrphan))).toBe(true);

    const report = await collectFileGarbage(app.db, storage, {
      writtenBefore: new Date(Date.now() - 24 * HOUR),
    });
    expect(report).toMatchObject({ removed: 1, removedBytes: 'old orphan'.length, kept: 1 });
    expect(fs.existsSync(fileOf(oldOrphan))).toBe(false);
    for (const key of [avatar, release, newOrphan, ...imageKeys]) {
      expect(fs.existsSync(fileOf(key)), key).toBe(true);
    }
  });

  it("collects a deleted image's files, unless another product shows the same bytes", async () => {
    const first = await createTestProduct(app, { authorId: author.id });
    const second = await createTestProduct(app, { authorId: author.id });
    const shared = await uploadImage(first.id, 2);
    expect(await uploadImage(second.id, 2)).toEqual(shared);
    const alone = await uploadImage(first.id, 3);

    for (const position of [1, 0]) {
      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/products/${first.id}/images/${position}`,
        headers,
      });
      expect(removed.statusCode, removed.body).toBe(200);
    }
    // Everything written so far counts as old: the grace period ends now.
    const report = await collectFileGarbage(app.db, storage, {
      writtenBefore: new Date(Date.now() + HOUR),
    });
    expect(report.removed).toBeGreaterThanOrEqual(alone.length);
    for (const key of alone) expect(fs.existsSync(fileOf(key)), key).toBe(false);
    for (const key of shared) expect(fs.existsSync(fileOf(key)), key).toBe(true);
  });

  it.runIf(TEST_ENGINE === 'pglite')('runs from the command line', async () => {
    const cliData = fs.mkdtempSync(path.join(path.dirname(config.dataDir), 'space-gc-'));
    const cliStorage = FileStorage.forDataDir(cliData);
    const orphan = await cliStorage.put(Buffer.from('forgotten'), 'bin', 'test');
    const old = new Date(Date.now() - 48 * HOUR);
    fs.utimesSync(path.join(cliData, 'files', orphan), old, old);
    try {
      const env = { DATA_DIR: cliData, LOG_LEVEL: 'silent' };
      const dry = await runCli(['gc-files', '--dry-run'], env);
      expect(dry.code, dry.stderr).toBe(0);
      expect(dry.stdout).toContain('would remove 1 of 1 files (9 bytes)');
      const run = await runCli(['gc-files', '--grace-hours', '12'], env);
      expect(run.stdout).toContain('removed 1 of 1 files');
      expect(fs.existsSync(path.join(cliData, 'files', orphan))).toBe(false);
      const bad = await runCli(['gc-files', '--grace-hours', '0'], env);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain('--grace-hours must be a number of hours, at least 1');
    } finally {
      fs.rmSync(cliData, { recursive: true, force: true });
    }
  });
});
