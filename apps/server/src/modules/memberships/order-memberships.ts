import type { MembershipDuration } from '@space/contracts/limits';
import {
  MEMBERSHIP_MONTHS,
  type MemberTier,
  type OrderMembership,
} from '@space/contracts/memberships';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderMemberships } from '../../db/schema.ts';
import {
  grantMembership,
  planGrant,
  revokeOrderMembership,
  type GrantResult,
  type RevokeResult,
} from './ledger.ts';

type OrderRef = { id: number; userId: number; tenantId: number };

/**
 * A membership order was paid (inside applyPayment's transaction, right after the conditional
 * update that made it paid, so once): its plan's term goes through the ledger from `at`, with
 * source `order`. The unique index on `memberships.order_id` backs the once. Nothing for a
 * product order.
 */
export async function grantOrderMembership(
  tx: Database,
  order: OrderRef & { kind: string },
  at: Date,
): Promise<GrantResult | null> {
  if (order.kind !== 'membership') return null;
  const [bought] = await tx
    .select()
    .from(orderMemberships)
    .where(eq(orderMemberships.orderId, order.id));
  if (!bought) return null;
  return grantMembership(
    tx,
    { userId: order.userId, tenantId: order.tenantId },
    planGrant(bought.tier as MemberTier, bought.duration as MembershipDuration, 'order', order.id),
    at,
  );
}

/** What each membership order among `orderIds` bought, for the order views. */
export async function orderMembershipViews(
  db: Database,
  orderIds: number[],
): Promise<Map<number, OrderMembership>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(orderMemberships)
    .where(inArray(orderMemberships.orderId, orderIds));
  return new Map(
    rows.map((row) => [
      row.orderId,
      {
        tier: row.tier as MemberTier,
        duration: row.duration as MembershipDuration,
        months: MEMBERSHIP_MONTHS[row.duration as MembershipDuration],
        priceMinor: row.priceMinor,
      },
    ]),
  );
}

/**
 * A membership order was refunded (inside the refund's transaction, right after the conditional
 * update that made it refunded, so once): the term it bought comes off the membership in force
 * (ledger.ts revokeOrderMembership; decision 023). Nothing for a product order.
 */
export async function endOrderMembership(
  tx: Database,
  order: OrderRef & { kind: string },
  at: Date,
): Promise<RevokeResult | null> {
  if (order.kind !== 'membership') return null;
  return revokeOrderMembership(tx, order, at);
}
