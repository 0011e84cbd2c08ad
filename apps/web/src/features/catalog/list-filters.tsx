import { CATEGORIES, SUPPORTED_SYSTEMS } from '@space/contracts/catalog';
import { PRICE_FILTERS, PRODUCT_SORTS } from '@space/contracts/product-options';
import { useTranslation } from 'react-i18next';
import type { ProductListParams } from './catalog-api.ts';

type FilterName = 'category' | 'price' | 'system' | 'sort';

const SELECT =
  'h-10 rounded-full border border-border bg-surface px-4 pr-8 text-sm text-text focus:border-primary focus:outline-none';

/** Category, free/paid, system and sort; the values live in the URL (see useListParams). */
export function ListFilters({
  params,
  onChange,
  searching = false,
}: {
  params: ProductListParams;
  onChange: (name: FilterName, value: string) => void;
  /** Search results can be ordered by relevance (their default); lists cannot. */
  searching?: boolean;
}) {
  const sorts = PRODUCT_SORTS.filter((value) => searching || value !== 'relevance');
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('list.filters')}>
      <label>
        <span className="sr-only">{t('list.category')}</span>
        <select
          className={SELECT}
          value={params.category ?? ''}
          onChange={(e) => onChange('category', e.target.value)}
        >
          <option value="">{t('categories.all')}</option>
          {CATEGORIES.map((code) => (
            <option key={code} value={code}>
              {t(`categories.${code}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="sr-only">{t('list.price')}</span>
        <select
          className={SELECT}
          value={params.price ?? 'all'}
          onChange={(e) => onChange('price', e.target.value)}
        >
          {PRICE_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`list.priceFilter.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="sr-only">{t('list.system')}</span>
        <select
          className={SELECT}
          value={params.system ?? ''}
          onChange={(e) => onChange('system', e.target.value)}
        >
          <option value="">{t('list.allSystems')}</option>
          {SUPPORTED_SYSTEMS.map((value) => (
            <option key={value} value={value}>
              {t(`systems.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="ml-auto">
        <span className="sr-only">{t('list.sort')}</span>
        <select
          className={SELECT}
          value={params.sort ?? (searching ? 'relevance' : 'newest')}
          onChange={(e) => onChange('sort', e.target.value)}
        >
          {sorts.map((value) => (
            <option key={value} value={value}>
              {t(`list.sortBy.${value}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
