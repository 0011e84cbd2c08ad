import type { ContentType, DeviceFamily } from '@space/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translator.ts';
import { getProductsQueryOptions } from '../../features/catalog/catalog-api.ts';
import { ListHeading } from '../../features/catalog/list-heading.tsx';
import { ListFilters } from '../../features/catalog/list-filters.tsx';
import { ProductResults } from '../../features/catalog/product-results.tsx';
import { useListParams } from '../../features/catalog/use-list-params.ts';
import { FamilyNav } from './family-page.tsx';

export function ContentListPage({ family, type }: { family: DeviceFamily; type: ContentType }) {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const query = useQuery(getProductsQueryOptions({ ...params, family, type }));

  return (
    <div className="container-page py-8">
      <FamilyNav family={family} />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4 pb-6">
        <ListHeading title={t(`contentTypes.${type}`)} page={query.data} />
      </div>
      <div className="mb-6">
        <ListFilters params={params} onChange={update} />
      </div>
      <ProductResults query={query} onPage={(page) => update('page', page)} cardHeadingLevel={2} />
    </div>
  );
}
