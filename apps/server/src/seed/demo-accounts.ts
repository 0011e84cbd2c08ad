import { DEFAULT_TENANT_ID, tenantByCode } from '@space/contracts/tenants';
import { and, count, eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';
import { DEMO_CREATORS } from './demo-catalog.ts';

export interface DemoAccount {
  role: 'buyer' | 'creator' | 'moderator' | 'brand admin';
  email: string;
  /** Fixed and public (README "Try it"): these accounts exist in development only. */
  password: string;
  tenantId: number;
  /** Where this account logs in. */
  loginPath: string;
}

const VSD = tenantByCode('VSD')!;
const CREATOR = DEMO_CREATORS.find((creator) => creator.username === 'streamcraft')!;

/**
 * The accounts a newcomer tries the product with (README "Try it"). The creator is the demo
 * catalogue's StreamCraft, so it owns products; the brand admin belongs to the VSDCraft brand.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'buyer',
    email: 'buyer@demo.space.local',
    password: 'demo-buyer-1',
    tenantId: DEFAULT_TENANT_ID,
    loginPath: '/login',
  },
  {
    role: 'creator',
    email: `${CREATOR.username}@demo.space.local`,
    password: 'demo-creator-1',
    tenantId: DEFAULT_TENANT_ID,
    loginPath: '/login',
  },
  {
    role: 'moderator',
    email: 'moderator@demo.space.local',
    password: 'demo-moderator-1',
    tenantId: DEFAULT_TENANT_ID,
    loginPath: '/login',
  },
  {
    role: 'brand admin',
    email: 'admin@vsd.demo.space.local',
    password: 'demo-admin-1',
    tenantId: VSD.id,
    loginPath: `/login_${VSD.routeSuffix}`,
  },
];

const PROFILES: Record<
  DemoAccount['role'],
  { username: string; nickName: string; role: 'user' | 'moderator' | 'admin'; isCreator: boolean }
> = {
  buyer: { username: 'demo_buyer', nickName: 'Demo Buyer', role: 'user', isCreator: false },
  creator: {
    username: CREATOR.username,
    nickName: CREATOR.nickName,
    role: 'user',
    isCreator: true,
  },
  moderator: {
    username: 'demo_moderator',
    nickName: 'Demo Moderator',
    role: 'moderator',
    isCreator: false,
  },
  'brand admin': {
    username: 'demo_brand_admin',
    nickName: 'VSDCraft Admin',
    role: 'admin',
    isCreator: false,
  },
};

/**
 * Development with the demo seed on, nothing else: the passwords are public, so production
 * never has these accounts, and tests make their own.
 */
export function demoAccountsWanted(config: Pick<AppConfig, 'nodeEnv' | 'seedOnEmpty'>): boolean {
  return config.nodeEnv === 'development' && config.seedOnEmpty;
}

/**
 * Makes the demo accounts that are missing (development only: the caller decides) and
 * answers the ones made now, so their credentials can be shown once. An account already
 * there keeps its password, unless it has none (the seeded creator): then it gets the demo one.
 */
export async function ensureDemoAccounts(db: Database): Promise<DemoAccount[]> {
  const made: DemoAccount[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const profile = PROFILES[account.role];
    const [existing] = await db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(
        and(eq(users.tenantId, account.tenantId), sql`lower(${users.email}) = ${account.email}`),
      )
      .limit(1);
    if (existing?.passwordHash) continue;
    const passwordHash = await hashPassword(account.password);
    const now = new Date();
    if (existing) {
      await db
        .update(users)
        .set({ passwordHash, isDemo: true, updatedAt: now })
        .where(and(eq(users.id, existing.id), eq(users.tenantId, account.tenantId)));
    } else {
      const [inserted] = await db
        .insert(users)
        .values({
          tenantId: account.tenantId,
          username: profile.username,
          email: account.email,
          nickName: profile.nickName,
          passwordHash,
          role: profile.role,
          isCreator: profile.isCreator,
          isDemo: true,
          createdAt: now,
          updatedAt: now,
        })
        // A username taken by someone else: leave that account alone and make none.
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!inserted) continue;
    }
    made.push(account);
  }
  return made;
}

/** Accounts the demo seed made (users.is_demo), deleted ones aside. */
export async function countDemoAccounts(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.isDemo, true), eq(users.deleted, false)));
  return row?.n ?? 0;
}

/** The start-up warning of a production server that still holds demo accounts (decision 051). */
export function describeDemoAccountsInProduction(demoAccounts: number): string {
  return `${demoAccounts} demo account${demoAccounts === 1 ? '' : 's'} (public passwords, README "Try it") in this database: refused at sign-in in production. Remove them and the rest of the demo data with: node apps/server/dist/cli.js remove-demo`;
}

/** The lines `npm start` prints once, right after it made the accounts. */
export function describeDemoAccounts(
  accounts: readonly DemoAccount[],
  baseUrl: string,
  devMailbox: boolean,
): string {
  const width = Math.max(...accounts.map((account) => account.email.length));
  const rows = accounts.map(
    (account) =>
      `  ${account.role.padEnd(12)} ${account.email.padEnd(width)}  ${account.password.padEnd(17)}${baseUrl}${account.loginPath}`,
  );
  return [
    'Demo accounts created (development only; README "Try it"):',
    ...rows,
    devMailbox
      ? `  Verification codes: ${baseUrl}/api/dev/mailbox?target=<email or phone> (from this machine)`
      : '  Verification codes: sent through SMTP_URL (the dev mailbox is off)',
  ].join('\n');
}
