import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import {
  DEMO_ACCOUNTS,
  demoAccountsWanted,
  describeDemoAccounts,
  ensureDemoAccounts,
} from '../../src/seed/demo-accounts.ts';
import { buildAccounts } from '../support/account-helpers.ts';

describe('demo accounts (README "Try it")', async () => {
  const { api, database } = await buildAccounts();
  const db = database.db;
  // The demo seed's creator, as it leaves it: a profile with products and no password.
  const [seededCreator] = await db
    .insert(users)
    .values({
      tenantId: DEFAULT_TENANT_ID,
      username: 'streamcraft',
      email: 'streamcraft@demo.space.local',
      nickName: 'StreamCraft',
      isCreator: true,
    })
    .returning({ id: users.id });
  const made = await ensureDemoAccounts(db);

  it.each([
    ['development', true, true],
    ['development', false, false],
    ['test', true, false],
    ['production', true, false],
  ] as const)('are made in %s with the demo seed %s: %s', (nodeEnv, seedOnEmpty, wanted) => {
    expect(demoAccountsWanted({ nodeEnv, seedOnEmpty })).toBe(wanted);
  });

  it('are made once: a buyer, the seeded creator, a moderator and a brand admin', async () => {
    expect(made.map((account) => account.role)).toEqual([
      'buyer',
      'creator',
      'moderator',
      'brand admin',
    ]);
    expect(await ensureDemoAccounts(db)).toEqual([]);
  });

  it('log in with the documented passwords, each with its role and brand', async () => {
    const expected = {
      buyer: { superType: null, isCreator: false, tenantId: DEFAULT_TENANT_ID },
      creator: { superType: null, isCreator: true, tenantId: DEFAULT_TENANT_ID },
      moderator: { superType: 'moderator', isCreator: false, tenantId: DEFAULT_TENANT_ID },
      'brand admin': { superType: 'admin', isCreator: false, tenantId: 10000002 },
    };
    for (const account of DEMO_ACCOUNTS) {
      const login = await api.login(account.email, account.password, {
        tenantId: account.tenantId,
      });
      expect(login.statusCode, `${account.role}: ${login.body}`).toBe(200);
      expect(login.json().data.user).toMatchObject({
        email: account.email,
        ...expected[account.role],
      });
    }
  });

  it('give the seeded creator a password instead of a second account', async () => {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'streamcraft@demo.space.local'));
    expect(rows).toEqual([{ id: seededCreator!.id }]);
  });

  it('keep a password someone changed', async () => {
    const buyer = DEMO_ACCOUNTS[0]!;
    await db.update(users).set({ passwordHash: 'changed' }).where(eq(users.email, buyer.email));
    expect(await ensureDemoAccounts(db)).toEqual([]);
    const [row] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, buyer.email));
    expect(row?.passwordHash).toBe('changed');
  });

  it('are printed with their passwords, login pages and the way to read codes', () => {
    const text = describeDemoAccounts(DEMO_ACCOUNTS, 'http://localhost:3000', true);
    for (const account of DEMO_ACCOUNTS) {
      expect(text).toContain(account.email);
      expect(text).toContain(account.password);
      expect(text).toContain(`http://localhost:3000${account.loginPath}`);
    }
    expect(text).toContain('http://localhost:3000/api/dev/mailbox?target=');
  });
});
