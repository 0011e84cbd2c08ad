import { MAX_ROW_ID } from '@space/contracts/limits';
import { isLocale, type Locale } from '@space/contracts/locales';
import { APP_NAME, pageDescription, PAGE_NAMES } from '@space/contracts/page-heads';
import { tenantById } from '@space/contracts/tenants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { viewerTenantOf } from '../auth/index.ts';
import type { HeadContext, PageHead, PageStatus } from './head-types.ts';
import { articleHead } from './heads/article-head.ts';
import { authorHead } from './heads/author-head.ts';
import { linkOf } from './heads/head-parts.ts';
import { productHead } from './heads/product-head.ts';
import { staticHead } from './heads/static-head.ts';
import { videoHead } from './heads/video-head.ts';
import { siteBaseUrl } from './seo.routes.ts';

/** An id as the web app's pages read `?id=` (parseId, parseAuthorId): a positive row id. */
function rowId(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ROW_ID ? id : null;
}

type RowHead = (ctx: HeadContext, id: number) => Promise<PageHead | PageStatus>;

/** The public pages that show one row, by their path (apps/web/src/config/paths.ts). */
const ONE_ROW_PAGES = new Map<string, RowHead>([
  ['/product', productHead],
  ['/article', articleHead],
  ['/author', authorHead],
  ['/videoplayer', videoHead],
]);

/** A page that is not public, or no page at all: the site's description, nothing else. */
function plainHead(ctx: HeadContext, status: PageStatus | null): PageHead {
  return {
    status,
    lang: ctx.lang,
    title: null,
    name: ctx.siteName,
    description: pageDescription(ctx.lang, 'site'),
    urls: null,
    ogType: 'website',
    image: null,
    siteName: ctx.siteName,
    extraMeta: [],
    jsonLd: [],
  };
}

/**
 * The site's origin for the head's absolute URLs. Outside production a request to a host that
 * is neither PUBLIC_URL's nor trusted (a partner's host in development) has none: its head's
 * URLs are then relative, since a page must never fail over its head.
 */
function baseUrlOf(request: FastifyRequest): string {
  try {
    return siteBaseUrl(request);
  } catch (error) {
    request.log.debug({ err: error }, 'page head: no trusted origin, URLs kept relative');
    return '';
  }
}

const heads = new WeakMap<FastifyRequest, Promise<PageHead>>();

/**
 * The head of a page request (decision 059) and its status (decision 058): 404 for a
 * product, article, author or video tutorial that a visitor of this brand cannot see (unknown,
 * hidden, a draft, kept to other brands, or no id), 410 for a delisted product. One statement
 * per one-row page gives both; other pages read nothing. Built from the URL, the brand of the
 * host and the page's language only (page requests carry no session). Asked once per
 * request: the first view's hook and the not-found handler share the answer.
 */
export function pageHeadOf(
  app: FastifyInstance,
  request: FastifyRequest,
  lang: Locale,
): Promise<PageHead> {
  const known = heads.get(request);
  if (known) return known;
  const head = buildHead(app, request, lang);
  heads.set(request, head);
  return head;
}

async function buildHead(
  app: FastifyInstance,
  request: FastifyRequest,
  lang: Locale,
): Promise<PageHead> {
  let url: URL;
  try {
    url = new URL(request.url, 'http://localhost');
  } catch {
    url = new URL('http://localhost/');
  }
  const pathname = url.pathname.replace(/(.)\/+$/, '$1');
  const rowPage = ONE_ROW_PAGES.get(pathname.toLowerCase());
  // Host rules fresh before the brand and its origin are chosen, as for /api/ requests.
  await app.brands.refreshIfStale();
  const tenantId = viewerTenantOf(request);
  const urlLang = url.searchParams.get('lang');
  const ctx: HeadContext = {
    app,
    base: baseUrlOf(request),
    tenantId,
    siteName: tenantById(tenantId)?.name ?? APP_NAME,
    lang,
    urlLang: isLocale(urlLang) ? urlLang : null,
    home: { name: PAGE_NAMES[lang].home, url: '' },
  };
  ctx.home.url = linkOf(ctx, '/home');
  if (rowPage) {
    const id = rowId(url.searchParams.get('id'));
    const head = id === null ? 404 : await rowPage(ctx, id);
    return typeof head === 'number' ? plainHead(ctx, head) : head;
  }
  return staticHead(ctx, pathname, url.searchParams) ?? plainHead(ctx, null);
}
