import { TENANTS } from '@space/contracts/tenants';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { articles, productImages, tenants, users } from '../../../src/db/schema.ts';
import { ogImageUrl } from '../../../src/modules/seo/og-images.ts';
import { insertArticle } from '../../support/article-fixtures.ts';
import { build } from '../../support/helper.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { noisyImage } from '../../support/upload-fixtures.ts';
import { createTestUser } from '../../support/user-fixtures.ts';
import { createTestVideo } from '../../support/video-fixtures.ts';

const BASE = 'http://localhost:80';
const PARTNER_HOST = 'partner.localhost';

describe('link preview cards (decision 061)', async () => {
  const { app } = await build({ prepare: (database) => ensureReferenceData(database.db) });

  /** A stored WebP like the upload's renditions; the seed makes each one's bytes differ. */
  const storedImage = async (width: number, height: number, seed = 1) =>
    app.files.put(await noisyImage(width, height, seed).webp({ quality: 80 }).toBuffer(), 'webp');

  const creator = await createTestUser(app, { isCreator: true, nickName: '김민준 王小明' });
  await app.db
    .update(users)
    .set({ avatarKey: await storedImage(256, 256, 2) })
    .where(eq(users.id, creator.id));
  const product = await createTestProduct(app, { authorId: creator.id });
  await app.db.insert(productImages).values([
    {
      productId: product.id,
      position: 0,
      fileKey: await storedImage(1920, 1000, 3),
      width: 1920,
      height: 1000,
    },
    {
      productId: product.id,
      position: 1,
      fileKey: await storedImage(800, 800, 4),
      width: 800,
      height: 800,
    },
  ]);
  const squareProduct = await createTestProduct(app, { authorId: creator.id });
  const squareKey = await storedImage(640, 640, 5);
  await app.db.insert(productImages).values({
    productId: squareProduct.id,
    position: 0,
    fileKey: squareKey,
    width: 640,
    height: 640,
  });
  const bare = await createTestProduct(app, { authorId: creator.id });
  const delisted = await createTestProduct(app, { authorId: creator.id, status: 'delisted' });
  const otherBrands = await createTestProduct(app, {
    authorId: creator.id,
    restrictedToTenants: [TENANTS[1].id],
  });
  for (const row of [delisted, otherBrands]) {
    await app.db
      .insert(productImages)
      .values({ productId: row.id, position: 0, fileKey: squareKey, width: 640, height: 640 });
  }
  const article = await insertArticle(app, creator, {
    state: 'published',
    visibility: 'public',
    publishedAt: new Date(),
    coverKey: await storedImage(1200, 675, 6),
  });
  const draft = await insertArticle(app, creator, { coverKey: squareKey });
  const privateArticle = await insertArticle(app, creator, {
    state: 'published',
    visibility: 'private',
    publishedAt: new Date(),
    coverKey: squareKey,
  });
  const noAvatar = await createTestUser(app, { isCreator: true, nickName: 'Ada Lovelace' });
  await createTestProduct(app, { authorId: noAvatar.id });
  const nobody = await createTestUser(app);
  const video = await createTestVideo(app, { thumbnailKey: await storedImage(1280, 720, 7) });
  const hidden = await createTestVideo(app, { hiddenAt: new Date(), thumbnailKey: squareKey });
  const sweptThumbnail = await createTestVideo(app);

  await app.db
    .update(tenants)
    .set({ hostRules: ['partner.'] })
    .where(eq(tenants.id, TENANTS[1].id));
  app.brands.markStale();

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  /** The path and query of an absolute card URL. */
  const local = (url: string) => url.slice(BASE.length);

  async function expectCard(url: string) {
    const response = await get(url);
    expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
      isProgressive: true,
      space: 'srgb',
    });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    return response;
  }

  it('draws each kind as a 1200×630 progressive sRGB JPEG without metadata', async () => {
    const urls = [
      ogImageUrl(BASE, 'product', product.id, await coverOf(product.id)),
      ogImageUrl(BASE, 'product', squareProduct.id, squareKey),
      ogImageUrl(BASE, 'article', article, 'any'),
      ogImageUrl(BASE, 'author', creator.id, 'any'),
      ogImageUrl(BASE, 'author', noAvatar.id, null),
      ogImageUrl(BASE, 'video', video.id, 'any'),
      ogImageUrl(BASE, 'site', null, null),
      `/og/product/${bare.id}.jpg`,
    ];
    const timings: string[] = [];
    for (const url of urls) {
      const path = url.startsWith(BASE) ? local(url) : url;
      const started = performance.now();
      await expectCard(path);
      timings.push(`${path.split('?')[0]} ${(performance.now() - started).toFixed(0)} ms`);
    }
    process.stdout.write(`link preview cards drawn cold: ${timings.join(', ')}\n`);
  });

  async function coverOf(productId: number): Promise<string> {
    const [row] = await app.db
      .select({ fileKey: productImages.fileKey })
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(productImages.position)
      .limit(1);
    return row!.fileKey;
  }

  it('fills the card with a wide photo and shows a square one whole on a blurred copy', async () => {
    const wide = await expectCard(local(ogImageUrl(BASE, 'product', product.id, 'k')));
    const square = await expectCard(local(ogImageUrl(BASE, 'product', squareProduct.id, 'k')));
    // The square photo's own noise spans 630 px in the middle; its sides are a smooth blur.
    const edgeOf = async (bytes: Buffer) => {
      const edge = await sharp(bytes)
        .extract({ left: 0, top: 0, width: 200, height: 630 })
        .png()
        .toBuffer();
      const { channels } = await sharp(edge).stats();
      return channels[0]!.stdev;
    };
    expect(await edgeOf(square.rawPayload)).toBeLessThan(8);
    expect(await edgeOf(wide.rawPayload)).toBeGreaterThan(16);
  });

  it('is cached for a year at its versioned URL, briefly at any other, and answers 304', async () => {
    const versioned = local(ogImageUrl(BASE, 'article', article, (await articleCover())!));
    const response = await expectCard(versioned);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);

    const stale = await get(`/og/article/${article}.jpg?v=old`);
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe('public, max-age=300');
    expect(stale.headers.etag).toBe(etag);
    expect((await get(`/og/article/${article}.jpg`)).headers['cache-control']).toBe(
      'public, max-age=300',
    );

    const again = await get(versioned, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(versioned, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  async function articleCover(): Promise<string | null> {
    const [row] = await app.db
      .select({ coverKey: articles.coverKey })
      .from(articles)
      .where(eq(articles.id, article));
    return row!.coverKey;
  }

  it('gives a new image a new URL and a new card', async () => {
    const oldKey = await coverOf(squareProduct.id);
    const before = ogImageUrl(BASE, 'product', squareProduct.id, oldKey);
    const oldCard = await expectCard(local(before));
    const newKey = await storedImage(640, 640, 99);
    await app.db
      .update(productImages)
      .set({ fileKey: newKey })
      .where(eq(productImages.productId, squareProduct.id));
    const after = ogImageUrl(BASE, 'product', squareProduct.id, newKey);
    expect(after).not.toBe(before);
    const newCard = await expectCard(local(after));
    expect(newCard.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(newCard.headers.etag).not.toBe(oldCard.headers.etag);
    expect(newCard.rawPayload.equals(oldCard.rawPayload)).toBe(false);
    // The old URL now names an old version: the new card, cached briefly.
    const old = await get(local(before));
    expect(old.headers['cache-control']).toBe('public, max-age=300');
    expect(old.headers.etag).toBe(newCard.headers.etag);
  });

  it('gives a renamed author a new card', async () => {
    const before = await expectCard(`/og/author/${noAvatar.id}.jpg`);
    await app.db.update(users).set({ nickName: '에이다' }).where(eq(users.id, noAvatar.id));
    const after = await expectCard(`/og/author/${noAvatar.id}.jpg`);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it.each([
    ['an unknown product', '/og/product/987654.jpg'],
    ['a delisted product', () => `/og/product/${delisted.id}.jpg`],
    ['a product kept to other brands', () => `/og/product/${otherBrands.id}.jpg`],
    ['an unknown article', '/og/article/987654.jpg'],
    ['a draft article', () => `/og/article/${draft}.jpg`],
    ['a private article', () => `/og/article/${privateArticle}.jpg`],
    ['an unknown author', '/og/author/987654.jpg'],
    ['a user with nothing public', () => `/og/author/${nobody.id}.jpg`],
    ['an unknown video', '/og/video/987654.jpg'],
    ['a hidden video', () => `/og/video/${hidden.id}.jpg`],
    ['a video whose poster is gone from the storage', () => `/og/video/${sweptThumbnail.id}.jpg`],
    ['an unknown kind', '/og/user/1.jpg'],
    ['a kind of another type', '/og/site/1.jpg'],
    ['an id that is not one', '/og/product/abc.jpg'],
    ['id zero', '/og/product/0.jpg'],
    ['a negative id', '/og/product/-1.jpg'],
    ['an id beyond the row ids', '/og/product/99999999999.jpg'],
    ['an id past the integer range', '/og/product/9999999999.jpg'],
    ['another extension', () => `/og/product/${product.id}.png`],
    ['no extension', () => `/og/product/${product.id}`],
    ['a leading zero', () => `/og/product/0${product.id}.jpg`],
    ['an encoded slash', '/og/product/..%2F1.jpg'],
  ])('answers %s with the 404 envelope', async (_name, url) => {
    const response = await get(typeof url === 'function' ? url() : url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });
    expect(response.json()).toHaveProperty('data');
  });

  it("shows a brand's own products on its host, and refuses them elsewhere", async () => {
    const ownHost = await get(`/og/product/${otherBrands.id}.jpg`, { host: PARTNER_HOST });
    expect(ownHost.statusCode).toBe(200);
    expect((await sharp(ownHost.rawPayload).metadata()).width).toBe(1200);
    const keptToA = await createTestProduct(app, {
      authorId: creator.id,
      restrictedToTenants: [TENANTS[0].id],
    });
    expect((await get(`/og/product/${keptToA.id}.jpg`)).statusCode).toBe(200);
    expect((await get(`/og/product/${keptToA.id}.jpg`, { host: PARTNER_HOST })).statusCode).toBe(
      404,
    );
    // Each brand's default card is its own.
    const own = await get('/og/site.jpg', { host: PARTNER_HOST });
    const main = await get('/og/site.jpg');
    expect(own.headers.etag).not.toBe(main.headers.etag);
  });

  it('draws a card once however many fetch it at first, and keeps it', async () => {
    const key = await storedImage(1920, 1000, 42);
    const fresh = await createTestProduct(app, { authorId: creator.id });
    await app.db
      .insert(productImages)
      .values({ productId: fresh.id, position: 0, fileKey: key, width: 1920, height: 1000 });
    const url = local(ogImageUrl(BASE, 'product', fresh.id, key));
    const drawnBefore = app.ogCards.drawn;
    const started = performance.now();
    const responses = await Promise.all(Array.from({ length: 8 }, () => get(url)));
    const cold = performance.now() - started;
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(responses.map((r) => r.rawPayload.toString('base64'))).size).toBe(1);
    expect(app.ogCards.drawn - drawnBefore).toBe(1);

    const warmStart = performance.now();
    await expectCard(url);
    const warm = performance.now() - warmStart;
    expect(app.ogCards.drawn - drawnBefore).toBe(1);
    // Kept in the file storage, so another instance (or this one restarted) draws nothing.
    const etag = (responses[0]!.headers.etag as string).slice(1, -1);
    expect(await app.files.read(`og/${etag.slice(0, 2)}/${etag}.jpg`)).not.toBeNull();
    process.stdout.write(
      `link preview card: 8 parallel cold fetches ${cold.toFixed(0)} ms, a warm one ${warm.toFixed(0)} ms\n`,
    );
  });

  it('draws an author whose avatar file is gone without it, and keeps no such card', async () => {
    const lost = await createTestUser(app, {
      isCreator: true,
      nickName: 'Lost avatar',
      avatarKey: 'u/00/00000000000000000000000000000000.webp',
    });
    await createTestProduct(app, { authorId: lost.id });
    const drawnBefore = app.ogCards.drawn;
    await expectCard(`/og/author/${lost.id}.jpg`);
    await expectCard(`/og/author/${lost.id}.jpg`);
    expect(app.ogCards.drawn - drawnBefore).toBe(2);
  });

  it('answers 404, not 500, when a stored source is not an image', async () => {
    const broken = await createTestProduct(app, { authorId: creator.id });
    const fileKey = await app.files.put(Buffer.from('not an image at all'), 'webp');
    await app.db
      .insert(productImages)
      .values({ productId: broken.id, position: 0, fileKey, width: 10, height: 10 });
    const response = await get(`/og/product/${broken.id}.jpg`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: expect.any(Number), data: null });
  });

  it('answers HEAD with the headers of GET', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/og/site.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
  });

  it('is not in the API document', async () => {
    const response = await get('/api/docs/json');
    const paths = Object.keys(response.json().paths as Record<string, unknown>);
    expect(paths.filter((path) => path.startsWith('/og'))).toEqual([]);
  });
});
