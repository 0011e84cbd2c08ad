import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { DownloadLink } from '@space/contracts/commerce';
import type { PackageChunkResult } from '@space/contracts/package-uploads';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import type { S3StorageConfig } from '../../src/config/storage.config.ts';
import { productVersions, products, uploadRecords } from '../../src/db/schema.ts';
import {
  LocalObjectStorage,
  ObjectNotFoundError,
  type ObjectStorage,
} from '../../src/lib/object-storage.ts';
import { S3ObjectStorage } from '../../src/lib/s3-object-storage.ts';
import { ensureReferenceData } from '../../src/db/reference-data.ts';
import { build, makeTempDir } from '../support/helper.ts';
import { packageClient } from '../support/package-upload-helpers.ts';
import { givePaidOrder } from '../support/payment-fixtures.ts';
import { createTestProduct } from '../support/product-fixtures.ts';
import { createUploadRecord } from '../support/upload-record-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../support/user-fixtures.ts';
import { pluginZip } from '../support/zip-fixtures.ts';

/**
 * Object storage (decision 027) against a real S3-protocol server: s3rver, started here on a
 * free port with its buckets in a temporary folder. The local store runs the same round trip.
 */
const s3Dir = makeTempDir('space-s3rver-');
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: s3Dir,
  configureBuckets: [{ name: 'space-test' }],
});
const { port } = await server.run();
const s3: S3StorageConfig = {
  bucket: 'space-test',
  endpoint: `http://127.0.0.1:${port}`,
  region: 'us-east-1',
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  forcePathStyle: true,
};
const localDir = makeTempDir('space-local-store-');
afterAll(async () => {
  await server.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
  fs.rmSync(localDir, { recursive: true, force: true });
});

describe.each([
  ['S3 (s3rver)', () => new S3ObjectStorage(s3)],
  ['local (DATA_DIR/files)', () => LocalObjectStorage.forDataDir(localDir)],
] as [string, () => ObjectStorage][])('object storage: %s', (_name, open) => {
  const storage = open();
  afterAll(() => storage.close());
  const bytes = Buffer.from('PK\u0003\u0004 the bytes of a package');

  it('puts, stats, reads, lists and removes', async () => {
    await storage.putBuffer('packages/ab/one.zip', bytes, 'application/zip');
    const file = path.join(localDir, 'source.bin');
    fs.writeFileSync(file, Buffer.alloc(70_000, 7));
    await storage.putFile('packages/cd/two.zip', file, 'application/zip');
    await storage.putStream('test/three.bin', Readable.from([Buffer.from('abc')]), 3);
    expect(await storage.stat('packages/ab/one.zip')).toMatchObject({ bytes: bytes.length });
    expect(await storage.exists('packages/cd/two.zip')).toBe(true);
    expect((await buffer(await storage.getStream('packages/ab/one.zip'))).equals(bytes)).toBe(true);
    expect((await buffer(await storage.getStream('packages/cd/two.zip'))).length).toBe(70_000);
    const listed: string[] = [];
    for await (const object of storage.list('packages/')) listed.push(object.key);
    expect(listed.sort()).toEqual(['packages/ab/one.zip', 'packages/cd/two.zip']);

    for (const key of ['packages/ab/one.zip', 'packages/cd/two.zip', 'test/three.bin']) {
      await storage.remove(key);
      expect(await storage.stat(key)).toBeNull();
    }
    await storage.remove('packages/ab/one.zip'); // already gone: not an error
    await expect(storage.getStream('packages/ab/one.zip')).rejects.toBeInstanceOf(
      ObjectNotFoundError,
    );
  });

  it('refuses keys that could leave the store', async () => {
    for (const key of ['../escape.zip', '/etc/passwd', 'a//b', 'a/../b', 'a\\b', '']) {
      await expect(storage.putBuffer(key, bytes), key).rejects.toThrow(/invalid object key/);
    }
  });

  it('hands out a download URL only where the store has its own (S3: presigned)', async () => {
    await storage.putBuffer('packages/ef/link.zip', bytes);
    const url = await storage.downloadUrl('packages/ef/link.zip', {
      fileName: 'Clock 1.0.0 时钟.zip',
      expiresInSeconds: 60,
      contentType: 'application/zip',
    });
    if (storage.kind === 'local') {
      expect(url).toBeNull();
      return;
    }
    const response = await fetch(url!);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Clock 1.0.0 __.zip"; filename*=UTF-8''Clock%201.0.0%20%E6%97%B6%E9%92%9F.zip`,
    );
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(new URL(url!).searchParams.get('X-Amz-Expires')).toBe('60');
    // The link stops working when it expires (s3rver checks expiry, not SigV4 signatures).
    const brief = await storage.downloadUrl('packages/ef/link.zip', {
      fileName: 'a.zip',
      expiresInSeconds: 1,
    });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await fetch(brief!)).status).toBe(403);
  });
});

describe('the app on S3', async () => {
  const { app } = await build({
    config: { storage: { s3 } },
    prepare: (database) => ensureReferenceData(database.db),
  });

  it('serves an owned product’s download through a presigned URL, counted once', async () => {
    expect(app.objectStorage.kind).toBe('s3');
    const buyer = await createTestUser(app);
    const product = await createTestProduct(app, { priceGeneral: 500 });
    await givePaidOrder(app, buyer, [product.id]);
    const file = await pluginZip();
    const key = 'packages/00/owned-product.zip';
    await app.objectStorage.putBuffer(key, file, 'application/zip');
    await app.db
      .insert(productVersions)
      .values({ productId: product.id, version: '1.0.0', sizeBytes: file.length, fileKey: key });

    const link = await app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/download`,
      headers: bearer(await tokenFor(app, buyer)),
    });
    const { url } = link.json().data as DownloadLink;
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const location = String(response.headers.location);
    expect(location.startsWith(`http://127.0.0.1:${port}/space-test/${key}?`)).toBe(true);
    const download = await fetch(location);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(file)).toBe(true);
    expect(download.headers.get('content-disposition')).toContain(
      `product-${product.id}-1.0.0.zip`,
    );
    const [row] = await app.db
      .select({ downloads: products.downloadCount })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row!.downloads).toBe(1);
  });

  it('stores an uploaded package in the bucket', async () => {
    const user = await createTestUser(app, { isCreator: true });
    const record = await createUploadRecord(app.db, {
      authorId: user.id,
      form: { types: ['plugin'] },
    });
    const file = await pluginZip();
    const { last } = await packageClient(app, await tokenFor(app, user), record.id).uploadAll(file);
    expect(last.statusCode, last.body).toBe(200);
    expect((last.json().data as PackageChunkResult).done).toBe(true);
    const [row] = await app.db.select().from(uploadRecords).where(eq(uploadRecords.id, record.id));
    expect(await app.objectStorage.stat(row!.packageKey!)).toMatchObject({ bytes: file.length });
  });
});
