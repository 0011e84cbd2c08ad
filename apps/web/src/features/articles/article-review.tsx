import { LIMITS } from '@space/contracts/limits';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { toApiError } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/i18n.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { ArticleBody } from './article-body.tsx';
import {
  articlesApi,
  getReviewPreviewQueryOptions,
  getReviewQueueQueryOptions,
} from './articles-api.ts';

/** The articles and edits waiting for review, oldest first. */
export function ArticleReviewQueue({
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
  if (queue.isPending)
    return <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-surface-2" />;
  if (queue.isError) return <LoadFailed onRetry={() => void queue.refetch()} />;
  if (queue.data.list.length === 0) return <EmptyState title={t('articles.review.empty')} />;
  return (
    <>
      <ul className="grid gap-3" aria-label={t('articles.review.queue')}>
        {queue.data.list.map((item) => (
          <li
            key={item.id}
            className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-border bg-surface p-4 shadow-card sm:flex-row sm:items-center"
          >
            <div className="min-w-0 flex-1">
              <p className="text-xs font-medium text-primary uppercase">
                {t(`articles.review.kind.${item.kind}`)} · {t(`articles.channels.${item.channel}`)}
                {item.visibility === 'private' ? ` · ${t('articles.private')}` : ''}
              </p>
              <h2 className="truncate font-semibold">{item.title || t('articles.untitled')}</h2>
              <p className="truncate text-sm text-muted">
                {t('common.by', { name: item.author.nickName })} ·{' '}
                {formatDateTime(item.submittedAt, lang)}
              </p>
            </div>
            <Button variant="secondary" onClick={() => onOpen(item.id)}>
              {t('articles.review.open')}
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

/** One submission: the version under review, rendered as readers would see it; approve or reject. */
export function ArticleReviewDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const preview = useQuery(getReviewPreviewQueryOptions(id));
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (approve: boolean) =>
      approve ? articlesApi.approve(id) : articlesApi.reject(id, reason),
    onSuccess: (_result, approve) => {
      void queryClient.invalidateQueries({ queryKey: ['moderation', 'articles'] });
      void queryClient.invalidateQueries({ queryKey: ['articles'] });
      toast.success(t(approve ? 'articles.review.approved' : 'articles.review.rejected'));
      onBack();
    },
    onError: (error) => toast.error(toApiError(error).message),
  });
  if (preview.isPending)
    return <div aria-hidden="true" className="h-60 animate-pulse rounded-xl bg-surface-2" />;
  if (preview.isError) {
    return (
      <EmptyState
        title={t('articles.review.gone')}
        action={<Button onClick={onBack}>{t('articles.review.back')}</Button>}
      />
    );
  }
  const data = preview.data;
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
      <article className="min-w-0 rounded-[var(--radius-card)] border border-border bg-surface p-5 sm:p-8">
        <p className="text-xs font-medium text-primary uppercase">
          {t(`articles.review.kind.${data.kind}`)} · {t(`articles.channels.${data.channel}`)}
          {data.column ? ` · ${data.column.name}` : ''}
        </p>
        <h2 className="mt-2 text-2xl font-extrabold break-words sm:text-3xl">
          {data.title || t('articles.untitled')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('common.by', { name: data.author.nickName })}</p>
        {data.cover ? (
          <img
            src={data.cover}
            alt=""
            className="mt-6 aspect-video w-full rounded-xl object-cover"
          />
        ) : null}
        <div className="mt-6">
          <ArticleBody html={data.html} />
        </div>
      </article>
      <aside className="flex flex-col gap-3 self-start rounded-[var(--radius-card)] border border-border bg-surface p-5 lg:sticky lg:top-24">
        <Button onClick={() => decide.mutate(true)} disabled={decide.isPending}>
          {t('articles.review.approve')}
        </Button>
        <label className="mt-2 text-sm font-medium" htmlFor="reject-reason">
          {t('articles.review.reason')}
        </label>
        <textarea
          id="reject-reason"
          value={reason}
          maxLength={LIMITS.articleRejectReasonMax}
          onChange={(event) => setReason(event.target.value)}
          rows={4}
          className="rounded-xl border border-border bg-bg p-3 text-sm"
        />
        <Button
          variant="danger"
          onClick={() => decide.mutate(false)}
          disabled={decide.isPending || reason.trim() === ''}
        >
          {t('articles.review.reject')}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          {t('articles.review.back')}
        </Button>
      </aside>
    </div>
  );
}
