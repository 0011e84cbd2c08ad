import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { build, makeTempDir } from '../support/helper.ts';
import { plainApp } from '../support/page-head.ts';

// The first view rendered on the server (decision 046): the server's part, with a stand-in for
// the web app's renderer (the real one is exercised by the browser tests, on the real build).
const THEME_SCRIPT = "document.documentElement.dataset.theme = 'light';";
const INDEX_HTML = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <title>Space</title>',
  `    <script>${THEME_SCRIPT}</script>`,
  '    <script type="module" crossorigin src="/assets/index-AbCdEf12.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react-XyZ98765.js">',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

/** Renders a heading with what it was asked for and what the API answered it. */
const RENDERER = `
export function isFirstViewPath(pathname) {
  return ['/search', '/product', '/broken', '/redirected', '/slow', '/script'].includes(pathname);
}
export async function renderFirstView({ url, lang, theme, fetch }) {
  if (url.startsWith('/broken')) throw new Error('a component failed on the server');
  if (url.startsWith('/redirected')) return null;
  if (url.startsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 2500));
  // Answered in process, as the real renderer's calls are (decision 049).
  const response = await fetch('/api/products?pageSize=1', { headers: { accept: 'application/json' } });
  const body = await response.json();
  const state = url.startsWith('/script')
    ? { note: '</script><script>alert(1)</script>' }
    : { tenants: body.data.list.length };
  return {
    html: '<h1>first view of ' + url + ' in ' + lang + ', ' + theme + ', ' + response.status + '</h1>',
    title: 'Product "29" | Space',
    state,
  };
}
`;

function makeWebBuild(): string {
  const parent = makeTempDir('space-first-view-');
  const dist = path.join(parent, 'web');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  fs.mkdirSync(path.join(parent, 'web-ssr'));
  fs.writeFileSync(path.join(parent, 'web-ssr', 'entry-server.js'), RENDERER);
  return dist;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('first views rendered on the server', async () => {
  const webDistDir = makeWebBuild();
  afterAll(() => fs.rmSync(path.dirname(webDistDir), { recursive: true, force: true }));
  const { app } = await build({ config: { webDistDir } });
  const page = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('puts the rendered page in #root, with its data, title and language', async () => {
    const response = await page('/search?q=29');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(response.body).toContain(
      '<div id="root" data-first-view><h1>first view of /search?q=29 in en, light, 200</h1></div>',
    );
    expect(response.body).toContain(
      '<script type="application/json" id="first-view-state">{"tenants":',
    );
    expect(response.body).toContain('<title>Product &quot;29&quot; | Space</title>');
    expect(response.body).toContain(
      '<html lang="en" data-theme="light" data-first-view-for="en light">',
    );
  });

  it('holds the first paint until the whole view is parsed, by the element that follows it', async () => {
    const { body } = await page('/search?q=29');
    const [, target] = /<link rel="expect" href="#([^"]+)" blocking="render">/.exec(body) ?? [];
    expect(target).toBe('first-view-state');
    // In the head, before anything renders; its element comes after the whole view.
    expect(body.indexOf('rel="expect"')).toBeLessThan(body.indexOf('</head>'));
    expect(body.indexOf(`id="${target}"`)).toBeGreaterThan(body.indexOf('</h1></div>'));
    // Without a first view there is nothing to wait for.
    expect((await page('/admin')).body).not.toContain('rel="expect"');
  });

  it("renders in the language and theme of the visitor's app (its cookie), else the browser's language", async () => {
    expect((await page('/search', { 'accept-language': 'ko-KR,ko;q=0.9' })).body).toContain(
      'data-first-view-for="ko light"',
    );
    const zh = await page('/search', {
      cookie: 'a=b; space-prefs=zh.dark',
      'accept-language': 'ko',
    });
    expect(zh.body).toContain(
      '<html lang="zh-CN" data-theme="dark" data-first-view-for="zh dark">',
    );
    expect(zh.body).toContain('in zh, dark');
    // Anything else in the cookie is not a preference.
    expect((await page('/search', { cookie: 'space-prefs=fr.purple' })).body).toContain(
      'data-first-view-for="en light"',
    );
  });

  // Decision 060: `?lang=` is the language switch (spec §2); the app adopts it before it shows.
  it('renders in the language ?lang= asks for, over the cookie and the browser', async () => {
    const zh = await page('/search?q=a&lang=zh', {
      cookie: 'space-prefs=en.dark',
      'accept-language': 'ko',
    });
    expect(zh.body).toContain('data-first-view-for="zh dark"');
    expect(zh.body).toContain('in zh, dark');
    expect((await page('/search?lang=ko', { 'accept-language': 'en' })).body).toContain(
      'data-first-view-for="ko light"',
    );
    // Only the app's languages: anything else is ignored, by the app too.
    for (const lang of ['fr', 'ZH', 'zh-CN', '']) {
      const other = await page(`/search?lang=${lang}`, { cookie: 'space-prefs=ko.light' });
      expect(other.body, lang).toContain('data-first-view-for="ko light"');
    }
  });

  it('asks for the app code after the first paint, by a script the CSP allows by its hash', async () => {
    const response = await page('/search');
    expect(response.body).not.toContain('<script type="module"');
    expect(response.body).not.toContain('rel="modulepreload"');
    const loader = /<script>(\(function \(\) \{[\s\S]*?)<\/script>/.exec(response.body)?.[1];
    expect(loader).toContain('/assets/index-AbCdEf12.js');
    expect(loader).toContain('/assets/react-XyZ98765.js');
    const scriptSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toContain(sha256(loader!));
    expect(scriptSrc).toContain(sha256(THEME_SCRIPT));
    expect(scriptSrc).not.toContain('unsafe-inline');
    // The app's update check (spec §4) still finds the build's entry in the page.
    expect(response.body).toContain(
      '<meta name="space-entry" content="/assets/index-AbCdEf12.js">',
    );
  });

  it('never lets data close its script element', async () => {
    const response = await page('/script');
    expect(response.body).not.toContain('</script><script>alert(1)');
    const state = /id="first-view-state">([^<]*)<\/script>/.exec(response.body)?.[1];
    expect(JSON.parse(state!)).toEqual({ note: '</script><script>alert(1)</script>' });
  });

  it('compresses the page for browsers that accept it', async () => {
    const response = await page('/search', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('data-first-view>');
  });

  it.each([
    ['a page it does not render', '/account'],
    ['a render that fails', '/broken'],
    ['a page its guards send elsewhere', '/redirected'],
    ['a render slower than the time allowed', '/slow'],
  ])('serves the plain app for %s', async (_case, url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(plainApp(response.body)).toBe(INDEX_HTML);
  });

  it('serves an unknown product as the plain app with 404, its render discarded (decisions 058, 059)', async () => {
    const response = await page('/product?id=987654');
    expect(response.statusCode).toBe(404);
    expect(plainApp(response.body)).toBe(INDEX_HTML);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
  });

  it('answers HEAD without rendering', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/search' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('with FIRST_VIEW=off', async () => {
  const webDistDir = makeWebBuild();
  afterAll(() => fs.rmSync(path.dirname(webDistDir), { recursive: true, force: true }));
  const { app } = await build({ config: { webDistDir, firstView: false } });

  it('serves the plain app even where the build can render', async () => {
    const response = await app.inject({ method: 'GET', url: '/search?q=29' });
    expect(plainApp(response.body)).toBe(INDEX_HTML);
  });
});

// Decision 062: public page HTML is shared a minute and revalidated; private pages are not kept.
describe('caching of page HTML', async () => {
  const webDistDir = makeWebBuild();
  afterAll(() => fs.rmSync(path.dirname(webDistDir), { recursive: true, force: true }));
  const { app } = await build({ config: { webDistDir } });
  const page = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it.each(['/search?q=29', '/home'])(
    'answers %s again with 304 and no body while the page is the same',
    async (url) => {
      const first = await page(url, { 'accept-encoding': 'br' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]{43}"$/);
      expect(String(first.headers.vary).split(/,\s*/)).toEqual(
        expect.arrayContaining(['accept-encoding', 'accept-language', 'cookie']),
      );
      const again = await page(url, { 'if-none-match': etag, 'accept-encoding': 'br' });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    },
  );

  it('gives a page rendered in another language or theme another ETag', async () => {
    const en = await page('/search?q=29', { cookie: 'space-prefs=en.light' });
    const zh = await page('/search?q=29', { cookie: 'space-prefs=zh.light' });
    const dark = await page('/search?q=29', { cookie: 'space-prefs=en.dark' });
    expect(new Set([en.headers.etag, zh.headers.etag, dark.headers.etag]).size).toBe(3);
    const stale = await page('/search?q=29', {
      cookie: 'space-prefs=zh.light',
      'if-none-match': String(en.headers.etag),
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('in zh, light');
  });

  it.each(['/cart', '/payment?orderNo=SP1', '/admin/orders', '/resetPwd_VSD', '/userInfo'])(
    'never lets anyone keep the private page %s',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.etag).toBeUndefined();
    },
  );

  it('answers a missing product 404 with no ETag, whatever If-None-Match says', async () => {
    const response = await page('/product?id=999999', { 'if-none-match': '*' });
    expect(response.statusCode).toBe(404);
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
  });
});
