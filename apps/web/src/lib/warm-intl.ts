/**
 * ICU loads its number and date data once per process, for whichever thread asks first: the
 * first price formatted on the main thread, inside hydration, cost it 25-35 ms here (over 100 ms
 * on Lighthouse's slow phone), one task the page could not answer input in. A worker asks for it
 * meanwhile, on another thread, so the main thread finds it loaded.
 */
export function warmIntl(): void {
  if (typeof Worker !== 'function') return;
  try {
    const worker = new Worker(new URL('./warm-intl.worker.ts', import.meta.url), {
      type: 'module',
      name: 'warm-intl',
    });
    worker.onmessage = () => worker.terminate();
    worker.postMessage(document.documentElement.lang || 'en');
  } catch {
    // Workers refused (a strict policy, an old browser): the main thread loads the data itself.
  }
}
