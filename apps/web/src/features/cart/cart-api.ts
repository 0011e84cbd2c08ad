import type { Cart, CartMergeResult, OwnedProduct } from '@space/contracts/commerce';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiData, type Page } from '../../lib/api-client.ts';
import { useCartStore } from '../../stores/cart-store.ts';
import { currentToken } from '../../stores/token.ts';

export const CART_QUERY_KEY = ['me', 'cart'] as const;
export const OWNED_IDS_QUERY_KEY = ['me', 'owned-ids'] as const;

let merging: Promise<CartMergeResult | null> | null = null;

/**
 * POST /api/cart/merge with the visitor's cart, once, right after login; then the ids that
 * were sent leave the browser cart (anything added meanwhile waits for the next merge). A
 * second call while one is running answers the same promise. Nothing to merge: null.
 */
export function mergeLocalCart(): Promise<CartMergeResult | null> {
  if (merging) return merging;
  const productIds = useCartStore.getState().productIds;
  if (productIds.length === 0 || !currentToken()) return Promise.resolve(null);
  const sent = new Set(productIds);
  merging = apiData<CartMergeResult>('/api/cart/merge', {
    method: 'POST',
    body: { productIds },
  })
    .then((result) => {
      useCartStore.setState((state) => ({
        productIds: state.productIds.filter((id) => !sent.has(id)),
      }));
      return result;
    })
    .finally(() => {
      merging = null;
    });
  return merging;
}

/** Waits for a running merge, whatever its outcome, so a cart read after login sees it. */
export async function cartMergeSettled(): Promise<void> {
  try {
    await merging;
  } catch {
    // A failed merge keeps the browser cart for the next login; the read goes on.
  }
}

/** The server cart of a logged-in user, priced for their tier (GET /api/cart). */
export function getCartQueryOptions() {
  return queryOptions({
    queryKey: CART_QUERY_KEY,
    queryFn: async ({ signal }) => {
      await cartMergeSettled();
      return apiData<Cart>('/api/cart', { signal });
    },
  });
}

/** The page size the owned-products list allows at most. */
const OWNED_PAGE_SIZE = 100;
/** Enough pages for any real collection; a bound so a broken total cannot loop for ever. */
const OWNED_PAGES_MAX = 20;

/**
 * Ids of every product the user owns (spec §3 keeps this list in userState), read from
 * GET /api/users/me/products page by page.
 */
export function getOwnedIdsQueryOptions() {
  return queryOptions({
    queryKey: OWNED_IDS_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const ids: number[] = [];
      for (let page = 1; page <= OWNED_PAGES_MAX; page += 1) {
        const result = await apiData<Page<OwnedProduct>>('/api/users/me/products', {
          query: { page, pageSize: OWNED_PAGE_SIZE },
          signal,
        });
        ids.push(...result.list.map((item) => item.product.id));
        if (result.list.length < OWNED_PAGE_SIZE || page * OWNED_PAGE_SIZE >= result.total) break;
      }
      return ids;
    },
  });
}

export const cartApi = {
  add: (productId: number) => apiData<Cart>(`/api/cart/items/${productId}`, { method: 'PUT' }),
  remove: (productId: number) =>
    apiData<Cart>(`/api/cart/items/${productId}`, { method: 'DELETE' }),
};

/** The cart merge answer without its `dropped*` lists: what GET /api/cart would answer. */
export function cartOf(result: CartMergeResult): Cart {
  const { tier, items, count, totals } = result;
  return { tier, items, count, totals };
}

/** After anything that changes what the user has or owes: cart, owned products, orders. */
export function refreshCommerce(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: OWNED_IDS_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: ['me', 'owned'] });
  void queryClient.invalidateQueries({ queryKey: ['me', 'orders'] });
}
