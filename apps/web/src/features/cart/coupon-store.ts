import { create } from 'zustand';

interface CouponState {
  /** The code the buyer applied in the cart or on /payment, as the server accepted it. */
  code: string | null;
  apply(code: string): void;
  clear(): void;
}

/**
 * The applied discount coupon (decision 025), from the cart to checkout. In memory only: a
 * coupon is a choice for this visit, and the server validates it again at checkout anyway.
 */
export const useCouponStore = create<CouponState>()((set) => ({
  code: null,
  apply: (code) => set({ code }),
  clear: () => set({ code: null }),
}));
