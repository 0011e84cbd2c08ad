import { Readable } from 'node:stream';
import { envelope, errorResponses } from '@space/contracts/envelope';
import { PACKAGE_LIMITS } from '@space/contracts/package-names';
import {
  packageChunkResultSchema,
  packageUploadParamsSchema,
  packageUploadSchema,
  startPackageUploadBodySchema,
  uploadRecordParamsSchema,
} from '@space/contracts/package-uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { enforceLimit } from '../../lib/rate-limits.ts';
import { authOf } from '../auth/index.ts';
import {
  abandonPackageUpload,
  packageUploadStatus,
  receivePackageChunk,
  startPackageUpload,
} from './package-uploads.service.ts';

const security = [{ token: [] }];
const OCTET_STREAM = 'application/octet-stream';
const MIB = 1024 * 1024;

/**
 * The chunked, resumable upload of an upload record's package (issue 11, decision 026), for
 * the record's author only (another creator's record: 404). Encapsulated: its raw-body
 * parser reaches no other route.
 */
export const packageUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // The handler streams the body itself, counting it against the announced range.
  app.addContentTypeParser(OCTET_STREAM, (_request, payload, done) => done(null, payload));

  app.post(
    '/api/uploads/:id/package-uploads',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['uploads'],
        summary: `Announce a package (a zip ≤ ${PACKAGE_LIMITS.maxBytes / MIB} MB): 413 before any byte when larger`,
        description:
          'Replaces an unfinished upload of the same record. Then send the bytes in order with PUT.',
        security,
        params: uploadRecordParamsSchema,
        body: startPackageUploadBodySchema,
        response: {
          200: envelope(packageUploadSchema),
          ...errorResponses(400, 401, 404, 409, 413, 429),
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await enforceLimit(app.rateLimiter, 'packageUploadsPerUser', String(auth.userId));
      return ok(await startPackageUpload(app, auth, request.params.id, request.body));
    },
  );

  app.get(
    '/api/uploads/:id/package-uploads/:uploadId',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['uploads'],
        summary: 'How many bytes of an upload arrived: where to resume after a drop',
        security,
        params: packageUploadParamsSchema,
        response: { 200: envelope(packageUploadSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok(
        await packageUploadStatus(app, authOf(request), request.params.id, request.params.uploadId),
      ),
  );

  app.put(
    '/api/uploads/:id/package-uploads/:uploadId',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['uploads'],
        summary: `Send the next bytes (application/octet-stream, Content-Range: bytes a-b/total, ≤ ${PACKAGE_LIMITS.chunkMaxBytes / MIB} MiB)`,
        description:
          'The range must start at the bytes received so far (else 400 with `receivedBytes`). ' +
          'The last one inspects the package: refused, the report rides in `data.report` with ' +
          'the message of spec §8 and nothing is kept; accepted, it becomes the record’s package.',
        security,
        consumes: [OCTET_STREAM],
        params: packageUploadParamsSchema,
        response: {
          200: envelope(packageChunkResultSchema),
          ...errorResponses(400, 401, 404, 409, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await enforceLimit(app.rateLimiter, 'packageChunksPerUser', String(auth.userId));
      const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      if (type !== OCTET_STREAM || !(request.body instanceof Readable)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      }
      const length = request.headers['content-length'];
      return ok(
        await receivePackageChunk(app, auth, {
          recordId: request.params.id,
          uploadId: request.params.uploadId,
          contentRange: request.headers['content-range'],
          contentLength: length === undefined ? undefined : Number(length),
          body: request.body,
        }),
      );
    },
  );

  app.delete(
    '/api/uploads/:id/package-uploads/:uploadId',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['uploads'],
        summary: 'Abandon an unfinished upload: its bytes are deleted at once',
        security,
        params: packageUploadParamsSchema,
        response: { 200: envelope(z.null()), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await abandonPackageUpload(app, authOf(request), request.params.id, request.params.uploadId);
      return ok(null);
    },
  );
};
