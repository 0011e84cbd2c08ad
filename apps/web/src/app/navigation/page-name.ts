import { createContext, useContext, useEffect } from 'react';
import { create } from 'zustand';

/** A page's own name for the document title, when its route's `titleKey` is too generic. */
export const usePageNameStore = create<{ name: string | null }>(() => ({ name: null }));

/**
 * Where a server render collects the page's name: effects do not run there, so without it the
 * first view's title would be the route's name (entry-server.tsx). Null in the browser.
 */
export const PageNameSink = createContext<((name: string) => void) | null>(null);

/**
 * Puts `name` in the document title ('<name> | Space') while the page shows it; the route's
 * `titles.*` name returns while it is undefined (still loading) and once the page unmounts.
 */
export function usePageName(name: string | undefined): void {
  const sink = useContext(PageNameSink);
  if (sink && name) sink(name);
  useEffect(() => {
    if (!name) return;
    usePageNameStore.setState({ name });
    return () => usePageNameStore.setState({ name: null });
  }, [name]);
}
