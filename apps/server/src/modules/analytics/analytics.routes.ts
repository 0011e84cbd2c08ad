import { pageViewBatchSchema } from '@space/contracts/analytics';
import { envelope, errorResponses } from '@space/contracts/envelope';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageViews } from '../../db/schema.ts';
import { ok } from '../../lib/envelope.ts';
import { addressOf, enforceLimit } from '../../lib/rate-limits.ts';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/analytics/page-views',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Record a batch of page views (sent with navigator.sendBeacon)',
        body: pageViewBatchSchema,
        response: {
          200: envelope(z.object({ accepted: z.number().int() })),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request) => {
      const { views } = request.body;
      // Counted in views, not requests: a full batch weighs 50 times a single view.
      await enforceLimit(
        app.rateLimiter,
        'pageViewsPerAddress',
        addressOf(request.ip),
        views.length,
      );
      await app.db.insert(pageViews).values(
        views.map((view) => ({
          path: view.path,
          title: view.title,
          referrer: view.referrer,
          visitorId: view.visitorId,
          locale: view.locale,
          viewedAt: new Date(view.viewedAt),
        })),
      );
      return ok({ accepted: views.length });
    },
  );
};
