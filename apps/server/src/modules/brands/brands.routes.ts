import { brandParamsSchema } from '@space/contracts/brands';
import { errorResponses } from '@space/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandAnswer, brandResponseSchema } from './brands.queries.ts';

/** A brand's look for its pages and header (decision 041); cached like the catalogue's reads. */
export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/brands/:code',
    {
      config: { httpCache: true, responseCache: true },
      schema: {
        tags: ['catalog'],
        summary: "A brand's name, logos, login page accent colour and background (null: built-in)",
        params: brandParamsSchema,
        response: { 200: brandResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => brandAnswer(app.db, request.params.code),
  );
};
