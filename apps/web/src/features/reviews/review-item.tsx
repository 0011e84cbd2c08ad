import type { ProductReview, ReviewViewer } from '@space/contracts/reviews';
import { lazy, Suspense, useState } from 'react';
import { RatingStars } from '../../components/ui/rating-stars.tsx';
import { formatDate } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { HelpfulButton } from './review-actions.tsx';

// Opened by a click: their code (forms, counters) is not part of the product page's first load.
const ReportForm = lazy(() =>
  import('./review-forms.tsx').then((module) => ({ default: module.ReportForm })),
);
const ReplyForm = lazy(() =>
  import('./review-forms.tsx').then((module) => ({ default: module.ReplyForm })),
);

function Badge({ children, tone }: { children: string; tone: 'success' | 'primary' | 'muted' }) {
  const tones = {
    success: 'bg-success/10 text-success',
    primary: 'bg-primary/10 text-primary',
    muted: 'bg-surface-2 text-muted',
  };
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tones[tone]}`}>
      {children}
    </span>
  );
}

function Avatar({ src, name }: { src: string | null; name: string }) {
  return src ? (
    <img src={src} alt="" className="size-9 shrink-0 rounded-full object-cover" />
  ) : (
    <span
      aria-hidden="true"
      className="grid size-9 shrink-0 place-items-center rounded-full bg-surface-2 text-sm font-semibold text-muted uppercase"
    >
      {[...name][0] ?? '?'}
    </span>
  );
}

/**
 * One review: stars, title, text (plain text: React escapes it, line breaks kept by CSS), who
 * and when, the version, the badges, the creator's reply, and what the viewer may do with it.
 */
export function ReviewItem({
  review,
  viewer,
  loggedIn,
  ownActions,
}: {
  review: ProductReview;
  viewer: ReviewViewer;
  loggedIn: boolean;
  /** Edit and delete, for the viewer's own review. */
  ownActions?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const [panel, setPanel] = useState<'report' | 'reply' | null>(null);
  const canVote = loggedIn && !review.mine;
  return (
    <article
      className="border-b border-border py-5 last:border-b-0"
      data-testid="review-item"
      aria-labelledby={`review-${review.id}-by`}
    >
      <header className="flex items-start gap-3">
        <Avatar src={review.reviewer.avatar} name={review.reviewer.nickName} />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span
              id={`review-${review.id}-by`}
              className="min-w-0 font-semibold [overflow-wrap:anywhere]"
            >
              {review.reviewer.nickName}
            </span>
            {review.verifiedOwner ? (
              <Badge tone="success">{t('reviews.verifiedOwner')}</Badge>
            ) : null}
            {review.staff ? <Badge tone="primary">{t('reviews.staff')}</Badge> : null}
            {review.mine ? <Badge tone="muted">{t('reviews.yours')}</Badge> : null}
          </p>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-muted">
            <time dateTime={review.createdAt}>{formatDate(review.createdAt, lang)}</time>
            {review.version ? (
              <span>· {t('reviews.version', { version: review.version })}</span>
            ) : null}
            {review.editedAt ? (
              <span title={formatDate(review.editedAt, lang)}>· {t('reviews.edited')}</span>
            ) : null}
          </p>
        </div>
      </header>
      <div className="mt-3">
        <RatingStars value={review.rating} />
        {review.hidden ? (
          <p className="mt-2 rounded-lg bg-warning/10 px-3 py-1.5 text-xs text-warning">
            {t('reviews.hidden')}
          </p>
        ) : null}
        {review.title ? <h3 className="mt-2 font-semibold break-words">{review.title}</h3> : null}
        {review.body ? (
          <p
            className="mt-1.5 text-sm leading-relaxed break-words whitespace-pre-line"
            data-testid="review-body"
          >
            {review.body}
          </p>
        ) : null}
      </div>
      {review.reply ? (
        <div
          className="mt-4 ms-4 rounded-xl border-s-4 border-primary/50 bg-surface-2 px-4 py-3"
          data-testid="review-reply"
        >
          <p className="text-xs font-semibold text-primary">
            {t('reviews.creatorReply')}
            <span className="ms-2 font-normal text-muted">
              {formatDate(review.reply.createdAt, lang)}
              {review.reply.editedAt ? ` · ${t('reviews.edited')}` : ''}
            </span>
          </p>
          <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line">
            {review.reply.body}
          </p>
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {canVote ? (
          <HelpfulButton review={review} />
        ) : review.helpfulCount > 0 ? (
          <span className="text-xs text-muted">
            {t('reviews.helpfulCount', { count: review.helpfulCount })}
          </span>
        ) : null}
        {canVote ? (
          <button
            type="button"
            className="rounded-full px-3 py-1 text-xs text-muted hover:bg-surface-2 hover:text-text"
            aria-expanded={panel === 'report'}
            onClick={() => setPanel(panel === 'report' ? null : 'report')}
          >
            {t('reviews.report')}
          </button>
        ) : null}
        {viewer.canReply && !review.mine ? (
          <button
            type="button"
            className="rounded-full px-3 py-1 text-xs font-medium text-primary hover:bg-surface-2"
            aria-expanded={panel === 'reply'}
            onClick={() => setPanel(panel === 'reply' ? null : 'reply')}
          >
            {review.reply ? t('reviews.editReply') : t('reviews.reply')}
          </button>
        ) : null}
        {ownActions}
      </div>
      <Suspense
        fallback={panel ? <p className="text-sm text-muted">{t('common.loading')}</p> : null}
      >
        {panel === 'report' ? (
          <ReportForm reviewId={review.id} onClose={() => setPanel(null)} />
        ) : null}
        {panel === 'reply' ? <ReplyForm review={review} onDone={() => setPanel(null)} /> : null}
      </Suspense>
    </article>
  );
}
