import { DEFAULT_LOCALE, type Locale } from '@space/contracts/locales';
import { enCore, type CoreMessages } from '../locales/en-core.ts';
import type { Messages } from '../locales/en.ts';
import { loadErrorMessages } from './error-messages.ts';
import { intlLocale } from './intl.ts';
import { translator } from './translator.ts';

/**
 * The strings come in two parts per language (decision 037): the first load's (the shell, the
 * home page, the titles; English's in the entry chunk) and the pages', which every other route
 * loads before it renders (`loadPageMessages`), with the forms' validation messages. Nobody
 * downloads a language they did not choose.
 */
type Part = 'firstLoad' | 'all';

const FIRST_LOAD: Record<Locale, () => Promise<CoreMessages>> = {
  en: async () => enCore,
  zh: () => import('../locales/zh-core.ts').then((m) => m.zhCore),
  // The server writes its messages in en and zh only: Korean ones come from the catalogue.
  ko: async () =>
    (await Promise.all([import('../locales/ko-core.ts'), loadErrorMessages()]))[0].koCore,
};

const ALL: Record<Locale, () => Promise<Messages>> = {
  en: () => import('../locales/en.ts').then((m) => m.en),
  zh: () => import('../locales/zh.ts').then((m) => m.zh),
  ko: () => import('../locales/ko.ts').then((m) => m.ko),
};

async function loadAll(lang: Locale): Promise<Messages & { validation: Record<string, string> }> {
  const [messages, { VALIDATION_MESSAGES }] = await Promise.all([
    ALL[lang](),
    import('@space/contracts/validation-messages'),
  ]);
  const validation = Object.fromEntries(
    Object.entries(VALIDATION_MESSAGES).map(([key, text]) => [key, text[lang]]),
  );
  return { ...messages, validation };
}

/** The languages in use (English, the last fallback, always), and the part they need. */
const languages = new Set<Locale>([DEFAULT_LOCALE]);
let part: Part = 'firstLoad';
const loads = new Map<string, Promise<void>>();

function ensureLocale(lang: Locale): Promise<void> {
  languages.add(lang);
  const id = `${lang}:${part}`;
  let load = loads.get(id);
  if (!load) {
    load = (part === 'all' ? loadAll(lang) : FIRST_LOAD[lang]()).then(
      (messages) => translator.add(lang, messages),
      (error: unknown) => {
        loads.delete(id);
        throw error;
      },
    );
    loads.set(id, load);
  }
  return load;
}

/** Every string of the languages in use, from now on also for a language chosen later. */
export async function loadPageMessages(): Promise<void> {
  part = 'all';
  await Promise.all([...languages].map(ensureLocale));
}

export async function switchLanguage(lang: Locale): Promise<void> {
  await ensureLocale(lang);
  translator.use(lang);
}

/**
 * Loads English (the last fallback) and the user's language before the first render: all their
 * strings, or with `firstLoad` those of the first load (the app's start; routes load the rest).
 */
export async function initI18n(lang: Locale, needed: Part = 'all'): Promise<void> {
  if (needed === 'all') part = 'all';
  await Promise.all([ensureLocale(DEFAULT_LOCALE), ensureLocale(lang)]);
  translator.use(lang);
}

export { translator };

export { formatMoney } from './money.ts';

export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' }).format(new Date(iso));
}

/** A moment to the minute, e.g. a payment time. */
export function formatDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { notation: 'compact' }).format(value);
}
