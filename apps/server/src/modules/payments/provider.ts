/**
 * The one interface every payment provider (WeChat Pay, Alipay, PayPal) is used through. The
 * order logic (modules/orders) knows only this; each provider speaks its real protocol behind
 * it, against the real endpoints or the local sandbox that plays the provider (decision 021).
 */
export const PAYMENT_METHODS = ['wechat', 'alipay', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface CreatePaymentInput {
  /** Our order number: WeChat `out_trade_no`, Alipay `out_trade_no`, PayPal `custom_id`/`invoice_id`. */
  orderNo: string;
  /** Integer minor units (cents, fen). */
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
  description: string;
  /** Where the buyer's browser comes back (Alipay return_url, PayPal return_url): our /callBack. */
  returnUrl: string;
  cancelUrl: string;
  /** Where the provider posts its asynchronous notification. */
  notifyUrl: string;
  /** The provider closes the payment itself after this (WeChat time_expire, Alipay time_expire). */
  expiresAt: Date;
  /** Idempotency key for the provider's create call (PayPal-Request-Id). */
  requestId: string;
}

export type PaymentStart =
  /** WeChat Native: show `codeUrl` as a QR code on /wxQRcode. */
  | { kind: 'qr'; codeUrl: string; providerOrderId: string | null }
  /** Alipay page pay and PayPal approve: send the browser to `url`. */
  | { kind: 'redirect'; url: string; providerOrderId: string | null };

export type ProviderPaymentState = 'paid' | 'pending' | 'closed' | 'failed' | 'refunded';

/** What a provider says about a payment, from a verified notification or a query. */
export interface ProviderPayment {
  orderNo: string;
  state: ProviderPaymentState;
  /** The provider's unique transaction id (WeChat transaction_id, Alipay trade_no, PayPal capture id); null until paid. */
  transactionId: string | null;
  amountMinor: number | null;
  currency: string | null;
  paidAt: Date | null;
  /** Merchant / app identity the provider named, already checked against configuration. */
  raw: Record<string, unknown>;
  /**
   * The buyer approved and the merchant must still complete it (a PayPal order APPROVED and not
   * captured): reconciliation completes it, as the buyer's return would have (issue 26).
   */
  awaitingCapture?: boolean;
  /**
   * Set when the notification is about a refund, not the payment (decision 056): then
   * `orderNo` is our order number when the provider named it, '' when it did not (a refund made
   * in the provider's dashboard), and the order is found by `transactionId`.
   */
  refund?: ProviderRefund;
}

/** Where a refund stands (decision 056); failed and closed are final like succeeded. */
export type RefundState = 'pending' | 'succeeded' | 'failed' | 'closed';

/** What a provider says about one refund, from a verified notification or a refund query. */
export interface ProviderRefund {
  /** Our refund number (WeChat out_refund_no, Alipay out_request_no/out_biz_no, PayPal invoice_id) when the provider names it. */
  refundNo: string | null;
  /** The provider's refund id (WeChat refund_id, PayPal refund id); null when it has none. */
  refundId: string | null;
  state: RefundState;
  /** This refund's amount in minor units, when the provider says it. */
  amountMinor: number | null;
  /** Alipay reports the trade's refunded total instead (refund_fee); null elsewhere. */
  refundedTotalMinor: number | null;
  /** The provider's own word for the state (SUCCESS, PROCESSING, COMPLETED…). */
  providerState: string;
}

/** Which refund to ask about: ours by number, the provider's by id when we have it. */
export interface RefundQuery {
  orderNo: string;
  refundNo: string;
  providerRefundId: string | null;
  transactionId: string;
}

/** A notification exactly as it arrived: headers and the raw body bytes, before any parsing. */
export interface IncomingNotification {
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
}

/** What the provider must be answered after a notification was taken (or refused). */
export interface NotificationAnswer {
  status: number;
  contentType: string;
  body: string;
}

export type RejectionReason =
  | 'signature'
  | 'stale'
  | 'merchant'
  | 'malformed'
  | 'unknown-certificate'
  | 'decrypt'
  /** The notification names an order number we never issued. */
  | 'unknown-order'
  /** The amount or currency differs from the order's. */
  | 'amount';

export class NotificationRejected extends Error {
  constructor(
    readonly reason: RejectionReason,
    message?: string,
  ) {
    super(message ?? reason);
    this.name = 'NotificationRejected';
  }
}

/** What our order says must have been paid; the provider compares the notification to it. */
export interface ExpectedPayment {
  amountMinor: number;
  currency: string;
}

/**
 * The order behind an order number, or null when there is none. The provider needs it to
 * check `out_trade_no`/`custom_id` and the amount before it reports a payment.
 */
export type ExpectedPaymentLookup = (orderNo: string) => Promise<ExpectedPayment | null>;

/** The provider refused a call or could not be reached; nothing about the payment is known. */
export class PaymentProviderError extends Error {
  constructor(
    readonly method: PaymentMethod,
    message: string,
    /** HTTP status of the provider's answer; null when there was none (network, timeout). */
    readonly status: number | null = null,
    /** The provider's own error code (WeChat `code`, Alipay `sub_code`, PayPal `name`/`issue`). */
    readonly code: string | null = null,
  ) {
    super(`${method}: ${message}`);
    this.name = 'PaymentProviderError';
  }
}

export interface RefundInput {
  orderNo: string;
  refundNo: string;
  transactionId: string;
  amountMinor: number;
  totalMinor: number;
  currency: string;
  reason: string;
  /** Where WeChat Pay posts this refund's REFUND.* notification (decision 056); PUBLIC_URL's. */
  notifyUrl?: string;
}

export interface RefundResult {
  refundId: string;
  state: RefundState;
  /** The provider's own word for the state, for support. */
  providerState?: string;
}

export interface PaymentProvider {
  readonly method: PaymentMethod;
  /** Currencies this provider takes for this deployment (decision 020). */
  readonly currencies: readonly string[];
  create(input: CreatePaymentInput): Promise<PaymentStart>;
  /**
   * Verifies the signature over the raw bytes first, then parses, decrypts and checks the
   * merchant/app identity, then looks the order up with `expected` and compares the order
   * number and amount. Throws NotificationRejected; never trusts an unverified field.
   */
  verifyNotification(
    notification: IncomingNotification,
    expected: ExpectedPaymentLookup,
  ): Promise<ProviderPayment>;
  /** The answer the provider expects when a notification was taken (WeChat 204, Alipay `success`, PayPal 200). */
  acknowledge(): NotificationAnswer;
  /** The answer when it was refused (the provider retries later). */
  refuse(): NotificationAnswer;
  /**
   * The buyer came back to /callBack: PayPal captures the approved order here, Alipay verifies
   * the signed return parameters. Returns the payment as the provider now sees it; the caller
   * compares its amount and currency with the order (as with query).
   */
  complete(
    orderNo: string,
    providerOrderId: string | null,
    returnParams: Record<string, string>,
  ): Promise<ProviderPayment>;
  /** Asks the provider for the payment's state (reconciliation). Null when it never heard of it. */
  query(orderNo: string, providerOrderId: string | null): Promise<ProviderPayment | null>;
  /**
   * Closes an unpaid payment on the provider's side. Idempotent. PayPal has nothing to close:
   * money moves only when we capture, which a closed order never does.
   */
  close(orderNo: string, providerOrderId: string | null): Promise<void>;
  /** Asks for the refund of `refundNo` once more; the same number never refunds twice. */
  refund(input: RefundInput): Promise<RefundResult>;
  /** The refund as the provider sees it now (reconciliation); null when it never heard of it. */
  queryRefund(query: RefundQuery): Promise<ProviderRefund | null>;
}
