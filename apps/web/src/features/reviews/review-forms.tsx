import { LIMITS } from '@space/contracts/limits';
import { REVIEW_REPORT_REASONS, type ReviewReportReason } from '@space/contracts/review-constants';
import type { ProductReview } from '@space/contracts/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormError, INPUT_CLASS } from '../../components/form/fields.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { Button } from '../../components/ui/button.tsx';
import { toApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/translator.ts';
import { Counter } from './length-counter.tsx';
import { productReviewsKey, reviewsApi } from './reviews-api.ts';

/*
 * The forms a reader opens on a review (report, the creator's reply): loaded when opened
 * (review-item.tsx), so a product page's first load carries no form code.
 */

/** A report of a review: a reason, an optional note, then a thank-you in its place. */
export function ReportForm({ reviewId, onClose }: { reviewId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState<ReviewReportReason>('spam');
  const [note, setNote] = useState('');
  const [done, setDone] = useState(false);
  const send = useMutation({
    mutationFn: () =>
      reviewsApi.report(reviewId, { reason, note: note.trim() ? note.trim() : undefined }),
    onSuccess: () => setDone(true),
  });
  if (done) {
    return (
      <p role="status" className="mt-3 text-sm text-success" data-testid="review-reported">
        {t('reviews.reported')}
      </p>
    );
  }
  return (
    <form
      className="mt-3 flex flex-col gap-3 rounded-xl border border-border bg-surface-2 p-4"
      aria-label={t('reviews.reportTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate();
      }}
    >
      <p className="text-sm font-semibold">{t('reviews.reportTitle')}</p>
      <div>
        <label htmlFor={`${id}-reason`} className="mb-1.5 block text-sm font-medium">
          {t('reviews.reportReason')}
        </label>
        <select
          id={`${id}-reason`}
          className={INPUT_CLASS}
          value={reason}
          onChange={(event) => setReason(event.target.value as ReviewReportReason)}
        >
          {REVIEW_REPORT_REASONS.map((value) => (
            <option key={value} value={value}>
              {t(`reviews.reportReasons.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <div className="mb-1.5 flex items-baseline justify-between gap-3">
          <label htmlFor={`${id}-note`} className="text-sm font-medium">
            {t('reviews.reportNote')}
          </label>
          <Counter used={note.length} max={LIMITS.reviewReportNoteMax} />
        </div>
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={LIMITS.reviewReportNoteMax}
          className={`${INPUT_CLASS} h-auto py-2`}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <FormError message={send.error ? toApiError(send.error).message : null} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={send.isPending}>
          {t('reviews.reportSubmit')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('reviews.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The product's author writes or edits the one reply to a review. */
export function ReplyForm({ review, onDone }: { review: ProductReview; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [body, setBody] = useState(review.reply?.body ?? '');
  const save = useMutation({
    mutationFn: () => reviewsApi.reply(review.id, { body }),
    onSuccess: () => {
      toast.success(t('reviews.replySaved'));
      void queryClient.invalidateQueries({ queryKey: productReviewsKey(review.productId) });
      onDone();
    },
  });
  const failure = save.error ? toApiError(save.error) : null;
  // A refused field names its message by key (`validation.reviewReply`) like the forms' own.
  const fieldMessage = (message: string | undefined) =>
    message?.startsWith('validation.') ? t(message as `validation.${string}`) : message;
  return (
    <form
      className="mt-3 flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={`${id}-reply`} className="text-sm font-medium">
          {t('reviews.replyLabel')}
        </label>
        <Counter used={body.length} max={LIMITS.reviewReplyMax} />
      </div>
      <textarea
        id={`${id}-reply`}
        rows={3}
        className={`${INPUT_CLASS} h-auto py-2`}
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
      <FormError
        message={failure ? (fieldMessage(failure.fields[0]?.message) ?? failure.message) : null}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          disabled={
            save.isPending || body.trim().length === 0 || body.length > LIMITS.reviewReplyMax
          }
        >
          {t('reviews.replySubmit')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('reviews.cancel')}
        </Button>
      </div>
    </form>
  );
}
