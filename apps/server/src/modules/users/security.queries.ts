import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { UserRow } from '../auth/index.ts';

/** Sets the user's email or mobile; the tenant's unique indexes reject one another account holds. */
export async function setContact(
  db: Database,
  tenantId: number,
  userId: number,
  contact: { email: string } | { mobile: string },
  at: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...contact, updatedAt: at })
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)))
    .returning();
  return row;
}
