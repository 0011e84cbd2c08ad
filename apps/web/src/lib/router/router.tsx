import {
  Component,
  createContext,
  use,
  useCallback,
  useMemo,
  useSyncExternalStore,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type {
  NavigateFunction,
  NavigateOptions,
  RouteMatch,
  Router,
  RouterState,
} from './create-router.ts';
import { createPath, resolvePath, type Location } from './history.ts';

/**
 * The app's routing API (decision 037): the names and behaviour it used of React Router, over
 * the History API in a few kB. Routes are declared in app/router.tsx.
 */
export const RouterContext = createContext<Router | null>(null);
const OutletContext = createContext<ReactNode>(null);
const ErrorContext = createContext<unknown>(undefined);

function useRouter(): Router {
  const router = use(RouterContext);
  if (!router) throw new Error('Routing needs a RouterProvider (or MemoryRouter in tests).');
  return router;
}

function useRouterState<T>(select: (state: RouterState) => T): T {
  const router = useRouter();
  const snapshot = () => select(router.state);
  // The same snapshot on the server and while hydrating: the router there is at the page's URL.
  return useSyncExternalStore(router.subscribe, snapshot, snapshot);
}

export const useLocation = (): Location => useRouterState((s) => s.location);

/** The routes matched by the current location, from the layout down to the page. */
export const useMatches = (): RouteMatch[] => useRouterState((s) => s.matches);

/** `loading` while a navigation waits for its page; the current page stays on screen meanwhile. */
export function useNavigation(): { state: RouterState['navigation'] } {
  return { state: useRouterState((s) => s.navigation) };
}

/** Stable across renders, like React Router's. */
export const useNavigate = (): NavigateFunction => useRouter().navigate;

/** What the nearest `errorElement` is showing. */
export const useRouteError = (): unknown => use(ErrorContext);

type SearchParamsInit = ConstructorParameters<typeof URLSearchParams>[0];

/**
 * The query of the current location, and a setter that navigates to the same path with a new
 * query (a push unless `{ replace: true }`); a function gets a copy of the current one.
 */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit),
    options?: NavigateOptions,
  ) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (
      next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit),
      options?: NavigateOptions,
    ) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      void navigate(`?${new URLSearchParams(init).toString()}`, options);
    },
    [navigate, params],
  );
  return [params, setParams];
}

/** Where a layout shows the route under it. */
export const Outlet = (): ReactNode => use(OutletContext);

export interface LinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  to: string;
  /** Replace the current entry; a link to the current location always does. */
  replace?: boolean;
  state?: unknown;
  /** Load the page from the server instead of navigating inside the app. */
  reloadDocument?: boolean;
}

const isModified = (event: MouseEvent) =>
  event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

export function Link({ to, replace, state, reloadDocument, onClick, ...rest }: LinkProps) {
  const router = useRouter();
  const location = useLocation();
  const href = createPath(resolvePath(to, location));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      reloadDocument ||
      event.defaultPrevented ||
      event.button !== 0 ||
      (rest.target && rest.target !== '_self') ||
      isModified(event)
    ) {
      return;
    }
    event.preventDefault();
    void router.navigate(href, { replace: replace ?? href === createPath(location), state });
  };
  return <a {...rest} href={href} onClick={handleClick} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on this exact path, not on the paths under it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}

/** A link that knows it points at the current page: `aria-current="page"` and an active class. */
export function NavLink({ end = false, className, ...rest }: NavLinkProps) {
  const location = useLocation();
  const current = location.pathname.toLowerCase();
  const target = resolvePath(rest.to, location).pathname.toLowerCase();
  const isActive =
    current === target ||
    (!end && current.startsWith(target) && current.charAt(target.length) === '/');
  return (
    <Link
      aria-current={isActive ? 'page' : undefined}
      className={
        typeof className === 'function'
          ? className({ isActive })
          : [className, isActive && 'active'].filter(Boolean).join(' ')
      }
      {...rest}
    />
  );
}

interface BoundaryProps {
  fallback: ReactNode;
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  error: { value: unknown } | null;
  location: Location;
}

/** Catches what a route throws while rendering; a new location tries again. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, location: this.props.location };

  static getDerivedStateFromError(value: unknown): Partial<BoundaryState> {
    return { error: { value } };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { error: null, location: props.location };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ErrorContext value={error.value}>{this.props.fallback}</ErrorContext>;
  }
}

function renderMatches({ matches, error, location }: RouterState): ReactNode {
  // A failed navigation shows the deepest error element of its branch in place of that route.
  const boundary = error ? matches.findLastIndex((match) => match.route.errorElement) : -1;
  if (error && boundary < 0) throw error.value;
  let outlet: ReactNode = null;
  for (let i = matches.length - 1; i >= 0; i--) {
    const { route, Component: Page } = matches[i]!;
    if (i === boundary) {
      outlet = <ErrorContext value={error!.value}>{route.errorElement}</ErrorContext>;
    } else if (i < boundary || boundary < 0) {
      let element = (
        <OutletContext value={outlet}>{route.element ?? (Page ? <Page /> : null)}</OutletContext>
      );
      if (route.errorElement) {
        element = (
          <RouteErrorBoundary fallback={route.errorElement} location={location}>
            {element}
          </RouteErrorBoundary>
        );
      }
      outlet = element;
    }
  }
  return outlet;
}

/** Renders the matched routes; `fallback` until the first page is ready. */
export function RouterProvider({ router, fallback }: { router: Router; fallback?: ReactNode }) {
  const snapshot = () => router.state;
  const state = useSyncExternalStore(router.subscribe, snapshot, snapshot);
  return (
    <RouterContext value={router}>
      {state.initialized ? renderMatches(state) : fallback}
    </RouterContext>
  );
}
