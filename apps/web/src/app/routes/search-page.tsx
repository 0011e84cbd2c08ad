import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translator.ts';
import { useSearchParams } from '../../lib/router/router.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { getProductsQueryOptions } from '../../features/catalog/catalog-api.ts';
import { ListFilters } from '../../features/catalog/list-filters.tsx';
import { ListHeading } from '../../features/catalog/list-heading.tsx';
import { ProductResults } from '../../features/catalog/product-results.tsx';
import { useListParams } from '../../features/catalog/use-list-params.ts';
import { SearchBox } from '../../features/search/search-box.tsx';
import { SearchEmpty } from '../../features/search/search-empty.tsx';

export function SearchPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const q = (search.get('q') ?? '').trim();
  const [params, update] = useListParams();
  const query = useQuery({
    ...getProductsQueryOptions({ ...params, q }),
    enabled: q.length > 0,
  });

  const clearFilters = () =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      for (const name of ['category', 'price', 'system', 'minRating', 'page']) next.delete(name);
      return next;
    });

  return (
    <div className="container-page py-8">
      <div className="mb-6 md:hidden">
        <SearchBox id="page-search" />
      </div>
      {/* The count sits under the title, above the filters, as on every list. */}
      <div className="pb-6">
        <ListHeading
          title={q ? t('search.resultsFor', { q }) : t('titles.search')}
          page={q ? query.data : undefined}
        />
      </div>
      {!q ? (
        <EmptyState icon={<SearchIcon size={26} />} title={t('empty.searchPrompt')} />
      ) : (
        <>
          <div className="mb-6">
            <ListFilters params={params} onChange={update} searching />
          </div>
          <ProductResults
            query={query}
            onPage={(page) => update('page', page)}
            highlight={q}
            cardHeadingLevel={2}
            empty={
              <SearchEmpty
                q={q}
                filtered={Boolean(
                  params.category || params.price || params.system || params.minRating,
                )}
                onClearFilters={clearFilters}
              />
            }
          />
        </>
      )}
    </div>
  );
}
