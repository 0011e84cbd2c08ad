import { HOME_SHELVES, type Home } from '@space/contracts/home';
import type { ProductSummary } from '@space/contracts/products';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '../src/components/layout/footer.tsx';
import { Header } from '../src/app/layout/header.tsx';
import { HomePage } from '../src/app/routes/home-page.tsx';
import { initI18n, switchLanguage } from '../src/lib/i18n.ts';
import { MemoryRouter } from '../src/lib/router/memory-router.tsx';
import { enCore } from '../src/locales/en-core.ts';
import { en } from '../src/locales/en.ts';
import { koCore } from '../src/locales/ko-core.ts';
import { zhCore } from '../src/locales/zh-core.ts';
import { useMainStore } from '../src/stores/main-store.ts';
import { useTokenStore } from '../src/stores/token.ts';

/**
 * /home renders with the first load's strings alone (locales/*-core.ts, decision 037): a key
 * the shell or the home page uses from the pages' part would show as the key itself.
 */
const CORE = { en: enCore, zh: zhCore, ko: koCore };
const KEY = new RegExp(`\\b(${Object.keys(en).join('|')}|validation)\\.[A-Za-z_]`);

function product(id: number): ProductSummary {
  return {
    id,
    name: `Product ${id}`,
    author: { id: 1, nickName: 'StreamCraft', avatar: null },
    deviceFamily: 'streamDock',
    contentTypes: ['plugin', 'icon'],
    category: 'streaming',
    cover: null,
    coverVariants: [],
    currency: 'USD',
    price: id % 2 ? 0 : 299,
    likeCount: 3,
    downloadCount: 7,
    createdAt: '2026-01-05T09:00:00.000Z',
  };
}

/** Every text and label on the page. */
function shownStrings(): string[] {
  const strings = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    strings.push(node.textContent ?? '');
  }
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name);
      if (value) strings.push(value);
    }
  }
  return strings;
}

beforeEach(() => {
  localStorage.clear();
  useTokenStore.getState().removeToken();
  // GET /api/home: a featured product and the shelves (the home page's one request).
  const home: Home = {
    featured: [{ ...product(3), overview: 'Featured' }],
    shelves: HOME_SHELVES.map((key) => ({ key, products: [product(1), product(2)] })),
  };
  vi.stubGlobal('fetch', async () => Response.json({ code: 200, msg: 'ok', data: home }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the first load', () => {
  it.each(['en', 'zh', 'ko'] as const)(
    'shows /home, its header, menu and footer in %s without the pages’ strings',
    async (lang) => {
      await initI18n('en', 'firstLoad');
      await switchLanguage(lang);
      useMainStore.getState().setLang(lang);
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      render(
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={['/home']}>
            <Header />
            <main>
              <HomePage />
            </main>
            <Footer />
          </MemoryRouter>
        </QueryClientProvider>,
      );
      // A busy machine may take more than the default second to render the page.
      expect(await screen.findAllByText('Product 1', {}, { timeout: 10_000 })).not.toHaveLength(0);
      // The phone menu too: a drawer with the families, tutorials and preferences.
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: CORE[lang].nav.menu }));
      });
      expect(screen.getByRole('dialog')).toBeTruthy();
      const untranslated = shownStrings().filter((text) => KEY.test(text));
      expect(untranslated).toEqual([]);
    },
  );
});
