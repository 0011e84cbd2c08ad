import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import type { S3StorageConfig } from '../../src/config/storage.config.ts';
import { productImages, users } from '../../src/db/schema.ts';
import { FileStorage } from '../../src/lib/file-storage.ts';
import { S3ObjectStorage } from '../../src/lib/s3-object-storage.ts';
import { collectFileGarbage } from '../../src/modules/files/file-garbage.ts';
import { ensureReferenceData } from '../../src/db/reference-data.ts';
import { build, makeTempDir, runCli, TEST_ENGINE } from '../support/helper.ts';
import { createTestProduct } from '../support/product-fixtures.ts';
import { multipart, noisyImage } from '../support/upload-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../support/user-fixtures.ts';

/**
 * Images, avatars and video files in the bucket when S3 is configured (decision 044): stored
 * through the object-storage adapter, nothing under DATA_DIR/files, served at the same
 * `/files/…` URLs with the local route's caching and byte ranges, and collected when
 * unreferenced. Against s3rver, as test/object-storage-s3.test.ts.
 */
const s3Dir = makeTempDir('space-s3rver-images-');
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: s3Dir,
  configureBuckets: [{ name: 'space-images' }],
});
const { port } = await server.run();
const s3: S3StorageConfig = {
  bucket: 'space-images',
  endpoint: `http://127.0.0.1:${port}`,
  region: 'us-east-1',
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  forcePathStyle: true,
};
const bucket = new S3ObjectStorage(s3);
afterAll(async () => {
  await bucket.close();
  await server.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

async function bucketKeys(prefix = ''): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of bucket.list(prefix)) keys.push(object.key);
  return keys;
}

describe('stored files in S3', async () => {
  const { app, config } = await build({
    config: { storage: { s3 } },
    prepare: (database) => ensureReferenceData(database.db),
  });
  const localFiles = path.join(config.dataDir, 'files');
  const author = await createTestUser(app, { isCreator: true });
  const headers = bearer(await tokenFor(app, author));
  const png = await noisyImage(900, 600).png().toBuffer();

  function post(url: string, filename = 'image.png') {
    const body = multipart([{ name: 'file', filename, type: 'image/png', content: png }]);
    return app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  }

  it('stores a product image and its renditions in the bucket and serves them at /files/', async () => {
    const product = await createTestProduct(app, { authorId: author.id });
    const response = await post(`/api/products/${product.id}/images`);
    expect(response.statusCode, response.body).toBe(200);
    const [image] = response.json().data as {
      url: string;
      variants: { url: string; type: string }[];
    }[];
    const [row] = await app.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, product.id));
    // The database keeps keys; the URL is derived, the same on both stores.
    expect(image!.url).toBe(FileStorage.publicUrl(row!.fileKey));
    expect(image!.variants.length).toBeGreaterThan(0);
    const keys = [row!.fileKey, ...row!.variants.map((variant) => variant.fileKey)];
    const stored = await bucketKeys('products/');
    for (const key of keys) {
      expect(stored).toContain(key);
      expect(fs.existsSync(path.join(localFiles, key)), key).toBe(false);
    }

    const served = await app.inject({ method: 'GET', url: image!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['accept-ranges']).toBe('bytes');
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    const inBucket = await app.files.read(row!.fileKey);
    expect(served.rawPayload.equals(inBucket!)).toBe(true);

    const etag = served.headers.etag as string;
    expect(etag).toBeTruthy();
    const revalidated = await app.inject({
      method: 'GET',
      url: image!.url,
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);

    const head = await app.inject({ method: 'HEAD', url: image!.variants[0]!.url });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.rawPayload).toHaveLength(0);
  });

  it('stores an avatar in the bucket and serves it from the URL the API answers', async () => {
    const response = await post('/api/users/me/avatar', 'avatar.png');
    expect(response.statusCode, response.body).toBe(200);
    const avatar = response.json().data.avatar as string;
    const [row] = await app.db.select().from(users).where(eq(users.id, author.id));
    expect(avatar).toBe(`/files/${row!.avatarKey}`);
    expect(await bucketKeys('avatars/')).toContain(row!.avatarKey);
    expect(fs.existsSync(path.join(localFiles, row!.avatarKey!))).toBe(false);
    const served = await app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('serves video files with their media types and byte ranges', async () => {
    const mp4 = await app.files.put(Buffer.alloc(4096, 7), 'mp4', 'videos');
    const playlist = await app.files.put(Buffer.from('#EXTM3U\n'), 'm3u8', 'videos');
    const segment = await app.files.put(Buffer.from('segment bytes'), 'm4s', 'videos');
    for (const [key, type] of [
      [playlist, 'application/vnd.apple.mpegurl'],
      [segment, 'video/iso.segment'],
      [mp4, 'video/mp4'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url: FileStorage.publicUrl(key) });
      expect(response.statusCode, key).toBe(200);
      expect(response.headers['content-type'], key).toBe(type);
    }
    const url = FileStorage.publicUrl(mp4);
    const range = await app.inject({ method: 'GET', url, headers: { range: 'bytes=1000-1999' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe('bytes 1000-1999/4096');
    expect(range.rawPayload).toHaveLength(1000);
    const tail = await app.inject({ method: 'GET', url, headers: { range: 'bytes=-96' } });
    expect(tail.headers['content-range']).toBe('bytes 4000-4095/4096');
    const beyond = await app.inject({ method: 'GET', url, headers: { range: 'bytes=5000-' } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */4096');
  });

  it('answers 404 for a missing file, an odd key and a package', async () => {
    await bucket.putBuffer('packages/ab/sold.zip', Buffer.from('PK'), 'application/zip');
    for (const url of [
      '/files/products/00/00000000000000000000000000000000.webp',
      '/files/packages/ab/sold.zip',
      '/files/..%2Fsecret',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('collects an unreferenced object and keeps the referenced ones', async () => {
    const orphan = await app.files.put(Buffer.from('nobody names me'), 'webp', 'products');
    const referenced = await bucketKeys('avatars/');
    expect(referenced.length).toBeGreaterThan(0);
    const report = await collectFileGarbage(app.db, app.files, {
      writtenBefore: new Date(Date.now() + 3_600_000),
    });
    expect(report.removed).toBeGreaterThanOrEqual(1);
    expect(await bucket.exists(orphan)).toBe(false);
    for (const key of referenced) expect(await bucket.exists(key), key).toBe(true);
    const gone = await app.inject({ method: 'GET', url: FileStorage.publicUrl(orphan) });
    expect(gone.statusCode).toBe(404);
  });

  it.runIf(TEST_ENGINE === 'pglite')('gc-files reads the bucket', async () => {
    const cliData = makeTempDir('space-gc-s3-');
    try {
      await app.files.put(Buffer.from('fresh and unreferenced'), 'bin', 'test');
      const env = {
        DATA_DIR: cliData,
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.endpoint!,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      };
      // The CLI's own (empty) database names nothing, so every object is unreferenced and new.
      const dry = await runCli(['gc-files', '--dry-run'], env);
      expect(dry.code, dry.stderr).toBe(0);
      expect(dry.stdout).toMatch(/would remove 0 of [1-9]\d* objects in S3/);
      expect(fs.existsSync(path.join(cliData, 'files'))).toBe(false);
    } finally {
      fs.rmSync(cliData, { recursive: true, force: true });
    }
  });
});
