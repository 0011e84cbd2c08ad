import { LOCALES, type Locale } from '@space/contracts/locales';

/** A page's address for search engines: its canonical URL and its language versions. */
export interface PageUrls {
  canonical: string;
  /** hreflang en, zh, ko (`?lang=`) and x-default (no `lang`), as the sitemaps list them. */
  alternates: { hreflang: Locale | 'x-default'; href: string }[];
}

/**
 * The URLs of a page (decision 059): `path` with only the parameters that choose what it shows
 * (`id`, a search's `q`), in that order, so tracking parameters, `client`, `software` or a list's
 * sort do not make another page. Each language version is its own canonical (`?lang=zh` is
 * the Chinese page, indexable with its own URL); without `lang` the page is the x-default.
 */
export function pageUrls(
  base: string,
  path: string,
  params: readonly (readonly [string, string])[],
  urlLang: Locale | null,
): PageUrls {
  const at = (lang: Locale | null) => {
    const search = new URLSearchParams(
      params.map(([name, value]): [string, string] => [name, value]),
    );
    if (lang !== null) search.set('lang', lang);
    const query = search.toString();
    return `${base}${path}${query === '' ? '' : `?${query}`}`;
  };
  return {
    canonical: at(urlLang),
    alternates: [
      ...LOCALES.map((lang) => ({ hreflang: lang, href: at(lang) })),
      { hreflang: 'x-default' as const, href: at(null) },
    ],
  };
}
