import type { CartMergeResult } from '@space/contracts/commerce';
import type { QueryClient } from '@tanstack/react-query';
import { translator } from '../../lib/i18n.ts';
import { useTokenStore } from '../../stores/token.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { CART_QUERY_KEY, cartOf, mergeLocalCart } from './cart-api.ts';
import { useCartNoticeStore, type MergeNotice } from './cart-notice.ts';

export function mergeNoticeOf(result: CartMergeResult): MergeNotice | null {
  const notice: MergeNotice = {
    owned: result.droppedOwned.map((item) => item.name),
    unavailable: result.droppedUnavailable.length,
    full: result.droppedFull.length,
  };
  return notice.owned.length + notice.unavailable + notice.full > 0 ? notice : null;
}

function announce(notice: MergeNotice): void {
  const { t } = translator;
  if (notice.owned.length > 0) {
    toast.info(t('cart.mergedOwned', { names: notice.owned.join(', ') }));
  }
  if (notice.unavailable > 0)
    toast.info(t('cart.mergedUnavailable', { count: notice.unavailable }));
  if (notice.full > 0) toast.info(t('cart.mergedFull', { count: notice.full }));
  useCartNoticeStore.getState().show(notice);
}

/**
 * Merges the visitor's cart into the server cart whenever a login happens (any way in: form,
 * code, WeChat, another tab) and at start when a session and a browser cart are both there.
 * Runs synchronously from the token change, so a cart read right after login waits for it.
 */
export function installCartSync(queryClient: QueryClient): () => void {
  const run = () => {
    mergeLocalCart()
      .then((result) => {
        if (!result) return;
        queryClient.setQueryData(CART_QUERY_KEY, cartOf(result));
        const notice = mergeNoticeOf(result);
        if (notice) announce(notice);
      })
      .catch((error: unknown) => {
        // The browser cart stays and is merged at the next login or start.
        console.warn('merging the cart failed', error);
      });
  };
  const unsubscribe = useTokenStore.subscribe((state, previous) => {
    if (state.token && state.token !== previous.token) run();
  });
  if (useTokenStore.getState().token) run();
  return unsubscribe;
}
