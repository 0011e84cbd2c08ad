import type { EarningsBalances } from '@space/contracts/earnings';
import type { PayoutAccountAnswer, PayoutsPage } from '@space/contracts/payouts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PayoutsPanel } from '../src/features/creator-earnings/payouts-panel.tsx';
import { initI18n, switchLanguage } from '../src/lib/i18n.ts';
import { en } from '../src/locales/en.ts';
import { useMainStore } from '../src/stores/main-store.ts';
import { useTokenStore } from '../src/stores/token.ts';

const BALANCES: EarningsBalances['balances'] = [
  { currency: 'USD', pendingMinor: 0, availableMinor: 2500, paidOutMinor: 1000 },
];
const ACCOUNT: PayoutAccountAnswer = {
  delayHours: 48,
  account: {
    method: 'paypal',
    account: 'me@example.com',
    realName: null,
    createdAt: '2026-06-01T00:00:00.000Z',
    usableAt: '2026-06-03T00:00:00.000Z',
    usable: true,
  },
};
const HISTORY: PayoutsPage = {
  list: [
    {
      payoutNo: 'PO20260601ABCDEFGHJK',
      currency: 'USD',
      amountMinor: 1000,
      method: 'paypal',
      account: 'me@example.com',
      state: 'succeeded',
      providerStatus: 'SUCCESS',
      failure: null,
      requestedAt: '2026-06-04T00:00:00.000Z',
      decidedAt: '2026-06-04T01:00:00.000Z',
      finishedAt: '2026-06-04T01:00:01.000Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 10,
};

/** Our API by path; records each call as `METHOD url body`. */
function serve() {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push(
      `${init?.method ?? 'GET'} ${url} ${typeof init?.body === 'string' ? init.body : ''}`,
    );
    const path = url.split('?')[0]!;
    const data = path.endsWith('/payout-account')
      ? ACCOUNT
      : path.endsWith('/payouts') && init?.method === 'POST'
        ? { ...HISTORY.list[0], state: 'requested', amountMinor: 2500 }
        : path.endsWith('/payouts')
          ? HISTORY
          : null;
    return new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
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

describe('the creator payouts panel', () => {
  it('shows the account and history, and requests the whole available balance', async () => {
    const calls = serve();
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <PayoutsPanel balances={BALANCES} locale="en" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/me@example\.com/, { selector: 'span' })).toBeTruthy();
    expect(await screen.findByText(en.creatorPayouts.states.succeeded)).toBeTruthy();
    const request = screen.getByRole('button', { name: /Request payout of \$25\.00/ });
    fireEvent.click(request);
    await waitFor(() =>
      expect(calls).toContain('POST /api/creator-earnings/payouts {"currency":"USD"}'),
    );
  });
});
