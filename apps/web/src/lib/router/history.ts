/** Where the app is: a URL's path, query and hash, with the state a navigation gave it. */
export interface Path {
  pathname: string;
  /** `?a=1`, or '' */
  search: string;
  /** `#top`, or '' */
  hash: string;
}

export interface Location extends Path {
  /** What `navigate(to, { state })` passed; null otherwise. */
  state: unknown;
  /** Unique per history entry ('default' for the first one), so two visits of one URL differ. */
  key: string;
}

/** The session history the router drives: the browser's, or an in-memory one for tests. */
export interface History {
  readonly location: Location;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Calls back when the user goes back or forward; returns the unsubscribe. */
  listen(listener: (location: Location) => void): () => void;
}

export const createKey = (): string => Math.random().toString(36).slice(2, 10);

export const createPath = ({ pathname, search, hash }: Path): string =>
  pathname + (search === '?' ? '' : search) + (hash === '#' ? '' : hash);

/**
 * `to` against `from` as a browser resolves an href: `/a?b` is absolute, `?b` keeps the path,
 * `#c` keeps the path and query.
 */
export function resolvePath(to: string, from: Path): Path {
  const base = new URL(createPath(from), 'http://localhost');
  const { pathname, search, hash } = new URL(to, base);
  return { pathname, search, hash };
}

/** A route's path against a URL path: case-insensitive, trailing slash ignored, `*` for all. */
export function matchesPath(pattern: string, pathname: string): boolean {
  if (pattern === '*') return true;
  const normalise = (path: string) => (path.replace(/\/+$/, '') || '/').toLowerCase();
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape is compared as written.
  }
  return normalise(pattern) === normalise(decoded);
}

interface EntryState {
  usr?: unknown;
  key?: string;
}

export function createBrowserHistory(): History {
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    const entry = window.history.state as EntryState | null;
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  };
  const write = (location: Location, method: 'pushState' | 'replaceState') => {
    const url = createPath(location);
    try {
      window.history[method](
        { usr: location.state, key: location.key } satisfies EntryState,
        '',
        url,
      );
    } catch {
      // Browsers cap history writes (and state size): load the page instead of losing the step.
      window.location[method === 'pushState' ? 'assign' : 'replace'](url);
    }
  };
  return {
    get location() {
      return read();
    },
    push: (location) => write(location, 'pushState'),
    replace: (location) => write(location, 'replaceState'),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      const onPop = () => listener(read());
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  };
}

/** A history that lives in memory, starting on the last of `initialEntries`. */
export function createMemoryHistory(initialEntries: readonly string[] = ['/']): History {
  const entries: Location[] = initialEntries.map((to, i) => ({
    ...resolvePath(to, { pathname: '/', search: '', hash: '' }),
    state: null,
    key: i === 0 ? 'default' : createKey(),
  }));
  let index = entries.length - 1;
  const listeners = new Set<(location: Location) => void>();
  return {
    get location() {
      return entries[index]!;
    },
    push(location) {
      entries.splice(index + 1, entries.length, location);
      index = entries.length - 1;
    },
    replace(location) {
      entries[index] = location;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      for (const listener of listeners) listener(entries[index]!);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
