import type { UserInfo } from '@space/contracts/accounts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserMenu } from '../src/app/layout/user-menu.tsx';
import { initI18n } from '../src/lib/i18n.ts';
import { MemoryRouter } from '../src/lib/router/memory-router.tsx';
import { en } from '../src/locales/en.ts';
import { useTokenStore } from '../src/stores/token.ts';
import { useUserStore } from '../src/stores/user-store.ts';

function me(superType: UserInfo['superType']): UserInfo {
  return {
    id: 7,
    tenantId: 10000000,
    username: 'someone',
    nickName: 'Someone',
    email: 'someone@example.com',
    mobile: null,
    avatar: null,
    sex: 'unset',
    birthday: null,
    note: '',
    status: 'normal',
    createTime: '2026-01-05T09:00:00.000Z',
    loginTime: null,
    superType,
    isCreator: false,
    accountKind: 'primary',
    hasPassword: true,
    membership: null,
  };
}

async function openMenuAs(superType: UserInfo['superType']) {
  vi.stubGlobal('fetch', async () => Response.json({ code: 200, msg: 'ok', data: me(superType) }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/home']}>
        <UserMenu />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Someone' }));
}

beforeAll(() => initI18n('en'));
beforeEach(() => {
  useUserStore.getState().clearUserInfo();
  useTokenStore.getState().setToken('a-session-token');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useTokenStore.getState().removeToken();
});

describe('the account menu', () => {
  it.each(['moderator', 'admin', 'superAdmin'] as const)(
    'offers the console to a %s',
    async (role) => {
      await openMenuAs(role);
      const link = screen.getByRole('menuitem', { name: en.nav.adminConsole });
      expect(link.getAttribute('href')).toBe('/admin');
    },
  );

  it('does not offer it to a regular user', async () => {
    await openMenuAs(null);
    expect(screen.getByRole('menuitem', { name: en.nav.logOut })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: en.nav.adminConsole })).toBeNull();
  });
});
