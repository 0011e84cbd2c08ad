import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberPriceColumns } from '../tiers/index.ts';
import { productImages, productPrerequisites, products, users } from '../../db/schema.ts';
import { isCover, summaryWithCoverColumns, visibleTo } from './product-rows.ts';
import type { Viewer } from './products.queries.ts';

/** How many of the products that require this one a detail lists (the total is counted). */
export const REQUIRED_BY_PREVIEW = 4;

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
