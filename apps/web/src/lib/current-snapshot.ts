import type { StateCreator, StoreMutatorIdentifier } from 'zustand';

type CurrentSnapshot = <
  T,
  Mps extends [StoreMutatorIdentifier, unknown][] = [],
  Mcs extends [StoreMutatorIdentifier, unknown][] = [],
>(
  initializer: StateCreator<T, Mps, Mcs>,
) => StateCreator<T, Mps, Mcs>;

/**
 * A zustand middleware: components read the store's current state while rendering on the
 * server and while hydrating, where zustand would give the state the store was created with.
 * The server sets the visitor's language and theme into its stores before rendering a first
 * view (decision 046), and the browser hydrates with what it has stored since.
 */
export const currentSnapshot = ((initializer: StateCreator<unknown>) => (set, get, api) => {
  const state = initializer(set, get, api);
  // After the initializer: `persist` sets its own (the state before reading storage).
  api.getInitialState = () => api.getState();
  return state;
}) as CurrentSnapshot;
