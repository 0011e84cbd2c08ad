import { QueryClient } from '@tanstack/react-query';
import { useMainStore } from '../stores/main-store.ts';
import { ApiError } from './api-client.ts';

/** A query cache with the app's defaults: the browser's one, or one per server render. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A server answer (4xx envelope) will not change on retry; a transport failure might.
        retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
      },
    },
  });
}

/** The browser's query cache. */
export const queryClient = createQueryClient();

// Catalogue content comes in the reader's language (decision 035): what was read in another
// language is stale once they switch.
useMainStore.subscribe((state, previous) => {
  if (state.lang !== previous.lang) void queryClient.invalidateQueries();
});
