import { envelope, errorResponses, type Envelope } from '@space/contracts/envelope';
import { SUGGESTIONS_MAX } from '@space/contracts/product-options';
import {
  productDetailSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productPageSchema,
  productSuggestionSchema,
  suggestionsQuerySchema,
  type ProductDetail,
  type ProductListQuery,
  type ProductPage,
} from '@space/contracts/products';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { limitPerAddress } from '../../lib/rate-limits.ts';
import { viewerTenantOf } from '../auth/index.ts';
import { keepForCacheHits } from '../../plugins/response-cache.ts';
import { getProduct } from './product-detail.queries.ts';
import { listProducts, suggestProducts, type Viewer } from './products.queries.ts';

/** What a cached product read needs to count its view. */
interface ViewedProduct {
  productId: number;
  authorId: number;
}

export function viewerOf(request: FastifyRequest): Viewer {
  return { tenantId: viewerTenantOf(request), locale: request.contentLocale };
}

/** GET /api/products's 200 answer, as its route's schema shapes it. */
export const productListResponseSchema = envelope(productPageSchema);
/** GET /api/products/:id's 200 answer, as its route's schema shapes it. */
export const productDetailResponseSchema = envelope(productDetailSchema);

/**
 * GET /api/products's answer for a validated query (a list or a search): its route and the
 * server's first view give the same (decision 049).
 */
export async function productListAnswer(
  app: FastifyInstance,
  query: ProductListQuery,
  viewer: Viewer,
): Promise<Envelope<ProductPage>> {
  return ok(await listProducts(app.db, query, viewer, app.searchIndex));
}

/**
 * GET /api/products/:id's answer, or NOT_FOUND; the read counts a view of `request`'s visitor.
 * Its route and the server's first view give the same (decision 049).
 */
export async function productDetailAnswer(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  viewer: Viewer,
): Promise<Envelope<ProductDetail>> {
  const product = await getProduct(app.db, id, viewer);
  if (!product) throw new AppError('NOT_FOUND');
  // Counted in memory and written in batches: the read never waits for it (decision 030).
  app.productViews.countView(request, product.id, product.author.id);
  keepForCacheHits(request, {
    productId: product.id,
    authorId: product.author.id,
  } satisfies ViewedProduct);
  return ok(product);
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
        response: { 200: productListResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => productListAnswer(app, request.query, viewerOf(request)),
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
        response: { 200: productDetailResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => productDetailAnswer(app, request, request.params.id, viewerOf(request)),
  );
};
