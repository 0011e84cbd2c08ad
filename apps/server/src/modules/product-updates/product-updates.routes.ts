import { envelope, errorResponses } from '@space/contracts/envelope';
import { productUpdateIdParamsSchema, productUpdateSchema } from '@space/contracts/upload-records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { authOf } from '../auth/index.ts';
import { markRead, unreadUpdates } from './product-notices.ts';

const security = [{ token: [] }];
const tags = ['product updates'];

/** "A new version is available" notices of the caller's products, shown on /products (decision 029). */
export const productUpdateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/me/product-updates',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Unread notices of new versions of products I own, newest first',
        security,
        response: { 200: envelope(z.array(productUpdateSchema)), ...errorResponses(401) },
      },
    },
    async (request) => ok(await unreadUpdates(app.db, authOf(request), request.contentLocale)),
  );

  app.post(
    '/api/users/me/product-updates/:id/read',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Dismiss a notice (idempotent)',
        security,
        params: productUpdateIdParamsSchema,
        response: {
          200: envelope(z.object({ id: z.number().int() })),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await markRead(app.db, authOf(request), id, new Date(app.clock.now())))) {
        throw new AppError('NOT_FOUND');
      }
      return ok({ id });
    },
  );
};
