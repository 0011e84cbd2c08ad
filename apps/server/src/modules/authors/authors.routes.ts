import {
  authorIdParamsSchema,
  authorProfileSchema,
  type AuthorProfile,
} from '@space/contracts/authors';
import { envelope, errorResponses, type Envelope } from '@space/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { viewerTenantOf } from '../auth/index.ts';
import { getAuthorProfile } from './authors.queries.ts';

/** GET /api/authors/:id's 200 answer, as its route's schema shapes it. */
export const authorProfileResponseSchema = envelope(authorProfileSchema);

/**
 * GET /api/authors/:id's answer, or NOT_FOUND for a creator the brand does not show: its route
 * and the server's first view give the same (decision 049).
 */
export async function authorProfileAnswer(
  db: Database,
  id: number,
  tenantId: number,
): Promise<Envelope<AuthorProfile>> {
  const profile = await getAuthorProfile(db, id, { tenantId });
  if (!profile) throw new AppError('NOT_FOUND');
  return ok(profile);
}

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
          200: authorProfileResponseSchema,
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => authorProfileAnswer(app.db, request.params.id, viewerTenantOf(request)),
  );
};
