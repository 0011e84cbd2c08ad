import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client.ts';
import { createBrowserRouter, type Router } from '../lib/router/create-router.ts';
import { routes } from './router.tsx';

/**
 * The first view the server rendered (decision 046), with the data it was rendered from; null
 * when there is none or index.html's script found it is not this visitor's (their language,
 * theme, session or cart differ), in which case it was never shown.
 */
export function serverRenderedState(): DehydratedState | null {
  const container = document.getElementById('root');
  const script = document.getElementById('first-view-state');
  if (!container?.hasAttribute('data-first-view') || !script) return null;
  if (document.documentElement.dataset.firstView === 'off') return null;
  try {
    return JSON.parse(script.textContent ?? '') as DehydratedState;
  } catch {
    return null;
  }
}

/**
 * The app's router over the browser's history (the server renders with a memory one), started
 * by main.tsx once the app's modules are evaluated: its first match and the first view's data
 * are a task of their own rather than the end of that one, which on a slow phone was long.
 */
export function startBrowserRouter(): Router {
  // The first view's data is in the cache before the first navigation's prefetch asks for it.
  const firstViewState = serverRenderedState();
  if (firstViewState) hydrate(queryClient, firstViewState);
  return createBrowserRouter(routes, { queryClient });
}
