import { ORDER_NO_PATTERN, paymentMethodParamsSchema } from '@space/contracts/commerce';
import type { PaymentMethod } from '@space/contracts/limits';
import { errorResponses } from '@space/contracts/envelope';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { limitPerAddress } from '../../lib/rate-limits.ts';
import type { Database } from '../../db/client.ts';
import {
  type ExpectedPayment,
  type NotificationAnswer,
  NotificationRejected,
} from '../payments/index.ts';
import { applyPayment } from './apply-payment.ts';
import { findOrderByNo } from './order-views.ts';
import { recordPaymentEvent } from '../orders/index.ts';

/** Provider notifications are small; a bigger body is refused before it is read. */
export const NOTIFY_BODY_LIMIT_BYTES = 64 * 1024;

/** What the order behind a notification must have been paid, for the provider's own check. */
async function expectedPayment(
  db: Database,
  method: PaymentMethod,
  orderNo: string,
): Promise<ExpectedPayment | null> {
  if (typeof orderNo !== 'string' || !ORDER_NO_PATTERN.test(orderNo)) return null;
  const order = await findOrderByNo(db, orderNo);
  if (!order || order.method !== method) return null;
  return { amountMinor: order.amountMinor, currency: order.currency };
}

function answer(reply: FastifyReply, response: NotificationAnswer) {
  return reply.status(response.status).type(response.contentType).send(response.body);
}

/**
 * Payment notifications (decision 020): public, answered in each provider's own format. The
 * body reaches the provider's verification as the exact bytes that arrived: this plugin is
 * encapsulated (no fastify-plugin) and replaces every content-type parser, within it only,
 * with one that keeps the Buffer, so the JSON and form parsers never run first. A refused
 * notification (bad signature, stale, wrong merchant…) is logged, recorded as `rejected` and
 * answered with the provider's refusal; nothing else changes. A verified one goes through
 * applyPayment; if that cannot finish (database down) the provider is refused and retries.
 */
export const paymentNotifyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: NOTIFY_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/payments/:method/notify',
    {
      onRequest: limitPerAddress(app, 'paymentNotificationsPerAddress'),
      bodyLimit: NOTIFY_BODY_LIMIT_BYTES,
      config: { providerFormat: true },
      schema: {
        tags: ['payments'],
        summary: "A payment provider's notification (raw body; answered in the provider's format)",
        params: paymentMethodParamsSchema,
        response: errorResponses(400, 404, 413, 429),
      },
    },
    async (request, reply) => {
      const { method } = request.params;
      const provider = app.paymentProviders[method];
      if (!provider) throw new AppError('NOT_FOUND');
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const at = () => new Date(app.clock.now());

      let payment;
      try {
        payment = await provider.verifyNotification(
          { headers: request.headers, rawBody },
          (orderNo) => expectedPayment(app.db, method, orderNo),
        );
      } catch (error) {
        const reason = error instanceof NotificationRejected ? error.reason : 'error';
        if (error instanceof NotificationRejected) {
          request.log.warn({ method, reason }, 'payment notification refused');
        } else {
          request.log.error({ err: error, method }, 'payment notification could not be verified');
        }
        await recordPaymentEvent(app.db, {
          method,
          source: 'notify',
          orderNo: null,
          transactionId: null,
          outcome: 'rejected',
          reason,
          // Unverified bytes are not kept; only what helps to recognise the request.
          raw: { contentType: request.headers['content-type'] ?? null, bytes: rawBody.length },
          at: at(),
        }).catch((recordError: unknown) =>
          request.log.error({ err: recordError }, 'recording a refused notification failed'),
        );
        return answer(reply, provider.refuse());
      }

      try {
        const applied = await applyPayment(app.db, app.clock, method, payment, 'notify');
        if (applied.outcome === 'rejected') {
          request.log.warn(
            { method, orderNo: payment.orderNo, reason: applied.reason },
            'payment notification rejected',
          );
          return answer(reply, provider.refuse());
        }
        if (applied.outcome === 'applied' && payment.state === 'paid') {
          app.sendReceiptSoon(payment.orderNo);
        }
        if (applied.outcome === 'late') {
          request.log.warn(
            { method, orderNo: payment.orderNo, reason: applied.reason },
            'late payment flagged for refund',
          );
        }
        return answer(reply, provider.acknowledge());
      } catch (error) {
        request.log.error({ err: error, method }, 'applying a payment notification failed');
        return answer(reply, provider.refuse());
      }
    },
  );
};
