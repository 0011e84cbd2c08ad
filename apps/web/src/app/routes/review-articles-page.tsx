import { useTranslation } from '../../lib/translator.ts';
import { useSearchParams } from '../../lib/router/router.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import {
  ArticleReviewDetail,
  ArticleReviewQueue,
} from '../../features/articles/article-review.tsx';
import { parseId } from '../../features/articles/articles-api.ts';
import { ReviewTabs } from '../../features/moderation/review-tabs.tsx';
import { useUserStore } from '../../stores/user-store.ts';

/** `/review/articles` (decision 031): moderators review articles; anyone else sees why not. */
export function ReviewArticlesPage() {
  const { t } = useTranslation();
  const role = useUserStore((s) => s.userInfo?.superType ?? null);
  const [search, setSearch] = useSearchParams();
  const id = parseId(search.get('id'));
  const page = Math.max(1, Number(search.get('page')) || 1);
  const set = (name: string, value: number | null) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      if (value === null) next.delete(name);
      else next.set(name, String(value));
      return next;
    });
  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeader title={t('titles.reviewArticles')} />
      {role === null ? (
        <EmptyState
          title={t('articles.review.forbiddenTitle')}
          text={t('articles.review.forbiddenText')}
        />
      ) : (
        <>
          <ReviewTabs />
          {id !== null ? (
            <ArticleReviewDetail id={id} onBack={() => set('id', null)} />
          ) : (
            <ArticleReviewQueue
              page={page}
              onPage={(value) => set('page', value === 1 ? null : value)}
              onOpen={(value) => set('id', value)}
            />
          )}
        </>
      )}
    </div>
  );
}
