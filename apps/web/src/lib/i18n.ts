import { DEFAULT_LOCALE, FALLBACK_LOCALE, type Locale } from '@space/contracts/locales';
import { VALIDATION_MESSAGES } from '@space/contracts/validation-messages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en.ts';
import { ko } from '../locales/ko.ts';
import { zh } from '../locales/zh.ts';

function validationFor(locale: Locale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(VALIDATION_MESSAGES).map(([key, messages]) => [key, messages[locale]]),
  );
}

export const resources = {
  en: { translation: { ...en, validation: validationFor('en') } },
  zh: { translation: { ...zh, validation: validationFor('zh') } },
  ko: { translation: { ...ko, validation: validationFor('ko') } },
} as const;

export function initI18n(lang: Locale) {
  void i18next.use(initReactI18next).init({
    resources,
    lng: lang,
    // Spec §1: English is the default, Chinese the fallback.
    fallbackLng: [FALLBACK_LOCALE, DEFAULT_LOCALE],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

export { i18next };

const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', zh: 'zh-CN', ko: 'ko-KR' };

export function formatMoney(minorUnits: number, currency: string, locale: Locale): string {
  const digits =
    new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency }).format(
    minorUnits / 10 ** digits,
  );
}

export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium' }).format(
    new Date(iso),
  );
}

export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { notation: 'compact' }).format(value);
}
