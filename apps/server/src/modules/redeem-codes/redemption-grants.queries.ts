import type { Locale } from '@space/contracts/locales';
import type { ProductSummary } from '@space/contracts/products';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productImages, products, users } from '../../db/schema.ts';
import { isCover, summaryWithCoverColumns, toProductSummary } from '../products/index.ts';

/** Of a batch's product ids, those that still exist (a deleted product is left out). */
export async function existingProductIds(db: Database, productIds: number[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, productIds));
  const found = new Set(rows.map((row) => row.id));
  return productIds.filter((id) => found.has(id));
}

/** Summaries (with covers) of the given products, in the order of the ids. */
export async function productSummaries(
  db: Database,
  productIds: number[],
  locale: Locale,
): Promise<ProductSummary[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select(summaryWithCoverColumns)
    .from(products)
    .innerJoin(users, eq(users.id, products.authorId))
    .leftJoin(productImages, isCover)
    .where(inArray(products.id, productIds));
  const byId = new Map(rows.map((row) => [row.id, toProductSummary(row, row.coverKey, locale)]));
  return productIds.flatMap((id) => byId.get(id) ?? []);
}
