import { ERRORS } from '@space/contracts/errors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { ApiError, toApiError } from '../../lib/api-client.ts';
import { useCartStore } from '../../stores/cart-store.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { useIsLoggedIn } from '../../stores/token.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { loadErrorMessages } from '../../lib/error-messages.ts';
import {
  CART_QUERY_KEY,
  OWNED_IDS_QUERY_KEY,
  cartApi,
  getCartQueryOptions,
  getOwnedIdsQueryOptions,
} from './cart-api.ts';

/** The server cart for a logged-in user (nothing for visitors). */
export function useServerCart() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...getCartQueryOptions(), enabled: loggedIn });
}

/** Product ids in the cart and how many: the server's for users, the browser's for visitors. */
export function useCartContents(): { ids: number[]; count: number } {
  const loggedIn = useIsLoggedIn();
  const localIds = useCartStore((s) => s.productIds);
  const server = useServerCart();
  if (!loggedIn) return { ids: localIds, count: localIds.length };
  const ids = server.data?.items.map((item) => item.product.id) ?? [];
  return { ids, count: server.data?.count ?? 0 };
}

/**
 * Ids of the products the user owns, kept in userState too (spec §3); empty for visitors.
 */
export function useOwnedProductIds(): number[] {
  const loggedIn = useIsLoggedIn();
  const stored = useUserStore((s) => s.productIds);
  const owned = useQuery({ ...getOwnedIdsQueryOptions(), enabled: loggedIn });
  useEffect(() => {
    if (owned.data) useUserStore.getState().setProductIds(owned.data);
  }, [owned.data]);
  if (!loggedIn) return [];
  return owned.data ?? stored;
}

/**
 * Add to and remove from the cart, with the spec's messages (§8 'Add successfully',
 * 'remove Successfully'): through the API for users, in the browser for visitors.
 */
export function useCartActions() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();

  const add = useMutation({
    mutationFn: async (productId: number) => {
      if (loggedIn) {
        const cart = await cartApi.add(productId);
        queryClient.setQueryData(CART_QUERY_KEY, cart);
        return;
      }
      if (useCartStore.getState().add(productId) === 'full') {
        const messages = await loadErrorMessages();
        throw new ApiError(ERRORS.CART_FULL.code, messages.CART_FULL[useMainStore.getState().lang]);
      }
    },
    onSuccess: () => toast.success(t('messages.addSuccessfully')),
    onError: (error) => {
      // Owned after all (bought in another tab): the page learns it and says so.
      if (error instanceof ApiError && error.code === ERRORS.ALREADY_OWNED.code) {
        void queryClient.invalidateQueries({ queryKey: OWNED_IDS_QUERY_KEY });
      }
      toast.error(toApiError(error).message);
    },
  });

  const remove = useMutation({
    mutationFn: async (productId: number) => {
      if (loggedIn) {
        const cart = await cartApi.remove(productId);
        queryClient.setQueryData(CART_QUERY_KEY, cart);
        return;
      }
      useCartStore.getState().remove(productId);
    },
    onSuccess: () => toast.success(t('messages.removeSuccessfully')),
    onError: (error) => toast.error(toApiError(error).message),
  });

  return {
    add: (productId: number) => add.mutate(productId),
    remove: (productId: number) => remove.mutate(productId),
    /** The product an add is under way for, if any. */
    adding: add.isPending ? add.variables : undefined,
    removing: remove.isPending ? remove.variables : undefined,
  };
}
