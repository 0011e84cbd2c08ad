import {
  STATS_RANGE_PRESETS,
  type CreatorStatsProductOption,
} from '@space/contracts/creator-stats';
import { useTranslation } from '../../lib/translator.ts';
import type { StatsSelection } from './creator-stats-api.ts';

const SELECT =
  'h-10 w-full max-w-full rounded-full border border-border bg-surface px-4 pr-8 text-sm text-text focus:border-primary focus:outline-none sm:w-72';

/** Which product (or all) and how many days, ending today. */
export function StatsControls({
  products,
  selection,
  onChange,
}: {
  products: CreatorStatsProductOption[];
  selection: StatsSelection;
  onChange: (selection: StatsSelection) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
      <label className="min-w-0">
        <span className="sr-only">{t('creatorStats.product')}</span>
        <select
          className={SELECT}
          value={selection.productId ?? ''}
          onChange={(e) =>
            onChange({ ...selection, productId: e.target.value ? Number(e.target.value) : null })
          }
        >
          <option value="">{t('creatorStats.allProducts')}</option>
          {products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.status === 'listed'
                ? product.name
                : t('creatorStats.delisted', { name: product.name })}
            </option>
          ))}
        </select>
      </label>
      <div
        role="radiogroup"
        aria-label={t('creatorStats.range')}
        className="flex w-full rounded-full border border-border bg-surface p-1 sm:w-auto"
      >
        {STATS_RANGE_PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            role="radio"
            aria-checked={selection.days === days}
            onClick={() => onChange({ ...selection, days })}
            className={`flex-1 rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap sm:flex-none ${
              selection.days === days
                ? 'bg-primary text-on-primary'
                : 'text-muted hover:bg-surface-2'
            }`}
          >
            {t('creatorStats.days', { count: days })}
          </button>
        ))}
      </div>
    </div>
  );
}
