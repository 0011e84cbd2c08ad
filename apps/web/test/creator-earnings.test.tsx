import type {
  EarningsBalances,
  EarningsEntriesPage,
  EarningsEntry,
  EarningsStatement,
} from '@space/contracts/earnings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CreatorEarningsPanel,
  currentMonth,
} from '../src/features/creator-earnings/earnings-panel.tsx';
import { initI18n, switchLanguage } from '../src/lib/i18n.ts';
import { en } from '../src/locales/en.ts';
import { ko } from '../src/locales/ko.ts';
import { useMainStore } from '../src/stores/main-store.ts';
import { useTokenStore } from '../src/stores/token.ts';

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const BALANCES: EarningsBalances = {
  holdDays: 14,
  balances: [{ currency: 'USD', pendingMinor: 700, availableMinor: -70, paidOutMinor: 0 }],
};

const entry = (overrides: Partial<EarningsEntry>): EarningsEntry => ({
  id: 1,
  kind: 'sale',
  createdAt: '2026-06-10T12:00:00.000Z',
  availableAt: '2026-06-24T12:00:00.000Z',
  pending: true,
  currency: 'USD',
  amountMinor: 700,
  grossMinor: 1000,
  platformFeeMinor: 300,
  feeBps: 3000,
  orderNo: 'SP20260610_7K3QX9AB',
  productId: 3,
  productName: 'Twitch Chat',
  ...overrides,
});

const PAGE: EarningsEntriesPage = {
  list: [
    entry({ id: 2, kind: 'refund', amountMinor: -70, grossMinor: -100, platformFeeMinor: -30 }),
    entry({ id: 1 }),
  ],
  total: 2,
  page: 1,
  pageSize: 20,
};

const STATEMENT: EarningsStatement = {
  month: '2026-06',
  from: '2026-06-01T00:00:00.000Z',
  to: '2026-07-01T00:00:00.000Z',
  currencies: [
    {
      currency: 'USD',
      openingMinor: 0,
      salesMinor: 700,
      refundsMinor: -70,
      payoutsMinor: 0,
      closingMinor: 630,
      grossMinor: 900,
      platformFeesMinor: 270,
      saleCount: 1,
      refundCount: 1,
    },
  ],
  entries: PAGE.list,
};

/** Our API, one answer per path; records every URL asked for. */
function serve() {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    const path = url.split('?')[0]!;
    const data = path.endsWith('/balance')
      ? BALANCES
      : path.endsWith('/entries')
        ? PAGE
        : path.includes('/statements/')
          ? STATEMENT
          : null;
    return new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <CreatorEarningsPanel />
    </QueryClientProvider>,
  );
}

beforeAll(() => initI18n('en'));
beforeEach(async () => {
  localStorage.clear();
  useMainStore.getState().setLang('en');
  await switchLanguage('en');
  useTokenStore.getState().setToken('tok');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the creator earnings panel', () => {
  it('shows the balance per currency, the entries and the month statement', async () => {
    const calls = serve();
    renderPanel();
    expect(await screen.findByText('$7.00', { selector: 'dd' })).toBeTruthy();
    expect(plain(screen.getByText('-$0.70', { selector: 'dd' }).textContent)).toBe('-$0.70');
    expect(await screen.findAllByText('Twitch Chat')).not.toHaveLength(0);
    expect(screen.getAllByText(en.creatorEarnings.kinds.refund).length).toBeGreaterThan(0);
    expect(await screen.findByText('$6.30')).toBeTruthy();
    expect(calls).toContain(`/api/creator-earnings/statements/${currentMonth()}`);
    expect(calls).toContain('/api/creator-earnings/entries?page=1&pageSize=20');
  });

  it('asks again with the filters chosen, and downloads the entries as CSV', async () => {
    const calls = serve();
    renderPanel();
    await screen.findAllByText('Twitch Chat');
    fireEvent.change(screen.getByLabelText(en.creatorEarnings.filters.kind), {
      target: { value: 'refund' },
    });
    await waitFor(() =>
      expect(calls).toContain('/api/creator-earnings/entries?kind=refund&page=1&pageSize=20'),
    );
    const saved: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      saved.push(url);
      return new Response('id\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="earnings-7.csv"',
        },
      });
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    fireEvent.click(screen.getByRole('button', { name: en.creatorEarnings.downloadEntries }));
    await waitFor(() => expect(clicked).toEqual(['earnings-7.csv']));
    expect(saved).toEqual(['/api/creator-earnings/entries/csv?kind=refund']);
  });

  it('speaks Korean', async () => {
    useMainStore.getState().setLang('ko');
    await switchLanguage('ko');
    serve();
    renderPanel();
    expect(await screen.findByText(ko.creatorEarnings.balance)).toBeTruthy();
    expect(screen.getByText(ko.creatorEarnings.statement.title)).toBeTruthy();
  });
});
