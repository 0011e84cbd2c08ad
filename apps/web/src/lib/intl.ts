import type { Locale } from '@space/contracts/locales';

const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', zh: 'zh-CN', ko: 'ko-KR' };

/** The BCP 47 tag Intl formats a locale of ours with. */
export function intlLocale(locale: Locale): string {
  return INTL_LOCALE[locale];
}
