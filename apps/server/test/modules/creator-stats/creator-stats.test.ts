import type { CreatorStats } from '@space/contracts/creator-stats';
import { TENANTS } from '@space/contracts/tenants';
import { describe, expect, it } from 'vitest';
import { productLikes } from '../../../src/db/schema.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { csvField } from '../../../src/modules/creator-stats/creator-stats.csv.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import {
  giveDownloads,
  giveSale,
  giveVersion,
  giveViews,
} from '../../support/creator-stats-fixtures.ts';
import { build, TEST_ENGINE } from '../../support/helper.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const at = (iso: string) => new Date(iso);

/**
 * The creator dashboard's API (decision 030) on fixtures whose every figure is worked out by
 * hand below: "today" is 2026-06-10 (UTC), so the default 30 days run from 2026-05-12.
 */
describe(`creator stats on ${TEST_ENGINE}`, async () => {
  const clock = new ManualClock(Date.parse('2026-06-10T12:00:00Z'));
  const { app } = await build({ clock, prepare: (db) => ensureReferenceData(db.db) });

  const creator = await createTestUser(app, { isCreator: true });
  const creatorAuth = bearer(await tokenFor(app, creator));
  const otherCreator = await createTestUser(app, { isCreator: true });
  const buyer = await createTestUser(app);
  const alpha = await createTestProduct(app, { authorId: creator.id, name: 'Alpha' });
  const beta = await createTestProduct(app, { authorId: creator.id, name: '=Beta, "quoted"' });
  const theirs = await createTestProduct(app, { authorId: otherCreator.id });

  await giveVersion(app, alpha.id, '1.0.0', at('2026-06-01T10:00:00Z'));
  await giveVersion(app, alpha.id, '1.1.0', at('2026-06-08T15:00:00Z'));
  await giveViews(app, alpha.id, '2026-04-01', 100); // before the range
  await giveViews(app, alpha.id, '2026-06-05', 10);
  await giveViews(app, alpha.id, '2026-06-08', 4);
  await giveViews(app, alpha.id, '2026-06-09', 6);
  await giveViews(app, beta.id, '2026-06-09', 3);
  await giveViews(app, theirs.id, '2026-06-09', 50);
  const likers = await Promise.all([1, 2, 3, 4].map(() => createTestUser(app)));
  await app.db.insert(productLikes).values([
    ...likers.slice(0, 3).map((u) => ({
      userId: u.id,
      tenantId: u.tenantId,
      productId: alpha.id,
      createdAt: at('2026-06-09T23:30:00Z'),
    })),
    {
      userId: likers[3]!.id,
      tenantId: 10000000,
      productId: beta.id,
      createdAt: at('2026-06-10T00:10:00Z'),
    },
  ]);
  await giveDownloads(app, buyer, alpha.id, '1.0.0', at('2026-06-09T09:00:00Z'), 2);
  await giveDownloads(app, buyer, alpha.id, '1.1.0', at('2026-06-09T09:00:00Z'), 5);
  await giveDownloads(app, buyer, alpha.id, null, at('2026-06-05T09:00:00Z'));
  await giveDownloads(app, buyer, theirs.id, null, at('2026-06-09T09:00:00Z'), 9);
  // 1. general, PayPal, USD.
  await giveSale(app, buyer, [alpha.id], { prices: [500], paidAt: at('2026-06-09T10:00:00Z') });
  // 2. premium, WeChat Pay, CNY.
  await giveSale(app, buyer, [alpha.id], {
    prices: [3000],
    tier: 'premium',
    method: 'wechat',
    currency: 'CNY',
    paidAt: at('2026-06-05T08:00:00Z'),
  });
  // 3. Both products, svip, Alipay, a coupon taking 200 of 1000: shared 480 / 320.
  await giveSale(app, buyer, [alpha.id, beta.id], {
    prices: [600, 400],
    amountMinor: 800,
    tier: 'svip',
    method: 'alipay',
    paidAt: at('2026-06-09T11:00:00Z'),
  });
  // 4. Paid in the range, refunded in the range.
  await giveSale(app, buyer, [alpha.id], {
    prices: [500],
    state: 'refunded',
    paidAt: at('2026-06-06T10:00:00Z'),
    refundedAt: at('2026-06-09T10:00:00Z'),
  });
  // 5. Paid before the range, refunded in it: a refund without a sale.
  await giveSale(app, buyer, [alpha.id], {
    prices: [700],
    state: 'refunded',
    paidAt: at('2026-04-01T10:00:00Z'),
    refundedAt: at('2026-06-07T10:00:00Z'),
  });
  // Not sales: free, waiting and cancelled orders, and another creator's product.
  const notSales = [
    { state: 'no_payment_required', prices: [0] },
    { state: 'waiting', prices: [500] },
    { state: 'cancelled', prices: [500] },
  ] as const;
  for (const order of notSales) {
    await giveSale(app, buyer, [alpha.id], { ...order, paidAt: at('2026-06-09T10:00:00Z') });
  }
  await giveSale(app, buyer, [theirs.id], { prices: [900], paidAt: at('2026-06-09T10:00:00Z') });

  async function stats(query: Record<string, string | number> = {}, headers = creatorAuth) {
    const response = await app.inject({
      method: 'GET',
      url: '/api/creator-stats',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers,
    });
    return { status: response.statusCode, data: response.json().data as CreatorStats };
  }

  const usd = (gross: number, refunded: number) => ({
    currency: 'USD',
    grossMinor: gross,
    refundedMinor: refunded,
    netMinor: gross - refunded,
  });
  const cny = (gross: number) => ({
    currency: 'CNY',
    grossMinor: gross,
    refundedMinor: 0,
    netMinor: gross,
  });

  it('adds up views, likes, downloads, paid sales and refunds of the creator only', async () => {
    const { status, data } = await stats();
    expect(status).toBe(200);
    expect(data.range).toEqual({ from: '2026-05-12', to: '2026-06-10', days: 30 });
    expect(data.totals).toEqual({
      views: 23,
      likes: 4,
      downloads: 8,
      sales: 5,
      refunds: 2,
      revenue: [cny(3000), usd(1800, 1200)],
    });
    expect(
      data.products.map((p) => [p.name, p.views, p.likes, p.downloads, p.sales, p.refunds]),
    ).toEqual([
      ['Alpha', 20, 3, 8, 4, 2],
      ['=Beta, "quoted"', 3, 1, 0, 1, 0],
    ]);
    expect(data.products[0]!.revenue).toEqual([cny(3000), usd(1480, 1200)]);
    expect(data.products[1]!.revenue).toEqual([usd(320, 0)]);
    expect(data.versions).toEqual([]);
  });

  it('breaks sales down by tier, payment method and currency, never mixing currencies', async () => {
    const { data } = await stats();
    expect(data.breakdown).toEqual([
      {
        tier: 'general',
        method: 'paypal',
        currency: 'USD',
        sales: 2,
        refunds: 2,
        grossMinor: 1000,
        refundedMinor: 1200,
        netMinor: -200,
      },
      {
        tier: 'premium',
        method: 'wechat',
        currency: 'CNY',
        sales: 1,
        refunds: 0,
        grossMinor: 3000,
        refundedMinor: 0,
        netMinor: 3000,
      },
      {
        tier: 'svip',
        method: 'alipay',
        currency: 'USD',
        sales: 2,
        refunds: 0,
        grossMinor: 800,
        refundedMinor: 0,
        netMinor: 800,
      },
    ]);
  });

  it('gives every day of the range, zero-filled, with the day of each event', async () => {
    const { data } = await stats();
    expect(data.series).toHaveLength(30);
    expect(data.series[0]!.day).toBe('2026-05-12');
    expect(data.series.at(-1)).toMatchObject({ day: '2026-06-10', likes: 1, views: 0 });
    expect(data.series.find((d) => d.day === '2026-06-09')).toEqual({
      day: '2026-06-09',
      views: 9,
      likes: 3,
      downloads: 7,
      sales: 3,
      refunds: 1,
      revenue: [usd(1300, 500)],
    });
    expect(data.series.find((d) => d.day === '2026-05-20')).toEqual({
      day: '2026-05-20',
      views: 0,
      likes: 0,
      downloads: 0,
      sales: 0,
      refunds: 0,
      revenue: [],
    });
  });

  it('splits one product by version: downloads exactly, the rest by release day', async () => {
    const { data } = await stats({ productId: alpha.id });
    expect(data.productId).toBe(alpha.id);
    expect(data.products.map((p) => p.id)).toEqual([alpha.id]);
    expect(data.totals.views).toBe(20);
    const [newest, first] = data.versions;
    expect(newest).toMatchObject({
      version: '1.1.0',
      views: 10,
      likes: 3,
      downloads: 5,
      sales: 2,
      refunds: 1,
    });
    expect(newest!.revenue).toEqual([usd(980, 500)]);
    expect(first).toMatchObject({
      version: '1.0.0',
      views: 10,
      likes: 0,
      downloads: 3,
      sales: 2,
      refunds: 1,
    });
    expect(first!.revenue).toEqual([cny(3000), usd(500, 700)]);
    expect(newest!.releasedAt).toBe('2026-06-08T15:00:00.000Z');
  });

  it('takes a range of 1 to 366 days ending on any day, refusing anything else', async () => {
    const day = await stats({ days: 1, to: '2026-06-05' });
    expect(day.data.range).toEqual({ from: '2026-06-05', to: '2026-06-05', days: 1 });
    expect(day.data.totals).toMatchObject({ views: 10, downloads: 1, sales: 1 });
    expect(day.data.totals.revenue).toEqual([cny(3000)]);
    const year = await stats({ days: 366 });
    expect(year.data.series).toHaveLength(366);
    expect(year.data.totals.views).toBe(123);
    const refused: Record<string, string | number>[] = [
      { days: 0 },
      { days: 367 },
      { days: 'abc' },
      { to: '2026-02-30' },
      { to: '1999-12-31' },
      { to: '10-06-2026' },
    ];
    for (const query of refused) {
      const response = await stats(query);
      expect(response.status, JSON.stringify(query)).toBe(400);
    }
  });

  it("answers 401 to a visitor and 404 for a product that is not the caller's", async () => {
    expect((await stats({}, {})).status).toBe(401);
    expect((await stats({ productId: theirs.id })).status).toBe(404);
    expect((await stats({ productId: 2_000_000_000 })).status).toBe(404);
    const theirAuth = bearer(await tokenFor(app, otherCreator));
    expect((await stats({ productId: alpha.id }, theirAuth)).status).toBe(404);
    const own = await stats({}, theirAuth);
    expect(own.data.totals.views).toBe(50);
    expect(own.data.products.map((p) => p.id)).toEqual([theirs.id]);
  });

  it('shows an empty, zero-filled dashboard to a user without products', async () => {
    const { status, data } = await stats({ days: 7 }, bearer(await tokenFor(app, buyer)));
    expect(status).toBe(200);
    expect(data.products).toEqual([]);
    expect(data.totals).toEqual({
      views: 0,
      likes: 0,
      downloads: 0,
      sales: 0,
      refunds: 0,
      revenue: [],
    });
    expect(data.series).toHaveLength(7);
  });

  it("lets admins of the creator's brand and super admins read it, nobody else", async () => {
    const as = async (profile: Parameters<typeof createTestUser>[1]) =>
      bearer(await tokenFor(app, await createTestUser(app, profile)));
    const query = { creatorId: creator.id };
    const admin = await stats(query, await as({ role: 'admin' }));
    expect(admin.status).toBe(200);
    expect(admin.data.creatorId).toBe(creator.id);
    expect(admin.data.totals.views).toBe(23);
    expect(
      (await stats(query, await as({ isSuperAdmin: true, tenantId: TENANTS[2].id }))).status,
    ).toBe(200);
    expect((await stats(query, await as({ role: 'admin', tenantId: TENANTS[1].id }))).status).toBe(
      404,
    );
    expect((await stats(query, await as({ role: 'moderator' }))).status).toBe(403);
    expect((await stats(query, bearer(await tokenFor(app, otherCreator)))).status).toBe(403);
    expect((await stats({ creatorId: 2_000_000_000 }, await as({ role: 'admin' }))).status).toBe(
      404,
    );
    expect((await stats({ creatorId: creator.id })).status).toBe(200); // naming oneself
  });

  it("lists the creator's products for the picker, by name", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/creator-stats/products',
      headers: creatorAuth,
    });
    expect(response.json().data).toEqual([
      { id: beta.id, name: '=Beta, "quoted"', status: 'listed' },
      { id: alpha.id, name: 'Alpha', status: 'listed' },
    ]);
  });

  async function csv(query: Record<string, string>) {
    return app.inject({
      method: 'GET',
      url: '/api/creator-stats/csv',
      query,
      headers: creatorAuth,
    });
  }

  it('exports the same figures as CSV, amounts in major units, text made formula-safe', async () => {
    const daily = await csv({});
    expect(daily.statusCode).toBe(200);
    expect(daily.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(daily.headers['content-disposition']).toBe(
      'attachment; filename="creator-stats-daily-2026-05-12-2026-06-10.csv"',
    );
    const lines = daily.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFday,views,likes,downloads,sales,refunds,gross_CNY,refunded_CNY,net_CNY,gross_USD,refunded_USD,net_USD',
    );
    expect(lines).toHaveLength(32); // header, 30 days, the final line break
    expect(lines).toContain('2026-06-09,9,3,7,3,1,0.00,0.00,0.00,13.00,5.00,8.00');

    const products = (await csv({ table: 'products' })).body.split('\r\n');
    expect(products[1]).toBe(
      `${alpha.id},Alpha,listed,20,3,8,4,2,30.00,0.00,30.00,14.80,12.00,2.80`,
    );
    expect(products[2]).toBe(
      `${beta.id},"'=Beta, ""quoted""",listed,3,1,0,1,0,0.00,0.00,0.00,3.20,0.00,3.20`,
    );

    const breakdown = (await csv({ table: 'breakdown' })).body.split('\r\n');
    expect(breakdown.slice(0, 3)).toEqual([
      '\uFEFFtier,method,currency,sales,refunds,gross,refunded,net',
      'general,paypal,USD,2,2,10.00,12.00,-2.00',
      'premium,wechat,CNY,1,0,30.00,0.00,30.00',
    ]);

    const versions = await csv({ table: 'versions', productId: String(alpha.id) });
    expect(versions.headers['content-disposition']).toContain(`versions-product-${alpha.id}-`);
    expect(versions.body.split('\r\n')[1]).toBe(
      '1.1.0,2026-06-08T15:00:00.000Z,10,3,5,2,1,0.00,0.00,0.00,9.80,5.00,4.80',
    );

    expect((await csv({ table: 'everything' })).statusCode).toBe(400);
    expect((await csv({ productId: String(theirs.id) })).statusCode).toBe(404);
  });

  it('escapes every cell a spreadsheet could run, and quotes what CSV needs quoted', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'].map(csvField)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      `"'\rx"`,
    ]);
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"\nbye')).toBe('"say ""hi""\nbye"');
    expect(csvField('插件 플러그인')).toBe('插件 플러그인');
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
  });
});
