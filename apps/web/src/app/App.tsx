import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client.ts';
import type { Router } from '../lib/router/create-router.ts';
import { RouterProvider } from '../lib/router/router.tsx';

export function App({ router }: { router: Router }) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Shown until the first page's chunk is in. */}
      <RouterProvider router={router} fallback={<div className="min-h-screen" />} />
    </QueryClientProvider>
  );
}
