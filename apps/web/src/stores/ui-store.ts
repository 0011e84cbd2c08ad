import { STORAGE_KEYS, STORE_VERSION } from '@space/contracts/storage';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { currentSnapshot } from '../lib/current-snapshot.ts';
import { safeStateStorage } from '../lib/storage.ts';

interface UiState {
  showSearchInput: boolean;
  showCartImg: boolean;
  setSearchInputShown(shown: boolean): void;
  setCartImgShown(shown: boolean): void;
}

/** UI flags (spec §3): both default to true and persist. */
export const useUiStore = create<UiState>()(
  currentSnapshot(
    persist(
      (set) => ({
        showSearchInput: true,
        showCartImg: true,
        setSearchInputShown: (showSearchInput) => set({ showSearchInput }),
        setCartImgShown: (showCartImg) => set({ showCartImg }),
      }),
      {
        name: STORAGE_KEYS.uiStore,
        version: STORE_VERSION,
        storage: createJSONStorage(() => safeStateStorage),
      },
    ),
  ),
);
