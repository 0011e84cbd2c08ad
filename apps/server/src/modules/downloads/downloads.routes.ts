import {
  downloadLinkSchema,
  downloadTokenParamsSchema,
  usesSchema,
} from '@space/contracts/commerce';
import { envelope, errorResponses } from '@space/contracts/envelope';
import { productIdParamsSchema } from '@space/contracts/products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { memberOf } from '../auth/index.ts';
import { consumeUse, createDownloadLink, getUses, openDownload } from './downloads.service.ts';

/** Downloads through signed links, and usage counts (decisions 020, 022). */
export const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/products/:id/download',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['downloads'],
        summary: 'A download link valid for 10 minutes (owners, or free products)',
        params: productIdParamsSchema,
        response: { 200: envelope(downloadLinkSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok(
        await createDownloadLink(
          app.db,
          app.config,
          memberOf(request),
          request.params.id,
          app.clock.now(),
        ),
      ),
  );

  app.get(
    '/api/downloads/:token',
    {
      // A HEAD probe would run the handler and count a download that never happened.
      exposeHeadRoute: false,
      schema: {
        tags: ['downloads'],
        summary: 'The file behind a signed download link (the link is the credential)',
        params: downloadTokenParamsSchema,
        description:
          'Serves the file itself, or with S3 storage redirects (302) to a presigned link valid for two minutes.',
        response: errorResponses(400, 404),
      },
    },
    async (request, reply) => {
      const file = await openDownload(
        app.db,
        app.config,
        app.objectStorage,
        request.params.token,
        app.clock.now(),
      );
      // S3 (decision 027): the counted download continues at the store's presigned link.
      if ('redirectUrl' in file) {
        return reply.header('cache-control', 'private, no-store').redirect(file.redirectUrl, 302);
      }
      return (
        reply
          .header('content-type', file.contentType)
          .header('content-length', String(file.bytes))
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          // A file, not the envelope: the response schemas above describe the errors only.
          .send(file.body as unknown as never)
      );
    },
  );

  app.get(
    '/api/products/:id/uses',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['downloads'],
        summary: "The caller's remaining uses of a product (-1: unlimited)",
        params: productIdParamsSchema,
        response: { 200: envelope(usesSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok(await getUses(app.db, memberOf(request), request.params.id, app.clock.now())),
  );

  app.post(
    '/api/products/:id/uses',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['downloads'],
        summary: 'Consume one use of a product (what the desktop app calls)',
        params: productIdParamsSchema,
        response: { 200: envelope(usesSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(await consumeUse(app.db, memberOf(request), request.params.id, app.clock.now())),
  );
};
