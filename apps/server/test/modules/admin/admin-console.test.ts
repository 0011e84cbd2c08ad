import {
  adminOrderDetailSchema,
  adminProductSchema,
  auditEntrySchema,
  dashboardSchema,
  type AuditEntry,
} from '@space/contracts/admin';
import { envelope, pageOf } from '@space/contracts/envelope';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, coupons } from '../../../src/db/schema.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build } from '../../support/helper.ts';
import { givePaidOrder } from '../../support/payment-fixtures.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const OTHER_TENANT = 10000005;
const auditPage = envelope(pageOf(auditEntrySchema.strict()));

describe('admin console: audit log and console routes', async () => {
  const { app } = await build({ prepare: (db) => ensureReferenceData(db.db) });
  const people = {
    user: await createTestUser(app),
    moderator: await createTestUser(app, { role: 'moderator' }),
    admin: await createTestUser(app, { role: 'admin' }),
    otherAdmin: await createTestUser(app, { role: 'admin', tenantId: OTHER_TENANT }),
    superAdmin: await createTestUser(app, { isSuperAdmin: true, tenantId: OTHER_TENANT }),
  };
  type Actor = 'visitor' | keyof typeof people;
  const tokens: Record<string, string> = {};
  for (const [name, person] of Object.entries(people)) tokens[name] = await tokenFor(app, person);
  const headersOf = (actor: Actor) => (actor === 'visitor' ? {} : bearer(tokens[actor]!));
  const call = (
    actor: Actor,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, headers: headersOf(actor), ...(payload ? { payload } : {}) });

  async function auditOf(targetType: string, targetId: string | number): Promise<AuditEntry[]> {
    const response = await call(
      'superAdmin',
      'GET',
      `/api/admin/audit-log?targetType=${targetType}&targetId=${targetId}`,
    );
    expect(response.statusCode).toBe(200);
    return auditPage.parse(response.json()).data.list;
  }

  it('disabling a user ends their sessions and writes one entry with before and after', async () => {
    const target = await createTestUser(app);
    const token = await tokenFor(app, target);
    const response = await call('admin', 'PATCH', `/api/admin/users/${target.id}/status`, {
      status: 'disabled',
    });
    expect(response.statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    const [entry, ...rest] = await auditOf('user', target.id);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      tenantId: DEFAULT_TENANT_ID,
      actor: { id: people.admin.id },
      action: 'user.status',
      before: { status: 'active' },
      after: { status: 'disabled', sessionsEnded: 1 },
    });
  });

  it('ends sessions on request, and changes roles below one’s own, never to super admin', async () => {
    const target = await createTestUser(app);
    const token = await tokenFor(app, target);
    const ended = await call('admin', 'POST', `/api/admin/users/${target.id}/sessions/revoke`);
    expect(ended.json().data).toEqual({ sessionsEnded: 1 });
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);

    const role = (actor: Actor, id: number, value: string) =>
      call(actor, 'PATCH', `/api/admin/users/${id}/role`, { role: value });
    expect((await role('admin', target.id, 'moderator')).json().data.superType).toBe('moderator');
    expect((await role('admin', target.id, 'superAdmin')).statusCode).toBe(400);
    expect((await role('moderator', target.id, 'user')).statusCode).toBe(403);
    expect((await role('otherAdmin', target.id, 'user')).statusCode).toBe(404);
    // A peer is out of reach: an admin cannot demote another admin of the brand.
    const peer = await createTestUser(app, { role: 'admin' });
    expect((await role('admin', peer.id, 'user')).statusCode).toBe(403);
    expect((await role('superAdmin', peer.id, 'user')).statusCode).toBe(200);

    const entries = await auditOf('user', target.id);
    expect(entries.map((entry) => entry.action)).toEqual(['user.role', 'user.sessionsRevoke']);
    expect(entries[0]).toMatchObject({ before: { role: 'user' }, after: { role: 'moderator' } });
  });

  it('audits coupons, and writes nothing when the write fails', async () => {
    const body = { code: 'AUDIT10', kind: 'percent', percentOff: 10 };
    const created = await call('admin', 'POST', '/api/admin/coupons', body);
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    expect((await call('admin', 'POST', '/api/admin/coupons', body)).statusCode).toBe(409);
    const updated = await call('admin', 'PATCH', `/api/admin/coupons/${id}`, { active: false });
    expect(updated.statusCode).toBe(200);
    const entries = await auditOf('coupon', id);
    expect(entries.map((entry) => entry.action)).toEqual(['coupon.update', 'coupon.create']);
    expect(entries[0]).toMatchObject({ before: { active: true }, after: { active: false } });
    const all = await app.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'coupon.create'));
    expect(all).toHaveLength(1);
    const rows = await app.db.select().from(coupons).where(eq(coupons.code, 'AUDIT10'));
    expect(rows).toHaveLength(1);
  });

  it('audits plan prices and code batches, never with the codes', async () => {
    const plans = await call('admin', 'PUT', '/api/admin/membership-plans', {
      plans: [{ tier: 'ordinary', duration: 'quarterly', priceMinor: 777, currency: 'USD' }],
    });
    expect(plans.statusCode).toBe(200);
    const [planEntry] = await auditOf('membershipPlans', DEFAULT_TENANT_ID);
    expect(planEntry?.after).toEqual({
      plans: [{ tier: 'ordinary', duration: 'quarterly', priceMinor: 777, currency: 'USD' }],
    });

    const batch = await call('admin', 'POST', '/api/admin/redeem-code-batches', {
      label: 'audit',
      count: 3,
      membershipTier: 'ordinary',
      membershipDays: 30,
    });
    expect(batch.statusCode).toBe(200);
    const { batch: made, codes } = batch.json().data as { batch: { id: number }; codes: string[] };
    const revoke = await call('admin', 'POST', `/api/admin/redeem-code-batches/${made.id}/revoke`);
    expect(revoke.statusCode).toBe(200);
    const entries = await auditOf('codeBatch', made.id);
    expect(entries.map((entry) => entry.action)).toEqual(['codeBatch.revoke', 'codeBatch.create']);
    const text = JSON.stringify(entries);
    for (const code of codes) expect(text).not.toContain(code.replace(/-/g, '').slice(0, 8));
  });

  it('shows a tenant admin their tenant’s log only, a super admin every tenant’s, filtered', async () => {
    const own = auditPage.parse((await call('admin', 'GET', '/api/admin/audit-log')).json()).data;
    expect(own.total).toBeGreaterThan(0);
    expect(own.list.every((entry) => entry.tenantId === DEFAULT_TENANT_ID)).toBe(true);
    const other = auditPage.parse(
      (await call('otherAdmin', 'GET', '/api/admin/audit-log')).json(),
    ).data;
    expect(other.total).toBe(0);
    expect(
      (await call('otherAdmin', 'GET', `/api/admin/audit-log?tenantId=${DEFAULT_TENANT_ID}`))
        .statusCode,
    ).toBe(403);
    const filtered = auditPage.parse(
      (
        await call(
          'superAdmin',
          'GET',
          `/api/admin/audit-log?action=coupon.create&actorId=${people.admin.id}`,
        )
      ).json(),
    ).data;
    expect(filtered.list.map((entry) => entry.action)).toEqual(['coupon.create']);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const none = await call('superAdmin', 'GET', `/api/admin/audit-log?from=${future}`);
    expect(none.json().data.total).toBe(0);
    expect((await call('moderator', 'GET', '/api/admin/audit-log')).statusCode).toBe(403);
    expect((await call('visitor', 'GET', '/api/admin/audit-log')).statusCode).toBe(401);
  });

  it('lists, delists, features and restricts products within the tenant', async () => {
    const product = await createTestProduct(app);
    const list = await call('admin', 'GET', `/api/admin/products?q=${product.id}`);
    expect(envelope(pageOf(adminProductSchema)).parse(list.json()).data.list).toHaveLength(1);
    const other = await call('otherAdmin', 'GET', `/api/admin/products?q=${product.id}`);
    expect(other.json().data.list).toEqual([]);

    const patch = (actor: Actor, body: object) =>
      call(actor, 'PATCH', `/api/admin/products/${product.id}`, body);
    const featured = await patch('admin', { featuredRank: 2, status: 'delisted' });
    expect(featured.json().data).toMatchObject({ featuredRank: 2, status: 'delisted' });
    expect((await patch('otherAdmin', { status: 'listed' })).statusCode).toBe(404);
    expect((await patch('admin', { restrictedToTenants: [OTHER_TENANT] })).statusCode).toBe(403);
    expect((await patch('admin', {})).statusCode).toBe(400);
    const restricted = await patch('superAdmin', { restrictedToTenants: [DEFAULT_TENANT_ID] });
    expect(restricted.json().data.restrictedToTenants).toEqual([DEFAULT_TENANT_ID]);

    const entries = await auditOf('product', product.id);
    expect(entries.map((entry) => entry.after)).toEqual([
      { restrictedToTenants: [DEFAULT_TENANT_ID] },
      { status: 'delisted', featuredRank: 2 },
    ]);
    expect(entries[1]?.before).toEqual({ status: 'listed', featuredRank: null });
  });

  it("names products in the reader's language and finds them by any of their names", async () => {
    const written = `办公套件按键集 ${Date.now()}`;
    const product = await createTestProduct(app, {
      name: written,
      nameTranslations: { en: `Office Suite Keys ${Date.now()}`, zh: written },
    });
    const read = async (lang: string, q: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/admin/products?q=${encodeURIComponent(q)}`,
        headers: { ...headersOf('admin'), 'accept-language': lang },
      });
      return envelope(pageOf(adminProductSchema)).parse(response.json()).data.list;
    };
    const [english] = await read('en', 'Office Suite Keys');
    expect(english).toMatchObject({ id: product.id, name: expect.stringMatching(/^Office Suite/) });
    const [chinese] = await read('zh-CN', '办公套件');
    expect(chinese).toMatchObject({ id: product.id, name: product.name });
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}`,
      headers: { ...headersOf('admin'), 'accept-language': 'en' },
      payload: { featuredRank: 5 },
    });
    expect(patched.json().data.name).toMatch(/^Office Suite/);
  });

  it('finds orders by number and user, with their trail, within the tenant; figures per currency', async () => {
    const buyer = await createTestUser(app);
    const product = await createTestProduct(app, { priceGeneral: 900 });
    const order = await givePaidOrder(app, buyer, [product.id], { amountMinor: 900 });
    const found = await call('admin', 'GET', `/api/admin/orders?orderNo=${order.orderNo}`);
    expect(found.json().data.list.map((row: { orderNo: string }) => row.orderNo)).toEqual([
      order.orderNo,
    ]);
    const byUser = await call('admin', 'GET', `/api/admin/orders?userId=${buyer.id}&state=paid`);
    expect(byUser.json().data.total).toBe(1);
    expect(
      (await call('otherAdmin', 'GET', `/api/admin/orders?orderNo=${order.orderNo}`)).json().data
        .total,
    ).toBe(0);
    const detail = await call('admin', 'GET', `/api/admin/orders/${order.orderNo}`);
    const parsed = envelope(adminOrderDetailSchema).parse(detail.json()).data;
    expect(parsed.items.map((item) => item.productId)).toEqual([product.id]);
    expect(Array.isArray(parsed.trail)).toBe(true);
    expect((await call('otherAdmin', 'GET', `/api/admin/orders/${order.orderNo}`)).statusCode).toBe(
      404,
    );
    expect((await call('superAdmin', 'GET', `/api/admin/orders/${order.orderNo}`)).statusCode).toBe(
      200,
    );

    const dashboard = envelope(dashboardSchema).parse(
      (await call('admin', 'GET', '/api/admin/dashboard?days=7')).json(),
    ).data;
    const today = new Date().toISOString().slice(0, 10);
    const usd = dashboard.revenue.find(
      (row) => row.day === today && row.currency === order.currency,
    );
    expect(usd?.amountMinor).toBeGreaterThanOrEqual(900);
    expect(dashboard.newUsers.find((row) => row.day === today)?.count).toBeGreaterThan(0);
    expect(dashboard.pendingReviews).toEqual({ uploads: 0, articles: 0 });
    const otherFigures = (await call('otherAdmin', 'GET', '/api/admin/dashboard')).json().data;
    expect(otherFigures.revenue).toEqual([]);
    expect((await call('user', 'GET', '/api/admin/dashboard')).statusCode).toBe(403);
  });
});
