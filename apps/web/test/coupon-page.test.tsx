import type { OwnedProduct } from '@space/contracts/commerce';
import type { ProductSummary } from '@space/contracts/products';
import { REDEEM_MESSAGES, type RedeemResult } from '@space/contracts/redeem-codes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from '../src/lib/router/memory-router.tsx';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, serveApi } from './support/fake-api.tsx';
import { CouponPage } from '../src/app/routes/coupon-page.tsx';
import { OwnedProductsPage } from '../src/app/routes/owned-products-page.tsx';
import { useToastStore } from '../src/components/toast/toast-store.ts';
import { initI18n, switchLanguage } from '../src/lib/i18n.ts';
import { en } from '../src/locales/en.ts';
import { ko } from '../src/locales/ko.ts';
import { zh } from '../src/locales/zh.ts';
import { useMainStore } from '../src/stores/main-store.ts';
import { useTokenStore } from '../src/stores/token.ts';

function summary(id: number, name: string): ProductSummary {
  return {
    id,
    name,
    author: { id: 1, nickName: 'StreamCraft', avatar: null },
    deviceFamily: 'streamDock',
    contentTypes: ['plugin'],
    category: 'streaming',
    cover: null,
    coverVariants: [],
    currency: 'USD',
    price: 299,
    likeCount: 0,
    downloadCount: 0,
    createdAt: '2026-01-05T09:00:00.000Z',
  };
}

function renderPage(page: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const codeField = () => screen.getByLabelText(en.coupon.label) as HTMLInputElement;
const redeemButton = () => screen.getByRole('button', { name: en.coupon.redeem });

beforeAll(() => initI18n('en'));
beforeEach(async () => {
  localStorage.clear();
  useMainStore.getState().setLang('en');
  await switchLanguage('en');
  useTokenStore.getState().setToken('tok');
  useToastStore.setState({ toasts: [] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/coupon', () => {
  it('asks a visitor to log in', () => {
    useTokenStore.getState().removeToken();
    renderPage(<CouponPage />);
    expect(screen.getByText(en.coupon.signInText)).toBeTruthy();
    expect(screen.queryByLabelText(en.coupon.label)).toBeNull();
  });

  it("says 'Coupon code cannot be empty' without asking the server", async () => {
    const calls = serveApi({});
    renderPage(<CouponPage />);
    fireEvent.change(codeField(), { target: { value: ' - - ' } });
    fireEvent.click(redeemButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Coupon code cannot be empty');
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('upper-cases the code as it is typed and sends it as typed', async () => {
    const calls = serveApi({
      'POST /api/redeem': failure('REDEEM_CODE_INVALID', { msg: 'Exchange code error' }),
    });
    renderPage(<CouponPage />);
    fireEvent.change(codeField(), { target: { value: 'ab12 cd34-ef56' } });
    expect(codeField().value).toBe('AB12 CD34-EF56');
    fireEvent.click(redeemButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Exchange code error');
    expect(calls.map(({ key, body }) => ({ key, body }))).toEqual([
      { key: 'POST /api/redeem', body: { code: 'AB12 CD34-EF56' } },
    ]);
    // Typing again clears the message.
    fireEvent.change(codeField(), { target: { value: 'AB12' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the refusal in Korean whatever language the server answered in', async () => {
    serveApi({
      'POST /api/redeem': failure('REDEEM_CODE_INVALID', { msg: 'Exchange code error' }),
    });
    useMainStore.getState().setLang('ko');
    await switchLanguage('ko');
    renderPage(<CouponPage />);
    fireEvent.change(screen.getByLabelText(ko.coupon.label), { target: { value: 'X' } });
    fireEvent.click(screen.getByRole('button', { name: ko.coupon.redeem }));
    expect((await screen.findByRole('alert')).textContent).toBe('쿠폰 코드 오류');
  });

  it("says 'Redeem Successful' and lists what was granted, with links", async () => {
    const result: RedeemResult = {
      granted: [summary(7, 'Twitch Chat')],
      alreadyOwned: [summary(3, 'OBS Base')],
      membership: {
        grantedTier: 'premium',
        grantedDays: 30,
        tier: 'premium',
        expiresAt: '2026-07-01T00:00:00.000Z',
      },
    };
    serveApi({ 'POST /api/redeem': { msg: 'Redeem Successful', data: result } });
    renderPage(<CouponPage />);
    fireEvent.change(codeField(), { target: { value: '7K3Q-X9AB-M2PN-T4VW' } });
    fireEvent.click(redeemButton());
    expect(await screen.findByRole('heading', { name: 'Redeem Successful' })).toBeTruthy();
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.text)).toContain('Redeem Successful'),
    );
    expect(screen.getByRole('link', { name: 'Twitch Chat' }).getAttribute('href')).toBe(
      '/product?id=7',
    );
    expect(screen.getByText(en.coupon.alreadyOwned)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'OBS Base' })).toBeTruthy();
    expect(screen.getByText('30 days of Premium member')).toBeTruthy();
    expect(screen.getByRole('link', { name: en.coupon.toMembership }).getAttribute('href')).toBe(
      '/buyMember',
    );
    expect(screen.getByRole('link', { name: en.coupon.toProducts }).getAttribute('href')).toBe(
      '/products',
    );
    fireEvent.click(screen.getByRole('button', { name: en.coupon.another }));
    expect(codeField().value).toBe('');
  });

  it('uses the same three messages as the server, in every language', () => {
    for (const [lang, messages] of [
      ['en', en],
      ['zh', zh],
      ['ko', ko],
    ] as const) {
      expect(messages.messages.redeemSuccessful, lang).toBe(REDEEM_MESSAGES.redeemed[lang]);
      expect(messages.messages.couponEmpty, lang).toBe(REDEEM_MESSAGES.empty[lang]);
      expect(messages.messages.exchangeCodeError, lang).toBe(REDEEM_MESSAGES.invalid[lang]);
    }
  });
});

describe('/products with a product from an exchange code', () => {
  it('shows where it came from instead of an order', async () => {
    const item: OwnedProduct = {
      product: summary(7, 'Twitch Chat'),
      source: 'code',
      orderNo: null,
      paidAt: null,
      grantedAt: '2026-06-01T08:00:00.000Z',
      method: null,
      state: null,
      amountPaidMinor: 0,
      currency: 'USD',
      newestVersion: null,
      downloadedVersion: null,
      updateAvailable: false,
    };
    serveApi({
      'GET /api/users/me/products': {
        data: { list: [item], total: 1, page: 1, pageSize: 20 },
      },
    });
    renderPage(<OwnedProductsPage />);
    expect(await screen.findByText(en.coupon.sourceCode)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Twitch Chat' })).toBeTruthy();
    expect(screen.queryByText(en.orders.orderNo)).toBeNull();
  });
});
