import { z } from 'zod';
import { systemClock, type Clock } from '../../../lib/clock.ts';
import { signedGatewayParams, verifyNotificationParams } from './signing.ts';
import { formEncode, postGateway } from './gateway.ts';
import { beijingDateTime, parseBeijingDateTime } from '../beijing-time.ts';
import { fetchTransport, type HttpTransport, type ProviderOptions } from '../http.ts';
import { formatMinorUnits, parseMinorUnits } from '../money.ts';
import type { AlipayConfig } from '../../../config/payments.config.ts';
import {
  NotificationRejected,
  PaymentProviderError,
  type CreatePaymentInput,
  type ExpectedPaymentLookup,
  type IncomingNotification,
  type NotificationAnswer,
  type PaymentProvider,
  type PaymentStart,
  type ProviderPayment,
  type ProviderPaymentState,
  type ProviderRefund,
  type RefundInput,
  type RefundQuery,
  type RefundResult,
} from '../provider.ts';

/**
 * Alipay computer-website payment (alipay.trade.page.pay) and the trade query, close and
 * refund APIs, over the open-platform gateway in public-key mode (not certificate mode).
 * The browser is sent to the signed gateway URL; Alipay posts the result to notify_url and
 * sends the buyer back to return_url with signed parameters.
 */

const CURRENCY = 'CNY';
const SUCCESS = '10000';

const STATES: Record<string, ProviderPaymentState> = {
  WAIT_BUYER_PAY: 'pending',
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'paid',
  TRADE_CLOSED: 'closed',
};

const answerSchema = z.looseObject({
  code: z.string(),
  msg: z.string().optional(),
  sub_code: z.string().optional(),
  sub_msg: z.string().optional(),
});
const tradeSchema = z.looseObject({
  out_trade_no: z.string(),
  trade_no: z.string().optional(),
  trade_status: z.string(),
  total_amount: z.string().optional(),
  send_pay_date: z.string().optional(),
});

/**
 * The fields of the synchronous return (alipay.trade.page.pay.return). Our own query parameters
 * on return_url come back beside them unsigned, so only these are verified.
 */
const RETURN_FIELDS = [
  'app_id',
  'auth_app_id',
  'charset',
  'method',
  'out_trade_no',
  'seller_id',
  'sign',
  'sign_type',
  'timestamp',
  'total_amount',
  'trade_no',
  'version',
];

/** Alipay refuses `/`, `=` and `&` in the subject, and more than 256 characters. */
function subject(text: string): string {
  return [...text.replace(/[/=&]/g, ' ')].slice(0, 256).join('').trim() || '-';
}

/** Decoded form fields; null when a name repeats (a signature over one copy proves nothing). */
export function parseForm(text: string): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    if (Object.hasOwn(params, key)) return null;
    params[key] = value;
  }
  return params;
}

export class AlipayProvider implements PaymentProvider {
  readonly method = 'alipay' as const;
  readonly currencies = [CURRENCY] as const;
  private readonly transport: HttpTransport;
  private readonly clock: Clock;

  constructor(
    private readonly config: AlipayConfig,
    options: ProviderOptions = {},
  ) {
    this.transport = options.transport ?? fetchTransport('alipay');
    this.clock = options.clock ?? systemClock;
  }

  /** No call to Alipay: the trade is created when the buyer opens the signed gateway URL. */
  async create(input: CreatePaymentInput): Promise<PaymentStart> {
    if (input.currency !== CURRENCY) {
      throw new PaymentProviderError('alipay', `page pay takes CNY, not ${input.currency}`);
    }
    const params = this.signed(
      'alipay.trade.page.pay',
      {
        out_trade_no: input.orderNo,
        product_code: 'FAST_INSTANT_TRADE_PAY',
        total_amount: formatMinorUnits(input.amountMinor, CURRENCY),
        subject: subject(input.description),
        time_expire: beijingDateTime(input.expiresAt),
      },
      { return_url: input.returnUrl, notify_url: input.notifyUrl },
    );
    // A gateway configured with its own query (`?charset=utf-8`) keeps it.
    const separator = this.config.gateway.includes('?') ? '&' : '?';
    return {
      kind: 'redirect',
      url: `${this.config.gateway}${separator}${formEncode(params)}`,
      providerOrderId: null,
    };
  }

  async verifyNotification(
    notification: IncomingNotification,
    expected: ExpectedPaymentLookup,
  ): Promise<ProviderPayment> {
    // The signature covers the decoded values, so decoding the form is the first step.
    const params = parseForm(notification.rawBody.toString('utf8'));
    if (!params?.sign) throw new NotificationRejected('malformed', 'no sign');
    if (!verifyNotificationParams(params, this.config.alipayPublicKey)) {
      throw new NotificationRejected('signature');
    }
    this.checkMerchant(params);
    // A refund (ours or one made in Alipay's dashboard) is notified with refund_fee, the
    // trade's refunded total, and out_biz_no, the refund's request number (decision 056).
    if (params.refund_fee && params.out_biz_no) return this.refundNotice(params);
    if (!params.out_trade_no || !params.trade_status) {
      throw new NotificationRejected('malformed', 'no out_trade_no or trade_status');
    }
    const order = await expected(params.out_trade_no);
    if (!order) throw new NotificationRejected('unknown-order');
    const total = parseMinorUnits(params.total_amount ?? '', CURRENCY);
    if (order.currency !== CURRENCY || total !== order.amountMinor) {
      throw new NotificationRejected('amount', `total_amount ${params.total_amount}`);
    }
    let state = STATES[params.trade_status] ?? 'pending';
    // A trade closes after a full refund too; the notification then carries refund_fee.
    if (state === 'closed' && params.refund_fee) state = 'refunded';
    return this.payment(
      params.out_trade_no,
      state,
      params.trade_no,
      total,
      params.gmt_payment,
      params,
    );
  }

  acknowledge(): NotificationAnswer {
    return { status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' };
  }

  refuse(): NotificationAnswer {
    return { status: 400, contentType: 'text/plain; charset=utf-8', body: 'failure' };
  }

  /**
   * The return trip carries no trade status, only a signed receipt: verify it when present
   * (a forged one is refused), then ask Alipay, whose signed answer is what counts.
   */
  async complete(
    orderNo: string,
    _providerOrderId: string | null,
    returnParams: Record<string, string>,
  ): Promise<ProviderPayment> {
    if (returnParams.sign !== undefined) {
      const signed = Object.fromEntries(
        RETURN_FIELDS.filter((key) => returnParams[key] !== undefined).map((key) => [
          key,
          returnParams[key]!,
        ]),
      );
      if (!verifyNotificationParams(signed, this.config.alipayPublicKey)) {
        throw new NotificationRejected('signature');
      }
      this.checkMerchant(signed);
      if (signed.out_trade_no !== orderNo) {
        throw new NotificationRejected('unknown-order', 'return names another order');
      }
    }
    return (await this.query(orderNo)) ?? this.payment(orderNo, 'pending', undefined, null);
  }

  async query(orderNo: string): Promise<ProviderPayment | null> {
    const answer = await this.call('alipay.trade.query', { out_trade_no: orderNo });
    if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return null;
    const trade = tradeSchema.safeParse(answer);
    if (answer.code !== SUCCESS || !trade.success) throw this.failure('trade query', answer);
    if (trade.data.out_trade_no !== orderNo) {
      throw new PaymentProviderError('alipay', 'trade query answered another order');
    }
    let state = STATES[trade.data.trade_status] ?? 'pending';
    // Only a paid trade has a payout date: closed after payment means fully refunded.
    if (state === 'closed' && trade.data.send_pay_date) state = 'refunded';
    const total = parseMinorUnits(trade.data.total_amount ?? '', CURRENCY);
    return this.payment(
      orderNo,
      state,
      trade.data.trade_no,
      total,
      trade.data.send_pay_date,
      answer,
    );
  }

  async close(orderNo: string): Promise<void> {
    const answer = await this.call('alipay.trade.close', { out_trade_no: orderNo });
    // No trade yet (the buyer never opened the page) is closed enough: time_expire ends the link.
    if (answer.code === SUCCESS || answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return;
    if (answer.sub_code === 'ACQ.TRADE_STATUS_ERROR') {
      const payment = await this.query(orderNo);
      if (payment === null || payment.state === 'closed') return;
    }
    throw this.failure('trade close', answer);
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    if (input.currency !== CURRENCY) {
      throw new PaymentProviderError('alipay', `refunds are in CNY, not ${input.currency}`);
    }
    const answer = await this.call('alipay.trade.refund', {
      out_trade_no: input.orderNo,
      trade_no: input.transactionId,
      refund_amount: formatMinorUnits(input.amountMinor, CURRENCY),
      out_request_no: input.refundNo,
      refund_reason: subject(input.reason),
    });
    if (answer.code !== SUCCESS) throw this.failure('refund', answer);
    // fund_change N: this call moved no money (e.g. already refunded); the caller re-checks.
    return {
      refundId: input.refundNo,
      state: answer.fund_change === 'Y' ? 'succeeded' : 'pending',
      providerState: `fund_change ${String(answer.fund_change ?? '')}`.trim(),
    };
  }

  /**
   * alipay.trade.fastpay.refund.query: an answer with refund_amount and a refund_status that
   * is REFUND_SUCCESS or absent means refunded; no refund_amount means Alipay has no such
   * refund (it was never taken), which the caller may ask for again under the same number.
   */
  async queryRefund(query: RefundQuery): Promise<ProviderRefund | null> {
    const answer = await this.call('alipay.trade.fastpay.refund.query', {
      out_trade_no: query.orderNo,
      trade_no: query.transactionId,
      out_request_no: query.refundNo,
    });
    if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return null;
    if (answer.code !== SUCCESS) throw this.failure('refund query', answer);
    const amount = typeof answer.refund_amount === 'string' ? answer.refund_amount : '';
    if (!amount) return null;
    const status = typeof answer.refund_status === 'string' ? answer.refund_status : '';
    return {
      refundNo: query.refundNo,
      refundId: query.refundNo,
      state: status === '' || status === 'REFUND_SUCCESS' ? 'succeeded' : 'pending',
      amountMinor: parseMinorUnits(amount, CURRENCY),
      refundedTotalMinor: null,
      providerState: status || 'REFUND_SUCCESS',
    };
  }

  private refundNotice(params: Record<string, string>): ProviderPayment {
    return {
      orderNo: params.out_trade_no ?? '',
      state: 'refunded',
      transactionId: params.trade_no ?? null,
      amountMinor: null,
      currency: null,
      paidAt: null,
      raw: params,
      refund: {
        refundNo: params.out_biz_no ?? null,
        refundId: params.out_biz_no ?? null,
        state: 'succeeded',
        amountMinor: null,
        refundedTotalMinor: parseMinorUnits(params.refund_fee ?? '', CURRENCY),
        providerState: params.trade_status ?? 'refund',
      },
    };
  }

  /** The common parameters, biz_content and extras, signed. */
  private signed(
    method: string,
    biz: Record<string, string>,
    extra: Record<string, string> = {},
  ): Record<string, string> {
    return signedGatewayParams(this.config, new Date(this.clock.now()), method, biz, extra);
  }

  /** One gateway call: POSTed form, answer verified over its raw JSON before it is read. */
  private async call(
    method: string,
    biz: Record<string, string>,
  ): Promise<z.infer<typeof answerSchema>> {
    const body = await postGateway(this.transport, this.config, method, this.signed(method, biz));
    const answer = answerSchema.safeParse(body);
    if (!answer.success) throw new PaymentProviderError('alipay', `${method}: unexpected answer`);
    return answer.data;
  }

  private checkMerchant(params: Record<string, string>): void {
    if (params.app_id !== this.config.appId) {
      throw new NotificationRejected('merchant', `app_id ${params.app_id}`);
    }
    if (params.seller_id !== this.config.sellerId) {
      throw new NotificationRejected('merchant', `seller_id ${params.seller_id}`);
    }
  }

  private failure(what: string, answer: z.infer<typeof answerSchema>): PaymentProviderError {
    const detail = [answer.code, answer.sub_code, answer.sub_msg ?? answer.msg].filter(Boolean);
    return new PaymentProviderError(
      'alipay',
      `${what}: ${detail.join(' ')}`,
      200,
      answer.sub_code ?? answer.code,
    );
  }

  private payment(
    orderNo: string,
    state: ProviderPaymentState,
    tradeNo: string | undefined,
    amountMinor: number | null,
    paidAt?: string,
    raw: Record<string, unknown> = {},
  ): ProviderPayment {
    const paid = state === 'paid' || state === 'refunded';
    return {
      orderNo,
      state,
      transactionId: paid ? (tradeNo ?? null) : null,
      amountMinor,
      currency: amountMinor === null ? null : CURRENCY,
      paidAt: paid ? parseBeijingDateTime(paidAt) : null,
      raw,
    };
  }
}
