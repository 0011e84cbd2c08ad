import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { parseJson } from '../http.ts';
import { parseForm } from '../alipay/provider.ts';
import { signNotification, verifyRequestParams } from '../alipay/signing.ts';
import { AUTH_ALGO, expectedMessage } from '../paypal/signing.ts';
import { signSha256WithRsa } from '../rsa.ts';
import { SANDBOX_PAY_PATH, type PaymentSandbox } from '../sandbox/keys.ts';
import { BoundedMap, deliver } from '../sandbox/shared.ts';
import { publicBaseUrl } from '../../../lib/public-url.ts';
import { CHANGED, QUERY, TRANSFER } from './alipay.ts';

export const SANDBOX_PAYOUTS_PATH = '/api/sandbox/payouts';
/** The payment sandbox's PayPal certificate (payments/sandbox/paypal.ts) signs these webhooks too. */
const PAYPAL_CERT_PATH = `${SANDBOX_PAY_PATH}/paypal/v1/notifications/certs/CERT-sandbox-0001`;

/**
 * The local stand-in for PayPal Payouts and Alipay transfers (decision 071), beside the payment
 * sandbox and with its keys: PayPal's OAuth token, payout batches (PayPal-Request-Id and
 * sender_batch_id idempotent) and their status, PAYMENT.PAYOUTS-ITEM.* webhooks signed with the
 * sandbox certificate; Alipay's gateway for the transfer and its query (requests' RSA2 signature
 * checked, answers signed) and the signed alipay.fund.trans.order.changed notification. The payee
 * decides the outcome: an account containing `fail` fails, `pending` stays pending (PayPal
 * UNCLAIMED, Alipay DEALING), anything else succeeds. Never in production.
 */
export const payoutSandboxRoutes: FastifyPluginAsync<{ sandbox: PaymentSandbox }> = async (
  app,
  { sandbox },
) => {
  if (app.config.nodeEnv === 'production') {
    throw new Error('the payout sandbox never runs in production');
  }
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 65_536 }, (_request, body, done) =>
    done(null, body),
  );
  const raw = (request: FastifyRequest) =>
    Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  const later = (task: () => Promise<unknown>) =>
    setImmediate(() => {
      Promise.resolve()
        .then(task)
        .catch((err: unknown) => app.log.warn({ err }, 'payout sandbox notification failed'));
    });
  const outcomeOf = (payee: string) =>
    payee.includes('fail') ? 'fail' : payee.includes('pending') ? 'pending' : 'success';

  // PayPal ------------------------------------------------------------------------------
  const tokens = new BoundedMap<string, number>(1000);
  const batches = new BoundedMap<string, Record<string, unknown>>();
  const bySender = new BoundedMap<string, string>();
  const byRequestId = new BoundedMap<string, string>();

  app.post('/paypal/v1/oauth2/token', async (request, reply) => {
    const expected = `Basic ${Buffer.from(`${sandbox.paypal.clientId}:${sandbox.paypal.clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      return reply.status(401).send({ error: 'invalid_client' });
    }
    const token = `A21AA${randomBytes(24).toString('base64url')}`;
    tokens.set(token, Date.now());
    return {
      scope: 'https://uri.paypal.com/services/payments/payouts',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-SANDBOX',
      expires_in: 32400,
    };
  });

  const authorized = (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    return header.startsWith('Bearer ') && tokens.has(header.slice(7));
  };

  app.post('/paypal/v1/payments/payouts', async (request, reply) => {
    if (!authorized(request)) return reply.status(401).send({ name: 'AUTHENTICATION_FAILURE' });
    const requestId = request.headers['paypal-request-id'];
    if (typeof requestId === 'string' && byRequestId.has(requestId)) {
      return reply.status(201).send(created(batches.get(byRequestId.get(requestId)!)!));
    }
    const body = parseJson(raw(request)) as
      | {
          sender_batch_header?: { sender_batch_id?: string };
          items?: {
            receiver?: string;
            amount?: { value?: string; currency?: string };
            sender_item_id?: string;
          }[];
        }
      | undefined;
    const senderBatchId = body?.sender_batch_header?.sender_batch_id;
    const item = body?.items?.[0];
    if (!senderBatchId || !item?.receiver || !item.amount?.value || body?.items?.length !== 1) {
      return reply.status(400).send({ name: 'VALIDATION_ERROR', message: 'Invalid request' });
    }
    if (bySender.has(senderBatchId)) {
      return reply.status(400).send({
        name: 'USER_BUSINESS_ERROR',
        details: [
          { field: 'sender_batch_id', issue: 'Batch with given sender_batch_id already exists' },
        ],
      });
    }
    const batchId = randomBytes(7).toString('hex').toUpperCase().slice(0, 13);
    const outcome = outcomeOf(item.receiver);
    const status = outcome === 'fail' ? 'FAILED' : outcome === 'pending' ? 'UNCLAIMED' : 'SUCCESS';
    const resource = {
      payout_item_id: randomBytes(7).toString('hex').toUpperCase().slice(0, 13),
      transaction_id:
        status === 'SUCCESS' ? randomBytes(9).toString('hex').toUpperCase() : undefined,
      transaction_status: status,
      payout_batch_id: batchId,
      payout_item: { ...item },
      ...(status === 'FAILED'
        ? { errors: { name: 'RECEIVER_UNREGISTERED', message: 'Receiver is unregistered' } }
        : {}),
    };
    const batch = {
      batch_header: {
        payout_batch_id: batchId,
        batch_status: status === 'FAILED' ? 'DENIED' : 'SUCCESS',
        sender_batch_header: body.sender_batch_header,
      },
      items: [resource],
    };
    batches.set(batchId, batch);
    bySender.set(senderBatchId, batchId);
    if (typeof requestId === 'string') byRequestId.set(requestId, batchId);
    const event = status === 'SUCCESS' ? 'SUCCEEDED' : status === 'FAILED' ? 'FAILED' : 'UNCLAIMED';
    later(() => paypalWebhook(publicBaseUrl(request), `PAYMENT.PAYOUTS-ITEM.${event}`, resource));
    return reply.status(201).send(created(batch));
  });

  /** The create answer: the batch header only, PENDING, as PayPal answers asynchronous batches. */
  function created(batch: Record<string, unknown>) {
    const header = batch.batch_header as Record<string, unknown>;
    return { batch_header: { ...header, batch_status: 'PENDING' } };
  }

  app.get<{ Params: { id: string } }>('/paypal/v1/payments/payouts/:id', async (request, reply) => {
    if (!authorized(request)) return reply.status(401).send({ name: 'AUTHENTICATION_FAILURE' });
    const batch = batches.get(request.params.id);
    if (!batch) return reply.status(404).send({ name: 'INVALID_RESOURCE_ID' });
    return batch;
  });

  async function paypalWebhook(base: string, type: string, resource: unknown) {
    const body = JSON.stringify({
      id: `WH-${randomBytes(9).toString('hex').toUpperCase()}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: 'payouts_item',
      event_type: type,
      summary: type,
      resource,
    });
    const transmissionId = randomUUID();
    const transmissionTime = new Date().toISOString();
    const message = expectedMessage(
      transmissionId,
      transmissionTime,
      sandbox.paypal.webhookId,
      Buffer.from(body),
    );
    await deliver(
      `${base}/api/payouts/paypal/notify`,
      {
        'Content-Type': 'application/json',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': transmissionTime,
        'paypal-transmission-sig': signSha256WithRsa(message, sandbox.paypal.certificatePrivateKey),
        'paypal-cert-url': `${base}${PAYPAL_CERT_PATH}`,
        'paypal-auth-algo': AUTH_ALGO,
      },
      body,
    );
  }

  // Alipay ------------------------------------------------------------------------------
  const transfers = new BoundedMap<string, Record<string, string>>();

  const signedAnswer = (method: string, answer: Record<string, unknown>) => {
    const member = JSON.stringify(answer);
    const sign = signSha256WithRsa(member, sandbox.alipay.alipay.privateKey);
    return `{"${method.replaceAll('.', '_')}_response":${member},"sign":${JSON.stringify(sign)}}`;
  };

  app.post('/alipay/gateway.do', async (request, reply) => {
    reply.type('application/json; charset=utf-8');
    const params = parseForm(raw(request).toString('utf8'));
    if (
      !params ||
      !verifyRequestParams(params, sandbox.alipay.app.publicKey) ||
      params.app_id !== sandbox.alipay.appId
    ) {
      return JSON.stringify({
        error_response: {
          code: '40002',
          msg: 'Invalid Arguments',
          sub_code: 'isv.invalid-signature',
          sub_msg: 'invalid signature',
        },
      });
    }
    const biz = (parseJson(params.biz_content) ?? {}) as Record<string, unknown>;
    const outBizNo = typeof biz.out_biz_no === 'string' ? biz.out_biz_no : '';
    if (params.method === TRANSFER) {
      const payee = (biz.payee_info ?? {}) as Record<string, unknown>;
      if (!outBizNo || typeof biz.trans_amount !== 'string' || typeof payee.identity !== 'string') {
        return signedAnswer(TRANSFER, {
          code: '40004',
          msg: 'Business Failed',
          sub_code: 'INVALID_PARAMETER',
          sub_msg: 'invalid parameter',
        });
      }
      let transfer = transfers.get(outBizNo);
      if (!transfer) {
        const outcome = outcomeOf(payee.identity);
        if (outcome === 'fail') {
          return signedAnswer(TRANSFER, {
            code: '40004',
            msg: 'Business Failed',
            sub_code: 'PAYEE_NOT_EXIST',
            sub_msg: 'payee does not exist',
          });
        }
        transfer = {
          out_biz_no: outBizNo,
          order_id: `2026${randomBytes(8).readBigUInt64BE().toString().padStart(20, '0').slice(0, 20)}`,
          pay_fund_order_id: `2026${randomBytes(8).readBigUInt64BE().toString().padStart(20, '0').slice(0, 20)}`,
          status: outcome === 'pending' ? 'DEALING' : 'SUCCESS',
          trans_amount: biz.trans_amount,
          trans_date: new Date().toISOString().replace('T', ' ').slice(0, 19),
        };
        transfers.set(outBizNo, transfer);
        const notifyUrl = params.notify_url;
        if (notifyUrl) later(() => alipayNotify(notifyUrl, transfer!));
      }
      const { trans_amount: _amount, ...shown } = transfer;
      return signedAnswer(TRANSFER, { code: '10000', msg: 'Success', ...shown });
    }
    if (params.method === QUERY) {
      const transfer = transfers.get(outBizNo);
      if (!transfer) {
        return signedAnswer(QUERY, {
          code: '40004',
          msg: 'Business Failed',
          sub_code: 'ORDER_NOT_EXIST',
          sub_msg: 'order does not exist',
        });
      }
      return signedAnswer(QUERY, { code: '10000', msg: 'Success', ...transfer });
    }
    return JSON.stringify({
      error_response: { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method' },
    });
  });

  async function alipayNotify(url: string, transfer: Record<string, string>) {
    const params: Record<string, string> = {
      notify_id: randomBytes(16).toString('hex'),
      utc_timestamp: String(Date.now()),
      msg_method: CHANGED,
      app_id: sandbox.alipay.appId,
      version: '1.1',
      biz_content: JSON.stringify({
        ...transfer,
        action_type: 'FINISH',
        product_code: 'TRANS_ACCOUNT_NO_PWD',
        biz_scene: 'DIRECT_TRANSFER',
      }),
      charset: 'utf-8',
      sign_type: 'RSA2',
    };
    params.sign = signNotification(params, sandbox.alipay.alipay.privateKey);
    await deliver(
      url,
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      new URLSearchParams(params).toString(),
    );
  }
};
