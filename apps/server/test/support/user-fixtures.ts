import { randomBytes } from 'node:crypto';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import type { FastifyInstance } from 'fastify';
import { users } from '../../src/db/schema.ts';
import { startSession, type UserRow } from '../../src/modules/auth/sessions.service.ts';

/** A user row with overrides; a unique username unless one is given. */
export async function createTestUser(
  app: FastifyInstance,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  const suffix = randomBytes(4).toString('hex');
  const [row] = await app.db
    .insert(users)
    .values({
      tenantId: DEFAULT_TENANT_ID,
      username: `user_${suffix}`,
      nickName: `User ${suffix}`,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A session token for the user, issued the way a login issues one. */
export async function tokenFor(app: FastifyInstance, user: UserRow): Promise<string> {
  const session = await startSession(app.db, app.config, app.clock, {
    userId: user.id,
    tenantId: user.tenantId,
    remember: false,
    userAgent: 'vitest',
    ip: '127.0.0.1',
  });
  return session.token;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
