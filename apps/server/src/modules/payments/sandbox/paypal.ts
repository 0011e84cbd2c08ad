import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { formatMinorUnits, parseMinorUnits } from '../money.ts';
import { AUTH_ALGO, expectedMessage } from '../paypal/signing.ts';
import { signSha256WithRsa } from '../rsa.ts';
import { parseJson } from '../http.ts';
import type { PaymentSandbox } from './keys.ts';
import { checkoutPage, messagePage } from './page.ts';
import {
  BoundedMap,
  deliver,
  formFields,
  rawBody,
  sandboxUrl,
  sendHtml,
  siteUrl,
  type SandboxContext,
} from './shared.ts';

/**
 * The PayPal side of Orders v2, in memory: client-credentials tokens, orders with
 * PayPal-Request-Id idempotency, the approve page, capture and refund, and webhooks signed as
 * PayPal signs them (transmission id | time | webhook id | CRC32 of the body) with a
 * certificate served under the sandbox's own paypal-cert-url.
 */

interface SandboxOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  customId: string;
  invoiceId: string;
  description: string;
  amount: { currency_code: string; value: string };
  returnUrl: string;
  cancelUrl: string;
  createTime: string;
  /** "Fail" on the approve page: the buyer approved, the capture will be declined. */
  decline: boolean;
  /** "Pay; refunds stay pending": refunds answer PENDING until they are queried. */
  slowRefunds?: boolean;
  captureId?: string;
}

interface Capture {
  id: string;
  status: 'COMPLETED' | 'DECLINED' | 'REFUNDED' | 'PARTIALLY_REFUNDED';
  amount: { currency_code: string; value: string };
  refundedMinor: number;
  custom_id: string;
  invoice_id: string;
  create_time: string;
  orderId: string;
  slowRefunds?: boolean;
}

const CERT_NAME = 'CERT-sandbox-0001';
const TOKEN_TTL_S = 32_400;

const money = z.object({ currency_code: z.string().regex(/^[A-Z]{3}$/), value: z.string() });
const createBody = z.object({
  intent: z.literal('CAPTURE'),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().optional(),
        custom_id: z.string().min(1).max(127),
        invoice_id: z.string().min(1).max(127),
        description: z.string().max(127).optional(),
        amount: money,
      }),
    )
    .length(1),
  payment_source: z.object({
    paypal: z.object({
      experience_context: z.object({ return_url: z.string().url(), cancel_url: z.string().url() }),
    }),
  }),
});
const refundBody = z.object({
  amount: money.optional(),
  custom_id: z.string().optional(),
  invoice_id: z.string().optional(),
});

const newId = (length: number) =>
  randomBytes(length).toString('hex').toUpperCase().slice(0, length);

export const paypalSandbox: FastifyPluginAsync<{
  sandbox: PaymentSandbox;
  context: SandboxContext;
  /** Where webhooks go: a path on this site, as registered in a PayPal app's settings. */
  webhookPath: string;
}> = async (app, { sandbox, context, webhookPath }) => {
  const identity = sandbox.paypal;
  const tokens = new BoundedMap<string, number>();
  // Orders, captures, refunds, invoice ids and replayable answers outlive a restart.
  const store = context.store('paypal');
  const orders = {
    get: (id: string) => store.get<SandboxOrder>('order', id),
    set: (order: SandboxOrder) => store.put('order', order.id, order),
  };
  const captures = {
    get: (id: string) => store.get<Capture>('capture', id),
    set: (capture: Capture) => store.put('capture', capture.id, capture),
  };
  /** After the answer is sent, as PayPal does: our capture call must not wait on our own webhook. */
  const later = (task: () => Promise<void>) =>
    setImmediate(() =>
      task().catch((err: unknown) => app.log.warn({ err }, 'paypal sandbox webhook failed')),
    );
  const iso = () => new Date(context.now()).toISOString().replace(/\.\d{3}Z$/, 'Z');

  const error = (reply: FastifyReply, status: number, name: string, issue?: string) =>
    reply.status(status).send({
      name,
      message: issue ?? name,
      debug_id: newId(13).toLowerCase(),
      ...(issue ? { details: [{ issue, description: issue }] } : {}),
    });

  function authorised(request: FastifyRequest): boolean {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expiresAt = token ? tokens.get(token) : undefined;
    return expiresAt !== undefined && expiresAt > context.now();
  }

  async function orderBody(
    request: FastifyRequest,
    order: SandboxOrder,
  ): Promise<Record<string, unknown>> {
    const self = sandboxUrl(request, context, `/paypal/v2/checkout/orders/${order.id}`);
    const links = [{ href: self, rel: 'self', method: 'GET' }];
    if (order.status === 'PAYER_ACTION_REQUIRED') {
      const approve = sandboxUrl(request, context, `/paypal/checkoutnow?token=${order.id}`);
      links.push({ href: approve, rel: 'payer-action', method: 'GET' });
    }
    const capture = order.captureId ? await captures.get(order.captureId) : undefined;
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      create_time: order.createTime,
      purchase_units: [
        {
          reference_id: order.customId,
          custom_id: order.customId,
          invoice_id: order.invoiceId,
          description: order.description,
          amount: order.amount,
          ...(capture ? { payments: { captures: [captureBody(capture)] } } : {}),
        },
      ],
      ...(order.status === 'PAYER_ACTION_REQUIRED'
        ? {}
        : { payer: { payer_id: 'SANDBOXPAYER01', email_address: 'buyer@sandbox.example' } }),
      links,
    };
  }

  function captureBody(capture: Capture): Record<string, unknown> {
    const { refundedMinor: _refunded, orderId, slowRefunds: _slow, ...body } = capture;
    return {
      ...body,
      final_capture: true,
      update_time: capture.create_time,
      supplementary_data: { related_ids: { order_id: orderId } },
    };
  }

  /** Replays the first answer to a PayPal-Request-Id, as PayPal does. */
  async function once(
    request: FastifyRequest,
    reply: FastifyReply,
    scope: string,
    produce: () => Promise<{ status: number; body: unknown }>,
  ) {
    const key = request.headers['paypal-request-id'];
    const id = typeof key === 'string' && key ? `${scope}:${key}` : null;
    const previous = id ? await store.get<{ body: unknown }>('reply', id) : undefined;
    if (previous) return reply.status(200).send(previous.body);
    const result = await produce();
    if (id && result.status < 300) await store.put('reply', id, result);
    return reply.status(result.status).send(result.body);
  }

  app.post('/v1/oauth2/token', async (request, reply) => {
    const expected = Buffer.from(
      `Basic ${Buffer.from(`${identity.clientId}:${identity.clientSecret}`).toString('base64')}`,
    );
    const given = Buffer.from(request.headers.authorization ?? '');
    const valid = given.length === expected.length && timingSafeEqual(given, expected);
    if (!valid)
      return reply
        .status(401)
        .send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    if (
      new URLSearchParams(rawBody(request).toString('utf8')).get('grant_type') !==
      'client_credentials'
    ) {
      return reply
        .status(400)
        .send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    }
    const token = randomBytes(32).toString('base64url');
    tokens.set(token, context.now() + TOKEN_TTL_S * 1000);
    return {
      scope: 'https://uri.paypal.com/services/payments',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-SANDBOX',
      expires_in: TOKEN_TTL_S,
      nonce: randomUUID(),
    };
  });

  app.post('/v2/checkout/orders', async (request, reply) => {
    if (!authorised(request)) return error(reply, 401, 'AUTHENTICATION_FAILURE');
    return once(request, reply, 'create', async () => {
      const parsed = createBody.safeParse(parseJson(rawBody(request)));
      const unit = parsed.data?.purchase_units[0];
      const minor = unit ? parseMinorUnits(unit.amount.value, unit.amount.currency_code) : null;
      if (!parsed.success || !unit || !minor) {
        return {
          status: 400,
          body: { name: 'INVALID_REQUEST', details: [{ issue: 'INVALID_PARAMETER_VALUE' }] },
        };
      }
      if (await store.get('invoice', unit.invoice_id)) {
        return {
          status: 422,
          body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'DUPLICATE_INVOICE_ID' }] },
        };
      }
      const context_ = parsed.data.payment_source.paypal.experience_context;
      const order: SandboxOrder = {
        id: newId(17),
        status: 'PAYER_ACTION_REQUIRED',
        customId: unit.custom_id,
        invoiceId: unit.invoice_id,
        description: unit.description ?? '',
        amount: unit.amount,
        returnUrl: context_.return_url,
        cancelUrl: context_.cancel_url,
        createTime: iso(),
        decline: false,
      };
      await orders.set(order);
      await store.put('invoice', unit.invoice_id, { order: order.id });
      return { status: 201, body: await orderBody(request, order) };
    });
  });

  app.get<{ Params: { id: string } }>('/v2/checkout/orders/:id', async (request, reply) => {
    if (!authorised(request)) return error(reply, 401, 'AUTHENTICATION_FAILURE');
    const order = await orders.get(request.params.id);
    if (!order) return error(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    return orderBody(request, order);
  });

  app.post<{ Params: { id: string } }>(
    '/v2/checkout/orders/:id/capture',
    async (request, reply) => {
      if (!authorised(request)) return error(reply, 401, 'AUTHENTICATION_FAILURE');
      const order = await orders.get(request.params.id);
      if (!order) return error(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      return once(request, reply, `capture:${order.id}`, async () => {
        if (order.status === 'COMPLETED') {
          return {
            status: 422,
            body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] },
          };
        }
        if (order.status !== 'APPROVED') {
          return {
            status: 422,
            body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] },
          };
        }
        const capture: Capture = {
          id: newId(17),
          status: order.decline ? 'DECLINED' : 'COMPLETED',
          amount: order.amount,
          refundedMinor: 0,
          custom_id: order.customId,
          invoice_id: order.invoiceId,
          create_time: iso(),
          orderId: order.id,
          slowRefunds: order.slowRefunds ?? false,
        };
        order.status = 'COMPLETED';
        order.captureId = capture.id;
        await captures.set(capture);
        await orders.set(order);
        const event = order.decline ? 'PAYMENT.CAPTURE.DECLINED' : 'PAYMENT.CAPTURE.COMPLETED';
        later(() => sendWebhook(request, event, 'capture', captureBody(capture)));
        return { status: 201, body: await orderBody(request, order) };
      });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/v2/payments/captures/:id/refund',
    async (request, reply) => {
      if (!authorised(request)) return error(reply, 401, 'AUTHENTICATION_FAILURE');
      const capture = await captures.get(request.params.id);
      if (!capture) return error(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      return once(request, reply, `refund:${capture.id}`, async () => {
        const parsed = refundBody.safeParse(parseJson(rawBody(request)) ?? {});
        const currency = capture.amount.currency_code;
        const total = parseMinorUnits(capture.amount.value, currency)!;
        const requested = parsed.data?.amount;
        const minor = requested
          ? parseMinorUnits(requested.value, requested.currency_code)
          : total - capture.refundedMinor;
        if (capture.status === 'DECLINED' || capture.status === 'REFUNDED') {
          return {
            status: 422,
            body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] },
          };
        }
        if (
          !parsed.success ||
          !minor ||
          (requested && requested.currency_code !== currency) ||
          minor > total - capture.refundedMinor
        ) {
          return {
            status: 422,
            body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }] },
          };
        }
        capture.refundedMinor += minor;
        capture.status = capture.refundedMinor === total ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
        await captures.set(capture);
        const refund = {
          id: newId(17),
          status: capture.slowRefunds ? 'PENDING' : 'COMPLETED',
          amount: { currency_code: currency, value: formatMinorUnits(minor, currency) },
          custom_id: parsed.data.custom_id ?? capture.custom_id,
          invoice_id: parsed.data.invoice_id ?? capture.invoice_id,
          create_time: iso(),
          update_time: iso(),
          links: [
            {
              href: sandboxUrl(request, context, `/paypal/v2/payments/captures/${capture.id}`),
              rel: 'up',
              method: 'GET',
            },
          ],
        };
        await store.put('refund', refund.id, refund);
        if (refund.status === 'COMPLETED') {
          later(() => sendWebhook(request, 'PAYMENT.CAPTURE.REFUNDED', 'refund', refund));
        }
        return { status: 201, body: refund };
      });
    },
  );

  /** A PENDING refund (slow refunds) completes, and PayPal tells the webhook so. */
  async function completeRefund(request: FastifyRequest, id: string) {
    const refund = await store.get<Record<string, unknown>>('refund', id);
    if (refund?.status === 'PENDING') {
      refund.status = 'COMPLETED';
      refund.update_time = iso();
      await store.put('refund', id, refund);
      later(() => sendWebhook(request, 'PAYMENT.CAPTURE.REFUNDED', 'refund', refund));
    }
    return refund;
  }

  /** A refund by id; a PENDING one (slow refunds) completes when it is asked about. */
  app.get<{ Params: { id: string } }>('/v2/payments/refunds/:id', async (request, reply) => {
    if (!authorised(request)) return error(reply, 401, 'AUTHENTICATION_FAILURE');
    const refund = await completeRefund(request, request.params.id);
    if (!refund) return error(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    return refund;
  });

  /**
   * Plays PayPal finishing a pending refund on its own time (a held balance cleared) and
   * sending PAYMENT.CAPTURE.REFUNDED, without waiting for Space's next refund query: the
   * browser journeys show the notification settling a pending refund within seconds.
   */
  app.post<{ Params: { id: string } }>('/refunds/:id/complete', async (request, reply) => {
    const refund = await completeRefund(request, request.params.id);
    if (!refund) {
      return sendHtml(
        reply,
        messagePage('paypal', 'Unknown refund', 'No refund has this id.'),
        404,
      );
    }
    return sendHtml(
      reply,
      messagePage('paypal', 'Refund completed', `Refund ${request.params.id} is COMPLETED.`),
    );
  });

  /** What paypal-cert-url points at: the certificate whose key signs the sandbox's webhooks. */
  app.get(`/v1/notifications/certs/${CERT_NAME}`, async (_request, reply) =>
    reply.type('application/x-pem-file').send(identity.certificatePem),
  );

  app.get<{ Querystring: { token?: string } }>('/checkoutnow', async (request, reply) => {
    const order = await orders.get(request.query.token ?? '');
    if (!order)
      return sendHtml(
        reply,
        messagePage('paypal', 'Unknown order', 'This link names no PayPal order.'),
        404,
      );
    if (order.status !== 'PAYER_ACTION_REQUIRED') {
      return sendHtml(
        reply,
        messagePage('paypal', 'Already decided', `This order is ${order.status}.`),
        409,
      );
    }
    return sendHtml(
      reply,
      checkoutPage({
        brand: 'paypal',
        title: 'Review your payment',
        details: [
          ['Order', order.customId],
          ['Item', order.description],
          ['Amount', `${order.amount.value} ${order.amount.currency_code}`],
        ],
        action: 'decide',
        hidden: { token: order.id },
        note: 'This stands in for logging in to PayPal and approving. "Fail" approves, but the capture will be declined.',
      }),
    );
  });

  app.post('/decide', async (request, reply) => {
    const fields = formFields(request);
    const order = await orders.get(fields.token ?? '');
    if (!order || order.status !== 'PAYER_ACTION_REQUIRED') {
      return sendHtml(
        reply,
        messagePage('paypal', 'Cannot approve', 'This order cannot be approved now.'),
        409,
      );
    }
    if (fields.action === 'cancel') {
      const cancel = new URL(order.cancelUrl);
      cancel.searchParams.set('token', order.id);
      return reply.header('cache-control', 'no-store').redirect(cancel.toString(), 302);
    }
    order.status = 'APPROVED';
    order.decline = fields.action !== 'pay' && fields.action !== 'pay-slow';
    order.slowRefunds = fields.action === 'pay-slow';
    await orders.set(order);
    const back = new URL(order.returnUrl);
    back.searchParams.set('token', order.id);
    back.searchParams.set('PayerID', 'SANDBOXPAYER01');
    return reply.header('cache-control', 'no-store').redirect(back.toString(), 302);
  });

  /** A webhook as PayPal sends it: the signature covers the exact body bytes through CRC32. */
  async function sendWebhook(
    request: FastifyRequest,
    type: string,
    resourceType: string,
    resource: unknown,
  ) {
    const body = JSON.stringify({
      id: `WH-${newId(17)}`,
      event_version: '1.0',
      create_time: iso(),
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: type,
      summary: type,
      resource,
    });
    const transmissionId = randomUUID();
    const transmissionTime = iso();
    const message = expectedMessage(
      transmissionId,
      transmissionTime,
      identity.webhookId,
      Buffer.from(body),
    );
    const target = siteUrl(request, context, webhookPath);
    const delivery = await deliver(
      target,
      {
        'Content-Type': 'application/json',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': transmissionTime,
        'paypal-transmission-sig': signSha256WithRsa(message, identity.certificatePrivateKey),
        'paypal-cert-url': sandboxUrl(
          request,
          context,
          `/paypal/v1/notifications/certs/${CERT_NAME}`,
        ),
        'paypal-auth-algo': AUTH_ALGO,
      },
      body,
    );
    app.log.info({ event: type, status: delivery.status }, 'paypal sandbox webhook');
  }
};
