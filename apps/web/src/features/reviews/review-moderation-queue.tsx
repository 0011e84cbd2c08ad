import { LIMITS } from '@space/contracts/limits';
import {
  REVIEW_QUEUE_STATES,
  type ReviewModerationAction,
  type ReviewQueueItem,
} from '@space/contracts/reviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormError, INPUT_CLASS } from '../../components/form/fields.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { Button } from '../../components/ui/button.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { LoadFailed, NoData } from '../../components/ui/query-state.tsx';
import { RatingStars } from '../../components/ui/rating-stars.tsx';
import { productPath } from '../../config/paths.ts';
import { toApiError } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/i18n.ts';
import { Link } from '../../lib/router/router.tsx';
import { useTranslation } from '../../lib/translator.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { Counter } from './length-counter.tsx';
import { getReviewQueueQueryOptions, reviewQueueKey, reviewsApi } from './reviews-api.ts';

type QueueState = (typeof REVIEW_QUEUE_STATES)[number];

/** Hide (or restore) with the reason the audit log keeps. */
function ModerateForm({ item }: { item: ReviewQueueItem }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const action: ReviewModerationAction = item.hidden ? 'restore' : 'hide';
  const send = useMutation({
    mutationFn: () => reviewsApi.moderate(item.id, { action, reason }),
    onSuccess: () => {
      toast.success(
        t(action === 'hide' ? 'reviews.queue.hiddenDone' : 'reviews.queue.restoredDone'),
      );
      void queryClient.invalidateQueries({ queryKey: reviewQueueKey });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
  const failure = send.error ? toApiError(send.error) : null;
  const trimmed = reason.trim();
  return (
    <form
      className="mt-4 flex flex-col gap-2 border-t border-border pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate();
      }}
    >
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={`${id}-reason`} className="text-sm font-medium">
          {t('reviews.queue.reason')}
        </label>
        <Counter used={reason.length} max={LIMITS.reviewModerationReasonMax} />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-reason`}
          className={INPUT_CLASS}
          value={reason}
          maxLength={LIMITS.reviewModerationReasonMax}
          onChange={(event) => setReason(event.target.value)}
        />
        <Button
          type="submit"
          variant={action === 'hide' ? 'danger' : 'secondary'}
          disabled={send.isPending || trimmed.length === 0}
          data-testid={`review-${action}`}
        >
          {t(action === 'hide' ? 'reviews.queue.hide' : 'reviews.queue.restore')}
        </Button>
      </div>
      <FormError message={failure ? failure.message : null} />
    </form>
  );
}

function QueueItem({ item }: { item: ReviewQueueItem }) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  return (
    <li
      className="rounded-[var(--radius-card)] border border-border bg-surface p-4 sm:p-5"
      data-testid="review-queue-item"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={productPath(item.product.id)}
          className="font-semibold text-primary hover:underline"
        >
          {item.product.name}
        </Link>
        <span className="rounded-full bg-danger/10 px-2.5 py-0.5 text-xs font-medium text-danger">
          {t('reviews.queue.reports', { count: item.reportCount })}
        </span>
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
        <RatingStars value={item.rating} size={14} />
        <span>{item.reviewer.nickName}</span>
        <span>· {formatDateTime(item.createdAt, lang)}</span>
      </p>
      {item.title ? <p className="mt-2 font-semibold break-words">{item.title}</p> : null}
      {item.body ? (
        <p className="mt-1 text-sm break-words whitespace-pre-line">{item.body}</p>
      ) : null}
      {item.moderationReason ? (
        <p className="mt-2 text-xs text-muted">
          {t('reviews.queue.lastReason', { reason: item.moderationReason })}
        </p>
      ) : null}
      {item.reports.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-1.5 rounded-xl bg-surface-2 p-3 text-sm">
          {item.reports.map((report, index) => (
            <li key={`${report.reporter.id}-${index}`}>
              <span className="font-medium">{t(`reviews.reportReasons.${report.reason}`)}</span>
              <span className="text-muted">
                {' '}
                ·{' '}
                {t('reviews.queue.reportBy', {
                  name: report.reporter.nickName,
                  date: formatDateTime(report.createdAt, lang),
                })}
              </span>
              {report.note ? (
                <p className="break-words whitespace-pre-line text-muted">{report.note}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <ModerateForm item={item} />
    </li>
  );
}

/** Moderators' queue of reviews: the reported ones (most reported first) or the hidden ones. */
export function ReviewModerationQueue() {
  const { t } = useTranslation();
  const [state, setState] = useState<QueueState>('reported');
  const [page, setPage] = useState(1);
  const queue = useQuery(getReviewQueueQueryOptions({ state, page, pageSize: 20 }));
  return (
    <div>
      <div role="radiogroup" aria-label={t('reviewTabs.reviews')} className="mb-4 flex gap-2">
        {REVIEW_QUEUE_STATES.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={state === value}
            onClick={() => {
              setState(value);
              setPage(1);
            }}
            className={`rounded-full border px-4 py-1.5 text-sm ${
              state === value
                ? 'border-primary bg-primary/10 font-semibold text-primary'
                : 'border-border text-muted hover:bg-surface-2'
            }`}
          >
            {t(`reviews.queue.${value}`)}
          </button>
        ))}
      </div>
      {queue.isPending ? (
        <p className="text-sm text-muted">{t('common.loading')}</p>
      ) : queue.isError ? (
        <LoadFailed onRetry={() => void queue.refetch()} />
      ) : queue.data.list.length === 0 ? (
        <NoData />
      ) : (
        <>
          <ul className="grid gap-3">
            {queue.data.list.map((item) => (
              <QueueItem key={item.id} item={item} />
            ))}
          </ul>
          <Pagination
            page={queue.data.page}
            pageSize={queue.data.pageSize}
            total={queue.data.total}
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}
