import type { PayoutMethod } from '@space/contracts/payouts';

/**
 * The seam between payouts and a provider (decision 071): send one payout under our idempotency
 * key (PayPal sender_batch_id, Alipay out_biz_no), ask its status, read a notification.
 */

export interface PayoutOrder {
  /** Our payout number: the idempotency key the provider sees. */
  payoutNo: string;
  currency: string;
  amountMinor: number;
  /** The PayPal email or Alipay login id. */
  account: string;
  realName: string | null;
  /** A short note to the payee. */
  note: string;
}

export type PayoutOutcomeState = 'pending' | 'succeeded' | 'failed';

export interface PayoutOutcome {
  state: PayoutOutcomeState;
  /** PayPal payout_batch_id / Alipay order_id, when known. */
  providerRef: string | null;
  /** The provider's own status word. */
  providerStatus: string;
  failure: string | null;
}

/** A verified notification: which payout, and what the provider says of it. */
export interface PayoutNotice {
  payoutNo: string;
  outcome: PayoutOutcome;
}

export interface PayoutNotification {
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
}

export interface PayoutProvider {
  readonly method: PayoutMethod;
  /** Sends the payout; the same payoutNo twice is one payout at the provider. */
  send(order: PayoutOrder, notifyUrl: string): Promise<PayoutOutcome>;
  /** The payout's status; null when the provider has no such payout. */
  query(payoutNo: string, providerRef: string | null): Promise<PayoutOutcome | null>;
  /** Throws NotificationRejected unless it is the provider's, signed; null: not a payout event. */
  verifyNotification(notification: PayoutNotification): Promise<PayoutNotice | null>;
  /** What the provider expects back once a notification is taken. */
  readonly acknowledgement: { contentType: string; body: string };
}

export type PayoutProviders = Partial<Record<PayoutMethod, PayoutProvider>>;
