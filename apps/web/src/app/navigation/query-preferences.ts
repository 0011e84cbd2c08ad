import { isLocale } from '@space/contracts/locales';
import type { Guard } from '../../lib/router/create-router.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { useSoftwareStore } from '../../stores/software-store.ts';

const PREFERENCE_PARAMS = ['lang', 'software', 'client'] as const;

/**
 * Spec §2: `lang` (only en, zh, ko applied), `software` and `client` set the
 * language, software and client brand, then leave the URL by a replacing
 * redirect. Runs as the root route's guard, before any page renders.
 */
export const applyQueryPreferences: Guard = (url) => {
  if (!PREFERENCE_PARAMS.some((name) => url.searchParams.has(name))) return null;

  const lang = url.searchParams.get('lang');
  if (isLocale(lang)) useMainStore.getState().setLang(lang);
  if (url.searchParams.has('software')) {
    useSoftwareStore.getState().setSoftware(url.searchParams.get('software'));
  }
  if (url.searchParams.has('client')) {
    useSoftwareStore.getState().setClient(url.searchParams.get('client'));
  }
  for (const name of PREFERENCE_PARAMS) url.searchParams.delete(name);
  const search = url.searchParams.toString();
  // The redirect takes the place of this navigation: the URL with the parameters never stays
  // in history.
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
};
