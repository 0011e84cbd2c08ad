import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNavigationEffects } from '../src/app/navigation/use-navigation-effects.ts';
import { createRouter } from '../src/lib/router/create-router.ts';
import { createMemoryHistory } from '../src/lib/router/history.ts';
import { Outlet, RouterProvider } from '../src/lib/router/router.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.getElementById('nprogress')?.remove();
});

function Layout() {
  useNavigationEffects();
  return <Outlet />;
}

function setUp() {
  const router = createRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/first', element: <h1>first</h1> },
          { path: '/second', element: <h1>second</h1> },
        ],
      },
    ],
    createMemoryHistory(['/first']),
    { queryClient: new QueryClient() },
  );
  render(<RouterProvider router={router} fallback={<p>starting</p>} />);
  return router;
}

describe('the navigation effects (spec §2)', () => {
  it('leave the loaded page where the browser put it, then reset scroll and show the bar on each navigation', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = setUp();
    await screen.findByRole('heading', { name: 'first' });
    // The page the browser loaded: no scroll to the top (a reload keeps its place), no bar.
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.getElementById('nprogress')).toBeNull();

    await act(() => router.navigate('/second'));
    await screen.findByRole('heading', { name: 'second' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.getElementById('nprogress')).not.toBeNull();
  });
});
