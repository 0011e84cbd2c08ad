/**
 * The administrator of the default brand that browser tests use to make exchange codes
 * (decision 024). e2e-server.ts creates it, the way `cli.js create-admin` does, before the
 * server opens the database; tests log in with these credentials (support/redeem.ts).
 */
export const E2E_ADMIN = {
  email: 'e2e-admin@example.com',
  password: 'E2eAdmin123',
  tenantId: 10000000,
} as const;

/** Creates (or promotes) the e2e administrator in the configured database, then closes it. */
export async function ensureE2eAdmin(): Promise<void> {
  const { loadConfig } = await import('../../apps/server/src/config/env.ts');
  const { openConfiguredDatabase } = await import('../../apps/server/src/bootstrap.ts');
  const { createAdmin, validateAdminInput } =
    await import('../../apps/server/src/modules/admin/create-admin.ts');
  const input = await validateAdminInput({
    email: E2E_ADMIN.email,
    password: E2E_ADMIN.password,
    tenantId: E2E_ADMIN.tenantId,
    superAdmin: false,
  });
  const database = await openConfiguredDatabase(loadConfig());
  try {
    await database.migrate();
    await createAdmin(database.db, input);
  } finally {
    await database.close();
  }
}
