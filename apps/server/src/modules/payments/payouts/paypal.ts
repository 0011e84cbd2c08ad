import { z } from 'zod';
import type { PaypalConfig } from '../../../config/payments.config.ts';
import { systemClock, type Clock } from '../../../lib/clock.ts';
import { fetchTransport, parseJson, type HttpTransport } from '../http.ts';
import { formatMinorUnits } from '../money.ts';
import { NotificationRejected, PaymentProviderError } from '../provider.ts';
import {
  CertificateCache,
  PAYPAL_CERT_HOSTS,
  verifyPaypalWebhook,
  type CertificateHosts,
} from '../paypal/signing.ts';
import { PaypalRestClient } from '../paypal/rest-client.ts';
import type {
  PayoutNotice,
  PayoutNotification,
  PayoutOrder,
  PayoutOutcome,
  PayoutOutcomeState,
  PayoutProvider,
} from './provider.ts';

/**
 * PayPal Payouts (developer.paypal.com/docs/api/payments.payouts-batch/v1): OAuth2 client
 * credentials, `POST /v1/payments/payouts` with one EMAIL item whose sender_batch_id and
 * sender_item_id are our payout number (PayPal refuses a second batch with the same
 * sender_batch_id; PayPal-Request-Id makes a retried call return the first answer),
 * `GET /v1/payments/payouts/{payout_batch_id}` for the item's transaction_status, and webhooks
 * `PAYMENT.PAYOUTS-ITEM.*` verified as the payment webhooks are (decision 071).
 */

const SUCCEEDED = new Set(['SUCCESS']);
const FAILED = new Set([
  'FAILED',
  'RETURNED',
  'BLOCKED',
  'REFUNDED',
  'REVERSED',
  'DENIED',
  'CANCELED',
]);
const ITEM_EVENTS: Record<string, PayoutOutcomeState> = {
  'PAYMENT.PAYOUTS-ITEM.SUCCEEDED': 'succeeded',
  'PAYMENT.PAYOUTS-ITEM.FAILED': 'failed',
  'PAYMENT.PAYOUTS-ITEM.BLOCKED': 'failed',
  'PAYMENT.PAYOUTS-ITEM.CANCELED': 'failed',
  'PAYMENT.PAYOUTS-ITEM.DENIED': 'failed',
  'PAYMENT.PAYOUTS-ITEM.REFUNDED': 'failed',
  'PAYMENT.PAYOUTS-ITEM.RETURNED': 'failed',
  'PAYMENT.PAYOUTS-ITEM.UNCLAIMED': 'pending',
  'PAYMENT.PAYOUTS-ITEM.HELD': 'pending',
};

const itemSchema = z.looseObject({
  payout_item_id: z.string().optional(),
  transaction_status: z.string().optional(),
  payout_batch_id: z.string().optional(),
  payout_item: z.looseObject({ sender_item_id: z.string().optional() }).optional(),
  errors: z.looseObject({ name: z.string().optional(), message: z.string().optional() }).optional(),
});
const batchSchema = z.looseObject({
  batch_header: z.looseObject({
    payout_batch_id: z.string(),
    batch_status: z.string(),
    sender_batch_header: z.looseObject({ sender_batch_id: z.string().optional() }).optional(),
  }),
  items: z.array(itemSchema).optional(),
});
const eventSchema = z.object({ id: z.string(), event_type: z.string(), resource: z.unknown() });
const errorSchema = z.looseObject({ name: z.string().optional() });

export function itemState(status: string | undefined): PayoutOutcomeState {
  if (status && SUCCEEDED.has(status)) return 'succeeded';
  if (status && FAILED.has(status)) return 'failed';
  return 'pending';
}

export interface PaypalPayoutsOptions {
  transport?: HttpTransport;
  clock?: Clock;
  certificateHosts?: CertificateHosts;
}

export class PaypalPayouts implements PayoutProvider {
  readonly method = 'paypal' as const;
  readonly acknowledgement = { contentType: 'application/json', body: '{}' };
  private readonly transport: HttpTransport;
  private readonly clock: Clock;
  private readonly hosts: CertificateHosts;
  private readonly certificates: CertificateCache;
  private readonly rest: PaypalRestClient;

  constructor(
    private readonly config: PaypalConfig,
    options: PaypalPayoutsOptions = {},
  ) {
    this.transport = options.transport ?? fetchTransport('paypal');
    this.clock = options.clock ?? systemClock;
    this.hosts = options.certificateHosts ?? { https: PAYPAL_CERT_HOSTS };
    this.certificates = new CertificateCache(this.transport, this.clock);
    this.rest = new PaypalRestClient(config, this.transport, this.clock);
  }

  /** The request body PayPal documents, one item; exported for the tests' vectors. */
  static body(order: PayoutOrder) {
    return {
      sender_batch_header: {
        sender_batch_id: order.payoutNo,
        email_subject: 'You have a payout',
        email_message: order.note,
      },
      items: [
        {
          recipient_type: 'EMAIL',
          amount: {
            value: formatMinorUnits(order.amountMinor, order.currency),
            currency: order.currency,
          },
          receiver: order.account,
          note: order.note,
          sender_item_id: order.payoutNo,
        },
      ],
    };
  }

  async send(order: PayoutOrder): Promise<PayoutOutcome> {
    const { status, json } = await this.rest.call(
      'POST',
      '/v1/payments/payouts',
      PaypalPayouts.body(order),
      order.payoutNo,
    );
    const batch = batchSchema.safeParse(json);
    if ((status === 200 || status === 201) && batch.success) {
      return this.outcome(batch.data);
    }
    const name = errorSchema.safeParse(json).data?.name ?? null;
    // The batch id was used before (a send whose answer was lost, past PayPal-Request-Id's
    // window): not a failure; it stays sending for an operator to look up.
    const duplicate = /sender_batch_id/i.test(JSON.stringify(json ?? ''));
    // A refusal of the request itself (bad receiver, currency): final, the money goes back.
    if (!duplicate && (status === 422 || status === 400)) {
      return {
        state: 'failed',
        providerRef: null,
        providerStatus: name ?? `HTTP ${status}`,
        failure: name,
      };
    }
    throw new PaymentProviderError(
      'paypal',
      `payout: HTTP ${status} ${name ?? ''}`.trim(),
      status,
      name,
    );
  }

  async query(_payoutNo: string, providerRef: string | null): Promise<PayoutOutcome | null> {
    // PayPal finds a batch by its own id only; without it we cannot ask (the job retries send).
    if (!providerRef) return null;
    const { status, json } = await this.rest.call(
      'GET',
      `/v1/payments/payouts/${encodeURIComponent(providerRef)}`,
    );
    if (status === 404) return null;
    const batch = batchSchema.safeParse(json);
    if (status !== 200 || !batch.success) {
      throw new PaymentProviderError('paypal', `payout status: HTTP ${status}`, status);
    }
    return this.outcome(batch.data);
  }

  async verifyNotification(notification: PayoutNotification): Promise<PayoutNotice | null> {
    await verifyPaypalWebhook(
      notification.headers,
      notification.rawBody,
      this.config.webhookId,
      this.hosts,
      this.certificates,
    );
    const event = eventSchema.safeParse(parseJson(notification.rawBody));
    if (!event.success) throw new NotificationRejected('malformed', 'not a webhook event');
    const state = ITEM_EVENTS[event.data.event_type];
    if (!state) return null;
    const item = itemSchema.safeParse(event.data.resource);
    const payoutNo = item.data?.payout_item?.sender_item_id;
    if (!item.success || !payoutNo)
      throw new NotificationRejected('malformed', 'not a payout item');
    return {
      payoutNo,
      outcome: {
        state,
        providerRef: item.data.payout_batch_id ?? null,
        providerStatus: item.data.transaction_status ?? event.data.event_type,
        failure: state === 'failed' ? (item.data.errors?.name ?? event.data.event_type) : null,
      },
    };
  }

  private outcome(batch: z.infer<typeof batchSchema>): PayoutOutcome {
    const header = batch.batch_header;
    const item = batch.items?.[0];
    if (!item) {
      const failed = header.batch_status === 'DENIED' || header.batch_status === 'CANCELED';
      return {
        state: failed ? 'failed' : 'pending',
        providerRef: header.payout_batch_id,
        providerStatus: header.batch_status,
        failure: failed ? header.batch_status : null,
      };
    }
    const state = itemState(item.transaction_status);
    return {
      state,
      providerRef: header.payout_batch_id,
      providerStatus: item.transaction_status ?? header.batch_status,
      failure: state === 'failed' ? (item.errors?.name ?? item.transaction_status ?? null) : null,
    };
  }
}
