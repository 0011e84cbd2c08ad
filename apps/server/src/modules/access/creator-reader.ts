import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../auth/index.ts';
import { hasRole } from './roles.ts';

/**
 * Whose creator figures (statistics, earnings) the caller may read (decisions 030, 068): their
 * own; another user's only as an admin of that user's brand (404 for a user of another brand,
 * as if absent) or a super admin. Anyone else naming another creator gets 403.
 */
export async function readableCreatorOf(
  db: Database,
  auth: AuthContext,
  creatorId: number | undefined,
): Promise<number> {
  if (creatorId === undefined || creatorId === auth.userId) return auth.userId;
  if (!hasRole(auth.user, 'admin')) throw new AppError('FORBIDDEN');
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, creatorId),
        auth.user.isSuperAdmin ? undefined : eq(users.tenantId, auth.tenantId),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND');
  return row.id;
}
