import { STORAGE_KEYS } from '@space/contracts/storage';
import { readItem, removeItem, writeItem } from './storage.ts';

const ACCOUNT_PAGE = /^\/(login|register|resetPwd|wxlogin|callBack)(_|$|\?)/;
/** A payment provider's return (`/callBack?type=payment&orderNo=…`) is worth coming back to. */
const PAYMENT_RETURN = /^\/callBack\?(?:.*&)?(?:type=payment|orderNo=)/;

/** Remembers where to come back to after logging in (spec §4: `historyRoute` in session storage). */
export function rememberRoute(pathAndQuery: string): void {
  if (ACCOUNT_PAGE.test(pathAndQuery) && !PAYMENT_RETURN.test(pathAndQuery)) return;
  writeItem(STORAGE_KEYS.historyRoute, pathAndQuery, 'session');
}

/** Where to go after a successful login: the remembered route (once), else home. */
export function takeRememberedRoute(fallback = '/home'): string {
  const stored = readItem(STORAGE_KEYS.historyRoute, 'session');
  removeItem(STORAGE_KEYS.historyRoute, 'session');
  // Only same-site paths: never an absolute URL someone planted.
  return stored && stored.startsWith('/') && !stored.startsWith('//') ? stored : fallback;
}
