import type { ProductSummary } from '@space/contracts/products';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { HeartIcon } from '../../components/ui/icons.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { paths } from '../../config/paths.ts';
import type { Page } from '../../features/catalog/catalog-api.ts';
import { ProductGrid, ProductGridSkeleton } from '../../features/catalog/product-card.tsx';
import { useListParams } from '../../features/catalog/use-list-params.ts';
import { apiData } from '../../lib/api-client.ts';

const PAGE_SIZE = 20;

/** `/thumbUp`: what the user liked, newest like first. */
export function LikesPage() {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const page = params.page ?? 1;
  const likes = useQuery({
    queryKey: ['me', 'likes', page],
    queryFn: ({ signal }) =>
      apiData<Page<ProductSummary & { likedAt: string }>>('/api/users/me/likes', {
        query: { page, pageSize: PAGE_SIZE },
        signal,
      }),
  });
  return (
    <div className="container-page py-10">
      <PageHeader title={t('titles.thumbUp')} />
      {likes.isPending ? (
        <ProductGridSkeleton />
      ) : likes.isError ? (
        <LoadFailed onRetry={() => void likes.refetch()} />
      ) : likes.data.list.length === 0 ? (
        <EmptyState
          icon={<HeartIcon size={26} />}
          title={t('empty.likesEmpty')}
          action={<ButtonLink to={paths.home}>{t('common.backHome')}</ButtonLink>}
        />
      ) : (
        <>
          <ProductGrid products={likes.data.list} />
          <Pagination
            page={likes.data.page}
            pageSize={likes.data.pageSize}
            total={likes.data.total}
            onPage={(next) => update('page', next)}
          />
        </>
      )}
    </div>
  );
}
