import { useTranslation } from '../../lib/translator.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ReviewTabs } from '../../features/moderation/review-tabs.tsx';
import { ReviewModerationQueue } from '../../features/reviews/review-moderation-queue.tsx';
import { useUserStore } from '../../stores/user-store.ts';

/** `/review/reviews` (issue 28): moderators hide or restore reported reviews; anyone else sees why not. */
export function ReviewReviewsPage() {
  const { t } = useTranslation();
  const role = useUserStore((s) => s.userInfo?.superType ?? null);
  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeader title={t('titles.reviewReviews')} />
      {role === null ? (
        <EmptyState
          title={t('reviews.queue.forbiddenTitle')}
          text={t('reviews.queue.forbiddenText')}
        />
      ) : (
        <>
          <ReviewTabs />
          <ReviewModerationQueue />
        </>
      )}
    </div>
  );
}
