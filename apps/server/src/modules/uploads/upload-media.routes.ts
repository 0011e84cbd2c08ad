import { envelope, errorResponses } from '@space/contracts/envelope';
import { LIMITS } from '@space/contracts/limits';
import {
  uploadImageParamsSchema,
  uploadRecordIdParamsSchema,
  uploadRecordSchema,
} from '@space/contracts/upload-records';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { enforceLimit } from '../../lib/rate-limits.ts';
import { authOf } from '../auth/index.ts';
import { addRecordImage, removeRecordImage, setRecordAvatar } from './upload-media.ts';
import { toUploadRecord } from './upload-records.queries.ts';

const security = [{ token: [] }];
const tags = ['uploads'];
const recordResponses = {
  200: envelope(uploadRecordSchema),
  ...errorResponses(400, 401, 403, 404, 409, 429),
};

/** A record's images and avatar (decision 028), through the product image pipeline. */
export const uploadMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const imageLimit = async (request: FastifyRequest) =>
    enforceLimit(app.rateLimiter, 'uploadImagesPerUser', String(authOf(request).userId));
  const MiB = 1024 * 1024;

  app.post(
    '/api/uploads/:id/images',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: `Append an image (multipart, PNG, JPEG, WebP or GIF ≤ ${LIMITS.productImageMaxBytes / MiB} MiB) of the kind's aspect ratio`,
        description: `At most ${LIMITS.productImagesMax}; 1.2:1 to 1.8:1, or 16:9 for themes, animated backgrounds and lighting effects. Re-encoded as WebP.`,
        security,
        params: uploadRecordIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { ...recordResponses, ...errorResponses(413, 415, 503) },
      },
    },
    async (request) => {
      await imageLimit(request);
      const row = await addRecordImage(app, request, authOf(request), request.params.id);
      return ok(await toUploadRecord(app.db, row));
    },
  );

  app.delete(
    '/api/uploads/:id/images/:position',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Remove an image; later ones move up',
        security,
        params: uploadImageParamsSchema,
        response: recordResponses,
      },
    },
    async (request) => {
      const { id, position } = request.params;
      const row = await removeRecordImage(app, authOf(request), id, position);
      return ok(await toUploadRecord(app.db, row));
    },
  );

  app.post(
    '/api/uploads/:id/avatar',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Set the square (1:1) product avatar (multipart, one image); re-encoded as WebP',
        security,
        params: uploadRecordIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { ...recordResponses, ...errorResponses(413, 415, 503) },
      },
    },
    async (request) => {
      await imageLimit(request);
      const row = await setRecordAvatar(app, request, authOf(request), request.params.id);
      return ok(await toUploadRecord(app.db, row));
    },
  );
};
