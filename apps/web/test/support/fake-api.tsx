import type { FieldError } from '@space/contracts/envelope';
import { ERRORS, SUCCESS_CODE, type ErrorCode, type ErrorName } from '@space/contracts/errors';
import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { ApiAnswers, Endpoint, EndpointOf, ErrorDetails } from './api-answers.ts';
import { MemoryRouter, Route, Routes } from '../../src/lib/router/memory-router.tsx';
import { useLocation } from '../../src/lib/router/router.tsx';

/** A successful answer: the endpoint's `data`, as its schema in ApiAnswers says. */
export interface FakeSuccess<T> {
  msg?: string;
  data: T;
}

const failed: unique symbol = Symbol('failure');

/** A deliberate error answer, made by `failure`. */
export interface FakeFailure {
  readonly [failed]: { code: ErrorCode; status: number; msg: string; data: object | null };
}

/** The `data` of an error answer: its details (ErrorDetails), field errors, or nothing. */
type FailureData<N extends ErrorName> = N extends keyof ErrorDetails
  ? ErrorDetails[N]
  : { fields: FieldError[] } | null;

type FailureAnswer<N extends ErrorName> = N extends keyof ErrorDetails
  ? [answer: { msg?: string; data: FailureData<N> }]
  : [answer?: { msg?: string; data?: FailureData<N> }];

/**
 * A deliberate error answer of the catalogue: its code and HTTP status, its English message
 * unless the test gives the server's own, and the details the server sends with it.
 */
export function failure<N extends ErrorName>(name: N, ...[answer]: FailureAnswer<N>): FakeFailure {
  const { code, status } = ERRORS[name];
  return {
    [failed]: {
      code,
      status,
      msg: answer?.msg ?? ERROR_MESSAGES[name].en,
      data: answer?.data ?? null,
    },
  };
}

export interface FakeRequest {
  url: URL;
  init: RequestInit;
  /** The JSON body, parsed. */
  body: unknown;
}

export interface FakeCall {
  /** `METHOD /path`, without the query. */
  key: string;
  url: URL;
  body: unknown;
}

/** An answer; a function of the request only when the answer depends on it. */
export type FakeRoute<T> =
  FakeSuccess<T> | FakeFailure | ((request: FakeRequest) => FakeSuccess<T> | FakeFailure);

const unmapped: unique symbol = Symbol('not in the map');

/** The route of an endpoint ApiAnswers does not list yet: its `data` is not checked. */
export interface UnmappedRoute {
  readonly [unmapped]: FakeRoute<unknown>;
}

/** The escape for an endpoint not in ApiAnswers yet; better to add the endpoint there. */
export function notInMap(route: FakeRoute<unknown>): UnmappedRoute {
  return { [unmapped]: route };
}

/** What a `METHOD /path` key takes: an answer typed by its endpoint in ApiAnswers, or notInMap. */
type RouteFor<Key extends string> = string extends Key
  ? AnyEndpointRoute
  : [EndpointOf<Key>] extends [never]
    ? UnmappedRoute
    : FakeRoute<ApiAnswers[EndpointOf<Key>]>;

/**
 * A key TypeScript knows only as `string` (a template literal held in a `const` without
 * `as const`): its answer is checked against the endpoints' types together, not its own.
 */
type AnyEndpointRoute = { [E in Endpoint]: FakeRoute<ApiAnswers[E]> }[Endpoint] | UnmappedRoute;

/**
 * Our API in a page test, in place of `fetch`: an answer per `METHOD /path` (a concrete path:
 * `GET /api/products/7`), checked against its endpoint's type in ApiAnswers; an envelope 404
 * for anything else. Answers the list of requests, which grows as the page calls.
 *
 * Prefer a plain answer to a function: TypeScript checks a function's returned object for
 * missing and mistyped fields but not for unknown (misspelt optional) ones.
 */
export function serveApi<const Key extends string>(routes: {
  [K in Key]: RouteFor<K>;
}): FakeCall[] {
  const table = routes as Record<string, FakeRoute<unknown> | UnmappedRoute | undefined>;
  const calls: FakeCall[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const body: unknown = init.body ? JSON.parse(init.body as string) : undefined;
    calls.push({ key, url, body });
    const entry = table[key];
    const route = entry && unmapped in entry ? entry[unmapped] : entry;
    const answer =
      typeof route === 'function' ? route({ url, init, body }) : (route ?? failure('NOT_FOUND'));
    const envelope =
      failed in answer
        ? answer[failed]
        : { code: SUCCESS_CODE, status: 200, msg: answer.msg ?? 'ok', data: answer.data };
    return new Response(
      JSON.stringify({ code: envelope.code, msg: envelope.msg, data: envelope.data }),
      { status: envelope.status, headers: { 'content-type': 'application/json' } },
    );
  });
  return calls;
}

/** Where a page sent the reader: shown by renderAt for any path its routes do not take. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** Renders the page routes at `path` with a fresh query cache, `above` them (a header). */
export function renderAt(path: string, routes: [string, ReactNode][], above?: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {above}
        <Routes>
          {routes.map(([route, element]) => (
            <Route key={route} path={route} element={element} />
          ))}
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
