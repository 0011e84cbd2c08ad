import type { ProductSummary } from '@space/contracts/products';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translator.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { HeartIcon } from '../../components/ui/icons.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { paths } from '../../config/paths.ts';
import { ProductGrid, ProductGridSkeleton } from '../../features/catalog/product-card.tsx';
import { LikedArticles } from '../../features/social/liked-articles.tsx';
import { useSocialParams } from '../../features/social/use-social-params.ts';
import { apiData, type Page } from '../../lib/api-client.ts';

const PAGE_SIZE = 20;

const TABS = ['products', 'articles'] as const;

/** The liked products, newest like first. */
function LikedProducts({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const likes = useQuery({
    queryKey: ['me', 'likes', page],
    queryFn: ({ signal }) =>
      apiData<Page<ProductSummary & { likedAt: string }>>('/api/users/me/likes', {
        query: { page, pageSize: PAGE_SIZE },
        signal,
      }),
  });
  if (likes.isPending) return <ProductGridSkeleton />;
  if (likes.isError) return <LoadFailed onRetry={() => void likes.refetch()} />;
  if (likes.data.list.length === 0) {
    return (
      <EmptyState
        icon={<HeartIcon size={26} />}
        title={t('empty.likesEmpty')}
        action={<ButtonLink to={paths.home}>{t('common.backHome')}</ButtonLink>}
      />
    );
  }
  return (
    <>
      <ProductGrid products={likes.data.list} headingLevel={2} />
      <Pagination
        page={likes.data.page}
        pageSize={likes.data.pageSize}
        total={likes.data.total}
        onPage={onPage}
      />
    </>
  );
}

/** `/thumbUp`: what the user liked, products and articles, newest like first. */
export function LikesPage() {
  const { t } = useTranslation();
  const { page, choice: tab, setPage, setChoice } = useSocialParams('tab', TABS);
  return (
    <div className="container-page py-10">
      <PageHeader title={t('titles.thumbUp')} />
      <nav aria-label={t('social.likesTabs')} className="mb-6 flex gap-2">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            aria-current={tab === name ? 'page' : undefined}
            onClick={() => setChoice(name)}
            className={`rounded-full px-4 py-1.5 text-sm font-medium ${
              tab === name ? 'bg-primary text-on-primary' : 'text-muted hover:bg-surface-2'
            }`}
          >
            {t(name === 'products' ? 'social.likedProducts' : 'social.likedArticles')}
          </button>
        ))}
      </nav>
      {tab === 'products' ? (
        <LikedProducts page={page} onPage={setPage} />
      ) : (
        <LikedArticles page={page} onPage={setPage} />
      )}
    </div>
  );
}
