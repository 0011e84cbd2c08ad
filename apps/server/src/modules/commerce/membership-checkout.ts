import type { MemberTier } from '@space/contracts/memberships';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderMemberships, orders } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { translateValidationMessage } from '../../lib/validation-messages.ts';
import { newOrderNo, OPEN_STATES, type OrderRow } from '../orders/index.ts';
import type { CheckoutRequest } from './checkout-request.ts';
import type { CommerceContext } from './commerce-context.ts';
import { chosenMethod } from '../payments/index.ts';
import { purchasablePlan } from '../memberships/index.ts';
import type { Member } from '../auth/index.ts';

const TIER_NAMES: Record<MemberTier, string> = {
  ordinary: 'Ordinary member',
  premium: 'Premium member',
  svip: 'SVIP',
};

/**
 * The membership variant of checkout (decision 023), inside checkout's transaction and after
 * its per-user lock and idempotency check: one order of kind `membership` for a plan of the
 * buyer's brand, at the plan's price now (kept in `order_memberships`), in the plan's currency:
 * the one the buyer chose, else the first the method takes (decision 076).
 * Refused with nothing written: a plan not on sale (MEMBERSHIP_PLAN_UNAVAILABLE), no price in
 * the chosen currency (MEMBERSHIP_CURRENCY_UNAVAILABLE), a tier below
 * the one in force (MEMBERSHIP_LOWER_TIER), another membership order still open
 * (ORDER_PENDING), a discount coupon (not offered on memberships yet), a missing method or one
 * that does not take the currency. Plans cost more than 0, so the order always waits for its
 * payment; the membership is granted when it is paid (applyPayment → grantOrderMembership).
 */
export async function createMembershipOrder(
  ctx: CommerceContext,
  tx: Database,
  member: Member,
  request: CheckoutRequest,
  now: Date,
): Promise<{ row: OrderRow; reused: false; description: string }> {
  const { body } = request;
  const choice = body.membership!;
  const fieldError = (path: string, key: 'validation.required' | 'validation.invalid') =>
    new AppError('VALIDATION_FAILED', undefined, {
      fields: [{ path, message: translateValidationMessage(key, request.locale) }],
    });
  if (body.couponCode !== undefined) throw fieldError('body.couponCode', 'validation.invalid');

  // The order's currency is the chosen one, else the first the chosen method takes (decision 076).
  const takes = (currency: string) =>
    body.method !== undefined && ctx.providers[body.method]?.currencies.includes(currency) === true;
  const plan = await purchasablePlan(tx, member, choice, now, takes);
  const [pending] = await tx
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .where(
      and(
        eq(orders.userId, member.userId),
        eq(orders.tenantId, member.tenantId),
        eq(orders.kind, 'membership'),
        inArray(orders.state, OPEN_STATES),
      ),
    )
    .limit(1);
  if (pending) throw new AppError('ORDER_PENDING', undefined, { orderNo: pending.orderNo });

  const method = chosenMethod(ctx.providers, body.method, plan.currency, request.locale);

  const [row] = await tx
    .insert(orders)
    .values({
      orderNo: newOrderNo(now),
      tenantId: member.tenantId,
      userId: member.userId,
      kind: 'membership',
      state: 'waiting',
      method,
      amountMinor: plan.priceMinor,
      subtotalMinor: plan.priceMinor,
      discountMinor: 0,
      currency: plan.currency,
      checkoutKey: body.checkoutKey,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ctx.config.commerce.paymentTimeoutMs),
      updatedAt: now,
    })
    .returning();
  const order = row!;
  await tx.insert(orderMemberships).values({
    orderId: order.id,
    planId: plan.id,
    tier: plan.tier,
    duration: plan.duration,
    priceMinor: plan.priceMinor,
  });
  const description = `Membership: ${TIER_NAMES[choice.tier]}, ${choice.duration}`;
  return { row: order, reused: false, description };
}
