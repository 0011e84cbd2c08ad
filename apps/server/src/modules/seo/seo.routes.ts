import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { publicBaseUrl, trustedRequestOrigin } from '../../lib/public-url.ts';
import { viewerTenantOf } from '../auth/index.ts';
import {
  SITEMAP_KINDS,
  sitemapIndexXml,
  sitemapPage,
  sitemapSize,
  type SitemapKind,
  urlsetXml,
} from './sitemaps.ts';

/**
 * Pages no search engine should read (apps/web/src/config/paths.ts): the API, the cart and
 * payment, the signed-in visitor's own pages, creators' and moderators' tools, the admin
 * console, sign-in's returns and password reset, and the metrics. A prefix covers the review
 * queues' sub-pages. The sign-in pages stay readable: a partner's login page is its landing
 * page (issue 27 lists partner login pages among the public pages).
 */
export const PRIVATE_PATHS = [
  '/api/',
  '/cart',
  '/payment',
  '/success',
  '/wxQRcode',
  '/coupon',
  '/memberRecharge',
  '/userInfo',
  '/secure',
  '/products',
  '/personal',
  '/thumbUp',
  '/notifications',
  '/friend',
  '/fansList',
  '/followerList',
  '/contentUpload',
  '/publish',
  '/review',
  '/admin',
  '/resetPwd',
  '/wxlogin',
  '/callBack',
  '/redirect',
  '/metrics',
];

/** What crawlers may cache these files for: a change of the catalogue shows within the hour. */
const CACHE = 'public, max-age=3600';

/**
 * Where this request's links point (decision 017): a brand's own host, when the request came
 * to one that is trusted (loopback or ALLOWED_HOSTS), lists its own URLs; every other host
 * PUBLIC_URL's (or, without it outside production, the request's trusted origin).
 */
export function siteBaseUrl(request: FastifyRequest): string {
  const app = request.server;
  if (app.brands.tenantForHost(request.hostname) !== null) {
    const own = trustedRequestOrigin(request, app.config);
    if (own) return own;
  }
  return publicBaseUrl(request);
}

const SITEMAP_FILE = new RegExp(`^(${SITEMAP_KINDS.join('|')})-([1-9]\\d{0,5})\\.xml$`);

function sendXml(reply: FastifyReply, xml: string) {
  return reply
    .header('cache-control', CACHE)
    .header('x-robots-tag', 'noindex')
    .type('application/xml; charset=utf-8')
    .send(xml);
}

/** robots.txt, the sitemap index and its sitemaps; the redirects of spec §2 (decision 058). */
export async function seoRoutes(app: FastifyInstance) {
  /** Fixed when the app starts: the date of a static page when nothing it lists has one. */
  const started = new Date(app.clock.now());
  // A brand's host names its own links and catalogue: its rules as the admins last saved them.
  app.addHook('onRequest', async () => {
    await app.brands.refreshIfStale();
  });

  // Spec §2: `/` and `/StreamDock/home` are /home. The app redirects in-app navigations; a
  // request from outside gets a permanent redirect, with its query (`?lang=zh`) kept.
  for (const from of ['/', '/StreamDock/home']) {
    app.get(from, { schema: { hide: true } }, async (request, reply) => {
      const query = request.url.indexOf('?');
      return reply.redirect(`/home${query === -1 ? '' : request.url.slice(query)}`, 301);
    });
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const lines = [
      'User-agent: *',
      ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${siteBaseUrl(request)}/sitemap.xml`,
      '',
    ];
    return reply
      .header('cache-control', CACHE)
      .type('text/plain; charset=utf-8')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const base = siteBaseUrl(request);
    const tenantId = viewerTenantOf(request);
    const perSitemap = app.sitemaps.urlsPerSitemap;
    const sizes = await Promise.all(
      SITEMAP_KINDS.map(async (kind) => [kind, await sitemapSize(app.db, kind, tenantId)] as const),
    );
    const urls = sizes.flatMap(([kind, size]) =>
      Array.from(
        { length: Math.ceil(size / perSitemap) },
        (_, index) => `${base}/sitemaps/${kind}-${index + 1}.xml`,
      ),
    );
    return sendXml(reply, sitemapIndexXml(urls));
  });

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const match = SITEMAP_FILE.exec(request.params.file);
      if (!match) throw new AppError('NOT_FOUND');
      const kind = match[1] as SitemapKind;
      const page = Number(match[2]);
      const base = siteBaseUrl(request);
      const perSitemap = app.sitemaps.urlsPerSitemap;
      const entries = await sitemapPage(
        app.db,
        kind,
        viewerTenantOf(request),
        (page - 1) * perSitemap,
        perSitemap,
        started,
      );
      if (entries.length === 0) throw new AppError('NOT_FOUND');
      return sendXml(reply, urlsetXml(base, entries));
    },
  );
}
