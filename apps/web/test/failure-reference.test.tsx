import { cleanup, render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoadFailed } from '../src/components/ui/query-state.tsx';
import { apiRequest } from '../src/lib/api-client.ts';
import { initI18n } from '../src/lib/i18n.ts';

function answer(status: number, requestId: string) {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify({ code: status, msg: 'x', data: null }), {
        status,
        headers: { 'content-type': 'application/json', 'x-request-id': requestId },
      }),
  );
}

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('"Failed to load" after a server fault', () => {
  it('shows the failed request id for support, and ignores refused input', async () => {
    render(<LoadFailed onRetry={() => {}} />);
    expect(screen.queryByText(/Reference for support/)).toBeNull();

    answer(400, 'id-of-a-bad-request');
    await act(() => apiRequest('/api/x'));
    expect(screen.queryByText(/id-of-a-bad-request/)).toBeNull();

    answer(503, '5f0c2a9e-request');
    await act(() => apiRequest('/api/x'));
    expect(screen.getByText('Reference for support: 5f0c2a9e-request')).toBeTruthy();
  });
});
