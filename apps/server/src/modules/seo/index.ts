import fp from 'fastify-plugin';
import { ogImageRoutes } from './og-images.routes.ts';
import { seoRoutes } from './seo.routes.ts';
import { SITEMAP_URL_LIMIT } from './sitemaps.ts';

export type { PageHead, PageStatus } from './head-types.ts';
export { withPageHead } from './head-html.ts';
export { pageHeadOf } from './page-head.ts';
export { pageCacheHeaders } from './page-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** URLs per sitemap: the protocol's 50,000 (a test makes it small to see the split). */
    sitemaps: { urlsPerSitemap: number };
  }
}

/**
 * Found by search engines (decision 058): robots.txt, the sitemap index and its sitemaps
 * from the database, the permanent redirects of `/` and `/StreamDock/home`, and the 404 and
 * 410 of one-row pages the web app serves and every public page's head (`pageHeadOf`,
 * decision 059).
 */
export const seoModule = fp(
  async (app) => {
    app.decorate('sitemaps', { urlsPerSitemap: SITEMAP_URL_LIMIT });
    await app.register(seoRoutes);
    await app.register(ogImageRoutes);
  },
  { name: 'seo' },
);
