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
  } finally {
    await database.close();
  }
}
