import { brandParamsSchema, publicBrandSchema } from '@space/contracts/brands';
import { envelope, errorResponses } from '@space/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { findBrand, toPublicBrand } from './brands.queries.ts';

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
        response: { 200: envelope(publicBrandSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const row = await findBrand(app.db, request.params.code);
      if (!row) throw new AppError('NOT_FOUND');
      return ok(toPublicBrand(row));
    },
  );
};
