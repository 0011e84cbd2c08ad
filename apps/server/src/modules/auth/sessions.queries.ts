import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { perDatabase } from '../../db/statements.ts';
import { sessions, users } from '../../db/schema.ts';

export async function insertSession(db: Database, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

/**
 * The session and its user by token hash: read on every logged-in request, so a prepared
 * statement per database (decision 078): drizzle builds its SQL (every column of both tables)
 * once instead of on each request, and PostgreSQL plans it once per connection.
 */
function prepareSessionByHash(db: Database) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.tenantId, sessions.tenantId)))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token_hash');
}

const sessionByHash = perDatabase(prepareSessionByHash);

export async function findSessionByHash(db: Database, tokenHash: string) {
  const [row] = await sessionByHash(db).execute({ tokenHash });
  return row;
}

export async function touchSession(db: Database, id: number, at: Date) {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

export async function listActiveSessions(db: Database, userId: number, tenantId: number) {
  return db
    .select()
    .from(sessions)
    .where(
      and(eq(sessions.userId, userId), eq(sessions.tenantId, tenantId), isNull(sessions.revokedAt)),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** Revokes one of the user's own sessions; returns false when it is not theirs (or gone). */
export async function revokeSession(
  db: Database,
  userId: number,
  tenantId: number,
  sessionId: number,
  at: Date,
) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        eq(sessions.tenantId, tenantId),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every session of the user, or every one but `keepSessionId`. */
export async function revokeAllSessions(
  db: Database,
  userId: number,
  tenantId: number,
  at: Date,
  keepSessionId?: number,
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessions.userId, userId),
        eq(sessions.tenantId, tenantId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}
