import { envelope, pageOf, errorResponses } from '@space/contracts/envelope';
import {
  likedProductSchema,
  likeHistoryQuerySchema,
  likeStateSchema,
} from '@space/contracts/likes';
import { productIdParamsSchema } from '@space/contracts/products';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { authOf, viewerTenantOf } from '../auth/index.ts';
import { listLikedProducts, type Liker } from './likes.queries.ts';
import { getLikeState, setLiked } from './likes.service.ts';

function likerOf(request: FastifyRequest): Liker {
  const auth = authOf(request);
  return { userId: auth.userId, tenantId: auth.tenantId };
}

const likeResponses = {
  200: envelope(likeStateSchema),
  ...errorResponses(400, 401, 404),
};

/** Likes (spec §1: users like products) and the like history behind /thumbUp. */
export const likeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products/:id/like',
    {
      schema: {
        tags: ['likes'],
        summary: "The product's like count and whether the viewer likes it",
        params: productIdParamsSchema,
        response: likeResponses,
      },
    },
    async (request) =>
      ok(
        await getLikeState(app.db, request.params.id, {
          tenantId: viewerTenantOf(request),
          userId: request.auth?.userId ?? null,
        }),
      ),
  );

  app.put(
    '/api/products/:id/like',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['likes'],
        summary: 'Like a product (idempotent)',
        params: productIdParamsSchema,
        response: likeResponses,
      },
    },
    async (request) =>
      ok(
        await setLiked(
          app.db,
          likerOf(request),
          request.params.id,
          true,
          new Date(app.clock.now()),
        ),
      ),
  );

  app.delete(
    '/api/products/:id/like',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['likes'],
        summary: 'Unlike a product (idempotent)',
        params: productIdParamsSchema,
        response: likeResponses,
      },
    },
    async (request) =>
      ok(
        await setLiked(
          app.db,
          likerOf(request),
          request.params.id,
          false,
          new Date(app.clock.now()),
        ),
      ),
  );

  app.get(
    '/api/users/me/likes',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['likes'],
        summary: 'The like history: liked products, newest like first',
        querystring: likeHistoryQuerySchema,
        response: {
          200: envelope(pageOf(likedProductSchema)),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) =>
      ok(await listLikedProducts(app.db, likerOf(request), request.query, request.contentLocale)),
  );
};
