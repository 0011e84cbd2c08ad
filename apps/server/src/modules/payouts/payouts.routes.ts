import { envelope, errorResponses } from '@space/contracts/envelope';
import {
  adminPayoutSchema,
  adminPayoutsPageSchema,
  adminPayoutsQuerySchema,
  payoutAccountAnswerSchema,
  payoutAccountBodySchema,
  payoutNoParamsSchema,
  payoutSchema,
  payoutsPageSchema,
  payoutsQuerySchema,
  rejectPayoutBodySchema,
  requestPayoutBodySchema,
} from '@space/contracts/payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { limitPerUser } from '../../lib/rate-limits.ts';
import { adminGuard, listingTenantOf } from '../access/index.ts';
import { authOf } from '../auth/index.ts';
import { accountAnswer, activeAccount, setPayoutAccount } from './payout-accounts.service.ts';
import { advancePayout, type PayoutDeps } from './payouts.dispatch.ts';
import {
  approvePayout,
  findPayout,
  listBrandPayouts,
  listOwnPayouts,
  payoutView,
  rejectPayout,
  requestPayout,
} from './payouts.service.ts';

const security = [{ token: [] }];

/**
 * Creator payouts (issue 30, decision 071): the caller's payout account (changed with a
 * `payout` verification code, usable after the safety delay), payout requests of the whole
 * available balance and their history; a brand's admins list, approve and reject them.
 */
export const payoutsRoutes: FastifyPluginAsyncZod<{ deps: PayoutDeps }> = async (app, { deps }) => {
  const preHandler = [app.requireAuth, limitPerUser(app, 'creatorStatsPerUser')];
  const delayMs = app.config.commerce.payoutAccountDelayMs;

  app.get(
    '/api/creator-earnings/payout-account',
    {
      preHandler,
      schema: {
        tags: ['creator'],
        summary:
          "The caller's payout account (PayPal email or Alipay account) and when it is usable",
        security,
        response: { 200: envelope(payoutAccountAnswerSchema), ...errorResponses(401, 429) },
      },
    },
    async (request) =>
      ok(
        accountAnswer(
          await activeAccount(app.db, authOf(request).userId),
          app.clock.now(),
          delayMs,
        ),
      ),
  );

  app.put(
    '/api/creator-earnings/payout-account',
    {
      preHandler,
      schema: {
        tags: ['creator'],
        summary:
          'Set the payout account, confirmed by a `payout` verification code; usable after the safety delay; audited',
        security,
        body: payoutAccountBodySchema,
        response: {
          200: envelope(payoutAccountAnswerSchema),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request) =>
      ok(await setPayoutAccount(app.db, app.clock, authOf(request), request.body, delayMs)),
  );

  app.get(
    '/api/creator-earnings/payouts',
    {
      preHandler,
      schema: {
        tags: ['creator'],
        summary: "The caller's payouts, newest first",
        security,
        querystring: payoutsQuerySchema,
        response: { 200: envelope(payoutsPageSchema), ...errorResponses(400, 401, 429) },
      },
    },
    async (request) =>
      ok(
        await listOwnPayouts(
          app.db,
          authOf(request).userId,
          request.query.page,
          request.query.pageSize,
        ),
      ),
  );

  app.post(
    '/api/creator-earnings/payouts',
    {
      preHandler,
      schema: {
        tags: ['creator'],
        summary:
          'Request a payout of the whole available balance in one currency (above its minimum); an admin approves it',
        security,
        body: requestPayoutBodySchema,
        response: { 200: envelope(payoutSchema), ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) =>
      ok(await requestPayout(app.db, app.clock, authOf(request), request.body.currency)),
  );

  app.get(
    '/api/admin/payouts',
    {
      onRequest: adminGuard(app),
      schema: {
        tags: ['admin'],
        summary:
          "A brand's payouts by state (the admin's own brand; super admins may pass tenantId)",
        security,
        querystring: adminPayoutsQuerySchema,
        response: { 200: envelope(adminPayoutsPageSchema), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { tenantId, state, page, pageSize } = request.query;
      const tenant = listingTenantOf(authOf(request), tenantId);
      return ok(await listBrandPayouts(app.db, tenant, state, page, pageSize));
    },
  );

  app.post(
    '/api/admin/payouts/:payoutNo/approve',
    {
      onRequest: adminGuard(app),
      schema: {
        tags: ['admin'],
        summary:
          "Approve a requested payout of the admin's brand and send it through PayPal or Alipay; audited",
        security,
        params: payoutNoParamsSchema,
        response: {
          200: envelope(adminPayoutSchema.pick({ payoutNo: true, state: true })),
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      // Refused before anything changes when this deployment cannot send it.
      const candidate = await findPayout(app.db, request.params.payoutNo);
      const ours = candidate && (auth.user.isSuperAdmin || candidate.tenantId === auth.tenantId);
      if (ours && !deps.providers[candidate.method as 'paypal' | 'alipay']) {
        throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
      }
      const row = await approvePayout(app.db, app.clock, auth, request.params.payoutNo);
      await advancePayout(deps, row);
      const view = payoutView((await findPayout(app.db, row.payoutNo)) ?? row);
      return ok({ payoutNo: view.payoutNo, state: view.state });
    },
  );

  app.post(
    '/api/admin/payouts/:payoutNo/reject',
    {
      onRequest: adminGuard(app),
      schema: {
        tags: ['admin'],
        summary: 'Reject a requested payout: the amount returns to the available balance; audited',
        security,
        params: payoutNoParamsSchema,
        body: rejectPayoutBodySchema,
        response: {
          200: envelope(adminPayoutSchema.pick({ payoutNo: true, state: true })),
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) => {
      const row = await rejectPayout(
        app.db,
        app.clock,
        authOf(request),
        request.params.payoutNo,
        request.body.reason,
      );
      return ok({ payoutNo: row.payoutNo, state: 'rejected' as const });
    },
  );
};
