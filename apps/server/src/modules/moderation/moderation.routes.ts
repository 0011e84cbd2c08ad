import { envelope, errorResponses } from '@space/contracts/envelope';
import {
  rejectUploadBodySchema,
  reviewDetailSchema,
  reviewQueuePageSchema,
  reviewQueueQuerySchema,
  uploadRecordIdParamsSchema,
} from '@space/contracts/upload-records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { authOf } from '../auth/index.ts';
import { requireRole } from '../access/index.ts';
import { reviewDetail, reviewQueue } from './moderation.queries.ts';
import { approveRecord, rejectRecord } from './moderation.service.ts';

const security = [{ token: [] }];
const tags = ['moderation'];
const detailResponses = {
  200: envelope(reviewDetailSchema),
  ...errorResponses(400, 401, 403, 404, 409),
};

/**
 * The review queue of upload records (decision 028): moderators and admins of the record's
 * brand, super admins of every brand. Anyone else: 403; another brand's record: 404.
 */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const moderators = requireRole('moderator');
  const now = () => new Date(app.clock.now());

  app.get(
    '/api/moderation/uploads',
    {
      onRequest: [app.requireAuth, moderators],
      schema: {
        tags,
        summary: 'Submitted records awaiting review, oldest first',
        security,
        querystring: reviewQueueQuerySchema,
        response: { 200: envelope(reviewQueuePageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { list, total } = await reviewQueue(app.db, authOf(request), { page, pageSize });
      return ok({ list, total, page, pageSize });
    },
  );

  app.get(
    '/api/moderation/uploads/:id',
    {
      onRequest: [app.requireAuth, moderators],
      schema: {
        tags,
        summary:
          'A record to review: form, package report, images and the changes since the previous version',
        security,
        params: uploadRecordIdParamsSchema,
        response: detailResponses,
      },
    },
    async (request) => ok(await reviewDetail(app.db, authOf(request), request.params.id)),
  );

  app.post(
    '/api/moderation/uploads/:id/approve',
    {
      onRequest: [app.requireAuth, moderators],
      schema: {
        tags,
        summary:
          'Publish the product or its new version (submitted → succeeded); owners are notified',
        security,
        params: uploadRecordIdParamsSchema,
        response: detailResponses,
      },
    },
    async (request) => {
      const auth = authOf(request);
      const approval = await approveRecord(app.db, auth, request.params.id, now(), request.locale);
      if (approval.notified > 0) app.sendUpdateEmailsSoon();
      return ok(await reviewDetail(app.db, auth, request.params.id));
    },
  );

  app.post(
    '/api/moderation/uploads/:id/reject',
    {
      onRequest: [app.requireAuth, moderators],
      schema: {
        tags,
        summary: 'Reject with a reason the creator sees (submitted → failed)',
        security,
        params: uploadRecordIdParamsSchema,
        body: rejectUploadBodySchema,
        response: detailResponses,
      },
    },
    async (request) => {
      const auth = authOf(request);
      await rejectRecord(app.db, auth, request.params.id, request.body.reason, now());
      return ok(await reviewDetail(app.db, auth, request.params.id));
    },
  );
};
