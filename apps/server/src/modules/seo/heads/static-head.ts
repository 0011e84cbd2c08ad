import {
  contentSlug,
  DEVICE_FAMILIES,
  HUB_CONTENT_TYPES,
  type ContentType,
} from '@space/contracts/catalog';
import { pageDescription, PAGE_NAMES, type StaticPageKey } from '@space/contracts/page-heads';
import { TENANTS } from '@space/contracts/tenants';
import type { SearchAction, WebSite, WithActionConstraints, WithContext } from 'schema-dts';
import { ogImageUrl } from '../og-images.ts';
import type { HeadContext, PageHead } from '../head-types.ts';
import { crumbOf, headOf } from './head-parts.ts';
import { familyPageKey, listPageKey } from './page-keys.ts';

type Family = (typeof DEVICE_FAMILIES)[number]['code'] | 'hub';

/** A public page that shows no single row. */
interface StaticPage {
  key: StaticPageKey;
  path: string;
  description: (ctx: HeadContext) => string;
  /** The pages between home and this one; undefined: no trail (home, a login page). */
  parents?: { key: StaticPageKey; path: string }[];
  /** The query parameter that chooses what the page shows (a search's `q`). */
  param?: string;
}

const FAMILIES: { code: Family; path: string; contentTypes: readonly ContentType[] }[] = [
  ...DEVICE_FAMILIES,
  { code: 'hub', path: '/hub', contentTypes: HUB_CONTENT_TYPES },
];

/** A page described by its own text (its key names both). */
const plain = (
  key: 'home' | 'search' | 'discovery' | 'expertList' | 'videoTutorial',
  path: string,
  param?: string,
): StaticPage => ({
  key,
  path,
  description: (ctx) => pageDescription(ctx.lang, key),
  parents: key === 'home' ? undefined : [],
  param,
});

const PAGES: StaticPage[] = [
  plain('home', '/home'),
  ...FAMILIES.flatMap((family) => {
    const key = familyPageKey(family.code);
    return [
      {
        key,
        path: family.path,
        description: (ctx: HeadContext) => pageDescription(ctx.lang, family.code),
        parents: [],
      },
      ...family.contentTypes.map((type) => {
        const list = listPageKey(family.code, type);
        return {
          key: list,
          path: `${family.path}/${contentSlug(type)}`,
          description: (ctx: HeadContext) =>
            pageDescription(ctx.lang, 'list', { name: PAGE_NAMES[ctx.lang][list] }),
          parents: [{ key, path: family.path }],
        };
      }),
    ];
  }),
  plain('search', '/search', 'q'),
  plain('discovery', '/discovery'),
  plain('expertList', '/expertList'),
  plain('videoTutorial', '/videoTutorial'),
  // A brand's login page is its landing page (decision 058): the default's and each partner's.
  ...TENANTS.map((tenant) => ({
    key: 'login' as const,
    path: tenant.routeSuffix === null ? '/login' : `/login_${tenant.routeSuffix}`,
    description: (ctx: HeadContext) => pageDescription(ctx.lang, 'login', { brand: tenant.name }),
  })),
];

/** By lower-case path: the router matches paths case-insensitively, the canonical keeps case. */
const BY_PATH = new Map(PAGES.map((page) => [page.path.toLowerCase(), page]));

export function isStaticPage(pathname: string): boolean {
  return BY_PATH.has(pathname.toLowerCase());
}

/** The site's search box for search engines (schema.org WebSite with a SearchAction). */
function webSite(ctx: HeadContext): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${ctx.base}/search?q={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: ctx.siteName,
    url: `${ctx.base}/home`,
    inLanguage: ctx.lang,
    potentialAction: search,
  };
}

/** The head of a static public page, or null when `pathname` is none. */
export function staticHead(
  ctx: HeadContext,
  pathname: string,
  search: URLSearchParams,
): PageHead | null {
  const page = BY_PATH.get(pathname.toLowerCase());
  if (!page) return null;
  const name = PAGE_NAMES[ctx.lang][page.key];
  const value = page.param === undefined ? null : search.get(page.param);
  return headOf(ctx, {
    path: page.path,
    params: page.param !== undefined && value ? [[page.param, value]] : [],
    name,
    ogTitle: page.key === 'home' ? ctx.siteName : undefined,
    description: page.description(ctx),
    ogType: 'website',
    image: { url: ogImageUrl(ctx.base, 'site', null, null), alt: ctx.siteName },
    trail: page.parents?.map((parent) => crumbOf(ctx, parent.key, parent.path)),
    jsonLd: page.key === 'home' ? [webSite(ctx)] : [],
  });
}
