import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translator.ts';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../components/ui/icons.tsx';
import { LoadFailed, NoData } from '../../components/ui/query-state.tsx';
import { getProductsQueryOptions, type ProductListParams } from './catalog-api.ts';
import { ProductGrid, ProductGridSkeleton } from './product-card.tsx';

/** A titled row of products from the list API, with a link to the full list. */
export function ProductShelf({
  title,
  params,
  viewAllTo,
  headingLevel = 2,
}: {
  title: string;
  params: ProductListParams;
  viewAllTo?: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const query = useQuery(getProductsQueryOptions({ pageSize: 4, ...params }));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="py-6">
      <div className="mb-4 flex items-end justify-between gap-4">
        <Heading className="text-xl font-bold tracking-tight">{title}</Heading>
        {viewAllTo ? (
          <Link
            to={viewAllTo}
            className="flex items-center gap-1 text-sm font-medium text-primary hover:underline"
          >
            {t('common.viewAll')}
            <ArrowRightIcon size={16} />
          </Link>
        ) : null}
      </div>
      {query.isPending ? (
        <ProductGridSkeleton count={4} />
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : query.data.list.length === 0 ? (
        <NoData />
      ) : (
        <ProductGrid products={query.data.list} />
      )}
    </section>
  );
}
