import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { serverRenderedState, startBrowserRouter } from './app/browser-router.ts';
import { installCartSync } from './features/cart/cart-sync.ts';
import { applyHostBrand } from './features/session/host-brand.ts';
import { installUnauthenticatedHandler } from './features/session/unauthenticated.ts';
import { initI18n } from './lib/i18n.ts';
import { queryClient } from './lib/query-client.ts';
import { setRootAttribute } from './lib/root-attribute.ts';
import { whenInitialized, type Router } from './lib/router/create-router.ts';
import { warmIntl } from './lib/warm-intl.ts';
import { yieldToBrowser } from './lib/yield-to-browser.ts';
import { useMainStore } from './stores/main-store.ts';
import { useSoftwareStore } from './stores/software-store.ts';
// Self-hosted Inter (variable weight): each script subset is fetched only when a page uses it.
import '@fontsource-variable/inter/wght.css';
import './styles/index.css';

setRootAttribute('data-theme', useMainStore.getState().themeColor);
// The client brand chooses a visitor's catalogue (brand-only products), so data read under
// another brand is stale.
useSoftwareStore.subscribe((state, previous) => {
  if (state.client !== previous.client) void queryClient.invalidateQueries();
});

const container = document.getElementById('root')!;

async function render(router: Router): Promise<void> {
  // After i18n: a merge at start may have notices to show.
  installCartSync(queryClient);
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  // Its data is in the cache already (browser-router.ts).
  if (serverRenderedState()) {
    // Hydration needs the same page as the server's, so its chunk first.
    await whenInitialized(router);
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  // A first view that was not this visitor's, hidden until now, gives way to the app.
  container.replaceChildren();
  container.removeAttribute('data-first-view');
  const root = createRoot(container);
  // As a transition, the first render is cut into short slices: on a slow phone the page stays
  // responsive while it builds, rather than blocking for one long task.
  startTransition(() => root.render(app));
}

async function start(): Promise<void> {
  // The app's modules are evaluated in one task, which ends here: on a slow phone it blocked
  // input for a quarter of a second with the router's start in it.
  await yieldToBrowser();
  warmIntl();
  void applyHostBrand();
  const router = startBrowserRouter();
  installUnauthenticatedHandler((to, replace) => void router.navigate(to, { replace }));
  // Render once the user's language is in, so nobody sees a flash of English. The first load's
  // strings suffice here: the routes that need more load them before they render.
  await initI18n(useMainStore.getState().lang, 'firstLoad').finally(() => render(router));
}

void start();
