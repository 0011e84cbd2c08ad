import { z } from 'zod';
import { systemClock, type Clock } from '../../../lib/clock.ts';
import { fetchTransport, type HttpTransport, type ProviderOptions, parseJson } from '../http.ts';
import { formatMinorUnits, parseMinorUnits } from '../money.ts';
import type { PaypalConfig } from '../../../config/payments.config.ts';
import {
  CertificateCache,
  PAYPAL_CERT_HOSTS,
  verifyPaypalWebhook,
  type CertificateHosts,
} from './signing.ts';
import { PaypalRestClient } from './rest-client.ts';
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
 * PayPal Orders v2 with intent CAPTURE (developer.paypal.com/docs/api/orders/v2): create the
 * order, send the buyer to its payer-action link, capture when they come back (complete()).
 * Webhooks are verified locally; the capture id is the transaction id.
 */

export interface PaypalOptions extends ProviderOptions {
  /** Currencies to offer PayPal for (PAYPAL_CURRENCIES). */
  currencies?: readonly string[];
  /** Where `paypal-cert-url` may point; PayPal's hosts unless the sandbox adds its own. */
  certificateHosts?: CertificateHosts;
}

const moneySchema = z.object({ currency_code: z.string(), value: z.string() });
const captureSchema = z.looseObject({
  id: z.string(),
  status: z.string(),
  amount: moneySchema.optional(),
  custom_id: z.string().optional(),
  create_time: z.string().optional(),
});
const orderSchema = z.looseObject({
  id: z.string(),
  status: z.string(),
  links: z.array(z.object({ href: z.string(), rel: z.string() })).optional(),
  purchase_units: z
    .array(
      z.looseObject({
        custom_id: z.string().optional(),
        amount: moneySchema.optional(),
        payments: z.object({ captures: z.array(captureSchema).optional() }).optional(),
      }),
    )
    .optional(),
});
type PaypalOrder = z.infer<typeof orderSchema>;
const eventSchema = z.object({ id: z.string(), event_type: z.string(), resource: z.unknown() });
const refundSchema = z.looseObject({
  id: z.string(),
  status: z.string(),
  custom_id: z.string().optional(),
  /** Our refund number: the refund request sends it (decision 056). */
  invoice_id: z.string().optional(),
  amount: moneySchema.optional(),
  links: z.array(z.object({ href: z.string(), rel: z.string() })).optional(),
});
/** Refund events: the resource is the refund, whose state its own status tells. */
const REFUND_EVENTS = [
  'PAYMENT.CAPTURE.REFUNDED',
  'PAYMENT.REFUND.PENDING',
  'PAYMENT.REFUND.FAILED',
];
const errorSchema = z.looseObject({
  name: z.string().optional(),
  details: z.array(z.object({ issue: z.string() })).optional(),
});

const CAPTURE_STATES: Record<string, ProviderPaymentState> = {
  COMPLETED: 'paid',
  PARTIALLY_REFUNDED: 'paid',
  REFUNDED: 'refunded',
  PENDING: 'pending',
  DECLINED: 'failed',
  FAILED: 'failed',
};
/** Capture events of the webhook subscription; any other event is refused as malformed. */
const CAPTURE_EVENTS: Record<string, ProviderPaymentState> = {
  'PAYMENT.CAPTURE.COMPLETED': 'paid',
  'PAYMENT.CAPTURE.PENDING': 'pending',
  'PAYMENT.CAPTURE.DENIED': 'failed',
  'PAYMENT.CAPTURE.DECLINED': 'failed',
};
const REFUND_STATES: Record<string, RefundResult['state']> = {
  COMPLETED: 'succeeded',
  PENDING: 'pending',
  CANCELLED: 'closed',
  FAILED: 'failed',
};

export class PaypalProvider implements PaymentProvider {
  readonly method = 'paypal' as const;
  readonly currencies: readonly string[];
  private readonly transport: HttpTransport;
  private readonly clock: Clock;
  private readonly hosts: CertificateHosts;
  private readonly certificates: CertificateCache;
  private readonly rest: PaypalRestClient;

  constructor(
    private readonly config: PaypalConfig,
    options: PaypalOptions = {},
  ) {
    this.currencies = options.currencies ?? ['USD'];
    this.transport = options.transport ?? fetchTransport('paypal');
    this.clock = options.clock ?? systemClock;
    this.hosts = options.certificateHosts ?? { https: PAYPAL_CERT_HOSTS };
    this.certificates = new CertificateCache(this.transport, this.clock);
    this.rest = new PaypalRestClient(config, this.transport, this.clock, {
      Prefer: 'return=representation',
    });
  }

  async create(input: CreatePaymentInput): Promise<PaymentStart> {
    if (!this.currencies.includes(input.currency)) {
      throw new PaymentProviderError('paypal', `currency ${input.currency} is not enabled`);
    }
    const { status, json } = await this.rest.call(
      'POST',
      '/v2/checkout/orders',
      {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: input.orderNo,
            custom_id: input.orderNo,
            // Unique per PayPal account: a second payment of the same order is refused.
            invoice_id: input.orderNo,
            description: [...input.description].slice(0, 127).join(''),
            amount: {
              currency_code: input.currency,
              value: formatMinorUnits(input.amountMinor, input.currency),
            },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: input.returnUrl,
              cancel_url: input.cancelUrl,
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
            },
          },
        },
      },
      input.requestId,
    );
    const order = orderSchema.safeParse(json);
    if ((status !== 200 && status !== 201) || !order.success)
      throw this.failure('create', status, json);
    const link = order.data.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
    if (!link) throw new PaymentProviderError('paypal', 'create: no approve link', status);
    return { kind: 'redirect', url: link.href, providerOrderId: order.data.id };
  }

  async verifyNotification(
    notification: IncomingNotification,
    expected: ExpectedPaymentLookup,
  ): Promise<ProviderPayment> {
    await verifyPaypalWebhook(
      notification.headers,
      notification.rawBody,
      this.config.webhookId,
      this.hosts,
      this.certificates,
    );
    const event = eventSchema.safeParse(parseJson(notification.rawBody));
    if (!event.success) throw new NotificationRejected('malformed', 'not a webhook event');
    const { event_type: type, resource } = event.data;
    if (REFUND_EVENTS.includes(type)) {
      // The resource is the refund: its amount is the refund's, not the order's. One made in
      // PayPal's dashboard has no custom_id; its capture (the `up` link) names the order.
      const refund = refundSchema.safeParse(resource);
      if (!refund.success) throw new NotificationRejected('malformed', 'not a refund');
      return this.refundNotice(refund.data);
    }
    const state = CAPTURE_EVENTS[type];
    const capture = captureSchema.safeParse(resource);
    if (!state || !capture.success || !capture.data.custom_id || !capture.data.amount) {
      throw new NotificationRejected('malformed', `event ${type}`);
    }
    const order = await expected(capture.data.custom_id);
    if (!order) throw new NotificationRejected('unknown-order');
    const { currency_code: currency, value } = capture.data.amount;
    if (currency !== order.currency || parseMinorUnits(value, currency) !== order.amountMinor) {
      throw new NotificationRejected('amount', `amount ${value} ${currency}`);
    }
    return this.payment(capture.data.custom_id, state, capture.data, capture.data.amount);
  }

  acknowledge(): NotificationAnswer {
    return { status: 200, contentType: 'text/plain; charset=utf-8', body: '' };
  }

  refuse(): NotificationAnswer {
    return { status: 400, contentType: 'text/plain; charset=utf-8', body: '' };
  }

  /** The buyer approved and came back: capture (idempotent per order), or read the outcome. */
  async complete(
    orderNo: string,
    providerOrderId: string | null,
    returnParams: Record<string, string>,
  ): Promise<ProviderPayment> {
    const id = providerOrderId ?? returnParams.token;
    if (!id) throw new PaymentProviderError('paypal', 'no PayPal order id to capture');
    if (returnParams.token !== undefined && returnParams.token !== id) {
      throw new NotificationRejected('unknown-order', 'return names another PayPal order');
    }
    const path = `/v2/checkout/orders/${encodeURIComponent(id)}/capture`;
    const { status, json } = await this.rest.call('POST', path, {}, `capture-${id}`);
    if (status === 200 || status === 201) return this.fromOrder(orderNo, json);
    const issue = errorSchema.safeParse(json).data?.details?.[0]?.issue;
    // Captured already (a retry, or the webhook path got there first) or not approved yet.
    if (status === 422 && (issue === 'ORDER_ALREADY_CAPTURED' || issue === 'ORDER_NOT_APPROVED')) {
      const payment = await this.query(orderNo, id);
      if (payment) return payment;
    }
    throw this.failure('capture', status, json);
  }

  async query(orderNo: string, providerOrderId: string | null): Promise<ProviderPayment | null> {
    // PayPal finds orders by its own id only; without one there is nothing to ask.
    if (!providerOrderId) return null;
    const { status, json } = await this.rest.call(
      'GET',
      `/v2/checkout/orders/${encodeURIComponent(providerOrderId)}`,
    );
    if (status === 404) return null;
    if (status !== 200) throw this.failure('order query', status, json);
    return this.fromOrder(orderNo, json);
  }

  /** Nothing to close: an uncaptured order moves no money and expires at PayPal by itself. */
  async close(): Promise<void> {}

  async refund(input: RefundInput): Promise<RefundResult> {
    const { status, json } = await this.rest.call(
      'POST',
      `/v2/payments/captures/${encodeURIComponent(input.transactionId)}/refund`,
      {
        amount: {
          currency_code: input.currency,
          value: formatMinorUnits(input.amountMinor, input.currency),
        },
        custom_id: input.orderNo,
        invoice_id: input.refundNo,
        note_to_payer: [...input.reason].slice(0, 255).join('') || undefined,
      },
      input.refundNo,
    );
    const refund = refundSchema.safeParse(json);
    if ((status !== 200 && status !== 201) || !refund.success)
      throw this.failure('refund', status, json);
    return {
      refundId: refund.data.id,
      state: REFUND_STATES[refund.data.status] ?? 'pending',
      providerState: refund.data.status,
    };
  }

  /** GET /v2/payments/refunds/{id}: PayPal finds refunds by its own id only. */
  async queryRefund(query: RefundQuery): Promise<ProviderRefund | null> {
    if (!query.providerRefundId) return null;
    const path = `/v2/payments/refunds/${encodeURIComponent(query.providerRefundId)}`;
    const { status, json } = await this.rest.call('GET', path);
    if (status === 404) return null;
    const refund = refundSchema.safeParse(json);
    if (status !== 200 || !refund.success) throw this.failure('refund query', status, json);
    return this.refundOf(refund.data);
  }

  private refundOf(refund: z.infer<typeof refundSchema>): ProviderRefund {
    const amount = refund.amount
      ? parseMinorUnits(refund.amount.value, refund.amount.currency_code)
      : null;
    return {
      refundNo: refund.invoice_id ?? null,
      refundId: refund.id,
      state: REFUND_STATES[refund.status] ?? 'pending',
      amountMinor: amount,
      refundedTotalMinor: null,
      providerState: refund.status,
    };
  }

  private refundNotice(refund: z.infer<typeof refundSchema>): ProviderPayment {
    const up = refund.links?.find((link) => link.rel === 'up')?.href ?? '';
    const captureId = /\/v2\/payments\/captures\/([^/?#]+)/.exec(up)?.[1] ?? null;
    return {
      orderNo: refund.custom_id ?? '',
      state: 'refunded',
      transactionId: captureId ? decodeURIComponent(captureId) : null,
      amountMinor: null,
      currency: refund.amount?.currency_code ?? null,
      paidAt: null,
      raw: refund,
      refund: this.refundOf(refund),
    };
  }

  private fromOrder(orderNo: string, json: unknown): ProviderPayment {
    const order = orderSchema.safeParse(json);
    if (!order.success) throw new PaymentProviderError('paypal', 'unexpected order answer');
    const unit = order.data.purchase_units?.[0];
    if (unit?.custom_id !== undefined && unit.custom_id !== orderNo) {
      throw new PaymentProviderError('paypal', 'PayPal order belongs to another order');
    }
    const capture = unit?.payments?.captures?.[0];
    const amount = capture?.amount ?? unit?.amount;
    const payment = this.payment(
      orderNo,
      this.orderState(order.data),
      capture ?? null,
      amount,
      order.data,
    );
    // Approved by a buyer who never came back: only our capture moves the money.
    return order.data.status === 'APPROVED' && !capture
      ? { ...payment, awaitingCapture: true }
      : payment;
  }

  private orderState(order: PaypalOrder): ProviderPaymentState {
    const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
    if (capture) return CAPTURE_STATES[capture.status] ?? 'pending';
    return order.status === 'VOIDED' ? 'closed' : 'pending';
  }

  private payment(
    orderNo: string,
    state: ProviderPaymentState,
    capture: z.infer<typeof captureSchema> | null,
    amount: z.infer<typeof moneySchema> | undefined | null,
    raw: Record<string, unknown> = capture ?? {},
  ): ProviderPayment {
    const paid = state === 'paid' || state === 'refunded';
    const amountMinor = amount ? parseMinorUnits(amount.value, amount.currency_code) : null;
    return {
      orderNo,
      state,
      transactionId: paid && capture ? capture.id : null,
      amountMinor,
      currency: amount?.currency_code ?? null,
      paidAt: paid && capture?.create_time ? new Date(capture.create_time) : null,
      raw,
    };
  }

  private failure(what: string, status: number, json: unknown): PaymentProviderError {
    const error = errorSchema.safeParse(json).data;
    const code = error?.details?.[0]?.issue ?? error?.name ?? null;
    return new PaymentProviderError(
      'paypal',
      `${what}: HTTP ${status} ${code ?? ''}`.trim(),
      status,
      code,
    );
  }
}
