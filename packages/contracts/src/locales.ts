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

/**
 * Creator-written text in the other interface languages (decision 035): the product's own
 * `name` or `overview` column is the text as written; this map holds translations by locale.
 */
export type Translations = Partial<Record<Locale, string>>;

/**
 * The text to show in `locale`: its translation, else the spec's fallback language (zh), else
 * the default (en), else the text as the creator wrote it. Blank translations do not count.
 */
export function pickTranslation(
  written: string,
  translations: Translations,
  locale: Locale,
): string {
  for (const candidate of [locale, FALLBACK_LOCALE, DEFAULT_LOCALE]) {
    const text = translations[candidate];
    if (text !== undefined && text.trim() !== '') return text;
  }
  return written;
}

/**
 * The language of catalogue content a request asks for: the first tag of `Accept-Language`
 * when it is one of ours (the web app sends its interface language there, since the spec's
 * `lang` header only tells zh-CN from en-US), else what the `lang` header says.
 */
export function contentLocaleOf(
  acceptLanguage: string | undefined,
  langHeader: string | undefined,
): Locale {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  const primary = first.split(/[-;]/)[0];
  return isLocale(primary) ? primary : localeFromLangHeader(langHeader);
}
