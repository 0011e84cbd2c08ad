import { z } from 'zod';
import { systemClock, type Clock } from '../../../lib/clock.ts';
import { beijingRfc3339, parseRfc3339 } from '../beijing-time.ts';
import { fetchTransport, type HttpTransport, type ProviderOptions, parseJson } from '../http.ts';
import type { WechatPayConfig } from '../../../config/payments.config.ts';
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
import { PlatformCertificates } from './platform-certificates.ts';
import { authorizationHeader, decryptResource, verifyWechatpaySignature } from './signing.ts';

/**
 * WeChat Pay API v3, Native (QR code) payments: pay.weixin.qq.com/doc/v3/merchant/4012791874.
 * Every request is signed; every answer and notification is verified before it is read.
 */

// Loose: `raw` keeps every field WeChat sent (payer, bank, promotion details).
const transactionSchema = z.looseObject({
  appid: z.string(),
  mchid: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string().optional(),
  trade_state: z.string(),
  success_time: z.string().optional(),
  amount: z
    .object({ total: z.number().int().optional(), currency: z.string().optional() })
    .optional(),
});
type Transaction = z.infer<typeof transactionSchema>;

const notificationSchema = z.object({
  id: z.string(),
  event_type: z.string(),
  resource_type: z.string(),
  resource: z.object({
    algorithm: z.string(),
    ciphertext: z.string(),
    associated_data: z.string().optional(),
    nonce: z.string(),
    original_type: z.string().optional(),
  }),
});

const refundSchema = z.looseObject({
  refund_id: z.string(),
  out_refund_no: z.string().optional(),
  status: z.string(),
  amount: z.object({ refund: z.number().int().optional() }).optional(),
});
/** The decrypted resource of a REFUND.* notification. */
const refundNoticeSchema = z.looseObject({
  mchid: z.string(),
  out_trade_no: z.string().optional(),
  transaction_id: z.string().optional(),
  out_refund_no: z.string().optional(),
  refund_id: z.string(),
  refund_status: z.string(),
  amount: z.object({ refund: z.number().int().optional() }).optional(),
});
const REFUND_EVENTS = ['REFUND.SUCCESS', 'REFUND.ABNORMAL', 'REFUND.CLOSED'];
const errorSchema = z.object({ code: z.string(), message: z.string().optional() });

const STATES: Record<string, ProviderPaymentState> = {
  SUCCESS: 'paid',
  REFUND: 'refunded',
  NOTPAY: 'pending',
  USERPAYING: 'pending',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'failed',
};

// ABNORMAL (the buyer's account cannot take the money) waits for the merchant platform: final here.
const REFUND_STATES: Record<string, RefundResult['state']> = {
  SUCCESS: 'succeeded',
  PROCESSING: 'pending',
  CLOSED: 'closed',
  ABNORMAL: 'failed',
};

/** WeChat limits `description` to 127 bytes of UTF-8; cut on a character boundary. */
function description(text: string): string {
  let out = '';
  for (const char of text) {
    if (Buffer.byteLength(out + char) > 127) break;
    out += char;
  }
  return out || '-';
}

export class WechatPayProvider implements PaymentProvider {
  readonly method = 'wechat' as const;
  readonly currencies = ['CNY'] as const;
  /** Configured and downloaded platform keys (decision 057). */
  readonly certificates: PlatformCertificates;
  private readonly transport: HttpTransport;
  private readonly clock: Clock;

  constructor(
    private readonly config: WechatPayConfig,
    options: ProviderOptions = {},
  ) {
    this.transport = options.transport ?? fetchTransport('wechat');
    this.clock = options.clock ?? systemClock;
    this.certificates = new PlatformCertificates(config, this.transport, this.clock);
  }

  async create(input: CreatePaymentInput): Promise<PaymentStart> {
    if (input.currency !== 'CNY') {
      throw new PaymentProviderError('wechat', `Native pay takes CNY, not ${input.currency}`);
    }
    const { status, json } = await this.call('POST', '/v3/pay/transactions/native', {
      appid: this.config.appId,
      mchid: this.config.mchId,
      description: description(input.description),
      out_trade_no: input.orderNo,
      time_expire: beijingRfc3339(input.expiresAt),
      notify_url: input.notifyUrl,
      amount: { total: input.amountMinor, currency: 'CNY' },
    });
    const answer = z.object({ code_url: z.string().min(1) }).safeParse(json);
    if (status !== 200 || !answer.success) throw this.failure('native order', status, json);
    return { kind: 'qr', codeUrl: answer.data.code_url, providerOrderId: null };
  }

  async verifyNotification(
    notification: IncomingNotification,
    expected: ExpectedPaymentLookup,
  ): Promise<ProviderPayment> {
    verifyWechatpaySignature(
      notification.headers,
      notification.rawBody,
      await this.certificates.keysFor(notification.headers),
      this.clock.now(),
    );
    const envelope = notificationSchema.safeParse(parseJson(notification.rawBody));
    if (!envelope.success) throw new NotificationRejected('malformed', 'not a notification');
    if (REFUND_EVENTS.includes(envelope.data.event_type)) {
      return this.refundNotice(decryptResource(envelope.data.resource, this.config.apiV3Key));
    }
    if (envelope.data.event_type !== 'TRANSACTION.SUCCESS') {
      throw new NotificationRejected('malformed', `event ${envelope.data.event_type}`);
    }
    const plaintext = decryptResource(envelope.data.resource, this.config.apiV3Key);
    const transaction = transactionSchema.safeParse(parseJson(plaintext));
    if (!transaction.success) throw new NotificationRejected('malformed', 'not a transaction');
    this.checkMerchant(
      transaction.data,
      (message) => new NotificationRejected('merchant', message),
    );
    const order = await expected(transaction.data.out_trade_no);
    if (!order) throw new NotificationRejected('unknown-order');
    const { total, currency } = transaction.data.amount ?? {};
    if (total !== order.amountMinor || currency !== order.currency) {
      throw new NotificationRejected('amount', `amount ${total} ${currency}`);
    }
    return this.toPayment(transaction.data);
  }

  acknowledge(): NotificationAnswer {
    return { status: 204, contentType: 'text/plain; charset=utf-8', body: '' };
  }

  refuse(): NotificationAnswer {
    return {
      status: 400,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ code: 'FAIL', message: 'rejected' }),
    };
  }

  /** Native pay has no return trip; the state is whatever the order query says. */
  async complete(orderNo: string): Promise<ProviderPayment> {
    return (await this.query(orderNo)) ?? this.pending(orderNo);
  }

  async query(orderNo: string): Promise<ProviderPayment | null> {
    const path =
      `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}` +
      `?mchid=${encodeURIComponent(this.config.mchId)}`;
    const { status, json } = await this.call('GET', path);
    if (status === 404) return null;
    const transaction = transactionSchema.safeParse(json);
    if (status !== 200 || !transaction.success) throw this.failure('order query', status, json);
    if (transaction.data.out_trade_no !== orderNo) {
      throw new PaymentProviderError('wechat', 'order query answered another order', status);
    }
    this.checkMerchant(transaction.data, (message) => new PaymentProviderError('wechat', message));
    return this.toPayment(transaction.data);
  }

  async close(orderNo: string): Promise<void> {
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}/close`;
    const { status, json } = await this.call('POST', path, { mchid: this.config.mchId });
    // Nothing to close is closed enough; a paid order is an error the caller must see.
    if (status === 204 || status === 200 || status === 404) return;
    throw this.failure('close', status, json);
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    const { status, json } = await this.call('POST', '/v3/refund/domestic/refunds', {
      transaction_id: input.transactionId,
      out_refund_no: input.refundNo,
      reason: [...input.reason].slice(0, 80).join(''),
      ...(input.notifyUrl ? { notify_url: input.notifyUrl } : {}),
      amount: { refund: input.amountMinor, total: input.totalMinor, currency: input.currency },
    });
    const refund = refundSchema.safeParse(json);
    if (status !== 200 || !refund.success) throw this.failure('refund', status, json);
    return {
      refundId: refund.data.refund_id,
      state: REFUND_STATES[refund.data.status] ?? 'pending',
      providerState: refund.data.status,
    };
  }

  async queryRefund(query: RefundQuery): Promise<ProviderRefund | null> {
    const path = `/v3/refund/domestic/refunds/${encodeURIComponent(query.refundNo)}`;
    const { status, json } = await this.call('GET', path);
    if (status === 404) return null;
    const refund = refundSchema.safeParse(json);
    if (status !== 200 || !refund.success) throw this.failure('refund query', status, json);
    return {
      refundNo: refund.data.out_refund_no ?? query.refundNo,
      refundId: refund.data.refund_id,
      state: REFUND_STATES[refund.data.status] ?? 'pending',
      amountMinor: refund.data.amount?.refund ?? null,
      refundedTotalMinor: null,
      providerState: refund.data.status,
    };
  }

  /** REFUND.SUCCESS|ABNORMAL|CLOSED: the refund, matched by commerce to its order (decision 056). */
  private refundNotice(plaintext: Buffer | string): ProviderPayment {
    const notice = refundNoticeSchema.safeParse(parseJson(plaintext));
    if (!notice.success) throw new NotificationRejected('malformed', 'not a refund');
    if (notice.data.mchid !== this.config.mchId) {
      throw new NotificationRejected('merchant', `mchid ${notice.data.mchid}`);
    }
    return {
      orderNo: notice.data.out_trade_no ?? '',
      state: 'refunded',
      transactionId: notice.data.transaction_id ?? null,
      amountMinor: null,
      currency: null,
      paidAt: null,
      raw: notice.data,
      refund: {
        refundNo: notice.data.out_refund_no ?? null,
        refundId: notice.data.refund_id,
        state: REFUND_STATES[notice.data.refund_status] ?? 'pending',
        amountMinor: notice.data.amount?.refund ?? null,
        refundedTotalMinor: null,
        providerState: notice.data.refund_status,
      },
    };
  }

  /** One signed call; the answer's signature is checked whenever it carries one (always on 2xx). */
  private async call(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
  ): Promise<{ status: number; json: unknown }> {
    const url = new URL(`${this.config.apiBase.replace(/\/+$/, '')}${path}`);
    const text = body === undefined ? '' : JSON.stringify(body);
    const headers: Record<string, string> = {
      Authorization: authorizationHeader(
        this.config,
        method,
        `${url.pathname}${url.search}`,
        text,
        this.clock.now(),
      ),
      Accept: 'application/json',
      'User-Agent': 'space-server (WeChat Pay API v3)',
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await this.transport({
      method,
      url: url.toString(),
      headers,
      body: text || undefined,
    });
    const signed = response.headers.has('wechatpay-signature');
    if (signed || (response.status >= 200 && response.status < 300)) {
      const answerHeaders = Object.fromEntries(response.headers);
      try {
        verifyWechatpaySignature(
          answerHeaders,
          response.body,
          await this.certificates.keysFor(answerHeaders),
          this.clock.now(),
        );
      } catch (error) {
        const reason = error instanceof NotificationRejected ? error.reason : 'error';
        throw new PaymentProviderError(
          'wechat',
          `${path}: answer not verified (${reason})`,
          response.status,
        );
      }
    }
    return {
      status: response.status,
      json: response.body.length ? parseJson(response.body) : null,
    };
  }

  private checkMerchant(transaction: Transaction, error: (message: string) => Error): void {
    if (transaction.mchid !== this.config.mchId) throw error(`mchid ${transaction.mchid}`);
    if (transaction.appid !== this.config.appId) throw error(`appid ${transaction.appid}`);
  }

  private failure(what: string, status: number, json: unknown): PaymentProviderError {
    const error = errorSchema.safeParse(json);
    const code = error.success ? error.data.code : null;
    const message = error.success ? (error.data.message ?? '') : 'unexpected answer';
    return new PaymentProviderError('wechat', `${what}: HTTP ${status} ${message}`, status, code);
  }

  private toPayment(transaction: Transaction): ProviderPayment {
    const state = STATES[transaction.trade_state] ?? 'pending';
    const paid = state === 'paid' || state === 'refunded';
    return {
      orderNo: transaction.out_trade_no,
      state,
      transactionId: paid ? (transaction.transaction_id ?? null) : null,
      amountMinor: transaction.amount?.total ?? null,
      currency: transaction.amount?.currency ?? null,
      paidAt: paid ? parseRfc3339(transaction.success_time) : null,
      raw: transaction,
    };
  }

  private pending(orderNo: string): ProviderPayment {
    return {
      orderNo,
      state: 'pending',
      transactionId: null,
      amountMinor: null,
      currency: null,
      paidAt: null,
      raw: {},
    };
  }
}
