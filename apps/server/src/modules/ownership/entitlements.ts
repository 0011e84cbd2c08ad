import { and, eq, inArray, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { preparedRows } from '../../db/statements.ts';
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

/**
 * Whether the member owns the product in `productId` (a column or expression of the
 * statement's own rows): ownedProductIds() as an SQL expression, so a statement reading
 * products learns it per row. Plain text around the values (placeholders in a prepared
 * statement): cheap to build inside a transaction too.
 */
export function ownedBy(
  member: { userId: number | Placeholder; tenantId: number | Placeholder },
  productId: AnyPgColumn | SQL,
): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from entitlements e
    where e.user_id = ${member.userId} and e.tenant_id = ${member.tenantId}
      and e.product_id = ${productId} and e.revoked_at is null)`;
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
  const rows = await preparedRows<{ product_id: number }>(
    db,
    'grant',
    sql`${grantFrom(source, sql`unnest(${sql.param(productIds)}::integer[])`, at)}
      returning product_id`,
  );
  return rows.map((row) => row.product_id);
}

/**
 * grant() as SQL text, the products' ids read from `productIds` (a set of one integer column,
 * e.g. another statement's rows): a free checkout grants in the statement that writes its
 * order's lines.
 */
export function grantFrom(source: GrantSource, productIds: SQL, at: Date): SQL {
  const orderId = source.kind === 'order' ? source.id : null;
  const redemptionId = source.kind === 'redemption' ? source.id : null;
  return sql`insert into entitlements
      (tenant_id, user_id, product_id, order_id, redemption_id, granted_at)
    select ${source.tenantId}, ${source.userId}, granted.product_id, ${orderId}::integer,
      ${redemptionId}::integer, ${at.toISOString()}::timestamptz
    from ${productIds} as granted(product_id)
    on conflict do nothing`;
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
