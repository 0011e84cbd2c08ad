import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CodesSection,
  DashboardSection,
  PlansSection,
} from '../src/features/admin/admin-catalog-sections.tsx';
import { initI18n } from '../src/lib/i18n.ts';
import { en } from '../src/locales/en.ts';

/** Our API for these sections: plans answered, every request recorded. */
function serve(orderCounts: number[] = []) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    calls.push({ key, body: init.body ? JSON.parse(init.body as string) : undefined });
    const plans = [
      { id: 1, tier: 'ordinary', duration: 'quarterly', months: 3, priceMinor: 2800 },
      { id: 2, tier: 'ordinary', duration: 'annual', months: 12, priceMinor: 8800 },
    ].map((plan) => ({ ...plan, currency: 'CNY', active: true }));
    const dashboard = {
      tenantId: null,
      from: '2026-11-01',
      days: 30,
      revenue: [],
      orders: orderCounts.map((count, i) => ({ day: `2026-11-0${i + 1}`, count })),
      newUsers: [],
      pendingReviews: { uploads: 0, articles: 0 },
    };
    const data =
      key === 'GET /api/admin/membership-plans'
        ? { tenantId: 10000004, plans }
        : key === 'GET /api/admin/dashboard'
          ? dashboard
          : { list: [], total: 0, page: 1, pageSize: 20 };
    return new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

function renderSection(section: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{section}</QueryClientProvider>);
}

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('admin console sections (issue 16)', () => {
  it('names each plan price by its tier and duration in the reader language, and saves it', async () => {
    const calls = serve();
    renderSection(<PlansSection />);
    const panel = screen.getByRole('region', { name: en.admin.nav.plans });
    const quarterly = await within(panel).findByRole('textbox', {
      name: 'Price of Ordinary member, Quarterly, in CNY',
    });
    // Typed as buyers read it, in yuan: 28, not 2800 fen.
    expect(quarterly).toHaveProperty('value', '28');
    expect(within(panel).getAllByText(en.tiers.ordinary)).toHaveLength(2);
    // A third decimal is refused before anything is sent.
    fireEvent.change(quarterly, { target: { value: '32.999' } });
    fireEvent.click(within(panel).getByRole('button', { name: en.admin.save }));
    expect(await within(panel).findByRole('alert')).toHaveProperty(
      'textContent',
      en.admin.plans.priceInvalid,
    );
    expect(calls.some((call) => call.key === 'PUT /api/admin/membership-plans')).toBe(false);
    fireEvent.change(quarterly, { target: { value: '33' } });
    fireEvent.click(within(panel).getByRole('button', { name: en.admin.save }));
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'PUT /api/admin/membership-plans')?.body).toEqual({
        plans: [
          {
            tier: 'ordinary',
            duration: 'quarterly',
            currency: 'CNY',
            active: true,
            priceMinor: 3300,
          },
          { tier: 'ordinary', duration: 'annual', currency: 'CNY', active: true, priceMinor: 8800 },
        ],
      }),
    );
  });

  it('prices plans per currency: an added currency gets its own column, a removed one goes off sale', async () => {
    const calls = serve();
    renderSection(<PlansSection />);
    const panel = screen.getByRole('region', { name: en.admin.nav.plans });
    await within(panel).findByRole('textbox', { name: 'Price of SVIP, Annual, in CNY' });
    // A tier without a price in a currency is not sold in it: an empty cell.
    expect(
      within(panel).getByRole('textbox', { name: 'Price of SVIP, Annual, in CNY' }),
    ).toHaveProperty('value', '');
    fireEvent.change(within(panel).getByRole('combobox', { name: en.admin.plans.addCurrency }), {
      target: { value: 'USD' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: en.admin.plans.add }));
    const usd = within(panel).getByRole('textbox', {
      name: 'Price of Ordinary member, Quarterly, in USD',
    });
    fireEvent.change(usd, { target: { value: '4.99' } });
    fireEvent.change(
      within(panel).getByRole('textbox', { name: 'Price of SVIP, Annual, in USD' }),
      { target: { value: '59.99' } },
    );
    fireEvent.click(within(panel).getByRole('button', { name: en.admin.save }));
    await waitFor(() =>
      expect(calls.filter((call) => call.key === 'PUT /api/admin/membership-plans')).toHaveLength(
        1,
      ),
    );
    expect(calls.find((call) => call.key === 'PUT /api/admin/membership-plans')?.body).toEqual({
      plans: [
        { tier: 'ordinary', duration: 'quarterly', currency: 'USD', active: true, priceMinor: 499 },
        {
          tier: 'ordinary',
          duration: 'quarterly',
          currency: 'CNY',
          active: true,
          priceMinor: 2800,
        },
        { tier: 'ordinary', duration: 'annual', currency: 'CNY', active: true, priceMinor: 8800 },
        { tier: 'svip', duration: 'annual', currency: 'USD', active: true, priceMinor: 5999 },
      ],
    });
    // Removing CNY leaves only the USD prices to save.
    fireEvent.click(within(panel).getByRole('button', { name: 'Stop selling in CNY' }));
    expect(within(panel).queryByRole('textbox', { name: /in CNY$/ })).toBeNull();
  });

  it('offers the membership tiers of a code batch by their names', () => {
    serve();
    renderSection(<CodesSection />);
    const form = screen.getByRole('region', { name: en.admin.codes.create });
    const tier = within(form).getByRole('combobox', { name: en.admin.codes.tier });
    expect(
      within(tier)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([en.tiers.ordinary, en.tiers.premium, en.tiers.svip]);
  });

  it('says there is nothing yet rather than drawing an empty orders chart', async () => {
    serve([0, 0, 0]);
    renderSection(<DashboardSection />);
    const panel = screen.getByRole('region', { name: en.admin.dashboard.ordersPerDay });
    await within(panel).findByText(en.admin.empty);
    expect(within(panel).queryByRole('img')).toBeNull();
  });

  it('draws the orders chart once there are orders', async () => {
    serve([0, 3, 1]);
    renderSection(<DashboardSection />);
    const panel = screen.getByRole('region', { name: en.admin.dashboard.ordersPerDay });
    await within(panel).findByRole('img', { name: en.admin.dashboard.ordersPerDay });
    expect(within(panel).queryByText(en.admin.empty)).toBeNull();
  });
});
