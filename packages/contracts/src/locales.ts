/** The closed list of interface languages (spec §1, §9). `en` is the default, `zh` the fallback. */
export const LOCALES = ['en', 'zh', 'ko'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';
export const FALLBACK_LOCALE: Locale = 'zh';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Value of the `lang` request header (spec §7): `zh-CN` for Chinese, otherwise `en-US`. */
export function langHeaderFor(locale: Locale): 'zh-CN' | 'en-US' {
  return locale === 'zh' ? 'zh-CN' : 'en-US';
}

/** Reads a `lang` request header back into a locale; Korean clients may send `ko-KR`. */
export function localeFromLangHeader(header: string | undefined): Locale {
  const value = (header ?? '').toLowerCase();
  if (value.startsWith('zh')) return 'zh';
  if (value.startsWith('ko')) return 'ko';
  return 'en';
}
