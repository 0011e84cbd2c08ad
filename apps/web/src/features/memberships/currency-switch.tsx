import { preferredCurrency } from '@space/contracts/memberships';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { useMainStore } from '../../stores/main-store.ts';

/**
 * The currency a buyer sees the plans in (decision 076): the one they picked, else the one of
 * `initial` (a link's `?currency=`) the brand sells in, else their language's first the brand
 * sells in, else the brand's first. Null while the brand sells in none.
 */
export function usePlanCurrency(
  currencies: readonly string[],
  initial: string | null = null,
): [string | null, (currency: string) => void] {
  const lang = useMainStore((s) => s.lang);
  const [picked, setPicked] = useState<string | null>(null);
  const currency = [picked, initial].find(
    (candidate): candidate is string => candidate !== null && currencies.includes(candidate),
  );
  return [currency ?? preferredCurrency(lang, currencies), setPicked];
}

/**
 * The brand's membership currencies as a segmented switch, shown only when it sells in
 * several: each payment method pays the plans' price in its own currency (decision 076).
 */
export function CurrencySwitch({
  currencies,
  value,
  onChange,
}: {
  currencies: readonly string[];
  value: string | null;
  onChange: (currency: string) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  if (currencies.length < 2) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span id={labelId} className="text-sm font-semibold text-muted">
        {t('membership.currency')}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        className="inline-flex rounded-full border border-border bg-surface p-1 shadow-card"
      >
        {currencies.map((currency) => {
          const selected = currency === value;
          return (
            <button
              key={currency}
              type="button"
              aria-pressed={selected}
              onClick={() => onChange(currency)}
              className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
                selected ? 'bg-primary text-on-primary' : 'text-muted hover:text-text'
              }`}
            >
              {currency}
            </button>
          );
        })}
      </div>
    </div>
  );
}
