import { PAYMENT_METHODS, type PaymentMethod } from '@space/contracts/limits';
import { useTranslation } from '../../lib/translator.ts';
import { CheckIcon } from '../../components/ui/icons.tsx';
import { MethodMark } from './order-bits.tsx';

/**
 * The payment method cards of a checkout (spec §9: WeChat Pay, Alipay, PayPal): every method,
 * those that do not take the order's currency disabled (decision 020). Used by /payment for a
 * cart and for a membership plan alike.
 */
export function MethodCards({
  available,
  selected,
  currency,
  onSelect,
}: {
  available: readonly PaymentMethod[];
  selected: PaymentMethod | null;
  currency: string;
  onSelect: (method: PaymentMethod) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="text-lg font-bold">{t('payment.chooseMethod')}</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {PAYMENT_METHODS.map((method) => {
          const enabled = available.includes(method);
          const checked = selected === method;
          return (
            <label
              key={method}
              className={`relative flex cursor-pointer items-center gap-3 rounded-[var(--radius-card)] border-2 bg-surface p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary sm:flex-col sm:items-start sm:p-5 ${
                checked ? 'border-primary shadow-card' : 'border-border hover:border-primary/40'
              } ${enabled ? '' : 'cursor-not-allowed opacity-55'}`}
            >
              <input
                type="radio"
                name="payment-method"
                value={method}
                checked={checked}
                disabled={!enabled}
                onChange={() => onSelect(method)}
                className="sr-only"
              />
              <MethodMark method={method} size="lg" />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{t(`payment.methods.${method}`)}</span>
                <span className="block text-xs text-muted">
                  {enabled
                    ? t(`payment.methodHints.${method}`)
                    : t('payment.methodUnavailable', { currency })}
                </span>
              </span>
              <span
                aria-hidden="true"
                className={`grid size-6 shrink-0 place-items-center rounded-full border-2 sm:absolute sm:top-4 sm:right-4 ${
                  checked ? 'border-primary bg-primary text-on-primary' : 'border-border'
                }`}
              >
                {checked ? <CheckIcon size={14} strokeWidth={3} /> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
