import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cartItems, productImages, products, users } from '../../db/schema.ts';
import type { Member } from '../auth/index.ts';
import { memberPriceColumns } from '../tiers/index.ts';
import { isCover, summaryWithCoverColumns, visibleTo } from '../products/index.ts';

/** The cart's products the member may see, newest addition first, with every tier's price. */
export function cartRows(db: Database, member: Member) {
  return db
    .select({ ...summaryWithCoverColumns, ...memberPriceColumns, addedAt: cartItems.addedAt })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(users, eq(users.id, products.authorId))
    .leftJoin(productImages, isCover)
    .where(
      and(
        eq(cartItems.userId, member.userId),
        eq(cartItems.tenantId, member.tenantId),
        visibleTo(member.tenantId),
      ),
    )
    .orderBy(desc(cartItems.addedAt), desc(cartItems.productId));
}

/** Which of `ids` the member may see (listed, and shared or restricted to their brand). */
export async function visibleProductIds(
  db: Database,
  member: Member,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), visibleTo(member.tenantId)));
  return new Set(rows.map((row) => row.id));
}

/** Adds the products; ones already in the cart stay as they were. */
export async function insertCartItems(
  db: Database,
  member: Member,
  productIds: number[],
  at: Date,
): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .insert(cartItems)
    .values(
      productIds.map((productId) => ({
        userId: member.userId,
        tenantId: member.tenantId,
        productId,
        addedAt: at,
      })),
    )
    .onConflictDoNothing();
}

/** Removes the products from the member's cart. */
export async function deleteCartItems(
  db: Database,
  member: Member,
  productIds: number[],
): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.userId, member.userId),
        eq(cartItems.tenantId, member.tenantId),
        inArray(cartItems.productId, productIds),
      ),
    );
}

/** Product ids in the member's cart (visible or not). */
export async function cartProductIds(db: Database, member: Member): Promise<number[]> {
  const rows = await db
    .select({ productId: cartItems.productId })
    .from(cartItems)
    .where(and(eq(cartItems.userId, member.userId), eq(cartItems.tenantId, member.tenantId)))
    .orderBy(desc(cartItems.addedAt), desc(cartItems.productId));
  return rows.map((row) => row.productId);
}
