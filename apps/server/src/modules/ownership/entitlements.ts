import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { entitlements } from '../../db/schema.ts';
import type { Member } from '../auth/index.ts';

/**
 * Who owns what (decision 048): an entitlement is one member's right to one product, granted by
 * a paid or free order or by a redeemed exchange code, and ended (never deleted) by a refund.
 * A partial unique key allows one active entitlement per member and product, so a second grant
 * of an owned product is a no-op however requests interleave.
 */

/** What a grant comes from: an order or a redemption, and whose it is. */
export type GrantSource =
  | { kind: 'order'; id: number; userId: number; tenantId: number }
  | { kind: 'redemption'; id: number; userId: number; tenantId: number };

/** The grant source of an order (paid, or free at checkout). */
export function orderGrant(order: { id: number; userId: number; tenantId: number }): GrantSource {
  return { kind: 'order', id: order.id, userId: order.userId, tenantId: order.tenantId };
}

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

/** Whether the member owns the product now. */
export async function owns(db: Database, member: Member, productId: number): Promise<boolean> {
  return (await ownedProductIds(db, member, [productId])).has(productId);
}

/**
 * Grants the products to the source's member; a product already owned keeps its entitlement.
 * Returns the products granted now.
 */
export async function grant(
  db: Database,
  source: GrantSource,
  productIds: number[],
  at: Date,
): Promise<number[]> {
  if (productIds.length === 0) return [];
  const inserted = await db
    .insert(entitlements)
    .values(
      productIds.map((productId) => ({
        tenantId: source.tenantId,
        userId: source.userId,
        productId,
        ...(source.kind === 'order' ? { orderId: source.id } : { redemptionId: source.id }),
        grantedAt: at,
      })),
    )
    .onConflictDoNothing()
    .returning({ productId: entitlements.productId });
  return inserted.map((row) => row.productId);
}

/**
 * Ends what an order granted (a refund), or only its `productIds` (a partial refund of those
 * lines, decision 056); answers how many entitlements ended.
 */
export async function revokeOrderGrants(
  db: Database,
  orderId: number,
  at: Date,
  productIds?: number[],
): Promise<number> {
  if (productIds?.length === 0) return 0;
  const revoked = await db
    .update(entitlements)
    .set({ revokedAt: at })
    .where(
      and(
        eq(entitlements.orderId, orderId),
        isNull(entitlements.revokedAt),
        productIds ? inArray(entitlements.productId, productIds) : undefined,
      ),
    )
    .returning({ id: entitlements.id });
  return revoked.length;
}
