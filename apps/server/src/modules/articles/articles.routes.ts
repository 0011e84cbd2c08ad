import {
  articleDetailSchema,
  articleFeedQuerySchema,
  articleIdParamsSchema,
  articleImageSchema,
  articlePageSchema,
  relatedContentSchema,
} from '@space/contracts/articles';
import { envelope, errorResponses } from '@space/contracts/envelope';
import { LIMITS, MAX_ROW_ID } from '@space/contracts/limits';
import { likeStateSchema } from '@space/contracts/likes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { limitPerUser } from '../../lib/rate-limits.ts';
import { authOf, viewerTenantOf } from '../auth/index.ts';
import { uploadArticleImage } from './article-images.ts';
import { getArticleLikeState, setArticleLiked } from './article-likes.ts';
import { getRelatedContent } from './article-related.ts';
import type { ArticleViewer } from './article-rows.ts';
import { listPublicArticles, readArticle } from './articles.queries.ts';

const security = [{ token: [] }];

function viewerOf(request: FastifyRequest): ArticleViewer {
  return {
    tenantId: viewerTenantOf(request),
    userId: request.auth?.userId ?? null,
    locale: request.contentLocale,
  };
}

const likeResponses = { 200: envelope(likeStateSchema), ...errorResponses(400, 401, 404, 429) };

/** Reading articles (spec §2 /discovery, /article, /author), their likes and image uploads. */
export const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => new Date(app.clock.now());
  const likeLimit = limitPerUser(app, 'articleLikesPerUser');

  app.get(
    '/api/articles',
    {
      schema: {
        tags: ['articles'],
        summary:
          "Published public articles of the viewer's brand: newest first, or one author's (pinned first)",
        querystring: articleFeedQuerySchema,
        response: { 200: envelope(articlePageSchema), ...errorResponses(400) },
      },
    },
    async (request) =>
      ok(
        await listPublicArticles(
          app.db,
          viewerTenantOf(request),
          request.query,
          request.contentLocale,
        ),
      ),
  );

  app.get(
    '/api/articles/:id',
    {
      schema: {
        tags: ['articles'],
        summary: 'An article: published and public, or any of the viewer’s own (else 404)',
        params: articleIdParamsSchema,
        response: { 200: envelope(articleDetailSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const article = id > MAX_ROW_ID ? null : await readArticle(app.db, id, viewerOf(request));
      if (!article) throw new AppError('NOT_FOUND');
      return ok(article);
    },
  );

  app.get(
    '/api/articles/:id/related',
    {
      schema: {
        tags: ['articles'],
        summary: 'Other public articles (same author, then same channel) and related products',
        params: articleIdParamsSchema,
        response: { 200: envelope(relatedContentSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => ok(await getRelatedContent(app.db, request.params.id, viewerOf(request))),
  );

  app.get(
    '/api/articles/:id/like',
    {
      schema: {
        tags: ['articles'],
        summary: "The article's like count and whether the viewer likes it",
        params: articleIdParamsSchema,
        response: likeResponses,
      },
    },
    async (request) => ok(await getArticleLikeState(app.db, request.params.id, viewerOf(request))),
  );

  for (const method of ['put', 'delete'] as const) {
    app[method](
      '/api/articles/:id/like',
      {
        preHandler: [app.requireAuth, likeLimit],
        schema: {
          tags: ['articles'],
          summary:
            method === 'put' ? 'Like an article (idempotent)' : 'Unlike an article (idempotent)',
          security,
          params: articleIdParamsSchema,
          response: likeResponses,
        },
      },
      async (request) => {
        const auth = authOf(request);
        const liker = { userId: auth.userId, tenantId: auth.tenantId };
        return ok(await setArticleLiked(app.db, liker, request.params.id, method === 'put', now()));
      },
    );
  }

  app.post(
    '/api/articles/images',
    {
      preHandler: [app.requireAuth, limitPerUser(app, 'articleImageUploadsPerUser')],
      schema: {
        tags: ['articles'],
        summary: `Upload an article image, cover or inline (multipart, one PNG, JPEG, WebP or GIF ≤ ${LIMITS.productImageMaxBytes / 1024 / 1024} MiB)`,
        description:
          'Stored as WebP with smaller renditions under /files/articles/; put the answer into the draft (cover, or an image node of the content).',
        security,
        consumes: ['multipart/form-data'],
        response: {
          200: envelope(articleImageSchema),
          ...errorResponses(400, 401, 413, 415, 429, 503),
        },
      },
    },
    async (request) => ok(await uploadArticleImage(app, request)),
  );
};
