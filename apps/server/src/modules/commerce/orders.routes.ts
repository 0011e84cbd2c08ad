import {
  adminOrderSchema,
  checkoutBodySchema,
  completeBodySchema,
  orderListQuerySchema,
  orderNoParamsSchema,
  orderSchema,
  ownedProductSchema,
  ownedProductsQuerySchema,
  refundBodySchema,
} from '@space/contracts/commerce';
import { envelope, errorResponses, pageOf } from '@space/contracts/envelope';
import type { PaymentMethod } from '@space/contracts/limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { publicBaseUrl } from '../../lib/public-url.ts';
import { limitPerUser } from '../../lib/rate-limits.ts';
import { authOf, memberOf } from '../auth/index.ts';
import { adminGuard, scopeOf } from '../access/index.ts';
import { checkout } from './checkout.ts';
import type { PaymentUrls } from './checkout-request.ts';
import { cancelOrder, completeOrder, getOwnOrder } from './order-actions.ts';
import { refundOrder } from './refund-order.ts';
import { listOwnOrders } from './order-views.ts';
import { listOwnedProducts } from '../ownership/index.ts';

/** Orders, their payment steps, owned products and refunds (spec §2–§4; decision 020). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const ordersLimit = limitPerUser(app, 'ordersPerUser');
  const paymentCallsLimit = limitPerUser(app, 'paymentCallsPerUser');

  app.post(
    '/api/orders',
    {
      preHandler: [app.requireAuth, ordersLimit],
      schema: {
        tags: ['orders'],
        summary: 'Check out the cart or the given products (idempotent by checkoutKey)',
        body: checkoutBodySchema,
        response: {
          200: envelope(orderSchema),
          ...errorResponses(400, 401, 409, 429, 502),
        },
      },
    },
    async (request) => {
      // Links are worked out before anything is written: an unknown host changes nothing.
      const base = request.body.method ? publicBaseUrl(request) : '';
      const urlsFor = (orderNo: string, method: PaymentMethod): PaymentUrls => {
        const query = `orderNo=${encodeURIComponent(orderNo)}&method=${method}`;
        return {
          returnUrl: `${base}/callBack?type=payment&${query}`,
          cancelUrl: `${base}/payment?cancelled=1&${query}`,
          notifyUrl: `${base}/api/payments/${method}/notify`,
        };
      };
      const order = await checkout(app.commerce, memberOf(request), {
        body: request.body,
        locale: request.locale,
        contentLocale: request.contentLocale,
        urlsFor,
      });
      // A free order is granted at once: its receipt goes out now, in the background.
      if (order.state === 'no_payment_required') app.sendReceiptSoon(order.orderNo);
      return ok(order);
    },
  );

  app.get(
    '/api/orders',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['orders'],
        summary: 'The order history, newest first',
        querystring: orderListQuerySchema,
        response: { 200: envelope(pageOf(orderSchema)), ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      ok(await listOwnOrders(app.db, memberOf(request), request.query, request.contentLocale)),
  );

  app.get(
    '/api/orders/:orderNo',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['orders'],
        summary: 'One of the caller’s orders (what /success and /wxQRcode poll)',
        params: orderNoParamsSchema,
        response: { 200: envelope(orderSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok(
        await getOwnOrder(
          app.commerce,
          memberOf(request),
          request.params.orderNo,
          request.contentLocale,
        ),
      ),
  );

  app.post(
    '/api/orders/:orderNo/cancel',
    {
      preHandler: [app.requireAuth, paymentCallsLimit],
      schema: {
        tags: ['orders'],
        summary: 'Cancel a waiting order (its payment is closed at the provider too)',
        params: orderNoParamsSchema,
        response: {
          200: envelope(orderSchema),
          ...errorResponses(400, 401, 404, 409, 429, 502),
        },
      },
    },
    async (request) =>
      ok(
        await cancelOrder(
          app.commerce,
          memberOf(request),
          request.params.orderNo,
          request.contentLocale,
        ),
      ),
  );

  app.post(
    '/api/orders/:orderNo/complete',
    {
      preHandler: [app.requireAuth, paymentCallsLimit],
      schema: {
        tags: ['orders'],
        summary: 'The buyer is back on /callBack: complete the payment with the provider',
        params: orderNoParamsSchema,
        body: completeBodySchema,
        response: {
          200: envelope(orderSchema),
          ...errorResponses(400, 401, 404, 429, 502),
        },
      },
    },
    async (request) => {
      const order = await completeOrder(
        app.commerce,
        memberOf(request),
        request.params.orderNo,
        request.body.params,
        request.contentLocale,
      );
      // Already sent when the notification came first: the outbox finds nothing due then.
      if (order.state === 'paid') app.sendReceiptSoon(order.orderNo);
      return ok(order);
    },
  );

  app.get(
    '/api/users/me/products',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['orders'],
        summary: 'Owned products (/products): order, payment, amount and newest version',
        querystring: ownedProductsQuerySchema,
        response: { 200: envelope(pageOf(ownedProductSchema)), ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      ok(await listOwnedProducts(app.db, memberOf(request), request.query, request.contentLocale)),
  );

  app.post(
    '/api/admin/orders/:orderNo/refund',
    {
      onRequest: adminGuard(app),
      schema: {
        tags: ['admin'],
        summary:
          "Refund an order, in full or some lines or an amount; access ends when the refund succeeds (the brand's admins)",
        params: orderNoParamsSchema,
        body: refundBodySchema,
        response: {
          200: envelope(adminOrderSchema),
          ...errorResponses(400, 401, 403, 404, 409, 429, 502),
        },
      },
    },
    async (request) =>
      ok(
        await refundOrder(
          app.commerce,
          scopeOf(authOf(request)),
          request.params.orderNo,
          request.body,
          request.contentLocale,
          authOf(request).userId,
        ),
      ),
  );
};
