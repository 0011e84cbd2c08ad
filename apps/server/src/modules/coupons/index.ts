import fp from 'fastify-plugin';
import { couponRoutes } from './coupons.routes.ts';
export { orderTerms, usableCoupon, type OrderTerms } from './coupon-pricing.ts';
export { couponError, discountOf, orderRefusal } from './coupon-rules.ts';
export { claimCouponUse, endOrderUnpaid, releaseCouponUse } from './coupon-uses.ts';
export { couponCodesById, toCouponSummary } from './coupons.queries.ts';

/** Discount coupons: their brand's administration (decision 025). */
export const couponsModule = fp(
  async (app) => {
    await app.register(couponRoutes);
  },
  { name: 'coupons' },
);
