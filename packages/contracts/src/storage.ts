/**
 * Every browser storage key in one place (spec §9). Store names match the
 * specification; the version suffix lets a later release migrate a store.
 */
export const STORAGE_KEYS = {
  token: 'tokenData',
  uiStore: 'uiStore',
  mainStore: 'mainStore',
  userState: 'userState',
  softwareStore: 'softwareStore',
  themePreference: 'themePreference',
  historyRoute: 'historyRoute',
} as const;

export const STORE_VERSION = 1;
