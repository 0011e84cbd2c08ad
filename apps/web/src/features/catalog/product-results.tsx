import type { ProductPage } from '@space/contracts/products';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Pagination } from '../../components/ui/pagination.tsx';
import { LoadFailed, NoData } from '../../components/ui/query-state.tsx';
import { ProductGrid, ProductGridSkeleton, type CardHeadingLevel } from './product-card.tsx';

/**
 * A page of products in its four states (spec §8): loading, 'Failed to load' with a retry,
 * 'No data', or the grid with its pagination.
 */
export function ProductResults({
  query,
  onPage,
  highlight,
  showAuthor,
  empty,
  priorityCount = 2,
  cardHeadingLevel,
}: {
  query: UseQueryResult<ProductPage>;
  onPage: (page: number) => void;
  /** Search text to mark in the names. */
  highlight?: string;
  /** False on a creator's own page, where "by <them>" would repeat on every card. */
  showAuthor?: boolean;
  /** What an empty page shows instead of the bare 'No data'. */
  empty?: ReactNode;
  /**
   * The first cards, which a phone shows at once when the results start the page; none where
   * something else fills the first screen.
   */
  priorityCount?: number;
  /** 2 where the results sit right under the page's h1, 3 (the default) under an h2. */
  cardHeadingLevel?: CardHeadingLevel;
}) {
  if (query.isPending) return <ProductGridSkeleton />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  if (query.data.list.length === 0) return empty ?? <NoData />;
  // The previous page stays on screen while the next one loads (keepPreviousData); say so
  // to assistive technology, and dim it a little.
  const stale = query.isPlaceholderData;
  return (
    <div aria-busy={stale} className={stale ? 'opacity-70 transition-opacity' : undefined}>
      <ProductGrid
        products={query.data.list}
        highlight={highlight}
        showAuthor={showAuthor}
        priorityCount={priorityCount}
        headingLevel={cardHeadingLevel}
      />
      <Pagination
        page={query.data.page}
        pageSize={query.data.pageSize}
        total={query.data.total}
        onPage={onPage}
      />
    </div>
  );
}
