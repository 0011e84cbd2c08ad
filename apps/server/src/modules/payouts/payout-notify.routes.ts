import { errorResponses } from '@space/contracts/envelope';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentMethodParamsSchema } from '@space/contracts/commerce';
import { AppError } from '../../lib/app-error.ts';
import { limitPerAddress } from '../../lib/rate-limits.ts';
import { NotificationRejected } from '../payments/index.ts';
import type { PayoutDeps } from './payouts.dispatch.ts';

/** Provider notifications are small; a bigger body is refused before it is read. */
const NOTIFY_BODY_LIMIT_BYTES = 64 * 1024;
import { applyOutcome } from './payouts.service.ts';

/**
 * Payout notifications (decision 071): PayPal's PAYMENT.PAYOUTS-ITEM.* webhooks and Alipay's
 * alipay.fund.trans.order.changed, verified on the exact bytes that arrived (this plugin is
 * encapsulated and keeps every body as a Buffer), then applied once: a replay finds the payout
 * no longer sending and writes nothing. A refused one is answered with HTTP 400 (the provider
 * retries); one we cannot apply now (database down) too.
 */
export const payoutNotifyRoutes: FastifyPluginAsyncZod<{ deps: PayoutDeps }> = async (
  app,
  { deps },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: NOTIFY_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/payouts/:method/notify',
    {
      onRequest: limitPerAddress(app, 'paymentNotificationsPerAddress'),
      bodyLimit: NOTIFY_BODY_LIMIT_BYTES,
      config: { providerFormat: true },
      schema: {
        tags: ['payments'],
        summary: "A payout provider's notification (raw body; answered in the provider's format)",
        params: paymentMethodParamsSchema,
        response: errorResponses(400, 404, 413, 429),
      },
    },
    async (request, reply) => {
      const { method } = request.params;
      // WeChat Pay has no payouts here: 404 as for any method without a client.
      const provider = method === 'wechat' ? undefined : deps.providers[method];
      if (!provider) throw new AppError('NOT_FOUND');
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const raw = reply as FastifyReply;
      const refuse = () =>
        raw
          .status(400)
          .type(provider.acknowledgement.contentType)
          .send(method === 'alipay' ? 'fail' : '{}');
      let notice;
      try {
        notice = await provider.verifyNotification({ headers: request.headers, rawBody });
      } catch (error) {
        const reason = error instanceof NotificationRejected ? error.reason : 'error';
        request.log.warn({ method, reason }, 'payout notification refused');
        return refuse();
      }
      try {
        if (notice) {
          const result = await applyOutcome(app.db, app.clock, notice.payoutNo, notice.outcome);
          if (result === 'unknown')
            request.log.warn({ method }, 'payout notification: no such payout');
        }
        return raw
          .status(200)
          .type(provider.acknowledgement.contentType)
          .send(provider.acknowledgement.body);
      } catch (error) {
        request.log.error({ err: error, method }, 'applying a payout notification failed');
        return refuse();
      }
    },
  );
};
