import { createBrowserRouter } from '../lib/router/create-router.ts';
import { routes } from './router.tsx';

/** The app's router over the browser's history; the server renders with a memory one. */
export const router = createBrowserRouter(routes);
