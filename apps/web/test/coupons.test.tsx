import type { Cart, Order } from '@space/contracts/commerce';
import type { CouponPreview } from '@space/contracts/coupons';
import type { ProductSummary } from '@space/contracts/products';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, renderAt, serveApi } from './support/fake-api.tsx';
import { CartPage } from '../src/app/routes/cart-page.tsx';
import { PaymentPage } from '../src/app/routes/payment-page.tsx';
import { SuccessPage } from '../src/app/routes/success-page.tsx';
import { useCouponStore } from '../src/features/cart/coupon-store.ts';
import { initI18n } from '../src/lib/i18n.ts';
import { useMainStore } from '../src/stores/main-store.ts';
import { useTokenStore } from '../src/stores/token.ts';

const ORDER_NO = 'SP20261123-7K3QX9AB';

function summary(id: number, name: string, price: number): ProductSummary {
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
    price,
    likeCount: 0,
    downloadCount: 0,
    createdAt: '2026-01-05T09:00:00.000Z',
  };
}

const cart: Cart = {
  tier: 'general',
  items: [
    {
      product: summary(7, 'Twitch Chat', 995),
      addedAt: '2026-11-23T10:00:00.000Z',
      price: 995,
      currency: 'USD',
      free: false,
      alreadyOwned: false,
      missingPrerequisites: [],
    },
  ],
  count: 1,
  totals: [{ currency: 'USD', amountMinor: 995, methods: ['paypal'] }],
};

const welcome: CouponPreview = {
  coupon: {
    code: 'WELCOME10',
    kind: 'percent',
    percentOff: 10,
    amountOffMinor: null,
    currency: 'USD',
    minSpendMinor: 500,
    expiresAt: null,
  },
  totals: [
    {
      currency: 'USD',
      subtotalMinor: 995,
      discountMinor: 99,
      amountMinor: 896,
      free: false,
      refusal: null,
    },
  ],
};

const summaryBox = () => screen.getByRole('complementary');

beforeAll(() => initI18n('en'));
beforeEach(() => {
  localStorage.clear();
  useMainStore.getState().setLang('en');
  useTokenStore.getState().setToken('tok');
  useCouponStore.getState().clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the coupon field on /cart', () => {
  it('refuses an empty code without asking, then applies a code and shows the discount', async () => {
    const calls = serveApi({
      'GET /api/cart': { data: cart },
      'POST /api/coupons/preview': { data: welcome },
    });
    renderAt('/cart', [['/cart', <CartPage />]]);
    const field = await screen.findByLabelText('Have a promo code?');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a promo code.');
    expect(calls.some((call) => call.key === 'POST /api/coupons/preview')).toBe(false);

    fireEvent.change(field, { target: { value: 'welcome10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await within(summaryBox()).findByText('Promo code WELCOME10')).toBeTruthy();
    expect(within(summaryBox()).getByText('−$0.99')).toBeTruthy();
    expect(within(summaryBox()).getByText('$8.96')).toBeTruthy();
    expect(within(summaryBox()).getByText('10% off')).toBeTruthy();
    expect(calls.find((call) => call.key === 'POST /api/coupons/preview')!.body).toEqual({
      code: 'WELCOME10',
    });
    expect(useCouponStore.getState().code).toBe('WELCOME10');

    fireEvent.click(screen.getByRole('button', { name: 'Remove promo code WELCOME10' }));
    await waitFor(() => expect(screen.queryByText('Promo code WELCOME10')).toBeNull());
    expect(within(summaryBox()).getByText('$9.95')).toBeTruthy();
  });

  it('names the minimum spend in the user’s language when the server refuses', async () => {
    useMainStore.getState().setLang('ko');
    await initI18n('ko');
    serveApi({
      'GET /api/cart': { data: cart },
      'POST /api/coupons/preview': failure('COUPON_MIN_SPEND', {
        msg: 'This promo code needs an order of at least 20.00 USD.',
        data: { minSpendMinor: 2000, currency: 'USD' },
      }),
    });
    renderAt('/cart', [['/cart', <CartPage />]]);
    fireEvent.change(await screen.findByLabelText('프로모션 코드가 있으신가요?'), {
      target: { value: 'BIG20' },
    });
    fireEvent.click(screen.getByRole('button', { name: '적용' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '이 프로모션 코드는 $20.00 이상 주문할 때 사용할 수 있습니다.',
    );
    expect(useCouponStore.getState().code).toBeNull();
    await initI18n('en');
  });
});

describe('/payment with a coupon', () => {
  it('shows the discounted total and sends the code with the checkout', async () => {
    useCouponStore.getState().apply('WELCOME10');
    const waiting: Order = {
      orderNo: ORDER_NO,
      state: 'waiting',
      method: 'paypal',
      amountMinor: 896,
      currency: 'USD',
      subtotalMinor: 995,
      discountMinor: 99,
      coupon: 'WELCOME10',
      createdAt: '2026-11-23T10:00:00.000Z',
      paidAt: null,
      expiresAt: '2026-11-23T10:15:00.000Z',
      closedAt: null,
      refundedAt: null,
      items: [],
      payment: null,
    };
    const calls = serveApi({
      'GET /api/cart': { data: cart },
      'POST /api/coupons/preview': { data: welcome },
      'POST /api/orders': { data: { ...waiting, state: 'failed' } },
    });
    renderAt('/payment', [['/payment', <PaymentPage />]]);
    expect(await screen.findByText('Promo code WELCOME10')).toBeTruthy();
    expect(screen.getByText('$8.96')).toBeTruthy();
    expect(calls.find((call) => call.key === 'POST /api/coupons/preview')!.body).toEqual({
      code: 'WELCOME10',
      currency: 'USD',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with PayPal' }));
    await waitFor(() => expect(calls.some((call) => call.key === 'POST /api/orders')).toBe(true));
    expect(calls.find((call) => call.key === 'POST /api/orders')!.body).toMatchObject({
      method: 'paypal',
      productIds: [7],
      couponCode: 'WELCOME10',
    });
  });

  it('does not send a coupon the server refuses for this currency', async () => {
    useCouponStore.getState().apply('ONLYCNY');
    const calls = serveApi({
      'GET /api/cart': { data: cart },
      'POST /api/coupons/preview': failure('COUPON_WRONG_CURRENCY', {
        msg: 'This promo code applies only to orders in CNY.',
        data: { currency: 'CNY' },
      }),
      'POST /api/orders': failure('PAYMENT_PROVIDER_FAILED', { data: { orderNo: ORDER_NO } }),
    });
    renderAt('/payment', [['/payment', <PaymentPage />]]);
    expect(await screen.findByText('This promo code applies only to orders in CNY.')).toBeTruthy();
    expect(within(summaryBox()).getByText('$9.95')).toBeTruthy();
    expect(within(summaryBox()).queryByText('Subtotal')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await waitFor(() => expect(calls.some((call) => call.key === 'POST /api/orders')).toBe(true));
    expect(calls.find((call) => call.key === 'POST /api/orders')!.body).not.toHaveProperty(
      'couponCode',
    );
  });
});

describe('/success', () => {
  it('shows the subtotal and the coupon’s discount', async () => {
    const paid: Order = {
      orderNo: ORDER_NO,
      state: 'paid',
      method: 'paypal',
      amountMinor: 896,
      currency: 'USD',
      subtotalMinor: 995,
      discountMinor: 99,
      coupon: 'WELCOME10',
      createdAt: '2026-11-23T10:00:00.000Z',
      paidAt: '2026-11-23T10:01:00.000Z',
      expiresAt: null,
      closedAt: null,
      refundedAt: null,
      items: [{ product: summary(7, 'Twitch Chat', 995), pricePaidMinor: 995, tier: 'general' }],
      payment: null,
    };
    serveApi({ [`GET /api/orders/${ORDER_NO}`]: { data: paid } });
    renderAt(`/success?orderNo=${ORDER_NO}`, [['/success', <SuccessPage />]]);
    expect(await screen.findByText('Promo code WELCOME10')).toBeTruthy();
    expect(screen.getByText('−$0.99')).toBeTruthy();
    expect(screen.getByText('Subtotal')).toBeTruthy();
    expect(screen.getByText('$8.96')).toBeTruthy();
  });
});
