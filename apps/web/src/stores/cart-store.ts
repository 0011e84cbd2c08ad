import { CART_ITEMS_MAX } from '@space/contracts/limits';
import { MAX_ROW_ID } from '@space/contracts/limits';
import { STORE_VERSION } from '@space/contracts/storage';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { currentSnapshot } from '../lib/current-snapshot.ts';
import { safeStateStorage } from '../lib/storage.ts';

/**
 * Where a visitor's cart is kept. The spec names no such store (§9 lists the others), so the
 * name lives here until packages/contracts/src/storage.ts takes it into STORAGE_KEYS.
 */
export const CART_STORE_KEY = 'cartStore';

const isProductId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ROW_ID;

/** Whatever was stored (another version, a hand edit): unique product ids, newest first, bounded. */
export function cleanProductIds(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter(isProductId))].slice(0, CART_ITEMS_MAX);
}

export type LocalAddResult = 'added' | 'present' | 'full';

interface CartState {
  /** Product ids only, newest first: prices are always the server's (issue 9). */
  productIds: number[];
  add(productId: number): LocalAddResult;
  remove(productId: number): void;
  clear(): void;
}

/**
 * A visitor's cart, in the browser until login, when it is merged into the server cart
 * (features/cart/cart-sync.ts) and emptied. A logged-in user's cart lives on the server only.
 */
export const useCartStore = create<CartState>()(
  currentSnapshot(
    persist(
      (set, get) => ({
        productIds: [],
        add(productId) {
          const { productIds } = get();
          if (productIds.includes(productId)) return 'present';
          if (productIds.length >= CART_ITEMS_MAX) return 'full';
          set({ productIds: [productId, ...productIds] });
          return 'added';
        },
        remove(productId) {
          set({ productIds: get().productIds.filter((id) => id !== productId) });
        },
        clear() {
          set({ productIds: [] });
        },
      }),
      {
        name: CART_STORE_KEY,
        version: STORE_VERSION,
        storage: createJSONStorage(() => safeStateStorage),
        partialize: ({ productIds }) => ({ productIds }),
        merge: (persisted, current) => ({
          ...current,
          productIds: cleanProductIds((persisted as { productIds?: unknown } | null)?.productIds),
        }),
      },
    ),
  ),
);

// Another tab adding to or emptying the cart (a login there merges it) shows here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORE_KEY || event.key === null) {
      void useCartStore.persist.rehydrate();
    }
  });
}
