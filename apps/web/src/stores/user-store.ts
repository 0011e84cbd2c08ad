import type { UserInfo } from '@space/contracts/accounts';
import { STORAGE_KEYS, STORE_VERSION } from '@space/contracts/storage';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { currentSnapshot } from '../lib/current-snapshot.ts';
import { safeStateStorage } from '../lib/storage.ts';

/** Stored user info fields (spec §3), as the server sends them; never a password. */
export type { UserInfo };

interface UserFields {
  userInfo: UserInfo | null;
  /** Ids of the products the user owns. */
  productIds: number[];
  /** "Remember me": keeps the login name (not the password) for the next visit. */
  remember: boolean;
  loginName: string;
}

interface UserState extends UserFields {
  setUserInfo(userInfo: UserInfo): void;
  setProductIds(productIds: number[]): void;
  rememberLogin(loginName: string | null): void;
  clearUserInfo(): void;
}

const EMPTY: UserFields = { userInfo: null, productIds: [], remember: false, loginName: '' };

export const useUserStore = create<UserState>()(
  currentSnapshot(
    persist(
      (set) => ({
        ...EMPTY,
        setUserInfo: (userInfo) => set({ userInfo }),
        setProductIds: (productIds) => set({ productIds }),
        rememberLogin: (loginName) =>
          set(loginName ? { remember: true, loginName } : { remember: false, loginName: '' }),
        // Spec §4: clearing resets every field and the product list.
        clearUserInfo: () => set({ ...EMPTY }),
      }),
      {
        name: STORAGE_KEYS.userState,
        version: STORE_VERSION,
        storage: createJSONStorage(() => safeStateStorage),
      },
    ),
  ),
);
