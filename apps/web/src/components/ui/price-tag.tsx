import { useTranslation } from '../../lib/translator.ts';
import { formatMoney } from '../../lib/i18n.ts';
import { useMainStore } from '../../stores/main-store.ts';

export function PriceTag({
  amount,
  currency,
  className = '',
}: {
  amount: number;
  currency: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  return (
    <span className={className}>
      {amount === 0 ? t('common.free') : formatMoney(amount, currency, lang)}
    </span>
  );
}
