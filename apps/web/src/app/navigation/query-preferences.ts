import { isLocale } from '@space/contracts/locales';
import { replace, type LoaderFunctionArgs } from 'react-router';
import { useMainStore } from '../../stores/main-store.ts';
import { useSoftwareStore } from '../../stores/software-store.ts';

const PREFERENCE_PARAMS = ['lang', 'software', 'client'] as const;

/**
 * Spec §2: `lang` (only en, zh, ko applied), `software` and `client` set the
 * language, software and client brand, then leave the URL by a replacing
 * redirect. Runs as the root route's loader, before any page renders.
 */
export function applyQueryPreferences({ request }: LoaderFunctionArgs): Response | null {
  const url = new URL(request.url);
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
  // `replace`, not `redirect`: the URL with the parameters must not stay in history.
  return replace(`${url.pathname}${search ? `?${search}` : ''}${url.hash}`);
}
