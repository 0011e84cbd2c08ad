import { envelope, errorResponses, pageOf } from '@space/contracts/envelope';
import {
  createRedeemBatchBodySchema,
  createRedeemBatchQuerySchema,
  createdRedeemBatchSchema,
  redeemBatchListQuerySchema,
  redeemBatchParamsSchema,
  redeemBatchSchema,
} from '@space/contracts/redeem-codes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { authOf } from '../auth/index.ts';
import { adminGuard, listingTenantOf, scopeOf } from '../access/index.ts';
import { redeemBatchCsv, redeemBatchCsvName } from './redeem-batch-csv.ts';
import { findBatch, listBatches, revokeBatch } from './redeem-batches.queries.ts';
import { createRedeemBatch, requireRedeemSecret } from './redeem-batches.service.ts';
import { REDEEM_ADMIN_MESSAGES } from './redeem-codes.messages.ts';

const security = [{ token: [] }];

/** The CSV export was asked for, by `?format=csv` or by `Accept: text/csv`. */
function wantsCsv(request: FastifyRequest, format: 'json' | 'csv' | undefined): boolean {
  if (format) return format === 'csv';
  return /\btext\/csv\b/i.test(request.headers.accept ?? '');
}

/** Exchange codes (spec §2 /coupon; decision 024): the administrators' batches (redeeming is commerce/redeem.routes.ts). */
export const redeemCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => new Date(app.clock.now());

  app.post(
    '/api/admin/redeem-code-batches',
    {
      onRequest: adminGuard(app),
      config: { csv: 'alternative' },
      schema: {
        tags: ['admin'],
        summary:
          'Make a batch of exchange codes; the codes are answered this once (JSON, or CSV with ?format=csv or Accept: text/csv)',
        security,
        querystring: createRedeemBatchQuerySchema,
        body: createRedeemBatchBodySchema,
        response: {
          200: envelope(createdRedeemBatchSchema),
          ...errorResponses(400, 401, 403, 409, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const { tenantId: requested, ...body } = request.body;
      const tenantId = listingTenantOf(auth, requested);
      const created = await createRedeemBatch(
        app.db,
        requireRedeemSecret(app.config.redeemCodes.secret),
        { tenantId, userId: auth.userId },
        body,
        { now: now(), locale: request.locale },
      );
      // Plain codes: never kept by a cache on the way.
      void reply.header('cache-control', 'no-store');
      if (wantsCsv(request, request.query.format)) {
        // A file, not the envelope: the base reply type takes any payload.
        return (reply as unknown as FastifyReply)
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${redeemBatchCsvName(created.batch.id)}"`,
          )
          .send(redeemBatchCsv(created));
      }
      return ok(created, REDEEM_ADMIN_MESSAGES.created[request.locale]);
    },
  );

  app.get(
    '/api/admin/redeem-code-batches',
    {
      onRequest: adminGuard(app),
      schema: {
        tags: ['admin'],
        summary:
          "A brand's batches, newest first, with redemption counts (super admins may pass tenantId)",
        security,
        querystring: redeemBatchListQuerySchema,
        response: {
          200: envelope(pageOf(redeemBatchSchema)),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      const { page, pageSize, tenantId, q } = request.query;
      const tenant = listingTenantOf(authOf(request), tenantId);
      const { list, total } = await listBatches(app.db, tenant, { page, pageSize, q }, now());
      return ok({ list, total, page, pageSize });
    },
  );

  app.get(
    '/api/admin/redeem-code-batches/:id',
    {
      onRequest: adminGuard(app),
      schema: {
        tags: ['admin'],
        summary: 'One batch with its redemption counts (never its codes)',
        security,
        params: redeemBatchParamsSchema,
        response: { 200: envelope(redeemBatchSchema), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const batch = await findBatch(app.db, scopeOf(authOf(request)), request.params.id, now());
      if (!batch) throw new AppError('NOT_FOUND');
      return ok(batch);
    },
  );

  app.post(
    '/api/admin/redeem-code-batches/:id/revoke',
    {
      onRequest: adminGuard(app),
      schema: {
        tags: ['admin'],
        summary: 'Revoke a batch: its codes no longer redeem; what they granted stays (idempotent)',
        security,
        params: redeemBatchParamsSchema,
        response: { 200: envelope(redeemBatchSchema), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const scope = scopeOf(auth);
      const at = now();
      if (!(await revokeBatch(app.db, scope, request.params.id, auth.userId, at))) {
        throw new AppError('NOT_FOUND');
      }
      const batch = await findBatch(app.db, scope, request.params.id, at);
      return ok(batch!, REDEEM_ADMIN_MESSAGES.revoked[request.locale]);
    },
  );
};
