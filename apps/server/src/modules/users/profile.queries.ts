import { and, eq } from 'drizzle-orm';
import type { UpdateProfileBody } from '@space/contracts/accounts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** Updates the user's own profile fields; the row after the update. */
export async function updateProfile(
  db: Database,
  owner: { tenantId: number; userId: number },
  values: UpdateProfileBody,
  at: Date,
) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: at })
    .where(and(eq(users.id, owner.userId), eq(users.tenantId, owner.tenantId)))
    .returning();
  return row;
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
