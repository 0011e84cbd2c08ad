import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translator.ts';
import { useSearchParams } from '../../lib/router/router.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ReviewDetail } from '../../features/moderation/review-detail.tsx';
import { ReviewQueue } from '../../features/moderation/review-queue.tsx';
import { ReviewTabs } from '../../features/moderation/review-tabs.tsx';
import { getMeQueryOptions } from '../../features/account/account-api.ts';

/** `/review` (decision 028): moderators review upload records; anyone else sees why not. */
export function ReviewPage() {
  const { t } = useTranslation();
  const me = useQuery(getMeQueryOptions());
  const role = me.data?.superType ?? null;
  const [search, setSearch] = useSearchParams();
  const id = Number(search.get('id'));
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
      <PageHeader title={t('titles.review')} />
      {me.isPending ? (
        <p className="text-sm text-muted">{t('common.loading')}</p>
      ) : role === null ? (
        <EmptyState title={t('review.forbiddenTitle')} text={t('review.forbiddenText')} />
      ) : (
        <>
          <ReviewTabs />
          {Number.isInteger(id) && id > 0 ? (
            <ReviewDetail id={id} onBack={() => set('id', null)} />
          ) : (
            <ReviewQueue
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
