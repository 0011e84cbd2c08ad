import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { MemoryRouter, Route, Routes } from '../../src/lib/router/memory-router.tsx';
import { useLocation } from '../../src/lib/router/router.tsx';

export interface FakeAnswer {
  code?: number;
  msg?: string;
  data: unknown;
  status?: number;
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

/**
 * Our API in a page test, in place of `fetch`: one handler per `METHOD /path`, an envelope 404
 * for anything else. Answers the list of requests, which grows as the page calls.
 */
export function serveApi(routes: Record<string, (request: FakeRequest) => FakeAnswer>): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const body: unknown = init.body ? JSON.parse(init.body as string) : undefined;
    calls.push({ key, url, body });
    const handler = routes[key];
    const answer = handler ? handler({ url, init, body }) : { code: 404, data: null, status: 404 };
    return new Response(
      JSON.stringify({ code: answer.code ?? 200, msg: answer.msg ?? 'ok', data: answer.data }),
      { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } },
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
