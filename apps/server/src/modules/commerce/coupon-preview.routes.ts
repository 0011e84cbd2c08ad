import { couponPreviewBodySchema, couponPreviewSchema } from '@space/contracts/coupons';
import { envelope, errorResponses } from '@space/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { limitPerUser } from '../../lib/rate-limits.ts';
import { memberOf } from '../auth/index.ts';
import { previewCoupon } from './coupon-preview.ts';

/** The buyer's preview of a discount coupon on their cart (decision 025). */
export const couponPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => new Date(app.clock.now());
  const previewLimit = limitPerUser(app, 'couponPreviewsPerUser');

  app.post(
    '/api/coupons/preview',
    {
      preHandler: [app.requireAuth, previewLimit],
      schema: {
        tags: ['cart'],
        summary: "The cart's totals with a discount coupon (checkout validates it again)",
        body: couponPreviewBodySchema,
        response: {
          200: envelope(couponPreviewSchema),
          ...errorResponses(400, 401, 409, 429),
        },
      },
    },
    async (request) =>
      ok(
        await previewCoupon(
          app.db,
          app.paymentProviders,
          memberOf(request),
          request.body,
          now(),
          request.locale,
        ),
      ),
  );
};
