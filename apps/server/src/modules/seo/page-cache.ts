import type { FastifyReply, FastifyRequest } from 'fastify';
import { PRIVATE_PATHS } from './seo.routes.ts';
import { appendVary, noneMatchHits, weakEtagOf } from '../../plugins/http-cache.ts';

/**
 * Anonymous page HTML may be kept this long by shared caches (a CDN, a proxy): a change of the
 * catalogue shows within a minute. Browsers keep nothing without asking (`max-age=0`): each
 * navigation revalidates, answered 304 while the page is the same, so a new build is seen at
 * once (the app's update check asks with `cache: 'no-store'` anyway).
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60';

/**
 * What a page's HTML depends on besides its URL: the encoding, and the language and theme the
 * first view is rendered in (the `space-prefs` cookie, else Accept-Language).
 */
const PAGE_VARY = ['accept-encoding', 'accept-language', 'cookie'];

/** A page robots.txt keeps out (cart, payment, account, admin…): never stored anywhere. */
export function isPrivatePage(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return PRIVATE_PATHS.some((prefix) => {
    const lower = prefix.toLowerCase().replace(/\/$/, '');
    // `/resetPwd_VSD` is a partner's reset page: the suffix is part of the private name.
    return path === lower || path.startsWith(`${lower}/`) || path.startsWith(`${lower}_`);
  });
}

/**
 * Sets a page's caching headers (decision 062) and tells whether the browser already holds
 * this exact HTML (its If-None-Match names its ETag): then the caller answers 304 without a
 * body. Page HTML never carries a session (the token lives in the browser's storage, and the
 * first view is rendered for an anonymous visitor), so public pages are shared; the private
 * ones stay `no-store` all the same, as nothing about them is worth keeping.
 */
export function pageCacheHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string | Buffer,
): 'not-modified' | 'send' {
  const pathname = request.url.split('?')[0] ?? request.url;
  if (isPrivatePage(pathname)) {
    reply.header('cache-control', 'no-store');
    return 'send';
  }
  reply.header('cache-control', PUBLIC_PAGE_CACHE);
  appendVary(reply, PAGE_VARY);
  // A 404 or 410 has no representation to revalidate (RFC 9110 §13.2.1): no ETag, no 304.
  if (reply.statusCode !== 200) return 'send';
  const etag = weakEtagOf(html);
  reply.header('etag', etag);
  const ifNoneMatch = request.headers['if-none-match'];
  return noneMatchHits(typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined, etag)
    ? 'not-modified'
    : 'send';
}
