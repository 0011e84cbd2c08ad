import { PROGRESS_BAR } from '@space/contracts/limits';
import NProgress from 'nprogress';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { useLocation, useMatches, useNavigation } from 'react-router';
import { trackPageView } from '../../features/analytics/page-views.ts';
import { useMainStore } from '../../stores/main-store.ts';
import type { RouteHandle } from '../router.tsx';
import { recordPathname } from './location-history.ts';
import { usePageNameStore } from './page-name.ts';

NProgress.configure({
  minimum: PROGRESS_BAR.minimum,
  speed: PROGRESS_BAR.speedMs,
  trickleSpeed: PROGRESS_BAR.trickleSpeedMs,
  showSpinner: PROGRESS_BAR.showSpinner,
  // The stock template uses role="bar", which is not an ARIA role; the bar is decoration.
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

/**
 * Spec §2 navigation rules, once per navigation: progress bar while loading,
 * the title `<name> | Space` (the route's name, or the one its page set with usePageName),
 * a page view, and scroll back to the top.
 */
export function useNavigationEffects(): void {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const location = useLocation();
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.titleKey)
    ?.handle as RouteHandle | undefined;
  // A page may name itself (a product's name); otherwise the route's handle names it.
  const pageName = usePageNameStore((s) => s.name);
  const title = `${pageName ?? t(`titles.${handle?.titleKey ?? 'notFound'}`)} | ${t('app.name')}`;

  useEffect(() => {
    if (navigation.state === 'idle') NProgress.done();
    else NProgress.start();
  }, [navigation.state]);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    recordPathname(location.pathname);
    window.scrollTo(0, 0);
    // Navigations without a loading phase (page chunk cached) still show the bar finishing.
    if (!NProgress.isStarted()) NProgress.start();
    NProgress.done();
    // Read, not subscribed: a language switch alone is not a navigation.
    trackPageView(
      location.pathname + location.search,
      document.title,
      useMainStore.getState().lang,
    );
  }, [location.key, location.pathname, location.search]);
}
