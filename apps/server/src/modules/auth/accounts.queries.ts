import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { targetKind } from './codes/code-targets.ts';
import type { UserRow } from './sessions.service.ts';

/** The user's email (compared lower-cased) or mobile equals a normalised target. */
function contactIs(target: string): SQL {
  return targetKind(target) === 'email'
    ? sql`lower(${users.email}) = ${target}`
    : eq(users.mobile, target);
}

/** A live (not deleted) user of the tenant with this email or mobile. */
export async function findUserByContact(
  db: Database,
  tenantId: number,
  target: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.deleted, false), contactIs(target)))
    .limit(1);
  return row;
}

/**
 * Whether any account of the tenant (deleted ones too: they still hold the
 * address) uses this email or mobile, other than `exceptUserId`.
 */
export async function contactInUse(
  db: Database,
  tenantId: number,
  target: string,
  exceptUserId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        contactIs(target),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The live user of the tenant a login name stands for: email (any case),
 * then mobile, then username (any case), in that order when several match.
 */
export async function findUserForLogin(
  db: Database,
  tenantId: number,
  account: string,
): Promise<UserRow | undefined> {
  const lowered = account.toLowerCase();
  const byEmail = sql`lower(${users.email}) = ${lowered}`;
  const byMobile = eq(users.mobile, account);
  const byUsername = sql`lower(${users.username}) = ${lowered}`;
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.deleted, false),
        or(byEmail, byMobile, byUsername),
      ),
    )
    .orderBy(sql`case when ${byEmail} then 0 when ${byMobile} then 1 else 2 end`, asc(users.id))
    .limit(1);
  return row;
}

export async function insertUser(
  db: Database,
  values: typeof users.$inferInsert & { tenantId: number },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function setLoginTime(
  db: Database,
  tenantId: number,
  userId: number,
  at: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ loginTime: at })
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)))
    .returning();
  return row;
}

export async function setPasswordHash(
  db: Database,
  tenantId: number,
  userId: number,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: at })
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
}
