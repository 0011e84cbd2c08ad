import type { ErrorName } from '@space/contracts/errors';
import type { Locale } from '@space/contracts/locales';

type Catalogue = Record<ErrorName, Record<Locale, string>>;

let catalogue: Catalogue | null = null;
let loading: Promise<Catalogue> | null = null;

/**
 * The error catalogue in all three languages (about 7 kB gzipped), loaded on demand: with the
 * Korean strings, since the server writes its messages in en and zh only (i18n.ts), and by a
 * page that has a catalogue message to show.
 */
export function loadErrorMessages(): Promise<Catalogue> {
  loading ??= import('@space/contracts/error-messages').then(
    (module) => (catalogue = module.ERROR_MESSAGES),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The catalogue's message for `name`, or null while the catalogue is not loaded. */
export function errorMessage(name: ErrorName, lang: Locale): string | null {
  return catalogue?.[name][lang] ?? null;
}
