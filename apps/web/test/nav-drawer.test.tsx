import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '../src/lib/router/memory-router.tsx';
import { useLocation } from '../src/lib/router/router.tsx';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../src/app/layout/header.tsx';
import { en } from '../src/locales/en.ts';
import { initI18n } from '../src/lib/i18n.ts';
import { useMainStore } from '../src/stores/main-store.ts';
import { useTokenStore } from '../src/stores/token.ts';
import { notInMap, serveApi } from './support/fake-api.tsx';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The header in a page, as the root layout renders it: other content beside it in <body>. */
function renderHeader() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/home']}>
        <Header />
        <main>
          <a href="#behind">Behind the drawer</a>
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </main>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const menuButton = () => screen.getByRole('button', { name: en.nav.menu });
const openDrawer = () => {
  fireEvent.click(menuButton());
  return screen.getByRole('dialog', { name: en.nav.menu });
};
const press = (key: string, shiftKey = false) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key, shiftKey });

beforeAll(() => initI18n('en'));
beforeEach(() => {
  localStorage.clear();
  useMainStore.getState().setLang('en');
  useMainStore.getState().setTheme('light');
  useTokenStore.getState().removeToken();
  vi.stubGlobal('fetch', async () =>
    Response.json({ code: 200, msg: 'ok', data: [] }, { status: 200 }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the phone navigation drawer', () => {
  it('is a modal dialog rendered into <body>, outside the sticky header', () => {
    renderHeader();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    const dialog = openDrawer();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.closest('header')).toBeNull();
    // Its layer is a direct child of <body>, so `position: fixed` is relative to the viewport.
    expect(screen.getByTestId('drawer').parentElement).toBe(document.body);
    expect(
      within(dialog).getByRole('link', { name: en.families.streamDock }).getAttribute('href'),
    ).toBe('/StreamDock');
  });

  it('moves focus in, keeps Tab inside, and gives focus back to ☰ when Escape closes it', () => {
    renderHeader();
    menuButton().focus();
    const dialog = openDrawer();
    expect(dialog.contains(document.activeElement)).toBe(true);
    const focusables = [...dialog.querySelectorAll<HTMLElement>('a[href], button, select')];
    const first = focusables[0]!;
    const last = focusables[focusables.length - 1]!;
    expect(document.activeElement).toBe(first);

    press('Tab', true);
    expect(document.activeElement).toBe(last);
    press('Tab');
    expect(document.activeElement).toBe(first);

    press('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a tap outside the panel', () => {
    renderHeader();
    openDrawer();
    fireEvent.click(screen.getByTestId('drawer-overlay'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('locks the page behind it: no scrolling, nothing focusable, until it closes', () => {
    renderHeader();
    document.body.style.overflow = 'auto';
    const page = screen.getByText('Behind the drawer').closest('body > *')!;
    openDrawer();
    expect(document.body.style.overflow).toBe('hidden');
    expect(page.hasAttribute('inert')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: en.nav.closeMenu }));
    expect(document.body.style.overflow).toBe('auto');
    expect(page.hasAttribute('inert')).toBe(false);
  });

  it('closes when one of its links navigates', () => {
    renderHeader();
    const dialog = openDrawer();
    fireEvent.click(within(dialog).getByRole('link', { name: en.families.mKey }));
    expect(screen.getByTestId('where').textContent).toBe('/mKey');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the language and the theme spelled out', () => {
    renderHeader();
    const dialog = openDrawer();
    fireEvent.change(within(dialog).getByRole('combobox', { name: en.nav.language }), {
      target: { value: 'ko' },
    });
    expect(useMainStore.getState().lang).toBe('ko');
    fireEvent.click(within(dialog).getByRole('button', { name: en.nav.themeDark }));
    expect(useMainStore.getState().themeColor).toBe('dark');
  });
});

describe('the drawer reaches every section of the wide header (issue 32)', () => {
  const hrefs = (dialog: HTMLElement, names: string[]) =>
    names.map((name) => within(dialog).getByRole('link', { name }).getAttribute('href'));

  it('for a visitor: tutorials, Discovery, Experts, redeeming a code and logging in', () => {
    renderHeader();
    const dialog = openDrawer();
    expect(
      hrefs(dialog, [
        en.nav.tutorials,
        en.nav.discovery,
        en.nav.experts,
        en.nav.redeem,
        en.nav.logIn,
      ]),
    ).toEqual(['/videoTutorial', '/discovery', '/expertList', '/coupon', '/login']);
  });

  it('for a member: every page of the user menu, and logging out', async () => {
    useTokenStore.getState().setToken('tok');
    serveApi({
      'GET /api/cart': { data: { tier: 'general', items: [], count: 0, totals: [] } },
      'GET /api/users/me': notInMap({ data: { id: 5, nickName: 'Ada', superType: 'admin' } }),
    });
    renderHeader();
    // The wide header's user menu: what it offers, the drawer offers too.
    fireEvent.click(
      await within(screen.getByRole('banner')).findByRole('button', {
        expanded: false,
        name: /Ada/,
      }),
    );
    const menu = await screen.findByRole('menu');
    const inMenu = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.getAttribute('href') ?? item.textContent);
    fireEvent.mouseDown(document.body);
    const dialog = openDrawer();
    const inDrawer = [
      ...within(dialog)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
      ...within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ];
    expect(inMenu.length).toBeGreaterThanOrEqual(7);
    for (const entry of inMenu) expect(inDrawer).toContain(entry);
    expect(within(dialog).queryByRole('link', { name: en.nav.logIn })).toBeNull();
  });
});

describe('the header on a phone', () => {
  it('keeps the language switch in the bar, outside the drawer', () => {
    renderHeader();
    const header = screen.getByRole('banner');
    const language = within(header).getByRole('combobox', { name: en.nav.language });
    fireEvent.change(language, { target: { value: 'zh' } });
    expect(useMainStore.getState().lang).toBe('zh');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
