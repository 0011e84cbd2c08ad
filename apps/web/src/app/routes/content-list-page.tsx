import type { ContentType, DeviceFamily } from '@space/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getProductsQueryOptions } from '../../features/catalog/catalog-api.ts';
import { ResultCount } from '../../features/catalog/result-count.tsx';
import { ListFilters } from '../../features/catalog/list-filters.tsx';
import { ProductResults } from '../../features/catalog/product-results.tsx';
import { useListParams } from '../../features/catalog/use-list-params.ts';
import { FamilyNav } from './family-page.tsx';

const PAGE_SIZE = 20;

export function ContentListPage({ family, type }: { family: DeviceFamily; type: ContentType }) {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const query = useQuery(getProductsQueryOptions({ ...params, family, type, pageSize: PAGE_SIZE }));

  return (
    <div className="container-page py-8">
      <FamilyNav family={family} />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4 pb-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t(`contentTypes.${type}`)}
          </h1>
          {query.data ? (
            <p className="mt-1 text-sm text-muted">
              <ResultCount page={query.data} />
            </p>
          ) : null}
        </div>
      </div>
      <div className="mb-6">
        <ListFilters params={params} onChange={update} />
      </div>
      <ProductResults query={query} onPage={(page) => update('page', page)} />
    </div>
  );
}
