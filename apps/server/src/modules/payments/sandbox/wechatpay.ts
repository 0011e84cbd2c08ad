import { generateKeyPair, randomBytes, randomUUID, X509Certificate } from 'node:crypto';
import { promisify } from 'node:util';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { beijingRfc3339 } from '../beijing-time.ts';
import { checkoutPage, messagePage } from './page.ts';
import { parseJson } from '../http.ts';
import type { PaymentSandbox } from './keys.ts';
import {
  deliver,
  describeDelivery,
  formFields,
  rawBody,
  sandboxUrl,
  sendHtml,
  type SandboxContext,
} from './shared.ts';
import { formatMinorUnits } from '../money.ts';
import { selfSignedCertificate } from './certificate.ts';
import { verifySha256WithRsa } from '../rsa.ts';
import {
  encryptResource,
  isFresh,
  parseAuthorization,
  requestMessage,
  signedHeaders,
} from '../wechatpay/signing.ts';

/**
 * The WeChat Pay side of API v3 Native, in memory: it checks our Authorization header as
 * WeChat does (merchant serial, 5-minute timestamp, SHA256withRSA over the request), signs
 * every answer with the platform key, and on "Pay" posts an encrypted, signed notification.
 */

interface SandboxOrder {
  pr: string;
  appid: string;
  mchid: string;
  description: string;
  outTradeNo: string;
  notifyUrl: string;
  total: number;
  expiresAt: number;
  state: 'NOTPAY' | 'SUCCESS' | 'REFUND' | 'CLOSED' | 'PAYERROR';
  transactionId?: string;
  successTime?: string;
  refunded: number;
  refunds: Record<string, Record<string, unknown>>;
  /** "Pay; refunds stay pending": its refunds answer PROCESSING until they are queried. */
  slowRefunds?: boolean;
}

const nativeBody = z.object({
  appid: z.string(),
  mchid: z.string(),
  description: z.string().min(1),
  out_trade_no: z.string().regex(/^[A-Za-z0-9_\-|*]{6,32}$/),
  time_expire: z.string().optional(),
  notify_url: z.string().url().startsWith('http'),
  amount: z.object({
    total: z.number().int().positive(),
    currency: z.literal('CNY').default('CNY'),
  }),
});
const refundBody = z.object({
  transaction_id: z.string().optional(),
  out_trade_no: z.string().optional(),
  out_refund_no: z.string().min(1).max(64),
  reason: z.string().optional(),
  amount: z.object({
    refund: z.number().int().positive(),
    total: z.number().int().positive(),
    currency: z.literal('CNY'),
  }),
});

const generateRsa = promisify(generateKeyPair);

export const wechatPaySandbox: FastifyPluginAsync<{
  sandbox: PaymentSandbox;
  context: SandboxContext;
}> = async (app, { sandbox, context }) => {
  const identity = sandbox.wechat;
  const store = context.store('wechat');
  const load = (no: string) => store.get<SandboxOrder>('order', no);
  const save = (order: SandboxOrder) => store.put('order', order.outTradeNo, order);
  const byPr = async (pr: string | undefined) =>
    load((await store.get<{ no: string }>('pr', pr ?? ''))?.no ?? '');

  /** Platform certificates issued so far, served by /v3/certificates; the last one signs. */
  const issued = [identity.platformCertificatePem];

  /** Answers in WeChat's format, signed like every WeChat answer. */
  function answer(reply: FastifyReply, status: number, body?: unknown): FastifyReply {
    const bytes = Buffer.from(body === undefined ? '' : JSON.stringify(body), 'utf8');
    const headers = signedHeaders(
      bytes,
      identity.platformSerial,
      identity.platformPrivateKey,
      context.now(),
    );
    void reply.status(status).headers(headers);
    return body === undefined ? reply.send() : reply.type('application/json').send(bytes);
  }

  const error = (reply: FastifyReply, status: number, code: string, message: string) =>
    answer(reply, status, { code, message });

  /** WeChat's check of our request; null when it holds, else the refusal already sent. */
  function refuseUnsigned(request: FastifyRequest, reply: FastifyReply): FastifyReply | null {
    const auth = parseAuthorization(request.headers.authorization);
    if (!auth) return error(reply, 401, 'SIGN_ERROR', 'Authorization missing or malformed');
    if (auth.mchid !== identity.mchId) return error(reply, 401, 'SIGN_ERROR', 'unknown mchid');
    if (auth.serial_no.toUpperCase() !== identity.merchantSerial) {
      return error(reply, 401, 'SIGN_ERROR', 'unknown merchant certificate serial');
    }
    if (!isFresh(auth.timestamp, context.now())) {
      return error(reply, 401, 'SIGN_ERROR', 'timestamp more than 5 minutes off');
    }
    const body = rawBody(request).toString('utf8');
    const message = requestMessage(
      request.method,
      request.url,
      auth.timestamp,
      auth.nonce_str,
      body,
    );
    if (!verifySha256WithRsa(message, auth.signature, identity.merchant.publicKey)) {
      return error(reply, 401, 'SIGN_ERROR', 'signature does not verify');
    }
    return null;
  }

  function transaction(order: SandboxOrder): Record<string, unknown> {
    const paid = order.state === 'SUCCESS' || order.state === 'REFUND';
    return {
      appid: order.appid,
      mchid: order.mchid,
      out_trade_no: order.outTradeNo,
      ...(paid ? { transaction_id: order.transactionId, success_time: order.successTime } : {}),
      trade_type: 'NATIVE',
      trade_state: order.state,
      trade_state_desc: order.state,
      bank_type: paid ? 'OTHERS' : '',
      attach: '',
      payer: paid ? { openid: 'oSandboxPayer0000000000000000' } : {},
      amount: {
        total: order.total,
        payer_total: paid ? order.total : 0,
        currency: 'CNY',
        payer_currency: 'CNY',
      },
    };
  }

  app.post('/v3/pay/transactions/native', async (request, reply) => {
    const refused = refuseUnsigned(request, reply);
    if (refused) return refused;
    const parsed = nativeBody.safeParse(parseJson(rawBody(request)));
    if (!parsed.success) return error(reply, 400, 'PARAM_ERROR', parsed.error.issues[0]!.message);
    const body = parsed.data;
    if (body.mchid !== identity.mchId || body.appid !== identity.appId) {
      return error(reply, 400, 'APPID_MCHID_NOT_MATCH', 'appid and mchid do not match');
    }
    const existing = await load(body.out_trade_no);
    if (existing && existing.state !== 'NOTPAY') {
      return error(
        reply,
        400,
        existing.state === 'CLOSED' ? 'ORDER_CLOSED' : 'ORDERPAID',
        existing.state,
      );
    }
    if (existing && existing.total !== body.amount.total) {
      return error(reply, 400, 'INVALID_REQUEST', 'out_trade_no reused with other parameters');
    }
    const order: SandboxOrder = existing ?? {
      pr: randomBytes(12).toString('base64url'),
      appid: body.appid,
      mchid: body.mchid,
      description: body.description,
      outTradeNo: body.out_trade_no,
      notifyUrl: body.notify_url,
      total: body.amount.total,
      expiresAt: body.time_expire ? Date.parse(body.time_expire) : context.now() + 2 * 3_600_000,
      state: 'NOTPAY',
      refunded: 0,
      refunds: {},
    };
    await save(order);
    await store.put('pr', order.pr, { no: order.outTradeNo });
    return answer(reply, 200, {
      code_url: sandboxUrl(request, context, `/wechat/scan?pr=${order.pr}`),
    });
  });

  app.get<{ Params: { no: string } }>(
    '/v3/pay/transactions/out-trade-no/:no',
    async (request, reply) => {
      const refused = refuseUnsigned(request, reply);
      if (refused) return refused;
      const order = await load(request.params.no);
      if (!order) return error(reply, 404, 'ORDER_NOT_EXIST', 'order does not exist');
      return answer(reply, 200, transaction(order));
    },
  );

  app.post<{ Params: { no: string } }>(
    '/v3/pay/transactions/out-trade-no/:no/close',
    async (request, reply) => {
      const refused = refuseUnsigned(request, reply);
      if (refused) return refused;
      const order = await load(request.params.no);
      if (!order) return error(reply, 404, 'ORDER_NOT_EXIST', 'order does not exist');
      if (order.state === 'SUCCESS' || order.state === 'REFUND') {
        return error(reply, 400, 'ORDERPAID', 'order is paid');
      }
      order.state = 'CLOSED';
      await save(order);
      return answer(reply, 204);
    },
  );

  app.post('/v3/refund/domestic/refunds', async (request, reply) => {
    const refused = refuseUnsigned(request, reply);
    if (refused) return refused;
    const parsed = refundBody.safeParse(parseJson(rawBody(request)));
    if (!parsed.success) return error(reply, 400, 'PARAM_ERROR', parsed.error.issues[0]!.message);
    const body = parsed.data;
    const order =
      (body.transaction_id
        ? await store.findBy<SandboxOrder>('order', 'transactionId', body.transaction_id)
        : undefined) ?? (body.out_trade_no ? await load(body.out_trade_no) : undefined);
    if (!order || (order.state !== 'SUCCESS' && order.state !== 'REFUND')) {
      return error(reply, 404, 'RESOURCE_NOT_EXISTS', 'no paid order for this refund');
    }
    const previous = order.refunds[body.out_refund_no];
    if (previous) return answer(reply, 200, previous);
    if (body.amount.total !== order.total || body.amount.refund > order.total - order.refunded) {
      return error(reply, 400, 'INVALID_REQUEST', 'refund amount exceeds what is left');
    }
    order.refunded += body.amount.refund;
    order.state = 'REFUND';
    const now = beijingRfc3339(new Date(context.now()));
    const refund = {
      refund_id: `5030${randomBytes(12).toString('hex')}`,
      out_refund_no: body.out_refund_no,
      transaction_id: order.transactionId,
      out_trade_no: order.outTradeNo,
      channel: 'ORIGINAL',
      user_received_account: 'Sandbox balance',
      ...(order.slowRefunds ? {} : { success_time: now }),
      create_time: now,
      status: order.slowRefunds ? 'PROCESSING' : 'SUCCESS',
      amount: {
        total: order.total,
        refund: body.amount.refund,
        payer_total: order.total,
        payer_refund: body.amount.refund,
        currency: 'CNY',
      },
    };
    order.refunds[body.out_refund_no] = refund;
    await save(order);
    await store.put('refund', body.out_refund_no, { no: order.outTradeNo });
    return answer(reply, 200, refund);
  });

  /** A refund by out_refund_no; a PROCESSING one (slowRefunds) succeeds when it is asked about. */
  app.get<{ Params: { no: string } }>('/v3/refund/domestic/refunds/:no', async (request, reply) => {
    const refused = refuseUnsigned(request, reply);
    if (refused) return refused;
    const owner = await store.get<{ no: string }>('refund', request.params.no);
    const order = owner ? await load(owner.no) : undefined;
    const refund = order?.refunds[request.params.no];
    if (!order || !refund) return error(reply, 404, 'RESOURCE_NOT_EXISTS', 'no such refund');
    if (refund.status === 'PROCESSING') {
      refund.status = 'SUCCESS';
      refund.success_time = beijingRfc3339(new Date(context.now()));
      await save(order);
    }
    return answer(reply, 200, refund);
  });

  /** Every platform certificate issued, sealed with the APIv3 key (decision 057). */
  app.get('/v3/certificates', async (request, reply) => {
    const refused = refuseUnsigned(request, reply);
    if (refused) return refused;
    return answer(reply, 200, {
      data: issued.map((pem) => {
        const certificate = new X509Certificate(pem);
        return {
          serial_no: certificate.serialNumber.toUpperCase(),
          effective_time: beijingRfc3339(new Date(certificate.validFrom)),
          expire_time: beijingRfc3339(new Date(certificate.validTo)),
          encrypt_certificate: encryptResource(
            pem,
            identity.apiV3Key,
            'certificate',
            'certificate',
          ),
        };
      }),
    });
  });

  /**
   * Plays WeChat Pay rotating its platform certificate: a new key and certificate sign every
   * answer and notification from now on, and /v3/certificates lists it beside the old ones.
   */
  app.post('/rotate-platform-certificate', async (_request, reply) => {
    const pair = await generateRsa('rsa', { modulusLength: 2048 });
    const certificate = selfSignedCertificate({
      commonName: 'WeChat Pay platform (sandbox)',
      ...pair,
      now: new Date(context.now()),
      validDays: 365,
    });
    issued.push(certificate.pem);
    // WeChat Pay lists a handful at most; so does the sandbox, however often it is asked.
    if (issued.length > 5) issued.shift();
    identity.platformSerial = certificate.serial;
    identity.platformPrivateKey = pair.privateKey;
    identity.platformCertificatePem = certificate.pem;
    return sendHtml(
      reply,
      messagePage(
        'wechat',
        'Rotated',
        `Platform certificate ${certificate.serial} signs from now on.`,
      ),
    );
  });

  /** What scanning the code_url shows: the order and the three buttons. */
  app.get<{ Querystring: { pr?: string } }>('/scan', async (request, reply) => {
    const order = await byPr(request.query.pr);
    if (!order)
      return sendHtml(
        reply,
        messagePage('wechat', 'Unknown code', 'This QR code names no order.'),
        404,
      );
    if (order.state !== 'NOTPAY' || order.expiresAt <= context.now()) {
      const state = order.state === 'NOTPAY' ? 'expired' : order.state;
      return sendHtml(reply, messagePage('wechat', 'Cannot pay', `This order is ${state}.`), 409);
    }
    return sendHtml(
      reply,
      checkoutPage({
        brand: 'wechat',
        title: 'Confirm payment',
        details: [
          ['Merchant', order.mchid],
          ['Order', order.outTradeNo],
          ['Item', order.description],
          ['Amount', `¥${formatMinorUnits(order.total, 'CNY')}`],
        ],
        action: 'decide',
        hidden: { pr: order.pr },
        note: 'This stands in for scanning the code with WeChat.',
      }),
    );
  });

  app.post('/decide', async (request, reply) => {
    const fields = formFields(request);
    const order = await byPr(fields.pr);
    if (!order || order.state !== 'NOTPAY' || order.expiresAt <= context.now()) {
      return sendHtml(
        reply,
        messagePage('wechat', 'Cannot pay', 'This order cannot be paid now.'),
        409,
      );
    }
    if (fields.action === 'cancel') {
      return sendHtml(
        reply,
        messagePage('wechat', 'Cancelled', 'Nothing was paid; the order is still open.'),
      );
    }
    if (fields.action !== 'pay' && fields.action !== 'pay-slow') {
      order.state = 'PAYERROR';
      await save(order);
      return sendHtml(
        reply,
        messagePage('wechat', 'Payment failed', 'The sandbox declined the payment (PAYERROR).'),
      );
    }
    order.state = 'SUCCESS';
    order.transactionId = `4200${Date.now()}${randomBytes(5).toString('hex')}`.slice(0, 28);
    order.successTime = beijingRfc3339(new Date(context.now()));
    order.slowRefunds = fields.action === 'pay-slow';
    await save(order);
    const delivery = await notify(order);
    return sendHtml(
      reply,
      messagePage('wechat', 'Paid', `The payment succeeded. ${describeDelivery(delivery)}`),
    );
  });

  /** TRANSACTION.SUCCESS, the transaction encrypted with the APIv3 key, signed by the platform. */
  function notify(order: SandboxOrder) {
    const body = JSON.stringify({
      id: randomUUID(),
      create_time: beijingRfc3339(new Date(context.now())),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: 'Payment succeeded',
      resource: encryptResource(
        JSON.stringify(transaction(order)),
        identity.apiV3Key,
        'transaction',
        'transaction',
      ),
    });
    const headers = signedHeaders(
      Buffer.from(body),
      identity.platformSerial,
      identity.platformPrivateKey,
      context.now(),
    );
    return deliver(order.notifyUrl, { ...headers, 'Content-Type': 'application/json' }, body);
  }
};
