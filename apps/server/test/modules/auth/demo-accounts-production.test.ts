import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema.ts';
import { startSession } from '../../../src/modules/auth/index.ts';
import { DEMO_ACCOUNTS, ensureDemoAccounts } from '../../../src/seed/demo-accounts.ts';
import { buildAccounts, errorBody, PASSWORD, uniqueEmail } from '../../support/account-helpers.ts';

/**
 * Decision 051: the demo accounts' passwords are public (README "Try it"). A database started
 * once in development holds them; the same data served with NODE_ENV=production must not let
 * them in, by any login or any session they opened before.
 */
describe('demo accounts on a production server', async () => {
  const { api, app, config, clock, database } = await buildAccounts({
    config: { nodeEnv: 'production' },
  });
  const db = database.db;
  // What `npm start` in development left in the database.
  await ensureDemoAccounts(db);
  const admin = DEMO_ACCOUNTS.find((account) => account.role === 'brand admin')!;
  const [adminRow] = await db
    .select({ id: users.id, tenantId: users.tenantId })
    .from(users)
    .where(eq(users.email, admin.email));
  // Opened in development, before the restart.
  const earlier = await startSession(db, config, clock, {
    userId: adminRow!.id,
    tenantId: adminRow!.tenantId,
    remember: true,
    userAgent: 'vitest',
    ip: '10.9.9.9',
  });

  it('refuses each demo account at login with the README password, in every language', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const login = await api.login(account.email, account.password, {
        tenantId: account.tenantId,
      });
      expect(login.statusCode, account.role).toBe(403);
      expect(login.json()).toEqual(errorBody(40303, ERROR_MESSAGES.DEMO_ACCOUNT_REFUSED.en));
    }
    for (const lang of ['zh', 'ko'] as const) {
      const login = await api.login(admin.email, admin.password, {
        tenantId: admin.tenantId,
        lang,
      });
      expect(login.json().msg).toBe(ERROR_MESSAGES.DEMO_ACCOUNT_REFUSED[lang]);
    }
  });

  it('refuses a session a demo account opened before', async () => {
    const me = await api.me(earlier.token);
    expect(me.statusCode).toBe(401);
    const codes = await app.inject({
      method: 'GET',
      url: '/api/admin/redeem-code-batches',
      headers: { authorization: `Bearer ${earlier.token}` },
    });
    expect(codes.statusCode).toBe(401);
  });

  it('still lets a real account in', async () => {
    const email = uniqueEmail('real');
    await api.register(email);
    const login = await api.login(email, PASSWORD);
    expect(login.statusCode, login.body).toBe(200);
    expect((await api.me(login.json().data.token as string)).statusCode).toBe(200);
  });
});
