import type { Notification, NotificationPage } from '@space/contracts/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationBell } from '../src/features/notifications/notification-bell.tsx';
import { initI18n, switchLanguage } from '../src/lib/i18n.ts';
import { MemoryRouter, Route, Routes } from '../src/lib/router/memory-router.tsx';
import { en } from '../src/locales/en.ts';
import { zh } from '../src/locales/zh.ts';
import { useMainStore } from '../src/stores/main-store.ts';
import { useTokenStore } from '../src/stores/token.ts';

const REQUEST: Notification = {
  id: 5,
  kind: 'friendRequest',
  actor: { id: 9, nickName: 'Bea', avatar: null },
  objectType: 'user',
  objectId: 9,
  payload: {},
  createdAt: '2026-11-29T09:00:00.000Z',
  readAt: null,
};

/** Our API as the server answers the bell: one unread friend request until it is read. */
function serveNotifications() {
  const calls: string[] = [];
  let read = false;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = url.split('?')[0]!;
    calls.push(`${init.method ?? 'GET'} ${path}`);
    const unread = read ? 0 : 1;
    let data: unknown = { unread };
    if (path.endsWith('/api/notifications')) {
      const page: NotificationPage = {
        list: [{ ...REQUEST, readAt: read ? REQUEST.createdAt : null }],
        total: 1,
        page: 1,
        pageSize: 5,
        unread,
      };
      data = page;
    } else if (path.endsWith('/read')) {
      read = true;
      data = { marked: 1, unread: 0 };
    }
    return new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

function renderBell(at = '/home') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>
        <NotificationBell />
        <Routes>
          <Route path="/home" element={<p>home page</p>} />
          <Route path="/payment" element={<p>payment page</p>} />
          <Route path="/friend" element={<p>friends page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => initI18n('en'));
beforeEach(async () => {
  localStorage.clear();
  useMainStore.getState().setLang('en');
  await switchLanguage('en');
  useTokenStore.getState().setToken('tok');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NotificationBell', () => {
  it('shows the unread count, lists the newest, and opening one marks it read', async () => {
    const calls = serveNotifications();
    renderBell();
    expect((await screen.findByTestId('notification-count')).textContent).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${en.nav.notifications}`) }));
    const line = await screen.findByText('Bea sent you a friend request');
    fireEvent.click(line);
    expect(await screen.findByText('friends page')).toBeTruthy();
    await waitFor(() => expect(calls).toContain('POST /api/notifications/5/read'));
    await waitFor(() => expect(screen.queryByTestId('notification-count')).toBeNull());
  });

  it('is written in the page language', async () => {
    serveNotifications();
    useMainStore.getState().setLang('zh');
    await switchLanguage('zh');
    renderBell();
    fireEvent.click(
      await screen.findByRole('button', { name: new RegExp(`^${zh.nav.notifications}`) }),
    );
    expect(await screen.findByText('Bea 向你发送了好友请求')).toBeTruthy();
  });

  it('is not shown on /payment nor to a visitor', async () => {
    serveNotifications();
    renderBell('/payment');
    expect(
      screen.queryByRole('button', { name: new RegExp(`^${en.nav.notifications}`) }),
    ).toBeNull();
    cleanup();
    useTokenStore.getState().removeToken();
    renderBell();
    expect(
      screen.queryByRole('button', { name: new RegExp(`^${en.nav.notifications}`) }),
    ).toBeNull();
  });
});
