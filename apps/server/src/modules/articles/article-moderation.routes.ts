import {
  articleIdParamsSchema,
  articleRejectBodySchema,
  moderationDecisionSchema,
  moderationItemSchema,
  moderationPreviewSchema,
  moderationQueueQuerySchema,
} from '@space/contracts/articles';
import { envelope, errorResponses, pageOf } from '@space/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { authOf } from '../auth/index.ts';
import { requireRole } from '../access/index.ts';
import { decideSubmission, listQueue, previewSubmission } from './article-moderation.ts';

const security = [{ token: [] }];
const tags = ['moderation'];

/** Article review (spec §4 "published after review"): moderators and admins of the brand. */
export const articleModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => new Date(app.clock.now());

  app.get(
    '/api/moderation/articles',
    {
      onRequest: requireRole('moderator'),
      schema: {
        tags,
        summary:
          'Articles and edits waiting for review, oldest first (super admins may pass tenantId)',
        security,
        querystring: moderationQueueQuerySchema,
        response: {
          200: envelope(pageOf(moderationItemSchema)),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => ok(await listQueue(app.db, authOf(request), request.query)),
  );

  app.get(
    '/api/moderation/articles/:id',
    {
      onRequest: requireRole('moderator'),
      schema: {
        tags,
        summary: 'The version under review, rendered',
        security,
        params: articleIdParamsSchema,
        response: {
          200: envelope(moderationPreviewSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => ok(await previewSubmission(app.db, authOf(request), request.params.id)),
  );

  app.post(
    '/api/moderation/articles/:id/approve',
    {
      onRequest: requireRole('moderator'),
      schema: {
        tags,
        summary: 'Publish the article, or put the edit live',
        security,
        params: articleIdParamsSchema,
        response: {
          200: envelope(moderationDecisionSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      ok(
        await decideSubmission(
          app.db,
          authOf(request),
          request.params.id,
          { approve: true },
          now(),
        ),
      ),
  );

  app.post(
    '/api/moderation/articles/:id/reject',
    {
      onRequest: requireRole('moderator'),
      schema: {
        tags,
        summary: 'Send the article (or the edit) back to its author with a reason',
        security,
        params: articleIdParamsSchema,
        body: articleRejectBodySchema,
        response: {
          200: envelope(moderationDecisionSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      ok(
        await decideSubmission(
          app.db,
          authOf(request),
          request.params.id,
          { approve: false, reason: request.body.reason },
          now(),
        ),
      ),
  );
};
