import type { Locale } from '@space/contracts/locales';
import type {
  ProductReview,
  ProductReviewBody,
  ReviewPage,
  ReviewSort,
} from '@space/contracts/reviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { toast } from '../../components/toast/toast-store.ts';
import { Button } from '../../components/ui/button.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { LoadFailed, NoData } from '../../components/ui/query-state.tsx';
import { toApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { useIsLoggedIn } from '../../stores/token.ts';
import { RatingSummaryPanel } from './rating-summary.tsx';
import { ReviewBlockerNote } from './review-blocker.tsx';
import { ReviewItem } from './review-item.tsx';
import { ReviewListControls } from './review-list-controls.tsx';

// The form and its validation (zod, react-hook-form) load when a reader starts writing, not
// with the product page; pointing at the button starts the download.
const loadReviewForm = () => import('./review-form.tsx');
const ReviewForm = lazy(() => loadReviewForm().then((m) => ({ default: m.ReviewForm })));
const preloadReviewForm = () => void loadReviewForm();
import {
  FIRST_REVIEWS_PAGE,
  getProductReviewsQueryOptions,
  productReviewsKey,
  reviewsApi,
} from './reviews-api.ts';

const PAGE_SIZE = FIRST_REVIEWS_PAGE.pageSize;

/** Write, edit or delete the viewer's review, or say why they may not. */
function MyReview({
  productId,
  page,
  onChanged,
}: {
  productId: number;
  page: ReviewPage;
  onChanged?: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const mine = page.mine;
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: productReviewsKey(productId) });
    onChanged?.();
  };
  const remove = useMutation({
    mutationFn: () => reviewsApi.deleteMine(productId),
    onSuccess: () => {
      toast.success(t('reviews.deleted'));
      refresh();
    },
    onError: (error) => toast.error(toApiError(error).message),
  });
  const save = async (body: ProductReviewBody) => {
    await reviewsApi.saveMine(productId, body);
    toast.success(t('reviews.saved'));
    setEditing(false);
    refresh();
  };

  if (editing) {
    return (
      <Suspense fallback={<p className="py-4 text-sm text-muted">{t('common.loading')}</p>}>
        <ReviewForm existing={mine} onSave={save} onCancel={() => setEditing(false)} />
      </Suspense>
    );
  }
  if (mine) {
    return (
      <div className="rounded-[var(--radius-card)] border border-primary/30 bg-surface px-5">
        <ReviewItem
          review={mine}
          viewer={page.viewer}
          loggedIn
          ownActions={
            <>
              <Button
                variant="secondary"
                className="!px-3 !py-1 text-xs"
                onClick={() => setEditing(true)}
                onPointerEnter={preloadReviewForm}
                onFocus={preloadReviewForm}
              >
                {t('reviews.editMine')}
              </Button>
              <Button
                variant="ghost"
                className="!px-3 !py-1 text-xs text-danger"
                disabled={remove.isPending}
                onClick={() => {
                  if (window.confirm(t('reviews.deleteConfirm'))) remove.mutate();
                }}
              >
                {t('reviews.deleteMine')}
              </Button>
            </>
          }
        />
      </div>
    );
  }
  if (page.viewer.canReview) {
    return (
      <Button
        onClick={() => setEditing(true)}
        onPointerEnter={preloadReviewForm}
        onFocus={preloadReviewForm}
        data-testid="review-write"
      >
        {t('reviews.write')}
      </Button>
    );
  }
  return page.viewer.blocker ? <ReviewBlockerNote blocker={page.viewer.blocker} /> : null;
}

/**
 * The product page's reviews: the summary with its histogram, the viewer's own review or why
 * they cannot write one, and the list with its sort, filters and pages.
 */
export function ProductReviews({
  productId,
  onChanged,
}: {
  productId: number;
  /** After the viewer's review changed: the page refreshes the product's own rating. */
  onChanged?: () => void;
}) {
  const { t } = useTranslation();
  const viewerLang = useMainStore((s) => s.lang);
  const loggedIn = useIsLoggedIn();
  // Starts as the page the route prefetched, so a first view has it (decision 060).
  const [sort, setSort] = useState<ReviewSort>(FIRST_REVIEWS_PAGE.sort);
  const [stars, setStars] = useState<number | null>(FIRST_REVIEWS_PAGE.stars);
  const [lang, setLang] = useState<Locale | null>(FIRST_REVIEWS_PAGE.lang);
  const [page, setPage] = useState(FIRST_REVIEWS_PAGE.page);
  const query = useQuery(
    getProductReviewsQueryOptions(productId, { sort, stars, lang, page, pageSize: PAGE_SIZE }),
  );
  // Every filter change starts again at the first page.
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const filtered = stars !== null || lang !== null;

  let body: React.ReactNode;
  if (query.isError && !query.data) {
    body = <LoadFailed onRetry={() => void query.refetch()} />;
  } else if (!query.data) {
    body = (
      <div
        className="h-48 animate-pulse rounded-[var(--radius-card)] bg-surface-2"
        aria-busy="true"
      >
        <span className="sr-only">{t('common.loading')}</span>
      </div>
    );
  } else {
    const data = query.data;
    const others: ProductReview[] = data.list.filter((review) => review.id !== data.mine?.id);
    // The summary already says "No reviews yet": a second "No data" beside it adds nothing.
    const nothingYet = data.summary.count === 0 && !filtered && others.length === 0;
    body = (
      <div className="grid gap-6 lg:grid-cols-[340px_minmax(0,1fr)] lg:gap-10">
        <div className="flex min-w-0 flex-col gap-4">
          <RatingSummaryPanel summary={data.summary} stars={stars} onStars={filter(setStars)} />
          <MyReview productId={productId} page={data} onChanged={onChanged} />
        </div>
        <div className="min-w-0">
          {data.summary.count > 0 || filtered ? (
            <ReviewListControls
              sort={sort}
              stars={stars}
              lang={lang}
              viewerLang={viewerLang}
              onSort={filter(setSort)}
              onStars={filter(setStars)}
              onLang={filter(setLang)}
            />
          ) : null}
          {query.isError ? (
            <div className="mt-4">
              <LoadFailed onRetry={() => void query.refetch()} />
            </div>
          ) : nothingYet ? null : others.length === 0 && !data.mine ? (
            <div className="mt-4">
              <NoData
                action={
                  filtered ? (
                    <Button
                      variant="secondary"
                      onClick={() => {
                        setStars(null);
                        setLang(null);
                        setPage(1);
                      }}
                    >
                      {t('reviews.showAll')}
                    </Button>
                  ) : undefined
                }
              />
            </div>
          ) : (
            <div
              className={`mt-2 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
              aria-busy={query.isFetching}
            >
              {others.map((review) => (
                <ReviewItem
                  key={review.id}
                  review={review}
                  viewer={data.viewer}
                  loggedIn={loggedIn}
                />
              ))}
              <Pagination
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                onPage={setPage}
              />
            </div>
          )}
        </div>
      </div>
    );
  }

  return (
    <section
      className="mt-12 min-w-0"
      aria-labelledby="reviews-heading"
      id="reviews"
      data-testid="product-reviews"
    >
      <h2 id="reviews-heading" className="mb-4 text-xl font-bold">
        {t('reviews.heading')}
      </h2>
      {body}
    </section>
  );
}
