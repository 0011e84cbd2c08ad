import { useTranslation } from '../../lib/translator.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { formatCount } from '../../lib/i18n.ts';
import { intlLocale } from '../../lib/intl.ts';
import type { Locale } from '@space/contracts/locales';

const STAR_PATH = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z';

/** One star, filled by `fill` (0–1) from the left; the rest is an outline. */
function Star({ fill, size }: { fill: number; size: number }) {
  const width = Math.max(0, Math.min(1, fill)) * 24;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={STAR_PATH} fill="none" stroke="currentColor" strokeWidth={1.6} />
      {width > 0 ? (
        <svg width={width} height={24} viewBox={`0 0 ${width} 24`} overflow="hidden">
          <path d={STAR_PATH} fill="currentColor" stroke="currentColor" strokeWidth={1.6} />
        </svg>
      ) : null}
    </svg>
  );
}

/** How full each of the five stars is for an average (4.3 → 1, 1, 1, 1, 0.3). */
export function starFills(value: number): number[] {
  return [0, 1, 2, 3, 4].map((index) => Math.max(0, Math.min(1, value - index)));
}

/** An average with one decimal in the viewer's locale ("4.6"). */
export function formatAverage(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}

/** Five stars for a rating, read out as "4.6 out of 5 stars". */
export function RatingStars({
  value,
  size = 16,
  className = '',
}: {
  value: number;
  size?: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  return (
    <span
      role="img"
      aria-label={t('rating.stars', { average: formatAverage(value, lang) })}
      className={`inline-flex shrink-0 items-center gap-0.5 text-warning ${className}`}
    >
      {starFills(value).map((fill, index) => (
        <Star key={index} fill={fill} size={size} />
      ))}
    </span>
  );
}

export interface RatingNumbers {
  average: number | null;
  count: number;
}

/**
 * The rating a list item carries (`rating` on products and authors, issue 28), or null: read
 * from any item so a card works with answers from servers before ratings existed too.
 */
export function ratingOf(item: object): RatingNumbers | null {
  if (!('rating' in item)) return null;
  const rating = item.rating as Partial<RatingNumbers> | null | undefined;
  if (!rating || typeof rating.count !== 'number') return null;
  return {
    average: typeof rating.average === 'number' ? rating.average : null,
    count: rating.count,
  };
}

/**
 * The compact rating of a card or an author: one star, the average and the count, read out
 * whole ("4.6 out of 5, 128 reviews"). Nothing at all without reviews, so a new product's card
 * does not look rated badly.
 */
export function RatingBadge({
  average,
  count,
  className = '',
}: {
  average: number | null | undefined;
  count: number | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  if (average === null || average === undefined || !count) return null;
  const shown = formatAverage(average, lang);
  return (
    <span
      role="img"
      aria-label={t('rating.label', { average: shown, count })}
      className={`inline-flex items-center gap-1 text-xs whitespace-nowrap text-muted ${className}`}
      data-testid="rating-badge"
    >
      <span className="text-warning">
        <Star fill={1} size={14} />
      </span>
      <span className="font-semibold text-text">{shown}</span>
      <span>({formatCount(count, lang)})</span>
    </span>
  );
}
