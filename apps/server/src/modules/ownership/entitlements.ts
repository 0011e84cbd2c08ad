import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { entitlements } from '../../db/schema.ts';
import type { Member } from '../tiers/tiers.ts';

/** Which of `productIds` the member owns (an active entitlement). */
export async function ownedProductIds(
  db: Database,
  member: Member,
  productIds: number[],
): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ productId: entitlements.productId })
    .from(entitlements)
    .where(
      and(
        eq(entitlements.userId, member.userId),
        eq(entitlements.tenantId, member.tenantId),
        inArray(entitlements.productId, productIds),
        isNull(entitlements.revokedAt),
      ),
    );
  return new Set(rows.map((row) => row.productId));
}

/**
 * Grants the order's products to its buyer; a product already owned keeps its entitlement
 * (the partial unique key refuses a second active one). Returns the products granted now.
 */
export async function grantEntitlements(
  db: Database,
  order: { id: number; userId: number; tenantId: number },
  productIds: number[],
  at: Date,
): Promise<number[]> {
  if (productIds.length === 0) return [];
  const inserted = await db
    .insert(entitlements)
    .values(
      productIds.map((productId) => ({
        tenantId: order.tenantId,
        userId: order.userId,
        productId,
        orderId: order.id,
        grantedAt: at,
      })),
    )
    .onConflictDoNothing()
    .returning({ productId: entitlements.productId });
  return inserted.map((row) => row.productId);
}

/** Ends the order's entitlements (a refund). */
export async function revokeEntitlements(db: Database, orderId: number, at: Date): Promise<number> {
  const revoked = await db
    .update(entitlements)
    .set({ revokedAt: at })
    .where(and(eq(entitlements.orderId, orderId), isNull(entitlements.revokedAt)))
    .returning({ id: entitlements.id });
  return revoked.length;
}
