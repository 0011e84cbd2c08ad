import fs from 'node:fs';
import path from 'node:path';
import { STORAGE_KEYS } from '@space/contracts/storage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backgroundVideoFor } from '../src/config/brand.ts';
import { CART_STORE_KEY } from '../src/stores/cart-store.ts';

const html = fs.readFileSync(path.resolve(import.meta.dirname, '../index.html'), 'utf8');
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

/** Runs index.html's inline script as the browser would, at `pathname`, with `stored` theme. */
function runAt(pathname: string, stored: string | null, prefersDark = false) {
  window.history.replaceState(null, '', pathname);
  if (stored === null) localStorage.removeItem(STORAGE_KEYS.themePreference);
  else localStorage.setItem(STORAGE_KEYS.themePreference, stored);
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: prefersDark && query.includes('dark') }) as MediaQueryList,
  );
  new Function(inlineScript)();
}

const posterPreloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=image]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel=preload]')) link.remove();
  delete document.documentElement.dataset.theme;
  delete document.documentElement.dataset.firstView;
  document.documentElement.removeAttribute('data-first-view-for');
  localStorage.clear();
  document.cookie = 'space-prefs=; max-age=0; path=/';
  vi.restoreAllMocks();
});

describe("index.html's script before the app (issue 14)", () => {
  it('has exactly one inline script, reading the theme under the key the store writes', () => {
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(inlineScript).toContain(`'${STORAGE_KEYS.themePreference}'`);
  });

  it.each([
    ['light', false, 'light'],
    ['dark', false, 'dark'],
    [null, true, 'dark'],
    [null, false, 'light'],
    ['purple', true, 'dark'],
  ] as const)(
    'stored %s, system dark %s: sets the %s theme and preloads its hero poster on /home',
    (stored, prefersDark, theme) => {
      runAt('/home', stored, prefersDark);
      expect(document.documentElement.dataset.theme).toBe(theme);
      expect(posterPreloads()).toEqual([backgroundVideoFor(theme).poster]);
    },
  );

  it.each(['/', '/StreamDock/home'])('preloads the poster on %s, which leads to /home', (path) => {
    runAt(path, 'light');
    expect(posterPreloads()).toEqual([backgroundVideoFor('light').poster]);
  });

  it.each(['/product', '/search', '/mKey'])('preloads no poster on %s', (path) => {
    runAt(path, 'dark');
    expect(posterPreloads()).toEqual([]);
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});

describe("index.html's script and the server's first view (decision 046)", () => {
  /** Runs the script on a page the server rendered for `servedFor` ("<lang> <theme>"). */
  function runServedFor(
    servedFor: string | null,
    stored: Record<string, unknown> = {},
    url = '/product?id=1',
  ) {
    if (servedFor) document.documentElement.setAttribute('data-first-view-for', servedFor);
    for (const [key, value] of Object.entries(stored)) {
      localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    runAt(url, (stored[STORAGE_KEYS.themePreference] as string | undefined) ?? null);
  }
  const shown = () => document.documentElement.dataset.firstView !== 'off';
  const mainStore = (lang: string) => ({ state: { lang, themeColor: 'light' }, version: 1 });

  it("keeps a first view rendered in this visitor's language and theme", () => {
    runServedFor('en light');
    expect(shown()).toBe(true);
  });

  it("keeps the app's language and theme in a cookie, for the next page the server renders", () => {
    runServedFor(null, { [STORAGE_KEYS.mainStore]: mainStore('ko'), themePreference: 'dark' });
    expect(document.cookie).toContain('space-prefs=ko.dark');
  });

  it.each([
    ['another language', { [STORAGE_KEYS.mainStore]: mainStore('zh') }],
    ['another theme', { [STORAGE_KEYS.themePreference]: 'dark' }],
    ['a session', { [STORAGE_KEYS.token]: { tokenValue: 'abc' } }],
    ['a cart', { [CART_STORE_KEY]: { state: { productIds: [3] }, version: 1 } }],
    ['a partner brand', { [STORAGE_KEYS.softwareStore]: { state: { client: 'AJAZZ' } } }],
  ])('hides a first view rendered for someone else: %s', (_case, stored) => {
    runServedFor('en light', stored);
    expect(shown()).toBe(false);
  });

  // Decision 060: the server renders `?lang=`'s language, which the app adopts before it hydrates.
  it.each([
    ['/product?id=1&lang=zh', 'zh light', {}],
    ['/search?lang=ko&q=icon', 'ko light', { [STORAGE_KEYS.mainStore]: mainStore('zh') }],
    ['/home?lang=en', 'en light', { [STORAGE_KEYS.mainStore]: mainStore('ko') }],
    // Not one of the app's languages: the app ignores it, and so does the first view.
    ['/home?lang=fr', 'en light', {}],
  ])('keeps a first view of %s rendered for %s', (url, servedFor, stored) => {
    runServedFor(servedFor, stored, url);
    expect(shown()).toBe(true);
    expect(document.cookie).toContain(`space-prefs=${servedFor.replace(' ', '.')}`);
  });

  it.each([
    ['/product?id=1&lang=zh', 'en light'],
    ['/product?id=1&lang=zh&client=AJAZZ', 'zh light'],
    ['/product?id=1&software=x', 'en light'],
  ])('hides a first view of %s rendered for %s', (url, servedFor) => {
    runServedFor(servedFor, {}, url);
    expect(shown()).toBe(false);
  });

  it('reads the keys the stores write', () => {
    for (const key of [
      STORAGE_KEYS.mainStore,
      STORAGE_KEYS.token,
      STORAGE_KEYS.softwareStore,
      CART_STORE_KEY,
    ]) {
      expect(inlineScript).toContain(`'${key}'`);
    }
  });
});
