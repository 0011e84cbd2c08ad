import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '@space/contracts/review-constants';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';

const STAR_PATH = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z';

export const STAR_VALUES = Array.from(
  { length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 },
  (_, index) => REVIEW_RATING_MIN + index,
);

/** The stars drawn filled: the hovered one and those before it, else the chosen value. */
export function litStars(value: number | null, hovered: number | null): number {
  return hovered ?? value ?? 0;
}

/**
 * 1–5 stars as a native radio group: Tab reaches it, the arrow keys move and choose, and each
 * star is read out as "4 stars". The radios are visually hidden; the stars are their labels.
 */
export function StarInput({
  value,
  onChange,
  legend,
  error,
  name,
}: {
  value: number | null;
  onChange: (value: number) => void;
  legend: string;
  error?: string;
  name?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const lit = litStars(value, hovered);
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex items-center gap-1" onMouseLeave={() => setHovered(null)}>
        {STAR_VALUES.map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-md p-0.5 text-warning has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[var(--space-primary)]"
            onMouseEnter={() => setHovered(stars)}
          >
            <input
              type="radio"
              className="sr-only"
              name={name ?? `${id}-stars`}
              value={stars}
              checked={value === stars}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(stars)}
            />
            <svg width={30} height={30} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d={STAR_PATH}
                fill={stars <= lit ? 'currentColor' : 'none'}
                stroke="currentColor"
                strokeWidth={1.6}
              />
            </svg>
            <span className="sr-only">{t('reviews.starOption', { count: stars })}</span>
          </label>
        ))}
        {value !== null ? (
          <span className="ms-2 text-sm text-muted" aria-hidden="true">
            {t('reviews.starOption', { count: value })}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-xs text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
