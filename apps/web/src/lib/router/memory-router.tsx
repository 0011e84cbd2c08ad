import { QueryClient } from '@tanstack/react-query';
import { Children, isValidElement, useState, type ReactElement, type ReactNode } from 'react';
import { createRouter } from './create-router.ts';
import { createMemoryHistory, matchesPath } from './history.ts';
import { RouterContext, useLocation } from './router.tsx';

/**
 * Routing in memory, for tests: links, `useNavigate` and `useSearchParams` work as in the app,
 * starting at the last of `initialEntries`.
 */
export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: string[];
  children?: ReactNode;
}) {
  const [router] = useState(() =>
    createRouter([], createMemoryHistory(initialEntries), { queryClient: new QueryClient() }),
  );
  return <RouterContext value={router}>{children}</RouterContext>;
}

interface RouteProps {
  path: string;
  element: ReactNode;
}

/** One path of `<Routes>`; it renders nothing itself. */
export function Route(_props: RouteProps): ReactNode {
  return null;
}

/** The element of the first `<Route>` whose path matches, exact paths before '*'. */
export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const routes = Children.toArray(children).filter(
    (child): child is ReactElement<RouteProps> => isValidElement(child) && child.type === Route,
  );
  const match =
    routes.find((route) => route.props.path !== '*' && matchesPath(route.props.path, pathname)) ??
    routes.find((route) => route.props.path === '*');
  return match?.props.element ?? null;
}
