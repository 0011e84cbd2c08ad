import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { revokeAllSessions } from '../auth/sessions.queries.ts';
import type { TenantScope } from './roles.ts';

export async function listTenantUsers(
  db: Database,
  tenantId: number,
  page: { page: number; pageSize: number },
) {
  const where = and(eq(users.tenantId, tenantId), eq(users.deleted, false));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** A user an administrator may manage: within the scope's tenant, not deleted. */
export async function findManagedUser(db: Database, scope: TenantScope, userId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        scope === 'all' ? undefined : eq(users.tenantId, scope.tenantId),
        eq(users.deleted, false),
      ),
    )
    .limit(1);
  return row;
}

/** Sets the status; disabling also ends every session of the user, in one transaction. */
export async function setUserStatus(
  db: Database,
  target: { tenantId: number; userId: number },
  status: 'active' | 'disabled',
  at: Date,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ status, updatedAt: at })
      .where(and(eq(users.id, target.userId), eq(users.tenantId, target.tenantId)))
      .returning();
    if (row && status === 'disabled') {
      await revokeAllSessions(tx, target.userId, target.tenantId, at);
    }
    return row;
  });
}
