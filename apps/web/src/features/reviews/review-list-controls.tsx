import { LOCALES, type Locale } from '@space/contracts/locales';
import { REVIEW_SORTS, type ReviewSort } from '@space/contracts/review-constants';
import { useId } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { STAR_VALUES } from './star-input.tsx';

const SELECT_CLASS =
  'h-9 rounded-full border border-border bg-surface px-3 text-sm text-text focus:border-primary focus:outline-none';

/** The languages a reader may filter by, theirs first. */
export function languagesFor(viewer: Locale): Locale[] {
  return [viewer, ...LOCALES.filter((locale) => locale !== viewer)];
}

/** Sort, stars and language of the review list, as three small selects that wrap on a phone. */
export function ReviewListControls({
  sort,
  stars,
  lang,
  viewerLang,
  onSort,
  onStars,
  onLang,
}: {
  sort: ReviewSort;
  stars: number | null;
  lang: Locale | null;
  viewerLang: Locale;
  onSort: (sort: ReviewSort) => void;
  onStars: (stars: number | null) => void;
  onLang: (lang: Locale | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={`${id}-sort`} className="sr-only">
        {t('reviews.sort')}
      </label>
      <select
        id={`${id}-sort`}
        className={SELECT_CLASS}
        value={sort}
        onChange={(event) => onSort(event.target.value as ReviewSort)}
        data-testid="review-sort"
      >
        {REVIEW_SORTS.map((value) => (
          <option key={value} value={value}>
            {t(`reviews.sortBy.${value}`)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-stars`} className="sr-only">
        {t('reviews.starsFilter')}
      </label>
      <select
        id={`${id}-stars`}
        className={SELECT_CLASS}
        value={stars ?? ''}
        onChange={(event) => onStars(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{t('reviews.allStars')}</option>
        {[...STAR_VALUES].reverse().map((value) => (
          <option key={value} value={value}>
            {t('reviews.starsOption', { count: value })}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-lang`} className="sr-only">
        {t('reviews.language')}
      </label>
      <select
        id={`${id}-lang`}
        className={SELECT_CLASS}
        value={lang ?? ''}
        onChange={(event) => onLang(event.target.value ? (event.target.value as Locale) : null)}
      >
        <option value="">{t('reviews.allLanguages')}</option>
        {languagesFor(viewerLang).map((value) => (
          <option key={value} value={value}>
            {t(`languages.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
