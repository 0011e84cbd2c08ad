import { MY_ARTICLE_FILTERS, type MyArticleFilter } from '@space/contracts/articles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translator.ts';
import { useSearchParams } from '../../lib/router/router.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { authorPath, paths } from '../../config/paths.ts';
import { getMyArticlesQueryOptions } from '../../features/articles/articles-api.ts';
import { MyArticleRow } from '../../features/articles/my-article-row.tsx';
import { useUserStore } from '../../stores/user-store.ts';

/** `/personal` (spec §2, §6 login required): my articles in every state, pinned first. */
export function PersonalPage() {
  const { t } = useTranslation();
  const me = useUserStore((s) => s.userInfo);
  const [search, setSearch] = useSearchParams();
  const filter: MyArticleFilter =
    MY_ARTICLE_FILTERS.find((value) => value === search.get('tab')) ?? 'all';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const mine = useQuery(getMyArticlesQueryOptions(filter, page));
  const go = (tab: MyArticleFilter, to = 1) =>
    setSearch(() => {
      const next = new URLSearchParams();
      if (tab !== 'all') next.set('tab', tab);
      if (to > 1) next.set('page', String(to));
      return next;
    });

  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeader
        title={
          me?.nickName ? t('articles.personalTitle', { name: me.nickName }) : t('titles.personal')
        }
        subtitle={t('articles.personalSubtitle')}
        actions={
          <div className="flex flex-wrap gap-2">
            {me ? (
              <ButtonLink to={authorPath(me.id)} variant="secondary">
                {t('articles.publicPage')}
              </ButtonLink>
            ) : null}
            <ButtonLink to={paths.publish}>{t('articles.write')}</ButtonLink>
          </div>
        }
      />
      <nav aria-label={t('articles.personalTabs')} className="mb-6 flex gap-2 overflow-x-auto pb-1">
        {MY_ARTICLE_FILTERS.map((tab) => (
          <button
            key={tab}
            type="button"
            aria-current={filter === tab ? 'page' : undefined}
            onClick={() => go(tab)}
            className={`rounded-full px-4 py-1.5 text-sm font-medium whitespace-nowrap ${
              filter === tab ? 'bg-primary text-on-primary' : 'text-muted hover:bg-surface-2'
            }`}
          >
            {t(`articles.tabs.${tab}`)}
            {mine.data ? <span className="ml-1.5 opacity-80">{mine.data.counts[tab]}</span> : null}
          </button>
        ))}
      </nav>
      {mine.isPending ? (
        <ul aria-hidden="true" className="grid gap-3">
          {Array.from({ length: 3 }, (_, index) => (
            <li
              key={index}
              className="h-24 animate-pulse rounded-[var(--radius-card)] bg-surface-2"
            />
          ))}
        </ul>
      ) : mine.isError ? (
        <LoadFailed onRetry={() => void mine.refetch()} />
      ) : mine.data.list.length === 0 ? (
        <EmptyState
          title={t('articles.personalEmpty')}
          action={<ButtonLink to={paths.publish}>{t('articles.write')}</ButtonLink>}
        />
      ) : (
        <>
          <ul className="grid gap-3" aria-label={t(`articles.tabs.${filter}`)}>
            {mine.data.list.map((article) => (
              <MyArticleRow key={article.id} article={article} />
            ))}
          </ul>
          <Pagination
            page={mine.data.page}
            pageSize={mine.data.pageSize}
            total={mine.data.total}
            onPage={(to) => go(filter, to)}
          />
        </>
      )}
    </div>
  );
}
