import {
  adminVideoListSchema,
  adminVideoOrderBodySchema,
  adminVideoParamsSchema,
  adminVideoSchema,
  adminVideoUpdateBodySchema,
} from '@space/contracts/admin-videos';
import { envelope, errorResponses } from '@space/contracts/envelope';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { authOf } from '../auth/index.ts';
import { adminGuard } from '../access/index.ts';
import { findFfmpeg, NO_FFMPEG } from '../../lib/ffmpeg.ts';
import { receiveTutorialUpload } from './admin-video-upload.ts';
import {
  deleteAdminVideo,
  listAdminVideos,
  reorderAdminVideos,
  updateAdminVideo,
} from './admin-videos.service.ts';

const security = [{ token: [] }];

/**
 * Video tutorials in the admin console (issue 16, decision 042). Tutorials are shared by every
 * brand, so they are the platform's to change: super admins only. Their files are public media
 * served by `/files/` like the seed's, from the configured store (decision 044).
 */
export const adminVideoRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => new Date(app.clock.now());
  const guard = adminGuard(app, 'superAdmin');
  const storage = app.objectStorage;
  const files = app.files;
  // Told at start-up, not first when an admin uploads: the operator reads the log (decision 055).
  app.addHook('onReady', async () => {
    if (!(await findFfmpeg())) app.log.warn(`${NO_FFMPEG}: tutorial uploads will be refused`);
  });

  app.get(
    '/api/admin/videos',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        summary: 'Every video tutorial in list order, hidden ones included, in all three languages',
        security,
        response: { 200: envelope(adminVideoListSchema), ...errorResponses(401, 403, 429) },
      },
    },
    async () =>
      ok({ list: await listAdminVideos(app.db), uploadMaxBytes: app.config.videoUploadMaxBytes }),
  );

  app.post(
    '/api/admin/videos',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        summary:
          'Add a tutorial from an MP4 (multipart: `meta` JSON first, then `file`); it starts hidden',
        description:
          'The file is checked while it streams (size, `ftyp` box); ffmpeg then reads its duration, takes a thumbnail and cuts HLS segments when the codecs suit. A refused upload leaves no row and no file.',
        security,
        consumes: ['multipart/form-data'],
        response: {
          200: envelope(adminVideoSchema),
          ...errorResponses(400, 401, 403, 413, 415, 429, 503),
        },
      },
    },
    async (request) => ok(await receiveTutorialUpload(app, request, storage, now())),
  );

  app.put(
    '/api/admin/videos/order',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        summary: 'Put the tutorials in this order (every id once; 409 when the list changed)',
        security,
        body: adminVideoOrderBodySchema,
        response: {
          200: envelope(adminVideoListSchema),
          ...errorResponses(400, 401, 403, 409, 429),
        },
      },
    },
    async (request) =>
      ok({
        list: await reorderAdminVideos(app.db, authOf(request).userId, request.body.ids, now()),
        uploadMaxBytes: app.config.videoUploadMaxBytes,
      }),
  );

  app.patch(
    '/api/admin/videos/:id',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        summary: "Edit a tutorial's titles, descriptions, device family or topic; hide or show it",
        security,
        params: adminVideoParamsSchema,
        body: adminVideoUpdateBodySchema,
        response: { 200: envelope(adminVideoSchema), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) =>
      ok(
        await updateAdminVideo(
          app.db,
          authOf(request).userId,
          request.params.id,
          request.body,
          now(),
        ),
      ),
  );

  app.delete(
    '/api/admin/videos/:id',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        summary: 'Delete a tutorial, its viewers’ positions and the files no other row names',
        security,
        params: adminVideoParamsSchema,
        response: { 200: envelope(z.null()), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      await deleteAdminVideo(
        app.db,
        storage,
        files,
        authOf(request).userId,
        request.params.id,
        now(),
      );
      return ok(null);
    },
  );
};
