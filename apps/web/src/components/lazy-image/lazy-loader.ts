import { LAZY_IMAGE } from '@space/contracts/limits';

/**
 * The lazy-loading engine behind <LazyImage> (spec §4, §9): an element starts
 * loading once its top is within `preloadFactor` viewports (1.3), checked on
 * scroll and resize at most every `throttleMs` (200). Each source gets up to
 * `attempts` tries (3), and the last `cacheSize` (200) loaded sources are
 * remembered so they render at once when seen again.
 */

export type LoadState = 'loading' | 'loaded' | 'error';

class LruSet {
  private readonly items = new Map<string, true>();
  constructor(private readonly capacity: number) {}
  has(key: string): boolean {
    if (!this.items.has(key)) return false;
    this.items.delete(key);
    this.items.set(key, true);
    return true;
  }
  add(key: string): void {
    this.items.delete(key);
    this.items.set(key, true);
    if (this.items.size > this.capacity) this.items.delete(this.items.keys().next().value!);
  }
  get size(): number {
    return this.items.size;
  }
}

export const loadedSources = new LruSet(LAZY_IMAGE.cacheSize);

interface Watched {
  element: Element;
  onVisible: () => void;
}

const watched = new Set<Watched>();
let lastCheck = 0;
let pending: ReturnType<typeof setTimeout> | undefined;

export function isNearViewport(
  rect: DOMRect,
  viewportHeight: number,
  viewportWidth: number,
): boolean {
  return (
    rect.top < viewportHeight * LAZY_IMAGE.preloadFactor &&
    rect.bottom > 0 &&
    rect.left < viewportWidth * LAZY_IMAGE.preloadFactor &&
    rect.right > 0
  );
}

function check(): void {
  lastCheck = Date.now();
  for (const entry of [...watched]) {
    if (
      isNearViewport(entry.element.getBoundingClientRect(), window.innerHeight, window.innerWidth)
    ) {
      watched.delete(entry);
      entry.onVisible();
    }
  }
  if (watched.size === 0) detach();
}

/** Leading and trailing throttle: at most one check per throttle window, never a lost last event. */
function throttledCheck(): void {
  const wait = LAZY_IMAGE.throttleMs - (Date.now() - lastCheck);
  if (wait <= 0) {
    clearTimeout(pending);
    pending = undefined;
    check();
  } else {
    pending ??= setTimeout(() => {
      pending = undefined;
      check();
    }, wait);
  }
}

let attached = false;
function attach(): void {
  if (attached) return;
  attached = true;
  window.addEventListener('scroll', throttledCheck, { passive: true, capture: true });
  window.addEventListener('resize', throttledCheck, { passive: true });
}
function detach(): void {
  if (!attached) return;
  attached = false;
  window.removeEventListener('scroll', throttledCheck, { capture: true });
  window.removeEventListener('resize', throttledCheck);
}

/** Calls onVisible once the element comes near the viewport; returns an unsubscribe. */
export function watchVisibility(element: Element, onVisible: () => void): () => void {
  const entry = { element, onVisible };
  watched.add(entry);
  attach();
  // First look right away (after layout), so images already on screen start at once.
  requestAnimationFrame(throttledCheck);
  return () => {
    watched.delete(entry);
    if (watched.size === 0) detach();
  };
}

/** The candidates a browser may choose from, as on an <img> (decision 011). */
export interface ResponsiveSource {
  srcSet?: string;
  sizes?: string;
  /** 'high' for the page's largest image. */
  fetchPriority?: 'high' | 'low' | 'auto';
}

/** A URL for try number `attempt`: as given the first time, with a retry parameter after. */
export function retryUrl(url: string, attempt: number): string {
  return attempt === 1 ? url : `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
}

/** A srcset with the retry parameter of try number `attempt` on every candidate's URL. */
export function retrySrcSet(srcSet: string, attempt: number): string {
  if (attempt === 1) return srcSet;
  return srcSet
    .split(',')
    .map((candidate) => {
      const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
      return [retryUrl(url, attempt), ...descriptor].join(' ');
    })
    .join(', ');
}

/**
 * Loads a source with up to `attempts` tries; resolves true when it loaded. With a srcset,
 * the browser picks the candidate the rendered <img> will pick (same srcset and sizes), so
 * the image shown afterwards comes from the cache.
 */
export function loadWithRetries(
  src: string,
  attempts = LAZY_IMAGE.attempts,
  responsive: ResponsiveSource = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    let tried = 0;
    const tryOnce = () => {
      tried += 1;
      const image = new Image();
      image.onload = () => {
        loadedSources.add(src);
        resolve(true);
      };
      image.onerror = () => {
        if (tried < attempts) setTimeout(tryOnce, 250 * tried);
        else resolve(false);
      };
      if (responsive.fetchPriority) image.fetchPriority = responsive.fetchPriority;
      if (responsive.srcSet) {
        if (responsive.sizes) image.sizes = responsive.sizes;
        image.srcset = retrySrcSet(responsive.srcSet, tried);
      }
      image.src = retryUrl(src, tried);
    };
    tryOnce();
  });
}
