import { envelope, errorResponses, type Envelope } from '@space/contracts/envelope';
import type { Locale } from '@space/contracts/locales';
import {
  saveVideoProgressSchema,
  videoDetailQuerySchema,
  videoDetailSchema,
  videoIdParamsSchema,
  videoListQuerySchema,
  videoPageSchema,
  videoProgressSchema,
  type VideoDetail,
  type VideoListQuery,
  type VideoPage,
} from '@space/contracts/videos';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { enforceLimit } from '../../lib/rate-limits.ts';
import { authOf } from '../auth/index.ts';
import { getVideo, getVideoProgress, listVideos, saveVideoProgress } from './videos.service.ts';

/**
 * The language of titles and descriptions: `?lang=` when given, else the `lang` header. The
 * answer depends on the header, so caches must key on it too.
 */
function contentLocale(
  request: FastifyRequest,
  reply: FastifyReply,
  lang: Locale | undefined,
): Locale {
  reply.header('vary', 'lang');
  return lang ?? request.locale;
}

/** GET /api/videos's 200 answer, as its route's schema shapes it. */
export const videoListResponseSchema = envelope(videoPageSchema);
/** GET /api/videos/:id's 200 answer, as its route's schema shapes it. */
export const videoDetailResponseSchema = envelope(videoDetailSchema);

/** GET /api/videos's answer in `locale`: its route and the server's first view give the same. */
export async function videoListAnswer(
  db: Database,
  query: VideoListQuery,
  locale: Locale,
): Promise<Envelope<VideoPage>> {
  return ok(await listVideos(db, query, locale));
}

/** GET /api/videos/:id's answer in `locale`, or NOT_FOUND: its route and the first view's. */
export async function videoDetailAnswer(
  db: Database,
  id: number,
  locale: Locale,
): Promise<Envelope<VideoDetail>> {
  return ok(await getVideo(db, id, locale));
}

/** Video tutorials (spec §1, §2 /videoTutorial and /videoPlayer; decision 034). */
export const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/videos',
    {
      config: { httpCache: true },
      schema: {
        tags: ['videos'],
        summary: 'Video tutorials in list order, by device family and topic',
        querystring: videoListQuerySchema,
        response: { 200: videoListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      videoListAnswer(app.db, request.query, contentLocale(request, reply, request.query.lang)),
  );

  app.get(
    '/api/videos/:id',
    {
      config: { httpCache: true },
      schema: {
        tags: ['videos'],
        summary: 'A tutorial with its sources (HLS and MP4), captions and the next tutorial',
        params: videoIdParamsSchema,
        querystring: videoDetailQuerySchema,
        response: { 200: videoDetailResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      videoDetailAnswer(
        app.db,
        request.params.id,
        contentLocale(request, reply, request.query.lang),
      ),
  );

  app.get(
    '/api/videos/:id/progress',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['videos'],
        summary: 'Where the signed-in viewer stopped watching (0 when they have not)',
        params: videoIdParamsSchema,
        response: { 200: envelope(videoProgressSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok(await getVideoProgress(app.db, authOf(request).userId, request.params.id)),
  );

  app.put(
    '/api/videos/:id/progress',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['videos'],
        summary: 'Save where the signed-in viewer stopped watching, to resume there',
        params: videoIdParamsSchema,
        body: saveVideoProgressSchema,
        response: { 200: envelope(videoProgressSchema), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      await enforceLimit(app.rateLimiter, 'videoProgressWritesPerUser', String(userId));
      return ok(
        await saveVideoProgress(
          app.db,
          userId,
          request.params.id,
          request.body.positionSeconds,
          new Date(app.clock.now()),
        ),
      );
    },
  );
};
