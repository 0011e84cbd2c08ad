import { useSyncExternalStore } from 'react';

/**
 * The request id (`x-request-id`) of the last call the server failed, so an error view can show
 * it and support can find that request in the logs. The last one is the one the user is looking
 * at; every request id is in the logs either way.
 */
let lastId: string | null = null;
const listeners = new Set<() => void>();

export function recordFailedRequest(requestId: string | null): void {
  if (!requestId || requestId === lastId) return;
  lastId = requestId;
  for (const listener of listeners) listener();
}

export function useFailureReference(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => lastId,
    // A first view rendered on the server names no failure: its last one was someone else's.
    () => null,
  );
}
