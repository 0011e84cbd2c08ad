import { envelope, errorResponses } from '@space/contracts/envelope';
import {
  REDEEM_MESSAGES,
  redeemBodySchema,
  redeemResultSchema,
} from '@space/contracts/redeem-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { authOf } from '../auth/index.ts';
import { redeemCode } from './redeem.ts';

const security = [{ token: [] }];

/** Redeeming an exchange code (spec §2 /coupon; decision 024): products and membership days. */
export const redeemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/redeem',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['redeem codes'],
        summary: "Redeem an exchange code in the caller's brand: products and/or membership days",
        security,
        body: redeemBodySchema,
        response: {
          200: envelope(redeemResultSchema),
          ...errorResponses(400, 401, 409, 429, 503),
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const result = await redeemCode(
        {
          db: app.db,
          clock: app.clock,
          rateLimiter: app.rateLimiter,
          secret: app.config.redeemCodes.secret,
        },
        { userId: auth.userId, tenantId: auth.tenantId, ip: request.ip },
        request.body.code,
        request.contentLocale,
      );
      return ok(result, REDEEM_MESSAGES.redeemed[request.locale]);
    },
  );
};
