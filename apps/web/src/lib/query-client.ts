import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A server answer (4xx envelope) will not change on retry; a transport failure might.
      retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
    },
  },
});
