import type { CouponPreview, CouponPreviewBody, CouponTotal } from '@space/contracts/coupons';
import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import type { Locale } from '@space/contracts/locales';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { getCart } from '../cart/index.ts';
import type { Member } from '../auth/index.ts';
import type { PaymentProviders } from '../payments/index.ts';
import {
  couponError,
  discountOf,
  orderRefusal,
  toCouponSummary,
  usableCoupon,
} from '../coupons/index.ts';

/**
 * The cart's totals with a coupon, for the cart and payment pages (decision 025): per
 * currency (or the one asked for), the subtotal for the buyer's tier, the discount and what
 * is left to pay, or why the coupon does not apply to that currency. Refused outright (the
 * coupon's error) when the coupon is unusable for this buyer or applies to none of the
 * totals. Writes nothing and reserves nothing: checkout validates everything again.
 */
export async function previewCoupon(
  db: Database,
  providers: PaymentProviders,
  member: Member,
  body: CouponPreviewBody,
  at: Date,
  locale: Locale,
): Promise<CouponPreview> {
  // Only the totals are used: the names of the products do not matter here.
  const cart = await getCart(db, providers, member, at, locale);
  const totals = body.currency
    ? cart.totals.filter((total) => total.currency === body.currency)
    : cart.totals;
  if (totals.length === 0) throw new AppError('CART_EMPTY');
  const coupon = await usableCoupon(db, member, body.code, at, locale);

  let firstRefusal: AppError | null = null;
  const previewed = totals.map((total): CouponTotal => {
    const refusal = orderRefusal(coupon, total.currency, total.amountMinor);
    const discountMinor = refusal ? 0 : discountOf(coupon, total.amountMinor);
    const amountMinor = total.amountMinor - discountMinor;
    const error = refusal ? couponError(refusal, coupon, locale) : null;
    firstRefusal ??= error;
    return {
      currency: total.currency,
      subtotalMinor: total.amountMinor,
      discountMinor,
      amountMinor,
      free: amountMinor === 0,
      refusal: error
        ? { code: error.code, msg: error.userMessage ?? ERROR_MESSAGES[error.errorName][locale] }
        : null,
    };
  });
  if (previewed.every((total) => total.refusal !== null)) throw firstRefusal!;
  return { coupon: toCouponSummary(coupon), totals: previewed };
}
