import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { parseForm } from '../alipay/provider.ts';
import { signNotification, verifyRequestParams } from '../alipay/signing.ts';
import { beijingDateTime, parseBeijingDateTime } from '../beijing-time.ts';
import { formatMinorUnits, parseMinorUnits } from '../money.ts';
import { signSha256WithRsa } from '../rsa.ts';
import { parseJson } from '../http.ts';
import type { PaymentSandbox } from './keys.ts';
import { checkoutPage, messagePage } from './page.ts';
import {
  deliver,
  describeDelivery,
  formFields,
  rawBody,
  sendHtml,
  type SandboxContext,
} from './shared.ts';

/**
 * The Alipay side of page pay and the trade APIs, in memory. The gateway checks our RSA2
 * signature and app_id as Alipay does; its answers are `{"<method>_response":…,"sign":…}`
 * signed over the exact response text, and "Pay" posts a signed trade_status_sync
 * notification, then returns the browser to return_url with signed parameters.
 */

interface SandboxTrade {
  id: string;
  outTradeNo: string;
  tradeNo: string;
  subject: string;
  totalMinor: number;
  notifyUrl: string;
  returnUrl: string;
  expiresAt: number;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  gmtCreate: string;
  gmtPayment?: string;
  refundedMinor: number;
  /** Refunds by out_request_no: amount and whether Alipay has moved the money yet. */
  refunds: Record<string, { amountMinor: number; done: boolean }>;
  /** "Pay; refunds stay pending": a refund moves no money until it is queried. */
  slowRefunds?: boolean;
}

const pageBiz = z.object({
  out_trade_no: z.string().min(1).max(64),
  product_code: z.literal('FAST_INSTANT_TRADE_PAY'),
  total_amount: z.string(),
  subject: z.string().min(1).max(256),
  time_expire: z.string().optional(),
});
const tradeBiz = z.object({
  out_trade_no: z.string().optional(),
  trade_no: z.string().optional(),
  refund_amount: z.string().optional(),
  out_request_no: z.string().optional(),
});

const money = (minor: number) => formatMinorUnits(minor, 'CNY');

export const alipaySandbox: FastifyPluginAsync<{
  sandbox: PaymentSandbox;
  context: SandboxContext;
}> = async (app, { sandbox, context }) => {
  const identity = sandbox.alipay;
  const store = context.store('alipay');
  const load = (no: string) => store.get<SandboxTrade>('trade', no);
  const save = (trade: SandboxTrade) => store.put('trade', trade.outTradeNo, trade);
  const byId = async (id: string | undefined) =>
    store.findBy<SandboxTrade>('trade', 'id', id ?? '');
  const now = () => beijingDateTime(new Date(context.now()));

  /** A gateway answer, signed over the exact JSON text of the response member. */
  function answer(
    reply: FastifyReply,
    method: string,
    body: Record<string, unknown>,
  ): FastifyReply {
    const response = JSON.stringify(body);
    const sign = signSha256WithRsa(response, identity.alipay.privateKey);
    const key = `${method.replaceAll('.', '_')}_response`;
    return reply
      .type('text/html;charset=utf-8')
      .send(`{"${key}":${response},"sign":${JSON.stringify(sign)}}`);
  }

  const businessError = (reply: FastifyReply, method: string, subCode: string, subMsg: string) =>
    answer(reply, method, {
      code: '40004',
      msg: 'Business Failed',
      sub_code: subCode,
      sub_msg: subMsg,
    });

  /** Checks our request as Alipay does; the problem, or null when it holds. */
  function requestProblem(params: Record<string, string> | null): string | null {
    if (!params) return 'isv.invalid-parameter';
    if (params.app_id !== identity.appId) return 'isv.invalid-app-id';
    if (params.charset?.toLowerCase() !== 'utf-8') return 'isv.invalid-charset';
    if (!verifyRequestParams(params, identity.app.publicKey)) return 'isv.invalid-signature';
    return null;
  }

  /** The browser arrives with the signed page-pay URL our provider built. */
  app.get('/gateway.do', async (request, reply) => {
    const params = parseForm(request.url.slice(request.url.indexOf('?') + 1));
    const problem =
      requestProblem(params) ??
      (params!.method === 'alipay.trade.page.pay' ? null : 'isv.invalid-method');
    const biz = pageBiz.safeParse(parseJson(params?.biz_content));
    const total = biz.success ? parseMinorUnits(biz.data.total_amount, 'CNY') : null;
    if (problem || !biz.success || !total || !params?.notify_url || !params.return_url) {
      const reason = problem ?? 'isv.invalid-biz-content';
      return sendHtml(
        reply,
        messagePage('alipay', 'Request refused', `Alipay would refuse this request: ${reason}.`),
        400,
      );
    }
    const existing = await load(biz.data.out_trade_no);
    if (existing && (existing.status !== 'WAIT_BUYER_PAY' || existing.totalMinor !== total)) {
      return sendHtml(
        reply,
        messagePage('alipay', 'Cannot pay', `This trade is ${existing.status}.`),
        409,
      );
    }
    const expires = parseBeijingDateTime(biz.data.time_expire);
    const trade: SandboxTrade = existing ?? {
      id: randomBytes(12).toString('base64url'),
      outTradeNo: biz.data.out_trade_no,
      tradeNo: `${now().replace(/\D/g, '')}22${randomBytes(6).toString('hex')}`.slice(0, 28),
      subject: biz.data.subject,
      totalMinor: total,
      notifyUrl: params.notify_url,
      returnUrl: params.return_url,
      expiresAt: expires ? expires.getTime() : context.now() + 15 * 86_400_000,
      status: 'WAIT_BUYER_PAY',
      gmtCreate: now(),
      refundedMinor: 0,
      refunds: {},
    };
    await save(trade);
    if (trade.expiresAt <= context.now()) {
      return sendHtml(reply, messagePage('alipay', 'Cannot pay', 'This trade has expired.'), 409);
    }
    return sendHtml(
      reply,
      checkoutPage({
        brand: 'alipay',
        title: 'Pay with Alipay',
        details: [
          ['Seller', identity.sellerId],
          ['Order', trade.outTradeNo],
          ['Item', trade.subject],
          ['Amount', `¥${money(trade.totalMinor)}`],
        ],
        action: 'decide',
        hidden: { trade: trade.id },
        note: 'This stands in for the Alipay cashier page.',
      }),
    );
  });

  /** The server-to-server APIs: query, close, refund. */
  app.post('/gateway.do', async (request, reply) => {
    const params = parseForm(rawBody(request).toString('utf8'));
    const method = params?.method ?? '';
    const problem = requestProblem(params);
    if (problem) {
      // Alipay answers gateway-level refusals unsigned, under error_response.
      return reply.type('text/html;charset=utf-8').send(
        JSON.stringify({
          error_response: { code: '40002', msg: 'Invalid Arguments', sub_code: problem },
        }),
      );
    }
    const biz = tradeBiz.safeParse(parseJson(params!.biz_content));
    const trade = biz.success
      ? ((biz.data.out_trade_no ? await load(biz.data.out_trade_no) : undefined) ??
        (biz.data.trade_no
          ? await store.findBy<SandboxTrade>('trade', 'tradeNo', biz.data.trade_no)
          : undefined))
      : undefined;
    const methods = [
      'alipay.trade.query',
      'alipay.trade.close',
      'alipay.trade.refund',
      'alipay.trade.fastpay.refund.query',
    ];
    if (!methods.includes(method)) {
      return businessError(
        reply,
        method || 'alipay.error',
        'isv.invalid-method',
        'unsupported method',
      );
    }
    if (!trade) return businessError(reply, method, 'ACQ.TRADE_NOT_EXIST', 'trade does not exist');
    const ids = { trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo };
    if (method === 'alipay.trade.query') {
      return answer(reply, method, {
        code: '10000',
        msg: 'Success',
        ...ids,
        buyer_logon_id: 'san***@sandbox.example',
        trade_status: trade.status,
        total_amount: money(trade.totalMinor),
        ...(trade.gmtPayment
          ? { send_pay_date: trade.gmtPayment, buyer_pay_amount: money(trade.totalMinor) }
          : {}),
      });
    }
    if (method === 'alipay.trade.close') {
      if (trade.status !== 'WAIT_BUYER_PAY') {
        return businessError(reply, method, 'ACQ.TRADE_STATUS_ERROR', `trade is ${trade.status}`);
      }
      trade.status = 'TRADE_CLOSED';
      await save(trade);
      return answer(reply, method, { code: '10000', msg: 'Success', ...ids });
    }
    if (method === 'alipay.trade.fastpay.refund.query') {
      const requestNo = biz.data?.out_request_no ?? trade.outTradeNo;
      const refund = trade.refunds[requestNo];
      if (!refund) return answer(reply, method, { code: '10000', msg: 'Success', ...ids });
      if (!refund.done) settle(trade, refund);
      await save(trade);
      return answer(reply, method, {
        code: '10000',
        msg: 'Success',
        ...ids,
        out_request_no: requestNo,
        total_amount: money(trade.totalMinor),
        refund_amount: money(refund.amountMinor),
        refund_status: 'REFUND_SUCCESS',
        gmt_refund_pay: now(),
      });
    }
    const refund = parseMinorUnits(biz.data?.refund_amount ?? '', 'CNY');
    const requestNo = biz.data?.out_request_no ?? trade.outTradeNo;
    if (trade.refunds[requestNo]) {
      return answer(reply, method, {
        code: '10000',
        msg: 'Success',
        ...ids,
        fund_change: 'N',
        refund_fee: money(trade.refundedMinor),
      });
    }
    const asked = Object.values(trade.refunds).reduce((sum, r) => sum + r.amountMinor, 0);
    if (!trade.gmtPayment || !refund || refund > trade.totalMinor - asked) {
      return businessError(
        reply,
        method,
        'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL',
        'refund amount is wrong',
      );
    }
    const entry = { amountMinor: refund, done: false };
    trade.refunds[requestNo] = entry;
    if (!trade.slowRefunds) settle(trade, entry);
    await save(trade);
    return answer(reply, method, {
      code: '10000',
      msg: 'Success',
      ...ids,
      buyer_logon_id: 'san***@sandbox.example',
      fund_change: entry.done ? 'Y' : 'N',
      refund_fee: money(trade.refundedMinor),
      gmt_refund_pay: now(),
    });
  });

  /** The money of one refund moves: a full refund closes the trade, as Alipay's does. */
  function settle(trade: SandboxTrade, refund: { amountMinor: number; done: boolean }) {
    refund.done = true;
    trade.refundedMinor += refund.amountMinor;
    if (trade.refundedMinor === trade.totalMinor) trade.status = 'TRADE_CLOSED';
  }

  app.post('/decide', async (request, reply) => {
    const fields = formFields(request);
    const trade = await byId(fields.trade);
    if (!trade || trade.status !== 'WAIT_BUYER_PAY' || trade.expiresAt <= context.now()) {
      return sendHtml(
        reply,
        messagePage('alipay', 'Cannot pay', 'This trade cannot be paid now.'),
        409,
      );
    }
    if (fields.action === 'cancel') {
      const shop = new URL(trade.returnUrl).origin;
      return sendHtml(
        reply,
        messagePage('alipay', 'Left the cashier', 'Nothing was paid.', {
          href: shop,
          label: 'Back to the shop',
        }),
      );
    }
    if (fields.action !== 'pay' && fields.action !== 'pay-slow') {
      // Alipay reports no failure: the trade simply stays unpaid until it expires or closes.
      return sendHtml(
        reply,
        messagePage(
          'alipay',
          'Payment failed',
          'The sandbox declined the payment; the trade stays WAIT_BUYER_PAY.',
        ),
      );
    }
    trade.status = 'TRADE_SUCCESS';
    trade.gmtPayment = now();
    trade.slowRefunds = fields.action === 'pay-slow';
    await save(trade);
    const delivery = await notify(trade);
    request.log.info(
      { outTradeNo: trade.outTradeNo, status: delivery.status },
      'alipay sandbox notification',
    );
    if (delivery.status === null) {
      return sendHtml(
        reply,
        messagePage('alipay', 'Paid', `The payment succeeded. ${describeDelivery(delivery)}`),
      );
    }
    return reply.header('cache-control', 'no-store').redirect(returnUrl(trade), 302);
  });

  function notify(trade: SandboxTrade) {
    const params: Record<string, string> = {
      notify_time: now(),
      notify_type: 'trade_status_sync',
      notify_id: randomUUID().replaceAll('-', ''),
      app_id: identity.appId,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      buyer_id: '2088000000000002',
      buyer_logon_id: 'san***@sandbox.example',
      seller_id: identity.sellerId,
      seller_email: 'seller@sandbox.example',
      trade_status: trade.status,
      total_amount: money(trade.totalMinor),
      receipt_amount: money(trade.totalMinor),
      buyer_pay_amount: money(trade.totalMinor),
      subject: trade.subject,
      gmt_create: trade.gmtCreate,
      gmt_payment: trade.gmtPayment!,
    };
    params.sign = signNotification(params, identity.alipay.privateKey);
    return deliver(
      trade.notifyUrl,
      { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
      new URLSearchParams(params).toString(),
    );
  }

  /** The synchronous return: signed parameters, no trade status (Alipay leaves that to notify/query). */
  function returnUrl(trade: SandboxTrade): string {
    const params: Record<string, string> = {
      charset: 'utf-8',
      out_trade_no: trade.outTradeNo,
      method: 'alipay.trade.page.pay.return',
      total_amount: money(trade.totalMinor),
      trade_no: trade.tradeNo,
      auth_app_id: identity.appId,
      version: '1.0',
      app_id: identity.appId,
      sign_type: 'RSA2',
      seller_id: identity.sellerId,
      timestamp: now(),
    };
    params.sign = signNotification(params, identity.alipay.privateKey);
    const url = new URL(trade.returnUrl);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return url.toString();
  }
};
