import { PAYMENT_METHODS, type PaymentMethod } from '@space/contracts/limits';
import type { Locale } from '@space/contracts/locales';
import { AppError } from '../../lib/app-error.ts';
import { translateValidationMessage } from '../../lib/validation-messages.ts';
import type { PaymentProvider } from './provider.ts';

/**
 * The payment providers of this deployment, by method (decision 020). The order logic uses
 * them only through the PaymentProvider interface; a method without a provider is not offered.
 */
export type PaymentProviders = Partial<Record<PaymentMethod, PaymentProvider>>;

/** The methods that take `currency`, in the spec's order (spec §9). */
export function methodsFor(providers: PaymentProviders, currency: string): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => providers[method]?.currencies.includes(currency));
}

/**
 * The method a paid order will use: one was chosen (400 VALIDATION_FAILED naming `body.method`
 * otherwise) and its provider takes the order's currency (400 PAYMENT_METHOD_UNAVAILABLE naming
 * the methods that would do). Product and membership checkouts alike.
 */
export function chosenMethod(
  providers: PaymentProviders,
  method: PaymentMethod | undefined,
  currency: string,
  locale: Locale,
): PaymentMethod {
  if (!method) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      fields: [
        {
          path: 'body.method',
          message: translateValidationMessage('validation.required', locale),
        },
      ],
    });
  }
  if (!providers[method]?.currencies.includes(currency)) {
    throw new AppError('PAYMENT_METHOD_UNAVAILABLE', undefined, {
      currency,
      methods: methodsFor(providers, currency),
    });
  }
  return method;
}
