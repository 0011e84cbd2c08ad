import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installUnauthenticatedHandler } from '../src/features/session/unauthenticated.ts';
import { apiData, apiRequest, ApiError } from '../src/lib/api-client.ts';
import { useMainStore } from '../src/stores/main-store.ts';
import { useSoftwareStore } from '../src/stores/software-store.ts';
import { useTokenStore } from '../src/stores/token.ts';
import { useUserStore } from '../src/stores/user-store.ts';

/** The server side of these tests: a fetch that answers like our API and records requests. */
function serve(body: unknown, status = 200) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

const navigate = vi.fn();
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  navigate.mockReset();
  installUnauthenticatedHandler(navigate);
  useTokenStore.getState().removeToken();
  useSoftwareStore.setState({ client: null });
  useMainStore.getState().setLang('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('API client (spec §7)', () => {
  it('sends the token in Authorization and satoken, and the lang header', async () => {
    const calls = serve({ code: 200, msg: 'ok', data: 1 });
    useTokenStore.getState().setToken('tok123');
    useMainStore.getState().setLang('zh');
    await apiRequest('/api/x');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.authorization).toBe('tok123');
    expect(headers.satoken).toBe('tok123');
    expect(headers.lang).toBe('zh-CN');
    useMainStore.getState().setLang('ko');
    await apiRequest('/api/x');
    expect((calls[1]!.init.headers as Record<string, string>).lang).toBe('en-US');
  });

  it('sends no token headers for visitors and returns the body', async () => {
    const calls = serve({ code: 200, msg: 'ok', data: { a: 1 } });
    const body = await apiRequest('/api/x', { query: { page: 2, empty: '' } });
    expect(body).toEqual({ code: 200, msg: 'ok', data: { a: 1 } });
    expect(calls[0]!.url).toBe('/api/x?page=2');
    expect(calls[0]!.init.headers).not.toHaveProperty('authorization');
    expect(calls[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('on body code 401 removes the token, clears the user, saves historyRoute and goes to the brand login', async () => {
    serve({ code: 401, msg: 'expired', data: null }, 401);
    useTokenStore.getState().setToken('old');
    useUserStore.getState().setUserInfo({ tenantId: 10000004 } as never);
    useUserStore.getState().setProductIds([5]);
    window.history.replaceState(null, '', '/products?page=2');
    const body = await apiRequest('/api/me');
    expect(body.code).toBe(401);
    expect(useTokenStore.getState().token).toBeNull();
    expect(localStorage.getItem('tokenData')).toBeNull();
    expect(useUserStore.getState()).toMatchObject({ userInfo: null, productIds: [] });
    expect(sessionStorage.getItem('historyRoute')).toBe('/products?page=2');
    expect(navigate).toHaveBeenCalledWith('/login_AJAZZ', true);
  });

  it('without a tenant the client brand picks the login page', async () => {
    serve({ code: 401, msg: 'expired', data: null }, 401);
    useSoftwareStore.getState().setClient('darkFlash');
    await apiRequest('/api/me');
    expect(navigate).toHaveBeenCalledWith('/login_darkFlash', true);
  });

  it('passes transport errors to the caller unchanged', async () => {
    const failure = new TypeError('Failed to fetch');
    vi.stubGlobal('fetch', () => Promise.reject(failure));
    await expect(apiRequest('/api/x')).rejects.toBe(failure);
    const abort = new DOMException('aborted', 'AbortError');
    vi.stubGlobal('fetch', () => Promise.reject(abort));
    await expect(apiRequest('/api/x')).rejects.toBe(abort);
  });

  it('apiData throws an ApiError with field errors on a failed body', async () => {
    serve(
      {
        code: 400,
        msg: 'Form validation failed!',
        data: { fields: [{ path: 'body.name', message: 'x' }] },
      },
      400,
    );
    const error = await apiData('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 400, fields: [{ path: 'body.name', message: 'x' }] });
  });
});
