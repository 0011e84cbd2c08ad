import { REVIEW_BLOCKERS, type RatingSummary } from '@space/contracts/reviews';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RatingBadge, starFills } from '../src/components/ui/rating-stars.tsx';
import {
  histogramRows,
  nextStarsFilter,
  RatingSummaryPanel,
} from '../src/features/reviews/rating-summary.tsx';
import {
  blockerAction,
  blockerMessageKey,
  ReviewBlockerNote,
} from '../src/features/reviews/review-blocker.tsx';
import { languagesFor } from '../src/features/reviews/review-list-controls.tsx';
import { litStars, StarInput } from '../src/features/reviews/star-input.tsx';
import { listParamsOf, minRatingOf } from '../src/features/catalog/use-list-params.ts';
import { initI18n, translator } from '../src/lib/i18n.ts';
import { MemoryRouter } from '../src/lib/router/memory-router.tsx';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

const SUMMARY: RatingSummary = { average: 4.2, count: 10, histogram: [1, 0, 1, 3, 5] };

describe('stars input', () => {
  function Harness({ initial = null }: { initial?: number | null }) {
    const [value, setValue] = useState<number | null>(initial);
    return <StarInput value={value} onChange={setValue} legend="Your rating" />;
  }

  it('is a radio group named by its legend, one radio per star, read out as "n stars"', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    const radios = screen.getAllByRole('radio');
    expect(group).toBeTruthy();
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('radio', { name: '1 star' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeTruthy();
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
  });

  it('chooses a value by the keyboard’s radio (change) and keeps one radio in one group', () => {
    render(<Harness initial={2} />);
    const four = screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement;
    fireEvent.click(four);
    expect(four.checked).toBe(true);
    expect((screen.getByRole('radio', { name: '2 stars' }) as HTMLInputElement).checked).toBe(
      false,
    );
    const names = new Set(screen.getAllByRole('radio').map((radio) => radio.getAttribute('name')));
    expect(names.size).toBe(1);
  });

  it('lights the hovered star and those before it, else the chosen value', () => {
    expect(litStars(null, null)).toBe(0);
    expect(litStars(3, null)).toBe(3);
    expect(litStars(3, 5)).toBe(5);
    expect(litStars(null, 1)).toBe(1);
  });

  it('shows an error under the group and points to it', () => {
    render(<StarInput value={null} onChange={() => undefined} legend="Your rating" error="Pick" />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    const describedBy = group.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe('Pick');
  });
});

describe('histogram', () => {
  it('lists 5 stars first with each row’s share of all reviews', () => {
    const rows = histogramRows(SUMMARY);
    expect(rows.map((row) => row.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(rows.map((row) => row.count)).toEqual([5, 3, 1, 0, 1]);
    expect(rows[0]!.share).toBeCloseTo(0.5);
    expect(rows.reduce((sum, row) => sum + row.share, 0)).toBeCloseTo(1);
  });

  it('has no share at all without reviews (no division by zero)', () => {
    const rows = histogramRows({ average: null, count: 0, histogram: [0, 0, 0, 0, 0] });
    expect(rows.every((row) => row.share === 0)).toBe(true);
  });

  it('filters by the clicked row and clears the filter on a second click', () => {
    expect(nextStarsFilter(null, 5)).toBe(5);
    expect(nextStarsFilter(5, 4)).toBe(4);
    expect(nextStarsFilter(4, 4)).toBeNull();
  });

  it('renders the average to one decimal, the count, and pressable rows', () => {
    function Harness() {
      const [stars, setStars] = useState<number | null>(null);
      return (
        <>
          <RatingSummaryPanel summary={SUMMARY} stars={stars} onStars={setStars} />
          <output data-testid="stars">{String(stars)}</output>
        </>
      );
    }
    render(<Harness />);
    expect(screen.getByTestId('review-average').textContent).toBe('4.2');
    expect(screen.getByTestId('review-count').textContent).toBe('10 reviews');
    const five = screen.getByRole('button', { name: '5 stars: 5 reviews (50%)' });
    fireEvent.click(five);
    expect(screen.getByTestId('stars').textContent).toBe('5');
    expect(five.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(five);
    expect(screen.getByTestId('stars').textContent).toBe('null');
    // A row without reviews filters to nothing, so it is not offered.
    expect(
      (screen.getByRole('button', { name: '2 stars: 0 reviews (0%)' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });
});

describe('blockers', () => {
  it('has a message in every locale for every blocker the contract names', async () => {
    for (const lang of ['en', 'zh', 'ko'] as const) {
      await initI18n(lang);
      for (const blocker of REVIEW_BLOCKERS) {
        expect(translator.exists(blockerMessageKey(blocker)), `${lang} ${blocker}`).toBe(true);
      }
    }
    await initI18n('en');
    expect(new Set(REVIEW_BLOCKERS.map(blockerMessageKey)).size).toBe(REVIEW_BLOCKERS.length);
  });

  it('offers a login link for "login", the security page for a missing contact, else nothing', () => {
    expect(blockerAction('login')).toBe('login');
    expect(blockerAction('contactUnverified')).toBe('security');
    expect(blockerAction('notOwned')).toBeNull();
    expect(blockerAction('ownProduct')).toBeNull();
    expect(blockerAction('accountTooNew')).toBeNull();
  });

  it('renders the login message with a link to log in', () => {
    render(
      <MemoryRouter initialEntries={['/product?id=7']}>
        <ReviewBlockerNote blocker="login" />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('review-blocker').textContent).toContain(
      'Log in to review this product.',
    );
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('renders "not owned" without a link', () => {
    render(
      <MemoryRouter initialEntries={['/product?id=7']}>
        <ReviewBlockerNote blocker="notOwned" />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('review-blocker').textContent).toMatch(/Only owners/);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('ratings on cards', () => {
  it('fills the stars of an average from the left', () => {
    expect(starFills(4.3).map((fill) => Number(fill.toFixed(2)))).toEqual([1, 1, 1, 1, 0.3]);
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
  });

  it('reads out "4.6 out of 5, 128 reviews" and shows nothing without reviews', () => {
    const { container } = render(<RatingBadge average={4.6} count={128} />);
    expect(screen.getByRole('img', { name: '4.6 out of 5, 128 reviews' })).toBeTruthy();
    cleanup();
    render(<RatingBadge average={null} count={0} />);
    expect(screen.queryByTestId('rating-badge')).toBeNull();
    expect(container).toBeTruthy();
  });

  it('says one decimal even for a whole average', () => {
    render(<RatingBadge average={4} count={1} />);
    expect(screen.getByRole('img', { name: '4.0 out of 5, 1 review' })).toBeTruthy();
  });
});

describe('language filter', () => {
  it('lists the viewer’s language first', () => {
    expect(languagesFor('ko')[0]).toBe('ko');
    expect(languagesFor('zh')).toHaveLength(3);
    expect(new Set(languagesFor('en'))).toEqual(new Set(['en', 'zh', 'ko']));
  });
});

describe('minimum rating filter', () => {
  it('reads only the minimums the server offers from the URL', () => {
    expect(minRatingOf('4')).toBe(4);
    expect(minRatingOf('1')).toBe(1);
    expect(minRatingOf('4.5')).toBeUndefined();
    expect(minRatingOf('0')).toBeUndefined();
    expect(minRatingOf('6')).toBeUndefined();
    expect(minRatingOf(null)).toBeUndefined();
    expect(listParamsOf(new URLSearchParams('minRating=3&sort=topRated'))).toMatchObject({
      minRating: 3,
      sort: 'topRated',
    });
  });
});
