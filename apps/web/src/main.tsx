import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { router } from './app/router.tsx';
import { installCartSync } from './features/cart/cart-sync.ts';
import { applyHostBrand } from './features/session/host-brand.ts';
import { installUnauthenticatedHandler } from './features/session/unauthenticated.ts';
import { initI18n } from './lib/i18n.ts';
import { queryClient } from './lib/query-client.ts';
import { useMainStore } from './stores/main-store.ts';
import { useSoftwareStore } from './stores/software-store.ts';
// Self-hosted Inter (variable weight): each script subset is fetched only when a page uses it.
import '@fontsource-variable/inter/wght.css';
import './styles/index.css';

document.documentElement.dataset.theme = useMainStore.getState().themeColor;
installUnauthenticatedHandler((to, replace) => void router.navigate(to, { replace }));
void applyHostBrand();
// The client brand chooses a visitor's catalogue (brand-only products), so data read under
// another brand is stale.
useSoftwareStore.subscribe((state, previous) => {
  if (state.client !== previous.client) void queryClient.invalidateQueries();
});

// Render once the user's language is in, so nobody sees a flash of English. The first load's
// strings suffice here: the routes that need more load them before they render.
void initI18n(useMainStore.getState().lang, 'firstLoad').finally(() => {
  // After i18n: a merge at start may have notices to show.
  installCartSync(queryClient);
  const root = createRoot(document.getElementById('root')!);
  // As a transition, the first render is cut into short slices: on a slow phone the page stays
  // responsive while it builds, rather than blocking for one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
