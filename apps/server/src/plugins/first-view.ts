import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { isLocale, type Locale } from '@space/contracts/locales';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from '../lib/escape-html.ts';

/**
 * The first view of public catalogue pages rendered on the server (decision 046) by the web
 * app's own components (apps/web/src/entry-server.tsx, built beside the app into
 * `<dist>-ssr/`). What that module exports, typed here rather than imported: the server is
 * built without the web app's sources.
 */
interface FirstViewModule {
  isFirstViewPath(pathname: string): boolean;
  renderFirstView(request: {
    url: string;
    lang: Locale;
    theme: 'light' | 'dark';
    fetch: typeof fetch;
  }): Promise<{ html: string; title: string; state: unknown } | null>;
}

export type FirstViewRenderer = (request: FastifyRequest) => Promise<FirstView | null>;

export interface FirstView {
  html: string;
  title: string;
  state: unknown;
  lang: Locale;
  theme: 'light' | 'dark';
}

/** Renders queue (the module renders one at a time); past this many a page goes without. */
const MAX_WAITING = 8;
/** A render slower than this is not waited for: the page goes out as the plain app. */
const RENDER_TIMEOUT_MS = 1500;
/** Written by index.html's script: the language and theme the visitor's app will show. */
const PREFERENCES_COOKIE = /(?:^|;\s*)space-prefs=(en|zh|ko)\.(light|dark)(?:;|$)/;

export function firstViewEntryFor(distDir: string): string {
  return path.join(path.dirname(distDir), `${path.basename(distDir)}-ssr`, 'entry-server.js');
}

/** The visitor's language and theme: their app's (the cookie), else their browser's language. */
export function preferencesOf(request: FastifyRequest): { lang: Locale; theme: 'light' | 'dark' } {
  const cookie = PREFERENCES_COOKIE.exec(request.headers.cookie ?? '');
  if (cookie) return { lang: cookie[1] as Locale, theme: cookie[2] as 'light' | 'dark' };
  // The app's default: the browser's language (navigator.language), when it is one of ours.
  const first = (request.headers['accept-language'] ?? '').split(',')[0]?.trim().slice(0, 2);
  return { lang: isLocale(first) ? first : 'en', theme: 'light' };
}

/** The app's API calls while rendering, answered by the server's own router. */
function injectingFetch(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const response = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...headers, host: request.headers.host ?? 'localhost' },
      remoteAddress: request.ip,
    });
    return new Response(new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? '') },
    });
  };
}

/**
 * The renderer for one build, or null without a server bundle. A failed, slow or refused
 * render is logged and the page is served as the plain app: the first view is a speed-up,
 * never a reason for a page not to load.
 */
export async function loadFirstViewRenderer(
  app: FastifyInstance,
  distDir: string,
): Promise<FirstViewRenderer | null> {
  const entry = firstViewEntryFor(distDir);
  if (!fs.existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as FirstViewModule;
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;

  return async (request) => {
    const url = request.url;
    const pathname = url.split('?')[0] ?? url;
    if (!module.isFirstViewPath(pathname)) return null;
    // A partner brand's host: the app switches to that brand's catalogue once it loads.
    if (app.brands.tenantForHost(request.hostname) !== null) return null;
    if (waiting >= MAX_WAITING) return null;
    const { lang, theme } = preferencesOf(request);
    waiting++;
    const render = queue.then(() =>
      module.renderFirstView({ url, lang, theme, fetch: injectingFetch(app, request) }),
    );
    queue = render.catch(() => undefined).finally(() => waiting--);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
    });
    try {
      const view = await Promise.race([render, timeout]);
      if (!view) return null;
      return { ...view, lang, theme };
    } catch (error) {
      request.log.warn({ err: error, url }, 'first view not rendered; the plain app serves');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * index.html for pages with a first view: the app's code is asked for once that view has
 * painted (the frame after the first, or after 3 s in a tab in the background, where frames
 * wait), so on a slow link the page's HTML, CSS and largest image do not share the bandwidth
 * with JavaScript that only makes it interactive.
 */
export function firstViewTemplate(indexHtml: string): string {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry) return indexHtml;
  const preloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const loader =
    '(function () {' +
    'var started = false;' +
    'function add(tag, props) {' +
    'var element = document.createElement(tag);' +
    'for (var key in props) element[key] = props[key];' +
    "element.crossOrigin = '';" +
    'document.head.appendChild(element);' +
    '}' +
    'function start() {' +
    'if (started) return;' +
    'started = true;' +
    `${JSON.stringify(preloads)}.forEach(function (href) { add('link', { rel: 'modulepreload', href: href }); });` +
    `add('script', { type: 'module', src: ${JSON.stringify(entry)} });` +
    '}' +
    'requestAnimationFrame(function () { setTimeout(start, 0); });' +
    'setTimeout(start, 3000);' +
    '})();';
  return indexHtml
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', `  <script>${loader}</script>\n  </body>`);
}

/** index.html with the first view in #root, its data beside it, and its title and language. */
export function withFirstView(indexHtml: string, view: FirstView): string {
  const state = JSON.stringify(view.state).replace(/</g, '\\u003c');
  return indexHtml
    .replace(
      /<html lang="[^"]*">/,
      `<html lang="${view.lang === 'zh' ? 'zh-CN' : view.lang}" data-theme="${view.theme}" data-first-view-for="${view.lang} ${view.theme}">`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(view.title)}</title>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-first-view>${view.html}</div>` +
        `<script type="application/json" id="first-view-state">${state}</script>`,
    );
}

/** The page in the best encoding the browser accepts: brotli at a quick level, else gzip. */
export function compressedPage(
  html: string,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding: 'br' | 'gzip' | null } {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) {
    const body = zlib.brotliCompressSync(html, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
    });
    return { body, encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepted)) return { body: zlib.gzipSync(html), encoding: 'gzip' };
  return { body: Buffer.from(html), encoding: null };
}
