import { userInfoSchema } from '@space/contracts/accounts';
import { envelope, pageOf } from '@space/contracts/envelope';
import { ERRORS } from '@space/contracts/errors';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../../src/db/schema.ts';
import { hasRole, rankOf } from '../../../src/modules/access/roles.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build } from '../../support/helper.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const OTHER_TENANT = 10000005;
const listEnvelope = envelope(pageOf(userInfoSchema.strict()));

describe('roles and user administration', async () => {
  const { app, database } = await build({ prepare: (db) => ensureReferenceData(db.db) });
  const db = database.db;

  const target = await createTestUser(app, { nickName: 'Target' });
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

  function setStatus(actor: Actor, userId: number, status: string) {
    return app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${userId}/status`,
      headers: headersOf(actor),
      payload: { status },
    });
  }

  function list(actor: Actor, query = '') {
    return app.inject({
      method: 'GET',
      url: `/api/admin/users${query}`,
      headers: headersOf(actor),
    });
  }

  async function reactivate(userId: number) {
    await db.update(users).set({ status: 'active' }).where(eq(users.id, userId));
  }

  describe.each<[Actor, number, number, number]>([
    // actor, disable a user of the default tenant, list own tenant, list the default tenant by id
    ['visitor', 401, 401, 401],
    ['user', 403, 403, 403],
    ['moderator', 403, 403, 403],
    ['admin', 200, 200, 200],
    ['otherAdmin', 404, 200, 403],
    ['superAdmin', 200, 200, 200],
  ])('%s', (actor, disable, listOwn, listDefault) => {
    it(`disabling a user of the default tenant answers ${disable}`, async () => {
      const response = await setStatus(actor, target.id, 'disabled');
      expect(response.statusCode, response.body).toBe(disable);
      const [row] = await db.select().from(users).where(eq(users.id, target.id));
      expect(row!.status).toBe(disable === 200 ? 'disabled' : 'active');
      await reactivate(target.id);
    });

    it(`listing users answers ${listOwn}, by tenant id ${listDefault}`, async () => {
      expect((await list(actor)).statusCode).toBe(listOwn);
      expect((await list(actor, `?tenantId=${DEFAULT_TENANT_ID}`)).statusCode).toBe(listDefault);
    });
  });

  it('shows an admin only the users of their own tenant', async () => {
    const mine = listEnvelope.parse((await list('admin', '?pageSize=100')).json()).data;
    const defaultRows = await db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, DEFAULT_TENANT_ID), eq(users.deleted, false)));
    expect(mine.total).toBe(defaultRows.length);
    const byId = (a: number, b: number) => a - b;
    expect(mine.list.map((u) => u.id).sort(byId)).toEqual(defaultRows.map((u) => u.id).sort(byId));

    const theirs = listEnvelope.parse((await list('otherAdmin', '?pageSize=100')).json()).data;
    expect(theirs.list.every((u) => u.tenantId === OTHER_TENANT)).toBe(true);
    expect(theirs.list.map((u) => u.id)).not.toContain(target.id);
    expect(theirs.list.map((u) => u.superType).sort()).toEqual(['admin', 'superAdmin']);

    const viaSuper = listEnvelope.parse(
      (await list('superAdmin', `?tenantId=${DEFAULT_TENANT_ID}&pageSize=100`)).json(),
    ).data;
    expect(viaSuper).toEqual(mine);
  });

  it('pages newest first with a tie-breaker on id', async () => {
    const all = listEnvelope.parse((await list('admin', '?pageSize=100')).json()).data.list;
    const expected = [...all].sort(
      (a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id,
    );
    expect(all).toEqual(expected);
    const walked = [];
    for (let page = 1; page <= 3; page += 1) {
      walked.push(
        ...listEnvelope.parse((await list('admin', `?page=${page}&pageSize=2`)).json()).data.list,
      );
    }
    expect(walked).toEqual(all.slice(0, 6));
  });

  it('disabling ends every session of the user; enabling does not revive them', async () => {
    const victim = await createTestUser(app);
    const [first, second] = [await tokenFor(app, victim), await tokenFor(app, victim)];
    const profile = { nickName: 'Still here', note: '', birthday: '2001-01-01', sex: 'male' };
    const patchMe = (token: string) =>
      app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers: bearer(token),
        payload: profile,
      });
    expect((await patchMe(first)).statusCode).toBe(200);

    const response = await setStatus('admin', victim.id, 'disabled');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: victim.id, status: 'disabled' });
    const live = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, victim.id), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
    expect((await patchMe(first)).statusCode).toBe(401);

    expect((await setStatus('admin', victim.id, 'active')).json().data.status).toBe('active');
    expect((await patchMe(second)).statusCode).toBe(401);
    expect((await patchMe(await tokenFor(app, victim))).statusCode).toBe(200);
  });

  it('lets nobody change the status of their equals or superiors', async () => {
    const peer = await createTestUser(app, { role: 'admin' });
    expect((await setStatus('admin', people.admin.id, 'disabled')).statusCode).toBe(403);
    expect((await setStatus('admin', peer.id, 'disabled')).statusCode).toBe(403);
    expect((await setStatus('otherAdmin', people.superAdmin.id, 'disabled')).statusCode).toBe(403);
    const bySuper = await setStatus('superAdmin', peer.id, 'disabled');
    expect(bySuper.statusCode).toBe(200);
    await reactivate(peer.id);
  });

  it('answers 404 for an unknown or deleted user, 400 for bad input', async () => {
    expect((await setStatus('admin', 999_999, 'disabled')).json()).toMatchObject({
      code: ERRORS.NOT_FOUND.code,
    });
    const deleted = await createTestUser(app, { deleted: true });
    expect((await setStatus('admin', deleted.id, 'disabled')).statusCode).toBe(404);
    expect((await setStatus('admin', target.id, 'banned')).json().data.fields).toEqual([
      { path: 'body.status', message: expect.any(String) },
    ]);
    for (const id of ['abc', '0', '99999999999']) {
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${id}/status`,
        headers: bearer(tokens.admin!),
        payload: { status: 'active' },
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await list('admin', '?pageSize=101')).statusCode).toBe(400);
    expect((await list('superAdmin', '?tenantId=42')).statusCode).toBe(400);
  });

  it('ranks roles: each includes the ones below it', () => {
    const as = (role: string, isSuperAdmin = false) => ({ role, isSuperAdmin });
    expect(rankOf(as('user'))).toBeLessThan(rankOf(as('moderator')));
    expect(hasRole(as('admin'), 'moderator')).toBe(true);
    expect(hasRole(as('moderator'), 'admin')).toBe(false);
    expect(hasRole(as('admin'), 'superAdmin')).toBe(false);
    expect(hasRole(as('user', true), 'admin')).toBe(true);
    expect(hasRole(as('something-else'), 'moderator')).toBe(false);
  });

  it('documents the admin routes', async () => {
    const paths = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(paths['/api/admin/users'].get.tags).toEqual(['admin']);
    expect(paths['/api/admin/users/{id}/status'].patch.tags).toEqual(['admin']);
  });
});
