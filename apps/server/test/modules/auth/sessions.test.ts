import { sessionInfoSchema } from '@space/contracts/accounts';
import { envelope } from '@space/contracts/envelope';
import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../../../src/db/schema.ts';
import {
  buildAccounts,
  errorBody,
  OTHER_TENANT_ID,
  PASSWORD,
  uniqueEmail,
} from '../../support/account-helpers.ts';

const listEnvelope = envelope(z.array(sessionInfoSchema.strict()));
const UNAUTHENTICATED = errorBody(401, ERROR_MESSAGES.UNAUTHENTICATED.en);
const NOT_FOUND = errorBody(404, ERROR_MESSAGES.NOT_FOUND.en);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('sessions', async () => {
  const { app, api, clock } = await buildAccounts();

  /** A registered account and a way to open more sessions on it. */
  async function account(tenantId?: number) {
    const email = uniqueEmail('s');
    const registered = await api.register(email, { tenantId });
    const login = async (remember = false) => {
      const response = await api.login(email, PASSWORD, { tenantId, remember });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.token as string;
    };
    return { email, token: registered.token, user: registered.user, login };
  }

  async function sessionsOf(token: string) {
    const response = await api.request('GET', '/api/auth/sessions', undefined, { token });
    expect(response.statusCode, response.body).toBe(200);
    return listEnvelope.parse(response.json()).data;
  }

  async function expectAlive(token: string, alive: boolean) {
    const response = await api.me(token);
    if (alive) {
      expect(response.statusCode, response.body).toBe(200);
    } else {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHENTICATED);
    }
  }

  function revoke(token: string, id: number | string) {
    return api.request('DELETE', `/api/auth/sessions/${id}`, undefined, { token });
  }

  describe('the token', () => {
    it('is accepted as Bearer, bare, or in the satoken header', async () => {
      const { token } = await account();
      for (const headers of [
        { authorization: `Bearer ${token}` },
        { authorization: token },
        { satoken: token },
      ]) {
        const response = await app.inject({ method: 'GET', url: '/api/users/me', headers });
        expect(response.statusCode).toBe(200);
      }
    });

    it('is required: none or an unknown one answers body code 401', async () => {
      const none = await app.inject({ method: 'GET', url: '/api/users/me' });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual(UNAUTHENTICATED);
      await expectAlive('not-a-real-token', false);
    });

    it('stops working when the user is disabled', async () => {
      const { token, user } = await account();
      await app.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
      await expectAlive(token, false);
    });
  });

  describe('listing and revoking', () => {
    it("lists the user's live sessions with the current one flagged", async () => {
      const { token, login } = await account();
      clock.advance(MINUTE);
      const second = await login();
      const list = await sessionsOf(second);
      expect(list).toHaveLength(2);
      expect(list.filter((session) => session.current)).toHaveLength(1);
      const current = list.find((session) => session.current)!;
      expect(current).toMatchObject({ userAgent: 'vitest', ip: expect.stringMatching(/^10\./) });
      expect((await sessionsOf(token)).find((session) => session.current)?.id).not.toBe(current.id);
    });

    it('revokes one of my sessions, and then it is gone', async () => {
      const { token, login } = await account();
      const other = await login();
      const otherId = (await sessionsOf(other)).find((session) => session.current)!.id;
      const response = await revoke(token, otherId);
      expect(response.json()).toEqual({
        code: 200,
        msg: 'The device has been logged out',
        data: null,
      });
      await expectAlive(other, false);
      await expectAlive(token, true);
      expect((await sessionsOf(token)).map((session) => session.id)).not.toContain(otherId);
      expect((await revoke(token, otherId)).json()).toEqual(NOT_FOUND);
    });

    it("answers 404 for another user's session and leaves it alone", async () => {
      const me = await account();
      const them = await account();
      const theirId = (await sessionsOf(them.token))[0]!.id;
      const response = await revoke(me.token, theirId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
      await expectAlive(them.token, true);
    });

    it("answers 404 for another tenant's session", async () => {
      const me = await account();
      const them = await account(OTHER_TENANT_ID);
      const theirId = (await sessionsOf(them.token))[0]!.id;
      expect((await revoke(me.token, theirId)).json()).toEqual(NOT_FOUND);
      await expectAlive(them.token, true);
    });

    it.each([
      ['99999999999', 404],
      ['abc', 400],
      ['0', 400],
    ])('answers the id %s with %i', async (id, status) => {
      const { token } = await account();
      expect((await revoke(token, id)).statusCode).toBe(status);
    });

    it('needs a login', async () => {
      const response = await api.request('GET', '/api/auth/sessions');
      expect(response.json()).toEqual(UNAUTHENTICATED);
    });
  });

  describe('logging out', () => {
    it('ends only the current session', async () => {
      const { token, login } = await account();
      const other = await login();
      // The web client posts without a body.
      const response = await api.request('POST', '/api/auth/logout', undefined, { token });
      expect(response.statusCode).toBe(200);
      await expectAlive(token, false);
      await expectAlive(other, true);
      expect((await api.post('/api/auth/logout', {}, { token })).json()).toEqual(UNAUTHENTICATED);
    });

    it('everywhere ends every session, the current one included', async () => {
      const { token, login } = await account();
      const others = [await login(), await login(true)];
      const response = await api.post('/api/auth/logout-all', {}, { token });
      expect(response.json()).toEqual({ code: 200, msg: 'Logged out on every device', data: null });
      for (const each of [token, ...others]) await expectAlive(each, false);
    });
  });

  describe('lifetimes', () => {
    it('ends a session after 12 idle hours', async () => {
      const { token, login } = await account();
      const busy = await login();
      clock.advance(12 * HOUR - MINUTE);
      await expectAlive(busy, true);
      clock.advance(MINUTE);
      await expectAlive(token, false);
      await expectAlive(busy, true);
    });

    it('ends a session 24 hours after login however busy it is', async () => {
      const { login } = await account();
      clock.advance(MINUTE);
      const token = await login();
      for (let hour = 0; hour < 23; hour += 1) {
        clock.advance(HOUR);
        await expectAlive(token, true);
      }
      clock.advance(HOUR - 1000);
      await expectAlive(token, true);
      clock.advance(1000);
      await expectAlive(token, false);
    });

    it('keeps a remembered session 14 idle days and 30 days at most', async () => {
      const { login } = await account();
      clock.advance(MINUTE);
      const remembered = await login(true);
      const brief = await login(false);
      clock.advance(13 * DAY);
      await expectAlive(brief, false);
      await expectAlive(remembered, true);
      clock.advance(13 * DAY);
      await expectAlive(remembered, true);
      clock.advance(4 * DAY - 1000);
      await expectAlive(remembered, true);
      clock.advance(1000);
      await expectAlive(remembered, false);
    });

    it('lets a remembered session lapse after 14 idle days', async () => {
      const { login } = await account();
      clock.advance(MINUTE);
      const remembered = await login(true);
      clock.advance(14 * DAY);
      await expectAlive(remembered, false);
    });

    it('does not list dead sessions', async () => {
      const { login } = await account();
      clock.advance(MINUTE);
      const remembered = await login(true);
      await login(false);
      clock.advance(13 * HOUR);
      const list = await sessionsOf(remembered);
      expect(list).toHaveLength(1);
      expect(list[0]?.current).toBe(true);
    });
  });

  it('documents every account route in OpenAPI', async () => {
    const paths = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    const routes: [string, string, string][] = [
      ['/api/auth/captcha', 'get', 'auth'],
      ['/api/auth/codes', 'post', 'auth'],
      ['/api/auth/register', 'post', 'auth'],
      ['/api/auth/login', 'post', 'auth'],
      ['/api/auth/login/code', 'post', 'auth'],
      ['/api/auth/reset-password', 'post', 'auth'],
      ['/api/auth/logout', 'post', 'auth'],
      ['/api/auth/logout-all', 'post', 'auth'],
      ['/api/auth/sessions', 'get', 'auth'],
      ['/api/auth/sessions/{id}', 'delete', 'auth'],
      ['/api/users/me', 'get', 'users'],
      ['/api/users/me/password', 'post', 'users'],
      ['/api/users/me/email', 'post', 'users'],
      ['/api/users/me/mobile', 'post', 'users'],
      ['/api/dev/mailbox', 'get', 'dev'],
    ];
    for (const [path, method, tag] of routes) {
      const operation = paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.tags).toEqual([tag]);
      expect(operation.summary).toEqual(expect.any(String));
    }
  });
});
