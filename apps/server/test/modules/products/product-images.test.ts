import path from 'node:path';
import { envelope, pageOf } from '@space/contracts/envelope';
import { ERRORS } from '@space/contracts/errors';
import { LIMITS } from '@space/contracts/limits';
import {
  productDetailSchema,
  productImagesSchema,
  productListItemSchema,
  type ProductImage,
} from '@space/contracts/products';
import { TENANTS } from '@space/contracts/tenants';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { productImages } from '../../../src/db/schema.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build } from '../../support/helper.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { filesUnder, flatImage, multipart, noisyImage } from '../../support/upload-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const MiB = 1024 * 1024;
const FILE_TYPE_WRONG =
  'The file type is wrong. Please check whether the file format and content are correct.';
const PRODUCT_DIMENSIONS =
  'The image can be at most 8000 pixels on a side and 40 megapixels in total.';
const imagesEnvelope = envelope(productImagesSchema.element.strict().array());
const TENANT_A = TENANTS[1]!.id;
const TENANT_B = TENANTS[2]!.id;

describe('product images', async () => {
  const { app, config } = await build({ prepare: (database) => ensureReferenceData(database.db) });
  const productFiles = path.join(config.dataDir, 'files', 'products');
  const author = await createTestUser(app, { isCreator: true });
  const authorHeaders = bearer(await tokenFor(app, author));

  async function headersOf(overrides: Parameters<typeof createTestUser>[1] = {}) {
    return bearer(await tokenFor(app, await createTestUser(app, overrides)));
  }

  function upload(
    productId: number,
    content: Buffer | string,
    headers: Record<string, string> = authorHeaders,
    { filename = 'image.png', type = 'image/png' } = {},
  ) {
    const body = multipart([{ name: 'file', filename, type, content }]);
    return app.inject({
      method: 'POST',
      url: `/api/products/${productId}/images`,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  }

  function remove(productId: number, position: number, headers = authorHeaders) {
    return app.inject({
      method: 'DELETE',
      url: `/api/products/${productId}/images/${position}`,
      headers,
    });
  }

  async function uploaded(productId: number, content: Buffer): Promise<ProductImage[]> {
    const response = await upload(productId, content);
    expect(response.statusCode, response.body).toBe(200);
    return imagesEnvelope.parse(response.json()).data;
  }

  /** The served file of a URL, decoded: format, size and whether it has EXIF. */
  async function served(url: string) {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(response.rawPayload).metadata();
    return {
      bytes: response.rawPayload,
      format: metadata.format,
      width: metadata.width,
      height: metadata.height,
      exif: metadata.exif,
      icc: metadata.icc,
    };
  }

  async function rowsOf(productId: number) {
    return app.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position));
  }

  /** Sizes of an image and its variants, checked against the files actually served. */
  async function servedSizes(image: ProductImage) {
    const main = await served(image.url);
    expect([main.format, main.width, main.height]).toEqual(['webp', image.width, image.height]);
    const variants = [];
    for (const variant of image.variants) {
      const file = await served(variant.url);
      expect([file.format, file.width, file.height, variant.type]).toEqual([
        'webp',
        variant.width,
        variant.height,
        'image/webp',
      ]);
      variants.push([variant.width, variant.height]);
    }
    return { main: [image.width, image.height], variants };
  }

  describe('POST /api/products/:id/images', () => {
    it.each([
      [
        'a 2400×1600 PNG: main capped at 1920, three variants',
        () => noisyImage(2400, 1600).png().toBuffer(),
        {
          main: [1920, 1280],
          variants: [
            [320, 213],
            [640, 427],
            [1280, 853],
          ],
        },
      ],
      [
        'an 800×600 JPEG: kept at 800, no 1280 variant (never upscaled)',
        () => noisyImage(800, 600, 2).jpeg().toBuffer(),
        {
          main: [800, 600],
          variants: [
            [320, 240],
            [640, 480],
          ],
        },
      ],
      [
        'a 640×480 WebP: no variant as wide as the original',
        () => noisyImage(640, 480, 3).webp().toBuffer(),
        { main: [640, 480], variants: [[320, 240]] },
      ],
      [
        'a 300×200 WebP: the main image only',
        () => noisyImage(300, 200, 4).webp().toBuffer(),
        { main: [300, 200], variants: [] },
      ],
      [
        'a portrait 1000×3000 PNG: the long side capped at 1920',
        () => flatImage(1000, 3000).png().toBuffer(),
        {
          main: [640, 1920],
          variants: [[320, 960]],
        },
      ],
    ])('stores %s', async (_label, make, expected) => {
      const product = await createTestProduct(app, { authorId: author.id });
      const [image] = await uploaded(product.id, await make());
      expect(await servedSizes(image!)).toEqual(expected);
      const [row] = await rowsOf(product.id);
      expect(row).toMatchObject({ position: 0, width: expected.main[0], height: expected.main[1] });
      expect(row!.variants.map((v) => [v.width, v.height])).toEqual(expected.variants);
    });

    it('keeps the first frame of an animated GIF', async () => {
      // Two 500×300 frames stacked: green, then red.
      const frames = Buffer.concat([
        await flatImage(500, 300, '#00ff00').raw().toBuffer(),
        await flatImage(500, 300, '#ff0000').raw().toBuffer(),
      ]);
      const gif = await sharp(frames, {
        raw: { width: 500, height: 600, channels: 3, pageHeight: 300 },
      })
        .gif({ loop: 0, delay: [100, 100] })
        .toBuffer();
      expect((await sharp(gif, { pages: -1 }).metadata()).pages).toBe(2);
      const product = await createTestProduct(app, { authorId: author.id });
      const [image] = await uploaded(product.id, gif);
      expect(await servedSizes(image!)).toEqual({ main: [500, 300], variants: [[320, 192]] });
      const { data } = await sharp((await served(image!.url)).bytes)
        .extract({ left: 250, top: 150, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect({ red: data[0]! < 60, green: data[1]! > 200 }).toEqual({ red: true, green: true });
    });

    it('turns a photo upright by its EXIF orientation', async () => {
      const jpeg = await noisyImage(600, 400, 5).jpeg().withMetadata({ orientation: 6 }).toBuffer();
      const product = await createTestProduct(app, { authorId: author.id });
      const [image] = await uploaded(product.id, jpeg);
      expect(await servedSizes(image!)).toEqual({ main: [400, 600], variants: [[320, 480]] });
    });

    it('drops the metadata of the upload from every file', async () => {
      const jpeg = await noisyImage(1400, 1000, 6)
        .jpeg()
        .withExif({ IFD0: { Copyright: 'secret camera owner', Artist: 'Someone' } })
        .toBuffer();
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      const product = await createTestProduct(app, { authorId: author.id });
      const [image] = await uploaded(product.id, jpeg);
      expect(image!.variants).toHaveLength(3);
      for (const url of [image!.url, ...image!.variants.map((variant) => variant.url)]) {
        const file = await served(url);
        expect(file.exif, url).toBeUndefined();
        expect(file.bytes.includes('secret camera owner'), url).toBe(false);
      }
    });

    it('appends at the next position up to 5 images, then refuses the 6th with 409', async () => {
      const product = await createTestProduct(app, { authorId: author.id });
      for (let n = 0; n < LIMITS.productImagesMax; n += 1) {
        const images = await uploaded(
          product.id,
          await flatImage(400, 300, `#0000${n}0`).png().toBuffer(),
        );
        expect(images).toHaveLength(n + 1);
      }
      const filesBefore = filesUnder(productFiles);
      const response = await upload(
        product.id,
        await flatImage(400, 300, '#ffffff').png().toBuffer(),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: ERRORS.CONFLICT.code,
        msg: 'A product can have at most 5 images.',
        data: null,
      });
      expect((await rowsOf(product.id)).map((row) => row.position)).toEqual([0, 1, 2, 3, 4]);
      expect(filesUnder(productFiles)).toEqual(filesBefore);
    });

    describe('refuses bad input with a clear 4xx and stores nothing', () => {
      it.each([
        ['a text file named .png', () => 'just some text, not an image', 415, FILE_TYPE_WRONG],
        [
          'random bytes',
          () => Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37) % 256)),
          415,
          FILE_TYPE_WRONG,
        ],
        [
          'an SVG',
          () => '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
          415,
          FILE_TYPE_WRONG,
        ],
        [
          'a truncated PNG',
          async () => {
            const png = await noisyImage(300, 300, 7).png().toBuffer();
            return png.subarray(0, Math.floor(png.length / 2));
          },
          415,
          FILE_TYPE_WRONG,
        ],
        [
          'a pixel bomb (a 10000×10000 PNG of a few kB)',
          () => flatImage(10_000, 10_000).png({ compressionLevel: 9 }).toBuffer(),
          400,
          PRODUCT_DIMENSIONS,
        ],
        [
          'a 7500×7500 image (56 megapixels, each side allowed)',
          () => flatImage(7500, 7500).png({ compressionLevel: 9 }).toBuffer(),
          400,
          PRODUCT_DIMENSIONS,
        ],
        [
          `a file over ${LIMITS.productImageMaxBytes / MiB} MiB`,
          () => Buffer.alloc(LIMITS.productImageMaxBytes + 1, 1),
          413,
          'The image can be at most 10 MB.',
        ],
      ])('%s', async (_label, make, status, message) => {
        const product = await createTestProduct(app, { authorId: author.id });
        const filesBefore = filesUnder(productFiles);
        const response = await upload(product.id, await make());
        expect(response.statusCode, response.body).toBe(status);
        expect(response.json()).toMatchObject({ code: status, msg: message });
        expect(await rowsOf(product.id)).toEqual([]);
        expect(filesUnder(productFiles)).toEqual(filesBefore);
      });

      it('reads a file of exactly the byte limit (then refuses it for what it is)', async () => {
        const product = await createTestProduct(app, { authorId: author.id });
        const response = await upload(product.id, Buffer.alloc(LIMITS.productImageMaxBytes, 1));
        expect(response.statusCode).toBe(415);
      });

      it('answers 400 naming the file when the form has none, 415 when it is not a form', async () => {
        const product = await createTestProduct(app, { authorId: author.id });
        const body = multipart([{ name: 'note', content: 'no file here' }]);
        const noFile = await app.inject({
          method: 'POST',
          url: `/api/products/${product.id}/images`,
          headers: { ...authorHeaders, 'content-type': body.contentType },
          payload: body.payload,
        });
        expect(noFile.statusCode).toBe(400);
        expect(noFile.json().data.fields).toEqual([
          { path: 'file', message: 'Please choose an image file.' },
        ]);
        const json = await app.inject({
          method: 'POST',
          url: `/api/products/${product.id}/images`,
          headers: authorHeaders,
          payload: { file: 'data:image/png;base64,AAAA' },
        });
        expect(json.statusCode).toBe(415);
        expect(await rowsOf(product.id)).toEqual([]);
      });
    });
  });

  describe('who may change the images', () => {
    it.each([
      ['the author', () => Promise.resolve(authorHeaders), {}, 200],
      ['an admin of the author’s tenant', () => headersOf({ role: 'admin' }), {}, 200],
      [
        'a super admin of another tenant',
        () => headersOf({ tenantId: TENANT_B, isSuperAdmin: true }),
        {},
        200,
      ],
      ['a moderator', () => headersOf({ role: 'moderator' }), {}, 403],
      ['another creator', () => headersOf({ isCreator: true }), {}, 403],
      [
        'an admin of another tenant',
        () => headersOf({ tenantId: TENANT_A, role: 'admin' }),
        {},
        403,
      ],
      ['a visitor', () => Promise.resolve({}), {}, 401],
      [
        'another user, product restricted to another tenant',
        () => headersOf(),
        { restrictedToTenants: [TENANT_A] },
        404,
      ],
      [
        'the author, product restricted to another tenant',
        () => Promise.resolve(authorHeaders),
        { restrictedToTenants: [TENANT_A] },
        200,
      ],
      ['another user, delisted product', () => headersOf(), { status: 'delisted' }, 404],
      [
        'the author, delisted product',
        () => Promise.resolve(authorHeaders),
        { status: 'delisted' },
        200,
      ],
    ] as [
      string,
      () => Promise<Record<string, string>>,
      Parameters<typeof createTestProduct>[1],
      number,
    ][])('%s → %i', async (_label, who, productOverrides, status) => {
      const product = await createTestProduct(app, { authorId: author.id, ...productOverrides });
      const headers = await who();
      const png = await flatImage(400, 300).png().toBuffer();
      const added = await upload(product.id, png, headers);
      expect(added.statusCode, added.body).toBe(status);
      expect(added.json().code).toBe(status);
      expect(await rowsOf(product.id)).toHaveLength(status === 200 ? 1 : 0);

      if (status !== 200) await uploaded(product.id, png);
      const removed = await remove(product.id, 0, headers);
      expect(removed.statusCode, removed.body).toBe(status);
      expect(await rowsOf(product.id)).toHaveLength(status === 200 ? 0 : 1);
    });

    it('answers 404 for a product that does not exist', async () => {
      const png = await flatImage(40, 30).png().toBuffer();
      expect((await upload(2_000_000_000, png)).statusCode).toBe(404);
      expect((await upload(99_999_999_999, png)).statusCode).toBe(404);
      expect((await remove(2_000_000_000, 0)).statusCode).toBe(404);
    });
  });

  describe('DELETE /api/products/:id/images/:position', () => {
    it('removes one image and moves the later ones up, so position 0 stays the cover', async () => {
      const product = await createTestProduct(app, { authorId: author.id });
      const colours = ['#ff0000', '#00ff00', '#0000ff', '#ffff00'];
      let images: ProductImage[] = [];
      for (const colour of colours) {
        images = await uploaded(product.id, await flatImage(400, 300, colour).png().toBuffer());
      }
      const [red, green, blue, yellow] = images.map((image) => image.url);

      const middle = await remove(product.id, 1);
      expect(middle.statusCode, middle.body).toBe(200);
      expect(imagesEnvelope.parse(middle.json()).data.map((image) => image.url)).toEqual([
        red,
        blue,
        yellow,
      ]);
      const cover = await remove(product.id, 0);
      expect(imagesEnvelope.parse(cover.json()).data.map((image) => image.url)).toEqual([
        blue,
        yellow,
      ]);
      expect(
        (await rowsOf(product.id)).map((row) => [row.position, `/files/${row.fileKey}`]),
      ).toEqual([
        [0, blue],
        [1, yellow],
      ]);
      const detail = await app.inject({ method: 'GET', url: `/api/products/${product.id}` });
      expect(detail.json().data.cover).toBe(blue);
      void green;
    });

    it('answers 404 for an empty position and 400 for one outside 0…4', async () => {
      const product = await createTestProduct(app, { authorId: author.id });
      await uploaded(product.id, await flatImage(40, 30).png().toBuffer());
      expect((await remove(product.id, 1)).statusCode).toBe(404);
      expect((await remove(product.id, 5)).statusCode).toBe(400);
      expect((await remove(product.id, -1)).statusCode).toBe(400);
      expect(await rowsOf(product.id)).toHaveLength(1);
    });
  });

  describe('the catalogue shows the renditions', () => {
    it('in the detail (every image) and in lists and searches (the cover)', async () => {
      const product = await createTestProduct(app, {
        authorId: author.id,
        name: 'Rendition showcase',
      });
      await uploaded(product.id, await noisyImage(1500, 1000, 8).png().toBuffer());
      const images = await uploaded(product.id, await noisyImage(700, 500, 9).png().toBuffer());
      expect(images.map((image) => image.variants.map((variant) => variant.width))).toEqual([
        [320, 640, 1280],
        [320, 640],
      ]);

      const detail = await app.inject({ method: 'GET', url: `/api/products/${product.id}` });
      const data = envelope(productDetailSchema).parse(detail.json()).data;
      expect(data.images).toEqual(images);
      expect(data.cover).toBe(images[0]!.url);
      expect(data.coverVariants).toEqual(images[0]!.variants);

      // Newest first: the product just made leads the list.
      const list = await app.inject({ method: 'GET', url: '/api/products?pageSize=5' });
      const page = envelope(pageOf(productListItemSchema)).parse(list.json()).data;
      const card = page.list.find((item) => item.id === product.id);
      // A card names each rendition's URL and width, what its srcset needs (issue 31).
      expect(card).toEqual({
        ...card,
        cover: images[0]!.url,
        coverVariants: images[0]!.variants.map(({ url, width }) => ({ url, width })),
      });
    });

    it('shows an image stored before renditions with no variants', async () => {
      const product = await createTestProduct(app, { authorId: author.id });
      await app.db.insert(productImages).values({
        productId: product.id,
        position: 0,
        fileKey: 'seed/old.webp',
        width: 960,
        height: 640,
      });
      const detail = await app.inject({ method: 'GET', url: `/api/products/${product.id}` });
      expect(detail.json().data.images).toEqual([
        { url: '/files/seed/old.webp', width: 960, height: 640, variants: [] },
      ]);
      expect(detail.json().data.coverVariants).toEqual([]);
    });
  });
});
