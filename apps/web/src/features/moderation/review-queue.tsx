import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translator.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { formatDateTime } from '../../lib/i18n.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { getReviewQueueQueryOptions } from './review-api.ts';

/** The submitted records of the moderator's brand, oldest first. */
export function ReviewQueue({
  page,
  onPage,
  onOpen,
}: {
  page: number;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const queue = useQuery(getReviewQueueQueryOptions(page));
  if (queue.isPending) return <p className="text-sm text-muted">{t('common.loading')}</p>;
  if (queue.isError) return <LoadFailed onRetry={() => void queue.refetch()} />;
  if (queue.data.list.length === 0) return <EmptyState title={t('review.queueEmpty')} />;
  return (
    <>
      <ul className="grid gap-3">
        {queue.data.list.map((item) => (
          <li
            key={item.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-card)] border border-border bg-surface p-4"
          >
            <div className="min-w-0">
              <p className="truncate font-semibold">{item.name || t('studio.untitled')}</p>
              <p className="text-sm text-muted">
                {item.kind === 'version' ? t('studio.kindVersion') : t('studio.kindNew')} ·{' '}
                {t('studio.versionN', { version: item.version })} ·{' '}
                {t('review.byAuthor', { name: item.author.nickName })} ·{' '}
                {formatDateTime(item.submittedAt, lang)}
              </p>
            </div>
            <Button variant="secondary" onClick={() => onOpen(item.id)}>
              {t('review.open')}
            </Button>
          </li>
        ))}
      </ul>
      <Pagination
        page={queue.data.page}
        pageSize={queue.data.pageSize}
        total={queue.data.total}
        onPage={onPage}
      />
    </>
  );
}
