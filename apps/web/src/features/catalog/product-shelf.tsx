import type { ProductListItem } from '@space/contracts/products';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translator.ts';
import { Link } from '../../lib/router/router.tsx';
import { ArrowRightIcon } from '../../components/ui/icons.tsx';
import { LoadFailed, NoData } from '../../components/ui/query-state.tsx';
import { getProductsQueryOptions, type ProductListParams } from './catalog-api.ts';
import { ProductGrid, ProductGridSkeleton } from './product-card.tsx';

/** What a shelf shows: its products, or that they are loading or failed to load. */
export type ShelfState =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; products: ProductListItem[] };

/** A titled row of products with a link to the full list. */
export function Shelf({
  title,
  state,
  viewAllTo,
  headingLevel = 2,
}: {
  title: string;
  state: ShelfState;
  viewAllTo?: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
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
      {state.status === 'pending' ? (
        <ProductGridSkeleton count={4} />
      ) : state.status === 'error' ? (
        <LoadFailed onRetry={state.retry} />
      ) : state.products.length === 0 ? (
        <NoData />
      ) : (
        <ProductGrid products={state.products} />
      )}
    </section>
  );
}

/** A shelf of the list API's first page for `params`. */
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
  const query = useQuery(getProductsQueryOptions({ pageSize: 4, ...params }));
  const state: ShelfState = query.isPending
    ? { status: 'pending' }
    : query.isError
      ? { status: 'error', retry: () => void query.refetch() }
      : { status: 'success', products: query.data.list };
  return <Shelf title={title} state={state} viewAllTo={viewAllTo} headingLevel={headingLevel} />;
}
