import { useEffect, useState, type RefObject } from 'react';
import { watchVisibility } from './lazy-loader.ts';

/**
 * True once the element has come near the viewport (the lazy images' rule, spec §4), and
 * from then on: content below the fold starts loading only when someone scrolls towards it.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !ref.current) return;
    return watchVisibility(ref.current, () => setNear(true));
  }, [near, ref]);
  return near;
}
