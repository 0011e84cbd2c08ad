import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { revokeAllSessions } from '../auth/index.ts';
import { recordAudit, type TenantScope } from '../access/index.ts';
import { likeLiteral } from '../../lib/like-pattern.ts';

export async function listTenantUsers(
  db: Database,
  tenantId: number,
  page: { page: number; pageSize: number; q?: string | undefined },
) {
  const q = page.q?.trim();
  const pattern = q ? `%${likeLiteral(q)}%` : null;
  const where = and(
    eq(users.tenantId, tenantId),
    eq(users.deleted, false),
    pattern
      ? or(
          ilike(users.email, pattern),
          ilike(users.mobile, pattern),
          ilike(users.username, pattern),
          ilike(users.nickName, pattern),
          /^\d{1,9}$/.test(q!) ? eq(users.id, Number(q)) : undefined,
        )
      : undefined,
  );
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

/**
 * Sets the status; disabling also ends every session of the user. One transaction with its
 * audit entry.
 */
export async function setUserStatus(
  db: Database,
  target: { tenantId: number; userId: number; status: string },
  status: 'active' | 'disabled',
  actorId: number,
  at: Date,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ status, updatedAt: at })
      .where(and(eq(users.id, target.userId), eq(users.tenantId, target.tenantId)))
      .returning();
    if (!row) return row;
    const sessionsEnded =
      status === 'disabled' ? await revokeAllSessions(tx, target.userId, target.tenantId, at) : 0;
    await recordAudit(tx, {
      tenantId: target.tenantId,
      actorId,
      action: 'user.status',
      targetType: 'user',
      targetId: target.userId,
      before: { status: target.status },
      after: { status, ...(status === 'disabled' ? { sessionsEnded } : {}) },
      at,
    });
    return row;
  });
}

/**
 * Changes a user's role (user, moderator, admin; never super admin). One transaction with its
 * audit entry.
 */
export async function setUserRole(
  db: Database,
  target: { tenantId: number; userId: number; role: string },
  role: 'user' | 'moderator' | 'admin',
  actorId: number,
  at: Date,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ role, updatedAt: at })
      .where(and(eq(users.id, target.userId), eq(users.tenantId, target.tenantId)))
      .returning();
    if (!row) return row;
    await recordAudit(tx, {
      tenantId: target.tenantId,
      actorId,
      action: 'user.role',
      targetType: 'user',
      targetId: target.userId,
      before: { role: target.role },
      after: { role },
      at,
    });
    return row;
  });
}

/** Ends every session of the user; answers how many ended. One transaction with its audit entry. */
export async function endUserSessions(
  db: Database,
  target: { tenantId: number; userId: number },
  actorId: number,
  at: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await revokeAllSessions(tx, target.userId, target.tenantId, at);
    await recordAudit(tx, {
      tenantId: target.tenantId,
      actorId,
      action: 'user.sessionsRevoke',
      targetType: 'user',
      targetId: target.userId,
      before: null,
      after: { sessionsEnded: ended },
      at,
    });
    return ended;
  });
}
