import { DEVICE_FAMILIES } from '@space/contracts/catalog';
import type { Locale } from '@space/contracts/locales';
import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { App } from './app/App.tsx';
import { PageNameSink } from './app/navigation/page-name.ts';
import { documentTitle } from './app/navigation/use-navigation-effects.ts';
import { paths } from './config/paths.ts';
import { routes } from './app/router.tsx';
import { setApiTransport } from './lib/api-client.ts';
import { initI18n, loadPageMessages, translator } from './lib/i18n.ts';
import { queryClient } from './lib/query-client.ts';
import { createRouter, whenInitialized } from './lib/router/create-router.ts';
import { createMemoryHistory } from './lib/router/history.ts';
import { useMainStore, type ThemeColor } from './stores/main-store.ts';
import { useSoftwareStore } from './stores/software-store.ts';

/**
 * The first view of a public page rendered on the server (decision 046): the same components
 * as in the browser, for an anonymous visitor in the given language and theme, with the data
 * their queries asked for. The browser hydrates it with that data, so it paints before the
 * app's code has arrived and does not change when the code takes over.
 *
 * One render at a time (the caller queues them): the stores, the translator and the query
 * cache are this module's singletons, as in the browser.
 */
export interface FirstViewRequest {
  /** Path and query, e.g. `/product?id=29`. */
  url: string;
  lang: Locale;
  theme: ThemeColor;
  /** Answers the app's API calls: the server's own router, without a socket. */
  fetch: typeof fetch;
}

export interface FirstView {
  html: string;
  title: string;
  state: DehydratedState;
}

/**
 * The pages a first visit usually lands on, all public: the storefront, a product, a search, a
 * device family and its lists, the hub. Account, money and creator pages stay the plain app.
 */
const FIRST_VIEW_PREFIXES = [
  paths.home,
  paths.product,
  paths.search,
  paths.hub,
  ...DEVICE_FAMILIES.map((family) => family.path),
].map((path) => path.toLowerCase());

export function isFirstViewPath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return FIRST_VIEW_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Renders of one page until its queries have their data and its lazy parts their code; each
 * pass may reveal new ones.
 */
const MAX_PASSES = 6;
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
 * The page's markup, or null when the URL is not one to render here: a guard redirected it
 * (a login page instead, a preference in the query) or it failed to load.
 */
export async function renderFirstView(request: FirstViewRequest): Promise<FirstView | null> {
  setApiTransport(request.fetch);
  queryClient.clear();
  useMainStore.setState({ lang: request.lang, themeColor: request.theme });
  useSoftwareStore.setState({ software: null, client: null });
  await initI18n(request.lang);
  await loadPageMessages();

  const router = createRouter(routes, createMemoryHistory([request.url]));
  await whenInitialized(router);
  const { location, error, matches } = router.state;
  if (error || `${location.pathname}${location.search}` !== request.url) return null;

  // The last pass's name: a page names itself once its data is there (a product's name).
  let pageName: string | null = null;
  const app = (
    <PageNameSink.Provider value={(name) => (pageName = name)}>
      <App router={router} />
    </PageNameSink.Provider>
  );
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    pageName = null;
    html = renderToString(app);
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter(
        (query) =>
          isEnabled(query) &&
          query.state.status === 'pending' &&
          query.state.fetchStatus === 'idle',
      );
    const suspended = html.includes(SUSPENDED_BOUNDARY);
    if (waiting.length === 0 && !suspended) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    // A lazily loaded part (a product's description) asked for its chunk: a moment for it.
    if (suspended) await new Promise((resolve) => setTimeout(resolve, 5));
  }
  // Never a boundary left to the browser: finishing one would need an inline script, which
  // the CSP refuses, and hydration would give up on it.
  if (html.includes(SUSPENDED_BOUNDARY)) return null;
  // Nor a failure (a limit reached, a product that is gone): the browser asks again and shows
  // what it gets, rather than hydrating over an error it would not have.
  const queries = queryClient.getQueryCache().getAll();
  if (queries.some((query) => isEnabled(query) && query.state.status !== 'success')) return null;

  const title = documentTitle(matches, translator.t, pageName);
  const state = dehydrate(queryClient);
  return { html, title, state };
}
