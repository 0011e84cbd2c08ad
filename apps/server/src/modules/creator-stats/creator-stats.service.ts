import type { CreatorStats, CreatorStatsQuery } from '@space/contracts/creator-stats';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { readableCreatorOf } from '../access/index.ts';
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
  const owner = await readableCreatorOf(db, auth, creatorId);
  return creatorProductsQuery(db, { creatorId: owner, productId: null });
}

/** Views, likes, downloads, sales and revenue of the creator's products over the range. */
export async function getCreatorStats(
  db: Database,
  clock: Clock,
  auth: AuthContext,
  query: CreatorStatsQuery,
): Promise<CreatorStats> {
  const creatorId = await readableCreatorOf(db, auth, query.creatorId);
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
