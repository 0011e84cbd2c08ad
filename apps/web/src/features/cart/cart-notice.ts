import { create } from 'zustand';

export interface MergeNotice {
  /** Names of products dropped because the user owns them already. */
  owned: string[];
  /** How many ids named nothing the user may see any more. */
  unavailable: number;
  /** How many did not fit in the cart. */
  full: number;
}

interface CartNoticeState {
  notice: MergeNotice | null;
  show(notice: MergeNotice): void;
  dismiss(): void;
}

/** What the login merge left out, kept for the cart page until dismissed. */
export const useCartNoticeStore = create<CartNoticeState>((set) => ({
  notice: null,
  show: (notice) => set({ notice }),
  dismiss: () => set({ notice: null }),
}));
