import { userInfoSchema } from '@space/contracts/accounts';
import { envelope, errorResponses } from '@space/contracts/envelope';
import {
  createUploadBodySchema,
  saveUploadBodySchema,
  uploadListQuerySchema,
  uploadRecordIdParamsSchema,
  uploadRecordPageSchema,
  uploadRecordSchema,
} from '@space/contracts/upload-records';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { enforceLimit } from '../../lib/rate-limits.ts';
import { authOf, userInfoOf } from '../auth/index.ts';
import { delistRecord, moveRecord, submitRecord } from './upload-lifecycle.ts';
import {
  listRecords,
  ownedBy,
  recordIn,
  toUploadRecord,
  toUploadRecords,
} from './upload-records.queries.ts';
import { becomeCreator, createRecord, deleteRecord, saveDraft } from './uploads.service.ts';

const security = [{ token: [] }];
const tags = ['uploads'];
const recordResponses = {
  200: envelope(uploadRecordSchema),
  ...errorResponses(400, 401, 403, 404, 409, 429),
};

/**
 * The creator's upload records (spec §2 /contentUpload, §4; decision 028). Every route acts on
 * the caller's own records only: anyone else's is 404.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => new Date(app.clock.now());
  const current = async (request: FastifyRequest, id: number) =>
    ok(await toUploadRecord(app.db, await recordIn(app.db, id, ownedBy(authOf(request)))));

  app.post(
    '/api/users/me/creator',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Become a creator (one step; idempotent): recorded on the account with its date',
        security,
        response: { 200: envelope(userInfoSchema), ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await becomeCreator(app.db, authOf(request), now());
      return ok(await userInfoOf(app.db, user, now()));
    },
  );

  app.get(
    '/api/uploads',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: "The caller's upload records, most recently changed first, each with its history",
        security,
        querystring: uploadListQuerySchema,
        response: { 200: envelope(uploadRecordPageSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listRecords(app.db, ownedBy(authOf(request)), query);
      return ok({
        list: await toUploadRecords(app.db, rows),
        total,
        page: query.page,
        pageSize: query.pageSize,
      });
    },
  );

  app.post(
    '/api/uploads',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Start a record (saved): a new product, or with productId a new version of mine',
        security,
        body: createUploadBodySchema,
        response: recordResponses,
      },
    },
    async (request) => {
      const auth = authOf(request);
      await enforceLimit(app.rateLimiter, 'uploadRecordsPerUser', String(auth.userId));
      const row = await createRecord(app.db, auth, request.body, now(), request.locale);
      return ok(await toUploadRecord(app.db, row));
    },
  );

  app.get(
    '/api/uploads/:id',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'One of my records',
        security,
        params: uploadRecordIdParamsSchema,
        response: recordResponses,
      },
    },
    async (request) => current(request, request.params.id),
  );

  app.patch(
    '/api/uploads/:id',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary:
          'Autosave the draft: the fields sent replace theirs (each well-formed); in editable states only',
        security,
        params: uploadRecordIdParamsSchema,
        body: saveUploadBodySchema,
        response: recordResponses,
      },
    },
    async (request) => {
      const row = await saveDraft(app.db, authOf(request), request.params.id, request.body, now());
      return ok(await toUploadRecord(app.db, row));
    },
  );

  app.delete(
    '/api/uploads/:id',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Delete a record (saved, failed, revoked or delisted) and its history',
        security,
        params: uploadRecordIdParamsSchema,
        response: {
          200: envelope(z.object({ id: z.number().int() })),
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request) => {
      await deleteRecord(app.db, authOf(request), request.params.id);
      return ok({ id: request.params.id });
    },
  );

  const action = (
    name: 'submit' | 'revoke' | 'reupload' | 'delist',
    summary: string,
    run: (request: FastifyRequest, id: number) => Promise<void>,
  ) =>
    app.post(
      `/api/uploads/:id/${name}`,
      {
        preHandler: app.requireAuth,
        schema: {
          tags,
          summary,
          security,
          params: uploadRecordIdParamsSchema,
          response: recordResponses,
        },
      },
      async (request) => {
        await run(request, request.params.id);
        return current(request, request.params.id);
      },
    );

  action(
    'submit',
    'Upload: the complete form, package and images go to review (400 with field errors when not complete)',
    async (request, id) => {
      const auth = authOf(request);
      await enforceLimit(app.rateLimiter, 'uploadSubmitsPerUser', String(auth.userId));
      await submitRecord(app.db, auth, id, now(), request.locale);
    },
  );
  action('revoke', 'Undo a submission (submitted → revoked)', (request, id) =>
    moveRecord(app.db, authOf(request), id, 'revoke', now()),
  );
  action('reupload', 'Edit again (failed, revoked or delisted → saved)', (request, id) =>
    moveRecord(app.db, authOf(request), id, 'reupload', now()),
  );
  action(
    'delist',
    'Take the published product out of the catalogue (succeeded → delisted)',
    (request, id) => delistRecord(app.db, authOf(request), id, now()),
  );
};
