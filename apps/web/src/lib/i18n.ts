import { DEFAULT_LOCALE, type Locale } from '@space/contracts/locales';
import { VALIDATION_MESSAGES } from '@space/contracts/validation-messages';
import { en, type Messages } from '../locales/en.ts';
import { intlLocale } from './intl.ts';
import { translator } from './translator.ts';

function validationFor(locale: Locale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(VALIDATION_MESSAGES).map(([key, messages]) => [key, messages[locale]]),
  );
}

/** English ships in the main bundle; the others load when chosen, so nobody downloads three languages. */
const LOADERS: Record<Locale, () => Promise<Messages>> = {
  en: async () => en,
  zh: () => import('../locales/zh.ts').then((m) => m.zh),
  ko: () => import('../locales/ko.ts').then((m) => m.ko),
};

async function ensureLocale(lang: Locale): Promise<void> {
  if (translator.has(lang)) return;
  const messages = await LOADERS[lang]();
  translator.add(lang, { ...messages, validation: validationFor(lang) });
}

export async function switchLanguage(lang: Locale): Promise<void> {
  await ensureLocale(lang);
  translator.use(lang);
}

/** Loads English (the last fallback) and the user's language before the first render. */
export async function initI18n(lang: Locale): Promise<void> {
  await ensureLocale(DEFAULT_LOCALE);
  await switchLanguage(lang);
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
