import { useEffect, useRef } from 'react';
import { trackPageView } from '../../features/analytics/page-views.ts';
import type { RouteMatch } from '../../lib/router/create-router.ts';
import { useLocation, useMatches, useNavigation } from '../../lib/router/router.tsx';
import { useTranslation, type TFunction } from '../../lib/translator.ts';
import { useMainStore } from '../../stores/main-store.ts';
import type { RouteHandle } from './route-handle.ts';
import { recordPathname } from './location-history.ts';
import { usePageNameStore } from './page-name.ts';
import { progressBar } from './progress-bar.ts';

/**
 * Spec §2: `<name> | Space`. A page may name itself (a product's name); otherwise the deepest
 * route with a `titleKey` names it. The server's first view uses it too (entry-server.tsx).
 */
export function documentTitle(
  matches: RouteMatch[],
  t: TFunction,
  pageName: string | null,
): string {
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.titleKey)
    ?.handle as RouteHandle | undefined;
  return `${pageName ?? t(`titles.${handle?.titleKey ?? 'notFound'}`)} | ${t('app.name')}`;
}

/**
 * Spec §2 navigation rules, once per navigation: progress bar while loading,
 * the title `<name> | Space` (the route's name, or the one its page set with usePageName),
 * a page view, and scroll back to the top. The page the browser loaded counts its view but is
 * no navigation of the app's: it is already at the top (or where a reload left it), and the
 * browser showed its own progress. Both would lay the whole page out again while it hydrates,
 * in the middle of a slow phone's first seconds (issue 31).
 */
export function useNavigationEffects(): void {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const location = useLocation();
  const matches = useMatches();
  const pageName = usePageNameStore((s) => s.name);
  const title = documentTitle(matches, t, pageName);

  useEffect(() => {
    if (navigation.state === 'idle') progressBar.done();
    else progressBar.start();
  }, [navigation.state]);

  useEffect(() => {
    document.title = title;
  }, [title]);

  const loadedPage = useRef(true);
  useEffect(() => {
    recordPathname(location.pathname);
    if (!loadedPage.current) {
      window.scrollTo(0, 0);
      // Navigations without a loading phase (page chunk cached) still show the bar finishing.
      if (!progressBar.isStarted()) progressBar.start();
      progressBar.done();
    }
    loadedPage.current = false;
    // Read, not subscribed: a language switch alone is not a navigation.
    trackPageView(
      location.pathname + location.search,
      document.title,
      useMainStore.getState().lang,
    );
  }, [location.key, location.pathname, location.search]);
}
