import { and, eq } from 'drizzle-orm';
import type { UpdateProfileBody } from '@space/contracts/accounts';
import type { Database } from '../../db/client.ts';
import { products, users } from '../../db/schema.ts';
import { refreshSearchDocuments } from '../search/index.ts';

/**
 * Updates the user's own profile fields; the row after the update. A creator's products
 * carry the nickname in their search documents (decision 008), rewritten in the same
 * transaction when it changed.
 */
export async function updateProfile(
  db: Database,
  owner: { tenantId: number; userId: number },
  values: UpdateProfileBody,
  at: Date,
) {
  return db.transaction(async (tx) => {
    const mine = and(eq(users.id, owner.userId), eq(users.tenantId, owner.tenantId));
    const [before] = await tx.select({ nickName: users.nickName }).from(users).where(mine);
    const [row] = await tx
      .update(users)
      .set({ ...values, updatedAt: at })
      .where(mine)
      .returning();
    if (row && before && before.nickName !== row.nickName) {
      await refreshSearchDocuments(tx, eq(products.authorId, row.id));
    }
    return row;
  });
}

export async function setAvatarKey(
  db: Database,
  owner: { tenantId: number; userId: number },
  avatarKey: string,
  at: Date,
) {
  const [row] = await db
    .update(users)
    .set({ avatarKey, updatedAt: at })
    .where(and(eq(users.id, owner.userId), eq(users.tenantId, owner.tenantId)))
    .returning();
  return row;
}
