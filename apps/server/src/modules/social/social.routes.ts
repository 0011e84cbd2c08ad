import { envelope, errorResponses, pageOf, type Envelope } from '@space/contracts/envelope';
import {
  expertListQuerySchema,
  expertSchema,
  likedArticleQuerySchema,
  likedArticleSchema,
  type Expert,
  type ExpertListQuery,
} from '@space/contracts/social';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { memberOf, viewerTenantOf } from '../auth/index.ts';
import { listExperts } from './experts.queries.ts';
import type { Paged } from './social-users.ts';
import { followRoutes } from './follows.routes.ts';
import { friendRoutes } from './friends.routes.ts';
import { listLikedArticles } from './liked-articles.queries.ts';

/** GET /api/experts's 200 answer, as its route's schema shapes it. */
export const expertListResponseSchema = envelope(pageOf(expertSchema));

/**
 * GET /api/experts's answer for `viewerId` (null for a visitor, whom no creator is followed
 * by): its route and the server's first view give the same (decision 049).
 */
export async function expertListAnswer(
  db: Database,
  tenantId: number,
  viewerId: number | null,
  query: ExpertListQuery,
): Promise<Envelope<Paged<Expert>>> {
  return ok(await listExperts(db, tenantId, viewerId, query));
}

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
        response: { 200: expertListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) =>
      expertListAnswer(
        app.db,
        viewerTenantOf(request),
        request.auth?.userId ?? null,
        request.query,
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
