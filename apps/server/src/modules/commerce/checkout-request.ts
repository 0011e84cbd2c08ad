import type { CheckoutBody } from '@space/contracts/commerce';
import type { PaymentMethod } from '@space/contracts/limits';
import type { Locale } from '@space/contracts/locales';

/** Where the provider sends the buyer and its notifications, for one order. */
export interface PaymentUrls {
  returnUrl: string;
  cancelUrl: string;
  notifyUrl: string;
}

export interface CheckoutRequest {
  body: CheckoutBody;
  /** Language of messages. */
  locale: Locale;
  /** Language of the order's product names (decision 035). */
  contentLocale: Locale;
  /** Absolute URLs on PUBLIC_URL (lib/public-url.ts), worked out before anything is written. */
  urlsFor: (orderNo: string, method: PaymentMethod) => PaymentUrls;
}
