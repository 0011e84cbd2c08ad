import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Router } from '../lib/router/create-router.ts';
import { RouterProvider } from '../lib/router/router.tsx';

/** The app over a router and the query cache its routes prefetch into (one per server render). */
export function App({ router, queryClient }: { router: Router; queryClient: QueryClient }) {
  // The app has taken the page over (hydrated a first view, or rendered): what the browser
  // tests wait for before they use a page the server rendered (decision 046).
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Shown until the first page's chunk is in. */}
      <RouterProvider router={router} fallback={<div className="min-h-screen" />} />
    </QueryClientProvider>
  );
}
