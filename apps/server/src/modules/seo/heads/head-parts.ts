import { APP_NAME, PAGE_NAMES, type StaticPageKey } from '@space/contracts/page-heads';
import type { HeadContext, PageHead } from '../head-types.ts';
import type { Crumb, JsonLd } from '../json-ld.ts';
import { breadcrumbList } from '../json-ld.ts';
import { pageUrls } from '../page-urls.ts';

/** What a page kind's builder decides; the rest of the head follows from the context. */
export interface HeadParts {
  path: string;
  params?: [string, string][];
  name: string;
  /** og:title when it is not the page's name (home: the site's name). */
  ogTitle?: string;
  description: string;
  ogType: PageHead['ogType'];
  image: PageHead['image'];
  /** The trail between home and this page (home and the page itself are added). */
  trail?: Crumb[];
  extraMeta?: PageHead['extraMeta'];
  jsonLd?: JsonLd[];
}

/** `<name> | Space`, as the web app titles its pages (documentTitle). */
export const titleOf = (name: string) => `${name} | ${APP_NAME}`;

/** A link to another page of the site in the language of this page's URL. */
export function linkOf(ctx: HeadContext, path: string, params: [string, string][] = []): string {
  return pageUrls(ctx.base, path, params, ctx.urlLang).canonical;
}

/** A static page's crumb, by the web app's title key. */
export function crumbOf(ctx: HeadContext, key: StaticPageKey, path: string): Crumb {
  return { name: PAGE_NAMES[ctx.lang][key], url: linkOf(ctx, path) };
}

/** The head of a page a visitor may see, with its canonical URL and breadcrumb trail. */
export function headOf(ctx: HeadContext, parts: HeadParts): PageHead {
  const urls = pageUrls(ctx.base, parts.path, parts.params ?? [], ctx.urlLang);
  const trail = parts.trail;
  return {
    status: null,
    lang: ctx.lang,
    title: titleOf(parts.name),
    name: parts.ogTitle ?? parts.name,
    description: parts.description,
    urls,
    ogType: parts.ogType,
    image: parts.image,
    siteName: ctx.siteName,
    extraMeta: parts.extraMeta ?? [],
    jsonLd: [
      ...(parts.jsonLd ?? []),
      ...(trail === undefined
        ? []
        : [breadcrumbList([ctx.home, ...trail, { name: parts.name, url: urls.canonical }])]),
    ],
  };
}
