import type { ProductReview } from '@space/contracts/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../components/toast/toast-store.ts';
import { toApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/translator.ts';
import { productReviewsKey, reviewsApi } from './reviews-api.ts';

/** Marks a review helpful or takes the mark back; the server's answer sets the count. */
export function HelpfulButton({ review }: { review: ProductReview }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState({
    helpfulCount: review.helpfulCount,
    viewerVotedHelpful: review.viewerVotedHelpful,
  });
  const toggle = useMutation({
    mutationFn: (helpful: boolean) => reviewsApi.setHelpful(review.id, helpful),
    onSuccess: (next) => {
      setState(next);
      // The "most helpful" order changes with the count: the next fetch shows it.
      void queryClient.invalidateQueries({
        queryKey: productReviewsKey(review.productId),
        refetchType: 'none',
      });
    },
    onError: (error) => toast.error(toApiError(error).message),
  });
  return (
    <button
      type="button"
      aria-pressed={state.viewerVotedHelpful}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate(!state.viewerVotedHelpful)}
      className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-medium transition-colors ${
        state.viewerVotedHelpful
          ? 'border-primary/40 bg-primary/10 text-primary'
          : 'border-border bg-surface hover:bg-surface-2'
      }`}
      data-testid="review-helpful"
    >
      <svg width={14} height={14} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M7 10v11H3V10zM7 10l4-7a2.5 2.5 0 0 1 2.6 3L13 10h6.5a2 2 0 0 1 2 2.4l-1.6 7A2 2 0 0 1 18 21H7"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinejoin="round"
        />
      </svg>
      {t('reviews.helpful')}
      <span className="tabular-nums" data-testid="review-helpful-count">
        {state.helpfulCount}
      </span>
    </button>
  );
}
