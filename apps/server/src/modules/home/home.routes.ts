import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewerTenantOf } from '../auth/index.ts';
import { homeAnswer, homeResponseSchema } from './home.queries.ts';

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
        response: { 200: homeResponseSchema },
      },
    },
    async (request) =>
      homeAnswer(app.db, { tenantId: viewerTenantOf(request), locale: request.contentLocale }),
  );
};
