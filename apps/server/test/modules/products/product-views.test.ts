import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import {
  VIEW_FLUSH_INTERVAL_MS,
  VIEW_REPEAT_WINDOW_MS,
} from '../../../src/modules/products/product-views.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { storedViews } from '../../support/creator-stats-fixtures.ts';
import { build, TEST_ENGINE } from '../../support/helper.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

/**
 * Product page views for the creator dashboard (decision 030): GET /api/products/:id counts one
 * view per viewer and product in a 30-minute window, in memory, written by one upsert per flush.
 */
describe(`product views on ${TEST_ENGINE}`, async () => {
  const clock = new ManualClock(Date.parse('2026-06-10T12:00:00Z'));
  const { app, database, config } = await build({
    clock,
    prepare: (db) => ensureReferenceData(db.db),
  });
  const today = '2026-06-10';
  let address = 0;
  function view(
    target: FastifyInstance,
    productId: number,
    options: { ip?: string; headers?: Record<string, string>; method?: 'GET' | 'HEAD' } = {},
  ) {
    address += 1;
    return target.inject({
      method: options.method ?? 'GET',
      url: `/api/products/${productId}`,
      remoteAddress: options.ip ?? `10.1.${address >> 8}.${address & 255}`,
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140', ...options.headers },
    });
  }

  it('counts visitors and users once each, not the author, HEAD, prefetches or bots', async () => {
    const author = await createTestUser(app, { isCreator: true });
    const product = await createTestProduct(app, { authorId: author.id });
    const member = bearer(await tokenFor(app, await createTestUser(app)));

    expect((await view(app, product.id, { ip: '10.9.0.1' })).statusCode).toBe(200);
    await view(app, product.id, { ip: '10.9.0.1' }); // the same visitor again
    await view(app, product.id, { ip: '10.9.0.2' });
    await view(app, product.id, { headers: member });
    await view(app, product.id, { headers: member, ip: '10.9.0.3' }); // same user, other address
    await view(app, product.id, { headers: bearer(await tokenFor(app, author)) });
    await view(app, product.id, { method: 'HEAD' });
    await view(app, product.id, { headers: { 'sec-purpose': 'prefetch' } });
    await view(app, product.id, { headers: { purpose: 'prefetch' } });
    await view(app, product.id, {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
    });
    await view(app, 2_000_000_000); // no such product
    await app.productViews.flush();
    expect(await storedViews(app, product.id, today)).toBe(3);

    // Half an hour later the first visitor counts again.
    clock.advance(VIEW_REPEAT_WINDOW_MS);
    await view(app, product.id, { ip: '10.9.0.1' });
    await app.productViews.flush();
    expect(await storedViews(app, product.id, today)).toBe(4);
  });

  it('adds to the day of the view and keeps days apart', async () => {
    const product = await createTestProduct(app);
    await view(app, product.id);
    clock.advance(24 * 3_600_000);
    await view(app, product.id);
    await view(app, product.id);
    await app.productViews.flush();
    expect(await storedViews(app, product.id, today)).toBe(1);
    expect(await storedViews(app, product.id, '2026-06-11')).toBe(2);
    clock.advance(-24 * 3_600_000);
  });

  it('writes on its own every few seconds', async () => {
    const product = await createTestProduct(app);
    await view(app, product.id);
    const deadline = Date.now() + VIEW_FLUSH_INTERVAL_MS * 5;
    while ((await storedViews(app, product.id, today)) === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await storedViews(app, product.id, today)).toBe(1);
  });

  it('is exact for 80 views at once on two instances flushing together', async () => {
    // A second instance on the same database, as behind a load balancer.
    const second = await buildApp({
      config,
      db: database.db,
      dbEngine: database.engine,
      version: 'test',
      clock,
    });
    await second.ready();
    afterAll(() => second.close());
    const product = await createTestProduct(app);

    const responses = await Promise.all(
      Array.from({ length: 80 }, (_, n) => view(n % 2 === 0 ? app : second, product.id)),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    await Promise.all([app.productViews.flush(), second.productViews.flush()]);
    expect(await storedViews(app, product.id, today)).toBe(80);

    // Both write the same new row at once, many times over.
    const fresh = await createTestProduct(app);
    for (let round = 0; round < 5; round += 1) {
      await Promise.all(
        Array.from({ length: 20 }, (_, n) => view(n % 2 === 0 ? app : second, fresh.id)),
      );
      await Promise.all([app.productViews.flush(), second.productViews.flush()]);
    }
    expect(await storedViews(app, fresh.id, today)).toBe(100);
  });

  it('writes what it counted when the app closes', async () => {
    const other = await buildApp({
      config,
      db: database.db,
      dbEngine: database.engine,
      version: 'test',
      clock,
    });
    await other.ready();
    const product = await createTestProduct(app);
    await view(other, product.id);
    await other.close();
    expect(await storedViews(app, product.id, today)).toBe(1);
  });
});
