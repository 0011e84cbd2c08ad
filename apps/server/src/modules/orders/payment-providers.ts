import { PAYMENT_METHODS, type PaymentMethod } from '@space/contracts/limits';
import type { PaymentProvider } from '../payments/provider.ts';

/**
 * The payment providers of this deployment, by method (decision 020). The order logic uses
 * them only through the PaymentProvider interface; a method without a provider is not offered.
 */
export type PaymentProviders = Partial<Record<PaymentMethod, PaymentProvider>>;

/** The methods that take `currency`, in the spec's order (spec §9). */
export function methodsFor(providers: PaymentProviders, currency: string): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => providers[method]?.currencies.includes(currency));
}
