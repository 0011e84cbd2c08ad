import { and, eq, exists, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oauthStates, users, wechatAccounts } from '../../db/schema.ts';

export async function insertOauthState(
  db: Database,
  values: { state: string; tenantId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(oauthStates).values(values);
}

/** States are useless once expired; drop those older than `before` so the table stays small. */
export async function deleteExpiredOauthStates(db: Database, before: Date): Promise<void> {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, before));
}

/**
 * Consumes a state once: the conditional update succeeds for exactly one
 * caller, and only while the state is unexpired (and of `tenantId`, when given).
 * Returns the state's tenant, or null.
 */
export async function consumeOauthState(
  db: Database,
  state: string,
  now: Date,
  tenantId?: number,
): Promise<number | null> {
  const [row] = await db
    .update(oauthStates)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oauthStates.state, state),
        tenantId === undefined ? undefined : eq(oauthStates.tenantId, tenantId),
        isNull(oauthStates.consumedAt),
        gt(oauthStates.expiresAt, now),
      ),
    )
    .returning({ tenantId: oauthStates.tenantId });
  return row?.tenantId ?? null;
}

/** The binding of an openid in a tenant, with its user. */
export async function findWechatBinding(db: Database, tenantId: number, openId: string) {
  const [row] = await db
    .select({ account: wechatAccounts, user: users })
    .from(wechatAccounts)
    .innerJoin(
      users,
      and(eq(users.id, wechatAccounts.userId), eq(users.tenantId, wechatAccounts.tenantId)),
    )
    .where(and(eq(wechatAccounts.tenantId, tenantId), eq(wechatAccounts.openId, openId)))
    .limit(1);
  return row;
}

export async function findWechatAccountOfUser(db: Database, tenantId: number, userId: number) {
  const [row] = await db
    .select()
    .from(wechatAccounts)
    .where(and(eq(wechatAccounts.tenantId, tenantId), eq(wechatAccounts.userId, userId)))
    .limit(1);
  return row;
}

/**
 * Removes the user's binding in one statement, and only while the account keeps another way
 * to sign in (a password, an email or a phone), so no interleaving of requests can leave an
 * account without one. Returns whether a binding was removed.
 */
export async function deleteWechatBindingOfUser(
  db: Database,
  tenantId: number,
  userId: number,
): Promise<boolean> {
  const otherWayIn = db
    .select({ one: sql`1` })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.tenantId, tenantId),
        or(isNotNull(users.passwordHash), isNotNull(users.email), isNotNull(users.mobile)),
      ),
    );
  const rows = await db
    .delete(wechatAccounts)
    .where(
      and(
        eq(wechatAccounts.tenantId, tenantId),
        eq(wechatAccounts.userId, userId),
        exists(otherWayIn),
      ),
    )
    .returning({ id: wechatAccounts.id });
  return rows.length > 0;
}

/**
 * Binds an openid; false when the openid is already bound in the tenant, or the user already
 * has a WeChat (both unique keys).
 */
export async function insertWechatBinding(
  db: Database,
  values: { tenantId: number; openId: string; unionId: string | null; userId: number; at: Date },
): Promise<boolean> {
  const rows = await db
    .insert(wechatAccounts)
    .values({
      tenantId: values.tenantId,
      openId: values.openId,
      unionId: values.unionId,
      userId: values.userId,
      createdAt: values.at,
    })
    .onConflictDoNothing()
    .returning({ id: wechatAccounts.id });
  return rows.length > 0;
}

/** Inserts a user without a password (an order user); undefined when the username is taken. */
export async function insertOrderUser(
  db: Database,
  values: { tenantId: number; username: string; nickName: string; at: Date },
) {
  const [row] = await db
    .insert(users)
    .values({
      tenantId: values.tenantId,
      username: values.username,
      nickName: values.nickName,
      loginTime: values.at,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function recordLogin(db: Database, tenantId: number, userId: number, at: Date) {
  const [row] = await db
    .update(users)
    .set({ loginTime: at })
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)))
    .returning();
  return row!;
}
