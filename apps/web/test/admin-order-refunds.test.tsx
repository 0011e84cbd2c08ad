import type { AdminOrderDetail } from '@space/contracts/admin';
import { adminOrderDetailSchema } from '@space/contracts/admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OrderRefunds } from '../src/features/admin/admin-order-refunds.tsx';
import { initI18n } from '../src/lib/i18n.ts';
import { en } from '../src/locales/en.ts';

const O = en.admin.orders;

/** A paid order of two items, one already refunded, another refund still pending. */
const order: AdminOrderDetail = adminOrderDetailSchema.parse({
  orderNo: 'SP20261129_7K3QX9AB',
  tenantId: 1,
  userId: 7,
  userName: 'Buyer',
  state: 'paid',
  kind: 'products',
  method: 'paypal',
  amountMinor: 1000,
  currency: 'USD',
  flaggedForRefund: false,
  createdAt: '2026-11-29T01:00:00.000Z',
  paidAt: '2026-11-29T01:01:00.000Z',
  refundedAt: null,
  transactionId: 'CAPTURE1',
  refundId: null,
  flagReason: null,
  note: null,
  subtotalMinor: 1000,
  discountMinor: 0,
  items: [
    { productId: 1, name: 'Audio Mixer Pro', pricePaidMinor: 600 },
    { productId: 2, name: 'Key Remapper', pricePaidMinor: 400 },
  ],
  trail: [],
  refundedMinor: 600,
  refunds: [
    {
      refundNo: 'SP202611297K3QX9AB_R1',
      amountMinor: 600,
      currency: 'USD',
      state: 'succeeded',
      source: 'admin',
      productIds: [1],
      reason: 'broken file',
      providerRefundId: 'R1',
      createdAt: '2026-11-29T02:00:00.000Z',
      settledAt: '2026-11-29T02:00:01.000Z',
    },
    {
      refundNo: 'SP202611297K3QX9AB_P2',
      amountMinor: 100,
      currency: 'USD',
      state: 'pending',
      source: 'provider',
      productIds: [],
      reason: null,
      providerRefundId: 'DASH1',
      createdAt: '2026-11-29T02:10:00.000Z',
      settledAt: null,
    },
  ],
});

function serve() {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    calls.push({
      key: `${init.method ?? 'GET'} ${url.pathname}`,
      body: init.body ? JSON.parse(init.body as string) : undefined,
    });
    return new Response(JSON.stringify({ code: 200, msg: 'ok', data: {} }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

function renderRefunds() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <OrderRefunds data={order} orderNo={order.orderNo} />
    </QueryClientProvider>,
  );
}

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an order’s refunds in the admin console (decision 056)', () => {
  it('lists each refund with its state and what was refunded in all', () => {
    serve();
    renderRefunds();
    expect(screen.getByText('Refunded $6.00 of $10.00')).toBeTruthy();
    expect(screen.getByText(O.refundStates.succeeded)).toBeTruthy();
    expect(screen.getByText(O.refundStates.pending)).toBeTruthy();
    expect(screen.getByText(`SP202611297K3QX9AB_P2 · ${O.refundAtProvider}`)).toBeTruthy();
  });

  it('refunds chosen lines, never one already refunded', async () => {
    const calls = serve();
    vi.stubGlobal('confirm', () => true);
    renderRefunds();
    fireEvent.click(screen.getByLabelText(O.refundModes.lines));
    const refunded = screen.getByRole('checkbox', { name: /Audio Mixer Pro/ });
    expect((refunded as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Key Remapper/ }));
    fireEvent.change(screen.getByLabelText(O.reason), { target: { value: 'no longer needed' } });
    fireEvent.click(screen.getByRole('button', { name: O.refund }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        key: `POST /api/admin/orders/${order.orderNo}/refund`,
        body: { reason: 'no longer needed', productIds: [2] },
      }),
    );
  });

  it('refunds an amount typed in the order’s currency as minor units, and refuses nonsense', async () => {
    const calls = serve();
    vi.stubGlobal('confirm', () => true);
    renderRefunds();
    fireEvent.click(screen.getByLabelText(O.refundModes.amount));
    const amount = screen.getByLabelText(`${O.amount} (USD)`);
    fireEvent.change(amount, { target: { value: '1.234' } });
    fireEvent.click(screen.getByRole('button', { name: O.refund }));
    expect(screen.getByRole('alert').textContent).toBe(O.amountInvalid);
    fireEvent.change(amount, { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: O.refund }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        key: `POST /api/admin/orders/${order.orderNo}/refund`,
        body: { reason: '', amountMinor: 250 },
      }),
    );
  });
});
