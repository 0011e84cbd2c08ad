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
  /** A visitor's resume positions of video tutorials (decision 034); signed-in users' are on the server. */
  videoProgress: 'videoProgress',
  /** Whether the player goes on to the next tutorial by itself. */
  videoAutoplayNext: 'videoAutoplayNext',
} as const;

export const STORE_VERSION = 1;
