import type { CreatorStats, CreatorStatsQuery } from '@space/contracts/creator-stats';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { hasRole } from '../access/index.ts';
import type { AuthContext } from '../auth/index.ts';
import {
  creatorProductsQuery,
  downloadsQuery,
  likesQuery,
  salesQuery,
  versionsQuery,
  viewsQuery,
  type StatsScope,
  type StatsWindow,
} from './creator-stats.queries.ts';
import { rangeEnding, shapeStats } from './creator-stats.shaping.ts';

const DAY_MS = 86_400_000;

/**
 * Whose stats the caller may read (decision 030): their own; another user's only as an admin
 * of that user's brand (404 for a user of another brand, as if absent) or a super admin.
 * Anyone else naming another creator gets 403.
 */
export async function statsOwnerOf(
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

/** The range a query asks for: `days` days ending with `to` (today, UTC, by default). */
export function statsWindowOf(
  query: Pick<CreatorStatsQuery, 'days' | 'to'>,
  now: number,
): StatsWindow {
  const to = query.to ?? new Date(now).toISOString().slice(0, 10);
  const { from } = rangeEnding(to, query.days);
  const start = new Date(`${from}T00:00:00Z`);
  return { from, to, start, end: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS) };
}

/** The creator's products for the picker, by name. */
export async function listStatsProducts(
  db: Database,
  auth: AuthContext,
  creatorId: number | undefined,
) {
  const owner = await statsOwnerOf(db, auth, creatorId);
  return creatorProductsQuery(db, { creatorId: owner, productId: null });
}

/** Views, likes, downloads, sales and revenue of the creator's products over the range. */
export async function getCreatorStats(
  db: Database,
  clock: Clock,
  auth: AuthContext,
  query: CreatorStatsQuery,
): Promise<CreatorStats> {
  const creatorId = await statsOwnerOf(db, auth, query.creatorId);
  const scope: StatsScope = { creatorId, productId: query.productId ?? null };
  const window = statsWindowOf(query, clock.now());
  const productRows = await creatorProductsQuery(db, scope);
  // Another creator's product, or none at all: not found, whichever it is.
  if (scope.productId !== null && productRows.length === 0) throw new AppError('NOT_FOUND');

  const [views, likes, downloads, sales, versions] = await Promise.all([
    viewsQuery(db, scope, window),
    likesQuery(db, scope, window),
    downloadsQuery(db, scope, window),
    salesQuery(db, scope, window),
    scope.productId === null ? Promise.resolve([]) : versionsQuery(db, scope.productId),
  ]);
  return {
    creatorId,
    productId: scope.productId,
    ...shapeStats({
      from: window.from,
      to: window.to,
      products: productRows,
      views,
      likes,
      downloads,
      sales,
      versions,
    }),
  };
}
