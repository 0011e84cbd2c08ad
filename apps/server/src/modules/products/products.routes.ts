import { envelope, errorResponses } from '@space/contracts/envelope';
import { SUGGESTIONS_MAX } from '@space/contracts/product-options';
import {
  productDetailSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productPageSchema,
  productSuggestionSchema,
  suggestionsQuerySchema,
} from '@space/contracts/products';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { limitPerAddress } from '../../lib/rate-limits.ts';
import { viewerTenantOf } from '../auth/auth.plugin.ts';
import { keepForCacheHits } from '../../plugins/response-cache.ts';
import { getProduct } from './product-detail.queries.ts';
import { listProducts, suggestProducts, type Viewer } from './products.queries.ts';

/** What a cached product read needs to count its view. */
interface ViewedProduct {
  productId: number;
  authorId: number;
}

function viewerOf(request: FastifyRequest): Viewer {
  return { tenantId: viewerTenantOf(request), locale: request.contentLocale };
}

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  // Searching costs CPU: one generous budget per address for lists and suggestions together.
  const searchLimit = limitPerAddress(app, 'searchPerAddress');
  app.get(
    '/api/products',
    {
      config: { httpCache: true, responseCache: true },
      onRequest: searchLimit,
      schema: {
        tags: ['products'],
        summary: 'List or search products, filtered, sorted and paged',
        querystring: productListQuerySchema,
        response: { 200: envelope(productPageSchema), ...errorResponses(400, 429) },
      },
    },
    async (request) =>
      ok(await listProducts(app.db, request.query, viewerOf(request), app.searchIndex)),
  );

  app.get(
    '/api/products/suggestions',
    {
      config: { httpCache: true, responseCache: true },
      onRequest: searchLimit,
      schema: {
        tags: ['products'],
        summary: `Up to ${SUGGESTIONS_MAX} product names matching a search text, best match first`,
        querystring: suggestionsQuerySchema,
        response: {
          200: envelope(z.array(productSuggestionSchema)),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request) =>
      ok(await suggestProducts(app.db, request.query.q, viewerOf(request), app.searchIndex)),
  );

  app.get(
    '/api/products/:id',
    {
      config: {
        httpCache: true,
        // A view counts when the response cache answers too (decision 036).
        responseCache: {
          onHit: (request, kept) => {
            const { productId, authorId } = kept as ViewedProduct;
            app.productViews.countView(request, productId, authorId);
          },
        },
      },
      schema: {
        tags: ['products'],
        summary: 'One product with its images, tier prices and version history',
        params: productIdParamsSchema,
        response: {
          200: envelope(productDetailSchema),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const product = await getProduct(app.db, request.params.id, viewerOf(request));
      if (!product) throw new AppError('NOT_FOUND');
      // Counted in memory and written in batches: the read never waits for it (decision 030).
      app.productViews.countView(request, product.id, product.author.id);
      keepForCacheHits(request, {
        productId: product.id,
        authorId: product.author.id,
      } satisfies ViewedProduct);
      return ok(product);
    },
  );
};
