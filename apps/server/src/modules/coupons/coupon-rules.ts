import { COUPON_REFUSAL_DETAILS } from '@space/contracts/coupons';
import type { ErrorName } from '@space/contracts/errors';
import type { Locale } from '@space/contracts/locales';
import type { coupons } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatMinorUnits } from '../payments/index.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** Why a coupon is refused (decision 025); each is an error of the catalogue. */
export type CouponRefusal = Extract<
  ErrorName,
  | 'COUPON_INVALID'
  | 'COUPON_EXPIRED'
  | 'COUPON_ALREADY_USED'
  | 'COUPON_USED_UP'
  | 'COUPON_MIN_SPEND'
  | 'COUPON_WRONG_CURRENCY'
>;

/**
 * What refuses a coupon whatever the order (decision 025): none with that code in the brand,
 * switched off or not started yet (COUPON_INVALID), past its expiry (COUPON_EXPIRED, the expiry
 * instant itself included), already held by this user (COUPON_ALREADY_USED), or every use
 * taken (COUPON_USED_UP). Null: usable.
 */
export function couponStanding(
  coupon: CouponRow | null,
  at: Date,
  usedByUser: boolean,
): CouponRefusal | null {
  if (!coupon || !coupon.active) return 'COUPON_INVALID';
  if (coupon.startsAt && coupon.startsAt.getTime() > at.getTime()) return 'COUPON_INVALID';
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= at.getTime()) return 'COUPON_EXPIRED';
  if (usedByUser) return 'COUPON_ALREADY_USED';
  if (coupon.maxUses !== null && coupon.useCount >= coupon.maxUses) return 'COUPON_USED_UP';
  return null;
}

/**
 * What refuses a usable coupon for one order: a coupon with a currency (every fixed coupon,
 * and any coupon with a minimum spend) takes orders in that currency only; the subtotal (the
 * order's price for the buyer's tier) must reach the minimum spend.
 */
export function orderRefusal(
  coupon: CouponRow,
  currency: string,
  subtotalMinor: number,
): CouponRefusal | null {
  if (coupon.currency !== null && coupon.currency !== currency) return 'COUPON_WRONG_CURRENCY';
  if (subtotalMinor < coupon.minSpendMinor) return 'COUPON_MIN_SPEND';
  return null;
}

/**
 * The discount on a subtotal, in its minor units. Percent: floor(subtotal × percent / 100),
 * rounded in the seller's favour, so the buyer never gets more than the advertised share off
 * and pays at most one minor unit more than the exact figure; 100 % is still exactly free.
 * Integer arithmetic: the largest subtotal (2^31) × 100 is far below 2^53. Fixed: the amount,
 * never more than the subtotal (an order is never negative).
 */
export function discountOf(coupon: CouponRow, subtotalMinor: number): number {
  if (coupon.kind === 'percent') return Math.floor((subtotalMinor * coupon.percentOff!) / 100);
  return Math.min(coupon.amountOffMinor!, subtotalMinor);
}

/** The refusal as the error the API answers, naming the minimum or the currency when it can. */
export function couponError(
  refusal: CouponRefusal,
  coupon: CouponRow | null,
  locale: Locale,
): AppError {
  if (refusal === 'COUPON_MIN_SPEND' && coupon) {
    const currency = coupon.currency ?? '';
    const amount =
      `${formatMinorUnits(coupon.minSpendMinor, currency || 'USD')} ${currency}`.trim();
    return new AppError(
      refusal,
      COUPON_REFUSAL_DETAILS.minSpend[locale].replace('{amount}', amount),
      { minSpendMinor: coupon.minSpendMinor, currency: coupon.currency },
    );
  }
  if (refusal === 'COUPON_WRONG_CURRENCY' && coupon?.currency) {
    return new AppError(
      refusal,
      COUPON_REFUSAL_DETAILS.onlyCurrency[locale].replace('{currency}', coupon.currency),
      { currency: coupon.currency },
    );
  }
  return new AppError(refusal);
}
