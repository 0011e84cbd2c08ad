import { use, type ReactNode } from 'react';
import { useIsClient } from '../../lib/use-is-client.ts';

const ATTRIBUTE = 'data-hydrate-when-near';
const nearing = new Map<string, Promise<void>>();
/** A promise React reads as fulfilled without waiting (its `status`, as React marks its own). */
const SETTLED = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/**
 * Settles once the server-rendered element marked `id` is within half a screen of the viewport:
 * at once where there is no such element (a first view that was not rendered) or no observer.
 */
function whenNear(id: string): Promise<void> {
  let near = nearing.get(id);
  if (!near) {
    near = new Promise<void>((resolve) => {
      const element = document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`);
      if (!element || typeof IntersectionObserver === 'undefined') return resolve();
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: '50% 0px' },
      );
      observer.observe(element);
    });
    nearing.set(id, near);
  }
  return near;
}

/**
 * Over the server's first view, what is inside is hydrated only when the reader nears it: until
 * then React keeps the server's markup as it is (a boundary whose content suspends while it
 * hydrates stays dehydrated), so a phone's first seconds are not spent making shelves far below
 * interactive (issue 31). It must sit in its own `<Suspense>`. Any other render, on the server or
 * in the browser (a navigation, a first view that was not this visitor's), renders at once.
 */
export function HydrateWhenNear({ id, children }: { id: string; children: ReactNode }) {
  const isClient = useIsClient();
  // use() on every render (React asks for it), with a promise it reads as already settled
  // where nothing is to wait for.
  use(!isClient && typeof document !== 'undefined' ? whenNear(id) : SETTLED);
  return <div {...{ [ATTRIBUTE]: id }}>{children}</div>;
}
