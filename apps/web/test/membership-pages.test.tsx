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
): MembershipPlan {
  return {
    tier,
    duration,
    months: duration === 'annual' ? 12 : 3,
    priceMinor,
    currency: 'USD',
    annualSaving: saving,
    methods: ['paypal'],
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
    expect(buy.getAttribute('href')).toBe('/payment?membership=ordinary&duration=quarterly');

    fireEvent.click(screen.getByRole('button', { name: /Annual/ }));
    expect(within(ordinary).getByText('$14.99')).toBeTruthy();
    expect(within(ordinary).getByText('Save $4.97 (25%) against four quarters')).toBeTruthy();
    expect(
      within(ordinary).getByRole('link', { name: 'Buy Ordinary member' }).getAttribute('href'),
    ).toBe('/payment?membership=ordinary&duration=annual');
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
    ).toBe('/payment?membership=premium&duration=annual');
    expect(
      calls.some(
        (call) =>
          call.key === 'GET /api/memberships/quote' &&
          call.url.search === '?tier=premium&duration=annual',
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
