import {
  FEATURED_MAX,
  HOME_SHELF_SIZE,
  HOME_SHELVES,
  type FeaturedProduct,
  type Home,
  type HomeShelfKey,
} from '@space/contracts/home';
import { envelope, type Envelope } from '@space/contracts/envelope';
import { homeSchema } from '@space/contracts/home';
import { pickTranslation } from '@space/contracts/locales';
import type { ProductSummary } from '@space/contracts/products';
import { and, asc, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { productImages, products, users } from '../../db/schema.ts';
import {
  isCover,
  summaryWithCoverColumns,
  toProductSummary,
  type Viewer,
  visibleTo,
} from '../products/index.ts';

const ORDER: Record<'newest' | 'popular', SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  popular: [desc(products.likeCount), desc(products.id)],
};

/** The statement behind one shelf's candidates, unexecuted (for plan checks). */
export function shelfQuery(db: Database, key: HomeShelfKey, viewer: Viewer, limit: number) {
  const family = key === 'newest' || key === 'popular' ? undefined : key;
  return db
    .select(summaryWithCoverColumns)
    .from(products)
    .innerJoin(users, eq(users.id, products.authorId))
    .leftJoin(productImages, isCover)
    .where(and(visibleTo(viewer.tenantId), family ? eq(products.deviceFamily, family) : undefined))
    .orderBy(...ORDER[key === 'newest' ? 'newest' : 'popular'])
    .limit(limit);
}

/** The carousel: featured products the viewer may see, by rank. */
export function featuredQuery(db: Database, viewer: Viewer) {
  return db
    .select({
      ...summaryWithCoverColumns,
      overview: products.overview,
      overviewTranslations: products.overviewTranslations,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.authorId))
    .leftJoin(productImages, isCover)
    .where(and(visibleTo(viewer.tenantId), isNotNull(products.featuredRank)))
    .orderBy(asc(products.featuredRank), asc(products.id))
    .limit(FEATURED_MAX);
}

/**
 * What /home shows (decision 035): the featured carousel, then the newest, the most liked and
 * each device family's most liked, with no product twice on the page. The shelves are read
 * at once, each asking for as many more rows as the sections above it can take, and then
 * kept apart in page order.
 */
export async function getHome(db: Database, viewer: Viewer): Promise<Home> {
  const [featuredRows, ...shelfRows] = await Promise.all([
    featuredQuery(db, viewer),
    ...HOME_SHELVES.map((key, index) =>
      shelfQuery(db, key, viewer, FEATURED_MAX + (index + 1) * HOME_SHELF_SIZE),
    ),
  ]);
  const featured: FeaturedProduct[] = featuredRows.map((row) => ({
    ...toProductSummary(row, row.coverKey, viewer.locale),
    overview: pickTranslation(row.overview, row.overviewTranslations, viewer.locale),
  }));
  const shown = new Set(featured.map((product) => product.id));
  const shelves = HOME_SHELVES.map((key, index) => {
    const list: ProductSummary[] = [];
    for (const row of shelfRows[index]!) {
      if (list.length === HOME_SHELF_SIZE) break;
      if (shown.has(row.id)) continue;
      shown.add(row.id);
      list.push(toProductSummary(row, row.coverKey, viewer.locale));
    }
    return { key, products: list };
  });
  return { featured, shelves };
}

/** GET /api/home's 200 answer, as its route's schema shapes it. */
export const homeResponseSchema = envelope(homeSchema);

/** GET /api/home's answer: its route and the server's first view give the same (decision 049). */
export async function homeAnswer(db: Database, viewer: Viewer): Promise<Envelope<Home>> {
  return ok(await getHome(db, viewer));
}
