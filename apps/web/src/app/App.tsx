import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client.ts';
import { RouterProvider } from '../lib/router/router.tsx';
import { router } from './router.tsx';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Shown until the first page's chunk is in. */}
      <RouterProvider router={router} fallback={<div className="min-h-screen" />} />
    </QueryClientProvider>
  );
}
