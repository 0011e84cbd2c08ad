import { useEffect } from 'react';
import { create } from 'zustand';

/** A page's own name for the document title, when its route's `titleKey` is too generic. */
export const usePageNameStore = create<{ name: string | null }>(() => ({ name: null }));

/**
 * Puts `name` in the document title ('<name> | Space') while the page shows it; the route's
 * `titles.*` name returns while it is undefined (still loading) and once the page unmounts.
 */
export function usePageName(name: string | undefined): void {
  useEffect(() => {
    if (!name) return;
    usePageNameStore.setState({ name });
    return () => usePageNameStore.setState({ name: null });
  }, [name]);
}
