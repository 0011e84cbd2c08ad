import type { OutboxMessageView } from '@space/contracts/outbox';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OutboxSection } from '../src/features/admin/admin-outbox-section.tsx';
import { initI18n } from '../src/lib/i18n.ts';
import { en } from '../src/locales/en.ts';

const failed: OutboxMessageView = {
  id: 7,
  channel: 'email',
  tenantId: 10000001,
  recipient: 'ann@example.com',
  subject: 'Your receipt',
  sensitive: false,
  state: 'failed',
  attempts: 8,
  maxAttempts: 8,
  nextAttemptAt: null,
  lastError: '550 mailbox unavailable',
  retryable: true,
  createdAt: '2026-11-29T10:00:00.000Z',
  sentAt: null,
};

/** The outbox API: one failed receipt; every request recorded. */
function serve() {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    calls.push(`${init.method ?? 'GET'} ${url.pathname}${url.search}`);
    const data =
      init.method === 'POST'
        ? { ...failed, state: 'queued', retryable: false }
        : { list: [failed], total: 1, page: 1, pageSize: 20 };
    return Response.json({ code: 200, msg: 'ok', data });
  });
  return calls;
}

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the console’s outbox (decision 073)', () => {
  it('lists messages with their state and last error, filters by state and sends a failed one again', async () => {
    const calls = serve();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <OutboxSection />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('ann@example.com')).toBeTruthy();
    expect(screen.getByText('550 mailbox unavailable')).toBeTruthy();
    expect(screen.getByText(/attempt 8 of 8/)).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: en.admin.outbox.state }), {
      target: { value: 'failed' },
    });
    await waitFor(() => expect(calls.some((call) => call.includes('state=failed'))).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: en.admin.outbox.retry }));
    await waitFor(() => expect(calls).toContain('POST /api/admin/outbox/7/retry'));
  });
});
