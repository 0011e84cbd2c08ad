import { EXPERT_SORTS, type ExpertSort } from '@space/contracts/social';
import { useQuery } from '@tanstack/react-query';
import { useTranslation, type TranslationKey } from '../../lib/translator.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { UserIcon } from '../../components/ui/icons.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { ExpertCard, ExpertGridSkeleton } from '../../features/social/expert-card.tsx';
import { getExpertsQueryOptions } from '../../features/social/social-api.ts';
import { useSocialParams } from '../../features/social/use-social-params.ts';

const SORT_LABEL: Record<ExpertSort, TranslationKey> = {
  followers: 'social.sortFollowers',
  products: 'social.sortProducts',
  recent: 'social.sortRecent',
};

/** `/expertList`: the brand's creators ranked by followers, products or recent activity. */
export function ExpertsPage() {
  const { t } = useTranslation();
  const { page, choice: sort, setPage, setChoice } = useSocialParams('sort', EXPERT_SORTS);
  const experts = useQuery(getExpertsQueryOptions(sort, page));
  return (
    <div className="container-page py-10">
      <PageHeader title={t('titles.expertList')} subtitle={t('social.expertsIntro')} />
      <nav aria-label={t('social.sortLabel')} className="mb-6 flex flex-wrap gap-2">
        {EXPERT_SORTS.map((name) => (
          <button
            key={name}
            type="button"
            aria-current={sort === name ? 'page' : undefined}
            onClick={() => setChoice(name)}
            className={`rounded-full px-4 py-1.5 text-sm font-medium ${
              sort === name
                ? 'bg-primary text-on-primary'
                : 'border border-border bg-surface text-muted hover:bg-surface-2'
            }`}
          >
            {t(SORT_LABEL[name])}
          </button>
        ))}
      </nav>
      {experts.isPending ? (
        <ExpertGridSkeleton />
      ) : experts.isError ? (
        <LoadFailed onRetry={() => void experts.refetch()} />
      ) : experts.data.list.length === 0 ? (
        <EmptyState icon={<UserIcon size={26} />} title={t('empty.expertsEmpty')} />
      ) : (
        <>
          <ul
            aria-label={t('titles.expertList')}
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          >
            {experts.data.list.map((expert, index) => (
              <ExpertCard
                key={expert.id}
                expert={expert}
                rank={(experts.data.page - 1) * experts.data.pageSize + index + 1}
              />
            ))}
          </ul>
          <Pagination
            page={experts.data.page}
            pageSize={experts.data.pageSize}
            total={experts.data.total}
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}
