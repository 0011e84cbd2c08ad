import fs from 'node:fs';
import path from 'node:path';
import { STORAGE_KEYS } from '@space/contracts/storage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backgroundVideoFor } from '../src/config/brand.ts';

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
