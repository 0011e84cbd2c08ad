import { VERSION_CHECK_INTERVAL_MS } from '@space/contracts/limits';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/translator.ts';

const MAIN_SCRIPT = /<script[^>]*type="module"[^>]*src="([^"]+)"/i;
/**
 * A page with a first view (the root redirects to /home, which has one) loads its entry after
 * the first paint and names it here instead (the server's plugins/first-view.ts, ENTRY_META).
 */
const ENTRY_META = /<meta name="space-entry" content="([^"]+)"/i;

export function mainScriptOf(html: string): string | null {
  return MAIN_SCRIPT.exec(html)?.[1] ?? ENTRY_META.exec(html)?.[1] ?? null;
}

function currentMainScript(): string | null {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script ? new URL(script.src, window.location.href).pathname : null;
}

/**
 * Spec §4: every 8000 ms fetch the site root and compare the main script's
 * name; on a difference ask to refresh and reload on confirmation. A failed
 * fetch is only logged.
 */
export function useVersionCheck(): void {
  const { t } = useTranslation();
  useEffect(() => {
    const running = currentMainScript();
    if (!running || import.meta.env.DEV) return; // the dev server has no hashed entry
    let asked = false;
    const timer = setInterval(async () => {
      if (asked) return;
      try {
        const response = await fetch('/', { cache: 'no-store', headers: { accept: 'text/html' } });
        const latest = mainScriptOf(await response.text());
        if (!latest || new URL(latest, window.location.href).pathname === running) return;
        asked = true;
        if (window.confirm(t('update.newVersion'))) window.location.reload();
      } catch (error) {
        console.warn('version check failed', error);
      }
    }, VERSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [t]);
}
