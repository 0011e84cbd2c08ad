import { envelope } from '@space/contracts/envelope';
import { homeSchema } from '@space/contracts/home';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { viewerTenantOf } from '../auth/auth.plugin.ts';
import { getHome } from './home.queries.ts';

/** The /home page in one read: the featured carousel and the shelves (decision 035). */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/home',
    {
      config: { httpCache: true, responseCache: true },
      schema: {
        tags: ['catalog'],
        summary:
          'The /home page: featured products for the carousel, then the newest, the most liked and each device family, no product twice',
        response: { 200: envelope(homeSchema) },
      },
    },
    async (request) =>
      ok(
        await getHome(app.db, {
          tenantId: viewerTenantOf(request),
          locale: request.contentLocale,
        }),
      ),
  );
};
