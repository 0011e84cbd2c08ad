import {
  adminCouponSchema,
  couponCreateBodySchema,
  couponListQuerySchema,
  couponParamsSchema,
  couponUpdateBodySchema,
} from '@space/contracts/coupons';
import { envelope, errorResponses, pageOf } from '@space/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { authOf } from '../auth/index.ts';
import { adminGuard } from '../access/index.ts';
import { createCoupon, listCoupons, updateCoupon } from './coupons-admin.service.ts';

const security = [{ token: [] }];

/** Discount coupons (decision 025): their brand's administration (the buyer's preview is commerce/coupon-preview.routes.ts). */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => new Date(app.clock.now());

  app.get(
    '/api/admin/coupons',
    {
      onRequest: adminGuard(app),
      schema: {
        tags: ['admin'],
        summary: "A brand's discount coupons, newest first (super admins may pass tenantId)",
        security,
        querystring: couponListQuerySchema,
        response: {
          200: envelope(pageOf(adminCouponSchema)),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => ok(await listCoupons(app.db, authOf(request), request.query)),
  );

  app.post(
    '/api/admin/coupons',
    {
      onRequest: adminGuard(app),
      schema: {
        tags: ['admin'],
        summary: 'Create a discount coupon for the brand (super admins: any brand)',
        security,
        body: couponCreateBodySchema,
        response: { 200: envelope(adminCouponSchema), ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => ok(await createCoupon(app.db, authOf(request), request.body, now())),
  );

  app.patch(
    '/api/admin/coupons/:id',
    {
      onRequest: adminGuard(app),
      schema: {
        tags: ['admin'],
        summary: 'Switch a coupon off or on, move its expiry or change its cap (≥ its uses)',
        security,
        params: couponParamsSchema,
        body: couponUpdateBodySchema,
        response: {
          200: envelope(adminCouponSchema),
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) =>
      ok(
        await updateCoupon(
          app.db,
          authOf(request),
          request.params.id,
          request.body,
          request.locale,
          now(),
        ),
      ),
  );
};
