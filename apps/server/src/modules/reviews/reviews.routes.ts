import { envelope, errorResponses } from '@space/contracts/envelope';
import { productIdParamsSchema } from '@space/contracts/products';
import {
  helpfulStateSchema,
  myReviewResultSchema,
  productReviewSchema,
  productReviewBodySchema,
  ratingSummarySchema,
  reviewIdParamsSchema,
  reviewListQuerySchema,
  reviewModerationBodySchema,
  reviewPageSchema,
  reviewQueueItemSchema,
  reviewQueuePageSchema,
  reviewQueueQuerySchema,
  reviewReplyBodySchema,
  reviewReportBodySchema,
} from '@space/contracts/reviews';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { enforceLimit, limitPerUser } from '../../lib/rate-limits.ts';
import { hasRole, requireRole } from '../access/index.ts';
import { authOf, viewerTenantOf } from '../auth/index.ts';
import { visibleProduct } from './review-eligibility.ts';
import { reviewQueue, moderateReview } from './review-moderation.ts';
import { ratingSummaryOf, reviewById, type ReviewReader } from './review-rows.ts';
import { sendReplyEmail } from './reply-email.ts';
import { reviewPage } from './reviews.queries.ts';
import {
  deleteReview,
  hasLiveReview,
  replyToReview,
  reportReview,
  setHelpful,
  writeReview,
} from './reviews.service.ts';

const tags = ['reviews'];
const security = [{ token: [] }];

function readerOf(request: FastifyRequest): ReviewReader {
  return {
    tenantId: viewerTenantOf(request),
    userId: request.auth?.userId ?? null,
    moderator: request.auth ? hasRole(request.auth.user, 'moderator') : false,
    locale: request.contentLocale,
  };
}

/** Reviews and ratings of products (issue 28, decision 064). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => new Date(app.clock.now());
  const moderators = requireRole('moderator');
  const voteLimit = limitPerUser(app, 'reviewVotesPerUser');

  app.get(
    '/api/products/:id/reviews',
    {
      // Visitors' pages are kept like the product's (decision 036): a change of a rating
      // announces itself; a vote or a reply shows within the cache's few seconds.
      config: { httpCache: true, responseCache: true },
      schema: {
        tags,
        summary:
          "A product's reviews (most helpful first, the viewer's language ahead), its rating summary, the viewer's own review and what they may do",
        params: productIdParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: envelope(reviewPageSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      ok(
        await reviewPage(
          app.db,
          request.params.id,
          request.query,
          readerOf(request),
          request.auth?.user ?? null,
          now(),
        ),
      ),
  );

  app.get(
    '/api/products/:id/reviews/summary',
    {
      schema: {
        tags,
        summary: "A product's rating: average (one decimal), count and 1–5 star histogram",
        params: productIdParamsSchema,
        response: { 200: envelope(ratingSummarySchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const product = await visibleProduct(app.db, request.params.id, viewerTenantOf(request));
      if (!product) throw new AppError('NOT_FOUND');
      return ok(await ratingSummaryOf(app.db, product.id));
    },
  );

  app.put(
    '/api/products/:id/reviews/mine',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary:
          'Write my review of a product I own, or edit it (the previous text is kept); answers it and the new summary',
        security,
        params: productIdParamsSchema,
        body: productReviewBodySchema,
        response: {
          200: envelope(myReviewResultSchema),
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const editing = await hasLiveReview(app.db, auth.userId, request.params.id);
      await enforceLimit(
        app.rateLimiter,
        editing ? 'reviewEditsPerUser' : 'reviewsPerUser',
        String(auth.userId),
      );
      return ok(
        await writeReview(
          app.db,
          auth.user,
          request.params.id,
          request.body,
          request.locale,
          now(),
        ),
      );
    },
  );

  app.delete(
    '/api/products/:id/reviews/mine',
    {
      preHandler: [app.requireAuth, limitPerUser(app, 'reviewEditsPerUser')],
      schema: {
        tags,
        summary: 'Delete my review of a product (idempotent); answers the new summary',
        security,
        params: productIdParamsSchema,
        response: { 200: envelope(myReviewResultSchema), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) =>
      ok(await deleteReview(app.db, authOf(request).user, request.params.id, now())),
  );

  app.put(
    '/api/reviews/:id/reply',
    {
      preHandler: [app.requireAuth, limitPerUser(app, 'reviewRepliesPerUser')],
      schema: {
        tags,
        summary:
          "The product author's reply to a review: written once, then edited; the reviewer is emailed the first one",
        security,
        params: reviewIdParamsSchema,
        body: reviewReplyBodySchema,
        response: {
          200: envelope(productReviewSchema),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const reply = await replyToReview(
        app.db,
        auth.user,
        request.params.id,
        request.body.body,
        now(),
      );
      if (reply.first) sendReplyEmail(app, reply, request.body.body);
      const review = await reviewById(app.db, request.params.id, readerOf(request));
      if (!review) throw new AppError('NOT_FOUND');
      return ok(review);
    },
  );

  app.put(
    '/api/reviews/:id/helpful',
    {
      preHandler: [app.requireAuth, voteLimit],
      schema: {
        tags,
        summary: 'Mark a review helpful (once per user; idempotent)',
        security,
        params: reviewIdParamsSchema,
        response: {
          200: envelope(helpfulStateSchema),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) =>
      ok(await setHelpful(app.db, authOf(request).user, request.params.id, true, now())),
  );

  app.delete(
    '/api/reviews/:id/helpful',
    {
      preHandler: [app.requireAuth, voteLimit],
      schema: {
        tags,
        summary: 'Take back my helpful mark (idempotent)',
        security,
        params: reviewIdParamsSchema,
        response: {
          200: envelope(helpfulStateSchema),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) =>
      ok(await setHelpful(app.db, authOf(request).user, request.params.id, false, now())),
  );

  app.post(
    '/api/reviews/:id/reports',
    {
      preHandler: [app.requireAuth, limitPerUser(app, 'reviewReportsPerUser')],
      schema: {
        tags,
        summary: 'Report a review to the moderators (one report per user and review; idempotent)',
        security,
        params: reviewIdParamsSchema,
        body: reviewReportBodySchema,
        response: { 200: envelope(z.null()), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      await reportReview(app.db, authOf(request).user, request.params.id, request.body, now());
      return ok(null);
    },
  );

  app.get(
    '/api/moderation/reviews',
    {
      onRequest: [app.requireAuth, moderators],
      schema: {
        tags: ['moderation'],
        summary:
          'Reviews reported and not yet moderated (most reported first), or hidden ones (latest first)',
        security,
        querystring: reviewQueueQuerySchema,
        response: { 200: envelope(reviewQueuePageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await reviewQueue(app.db, authOf(request), request.query)),
  );

  app.post(
    '/api/moderation/reviews/:id',
    {
      onRequest: [app.requireAuth, moderators],
      schema: {
        tags: ['moderation'],
        summary:
          'Hide or restore a review with a reason (audited); its open reports are resolved and the rating follows',
        security,
        params: reviewIdParamsSchema,
        body: reviewModerationBodySchema,
        response: {
          200: envelope(reviewQueueItemSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      ok(await moderateReview(app.db, authOf(request), request.params.id, request.body, now())),
  );
};
