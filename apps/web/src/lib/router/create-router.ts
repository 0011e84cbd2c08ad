import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import {
  createBrowserHistory,
  createKey,
  createPath,
  matchesPath,
  resolvePath,
  type History,
  type Location,
} from './history.ts';

/**
 * Runs before its route renders, on every navigation that reaches it (a changed query too):
 * returns where to go instead, or null to let the navigation through. The redirect takes the
 * place of the navigation it stops, so a URL a guard turned away never enters history.
 */
export type Guard = (url: URL, context: RouteContext) => string | null;

/** What a router gives its routes' guards and prefetches: the query cache its pages read. */
export interface RouteContext {
  queryClient: QueryClient;
}

/**
 * The data a route's page shows, asked for as the navigation starts, beside the page's code
 * (a loader): the navigation waits for both, so the page renders with its data. A failure is
 * the page's to show (its own query asks again), never the navigation's. The server's first
 * view calls the same before its one render (decision 049).
 */
export type Prefetch = (queryClient: QueryClient, url: URL) => Promise<unknown>;

export interface RouteObject {
  /** An absolute path ('/home', matched case-insensitively) or '*'; none for a layout route. */
  path?: string;
  element?: ReactNode;
  /** The page, loaded on first visit: every page is its own chunk. */
  lazy?: () => Promise<ComponentType>;
  guard?: Guard;
  prefetch?: Prefetch;
  /** Anything the app wants to read back through `useMatches` (the title key). */
  handle?: unknown;
  /** Shown in place of this route when it or a route under it fails to load or render. */
  errorElement?: ReactNode;
  children?: RouteObject[];
}

export interface RouteMatch {
  route: RouteObject;
  handle: unknown;
  /** The loaded page of a lazy route. */
  Component?: ComponentType;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** A path (resolved against the current location) or a step back (-1) or forward in history. */
export type NavigateFunction = (to: string | number, options?: NavigateOptions) => Promise<void>;

export interface RouterState {
  /** The location on screen; a navigation that is still loading has not changed it yet. */
  location: Location;
  matches: RouteMatch[];
  /** 'loading' while a navigation waits for a page's chunk and data. */
  navigation: 'idle' | 'loading';
  /** What failed to load (a chunk, a guard), shown by the nearest `errorElement`. */
  error: { value: unknown } | null;
  /** False until the first location is ready to show. */
  initialized: boolean;
}

export interface Router {
  readonly state: RouterState;
  subscribe(listener: () => void): () => void;
  navigate: NavigateFunction;
}

const MAX_REDIRECTS = 10;

/** Guards read whole URLs; on the server (a first view rendered there) there is no window. */
const baseUrl = () => (typeof window === 'undefined' ? 'http://localhost/' : window.location.href);

function branchesOf(routes: RouteObject[], parents: RouteObject[] = []): RouteObject[][] {
  return routes.flatMap((route) => {
    const branch = [...parents, route];
    if (route.children) return branchesOf(route.children, branch);
    return route.path ? [branch] : [];
  });
}

/**
 * The query cache as a navigation's prefetches see it: each asks once. The navigation waits for
 * its prefetches, so a retried transport failure would hold the old page on screen through the
 * retries' back-off and the page's own query would then retry as many times again; once
 * asked, the page shows its pending state and its query retries (a query's own `retry` stands).
 */
function askingOnce(queryClient: QueryClient): QueryClient {
  return new Proxy(queryClient, {
    get(target, property) {
      if (property === 'ensureQueryData' || property === 'prefetchQuery') {
        const method = target[property].bind(target) as (options: object) => Promise<unknown>;
        return (options: object) => method({ retry: false, ...options });
      }
      const value: unknown = Reflect.get(target, property, target);
      // Bound: the cache's own fields are private to the instance, not to this proxy.
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

/**
 * The app's router: matches the URL to a branch of `routes`, runs its guards (each redirect is
 * a new navigation), loads its lazy pages and their data (`prefetch`, layouts' first) while the
 * current page stays on screen, then commits the location to history and renders. The latest
 * navigation wins; back/forward navigate too.
 */
export function createRouter(
  routes: RouteObject[],
  history: History,
  context: RouteContext,
): Router {
  // Every path before the catch-all, whatever their order in the table.
  const branches = branchesOf(routes).sort(
    (a, b) => Number(a.at(-1)!.path === '*') - Number(b.at(-1)!.path === '*'),
  );
  const loaded = new Map<RouteObject, ComponentType>();
  const prefetchClient = askingOnce(context.queryClient);
  const listeners = new Set<() => void>();
  let latest = 0;
  let state: RouterState = {
    location: history.location,
    matches: [],
    navigation: 'idle',
    error: null,
    initialized: false,
  };

  const update = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  const matchesFor = (pathname: string): RouteMatch[] =>
    (branches.find((branch) => matchesPath(branch.at(-1)!.path!, pathname)) ?? []).map((route) => ({
      route,
      handle: route.handle,
      Component: loaded.get(route),
    }));

  /**
   * A navigation to `location`. `push` adds a history entry; `replace` swaps the current one;
   * `pop` is the first load or back/forward, where the browser is already at `location`.
   */
  async function start(
    location: Location,
    action: 'push' | 'replace' | 'pop',
    redirects = 0,
  ): Promise<void> {
    const id = ++latest;
    const { pathname, search, hash } = state.location;
    // A new hash on the same page only moves within it.
    if (
      state.initialized &&
      location.pathname === pathname &&
      location.search === search &&
      location.hash !== '' &&
      location.hash !== hash
    ) {
      return commit(location, action, state.matches, null);
    }
    let matches = matchesFor(location.pathname);
    let error: RouterState['error'] = null;
    try {
      const url = new URL(createPath(location), baseUrl());
      for (const { route } of matches) {
        const to = route.guard?.(new URL(url), context);
        if (to == null) continue;
        if (redirects >= MAX_REDIRECTS) throw new Error(`Too many redirects, at ${to}`);
        // A redirect takes the place of the navigation it stops: a push pushes the new target,
        // the first load and back/forward replace the entry they arrived at.
        const target = { ...resolvePath(to, location), state: null, key: createKey() };
        return start(target, action === 'push' ? 'push' : 'replace', redirects + 1);
      }
      const pending = matches.filter(({ route, Component }) => route.lazy && !Component);
      // Started in order, layouts first; a failed one is left to the page's own query.
      const prefetching = matches.flatMap(({ route }) =>
        route.prefetch ? [route.prefetch(prefetchClient, new URL(url)).catch(() => undefined)] : [],
      );
      if (pending.length > 0 || prefetching.length > 0) {
        update({ navigation: 'loading' });
        await Promise.all([
          ...pending.map(async ({ route }) => loaded.set(route, await route.lazy!())),
          ...prefetching,
        ]);
        if (id !== latest) return;
        matches = matchesFor(location.pathname);
      }
    } catch (thrown) {
      if (id !== latest) return;
      error = { value: thrown };
    }
    commit(location, action, matches, error);
  }

  function commit(
    location: Location,
    action: 'push' | 'replace' | 'pop',
    matches: RouteMatch[],
    error: RouterState['error'],
  ): void {
    if (action === 'push') history.push(location);
    else if (action === 'replace') history.replace(location);
    update({ location, matches, error, navigation: 'idle', initialized: true });
  }

  history.listen((location) => void start(location, 'pop'));
  void start(history.location, 'pop');

  return {
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const location = {
        ...resolvePath(to, state.location),
        state: options.state ?? null,
        key: createKey(),
      };
      return start(location, options.replace ? 'replace' : 'push');
    },
  };
}

/** The router over the browser's history, started at once so the first page's chunk loads early. */
export const createBrowserRouter = (routes: RouteObject[], context: RouteContext): Router =>
  createRouter(routes, createBrowserHistory(), context);

/** Resolves once the router shows its first location (its page's chunk loaded, guards run). */
export function whenInitialized(router: Router): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe(() => {
      if (!router.state.initialized) return;
      stop();
      resolve();
    });
  });
}
