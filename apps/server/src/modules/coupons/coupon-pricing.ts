import type { Locale } from '@space/contracts/locales';
import type { Database } from '../../db/client.ts';
import type { Member } from '../auth/index.ts';
import {
  couponError,
  couponStanding,
  discountOf,
  orderRefusal,
  type CouponRow,
} from './coupon-rules.ts';
import { findCouponByCode, holdsCouponUse } from './coupons.queries.ts';

/** A coupon checked for one buyer at one moment, whatever the order. */
export async function usableCoupon(
  db: Database,
  member: Member,
  code: string,
  at: Date,
  locale: Locale,
): Promise<CouponRow> {
  const coupon = await findCouponByCode(db, member.tenantId, code);
  const used = coupon !== null && (await holdsCouponUse(db, member, coupon.id));
  const refusal = couponStanding(coupon, at, used);
  if (refusal) throw couponError(refusal, coupon, locale);
  return coupon!;
}

export interface CouponPriceInput {
  code: string;
  /** The order's one currency, and its price for the buyer's tier in minor units of it. */
  currency: string;
  subtotalMinor: number;
  at: Date;
  locale: Locale;
}

export interface CouponPrice {
  coupon: CouponRow;
  subtotalMinor: number;
  discountMinor: number;
  amountMinor: number;
}

/**
 * Validates a coupon of the buyer's brand for one order at `at` (decision 025) and works out
 * the discount: active, started, not expired, under its cap, not already held by this buyer,
 * the order in the coupon's currency (if it has one) and reaching the minimum spend. Refusals
 * throw the coupon's error (400 or 409) and change nothing. An amount of 0 after the discount
 * makes a `no_payment_required` order at checkout.
 */
export async function priceWithCoupon(
  db: Database,
  member: Member,
  input: CouponPriceInput,
): Promise<CouponPrice> {
  const coupon = await usableCoupon(db, member, input.code, input.at, input.locale);
  const refusal = orderRefusal(coupon, input.currency, input.subtotalMinor);
  if (refusal) throw couponError(refusal, coupon, input.locale);
  const discountMinor = discountOf(coupon, input.subtotalMinor);
  return {
    coupon,
    subtotalMinor: input.subtotalMinor,
    discountMinor,
    amountMinor: input.subtotalMinor - discountMinor,
  };
}

/** The money columns of an order, with or without a coupon (`orders_discount_check`). */
export interface OrderTerms {
  subtotalMinor: number;
  discountMinor: number;
  amountMinor: number;
  couponId: number | null;
}

/**
 * What checkout writes on an order: without a code the subtotal is the amount; with one,
 * priceWithCoupon decides (called inside the checkout transaction, after the buyer's lock, so
 * a preview is never trusted). claimCouponUse must follow once the order exists.
 */
export async function orderTerms(
  tx: Database,
  member: Member,
  input: Omit<CouponPriceInput, 'code'> & { code: string | undefined },
): Promise<OrderTerms> {
  if (input.code === undefined) {
    return {
      subtotalMinor: input.subtotalMinor,
      discountMinor: 0,
      amountMinor: input.subtotalMinor,
      couponId: null,
    };
  }
  const price = await priceWithCoupon(tx, member, { ...input, code: input.code });
  return {
    subtotalMinor: price.subtotalMinor,
    discountMinor: price.discountMinor,
    amountMinor: price.amountMinor,
    couponId: price.coupon.id,
  };
}
