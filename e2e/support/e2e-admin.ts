import type { Database } from '../../apps/server/src/db/client.ts';

/**
 * The administrators browser tests use (decisions 024, 040): one of the default brand, who
 * makes exchange codes and reviews uploads, and one each of two partner brands for the admin
 * console's brand checks. e2e-server.ts creates them, the way `cli.js create-admin` does,
 * before the server opens the database; tests log in with these credentials (support/admin.ts).
 */
export interface E2eAdmin {
  email: string;
  password: string;
  tenantId: number;
}

export const E2E_ADMIN = {
  email: 'e2e-admin@example.com',
  password: 'E2eAdmin123',
  tenantId: 10000000,
} as const satisfies E2eAdmin;

/** Tenant administrators of AJAZZ and VSDCraft (not super admins). */
export const E2E_BRAND_ADMINS = {
  AJAZZ: { email: 'e2e-admin-ajazz@example.com', password: 'E2eAdmin123', tenantId: 10000004 },
  VSD: { email: 'e2e-admin-vsd@example.com', password: 'E2eAdmin123', tenantId: 10000002 },
} as const satisfies Record<string, E2eAdmin>;

/**
 * Buyers whose accounts are two days old: reviews need an account older than a day (decision
 * 064), which an account made during the run never is.
 */
export const E2E_SEASONED_BUYERS = {
  reviewer: { email: 'e2e-reviewer@example.com', password: 'E2eBuyer123', nickName: 'Rae Viewer' },
  reader: { email: 'e2e-reader@example.com', password: 'E2eBuyer123', nickName: 'Reid Reader' },
} as const;

const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

/** Creates (or promotes) the e2e administrators in the configured database, then closes it. */
export async function ensureE2eAdmin(): Promise<void> {
  const { loadConfig } = await import('../../apps/server/src/config/env.ts');
  const { openConfiguredDatabase } = await import('../../apps/server/src/bootstrap.ts');
  const { createAdmin, validateAdminInput } =
    await import('../../apps/server/src/modules/access/create-admin.ts');
  const inputs = await Promise.all(
    [E2E_ADMIN, ...Object.values(E2E_BRAND_ADMINS)].map((admin) =>
      validateAdminInput({ ...admin, superAdmin: false }),
    ),
  );
  const database = await openConfiguredDatabase(loadConfig());
  try {
    await database.migrate();
    for (const input of inputs) await createAdmin(database.db, input);
    await ensureSeasonedBuyers(database.db);
  } finally {
    await database.close();
  }
}

/** The seasoned buyers of the default brand, made once with a creation date two days back. */
async function ensureSeasonedBuyers(db: Database): Promise<void> {
  const { users } = await import('../../apps/server/src/db/schema.ts');
  const { hashPassword } = await import('../../apps/server/src/lib/passwords.ts');
  const createdAt = new Date(Date.now() - TWO_DAYS_MS);
  for (const [username, buyer] of Object.entries(E2E_SEASONED_BUYERS)) {
    await db
      .insert(users)
      .values({
        tenantId: E2E_ADMIN.tenantId,
        username: `e2e_${username}`,
        email: buyer.email,
        nickName: buyer.nickName,
        passwordHash: await hashPassword(buyer.password),
        role: 'user',
        createdAt,
        updatedAt: createdAt,
      })
      .onConflictDoNothing();
  }
}
