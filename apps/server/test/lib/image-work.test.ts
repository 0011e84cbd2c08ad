import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { productImages } from '../../src/db/schema.ts';
import { PRODUCT_IMAGE_LIMITS } from '../../src/lib/image.ts';
import { IMAGE_BUSY_RETRY_AFTER_SECONDS } from '../../src/lib/upload.ts';
import { QueueFullError, WorkQueue } from '../../src/lib/work-queue.ts';
import { ensureReferenceData } from '../../src/db/reference-data.ts';
import { build } from '../support/helper.ts';
import { createTestProduct } from '../support/product-fixtures.ts';
import { flatImage, multipart } from '../support/upload-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../support/user-fixtures.ts';

/** A promise and the function that settles it. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('WorkQueue', () => {
  it('runs at most `concurrency` tasks, queues `maxQueued` in order and refuses the next', async () => {
    const queue = new WorkQueue({ concurrency: 2, maxQueued: 2 });
    const gates = Array.from({ length: 4 }, gate);
    const started: number[] = [];
    let running = 0;
    let peak = 0;
    const results = gates.map((g, n) =>
      queue.run(async () => {
        started.push(n);
        running += 1;
        peak = Math.max(peak, running);
        await g.opened;
        running -= 1;
        return n;
      }),
    );
    await vi.waitFor(() => expect(started).toEqual([0, 1]));
    expect(queue.active).toBe(2);
    expect(queue.queued).toBe(2);
    expect(queue.full).toBe(true);
    await expect(queue.run(async () => 'too many')).rejects.toBeInstanceOf(QueueFullError);

    gates[1]!.open();
    await vi.waitFor(() => expect(started).toEqual([0, 1, 2]));
    expect(queue.active).toBe(2);
    expect(queue.queued).toBe(1);
    expect(queue.full).toBe(false);

    for (const g of gates) g.open();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
    expect(peak).toBe(2);
    expect(queue.active).toBe(0);
    expect(queue.queued).toBe(0);
  });

  it('frees the slot of a task that fails', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxQueued: 0 });
    await expect(
      queue.run(async () => {
        throw new Error('broken image');
      }),
    ).rejects.toThrow('broken image');
    expect(queue.active).toBe(0);
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});

describe('image uploads under load', async () => {
  const { app } = await build({ prepare: (database) => ensureReferenceData(database.db) });
  const author = await createTestUser(app, { isCreator: true });
  const headers = bearer(await tokenFor(app, author));
  const smallPng = await flatImage(400, 300).png().toBuffer();
  // 7000×6000: each side allowed, 42 megapixels in all; a flat PNG of a few kB.
  const overPixelPng = await flatImage(7000, 6000).png({ compressionLevel: 9 }).toBuffer();

  function upload(productId: number, content: Buffer, lang = 'en') {
    const body = multipart([{ name: 'file', filename: 'image.png', type: 'image/png', content }]);
    return app.inject({
      method: 'POST',
      url: `/api/products/${productId}/images`,
      headers: { ...headers, lang, 'content-type': body.contentType },
      payload: body.payload,
    });
  }

  async function imageRows(productId: number) {
    return app.db.select().from(productImages).where(eq(productImages.productId, productId));
  }

  /** Occupies `count` places of the app's image queue until the returned function is called. */
  function occupy(count: number): { release: () => Promise<void> } {
    const { opened, open } = gate();
    const tasks = Array.from({ length: count }, () => app.imageQueue.run(() => opened));
    return {
      release: async () => {
        open();
        await Promise.all(tasks);
      },
    };
  }

  it.each([
    ['en', 'The image can be at most 8000 pixels on a side and 40 megapixels in total.'],
    ['zh', '图片每边不能超过 8000 像素，总像素不能超过 40 百万。'],
    ['ko', '이미지는 한 변이 최대 8000픽셀, 전체 40메가픽셀까지 가능합니다.'],
  ])('refuses a product image over 40 megapixels with 400 (%s)', async (lang, message) => {
    const product = await createTestProduct(app, { authorId: author.id });
    const response = await upload(product.id, overPixelPng, lang);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      msg: message,
      data: { fields: [{ path: 'file', message }] },
    });
    expect(await imageRows(product.id)).toEqual([]);
    expect(PRODUCT_IMAGE_LIMITS.maxPixels).toBe(40_000_000);
  });

  it('bounds the images decoded at once: an upload waits for a free place', async () => {
    const product = await createTestProduct(app, { authorId: author.id });
    const { concurrency } = app.imageQueue;
    const busy = occupy(concurrency);
    expect(app.imageQueue.active).toBe(concurrency);

    const pending = upload(product.id, smallPng);
    await vi.waitFor(() => expect(app.imageQueue.queued).toBe(1));
    // Still waiting: nothing decoded or stored while every place is taken.
    expect(app.imageQueue.active).toBe(concurrency);
    expect(await imageRows(product.id)).toEqual([]);

    await busy.release();
    const response = await pending;
    expect(response.statusCode, response.body).toBe(200);
    expect(await imageRows(product.id)).toHaveLength(1);
    expect(app.imageQueue.active).toBe(0);
    expect(app.imageQueue.queued).toBe(0);
  });

  it.each([
    ['en', 'The server is busy processing other images. Please try again in a few seconds.'],
    ['zh', '服务器正在处理其他图片，请几秒后重试。'],
    ['ko', '서버가 다른 이미지를 처리하고 있습니다. 몇 초 후에 다시 시도해 주세요.'],
  ])('answers 503 with Retry-After when the queue is full (%s)', async (lang, message) => {
    const product = await createTestProduct(app, { authorId: author.id });
    const busy = occupy(app.imageQueue.concurrency + app.imageQueue.maxQueued);
    try {
      expect(app.imageQueue.full).toBe(true);
      const response = await upload(product.id, smallPng, lang);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(String(IMAGE_BUSY_RETRY_AFTER_SECONDS));
      expect(response.json()).toEqual({ code: 503, msg: message, data: null });
      expect(await imageRows(product.id)).toEqual([]);
    } finally {
      await busy.release();
    }
    // Once the queue drains the same upload goes through.
    expect((await upload(product.id, smallPng)).statusCode).toBe(200);
  });

  it('bounds avatar decoding through the same queue', async () => {
    const busy = occupy(app.imageQueue.concurrency + app.imageQueue.maxQueued);
    try {
      const body = multipart([
        { name: 'file', filename: 'me.png', type: 'image/png', content: smallPng },
      ]);
      const response = await app.inject({
        method: 'POST',
        url: '/api/users/me/avatar',
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(String(IMAGE_BUSY_RETRY_AFTER_SECONDS));
    } finally {
      await busy.release();
    }
  });
});
