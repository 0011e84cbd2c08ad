import { CATEGORIES, SUPPORTED_SYSTEMS } from '@space/contracts/catalog';
import { MIN_RATING_VALUES, PRICE_FILTERS, PRODUCT_SORTS } from '@space/contracts/product-options';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { Button } from '../../components/ui/button.tsx';
import { Drawer } from '../../components/ui/drawer.tsx';
import { CloseIcon, SlidersIcon } from '../../components/ui/icons.tsx';
import type { ProductListParams } from './catalog-api.ts';

type FilterName = 'category' | 'price' | 'system' | 'minRating' | 'sort';
type OnChange = (name: FilterName, value: string) => void;

const SELECT =
  'h-10 w-full rounded-full border border-border bg-surface px-4 pr-8 text-sm text-text focus:border-primary focus:outline-none';

/** Category, free/paid, system and minimum rating: a row on wide screens, a stack in the phone sheet. */
function FilterFields({
  params,
  onChange,
  stacked,
}: {
  params: ProductListParams;
  onChange: OnChange;
  stacked: boolean;
}) {
  const { t } = useTranslation();
  const field = stacked ? 'flex flex-col gap-1.5 text-sm font-medium' : '';
  const caption = stacked ? '' : 'sr-only';
  return (
    <>
      <label className={field}>
        <span className={caption}>{t('list.category')}</span>
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
      <label className={field}>
        <span className={caption}>{t('list.price')}</span>
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
      <label className={field}>
        <span className={caption}>{t('list.system')}</span>
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
      <label className={field}>
        <span className={caption}>{t('list.rating')}</span>
        <select
          className={SELECT}
          value={params.minRating ?? ''}
          onChange={(e) => onChange('minRating', e.target.value)}
        >
          <option value="">{t('list.anyRating')}</option>
          {[...MIN_RATING_VALUES].reverse().map((value) => (
            <option key={value} value={value}>
              {t('list.minRating', { count: value })}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

/**
 * Category, free/paid, system, minimum rating and sort; the values live in the URL (see useListParams).
 * On phones the three filters move into a sheet behind one "Filters" button that counts
 * the ones in use, so the row never wraps ragged; sort stays beside it.
 */
export function ListFilters({
  params,
  onChange,
  searching = false,
}: {
  params: ProductListParams;
  onChange: OnChange;
  /** Search results can be ordered by relevance (their default); lists cannot. */
  searching?: boolean;
}) {
  const sorts = PRODUCT_SORTS.filter((value) => searching || value !== 'relevance');
  const { t } = useTranslation();
  const [sheetOpen, setSheetOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const inUse = [params.category, params.price, params.system, params.minRating].filter(
    Boolean,
  ).length;
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('list.filters')}>
      <div className="hidden flex-wrap items-center gap-2 sm:flex [&_select]:w-auto">
        <FilterFields params={params} onChange={onChange} stacked={false} />
      </div>
      <Button
        ref={opener}
        variant="secondary"
        className="h-10 py-0 sm:hidden"
        aria-haspopup="dialog"
        onClick={() => setSheetOpen(true)}
      >
        <SlidersIcon size={18} />
        {t('list.filters')}
        {inUse > 0 ? (
          <span className="rounded-full bg-primary px-2 text-xs text-on-primary">{inUse}</span>
        ) : null}
      </Button>
      <Drawer
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        label={t('list.filters')}
        returnFocus={opener}
        className="sm:hidden"
      >
        <div className="flex items-center justify-between border-b border-border px-5 py-4">
          <h2 className="text-lg font-bold">{t('list.filters')}</h2>
          <button
            type="button"
            className="rounded-full p-2 hover:bg-surface-2"
            aria-label={t('common.close')}
            onClick={() => setSheetOpen(false)}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="flex flex-col gap-5 p-5">
          <FilterFields params={params} onChange={onChange} stacked />
          <Button onClick={() => setSheetOpen(false)}>{t('list.showResults')}</Button>
        </div>
      </Drawer>
      <label className="ml-auto">
        <span className="sr-only">{t('list.sort')}</span>
        <select
          className={`${SELECT} w-auto`}
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
