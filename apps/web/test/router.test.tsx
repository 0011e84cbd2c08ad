import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRouter, type RouteObject, type Router } from '../src/lib/router/create-router.ts';
import { createMemoryHistory, type History } from '../src/lib/router/history.ts';
import {
  Link,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useMatches,
  useNavigation,
  useRouteError,
  useSearchParams,
} from '../src/lib/router/router.tsx';

afterEach(cleanup);

function Layout() {
  const location = useLocation();
  const navigation = useNavigation();
  const matches = useMatches();
  const title = matches.map((m) => (m.handle as { title?: string } | undefined)?.title).join('');
  return (
    <div>
      <p data-testid="where">{location.pathname + location.search}</p>
      <p data-testid="state">{navigation.state}</p>
      <p data-testid="title">{title}</p>
      <Outlet />
    </div>
  );
}

function RouteError() {
  return <p>failed: {String((useRouteError() as Error).message)}</p>;
}

const page = (text: string) => () => <h1>{text}</h1>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setUp(children: RouteObject[], entries: string[]) {
  const history: History = createMemoryHistory(entries);
  const queryClient = new QueryClient();
  const router: Router = createRouter(
    [
      {
        element: <Layout />,
        errorElement: <RouteError />,
        // As the app's root guard: `lang` leaves the URL before anything renders.
        guard: (url) => {
          if (!url.searchParams.has('lang')) return null;
          url.searchParams.delete('lang');
          return url.pathname + url.search;
        },
        children,
      },
    ],
    history,
    { queryClient },
  );
  render(<RouterProvider router={router} fallback={<p>starting</p>} />);
  return { history, router, queryClient };
}

const where = () => screen.getByTestId('where').textContent;

describe('the router', () => {
  it('redirects by guards before rendering: the first load replaces, a push stays a push', async () => {
    const loggedIn = { value: false };
    const { history, router } = setUp(
      [
        { path: '/home', element: <h1>home</h1> },
        { path: '/private', guard: () => (loggedIn.value ? null : '/login'), element: <h1>p</h1> },
        { path: '/login', element: <h1>login</h1> },
      ],
      ['/home', '/private?lang=zh'],
    );
    expect(where()).toBe('/login');
    await act(() => router.navigate(-1));
    expect(where()).toBe('/home');

    await act(() => router.navigate('/private?lang=ko&x=1'));
    expect(where()).toBe('/login');
    expect(history.location.pathname).toBe('/login');
    // The page the visitor was on is still one step back; the turned-away URLs are not.
    await act(() => router.navigate(-1));
    expect(where()).toBe('/home');

    loggedIn.value = true;
    await act(() => router.navigate('/private?x=1&lang=en'));
    expect(where()).toBe('/private?x=1');
    expect(screen.getByRole('heading').textContent).toBe('p');
  });

  it('keeps the current page while the next one loads; the latest navigation wins', async () => {
    const slow = deferred<ComponentType>();
    const { router } = setUp(
      [
        { path: '/home', element: <h1>home</h1> },
        { path: '/slow', lazy: () => slow.promise, handle: { title: 'Slow' } },
        { path: '/other', lazy: async () => page('other'), handle: { title: 'Other' } },
      ],
      ['/home'],
    );
    let navigation!: Promise<void>;
    act(() => {
      navigation = router.navigate('/slow');
    });
    expect(screen.getByTestId('state').textContent).toBe('loading');
    expect(where()).toBe('/home');
    expect(screen.getByRole('heading').textContent).toBe('home');

    await act(() => router.navigate('/other'));
    expect(where()).toBe('/other');
    expect(screen.getByTestId('title').textContent).toBe('Other');
    await act(async () => {
      slow.resolve(page('slow'));
      await navigation;
    });
    expect(where()).toBe('/other');
    expect(screen.getByTestId('state').textContent).toBe('idle');

    // Loaded once: the next visit needs no loading.
    await act(() => router.navigate('/slow'));
    expect(screen.getByRole('heading').textContent).toBe('slow');
    expect(screen.getByTestId('title').textContent).toBe('Slow');
  });

  it("waits for a route's prefetch beside its code; a failed one is left to the page", async () => {
    const data = deferred<string>();
    const asked: string[] = [];
    const { router, queryClient } = setUp(
      [
        { path: '/home', element: <h1>home</h1> },
        {
          path: '/data',
          lazy: async () => page('data'),
          prefetch: (client, url) => {
            asked.push(url.search);
            return client.ensureQueryData({ queryKey: ['data'], queryFn: () => data.promise });
          },
        },
        {
          path: '/failing',
          element: <h1>failing</h1>,
          prefetch: () => Promise.reject(new Error('offline')),
        },
      ],
      ['/home'],
    );
    let navigation!: Promise<void>;
    act(() => {
      navigation = router.navigate('/data?q=1');
    });
    expect(asked).toEqual(['?q=1']);
    expect(screen.getByTestId('state').textContent).toBe('loading');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    // The code is in, the data is not: the current page stays.
    expect(where()).toBe('/home');
    await act(async () => {
      data.resolve('in');
      await navigation;
    });
    expect(where()).toBe('/data?q=1');
    expect(queryClient.getQueryData(['data'])).toBe('in');

    await act(() => router.navigate('/failing'));
    expect(screen.getByRole('heading').textContent).toBe('failing');
  });

  it('asks a failing prefetch once, whatever the cache retries, and keeps a query’s own retry', async () => {
    let calls = 0;
    let ownCalls = 0;
    const { router, queryClient } = setUp(
      [
        { path: '/home', element: <h1>home</h1> },
        {
          path: '/offline',
          element: <h1>offline</h1>,
          prefetch: (client) =>
            client.ensureQueryData({
              queryKey: ['offline'],
              queryFn: () => {
                calls += 1;
                return Promise.reject(new TypeError('Failed to fetch'));
              },
            }),
        },
        {
          path: '/own',
          element: <h1>own</h1>,
          prefetch: (client) =>
            client.prefetchQuery({
              queryKey: ['own'],
              queryFn: () => {
                ownCalls += 1;
                return Promise.reject(new TypeError('Failed to fetch'));
              },
              retry: 1,
              retryDelay: 0,
            }),
        },
      ],
      ['/home'],
    );
    // The app's cache retries transport failures after a back-off of seconds.
    queryClient.setDefaultOptions({ queries: { retry: 3, retryDelay: 60_000 } });
    await act(() => router.navigate('/offline'));
    expect(screen.getByRole('heading').textContent).toBe('offline');
    expect(calls).toBe(1);
    await act(() => router.navigate('/own'));
    expect(screen.getByRole('heading').textContent).toBe('own');
    expect(ownCalls).toBe(2);
  });

  it('shows the error element when a page fails to load or render, and recovers on the next navigation', async () => {
    const Broken = () => {
      throw new Error('render broke');
    };
    const { router } = setUp(
      [
        { path: '/home', element: <h1>home</h1> },
        { path: '/gone', lazy: () => Promise.reject(new Error('chunk missing')) },
        { path: '/broken', element: <Broken /> },
      ],
      ['/home'],
    );
    await act(() => router.navigate('/gone'));
    expect(screen.getByText('failed: chunk missing')).toBeTruthy();
    await act(() => router.navigate('/home'));
    expect(screen.getByRole('heading').textContent).toBe('home');

    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(() => router.navigate('/broken'));
    expect(screen.getByText('failed: render broke')).toBeTruthy();
    consoleError.mockRestore();
    await act(() => router.navigate('/home'));
    expect(screen.getByRole('heading').textContent).toBe('home');
  });

  it('matches paths case-insensitively, with or without a trailing slash, and * last', async () => {
    const { router } = setUp(
      [
        { path: '*', element: <h1>not found</h1> },
        { path: '/StreamDock/home', element: <h1>stream dock</h1> },
      ],
      ['/streamdock/home/'],
    );
    expect(screen.getByRole('heading').textContent).toBe('stream dock');
    await act(() => router.navigate('/nowhere'));
    expect(screen.getByRole('heading').textContent).toBe('not found');
  });
});

describe('links', () => {
  function Links() {
    const [params, setParams] = useSearchParams();
    return (
      <>
        <Link to="/a?x=1">to a</Link>
        <NavLink to="/a" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          a tab
        </NavLink>
        <NavLink end to="/a/b">
          b tab
        </NavLink>
        <Link to="/b" reloadDocument>
          reload b
        </Link>
        <button
          type="button"
          onClick={() =>
            setParams((previous) => {
              previous.set('page', String(Number(previous.get('page') ?? 1) + 1));
              return previous;
            })
          }
        >
          next page
        </button>
        <p data-testid="page">{params.get('page') ?? '1'}</p>
      </>
    );
  }

  it('navigate inside the app on a plain click only, and NavLink marks the current page', async () => {
    const { history } = setUp([{ path: '*', element: <Links /> }], ['/start']);
    const toA = screen.getByRole('link', { name: 'to a' });
    expect(toA.getAttribute('href')).toBe('/a?x=1');
    fireEvent.click(toA, { ctrlKey: true });
    expect(where()).toBe('/start');
    fireEvent.click(screen.getByRole('link', { name: 'reload b' }));
    expect(where()).toBe('/start');

    await act(async () => {
      fireEvent.click(toA);
    });
    expect(where()).toBe('/a?x=1');
    const tab = screen.getByRole('link', { name: 'a tab' });
    expect(tab.className).toBe('on');
    expect(tab.getAttribute('aria-current')).toBe('page');

    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'b tab' }));
    });
    // Not `end`: /a stays active under /a/b; the `end` link is active on its own path only.
    expect(screen.getByRole('link', { name: 'a tab' }).className).toBe('on');
    expect(screen.getByRole('link', { name: 'b tab' }).className).toBe('active');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'next page' }));
    });
    expect(where()).toBe('/a/b?page=2');
    expect(screen.getByTestId('page').textContent).toBe('2');
    expect(history.location.pathname).toBe('/a/b');
  });
});
