import type { ProductReview, ReviewPage, ReviewQueueItem } from '@space/contracts/reviews';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductReviews } from '../src/features/reviews/product-reviews.tsx';
import { ReviewModerationQueue } from '../src/features/reviews/review-moderation-queue.tsx';
import { initI18n } from '../src/lib/i18n.ts';
import { useTokenStore } from '../src/stores/token.ts';
import { failure, renderAt, serveApi } from './support/fake-api.tsx';

beforeAll(() => initI18n('en'));
beforeEach(() => useTokenStore.setState({ token: null }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function review(changes: Partial<ProductReview> = {}): ProductReview {
  return {
    id: 31,
    productId: 7,
    rating: 4,
    title: 'Solid',
    body: 'Line one\nLine two <b>not bold</b>',
    language: 'en',
    version: '1.2.0',
    createdAt: '2026-11-20T10:00:00.000Z',
    editedAt: null,
    reviewer: { id: 5, nickName: 'Mina', avatar: null },
    verifiedOwner: true,
    staff: false,
    reply: null,
    helpfulCount: 2,
    viewerVotedHelpful: false,
    mine: false,
    ...changes,
  };
}

function reviewPage(changes: Partial<ReviewPage> = {}): ReviewPage {
  return {
    list: [review()],
    total: 1,
    page: 1,
    pageSize: 10,
    summary: { average: 4, count: 1, histogram: [0, 0, 0, 1, 0] },
    mine: null,
    viewer: { canReview: false, blocker: 'login', canReply: false, moderator: false },
    ...changes,
  };
}

const show = () => renderAt('/product?id=7', [['/product', <ProductReviews productId={7} />]]);

describe('the product page’s reviews', () => {
  it('shows a review as plain text with its line breaks, badges and version, and why a visitor cannot write', async () => {
    serveApi({ 'GET /api/products/7/reviews': { data: reviewPage() } });
    show();
    const body = await screen.findByTestId('review-body');
    expect(body.textContent).toBe('Line one\nLine two <b>not bold</b>');
    expect(body.querySelector('b')).toBeNull();
    const item = screen.getByTestId('review-item');
    expect(within(item).getByText('Verified owner')).toBeTruthy();
    expect(within(item).getByText('· Version 1.2.0')).toBeTruthy();
    expect(screen.getByTestId('review-blocker').textContent).toContain('Log in to review');
    // Visitors cannot vote or report.
    expect(screen.queryByTestId('review-helpful')).toBeNull();
  });

  it('asks the server again with the stars of a clicked histogram row', async () => {
    const calls = serveApi({ 'GET /api/products/7/reviews': { data: reviewPage() } });
    show();
    fireEvent.click(await screen.findByRole('button', { name: /^4 stars: 1 review/ }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.searchParams.get('stars') === '4')).toBe(true),
    );
  });

  it('lets an owner write a review: stars required, then the body the contract takes', async () => {
    useTokenStore.setState({ token: 'owner-token' });
    const calls = serveApi({
      'GET /api/products/7/reviews': {
        data: reviewPage({
          viewer: { canReview: true, blocker: null, canReply: false, moderator: false },
        }),
      },
      'PUT /api/products/7/reviews/mine': {
        data: {
          review: review({ mine: true }),
          summary: { average: 4, count: 2, histogram: [0, 0, 0, 2, 0] },
        },
      },
    });
    show();
    fireEvent.click(await screen.findByTestId('review-write'));
    // The form's code loads when writing starts.
    fireEvent.change(await screen.findByLabelText('Title (optional)'), {
      target: { value: 'Great' },
    });
    fireEvent.change(screen.getByLabelText('Your review (optional)'), {
      target: { value: 'Works\nwell' },
    });
    expect(screen.getByText('5 / 120')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Choose from 1 to 5 stars.')).toBeTruthy();
    expect(calls.some((call) => call.key.startsWith('PUT'))).toBe(false);

    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'PUT /api/products/7/reviews/mine')?.body).toEqual({
        rating: 5,
        title: 'Great',
        body: 'Works\nwell',
        language: 'en',
      }),
    );
  });

  it('shows the server’s refusal in the form', async () => {
    useTokenStore.setState({ token: 'owner-token' });
    serveApi({
      'GET /api/products/7/reviews': {
        data: reviewPage({
          viewer: { canReview: true, blocker: null, canReply: false, moderator: false },
        }),
      },
      'PUT /api/products/7/reviews/mine': failure('REVIEW_ACCOUNT_TOO_NEW'),
    });
    show();
    fireEvent.click(await screen.findByTestId('review-write'));
    fireEvent.click(await screen.findByRole('radio', { name: '3 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'New accounts can write reviews one day after signing up.',
    );
  });

  it('lets another logged-in user mark a review helpful, with the server’s count', async () => {
    useTokenStore.setState({ token: 'reader-token' });
    serveApi({
      'GET /api/products/7/reviews': {
        data: reviewPage({
          viewer: { canReview: false, blocker: 'notOwned', canReply: false, moderator: false },
        }),
      },
      'PUT /api/reviews/31/helpful': { data: { helpfulCount: 3, viewerVotedHelpful: true } },
    });
    show();
    const helpful = await screen.findByTestId('review-helpful');
    expect(helpful.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(helpful);
    await waitFor(() => expect(helpful.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('review-helpful-count').textContent).toBe('3');
    expect(screen.getByRole('button', { name: 'Report' })).toBeTruthy();
  });

  it('says "No reviews yet" once, "No data" when a filter leaves nothing, and "Failed to load" with a retry', async () => {
    serveApi({
      'GET /api/products/7/reviews': {
        data: reviewPage({
          list: [],
          total: 0,
          summary: { average: null, count: 0, histogram: [0, 0, 0, 0, 0] },
        }),
      },
    });
    show();
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByText('No data')).toBeNull();
    cleanup();
    // Reviews exist, but none in the page asked for (e.g. a star filter): the spec's "No data".
    serveApi({
      'GET /api/products/7/reviews': {
        data: reviewPage({
          list: [],
          total: 0,
          summary: { average: 5, count: 2, histogram: [0, 0, 0, 0, 2] },
        }),
      },
    });
    show();
    expect(await screen.findByText('No data')).toBeTruthy();
    cleanup();
    serveApi({ 'GET /api/products/7/reviews': failure('INTERNAL') });
    show();
    expect(await screen.findByText('Failed to load')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the moderators’ review queue', () => {
  const reported: ReviewQueueItem = {
    ...review({ body: 'Buy followers at spam.example' }),
    product: { id: 7, name: 'Neon Line Icons' },
    hidden: false,
    moderationReason: null,
    reportCount: 2,
    reports: [
      {
        reason: 'spam',
        note: 'Advert',
        reporter: { id: 8, nickName: 'Jun', avatar: null },
        createdAt: '2026-11-21T10:00:00.000Z',
      },
    ],
  };

  it('lists reported reviews with their reports and hides one with a reason', async () => {
    const calls = serveApi({
      'GET /api/moderation/reviews': {
        data: { list: [reported], total: 1, page: 1, pageSize: 20 },
      },
      'POST /api/moderation/reviews/31': {
        data: { ...reported, hidden: true, moderationReason: 'Spam link' },
      },
    });
    renderAt('/review/reviews', [['/review/reviews', <ReviewModerationQueue />]]);
    const item = await screen.findByTestId('review-queue-item');
    expect(within(item).getByText('2 reports')).toBeTruthy();
    expect(within(item).getByText('Spam or advertising')).toBeTruthy();
    expect(within(item).getByText('Advert')).toBeTruthy();
    const hide = within(item).getByTestId('review-hide') as HTMLButtonElement;
    // A hide without a reason is not offered: the audit log needs one.
    expect(hide.disabled).toBe(true);
    fireEvent.change(within(item).getByLabelText('Reason for the audit log'), {
      target: { value: 'Spam link' },
    });
    fireEvent.click(hide);
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'POST /api/moderation/reviews/31')?.body).toEqual({
        action: 'hide',
        reason: 'Spam link',
      }),
    );
  });

  it('switches to the hidden reviews', async () => {
    const calls = serveApi({
      'GET /api/moderation/reviews': { data: { list: [], total: 0, page: 1, pageSize: 20 } },
    });
    renderAt('/review/reviews', [['/review/reviews', <ReviewModerationQueue />]]);
    expect(await screen.findByText('No data')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Hidden' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.searchParams.get('state') === 'hidden')).toBe(true),
    );
  });
});
