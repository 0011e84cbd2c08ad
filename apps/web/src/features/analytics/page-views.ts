import type { PageView } from '@space/contracts/analytics';
import { PAGE_VIEW_BATCH_MAX } from '@space/contracts/limits';
import type { Locale } from '@space/contracts/locales';
import { readItem, writeItem } from '../../lib/storage.ts';
import { API_BASE } from '../../lib/api-client.ts';

const ENDPOINT = `${API_BASE}/api/analytics/page-views`;
const VISITOR_KEY = 'spaceVisitorId';
const FLUSH_DELAY_MS = 5_000;

const queue: PageView[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let lastReferrer = typeof document !== 'undefined' ? document.referrer : '';

function visitorId(): string {
  let id = readItem(VISITOR_KEY);
  if (!id) {
    // getRandomValues, unlike randomUUID, also exists outside secure contexts (plain-HTTP partner hosts).
    id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
      b.toString(16).padStart(2, '0'),
    ).join('');
    writeItem(VISITOR_KEY, id);
  }
  return id;
}

/** Sends what is queued: sendBeacon survives the page closing; fetch keepalive is the fallback. */
export function flushPageViews(): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const batch = queue.splice(0, PAGE_VIEW_BATCH_MAX);
    const body = JSON.stringify({ views: batch });
    const sent =
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'application/json' }));
    if (!sent) {
      void fetch(ENDPOINT, {
        method: 'POST',
        body,
        keepalive: true,
        headers: { 'content-type': 'application/json' },
      }).catch((error: unknown) => console.warn('page views not sent', error));
    }
  }
}

/** Spec §2: every navigation reports a page view; views are batched. */
export function trackPageView(path: string, title: string, locale: Locale): void {
  queue.push({
    path,
    title,
    referrer: lastReferrer,
    visitorId: visitorId(),
    locale,
    viewedAt: new Date().toISOString(),
  });
  lastReferrer = window.location.href;
  if (queue.length >= PAGE_VIEW_BATCH_MAX) flushPageViews();
  else timer ??= setTimeout(flushPageViews, FLUSH_DELAY_MS);
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flushPageViews);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushPageViews();
  });
}
