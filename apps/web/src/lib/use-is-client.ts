import { useSyncExternalStore } from 'react';

const nothingChanges = () => () => undefined;

/**
 * False on the server and while the browser hydrates a first view rendered there (decision
 * 060); true in every other render in the browser, the first one included. What only this
 * browser keeps (a video's saved position, a switch set here) is shown once it is true, so
 * hydration meets the markup the server could know.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    nothingChanges,
    () => true,
    () => false,
  );
}
