import type { UserInfo } from '@space/contracts/accounts';
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
import { failure, notInMap, serveApi } from './support/fake-api.tsx';

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
const LATER = '2026-06-01T00:05:00.000Z';
const ME: UserInfo = {
  id: 7,
  tenantId: 10000000,
  username: 'cleo',
  nickName: 'Cleo',
  email: 'me@example.com',
  mobile: null,
  avatar: null,
  sex: 'unset',
  birthday: null,
  note: '',
  status: 'active',
  createTime: '2026-05-01T00:00:00.000Z',
  loginTime: null,
  superType: null,
  isCreator: true,
  accountKind: 'primary',
  hasPassword: true,
  membership: null,
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

describe('the payout account form', () => {
  it('shows the graphic code the server asks for before sending, then saves with the code', async () => {
    const sends: unknown[] = [];
    const calls = serveApi({
      'GET /api/users/me': notInMap({ data: ME }),
      'GET /api/creator-earnings/payout-account': { data: { delayHours: 48, account: null } },
      'GET /api/creator-earnings/payouts': { data: { list: [], total: 0, page: 1, pageSize: 10 } },
      'GET /api/auth/captcha': {
        data: { captchaId: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+', expiresAt: LATER },
      },
      // After an address's first few sends, a send needs a graphic code (decision 016).
      'POST /api/auth/codes': ({ body }) => {
        sends.push(body);
        return sends.length === 1 ? failure('CAPTCHA_REQUIRED') : { data: null };
      },
      'PUT /api/creator-earnings/payout-account': { data: ACCOUNT },
    });
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <PayoutsPanel balances={BALANCES} locale="en" />
      </QueryClientProvider>,
    );
    fireEvent.change(await screen.findByLabelText(en.creatorPayouts.paypalEmail), {
      target: { value: 'me@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: en.account.sendCode }));
    // The answer belongs to the picture's id, so it is typed once the picture has come.
    await screen.findByRole('img', { name: en.account.captchaImage });
    fireEvent.change(screen.getByLabelText(en.account.captcha), {
      target: { value: 'ABCD' },
    });
    fireEvent.click(screen.getByRole('button', { name: en.account.sendCode }));
    await waitFor(() => expect(sends).toHaveLength(2));
    expect(sends).toEqual([
      { tenantId: 10000000, purpose: 'payout' },
      { tenantId: 10000000, purpose: 'payout', captchaId: 'c1', captcha: 'ABCD' },
    ]);

    fireEvent.change(screen.getByLabelText(en.account.code), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: en.creatorPayouts.save }));
    await waitFor(() =>
      expect(
        calls.find((call) => call.key === 'PUT /api/creator-earnings/payout-account')?.body,
      ).toEqual({ method: 'paypal', account: 'me@example.com', code: '123456' }),
    );
  });
});
