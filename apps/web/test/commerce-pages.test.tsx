import type { Cart } from '@space/contracts/commerce';
import type { ProductDetail, ProductSummary } from '@space/contracts/products';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, renderAt, serveApi } from './support/fake-api.tsx';
import { CartPage } from '../src/app/routes/cart-page.tsx';
import { PaymentPage } from '../src/app/routes/payment-page.tsx';
import { Header } from '../src/app/layout/header.tsx';
import { useToastStore } from '../src/components/toast/toast-store.ts';
import { initI18n } from '../src/lib/i18n.ts';
import { useCartStore } from '../src/stores/cart-store.ts';
import { useMainStore } from '../src/stores/main-store.ts';
import { useTokenStore } from '../src/stores/token.ts';
import { ORDER_NO, waitingOrder } from './support/orders.ts';

function summary(id: number, name: string, price = 299, currency = 'USD'): ProductSummary {
  return {
    id,
    name,
    author: { id: 1, nickName: 'StreamCraft', avatar: null },
    deviceFamily: 'streamDock',
    contentTypes: ['plugin'],
    category: 'streaming',
    cover: null,
    coverVariants: [],
    currency,
    price,
    likeCount: 0,
    downloadCount: 0,
    createdAt: '2026-01-05T09:00:00.000Z',
  };
}

function detail(id: number, name: string, prerequisites: ProductSummary[] = []): ProductDetail {
  return {
    ...summary(id, name),
    originalType: null,
    overview: '',
    description: '',
    minAppVersion: null,
    images: [],
    relatedLinks: [],
    supportedSystems: ['windows'],
    supportedDevices: ['streamDock'],
    supportedLanguages: ['en'],
    dialSupport: false,
    audioSupport: false,
    prices: { general: 299, ordinary: 199, premium: 99, svip: 0 },
    uses: { general: -1, ordinary: -1, premium: -1, svip: -1 },
    versions: [],
    prerequisites,
    prerequisitesHidden: 0,
    requiredBy: { list: [], total: 0 },
    devicePreview: { keys: [], screen: null, keycap: null, lighting: null },
  };
}

const toasts = () => useToastStore.getState().toasts.map((toast) => toast.text);

/** The pages under the header, whose cart badge they keep in step. */
const renderUnderHeader = (path: string, routes: [string, ReactNode][]) =>
  renderAt(path, routes, <Header />);

beforeAll(() => initI18n('en'));
beforeEach(() => {
  localStorage.clear();
  useMainStore.getState().setLang('en');
  useTokenStore.getState().removeToken();
  useCartStore.setState({ productIds: [] });
  useToastStore.setState({ toasts: [] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/cart for a visitor', () => {
  it('prices the browser cart from the catalogue, offers the missing plugin, and removes', async () => {
    serveApi({
      'GET /api/products/7': {
        data: detail(7, 'Twitch Chat', [summary(3, 'OBS Base', 0)]),
      },
      'GET /api/tenants': { data: [] },
    });
    useCartStore.getState().add(7);
    renderUnderHeader('/cart', [['/cart', <CartPage />]]);

    expect(await screen.findByRole('link', { name: 'Twitch Chat' })).toBeTruthy();
    expect(screen.getAllByText('$2.99').length).toBeGreaterThan(0);
    expect(screen.getByText('1 item')).toBeTruthy();
    // The header badge counts the visitor's cart.
    expect(screen.getByTestId('cart-count').textContent).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Add OBS Base to the cart' }));
    await waitFor(() => expect(useCartStore.getState().productIds).toEqual([3, 7]));
    expect(toasts()).toContain('Add successfully');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Twitch Chat from the cart' }));
    await waitFor(() => expect(useCartStore.getState().productIds).toEqual([3]));
    expect(toasts()).toContain('remove Successfully');
  });

  it('sends a visitor to log in before checking out, and back to payment after', async () => {
    serveApi({ 'GET /api/products/7': { data: detail(7, 'Twitch Chat') } });
    useCartStore.getState().add(7);
    renderUnderHeader('/cart', [['/cart', <CartPage />]]);
    await screen.findByRole('link', { name: 'Twitch Chat' });
    fireEvent.click(screen.getByRole('button', { name: 'Log in to check out' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/login');
    expect(sessionStorage.getItem('historyRoute')).toBe('/payment');
  });
});

describe('/payment', () => {
  const cart: Cart = {
    tier: 'general',
    items: [
      {
        product: summary(7, 'Twitch Chat', 990, 'CNY'),
        addedAt: '2026-11-23T10:00:00.000Z',
        price: 990,
        currency: 'CNY',
        free: false,
        alreadyOwned: false,
        missingPrerequisites: [],
      },
      {
        product: summary(8, 'Owned One', 500, 'CNY'),
        addedAt: '2026-11-23T10:00:00.000Z',
        price: 500,
        currency: 'CNY',
        free: false,
        alreadyOwned: true,
        missingPrerequisites: [],
      },
    ],
    count: 2,
    totals: [{ currency: 'CNY', amountMinor: 990, methods: ['wechat', 'alipay'] }],
  };
  const waiting = waitingOrder();

  it('offers the methods the currency allows and makes one order for a double click', async () => {
    useTokenStore.getState().setToken('tok');
    let answer: (value: unknown) => void = () => undefined;
    const created = new Promise((resolve) => {
      answer = resolve;
    });
    const calls = serveApi({ 'GET /api/cart': { data: cart } });
    const plainFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url === '/api/orders' && init.method === 'POST') {
        calls.push({
          key: 'POST /api/orders',
          url: new URL(url, 'http://localhost'),
          body: JSON.parse(init.body as string),
        });
        await created;
        return new Response(JSON.stringify({ code: 200, msg: 'ok', data: waiting }), {
          headers: { 'content-type': 'application/json' },
        });
      }
      return plainFetch(url, init);
    });
    renderUnderHeader('/payment', [['/payment', <PaymentPage />]]);

    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeTruthy();
    expect(await screen.findByText('Twitch Chat')).toBeTruthy();
    expect(screen.queryByText('Owned One')).toBeNull();
    expect(screen.getByText('1 product you already own is left out.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /PayPal/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Not available for CNY')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Alipay/ }));
    fireEvent.click(screen.getByRole('radio', { name: /WeChat Pay/ }));
    // No cart icon on the payment page (spec §2).
    expect(screen.queryByRole('link', { name: 'Cart' })).toBeNull();

    const pay = screen.getByRole('button', { name: 'Pay with WeChat Pay' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await act(async () => answer(null));
    expect((await screen.findByTestId('where')).textContent).toBe(`/wxQRcode?orderNo=${ORDER_NO}`);
    const orders = calls.filter((call) => call.key === 'POST /api/orders');
    expect(orders).toHaveLength(1);
    expect(orders[0]!.body).toMatchObject({ method: 'wechat', productIds: [7] });
    expect((orders[0]!.body as { checkoutKey: string }).checkoutKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the open order when the products are already in one', async () => {
    useTokenStore.getState().setToken('tok');
    serveApi({
      'GET /api/cart': { data: cart },
      'POST /api/orders': failure('ORDER_PENDING', { data: { orderNo: ORDER_NO } }),
      [`GET /api/orders/${ORDER_NO}`]: { data: waiting },
    });
    renderUnderHeader('/payment', [['/payment', <PaymentPage />]]);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with WeChat Pay' }));
    expect(
      await screen.findByRole('heading', {
        name: 'You already have an unpaid order for these products',
      }),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Continue payment' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
  });
});
