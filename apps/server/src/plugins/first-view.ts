import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { articleFeedQuerySchema, articleIdParamsSchema } from '@space/contracts/articles';
import { authorIdParamsSchema } from '@space/contracts/authors';
import { brandParamsSchema } from '@space/contracts/brands';
import { envelope } from '@space/contracts/envelope';
import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import {
  contentLocaleOf,
  isLocale,
  localeFromLangHeader,
  type Locale,
} from '@space/contracts/locales';
import { productIdParamsSchema, productListQuerySchema } from '@space/contracts/products';
import { reviewListQuerySchema, reviewPageSchema } from '@space/contracts/reviews';
import { expertListQuerySchema } from '@space/contracts/social';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import {
  videoDetailQuerySchema,
  videoIdParamsSchema,
  videoListQuerySchema,
} from '@space/contracts/videos';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { ok as enveloped } from '../lib/envelope.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { limitPerAddress } from '../lib/rate-limits.ts';
import { serializeAnswer } from '../lib/response-serializer.ts';
import {
  articleDetailAnswer,
  articleDetailResponseSchema,
  articleFeedAnswer,
  articleFeedResponseSchema,
  relatedContentAnswer,
  relatedContentResponseSchema,
} from '../modules/articles/index.ts';
import { authorProfileAnswer, authorProfileResponseSchema } from '../modules/authors/index.ts';
import { brandAnswer, brandResponseSchema } from '../modules/brands/index.ts';
import { homeAnswer, homeResponseSchema } from '../modules/home/index.ts';
import {
  productDetailAnswer,
  productDetailResponseSchema,
  productListAnswer,
  productListResponseSchema,
} from '../modules/products/index.ts';
import { publicReviewPage } from '../modules/reviews/index.ts';
import { expertListAnswer, expertListResponseSchema } from '../modules/social/index.ts';
import {
  videoDetailAnswer,
  videoDetailResponseSchema,
  videoListAnswer,
  videoListResponseSchema,
} from '../modules/videos/index.ts';

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
    /** Answers the render's API calls: in process, for this request's visitor. */
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

/**
 * Renders in flight at once; past this many a page goes out as the plain app at once (no
 * queue). Renders are synchronous CPU work on one event loop (/home about 80 ms on this 2-core
 * machine), so more in flight only makes each wait longer for the same cores: two per core keeps
 * a first view's wait near that of 4 connections (p99 0.4 s for /home) while the rest of a
 * burst gets the plain app at once (docs/benchmarks.md, decision 049).
 */
const MAX_RENDERING = Math.max(2, 2 * os.availableParallelism());
/** A render slower than this is not waited for: the page goes out as the plain app. */
const RENDER_TIMEOUT_MS = 1500;
/** Written by index.html's script: the language and theme the visitor's app will show. */
const PREFERENCES_COOKIE = /(?:^|;\s*)space-prefs=(en|zh|ko)\.(light|dark)(?:;|$)/;

export function firstViewEntryFor(distDir: string): string {
  return path.join(path.dirname(distDir), `${path.basename(distDir)}-ssr`, 'entry-server.js');
}

/**
 * The language a page's `?lang=` asks for (spec §2: the app applies en, zh or ko and drops the
 * parameter), or null without a valid one.
 */
export function queryLangOf(url: string): Locale | null {
  const query = url.split('#')[0]!.split('?')[1];
  if (query === undefined) return null;
  const lang = new URLSearchParams(query).get('lang');
  return isLocale(lang) ? lang : null;
}

/**
 * The visitor's language and theme: their app's (the cookie), else their browser's language;
 * a valid `?lang=` wins over both, as the app adopts it before it shows the page.
 */
export function preferencesOf(request: FastifyRequest): { lang: Locale; theme: 'light' | 'dark' } {
  const asked = queryLangOf(request.url);
  const cookie = PREFERENCES_COOKIE.exec(request.headers.cookie ?? '');
  if (cookie) {
    return { lang: asked ?? (cookie[1] as Locale), theme: cookie[2] as 'light' | 'dark' };
  }
  // The app's default: the browser's language (navigator.language), when it is one of ours.
  const first = (request.headers['accept-language'] ?? '').split(',')[0]?.trim().slice(0, 2);
  return { lang: asked ?? (isLocale(first) ? first : 'en'), theme: 'light' };
}

/** An answer of the in-process API: the status and body the HTTP route would send. */
export interface InProcessAnswer {
  status: number;
  body: string;
}

/**
 * What the route's schema does to a 200 answer before it is sent: the route's own serializer
 * (checked against the schema outside production, decision 080).
 */
function serialized(app: FastifyInstance, schema: z.ZodType, payload: unknown): string {
  return serializeAnswer(schema, app.config.responseValidation, payload);
}

/** GET /api/products/:id/reviews's 200 answer, as its route's schema shapes it. */
const reviewPageResponseSchema = envelope(reviewPageSchema);

/** A query string as Fastify's parser gives it: a repeated name's values in an array. */
function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(search.keys())) {
    const values = search.getAll(name);
    query[name] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

/**
 * The brand a page's visitor sees: its host's, else the default, as viewerTenantOf chooses for
 * a request without a session or client header. A page request's token or header never makes
 * its first view another brand's or a signed-in user's.
 */
function visitorTenantOf(app: FastifyInstance, request: FastifyRequest): number {
  return app.brands.tenantForHost(request.hostname) ?? DEFAULT_TENANT_ID;
}

/** What an in-process endpoint is answered for: the page's visitor and the call's language. */
interface InProcessCall {
  app: FastifyInstance;
  request: FastifyRequest;
  /** The path's parameters (`:id`, `:code`), decoded. */
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  viewer: { tenantId: number; locale: Locale };
  /** The `lang` header's language (the interface language), as `request.locale` is. */
  headerLocale: Locale;
}

interface InProcessEndpoint {
  path: RegExp;
  answer(call: InProcessCall): Promise<string>;
}

/** A path with `:name` segments as a pattern whose groups are those names. */
const pattern = (path: string) => new RegExp(`^${path.replace(/:([a-z]+)/g, '(?<$1>[^/]+)')}$`);

/**
 * The public GET endpoints the first views read, answered by the functions their routes call
 * and serialised by their routes' schemas. None needs a session, and the viewer is always an
 * anonymous visitor: an article or author only the visitor's brand shows, published and public.
 */
const IN_PROCESS_ENDPOINTS: InProcessEndpoint[] = [
  {
    path: pattern('/api/home'),
    answer: async ({ app, viewer }) =>
      serialized(app, homeResponseSchema, await homeAnswer(app.db, viewer)),
  },
  {
    path: pattern('/api/brands/:code'),
    answer: async ({ app, params }) => {
      const { code } = brandParamsSchema.parse(params);
      return serialized(app, brandResponseSchema, await brandAnswer(app.db, code));
    },
  },
  {
    path: pattern('/api/products'),
    answer: async ({ app, request, query, viewer }) => {
      await limitPerAddress(app, 'searchPerAddress')(request);
      const parsed = productListQuerySchema.parse(query);
      const answer = await productListAnswer(app, parsed, viewer);
      return serialized(app, productListResponseSchema, answer);
    },
  },
  {
    path: pattern('/api/products/:id'),
    answer: async ({ app, request, params, viewer }) => {
      // Not a product: its own route (the search box's suggestions).
      if (params.id === 'suggestions') throw new AppError('NOT_FOUND');
      const { id } = productIdParamsSchema.parse(params);
      const answer = await productDetailAnswer(app, request, id, viewer);
      return serialized(app, productDetailResponseSchema, answer);
    },
  },
  {
    path: pattern('/api/products/:id/reviews'),
    answer: async ({ app, params, query, viewer }) => {
      const { id } = productIdParamsSchema.parse(params);
      const parsed = reviewListQuerySchema.parse(query);
      const now = new Date(app.clock.now());
      const answer = await publicReviewPage(app.db, id, parsed, viewer, now);
      return serialized(app, reviewPageResponseSchema, enveloped(answer));
    },
  },
  {
    path: pattern('/api/articles'),
    answer: async ({ app, query, viewer }) => {
      const parsed = articleFeedQuerySchema.parse(query);
      const answer = await articleFeedAnswer(app.db, viewer.tenantId, parsed, viewer.locale);
      return serialized(app, articleFeedResponseSchema, answer);
    },
  },
  {
    path: pattern('/api/articles/:id'),
    answer: async ({ app, params, viewer }) => {
      const { id } = articleIdParamsSchema.parse(params);
      const answer = await articleDetailAnswer(app.db, id, { ...viewer, userId: null });
      return serialized(app, articleDetailResponseSchema, answer);
    },
  },
  {
    path: pattern('/api/articles/:id/related'),
    answer: async ({ app, params, viewer }) => {
      const { id } = articleIdParamsSchema.parse(params);
      const answer = await relatedContentAnswer(app.db, id, { ...viewer, userId: null });
      return serialized(app, relatedContentResponseSchema, answer);
    },
  },
  {
    path: pattern('/api/authors/:id'),
    answer: async ({ app, params, viewer }) => {
      const { id } = authorIdParamsSchema.parse(params);
      const answer = await authorProfileAnswer(app.db, id, viewer.tenantId);
      return serialized(app, authorProfileResponseSchema, answer);
    },
  },
  {
    path: pattern('/api/experts'),
    answer: async ({ app, query, viewer }) => {
      const parsed = expertListQuerySchema.parse(query);
      const answer = await expertListAnswer(app.db, viewer.tenantId, null, parsed);
      return serialized(app, expertListResponseSchema, answer);
    },
  },
  {
    path: pattern('/api/videos'),
    answer: async ({ app, query, headerLocale }) => {
      const parsed = videoListQuerySchema.parse(query);
      const answer = await videoListAnswer(app.db, parsed, parsed.lang ?? headerLocale);
      return serialized(app, videoListResponseSchema, answer);
    },
  },
  {
    path: pattern('/api/videos/:id'),
    answer: async ({ app, params, query, headerLocale }) => {
      const { id } = videoIdParamsSchema.parse(params);
      const { lang } = videoDetailQuerySchema.parse(query);
      const answer = await videoDetailAnswer(app.db, id, lang ?? headerLocale);
      return serialized(app, videoDetailResponseSchema, answer);
    },
  },
];

/**
 * The public GET endpoints a first view reads (IN_PROCESS_ENDPOINTS), answered in process for
 * the visitor of `request` (its host chooses the brand, as for a visitor without a session) and the language
 * the call's `lang` and `Accept-Language` headers name: the same body the HTTP answer has. Any
 * other path is not found: a first view reads nothing else, and nothing that needs a session.
 */
export async function inProcessAnswer(
  app: FastifyInstance,
  request: FastifyRequest,
  pathAndQuery: string,
  headers: Headers,
): Promise<InProcessAnswer> {
  const url = new URL(pathAndQuery, 'http://localhost');
  try {
    // As the /api/ requests' hook does: host rules fresh before the brand is chosen.
    await app.brands.refreshIfStale();
    for (const endpoint of IN_PROCESS_ENDPOINTS) {
      const match = endpoint.path.exec(url.pathname);
      if (!match) continue;
      const params = Object.fromEntries(
        Object.entries(match.groups ?? {}).map(([name, value]) => [
          name,
          decodeURIComponent(value),
        ]),
      );
      const langHeader = headers.get('lang') ?? undefined;
      const call: InProcessCall = {
        app,
        request,
        params,
        query: queryObject(url.searchParams),
        viewer: {
          tenantId: visitorTenantOf(app, request),
          locale: contentLocaleOf(headers.get('accept-language') ?? undefined, langHeader),
        },
        headerLocale: localeFromLangHeader(langHeader),
      };
      return ok(await endpoint.answer(call));
    }
    return failed(new AppError('NOT_FOUND'), headers);
  } catch (error) {
    return failed(error, headers);
  }
}

const ok = (body: string): InProcessAnswer => ({ status: 200, body });

/**
 * A refusal (a product gone, a limit reached, a bad parameter) in the envelope the error
 * handler would send: the first view is then not shown.
 */
function failed(error: unknown, headers: Headers): InProcessAnswer {
  const known =
    error instanceof AppError
      ? error
      : new AppError(error instanceof z.ZodError ? 'VALIDATION_FAILED' : 'INTERNAL');
  const locale = localeFromLangHeader(headers.get('lang') ?? undefined);
  const msg = known.userMessage ?? ERROR_MESSAGES[known.errorName][locale];
  return {
    status: known.status,
    body: JSON.stringify({ code: known.code, msg, data: known.data }),
  };
}

/** The app's API calls while rendering: answered in process, never through the router. */
function inProcessFetch(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const answer =
      (init?.method ?? 'GET') === 'GET'
        ? await inProcessAnswer(
            app,
            request,
            `${url.pathname}${url.search}`,
            new Headers(init?.headers),
          )
        : failed(new AppError('NOT_FOUND'), new Headers());
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  };
}

/**
 * Loads the server bundle's chunks (the pages and their lazily loaded parts: a product's
 * description, an article's body) in the background once the renderer is there. Otherwise the
 * first renders after a start read that code inside their 1.5 s budget and, on a busy machine,
 * fall back to the plain app; every chunk together is about 0.3 s of one core, once.
 */
async function preloadChunks(app: FastifyInstance, entry: string): Promise<void> {
  const folder = path.join(path.dirname(entry), 'assets');
  const chunks = fs.existsSync(folder)
    ? fs.readdirSync(folder).filter((name) => name.endsWith('.js'))
    : [];
  const loaded = await Promise.allSettled(
    chunks.map((name) => import(pathToFileURL(path.join(folder, name)).href)),
  );
  const failed = loaded.filter((result) => result.status === 'rejected');
  if (failed.length > 0) {
    // A chunk that cannot load now fails its render later, which serves the plain app.
    app.log.warn({ failed: failed.length }, 'first view: some chunks did not load ahead');
  }
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
  void preloadChunks(app, entry);
  let rendering = 0;

  return async (request) => {
    const url = request.url;
    const pathname = url.split('?')[0] ?? url;
    if (!module.isFirstViewPath(pathname)) return null;
    // A partner brand's host: the app switches to that brand's catalogue once it loads.
    if (app.brands.tenantForHost(request.hostname) !== null) return null;
    if (rendering >= MAX_RENDERING) return null;
    const { lang, theme } = preferencesOf(request);
    rendering++;
    const render = module
      .renderFirstView({ url, lang, theme, fetch: inProcessFetch(app, request) })
      // Counted until it ends, even when no longer waited for.
      .finally(() => rendering--);
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
      // A render given up on may still fail: nobody waits for it.
      render.catch(() => undefined);
    }
  };
}

/** The meta element that names the entry script of a page whose loader adds it later. */
export const ENTRY_META = 'space-entry';
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
  return (
    indexHtml
      .replace(ENTRY_SCRIPT, '')
      .replace(MODULE_PRELOAD, '')
      // The build's entry, named where the app's update check (spec §4) reads it when there is
      // no entry script tag to read.
      .replace('</head>', `  <meta name="${ENTRY_META}" content="${escapeHtml(entry)}">\n  </head>`)
      .replace('</body>', `  <script>${loader}</script>\n  </body>`)
  );
}

const FIRST_VIEW_STATE_ID = 'first-view-state';

/** index.html with the first view in #root, its data beside it, and its title and language. */
export function withFirstView(indexHtml: string, view: FirstView): string {
  const state = JSON.stringify(view.state).replace(/</g, '\\u003c');
  return (
    indexHtml
      .replace(
        /<html lang="[^"]*">/,
        `<html lang="${view.lang === 'zh' ? 'zh-CN' : view.lang}" data-theme="${view.theme}" data-first-view-for="${view.lang} ${view.theme}">`,
      )
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(view.title)}</title>`)
      // The first paint waits for the whole view to be parsed: painted after its first chunk, the
      // page was styled and laid out twice, the second time as one long task once it had shown.
      .replace(
        '</head>',
        `  <link rel="expect" href="#${FIRST_VIEW_STATE_ID}" blocking="render">\n  </head>`,
      )
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-first-view>${view.html}</div>` +
          `<script type="application/json" id="${FIRST_VIEW_STATE_ID}">${state}</script>`,
      )
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
