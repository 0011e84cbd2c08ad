import { ERRORS } from '@space/contracts/errors';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { wechatAccounts } from '../../../src/db/schema.ts';
import { sandboxIdentity } from '../../../src/modules/wechat/wechat.sandbox.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build, TEST_ENGINE } from '../../support/helper.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';
import {
  authorizeBind,
  confirmInSandbox,
  postBind,
  sandboxBind,
} from '../../support/wechat-flow.ts';

/**
 * Races only a multi-connection database can show (PGlite runs one statement at a time): the
 * requests of each round are fired at once through app.inject, over PostgreSQL's pool.
 */
describe.runIf(TEST_ENGINE === 'postgres')(
  'WeChat binding under concurrency (PostgreSQL)',
  async () => {
    const { app } = await build({ prepare: (database) => ensureReferenceData(database.db) });
    const ROUNDS = 8;

    async function rowsOf(userId: number) {
      return app.db.select().from(wechatAccounts).where(eq(wechatAccounts.userId, userId));
    }

    function unbind(token: string) {
      return app.inject({ method: 'DELETE', url: '/api/users/me/wechat', headers: bearer(token) });
    }

    /** Code and state of a bind flow of the token's user, confirmed as `nickname`, not yet posted. */
    async function preparedBind(token: string, nickname: string) {
      const { url } = await authorizeBind(app, token);
      return confirmInSandbox(app, url, nickname);
    }

    async function member() {
      const user = await createTestUser(app, { tenantId: DEFAULT_TENANT_ID, passwordHash: 'x' });
      return { user, token: await tokenFor(app, user) };
    }

    it('binds at most one WeChat when binds of different WeChats to one account race', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { user, token } = await member();
        const nicknames = [1, 2, 3].map((n) => `Racer ${round}.${n}`);
        const flows = await Promise.all(nicknames.map((nickname) => preparedBind(token, nickname)));
        const responses = await Promise.all(flows.map((flow) => postBind(app, token, flow)));
        const statuses = responses.map((response) => response.statusCode).sort();
        expect(statuses).toEqual([200, 409, 409]);
        for (const response of responses.filter((r) => r.statusCode === 409)) {
          expect(response.json().code).toBe(ERRORS.CONFLICT.code);
        }
        const rows = await rowsOf(user.id);
        expect(rows).toHaveLength(1);
        const winner = nicknames[responses.findIndex((response) => response.statusCode === 200)]!;
        expect(rows[0]!.openId).toBe(sandboxIdentity(winner).openId);
      }
    });

    it('lets exactly one of two racing unbinds remove the binding; both answer unbound', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { user, token } = await member();
        expect((await sandboxBind(app, token, `Twice ${round}`)).statusCode).toBe(200);
        const responses = await Promise.all([unbind(token), unbind(token)]);
        for (const response of responses) {
          expect(response.statusCode, response.body).toBe(200);
          expect(response.json().data).toEqual({ bound: false, boundAt: null });
        }
        expect(responses.map((response) => response.json().msg).sort()).toEqual([
          'No WeChat is bound to your account.',
          'WeChat has been unbound from your account.',
        ]);
        expect(await rowsOf(user.id)).toEqual([]);
      }
    });

    it('leaves a state the answers agree with when an unbind races a bind', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { user, token } = await member();
        expect((await sandboxBind(app, token, `Old ${round}`)).statusCode).toBe(200);
        const flow = await preparedBind(token, `New ${round}`);
        const [removed, bound] = await Promise.all([unbind(token), postBind(app, token, flow)]);
        expect(removed.statusCode, removed.body).toBe(200);
        const rows = await rowsOf(user.id);
        if (bound.statusCode === 200) {
          // The bind ran after the unbind: the new WeChat is the one bound.
          expect(rows.map((row) => row.openId)).toEqual([sandboxIdentity(`New ${round}`).openId]);
        } else {
          // The bind saw the old WeChat; the unbind then removed it.
          expect(bound.json().code).toBe(ERRORS.CONFLICT.code);
          expect(rows).toEqual([]);
        }
      }
    });
  },
);
