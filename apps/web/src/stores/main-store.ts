import { isLocale, type Locale } from '@space/contracts/locales';
import { STORAGE_KEYS, STORE_VERSION } from '@space/contracts/storage';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { currentSnapshot } from '../lib/current-snapshot.ts';
import { readItem, safeStateStorage, writeItem } from '../lib/storage.ts';

export type ThemeColor = 'light' | 'dark';

function initialTheme(): ThemeColor {
  const stored = readItem(STORAGE_KEYS.themePreference);
  if (stored === 'light' || stored === 'dark') return stored;
  return typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

function initialLang(): Locale {
  const browser = typeof navigator !== 'undefined' ? navigator.language.slice(0, 2) : 'en';
  return isLocale(browser) ? browser : 'en';
}

interface MainState {
  lang: Locale;
  themeColor: ThemeColor;
  setLang(lang: Locale): void;
  setTheme(theme: ThemeColor): void;
}

/**
 * Interface state (spec §3): language and theme persist. The theme also
 * writes the `themePreference` local setting it is read from.
 */
export const useMainStore = create<MainState>()(
  currentSnapshot(
    persist(
      (set) => ({
        lang: initialLang(),
        themeColor: initialTheme(),
        setLang: (lang) => set({ lang }),
        setTheme: (themeColor) => {
          writeItem(STORAGE_KEYS.themePreference, themeColor);
          set({ themeColor });
        },
      }),
      {
        name: STORAGE_KEYS.mainStore,
        version: STORE_VERSION,
        storage: createJSONStorage(() => safeStateStorage),
        partialize: ({ lang, themeColor }) => ({ lang, themeColor }),
      },
    ),
  ),
);
