import { authorIdParamsSchema, authorProfileSchema } from '@space/contracts/authors';
import { envelope, errorResponses } from '@space/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { viewerTenantOf } from '../auth/index.ts';
import { getAuthorProfile } from './authors.queries.ts';

/** Creators' public pages (/author). Their products are listed by GET /api/products?author=. */
export const authorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/authors/:id',
    {
      config: { httpCache: true },
      schema: {
        tags: ['authors'],
        summary:
          "A creator's public profile and figures over their products the viewer may see; 404 without one",
        params: authorIdParamsSchema,
        response: {
          200: envelope(authorProfileSchema),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const profile = await getAuthorProfile(app.db, request.params.id, {
        tenantId: viewerTenantOf(request),
      });
      if (!profile) throw new AppError('NOT_FOUND');
      return ok(profile);
    },
  );
};
