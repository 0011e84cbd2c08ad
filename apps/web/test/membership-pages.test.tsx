import type { Order } from '@space/contracts/commerce';
import type {
  CurrentMembership,
  MembershipOffer,
  MembershipPlan,
  MembershipQuote,
} from '@space/contracts/memberships';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, renderAt, serveApi } from './support/fake-api.tsx';
import { BuyMemberPage } from '../src/app/routes/buy-member-page.tsx';
import { MemberRechargePage } from '../src/app/routes/member-recharge-page.tsx';
import { PaymentPage } from '../src/app/routes/payment-page.tsx';
import { membershipChoiceFrom } from '../src/features/memberships/memberships-api.ts';
import { initI18n } from '../src/lib/i18n.ts';
import { useMainStore } from '../src/stores/main-store.ts';
import { useTokenStore } from '../src/stores/token.ts';

function plan(
  tier: MembershipPlan['tier'],
  duration: MembershipPlan['duration'],
  priceMinor: number,
  saving: MembershipPlan['annualSaving'] = null,
  currency = 'USD',
): MembershipPlan {
  return {
    tier,
    duration,
    months: duration === 'annual' ? 12 : 3,
    priceMinor,
    currency,
    annualSaving: saving,
    methods: currency === 'CNY' ? ['wechat', 'alipay'] : ['paypal'],
  };
}

const offer: MembershipOffer = {
  tenantId: 10000000,
  plans: [
    plan('ordinary', 'quarterly', 499),
    plan('ordinary', 'annual', 1499, { amountMinor: 497, percent: 25 }),
    plan('premium', 'quarterly', 999),
    plan('premium', 'annual', 2999, { amountMinor: 997, percent: 25 }),
    plan('svip', 'quarterly', 1999),
    plan('svip', 'annual', 5999, { amountMinor: 1997, percent: 25 }),
  ],
  currencies: ['USD'],
  examples: [
    {
      product: {
        id: 7,
        name: 'Audio Mixer Pro',
        author: { id: 1, nickName: 'SoundWave', avatar: null },
        deviceFamily: 'streamDock',
        contentTypes: ['plugin'],
        category: 'audio',
        cover: null,
        coverVariants: [],
        currency: 'USD',
        price: 1000,
        likeCount: 0,
        downloadCount: 0,
        createdAt: '2026-01-05T09:00:00.000Z',
      },
      prices: { general: 1000, ordinary: 900, premium: 800, svip: 700 },
      uses: { general: 3, ordinary: -1, premium: -1, svip: -1 },
    },
  ],
};

/** The same brand selling in USD and CNY (decision 076). */
const twoCurrencies: MembershipOffer = {
  ...offer,
  plans: offer.plans.flatMap((entry) => [
    entry,
    plan(
      entry.tier,
      entry.duration,
      { ordinary: 2800, premium: 5800, svip: 11800 }[entry.tier] *
        (entry.duration === 'annual' ? 3 : 1),
      null,
      'CNY',
    ),
  ]),
  currencies: ['USD', 'CNY'],
};

const premiumMember: CurrentMembership = {
  tier: 'premium',
  membership: {
    tier: 'premium',
    startsAt: '2026-06-01T00:00:00.000Z',
    expiresAt: '2026-09-01T00:00:00.000Z',
    source: 'order',
    daysLeft: 40,
  },
};

beforeAll(() => initI18n('en'));
beforeEach(() => {
  localStorage.clear();
  useMainStore.getState().setLang('en');
  useTokenStore.getState().removeToken();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('membershipChoiceFrom', () => {
  it('reads a paid tier and a duration, nothing else', () => {
    const read = (query: string) => membershipChoiceFrom(new URLSearchParams(query));
    expect(read('membership=svip&duration=annual')).toEqual({ tier: 'svip', duration: 'annual' });
    expect(read('membership=svip&duration=annual&currency=CNY')).toEqual({
      tier: 'svip',
      duration: 'annual',
      currency: 'CNY',
    });
    expect(read('membership=svip&duration=annual&currency=XYZ')).toEqual({
      tier: 'svip',
      duration: 'annual',
    });
    expect(read('membership=general&duration=annual')).toBeNull();
    expect(read('membership=svip&duration=monthly')).toBeNull();
    expect(read('')).toBeNull();
  });
});

describe('/buyMember', () => {
  it('shows the three tiers side by side; the duration toggle switches prices and shows the saving', async () => {
    const calls = serveApi({ 'GET /api/memberships/plans': { data: offer } });
    renderAt('/buyMember', [['/buyMember', <BuyMemberPage />]]);

    const ordinary = await screen.findByRole('region', { name: 'Ordinary member' });
    expect(screen.getByRole('region', { name: 'Premium member' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'SVIP' })).toBeTruthy();
    expect(within(ordinary).getByText('$4.99')).toBeTruthy();
    expect(within(ordinary).getByText('per quarter')).toBeTruthy();
    // A real product at this tier's price, beside the general price, and its uses.
    expect(within(ordinary).getByRole('link', { name: 'Audio Mixer Pro' })).toBeTruthy();
    expect(within(ordinary).getByText('$9.00')).toBeTruthy();
    expect(ordinary.textContent).toContain('Uses: Unlimited');
    expect(ordinary.textContent).toContain('General users: 3 uses');
    const buy = within(ordinary).getByRole('link', { name: 'Buy Ordinary member' });
    expect(buy.getAttribute('href')).toBe(
      '/payment?membership=ordinary&duration=quarterly&currency=USD',
    );
    // One currency: no switch.
    expect(screen.queryByRole('group', { name: 'Currency' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Annual/ }));
    expect(within(ordinary).getByText('$14.99')).toBeTruthy();
    expect(within(ordinary).getByText('Save $4.97 (25%) against four quarters')).toBeTruthy();
    expect(
      within(ordinary).getByRole('link', { name: 'Buy Ordinary member' }).getAttribute('href'),
    ).toBe('/payment?membership=ordinary&duration=annual&currency=USD');
    // A visitor asks for the plans of the brand they browse (none: the default brand).
    expect(calls.find((call) => call.key === 'GET /api/memberships/plans')!.url.search).toBe('');
  });

  it('shows the member their level; renews theirs, upgrades above it, not below', async () => {
    useTokenStore.getState().setToken('tok');
    serveApi({
      'GET /api/memberships/plans': { data: offer },
      'GET /api/users/me/membership': { data: premiumMember },
    });
    renderAt('/buyMember', [['/buyMember', <BuyMemberPage />]]);

    const line = await screen.findByTestId('membership-line');
    expect(line.textContent).toContain('Premium member');
    expect(line.textContent).toContain('until');
    const premium = screen.getByRole('region', { name: 'Premium member' });
    expect(within(premium).getByText('Your plan')).toBeTruthy();
    expect(within(premium).getByRole('link', { name: 'Renew Premium member' })).toBeTruthy();
    const svip = screen.getByRole('region', { name: 'SVIP' });
    expect(within(svip).getByRole('link', { name: 'Upgrade to SVIP' })).toBeTruthy();
    const ordinary = screen.getByRole('region', { name: 'Ordinary member' });
    const lower = within(ordinary).getByRole('button', { name: 'Upgrade to Ordinary member' });
    expect((lower as HTMLButtonElement).disabled).toBe(true);
    expect(within(ordinary).getByText('Available when your Premium member term ends')).toBeTruthy();
  });
});

describe('/buyMember in several currencies (decision 076)', () => {
  it('opens on the reader’s currency and switches; each buys in the currency it shows', async () => {
    useMainStore.getState().setLang('zh');
    await initI18n('zh');
    try {
      serveApi({ 'GET /api/memberships/plans': { data: twoCurrencies } });
      renderAt('/buyMember', [['/buyMember', <BuyMemberPage />]]);
      const switcher = await screen.findByRole('group', { name: '币种' });
      const cny = within(switcher).getByRole('button', { name: 'CNY' });
      expect(cny.getAttribute('aria-pressed')).toBe('true');
      const ordinary = screen.getByRole('region', { name: '普通会员' });
      expect(ordinary.textContent).toContain('¥28.00');
      expect(ordinary.textContent).toContain('微信支付');
      expect(
        within(ordinary)
          .getByRole('link', { name: /普通会员/ })
          .getAttribute('href'),
      ).toBe('/payment?membership=ordinary&duration=quarterly&currency=CNY');
      fireEvent.click(within(switcher).getByRole('button', { name: 'USD' }));
      expect(ordinary.textContent).toContain('$4.99');
      expect(ordinary.textContent).toContain('PayPal');
    } finally {
      useMainStore.getState().setLang('en');
      await initI18n('en');
    }
  });
});

describe('/memberRecharge', () => {
  it('shows the membership and previews the new expiry the server quotes', async () => {
    useTokenStore.getState().setToken('tok');
    const quote: MembershipQuote = {
      plan: plan('premium', 'annual', 2999, { amountMinor: 997, percent: 25 }),
      kind: 'renewal',
      current: { tier: 'premium', expiresAt: '2026-09-01T00:00:00.000Z' },
      after: { tier: 'premium', expiresAt: '2027-09-01T00:00:00.000Z' },
      convertedDays: 0,
    };
    const calls = serveApi({
      'GET /api/memberships/plans': { data: offer },
      'GET /api/users/me/membership': { data: premiumMember },
      'GET /api/memberships/quote': ({ url }) => ({
        data:
          url.searchParams.get('duration') === 'annual'
            ? quote
            : {
                ...quote,
                plan: plan('premium', 'quarterly', 999),
                after: { tier: 'premium', expiresAt: '2026-12-01T00:00:00.000Z' },
              },
      }),
    });
    renderAt('/memberRecharge', [['/memberRecharge', <MemberRechargePage />]]);

    const card = await screen.findByRole('region', { name: 'Your membership' });
    expect(within(card).getByText('40 days left')).toBeTruthy();
    expect(within(card).getByText('Purchase')).toBeTruthy();
    // The current tier is chosen; a lower one cannot be.
    expect(
      (screen.getByRole('radio', { name: /^Premium member/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (screen.getByRole('radio', { name: /^Ordinary member/ }) as HTMLInputElement).disabled,
    ).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /Annual/ }));
    const preview = await screen.findByRole('complementary', { name: 'After this purchase' });
    await waitFor(() =>
      expect(within(preview).getByTestId('new-expiry').textContent).toBe('Sep 1, 2027'),
    );
    expect(preview.textContent).toContain('extended from its current expiry, Sep 1, 2026');
    expect(
      within(preview).getByRole('link', { name: 'Continue to payment' }).getAttribute('href'),
    ).toBe('/payment?membership=premium&duration=annual&currency=USD');
    expect(
      calls.some(
        (call) =>
          call.key === 'GET /api/memberships/quote' &&
          call.url.search === '?tier=premium&duration=annual&currency=USD',
      ),
    ).toBe(true);
  });
});

describe('/payment for a membership', () => {
  it('orders the plan through the same checkout and goes to the provider', async () => {
    useTokenStore.getState().setToken('tok');
    const waiting: Order = {
      orderNo: 'SP20261123-7K3QX9AB',
      state: 'waiting',
      method: 'paypal',
      amountMinor: 499,
      currency: 'USD',
      subtotalMinor: 499,
      discountMinor: 0,
      coupon: null,
      createdAt: '2026-11-23T10:00:00.000Z',
      paidAt: null,
      expiresAt: '2026-11-23T10:15:00.000Z',
      closedAt: null,
      refundedAt: null,
      items: [],
      payment: { kind: 'redirect', url: 'https://pay.example/paypal/1' },
      membership: { tier: 'ordinary', duration: 'quarterly', months: 3, priceMinor: 499 },
    };
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = serveApi({
      'GET /api/cart': { data: { tier: 'general', items: [], count: 0, totals: [] } },
      'GET /api/memberships/plans': { data: offer },
      'GET /api/memberships/quote': {
        data: {
          plan: plan('ordinary', 'quarterly', 499),
          kind: 'new',
          current: null,
          after: { tier: 'ordinary', expiresAt: '2026-09-01T00:00:00.000Z' },
          convertedDays: 0,
        },
      },
      'POST /api/orders': { data: waiting },
    });
    renderAt('/payment?membership=ordinary&duration=quarterly', [['/payment', <PaymentPage />]]);

    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(summary.textContent).toContain('Ordinary member · Quarterly');
    expect(summary.textContent).toContain('$4.99');
    await waitFor(() => expect(screen.getByTestId('new-expiry').textContent).toBe('Sep 1, 2026'));
    expect((screen.getByRole('radio', { name: /WeChat Pay/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/paypal/1'));
    const order = calls.find((call) => call.key === 'POST /api/orders')!;
    expect(order.body).toMatchObject({
      method: 'paypal',
      membership: { tier: 'ordinary', duration: 'quarterly' },
    });
    expect((order.body as { productIds?: unknown }).productIds).toBeUndefined();
  });

  it('offers WeChat Pay and Alipay for a plan priced in CNY too: picking one switches the order to CNY', async () => {
    useTokenStore.getState().setToken('tok');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = serveApi({
      'GET /api/cart': { data: { tier: 'general', items: [], count: 0, totals: [] } },
      'GET /api/memberships/plans': { data: twoCurrencies },
      'GET /api/memberships/quote': {
        data: {
          plan: plan('premium', 'annual', 2999),
          kind: 'new',
          current: null,
          after: { tier: 'premium', expiresAt: '2027-09-01T00:00:00.000Z' },
          convertedDays: 0,
        },
      },
      'POST /api/orders': failure('PAYMENT_PROVIDER_FAILED', {
        data: { orderNo: 'SP20261123_7K3QX9AB' },
      }),
    });
    renderAt('/payment?membership=premium&duration=annual&currency=USD', [
      ['/payment', <PaymentPage />],
    ]);
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(summary.textContent).toContain('$29.99');
    for (const name of [/WeChat Pay/, /Alipay/, /PayPal/]) {
      expect((screen.getByRole('radio', { name }) as HTMLInputElement).disabled).toBe(false);
    }
    expect((screen.getByRole('radio', { name: /PayPal/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /WeChat Pay/ }));
    expect(summary.textContent).toContain('CN¥174.00');
    expect(screen.getByTestId('plan-currency-note').textContent).toContain('CNY');
    fireEvent.click(screen.getByRole('button', { name: 'Pay with WeChat Pay' }));
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'POST /api/orders')?.body).toMatchObject({
        method: 'wechat',
        membership: { tier: 'premium', duration: 'annual', currency: 'CNY' },
      }),
    );
    // Back to PayPal: back to the USD price.
    fireEvent.click(screen.getByRole('radio', { name: /PayPal/ }));
    expect(summary.textContent).toContain('$29.99');
  });

  it('says why a lower tier cannot be bought, and does not offer to pay', async () => {
    useTokenStore.getState().setToken('tok');
    serveApi({
      'GET /api/cart': { data: { tier: 'general', items: [], count: 0, totals: [] } },
      'GET /api/memberships/plans': { data: offer },
      'GET /api/memberships/quote': failure('MEMBERSHIP_LOWER_TIER', {
        data: { tier: 'premium', expiresAt: '2026-09-01T00:00:00.000Z' },
      }),
    });
    renderAt('/payment?membership=ordinary&duration=annual', [['/payment', <PaymentPage />]]);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Pay with PayPal' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
