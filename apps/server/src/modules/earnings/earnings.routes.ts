import {
  adminEarningsOverviewSchema,
  adminEarningsRatesQuerySchema,
  adminEarningsRatesSchema,
  earningsBalancesSchema,
  earningsEntriesCsvQuerySchema,
  earningsEntriesPageSchema,
  earningsEntriesQuerySchema,
  earningsMonthParamsSchema,
  earningsOwnerQuerySchema,
  earningsStatementSchema,
  updateEarningsRatesBodySchema,
} from '@space/contracts/earnings';
import { envelope, errorResponses } from '@space/contracts/envelope';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { limitPerUser } from '../../lib/rate-limits.ts';
import { adminGuard, listingTenantOf, readableCreatorOf } from '../access/index.ts';
import { authOf } from '../auth/index.ts';
import { entriesCsv, statementCsv } from './earnings.csv.ts';
import { brandEarningsOverview } from './earnings-overview.service.ts';
import { brandRates, replaceRates } from './fee-rates.service.ts';
import { allEntries, getBalances, getStatement, listEntries } from './earnings.service.ts';

const security = [{ token: [] }];

/**
 * A creator's earnings (issue 30, decision 068): balances, entries and monthly statements of
 * the caller's own account, or a creator's of their brand for its admins. Reads only; they share
 * the creator dashboard's budget per user (decision 030).
 */
export const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = [app.requireAuth, limitPerUser(app, 'creatorStatsPerUser')];
  const holdMs = app.config.commerce.earningsHoldMs;
  const csvReply = (reply: unknown, name: string, body: string) =>
    // A file, not the envelope: the base reply type takes any payload.
    (reply as FastifyReply)
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(body);

  app.get(
    '/api/creator-earnings/balance',
    {
      preHandler,
      schema: {
        tags: ['creator'],
        summary:
          "The creator's earnings per currency: pending (inside the refund window), available and paid out",
        security,
        querystring: earningsOwnerQuerySchema,
        response: {
          200: envelope(earningsBalancesSchema),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => {
      const owner = await readableCreatorOf(app.db, authOf(request), request.query.creatorId);
      return ok(await getBalances(app.db, app.clock, owner, holdMs));
    },
  );

  app.get(
    '/api/creator-earnings/entries',
    {
      preHandler,
      schema: {
        tags: ['creator'],
        summary:
          "The creator's ledger entries (sales and refunds), newest first, filtered by currency, kind and UTC days",
        security,
        querystring: earningsEntriesQuerySchema,
        response: {
          200: envelope(earningsEntriesPageSchema),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => {
      const owner = await readableCreatorOf(app.db, authOf(request), request.query.creatorId);
      return ok(await listEntries(app.db, app.clock, owner, request.query));
    },
  );

  app.get(
    '/api/creator-earnings/entries/csv',
    {
      preHandler,
      config: { csv: 'only' },
      schema: {
        tags: ['creator'],
        summary: 'The same entries as a CSV file (every match, up to 10,000 rows)',
        security,
        querystring: earningsEntriesCsvQuerySchema,
        response: errorResponses(400, 401, 403, 404, 429),
      },
    },
    async (request, reply) => {
      const owner = await readableCreatorOf(app.db, authOf(request), request.query.creatorId);
      const entries = await allEntries(app.db, app.clock, owner, request.query);
      return csvReply(reply, `earnings-${owner}.csv`, entriesCsv(entries));
    },
  );

  app.get(
    '/api/creator-earnings/statements/:month',
    {
      preHandler,
      schema: {
        tags: ['creator'],
        summary:
          "A month's statement (UTC) per currency: opening balance, sales, refunds, closing balance and the entries",
        security,
        params: earningsMonthParamsSchema,
        querystring: earningsOwnerQuerySchema,
        response: {
          200: envelope(earningsStatementSchema),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => {
      const owner = await readableCreatorOf(app.db, authOf(request), request.query.creatorId);
      return ok(await getStatement(app.db, app.clock, owner, request.params.month));
    },
  );

  app.get(
    '/api/creator-earnings/statements/:month/csv',
    {
      preHandler,
      config: { csv: 'only' },
      schema: {
        tags: ['creator'],
        summary: "The month's statement as a CSV file: the summary per currency, then the entries",
        security,
        params: earningsMonthParamsSchema,
        querystring: earningsOwnerQuerySchema,
        response: errorResponses(400, 401, 403, 404, 429),
      },
    },
    async (request, reply) => {
      const owner = await readableCreatorOf(app.db, authOf(request), request.query.creatorId);
      const statement = await getStatement(app.db, app.clock, owner, request.params.month);
      return csvReply(
        reply,
        `earnings-statement-${request.params.month}-${owner}.csv`,
        statementCsv(statement),
      );
    },
  );

  app.get(
    '/api/admin/earnings/overview',
    {
      onRequest: adminGuard(app),
      schema: {
        tags: ['admin'],
        summary:
          "What a brand owes its creators per currency, its payouts by state, and the ledger reconciled with the orders, refunds and payouts (the admin's own brand; super admins may pass tenantId)",
        security,
        querystring: adminEarningsRatesQuerySchema,
        response: {
          200: envelope(adminEarningsOverviewSchema),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) =>
      ok(
        await brandEarningsOverview(
          app.db,
          app.clock,
          listingTenantOf(authOf(request), request.query.tenantId),
        ),
      ),
  );

  app.get(
    '/api/admin/earnings/rates',
    {
      onRequest: adminGuard(app),
      schema: {
        tags: ['admin'],
        summary:
          "A brand's platform fee and its creators' own rates (the admin's own brand; super admins may pass tenantId)",
        security,
        querystring: adminEarningsRatesQuerySchema,
        response: {
          200: envelope(adminEarningsRatesSchema),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) =>
      ok(await brandRates(app.db, listingTenantOf(authOf(request), request.query.tenantId))),
  );

  app.put(
    '/api/admin/earnings/rates',
    {
      onRequest: adminGuard(app),
      schema: {
        tags: ['admin'],
        summary:
          "Set a brand's platform fee (null: the default 30 %) and its creators' own rates, as a whole; audited. Sales already made keep their rate",
        security,
        body: updateEarningsRatesBodySchema,
        response: {
          200: envelope(adminEarningsRatesSchema),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const tenantId = listingTenantOf(auth, request.body.tenantId);
      return ok(
        await replaceRates(app.db, tenantId, request.body, auth.userId, new Date(app.clock.now())),
      );
    },
  );
};
