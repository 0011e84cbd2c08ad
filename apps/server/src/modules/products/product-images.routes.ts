import { envelope, errorResponses } from '@space/contracts/envelope';
import { LIMITS } from '@space/contracts/limits';
import {
  productIdParamsSchema,
  productImageParamsSchema,
  productImagesSchema,
} from '@space/contracts/products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { enforceLimit } from '../../lib/rate-limits.ts';
import { authOf } from '../auth/index.ts';
import { addProductImage, deleteProductImage } from './product-images.ts';

const security = [{ token: [] }];

/** A product's images (spec §3, §9: at most 5), changed by its author or an admin (decision 011). */
export const productImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/products/:id/images',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['products'],
        summary: `Append an image (multipart, one PNG, JPEG, WebP or GIF ≤ ${LIMITS.productImageMaxBytes / 1024 / 1024} MiB); stored as WebP with smaller renditions`,
        description: `At most ${LIMITS.productImagesMax} images per product; the first is the cover. Answers the product's images in position order.`,
        security,
        params: productIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: {
          200: envelope(productImagesSchema),
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503),
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await enforceLimit(app.rateLimiter, 'productImageUploadsPerUser', String(auth.userId));
      return ok(await addProductImage(app, request, auth, request.params.id));
    },
  );

  app.delete(
    '/api/products/:id/images/:position',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['products'],
        summary: 'Remove an image; the later ones move up, so position 0 stays the cover',
        security,
        params: productImageParamsSchema,
        response: {
          200: envelope(productImagesSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      ok(
        await deleteProductImage(
          app.db,
          authOf(request),
          request.params.id,
          request.params.position,
          new Date(app.clock.now()),
        ),
      ),
  );
};
