import { ERRORS } from '@space/contracts/errors';
import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { sessions, users } from '../../../src/db/schema.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { build } from '../../support/helper.ts';
import { sandboxLogin } from '../../support/wechat-flow.ts';

/**
 * Decision 051: a demo account signs in nowhere in production. WeChat login is a way in that
 * skips the password, so it refuses a demo account the way password sign-in does, and opens
 * no session for it.
 */
describe('WeChat login of a demo account in production', async () => {
  const { app, database } = await build({
    clock: new ManualClock(),
    config: { nodeEnv: 'production', wechatSandbox: true, publicUrl: 'https://space.example' },
    prepare: (db) => ensureReferenceData(db.db),
  });
  const db = database.db;

  it('answers DEMO_ACCOUNT_REFUSED and opens no session; a real account still gets in', async () => {
    // A WeChat user's account, then marked as one of the demo accounts (as the seed marks them).
    const first = await sandboxLogin(app, 'Demo Dana', DEFAULT_TENANT_ID);
    expect(first.statusCode, first.body).toBe(200);
    const userId = first.json().data.user.id as number;
    await db.update(users).set({ isDemo: true }).where(eq(users.id, userId));
    const before = await db.select().from(sessions).where(eq(sessions.userId, userId));

    const refused = await sandboxLogin(app, 'Demo Dana', DEFAULT_TENANT_ID);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: ERRORS.DEMO_ACCOUNT_REFUSED.code,
      msg: ERROR_MESSAGES.DEMO_ACCOUNT_REFUSED.en,
      data: null,
    });
    const after = await db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(after).toHaveLength(before.length);

    const real = await sandboxLogin(app, 'Real Rita', DEFAULT_TENANT_ID);
    expect(real.statusCode, real.body).toBe(200);
  });
});
