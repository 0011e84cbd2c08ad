import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { couponUses, coupons } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import type { OrderTerms } from './coupon-pricing.ts';

/**
 * Reserves the order's coupon inside the checkout transaction (decision 025): a conditional
 * increment, so however many checkouts race, no more than `max_uses` succeed (PostgreSQL
 * re-checks the condition on the row each waiting update finds), then the use, whose partial
 * unique index refuses a second open use by one buyer. A refusal throws and the whole
 * checkout transaction, order included, rolls back: nothing is half-written.
 */
export async function claimCouponUse(
  tx: Database,
  terms: OrderTerms,
  order: { id: number; userId: number },
  at: Date,
): Promise<void> {
  if (terms.couponId === null) return;
  const [taken] = await tx
    .update(coupons)
    .set({ useCount: sql`${coupons.useCount} + 1` })
    .where(
      and(
        eq(coupons.id, terms.couponId),
        eq(coupons.active, true),
        or(isNull(coupons.maxUses), lt(coupons.useCount, coupons.maxUses)),
      ),
    )
    .returning({ id: coupons.id });
  if (!taken) {
    // Switched off a moment ago, or its last use went to another buyer.
    const [now] = await tx
      .select({ active: coupons.active })
      .from(coupons)
      .where(eq(coupons.id, terms.couponId));
    throw new AppError(now?.active ? 'COUPON_USED_UP' : 'COUPON_INVALID');
  }
  try {
    await tx
      .insert(couponUses)
      .values({ couponId: terms.couponId, userId: order.userId, orderId: order.id, createdAt: at });
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'coupon_uses_active_key') {
      throw new AppError('COUPON_ALREADY_USED');
    }
    throw error;
  }
}

/**
 * Gives an order's coupon use back when the order ended unpaid (cancelled, closed, failed):
 * the buyer may use the coupon again and its count drops. Idempotent (only an unreleased use is
 * released). Call it in the transaction that ended the order. True when a use was released.
 */
export async function releaseCouponUse(tx: Database, orderId: number, at: Date): Promise<boolean> {
  const [released] = await tx
    .update(couponUses)
    .set({ releasedAt: at })
    .where(and(eq(couponUses.orderId, orderId), isNull(couponUses.releasedAt)))
    .returning({ couponId: couponUses.couponId });
  if (!released) return false;
  await tx
    .update(coupons)
    .set({ useCount: sql`${coupons.useCount} - 1` })
    .where(and(eq(coupons.id, released.couponId), gt(coupons.useCount, 0)));
  return true;
}

/**
 * Runs `end`, a conditional update that ends an order unpaid, and releases the order's coupon
 * use in the same transaction when it changed a row. Answers what `end` returned.
 */
export function endOrderUnpaid<T>(
  db: Database,
  orderId: number,
  at: Date,
  end: (tx: Database) => Promise<T[]>,
): Promise<T[]> {
  return db.transaction(async (tx) => {
    const rows = await end(tx);
    if (rows.length > 0) await releaseCouponUse(tx, orderId, at);
    return rows;
  });
}
