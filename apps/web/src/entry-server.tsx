import { DEVICE_FAMILIES } from '@space/contracts/catalog';
import { langHeaderFor, type Locale } from '@space/contracts/locales';
import { CLIENT_HEADER, PARTNER_BRANDS, tenantByCode } from '@space/contracts/tenants';
import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { App } from './app/App.tsx';
import { PageNameSink } from './app/navigation/page-name.ts';
import { documentTitle } from './app/navigation/use-navigation-effects.ts';
import { paths } from './config/paths.ts';
import { setHtmlParser } from './features/articles/html-tree.ts';
import { parse5Html } from './features/articles/parse5-html.ts';
import { routes } from './app/router.tsx';
import { setApiTransport } from './lib/api-client.ts';
import { initI18n, loadPageMessages, translator } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { createRouter, whenInitialized } from './lib/router/create-router.ts';
import { createMemoryHistory } from './lib/router/history.ts';
import { useMainStore, type ThemeColor } from './stores/main-store.ts';
import { useSoftwareStore } from './stores/software-store.ts';

/**
 * The first view of a public page rendered on the server (decisions 046, 049): the same
 * components as in the browser, for an anonymous visitor in the given language and theme, with
 * the data their routes prefetch. The browser hydrates it with that data, so it paints before
 * the app's code has arrived and does not change when the code takes over.
 *
 * Renders run concurrently, each with its own query cache, router and API transport. What the
 * app keeps in module singletons (the language and theme in the main store, the translator's
 * language) is set at the start of the one synchronous `renderToString` and read within it: no
 * other render can run in between.
 */
export interface FirstViewRequest {
  /** Path and query, e.g. `/product?id=29`. */
  url: string;
  lang: Locale;
  theme: ThemeColor;
  /** Answers the app's API calls for this request: the server's own functions, in process. */
  fetch: typeof fetch;
}

export interface FirstView {
  html: string;
  title: string;
  state: DehydratedState;
}

/** Node's AsyncLocalStorage, as much of it as is used (the web app is typed without Node's). */
interface RequestScope<T> {
  run<R>(store: T, callback: () => R): R;
  getStore(): T | undefined;
}
const { AsyncLocalStorage } = (
  globalThis as unknown as { process: { getBuiltinModule(id: string): unknown } }
).process.getBuiltinModule('node:async_hooks') as {
  AsyncLocalStorage: new <T>() => RequestScope<T>;
};

/** The API transport of the render whose prefetch or query is running. */
const requestFetch = new AsyncLocalStorage<typeof fetch>();
setApiTransport((input, init) => {
  const fetchForRequest = requestFetch.getStore();
  if (!fetchForRequest) return Promise.reject(new Error('an API call outside a first view'));
  return fetchForRequest(input, init);
});

// No DOM here: articles are parsed as the browser's DOMParser would (decision 060).
setHtmlParser(parse5Html);

/**
 * The request's API calls as an anonymous visitor in its language: whatever the shared stores
 * hold, no token, no client brand (the host chooses the brand).
 */
function visitorFetch(request: FirstViewRequest): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('lang', langHeaderFor(request.lang));
    headers.set('accept-language', request.lang);
    for (const name of ['authorization', 'satoken', CLIENT_HEADER]) headers.delete(name);
    return request.fetch(input, { ...init, headers });
  };
}

/**
 * Every public page (decisions 046, 060): the storefront, a product, a search, a device family
 * and its lists, the hub, the articles and their authors, the experts, the video tutorials and
 * the partners' login pages (their landing pages). Account, money and creator pages stay the
 * plain app.
 */
const FIRST_VIEW_PREFIXES = [
  paths.home,
  paths.product,
  paths.search,
  paths.hub,
  ...DEVICE_FAMILIES.map((family) => family.path),
  paths.discovery,
  paths.article,
  paths.author,
  paths.expertList,
  paths.videoTutorial,
  paths.videoPlayer,
  ...PARTNER_BRANDS.map((brand) => `${paths.login}_${tenantByCode(brand)!.routeSuffix}`),
].map((path) => path.toLowerCase());

export function isFirstViewPath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return FIRST_VIEW_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Renders of a page whose lazily loaded part (a product's description) has not got its code
 * yet: only the first renders after the server starts, while those chunks load once.
 */
const MAX_RENDERS = 3;
/** How renderToString marks a Suspense boundary it could not finish. */
const SUSPENDED_BOUNDARY = '<!--$!-->';

/**
 * Whether a query's component wants it now: `enabled: false` ones (a signed-in user's cart, a
 * list that waits to be scrolled near) stay as the browser's first render has them.
 */
function isEnabled(query: Query): boolean {
  // The observer's options, `enabled` among them, are what the query was built with.
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Where the app ends for `url`: spec §2's `lang` parameter applied (the request's language)
 * and removed by a replacing redirect, the other parameters kept as the guard keeps them.
 */
function withoutLang(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const params = new URLSearchParams(url.slice(mark + 1));
  if (!params.has('lang')) return url;
  params.delete('lang');
  const search = params.toString();
  return `${url.slice(0, mark)}${search ? `?${search}` : ''}`;
}

/**
 * The page's markup, or null when the URL is not one to render here: a guard redirected it
 * (a login page instead, a brand in the query), it failed to load, or its data did not all
 * arrive. A `?lang=` is rendered as the app shows it: the URL without it, in the request's
 * language (decision 060).
 */
export async function renderFirstView(request: FirstViewRequest): Promise<FirstView | null> {
  await initI18n(request.lang);
  await loadPageMessages();

  const queryClient = createQueryClient();
  // A visitor without a brand of their own; the root's prefetch reads it as the router starts.
  useSoftwareStore.setState({ software: null, client: null });
  // The route's guards and prefetches (the data the page shows) start here, with this
  // request's transport; the router is initialized once they are in. They read the language
  // as they start (tutorials ask for theirs): synchronously, so it is this visitor's.
  useMainStore.setState({ lang: request.lang });
  const router = requestFetch.run(visitorFetch(request), () =>
    createRouter(routes, createMemoryHistory([request.url]), { queryClient }),
  );
  await whenInitialized(router);
  const { location, error, matches } = router.state;
  if (error || `${location.pathname}${location.search}` !== withoutLang(request.url)) return null;

  // The page's own name: a page names itself once its data is there (a product's name).
  let pageName: string | null;
  const app = (
    <PageNameSink.Provider value={(name) => (pageName = name)}>
      <App router={router} queryClient={queryClient} />
    </PageNameSink.Provider>
  );
  let html = '';
  let title = '';
  for (let render = 0; render < MAX_RENDERS; render++) {
    // From here to the title, synchronous: these singletons are this visitor's throughout.
    useMainStore.setState({ lang: request.lang, themeColor: request.theme });
    translator.use(request.lang);
    pageName = null;
    html = renderToString(app);
    title = documentTitle(matches, translator.t, pageName);
    if (!html.includes(SUSPENDED_BOUNDARY)) break;
    // A lazily loaded part asked for its code: a moment for it.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  // Never a boundary left to the browser: finishing one would need an inline script, which
  // the CSP refuses, and hydration would give up on it.
  if (html.includes(SUSPENDED_BOUNDARY)) return null;
  // Nor a failure (a limit reached, a product that is gone) or data no prefetch asked for: the
  // browser asks again and shows what it gets, rather than hydrating over a state it would
  // not have.
  const queries = queryClient.getQueryCache().getAll();
  if (queries.some((query) => isEnabled(query) && query.state.status !== 'success')) return null;

  return { html, title, state: dehydrate(queryClient) };
}
