import type { RatingSummary } from '@space/contracts/reviews';
import { useTranslation } from '../../lib/translator.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { formatAverage, RatingStars } from '../../components/ui/rating-stars.tsx';
import { intlLocale } from '../../lib/intl.ts';

export interface HistogramRow {
  stars: number;
  count: number;
  /** Share of all reviews, 0–1 (0 with no reviews). */
  share: number;
}

/** The histogram's rows, 5 stars first as every store shows them. */
export function histogramRows(summary: RatingSummary): HistogramRow[] {
  const total = summary.histogram.reduce((sum, count) => sum + count, 0);
  return summary.histogram
    .map((count, index) => ({ stars: index + 1, count, share: total > 0 ? count / total : 0 }))
    .reverse();
}

/** A click on the row of the stars already filtered by clears the filter. */
export function nextStarsFilter(current: number | null, clicked: number): number | null {
  return current === clicked ? null : clicked;
}

/**
 * The average (one decimal) with stars and the count, side by side with the histogram where
 * the panel is wide, stacked in the page's narrow column on a desktop; a 5-bar histogram whose rows filter
 * the list by stars (pressed while filtering).
 */
export function RatingSummaryPanel({
  summary,
  stars,
  onStars,
}: {
  summary: RatingSummary;
  stars: number | null;
  onStars: (stars: number | null) => void;
}) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const percent = new Intl.NumberFormat(intlLocale(lang), { style: 'percent' });
  return (
    <div
      className="grid gap-5 rounded-[var(--radius-card)] border border-border bg-surface p-5 shadow-card sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-8 lg:grid-cols-1 lg:gap-5"
      aria-label={t('reviews.summary')}
      role="group"
    >
      <div className="flex flex-col items-center justify-center gap-1 sm:min-w-36">
        {summary.average !== null && summary.count > 0 ? (
          <>
            <p className="text-5xl font-extrabold tracking-tight" data-testid="review-average">
              {formatAverage(summary.average, lang)}
            </p>
            <RatingStars value={summary.average} size={20} />
          </>
        ) : (
          <p className="text-lg font-semibold">{t('reviews.noReviews')}</p>
        )}
        {summary.count > 0 ? (
          <p className="text-sm text-muted" data-testid="review-count">
            {t('reviews.count', { count: summary.count })}
          </p>
        ) : null}
      </div>
      {/* Five empty bars say nothing the heading does not. */}
      {summary.count === 0 ? null : (
        <ul className="flex flex-col gap-1.5" aria-label={t('reviews.histogram')}>
          {histogramRows(summary).map((row) => {
            const pressed = stars === row.stars;
            return (
              <li key={row.stars}>
                <button
                  type="button"
                  aria-pressed={pressed}
                  disabled={row.count === 0 && !pressed}
                  onClick={() => onStars(nextStarsFilter(stars, row.stars))}
                  className={`grid w-full grid-cols-[2.5rem_minmax(0,1fr)_3rem] items-center gap-3 rounded-lg px-2 py-1 text-sm transition-colors enabled:hover:bg-surface-2 disabled:cursor-default ${
                    pressed ? 'bg-primary/10 font-semibold ring-1 ring-primary/40' : ''
                  }`}
                >
                  {/* Said in words to a reader; the row's marks are for the eye (WCAG 2.5.3). */}
                  <span className="sr-only">
                    {t('reviews.histogramRow', {
                      stars: row.stars,
                      count: row.count,
                      percent: percent.format(row.share),
                    })}
                  </span>
                  <span className="text-start whitespace-nowrap" aria-hidden="true">
                    {t('reviews.starsShort', { stars: row.stars })}
                  </span>
                  <span
                    className="h-2.5 overflow-hidden rounded-full bg-surface-2"
                    aria-hidden="true"
                  >
                    <span
                      className="block h-full rounded-full bg-warning"
                      style={{ width: `${Math.round(row.share * 100)}%` }}
                    />
                  </span>
                  <span className="text-end text-muted tabular-nums" aria-hidden="true">
                    {percent.format(row.share)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
