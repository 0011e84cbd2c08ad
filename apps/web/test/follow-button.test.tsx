import type { FollowState } from '@space/contracts/social';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '../src/lib/router/memory-router.tsx';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FollowButton } from '../src/features/social/follow-button.tsx';
import { initI18n, switchLanguage } from '../src/lib/i18n.ts';
import { en } from '../src/locales/en.ts';
import { useMainStore } from '../src/stores/main-store.ts';
import { useTokenStore } from '../src/stores/token.ts';
import { useUserStore } from '../src/stores/user-store.ts';
import type { UserInfo } from '../src/stores/user-store.ts';

/** Our API as the server answers follows: the state after the change. */
function serveFollows(followerCount = 4) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push(`${init.method ?? 'GET'} ${url.split('?')[0]}`);
    const following = init.method === 'PUT';
    const data: FollowState = { userId: 7, following, followerCount };
    return new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

function renderButton(props: Parameters<typeof FollowButton>[0]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/author?id=7']}>
        <Routes>
          <Route path="/author" element={<FollowButton {...props} />} />
          <Route path="/login" element={<p>login page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => initI18n('en'));
beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  useMainStore.getState().setLang('en');
  await switchLanguage('en');
  useTokenStore.getState().setToken('tok');
  useUserStore.getState().setUserInfo({ id: 1, tenantId: 10000000 } as UserInfo);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FollowButton', () => {
  it('offers to follow back, follows, then unfollows, telling the server each time', async () => {
    const calls = serveFollows();
    renderButton({ userId: 7, initiallyFollowing: false, followsYou: true });
    const button = screen.getByRole('button', { name: en.social.followBack });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: en.social.following }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    fireEvent.click(screen.getByRole('button', { name: en.social.following }));
    await screen.findByRole('button', { name: en.social.followBack });
    expect(calls).toEqual(['PUT /api/users/7/follow', 'DELETE /api/users/7/follow']);
  });

  it('sends a visitor to log in and remembers where to come back to', async () => {
    const calls = serveFollows();
    useTokenStore.getState().removeToken();
    renderButton({ userId: 7 });
    fireEvent.click(screen.getByRole('button', { name: en.social.follow }));
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(sessionStorage.getItem('historyRoute')).not.toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows nothing for the viewer themself', () => {
    serveFollows();
    renderButton({ userId: 1, initiallyFollowing: false });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
