import { CONTENT_TYPES } from '@space/contracts/catalog';
import { useTranslation } from '../../lib/translator.ts';
import { Link } from '../../lib/router/router.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { searchPath } from '../../config/paths.ts';
import { ProductShelf } from '../catalog/product-shelf.tsx';

/**
 * A search that found nothing: 'No data' (spec §8), then ways onward instead of a dead end:
 * drop the filters that narrowed it, search a content kind, or look at what is popular.
 */
export function SearchEmpty({
  q,
  filtered,
  onClearFilters,
}: {
  q: string;
  /** A category, price, system or minimum rating filter is set. */
  filtered: boolean;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <EmptyState
        icon={<SearchIcon size={26} />}
        title={t('messages.noData')}
        text={t(filtered ? 'searchEmpty.textFiltered' : 'searchEmpty.text', { q })}
        action={
          filtered ? (
            <Button variant="secondary" onClick={onClearFilters}>
              {t('searchEmpty.clearFilters')}
            </Button>
          ) : undefined
        }
      />
      <section aria-labelledby="search-suggestions" className="mt-8">
        <h2 id="search-suggestions" className="mb-3 text-sm font-semibold text-muted">
          {t('searchEmpty.tryTitle')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {CONTENT_TYPES.map(({ code }) => {
            const label = t(`contentTypes.${code}`);
            return (
              <li key={code}>
                <Link
                  to={searchPath(label)}
                  className="inline-flex rounded-full border border-border bg-surface px-4 py-1.5 text-sm hover:bg-surface-2"
                >
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      <ProductShelf title={t('searchEmpty.popular')} params={{ sort: 'popular', pageSize: 4 }} />
    </div>
  );
}
