import {
  articleDetailSchema,
  articleFeedQuerySchema,
  type ArticleDetail,
  type ArticleFeedQuery,
  type ArticlePage,
  type RelatedContent,
  articleIdParamsSchema,
  articleImageSchema,
  articlePageSchema,
  relatedContentSchema,
} from '@space/contracts/articles';
import { envelope, errorResponses, type Envelope } from '@space/contracts/envelope';
import { LIMITS, MAX_ROW_ID } from '@space/contracts/limits';
import { likeStateSchema } from '@space/contracts/likes';
import type { Locale } from '@space/contracts/locales';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
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

/** GET /api/articles's 200 answer, as its route's schema shapes it. */
export const articleFeedResponseSchema = envelope(articlePageSchema);
/** GET /api/articles/:id's 200 answer, as its route's schema shapes it. */
export const articleDetailResponseSchema = envelope(articleDetailSchema);
/** GET /api/articles/:id/related's 200 answer, as its route's schema shapes it. */
export const relatedContentResponseSchema = envelope(relatedContentSchema);

/** GET /api/articles's answer: its route and the server's first view give the same (decision 049). */
export async function articleFeedAnswer(
  db: Database,
  tenantId: number,
  query: ArticleFeedQuery,
  locale: Locale,
): Promise<Envelope<ArticlePage>> {
  return ok(await listPublicArticles(db, tenantId, query, locale));
}

/**
 * GET /api/articles/:id's answer, or NOT_FOUND: published and public in the viewer's brand, or
 * one of the viewer's own. Its route and the server's first view (no viewer) give the same.
 */
export async function articleDetailAnswer(
  db: Database,
  id: number,
  viewer: ArticleViewer,
): Promise<Envelope<ArticleDetail>> {
  const article = id > MAX_ROW_ID ? null : await readArticle(db, id, viewer);
  if (!article) throw new AppError('NOT_FOUND');
  return ok(article);
}

/** GET /api/articles/:id/related's answer: its route and the server's first view give the same. */
export async function relatedContentAnswer(
  db: Database,
  id: number,
  viewer: ArticleViewer,
): Promise<Envelope<RelatedContent>> {
  return ok(await getRelatedContent(db, id, viewer));
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
        response: { 200: articleFeedResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) =>
      articleFeedAnswer(app.db, viewerTenantOf(request), request.query, request.contentLocale),
  );

  app.get(
    '/api/articles/:id',
    {
      schema: {
        tags: ['articles'],
        summary: 'An article: published and public, or any of the viewer’s own (else 404)',
        params: articleIdParamsSchema,
        response: { 200: articleDetailResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => articleDetailAnswer(app.db, request.params.id, viewerOf(request)),
  );

  app.get(
    '/api/articles/:id/related',
    {
      schema: {
        tags: ['articles'],
        summary: 'Other public articles (same author, then same channel) and related products',
        params: articleIdParamsSchema,
        response: { 200: relatedContentResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => relatedContentAnswer(app.db, request.params.id, viewerOf(request)),
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
