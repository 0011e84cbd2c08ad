import { describe, expect, it, vi } from 'vitest';
import { isNearViewport, loadedSources } from '../src/components/lazy-image/lazy-loader.ts';
import { brandForHost } from '../src/features/session/host-brand.ts';
import { rememberRoute, takeRememberedRoute } from '../src/lib/history-route.ts';
import { mainScriptOf } from '../src/features/version-check/use-version-check.ts';

const rect = (top: number, height = 100) =>
  ({ top, bottom: top + height, left: 0, right: 100, width: 100, height }) as DOMRect;

describe('lazy image rules (spec §9)', () => {
  it('starts loading within 1.3 viewports', () => {
    expect(isNearViewport(rect(1290), 1000, 1000)).toBe(true);
    expect(isNearViewport(rect(1310), 1000, 1000)).toBe(false);
    expect(isNearViewport(rect(-150), 1000, 1000)).toBe(false);
  });
  it('remembers at most 200 loaded sources, least recently used out first', () => {
    for (let i = 0; i < 205; i += 1) loadedSources.add(`/img/${i}`);
    expect(loadedSources.size).toBe(200);
    expect(loadedSources.has('/img/0')).toBe(false);
    expect(loadedSources.has('/img/204')).toBe(true);
  });
});

describe('historyRoute', () => {
  it('is taken once and never points off-site', () => {
    rememberRoute('/cart?x=1');
    expect(takeRememberedRoute()).toBe('/cart?x=1');
    expect(takeRememberedRoute()).toBe('/home');
    sessionStorage.setItem('historyRoute', '//evil.example');
    expect(takeRememberedRoute()).toBe('/home');
    rememberRoute('/login_VSD');
    expect(takeRememberedRoute()).toBe('/home');
  });
});

describe('host rules and update check', () => {
  const tenants = [
    { id: 10000005, code: 'darkFlash', name: 'darkFlash', hostRules: ['darkflash.'] },
    { id: 10000004, code: 'AJAZZ', name: 'AJAZZ', hostRules: ['ajazz.'] },
    { id: 10000002, code: 'VSD', name: 'VSDCraft', hostRules: ['vsdcraft.'] },
  ];
  it('maps partner sub-hosts to brands', () => {
    expect(brandForHost('darkflash.space.test', tenants)).toBe('darkFlash');
    expect(brandForHost('AJAZZ.shop.example', tenants)).toBe('AJAZZ');
    expect(brandForHost('vsdcraft.example.com', tenants)).toBe('VSD');
    expect(brandForHost('www.space.test', tenants)).toBeNull();
    expect(brandForHost('notdarkflash.example', tenants)).toBeNull();
  });
  it('reads the main script name from the site root', () => {
    expect(
      mainScriptOf(
        '<head><script type="module" crossorigin src="/assets/index-AbC123.js"></script></head>',
      ),
    ).toBe('/assets/index-AbC123.js');
    // A first view (the root redirects to /home) names its entry, loaded after the first paint.
    expect(
      mainScriptOf('<head><meta name="space-entry" content="/assets/index-XyZ789.js"></head>'),
    ).toBe('/assets/index-XyZ789.js');
    expect(mainScriptOf('<html></html>')).toBeNull();
    vi.restoreAllMocks();
  });
});
