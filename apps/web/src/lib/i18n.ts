import { DEFAULT_LOCALE, FALLBACK_LOCALE, type Locale } from '@space/contracts/locales';
import { VALIDATION_MESSAGES } from '@space/contracts/validation-messages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type Messages } from '../locales/en.ts';
import { intlLocale } from './intl.ts';

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
  if (i18next.hasResourceBundle(lang, 'translation')) return;
  const messages = await LOADERS[lang]();
  i18next.addResourceBundle(lang, 'translation', { ...messages, validation: validationFor(lang) });
}

export async function switchLanguage(lang: Locale): Promise<void> {
  await ensureLocale(lang);
  if (i18next.language !== lang) await i18next.changeLanguage(lang);
}

export async function initI18n(lang: Locale): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: { ...en, validation: validationFor('en') } } },
    partialBundledLanguages: true,
    lng: DEFAULT_LOCALE,
    // Spec §1: English is the default, Chinese the fallback (every locale is complete; a test checks).
    fallbackLng: [FALLBACK_LOCALE, DEFAULT_LOCALE],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await switchLanguage(lang);
}

export { i18next };

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
