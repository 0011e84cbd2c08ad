import { CART_ITEMS_MAX, type CartMergeResult } from '@space/contracts/commerce';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_QUERY_KEY, cartMergeSettled, mergeLocalCart } from '../src/features/cart/cart-api.ts';
import { useCartNoticeStore } from '../src/features/cart/cart-notice.ts';
import { installCartSync, mergeNoticeOf } from '../src/features/cart/cart-sync.ts';
import { useToastStore } from '../src/components/toast/toast-store.ts';
import { initI18n } from '../src/lib/i18n.ts';
import { CART_STORE_KEY, cleanProductIds, useCartStore } from '../src/stores/cart-store.ts';
import { useMainStore } from '../src/stores/main-store.ts';
import { useTokenStore } from '../src/stores/token.ts';

const emptyCart = { tier: 'general' as const, items: [], count: 0, totals: [] };

function mergeResult(overrides: Partial<CartMergeResult> = {}): CartMergeResult {
  return { ...emptyCart, droppedOwned: [], droppedUnavailable: [], droppedFull: [], ...overrides };
}

/** A fetch that answers like our API and records what was asked. */
function serve(answer: () => { body: unknown; status?: number }) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const { body, status = 200 } = answer();
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

const stored = () =>
  JSON.parse(localStorage.getItem(CART_STORE_KEY)!) as {
    state: { productIds: number[] };
    version: number;
  };

beforeAll(() => initI18n('en'));
beforeEach(() => {
  localStorage.clear();
  useTokenStore.getState().removeToken();
  useCartStore.setState({ productIds: [] });
  useCartNoticeStore.setState({ notice: null });
  useToastStore.setState({ toasts: [] });
  useMainStore.getState().setLang('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the visitor cart store', () => {
  it('adds product ids newest first, once each, and removes them', () => {
    const cart = useCartStore.getState();
    expect(cart.add(3)).toBe('added');
    expect(cart.add(8)).toBe('added');
    expect(cart.add(3)).toBe('present');
    expect(useCartStore.getState().productIds).toEqual([8, 3]);
    useCartStore.getState().remove(8);
    useCartStore.getState().remove(99);
    expect(useCartStore.getState().productIds).toEqual([3]);
    useCartStore.getState().clear();
    expect(useCartStore.getState().productIds).toEqual([]);
  });

  it(`holds at most ${CART_ITEMS_MAX} products, like the server cart`, () => {
    useCartStore.setState({
      productIds: Array.from({ length: CART_ITEMS_MAX }, (_, index) => index + 1),
    });
    expect(useCartStore.getState().add(5000)).toBe('full');
    expect(useCartStore.getState().add(7)).toBe('present');
    expect(useCartStore.getState().productIds).toHaveLength(CART_ITEMS_MAX);
  });

  it('persists product ids only, under its own name and the store version', () => {
    useCartStore.getState().add(42);
    expect(stored()).toEqual({ state: { productIds: [42] }, version: 1 });
  });

  it('reads back only sane ids from storage (unique positive integers, bounded)', async () => {
    localStorage.setItem(
      CART_STORE_KEY,
      JSON.stringify({
        state: { productIds: [3, 'x', 3, -1, 2.5, 7, 0, 2_147_483_648, null] },
        version: 1,
      }),
    );
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState().productIds).toEqual([3, 7]);
    localStorage.setItem(CART_STORE_KEY, JSON.stringify({ state: { productIds: 'oops' } }));
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState().productIds).toEqual([]);
    expect(cleanProductIds(Array.from({ length: 150 }, (_, i) => i + 1))).toHaveLength(
      CART_ITEMS_MAX,
    );
  });
});

describe('merging the visitor cart at login', () => {
  it('does nothing for a visitor or an empty cart', async () => {
    const calls = serve(() => ({ body: { code: 200, msg: 'ok', data: mergeResult() } }));
    useCartStore.getState().add(1);
    expect(await mergeLocalCart()).toBeNull();
    useCartStore.getState().clear();
    useTokenStore.getState().setToken('tok');
    expect(await mergeLocalCart()).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('sends POST /api/cart/merge once, then empties the browser cart', async () => {
    const calls = serve(() => ({ body: { code: 200, msg: 'ok', data: mergeResult() } }));
    useCartStore.getState().add(5);
    useCartStore.getState().add(9);
    useTokenStore.setState({ token: 'tok' });
    const first = mergeLocalCart();
    // A second call while the first runs answers the same request.
    expect(mergeLocalCart()).toBe(first);
    await first;
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/cart/merge');
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ productIds: [9, 5] });
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('tok');
    expect(useCartStore.getState().productIds).toEqual([]);
    expect(stored().state.productIds).toEqual([]);
  });

  it('keeps the browser cart when the merge fails, for the next login', async () => {
    serve(() => ({ body: { code: 500, msg: 'boom', data: null }, status: 500 }));
    useCartStore.getState().add(5);
    useTokenStore.setState({ token: 'tok' });
    await expect(mergeLocalCart()).rejects.toThrow();
    await cartMergeSettled();
    expect(useCartStore.getState().productIds).toEqual([5]);
  });

  it('runs on login, fills the cart query and tells about owned items dropped', async () => {
    const merged = mergeResult({
      count: 1,
      droppedOwned: [{ id: 5, name: 'OBS Control' }],
    });
    const calls = serve(() => ({ body: { code: 200, msg: 'ok', data: merged } }));
    const queryClient = new QueryClient();
    const uninstall = installCartSync(queryClient);
    useCartStore.getState().add(5);
    useCartStore.getState().add(6);
    useTokenStore.getState().setToken('fresh');
    await vi.waitFor(() => expect(queryClient.getQueryData(CART_QUERY_KEY)).toBeDefined());
    uninstall();
    expect(calls).toHaveLength(1);
    expect(queryClient.getQueryData(CART_QUERY_KEY)).toEqual({ ...emptyCart, count: 1 });
    expect(useCartNoticeStore.getState().notice).toEqual({
      owned: ['OBS Control'],
      unavailable: 0,
      full: 0,
    });
    expect(useToastStore.getState().toasts.map((toast) => toast.text)).toContain(
      'Already in your products, so taken out of the cart: OBS Control',
    );
    expect(useCartStore.getState().productIds).toEqual([]);
  });

  it('has no notice when nothing was dropped', () => {
    expect(mergeNoticeOf(mergeResult())).toBeNull();
    expect(mergeNoticeOf(mergeResult({ droppedUnavailable: [4], droppedFull: [8, 9] }))).toEqual({
      owned: [],
      unavailable: 1,
      full: 2,
    });
  });
});
