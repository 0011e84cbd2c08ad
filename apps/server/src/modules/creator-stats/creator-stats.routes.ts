import {
  creatorOwnerQuerySchema,
  creatorStatsCsvQuerySchema,
  creatorStatsProductOptionSchema,
  creatorStatsQuerySchema,
  creatorStatsSchema,
} from '@space/contracts/creator-stats';
import { envelope, errorResponses } from '@space/contracts/envelope';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { limitPerUser } from '../../lib/rate-limits.ts';
import { authOf } from '../auth/index.ts';
import { creatorStatsCsv, creatorStatsCsvName } from './creator-stats.csv.ts';
import { getCreatorStats, listStatsProducts } from './creator-stats.service.ts';

const security = [{ token: [] }];

/**
 * The creator dashboard (issue 11, decision 030): the caller's own products, or a creator's
 * of their brand for its admins. Reads only; each one is a few grouped queries, so a budget
 * per user keeps a script from turning them into load.
 */
export const creatorStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const statsLimit = limitPerUser(app, 'creatorStatsPerUser');
  const preHandler = [app.requireAuth, statsLimit];

  app.get(
    '/api/creator-stats/products',
    {
      preHandler,
      schema: {
        tags: ['creator'],
        summary: "The creator's products for the dashboard's picker, by name",
        security,
        querystring: creatorOwnerQuerySchema,
        response: {
          200: envelope(z.array(creatorStatsProductOptionSchema)),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) =>
      ok(await listStatsProducts(app.db, authOf(request), request.query.creatorId)),
  );

  app.get(
    '/api/creator-stats',
    {
      preHandler,
      schema: {
        tags: ['creator'],
        summary:
          "Views, likes, downloads, sales and revenue (per currency) of the creator's products by UTC day, product, version, tier and payment method",
        security,
        querystring: creatorStatsQuerySchema,
        response: {
          200: envelope(creatorStatsSchema),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => ok(await getCreatorStats(app.db, app.clock, authOf(request), request.query)),
  );

  app.get(
    '/api/creator-stats/csv',
    {
      preHandler,
      config: { csv: 'only' },
      schema: {
        tags: ['creator'],
        summary:
          'One table of the same stats as a CSV file: daily, products, versions or breakdown (tier × method × currency)',
        security,
        querystring: creatorStatsCsvQuerySchema,
        response: errorResponses(400, 401, 403, 404, 429),
      },
    },
    async (request, reply) => {
      const { table, ...query } = request.query;
      const stats = await getCreatorStats(app.db, app.clock, authOf(request), query);
      // A file, not the envelope: the base reply type takes any payload.
      return (reply as unknown as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${creatorStatsCsvName(stats, table)}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(creatorStatsCsv(stats, table));
    },
  );
};
