import type { ProductDetail } from '@space/contracts/products';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberPriceColumns } from '../memberships/tiers.ts';
import { productImages, productPrerequisites, products, users } from '../../db/schema.ts';
import { isCover, summaryWithCoverColumns, toProductSummary, visibleTo } from './product-rows.ts';
import type { Viewer } from './products.queries.ts';

/** How many of the products that require this one a detail lists (the total is counted). */
export const REQUIRED_BY_PREVIEW = 4;

export type ProductPrerequisites = Pick<
  ProductDetail,
  'prerequisites' | 'prerequisitesHidden' | 'requiredBy'
>;

/** The statement behind a detail's prerequisites, unexecuted (for the plan tests). */
export function prerequisitesQuery(db: Database, id: number, viewer: Viewer) {
  return db
    .select({
      ...summaryWithCoverColumns,
      visible: sql<boolean>`${visibleTo(viewer.tenantId)}`,
    })
    .from(productPrerequisites)
    .innerJoin(products, eq(products.id, productPrerequisites.prerequisiteId))
    .innerJoin(users, eq(users.id, products.authorId))
    .leftJoin(productImages, isCover)
    .where(eq(productPrerequisites.productId, id))
    .orderBy(asc(productPrerequisites.position), asc(productPrerequisites.prerequisiteId));
}

/** The statement behind a detail's "required by", unexecuted (for the plan tests). */
export function requiredByQuery(db: Database, id: number, viewer: Viewer) {
  return db
    .select({
      ...summaryWithCoverColumns,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(productPrerequisites)
    .innerJoin(products, eq(products.id, productPrerequisites.productId))
    .innerJoin(users, eq(users.id, products.authorId))
    .leftJoin(productImages, isCover)
    .where(and(eq(productPrerequisites.prerequisiteId, id), visibleTo(viewer.tenantId)))
    .orderBy(desc(products.likeCount), desc(products.id))
    .limit(REQUIRED_BY_PREVIEW);
}

/**
 * Both directions of the prerequisite graph around one product, for its detail (decision 013):
 * its front plugins in the creator's order, those the viewer may see as summaries and the
 * others only counted; and the products that require it, visible ones only, the most liked
 * first, with their total. One statement each, from either key of product_prerequisites.
 */
export async function prerequisitesOf(
  db: Database,
  id: number,
  viewer: Viewer,
): Promise<ProductPrerequisites> {
  const [required, requiring] = await Promise.all([
    prerequisitesQuery(db, id, viewer),
    requiredByQuery(db, id, viewer),
  ]);
  const visible = required.filter((row) => row.visible);
  return {
    prerequisites: visible.map((row) => toProductSummary(row, row.coverKey, viewer.locale)),
    prerequisitesHidden: required.length - visible.length,
    requiredBy: {
      list: requiring.map((row) => toProductSummary(row, row.coverKey, viewer.locale)),
      total: requiring[0]?.total ?? 0,
    },
  };
}

/**
 * The visible front plugins of several products at once, each product's in the creator's
 * order, with every tier's price: the cart shows those the buyer lacks (decision 020).
 */
export function visiblePrerequisitesOfProducts(
  db: Database,
  ids: number[],
  viewer: Pick<Viewer, 'tenantId'>,
) {
  return db
    .select({
      requiredBy: productPrerequisites.productId,
      ...summaryWithCoverColumns,
      ...memberPriceColumns,
    })
    .from(productPrerequisites)
    .innerJoin(products, eq(products.id, productPrerequisites.prerequisiteId))
    .innerJoin(users, eq(users.id, products.authorId))
    .leftJoin(productImages, isCover)
    .where(and(inArray(productPrerequisites.productId, ids), visibleTo(viewer.tenantId)))
    .orderBy(
      asc(productPrerequisites.productId),
      asc(productPrerequisites.position),
      asc(productPrerequisites.prerequisiteId),
    );
}
