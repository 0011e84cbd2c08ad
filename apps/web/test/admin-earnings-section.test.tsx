import type { AdminEarningsOverview, AdminEarningsRates } from '@space/contracts/earnings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EarningsSection } from '../src/features/admin/admin-earnings-section.tsx';
import { bpsOf } from '../src/features/admin/admin-fee-rates.tsx';
import { initI18n } from '../src/lib/i18n.ts';
import { MemoryRouter } from '../src/lib/router/memory-router.tsx';
import { en } from '../src/locales/en.ts';

const overview: AdminEarningsOverview = {
  tenantId: 10000001,
  owed: [
    {
      currency: 'USD',
      creators: 2,
      pendingMinor: 1400,
      availableMinor: 9000,
      negativeMinor: -700,
      inTransitMinor: 1400,
      paidOutMinor: 7000,
    },
  ],
  payouts: [
    { state: 'requested', currency: 'USD', count: 1, amountMinor: 1400 },
    { state: 'failed', currency: 'USD', count: 2, amountMinor: 3000 },
  ],
  reconciliation: [
    { currency: 'USD', check: 'sales', ledgerMinor: 14000, recordsMinor: 14000 },
    { currency: 'USD', check: 'payoutsPaid', ledgerMinor: 7000, recordsMinor: 7500 },
  ],
  unbalancedJournals: 0,
};

const rates: AdminEarningsRates = {
  tenantId: 10000001,
  defaultFeeBps: 3000,
  brandFeeBps: 2500,
  creators: [{ userId: 41, nickName: 'Mira', feeBps: 1250 }],
};

/** The overview and rates APIs; a PUT answers what it was sent. Every request recorded. */
function serve() {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    if (url.pathname.endsWith('/overview')) {
      return Response.json({ code: 200, msg: 'ok', data: overview });
    }
    const data =
      method === 'PUT'
        ? {
            ...rates,
            brandFeeBps: body.brandFeeBps,
            creators: body.creators.map((c: { userId: number; feeBps: number }) => ({
              ...c,
              nickName: c.userId === 41 ? 'Mira' : `User ${c.userId}`,
            })),
          }
        : rates;
    return Response.json({ code: 200, msg: 'ok', data });
  });
  return calls;
}

function show() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/admin?section=earnings']}>
        <EarningsSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the console’s creator earnings (issue 30 item 7)', () => {
  it('shows what is owed, the payouts to act on and where the books differ', async () => {
    serve();
    show();
    const owed = await screen.findByRole('region', { name: en.admin.earnings.owed });
    expect(await within(owed).findByText('$90.00')).toBeTruthy();
    // A negative balance carried after a late refund reads as such.
    expect(within(owed).getByText('-$7.00').className).toContain('text-danger');
    expect(within(owed).getByText(/2 creators with money to pay out/)).toBeTruthy();
    expect(within(owed).getByText('1 payout waiting for approval')).toBeTruthy();
    expect(within(owed).getByText(/2 payouts failed/)).toBeTruthy();

    const books = screen.getByRole('region', { name: en.admin.earnings.reconciliation });
    expect(within(books).getByText(en.admin.earnings.balanced)).toBeTruthy();
    const paidRow = within(books)
      .getByText(/Payouts paid/)
      .closest('tr')!;
    expect(within(paidRow).getByText('-$5.00')).toBeTruthy();
    expect(within(paidRow).getByText(en.admin.earnings.differs)).toBeTruthy();
    const salesRow = within(books)
      .getByText(/Paid orders/)
      .closest('tr')!;
    expect(within(salesRow).getByText(en.admin.earnings.agrees)).toBeTruthy();
  });

  it('edits the brand fee and a creator’s own rate as percentages, and refuses a slip', async () => {
    const calls = serve();
    show();
    const brandFee = await screen.findByLabelText(en.admin.earnings.brandFee);
    expect((brandFee as HTMLInputElement).value).toBe('25');
    expect((screen.getByLabelText('Fee for Mira (%)') as HTMLInputElement).value).toBe('12.5');

    fireEvent.change(brandFee, { target: { value: '250' } });
    fireEvent.click(screen.getByRole('button', { name: en.admin.earnings.saveRates }));
    expect(await screen.findByText(en.admin.earnings.percentInvalid)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(brandFee, { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText(en.admin.earnings.creatorId), {
      target: { value: '77' },
    });
    fireEvent.change(screen.getAllByLabelText(en.admin.earnings.feePercent)[0]!, {
      target: { value: '10' },
    });
    fireEvent.click(screen.getByRole('button', { name: en.admin.earnings.addRate }));
    fireEvent.click(screen.getByRole('button', { name: en.admin.earnings.saveRates }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        brandFeeBps: 2000,
        creators: [
          { userId: 41, feeBps: 1250 },
          { userId: 77, feeBps: 1000 },
        ],
      }),
    );
  });

  it('reads percentages with at most two decimals, 0 to 100', () => {
    expect(bpsOf('30')).toBe(3000);
    expect(bpsOf('12.5')).toBe(1250);
    expect(bpsOf('0.01')).toBe(1);
    expect(bpsOf('100')).toBe(10_000);
    expect(bpsOf('100.01')).toBeNull();
    expect(bpsOf('1.234')).toBeNull();
    expect(bpsOf('-1')).toBeNull();
    expect(bpsOf('')).toBeNull();
  });
});
