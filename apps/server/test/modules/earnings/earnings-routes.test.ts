import { TENANTS } from '@space/contracts/tenants';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminAuditLog } from '../../../src/db/schema.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { buyAndPay, orderEntries } from '../../support/earnings-fixtures.ts';
import { build } from '../../support/helper.ts';
import { FakeProvider } from '../../support/payment-fixtures.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const BRAND = TENANTS[0].id;
const OTHER_BRAND = TENANTS[1].id;
const DAY = 86_400_000;

/**
 * The creator's earnings routes (decision 068): balance, entries with filters and pages, the
 * CSV export, monthly statements in JSON and CSV, and who may read another creator's.
 */
describe('creator earnings routes', async () => {
  const clock = new ManualClock(Date.parse('2026-06-10T12:00:00Z'));
  const paypal = new FakeProvider('paypal', ['USD']);
  const { app } = await build({
    clock,
    paymentProviders: { paypal },
    prepare: (database) => ensureReferenceData(database.db),
  });
  const creator = await createTestUser(app, { tenantId: BRAND, isCreator: true });
  const product = await createTestProduct(app, { priceGeneral: 1000, authorId: creator.id });
  const admin = await createTestUser(app, { tenantId: BRAND, role: 'admin' });
  const first = await buyAndPay(app, await createTestUser(app, { tenantId: BRAND }), [product.id]);
  clock.advance(25 * DAY); // 2026-07-05: the first sale is available, the refund lands in July
  await buyAndPay(app, await createTestUser(app, { tenantId: BRAND }), [product.id]);
  const refunded = await app.inject({
    method: 'POST',
    url: `/api/admin/orders/${first.orderNo}/refund`,
    headers: bearer(await tokenFor(app, admin)),
    payload: { amountMinor: 100 },
  });
  expect(refunded.statusCode, refunded.body).toBe(200);

  async function get(url: string, as = creator) {
    return app.inject({ method: 'GET', url, headers: bearer(await tokenFor(app, as)) });
  }

  it('answers the balance per currency', async () => {
    const response = await get('/api/creator-earnings/balance');
    expect(response.json().data).toEqual({
      holdDays: 14,
      // 700 available from June less the late refund's 70; July's 700 pending.
      balances: [{ currency: 'USD', pendingMinor: 700, availableMinor: 630, paidOutMinor: 0 }],
    });
  });

  it('lists entries newest first, filtered and paged', async () => {
    const all = (await get('/api/creator-earnings/entries')).json().data;
    expect(all.total).toBe(3);
    expect(
      all.list.map((e: { kind: string; amountMinor: number }) => [e.kind, e.amountMinor]),
    ).toEqual([
      ['refund', -70],
      ['sale', 700],
      ['sale', 700],
    ]);
    expect(all.list[0]).toMatchObject({
      grossMinor: -100,
      platformFeeMinor: -30,
      feeBps: 3000,
      orderNo: first.orderNo,
      productId: product.id,
      productName: product.name,
      pending: false,
    });
    expect((await get('/api/creator-earnings/entries?kind=refund')).json().data.total).toBe(1);
    expect((await get('/api/creator-earnings/entries?currency=CNY')).json().data.total).toBe(0);
    const june = (await get('/api/creator-earnings/entries?from=2026-06-01&to=2026-06-30')).json()
      .data;
    expect(june.list.map((e: { kind: string }) => e.kind)).toEqual(['sale']);
    const paged = (await get('/api/creator-earnings/entries?page=2&pageSize=2')).json().data;
    expect({ total: paged.total, n: paged.list.length }).toEqual({ total: 3, n: 1 });
  });

  it('exports the entries as CSV, amounts in major units', async () => {
    const response = await get('/api/creator-earnings/entries/csv?kind=sale');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('attachment');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,available_at,kind,status,order_no,product_id,product,currency,gross,platform_fee,fee_percent,amount',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/,sale,pending,.*,USD,10\.00,3\.00,30\.00,7\.00$/);
  });

  it('answers a monthly statement per currency, in JSON and CSV', async () => {
    const july = (await get('/api/creator-earnings/statements/2026-07')).json().data;
    expect(july.currencies).toEqual([
      {
        currency: 'USD',
        openingMinor: 700,
        salesMinor: 700,
        refundsMinor: -70,
        payoutsMinor: 0,
        closingMinor: 1330,
        grossMinor: 900,
        platformFeesMinor: 270,
        saleCount: 1,
        refundCount: 1,
      },
    ]);
    expect(july).toMatchObject({
      from: '2026-07-01T00:00:00.000Z',
      to: '2026-08-01T00:00:00.000Z',
    });
    expect(july.entries).toHaveLength(2);
    const csv = await get('/api/creator-earnings/statements/2026-07/csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[1]).toBe('2026-07,USD,7.00,7.00,-0.70,0.00,13.30,9.00,2.70,1,1');
    const empty = (await get('/api/creator-earnings/statements/2025-01')).json().data;
    expect(empty.currencies).toEqual([]);
  });

  it("lets admins of the creator's brand read it; refuses others; refuses a bad month", async () => {
    const url = `/api/creator-earnings/balance?creatorId=${creator.id}`;
    expect((await get(url, admin)).statusCode).toBe(200);
    const otherAdmin = await createTestUser(app, { tenantId: OTHER_BRAND, role: 'admin' });
    expect((await get(url, otherAdmin)).statusCode).toBe(404);
    const user = await createTestUser(app, { tenantId: BRAND });
    expect((await get(url, user)).statusCode).toBe(403);
    // Another user's own balance is theirs: empty, not the creator's.
    expect((await get('/api/creator-earnings/balance', user)).json().data.balances).toEqual([]);
    for (const month of ['2026-13', '26-07', 'abc', '1999-12']) {
      const response = await get(`/api/creator-earnings/statements/${month}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });
    }
  });

  it("lets a brand's admins set its fee and creators' own rates, audited; later sales use them", async () => {
    const put = async (as: typeof admin, payload: object) =>
      app.inject({
        method: 'PUT',
        url: '/api/admin/earnings/rates',
        headers: bearer(await tokenFor(app, as)),
        payload,
      });
    const set = await put(admin, {
      brandFeeBps: 2500,
      creators: [{ userId: creator.id, feeBps: 1500 }],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toEqual({
      tenantId: BRAND,
      defaultFeeBps: 3000,
      brandFeeBps: 2500,
      creators: [{ userId: creator.id, nickName: creator.nickName, feeBps: 1500 }],
    });
    const read = await app.inject({
      method: 'GET',
      url: '/api/admin/earnings/rates',
      headers: bearer(await tokenFor(app, admin)),
    });
    expect(read.json().data).toEqual(set.json().data);
    const [audit] = await app.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'earnings.rates'));
    expect(audit).toMatchObject({
      tenantId: BRAND,
      actorId: admin.id,
      before: { brandFeeBps: null, creators: [] },
      after: { brandFeeBps: 2500, creators: [{ userId: creator.id, feeBps: 1500 }] },
    });
    // The same set again changes nothing and records nothing.
    await put(admin, { brandFeeBps: 2500, creators: [{ userId: creator.id, feeBps: 1500 }] });
    const audits = await app.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'earnings.rates'));
    expect(audits).toHaveLength(1);

    const order = await buyAndPay(app, await createTestUser(app, { tenantId: BRAND }), [
      product.id,
    ]);
    const other = await createTestProduct(app, { priceGeneral: 1000 });
    const second = await buyAndPay(app, await createTestUser(app, { tenantId: BRAND }), [other.id]);
    const share = async (orderId: number) =>
      (await orderEntries(app, orderId)).find((row) => row.accountKind === 'creator')!;
    expect((await share(order.id)).amountMinor).toBe(850);
    expect((await share(second.id)).amountMinor).toBe(750);

    // A user of another brand is not this brand's creator; a rate above 100 % is refused.
    const stranger = await createTestUser(app, { tenantId: OTHER_BRAND });
    expect(
      (await put(admin, { brandFeeBps: null, creators: [{ userId: stranger.id, feeBps: 0 }] }))
        .statusCode,
    ).toBe(404);
    expect((await put(admin, { brandFeeBps: 10_001, creators: [] })).statusCode).toBe(400);
    expect(
      (await put(admin, { tenantId: OTHER_BRAND, brandFeeBps: 0, creators: [] })).statusCode,
    ).toBe(403);
    // Sales already made keep the rate of their moment.
    expect((await put(admin, { brandFeeBps: null, creators: [] })).statusCode).toBe(200);
    expect((await share(order.id)).amountMinor).toBe(850);
  });
});
