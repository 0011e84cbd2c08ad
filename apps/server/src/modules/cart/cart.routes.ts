import {
  CART_MESSAGES,
  cartMergeBodySchema,
  cartMergeResultSchema,
  cartProductParamsSchema,
  cartSchema,
} from '@space/contracts/commerce';
import { envelope, errorResponses } from '@space/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { memberOf } from '../auth/index.ts';
import { addToCart, getCart, mergeCart, removeFromCart } from './cart.service.ts';

/** The server cart behind /cart (spec §2; decision 020). Login required throughout. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => new Date(app.clock.now());
  /** The cart, its products named in the reader's language (decision 035). */
  const cartOf = (request: FastifyRequest, member = memberOf(request)) =>
    getCart(app.db, app.paymentProviders, member, now(), request.contentLocale);

  app.get(
    '/api/cart',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['cart'],
        summary: "The cart: prices for the viewer's tier, owned items, missing front plugins",
        response: { 200: envelope(cartSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await cartOf(request)),
  );

  app.put(
    '/api/cart/items/:productId',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['cart'],
        summary: 'Add a product to the cart (idempotent)',
        params: cartProductParamsSchema,
        response: { 200: envelope(cartSchema), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      await addToCart(app.db, member, request.params.productId, now());
      return ok(await cartOf(request, member), CART_MESSAGES.added[request.locale]);
    },
  );

  app.delete(
    '/api/cart/items/:productId',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['cart'],
        summary: 'Remove a product from the cart (idempotent)',
        params: cartProductParamsSchema,
        response: { 200: envelope(cartSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      await removeFromCart(app.db, member, request.params.productId);
      return ok(await cartOf(request, member), CART_MESSAGES.removed[request.locale]);
    },
  );

  app.post(
    '/api/cart/merge',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['cart'],
        summary: 'Merge the browser cart into the server cart at login',
        body: cartMergeBodySchema,
        response: { 200: envelope(cartMergeResultSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const dropped = await mergeCart(
        app.db,
        member,
        request.body.productIds,
        now(),
        request.contentLocale,
      );
      return ok({ ...(await cartOf(request, member)), ...dropped });
    },
  );
};
