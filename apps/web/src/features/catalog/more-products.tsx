import type { ProductDetail, ProductListItem } from '@space/contracts/products';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { Link } from '../../lib/router/router.tsx';
import { useNearViewport } from '../../components/lazy-image/use-near-viewport.ts';
import { ArrowRightIcon } from '../../components/ui/icons.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { getProductsQueryOptions, type ProductListParams } from './catalog-api.ts';
import { ProductRow, ProductRowSkeleton, ROW_SIZE } from './product-row.tsx';

/**
 * A titled row of other products below the fold of a product page: it asks for them only
 * when scrolled near, keeps the row's height with a skeleton meanwhile, and leaves the page
 * when nothing is left to show.
 */
function LazyProductSection({
  title,
  params,
  keep,
  viewAllTo,
  showAuthor,
}: {
  title: string;
  params: ProductListParams;
  /** Which of the answered products belong in the row. */
  keep: (product: ProductListItem) => boolean;
  viewAllTo?: string;
  showAuthor?: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  // No placeholder from another product's rows: a skeleton until this product's arrive.
  const query = useQuery({
    ...getProductsQueryOptions(params),
    placeholderData: undefined,
    enabled: near,
  });
  const products = query.data?.list.filter(keep).slice(0, ROW_SIZE);
  if (products && products.length === 0) return null;
  return (
    <section ref={section} aria-labelledby={headingId} className="mt-12">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold tracking-tight">
          {title}
        </h2>
        {viewAllTo ? (
          <Link
            to={viewAllTo}
            className="flex shrink-0 items-center gap-1 text-sm font-medium text-primary hover:underline"
          >
            {t('common.viewAll')}
            <ArrowRightIcon size={16} />
          </Link>
        ) : null}
      </div>
      {query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : products ? (
        <ProductRow products={products} showAuthor={showAuthor} />
      ) : (
        <ProductRowSkeleton showAuthor={showAuthor} />
      )}
    </section>
  );
}

/** The creator's other products, most popular first; "by <creator>" would repeat, so it goes. */
export function MoreFromCreator({
  product,
  authorPagePath,
}: {
  product: ProductDetail;
  authorPagePath: string;
}) {
  const { t } = useTranslation();
  return (
    <LazyProductSection
      title={t('product.moreFrom', { name: product.author.nickName })}
      params={{ author: product.author.id, sort: 'popular', pageSize: ROW_SIZE + 1 }}
      keep={(other) => other.id !== product.id}
      viewAllTo={authorPagePath}
      showAuthor={false}
    />
  );
}

/**
 * Popular products of the same device family and content type by other creators (the
 * creator's own are in the row above).
 */
export function RelatedProducts({
  product,
  listPath,
}: {
  product: ProductDetail;
  listPath?: string;
}) {
  const { t } = useTranslation();
  return (
    <LazyProductSection
      title={t('product.related')}
      params={{
        family: product.deviceFamily,
        type: product.contentTypes[0],
        sort: 'popular',
        pageSize: 12,
      }}
      keep={(other) => other.id !== product.id && other.author.id !== product.author.id}
      viewAllTo={listPath}
    />
  );
}
