import { envelope, errorResponses, pageOf } from '@space/contracts/envelope';
import {
  expertListQuerySchema,
  expertSchema,
  likedArticleQuerySchema,
  likedArticleSchema,
} from '@space/contracts/social';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { memberOf, viewerTenantOf } from '../auth/index.ts';
import { listExperts } from './experts.queries.ts';
import { followRoutes } from './follows.routes.ts';
import { friendRoutes } from './friends.routes.ts';
import { listLikedArticles } from './liked-articles.queries.ts';

/** The social graph (decision 033): follows, friends, experts, and liked articles. */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(followRoutes);
  await app.register(friendRoutes);

  app.get(
    '/api/experts',
    {
      schema: {
        tags: ['social'],
        summary: "The brand's creators ranked by followers, products or recent activity",
        querystring: expertListQuerySchema,
        response: { 200: envelope(pageOf(expertSchema)), ...errorResponses(400) },
      },
    },
    async (request) =>
      ok(
        await listExperts(
          app.db,
          viewerTenantOf(request),
          request.auth?.userId ?? null,
          request.query,
        ),
      ),
  );

  app.get(
    '/api/users/me/likes/articles',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['likes'],
        summary: 'The like history of articles, newest like first',
        querystring: likedArticleQuerySchema,
        response: { 200: envelope(pageOf(likedArticleSchema)), ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      ok(await listLikedArticles(app.db, memberOf(request), request.query, request.contentLocale)),
  );
};
