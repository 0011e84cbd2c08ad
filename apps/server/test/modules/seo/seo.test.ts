import fs from 'node:fs';
import path from 'node:path';
import { TENANTS } from '@space/contracts/tenants';
import { and, asc, eq, sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { products, tenants } from '../../../src/db/schema.ts';
import { insertArticle } from '../../support/article-fixtures.ts';
import { build, makeTempDir } from '../../support/helper.ts';
import { plainApp } from '../../support/page-head.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { createTestUser } from '../../support/user-fixtures.ts';
import { createTestVideo } from '../../support/video-fixtures.ts';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Space</title></head><body><div id="root"></div></body></html>';
const BASE = 'http://localhost:80';
const PARTNER_HOST = 'partner.localhost';
/** Listed products made in bulk, and the forced sitemap size that splits them. */
// Issue 27: the sitemap is checked against the database at 10,000 products.
const GENERATED = 10_000;
const PER_SITEMAP = 4_000;
/** sitemaps.org's W3C Datetime, as this server writes it (ISO 8601 in UTC). */
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});

interface UrlEntry {
  loc: string;
  lastmod: string;
  'xhtml:link': { rel: string; hreflang: string; href: string }[];
}

/** A sitemap's text: well-formed XML (the validator), then its entries. */
function parsed(xml: string): {
  urlset?: { url?: UrlEntry[]; xmlns: string };
  sitemapindex?: { sitemap?: { loc: string }[]; xmlns: string };
} {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml);
}

describe('real statuses and sitemaps (decision 058)', async () => {
  const webDistDir = makeTempDir('space-web-');
  fs.writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
  afterAll(() => fs.rmSync(webDistDir, { recursive: true, force: true }));
  const { app } = await build({
    config: { webDistDir },
    prepare: (database) => ensureReferenceData(database.db),
  });

  const creator = await createTestUser(app, { isCreator: true });
  const listed = await createTestProduct(app, { authorId: creator.id });
  const delisted = await createTestProduct(app, { authorId: creator.id, status: 'delisted' });
  const otherBrands = await createTestProduct(app, {
    authorId: creator.id,
    restrictedToTenants: [TENANTS[1].id],
  });
  const disabled = await createTestUser(app, { isCreator: true, status: 'disabled' });
  await createTestProduct(app, { authorId: disabled.id });
  const nobody = await createTestUser(app);
  const article = await insertArticle(app, creator, {
    state: 'published',
    visibility: 'public',
    publishedAt: new Date(),
  });
  const draft = await insertArticle(app, creator);
  const privateArticle = await insertArticle(app, creator, {
    state: 'published',
    visibility: 'private',
    publishedAt: new Date(),
  });
  const video = await createTestVideo(app);
  const hidden = await createTestVideo(app, { hiddenAt: new Date() });
  // In batches: one statement's parameters stay under PostgreSQL's 65,535.
  const batches = Array.from({ length: GENERATED / 1_000 }, (_, batch) =>
    Array.from({ length: 1_000 }, (_, k) => batch * 1_000 + k),
  );
  for (const batch of batches) {
    await app.db.insert(products).values(
      batch.map((i) => ({
        name: `Generated product ${i}`,
        authorId: creator.id,
        deviceFamily: 'streamDock',
        contentTypes: ['plugin'],
        category: 'utilities',
        overview: 'Made in bulk by a test.',
        supportedSystems: ['windows'],
        // Every seventh delisted: the sitemap must leave them out.
        status: i % 7 === 0 ? 'delisted' : 'listed',
      })),
    );
  }

  // A partner brand with a host of its own (decision 041's host rules).
  await app.db
    .update(tenants)
    .set({ hostRules: ['partner.'] })
    .where(eq(tenants.id, TENANTS[1].id));
  app.brands.markStale();

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  describe('statuses', () => {
    it.each([
      ['an unknown product', '/product?id=987654'],
      ['a product kept to other brands', () => `/product?id=${otherBrands.id}`],
      ['a product page without an id', '/product'],
      ['a product id that is not one', '/product?id=abc'],
      ['an unknown article', '/article?id=987654'],
      ['a draft article', () => `/article?id=${draft}`],
      ['a private article', () => `/article?id=${privateArticle}`],
      ['an unknown author', '/author?id=987654'],
      ['a user with nothing public', () => `/author?id=${nobody.id}`],
      ['an unknown video', '/videoPlayer?id=987654'],
      ['a hidden video', () => `/videoPlayer?id=${hidden.id}`],
    ])('answers %s with 404 and the app', async (_name, url) => {
      const response = await get(typeof url === 'function' ? url() : url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(plainApp(response.body)).toBe(INDEX_HTML);
    });

    it('answers a delisted product with 410 Gone and the app', async () => {
      const response = await get(`/product?id=${delisted.id}`);
      expect(response.statusCode).toBe(410);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(plainApp(response.body)).toBe(INDEX_HTML);
    });

    it('answers what a visitor can see with 200', async () => {
      for (const url of [
        `/product?id=${listed.id}`,
        `/article?id=${article}`,
        `/author?id=${creator.id}`,
        `/videoPlayer?id=${video.id}`,
        '/home',
        '/mKey/icons',
        '/no-such-page',
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        expect(plainApp(response.body)).toBe(INDEX_HTML);
      }
    });

    it.each([
      ['/', '/home'],
      ['/?lang=zh', '/home?lang=zh'],
      ['/StreamDock/home', '/home'],
      ['/StreamDock/home?lang=ko&software=1', '/home?lang=ko&software=1'],
    ])('redirects %s permanently to %s', async (url, location) => {
      const response = await get(url);
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(location);
    });

    it('redirects on a partner brand host too (the app sends every brand to /home)', async () => {
      const response = await get('/?lang=en', { host: PARTNER_HOST });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/home?lang=en');
    });
  });

  describe('robots.txt', () => {
    it('names the sitemap and keeps private pages out', async () => {
      const response = await get('/robots.txt');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = response.body.split('\n');
      expect(lines[0]).toBe('User-agent: *');
      expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
      for (const path of ['/api/', '/cart', '/payment', '/userInfo', '/admin', '/resetPwd']) {
        expect(lines).toContain(`Disallow: ${path}`);
      }
      // Public pages stay allowed: no Disallow is a prefix of them.
      const disallowed = lines
        .filter((line) => line.startsWith('Disallow: '))
        .map((line) => line.slice('Disallow: '.length));
      for (const page of [
        '/home',
        '/product?id=1',
        '/article?id=1',
        '/author?id=1',
        '/login_VSD',
      ]) {
        expect(
          disallowed.filter((prefix) => page.startsWith(prefix)),
          page,
        ).toEqual([]);
      }
      for (const page of ['/videoPlayer?id=1', '/search?q=x', '/StreamDock/plugins']) {
        expect(
          disallowed.filter((prefix) => page.startsWith(prefix)),
          page,
        ).toEqual([]);
      }
    });

    it('is not in the API document', async () => {
      const document = (await get('/api/docs/json')).json();
      expect(Object.keys(document.paths).filter((p) => !p.startsWith('/api'))).toEqual([]);
    });
  });

  describe('sitemaps', () => {
    /** Every listed product of the default brand, from the database. */
    const listedIds = async () =>
      (
        await app.db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.status, 'listed'), sql`${products.restrictedToTenants} = '{}'`))
          .orderBy(asc(products.id))
      ).map((row) => row.id);

    it('lists every listed product and no other, split at the size limit', async () => {
      app.sitemaps.urlsPerSitemap = PER_SITEMAP;
      try {
        const index = parsed((await get('/sitemap.xml')).body).sitemapindex!;
        expect(index.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
        const expected = await listedIds();
        expect(expected.length).toBeGreaterThan(GENERATED * 0.8);
        const pages = Math.ceil(expected.length / PER_SITEMAP);
        expect(pages).toBeGreaterThan(2);
        const locs = index.sitemap!.map((entry) => entry.loc);
        const productSitemaps = locs.filter((loc) => loc.includes('/sitemaps/products-'));
        expect(productSitemaps).toEqual(
          Array.from({ length: pages }, (_, i) => `${BASE}/sitemaps/products-${i + 1}.xml`),
        );

        const seen: number[] = [];
        for (const loc of productSitemaps) {
          const response = await get(new URL(loc).pathname);
          expect(response.statusCode).toBe(200);
          expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
          const urls = parsed(response.body).urlset!.url!;
          expect(urls.length).toBeLessThanOrEqual(PER_SITEMAP);
          for (const url of urls) seen.push(Number(new URL(url.loc).searchParams.get('id')));
        }
        expect(seen).toEqual(expected);
        expect(seen).not.toContain(delisted.id);
        expect(seen).not.toContain(otherBrands.id);
        // Past the last page: nothing there.
        expect((await get(`/sitemaps/products-${pages + 1}.xml`)).statusCode).toBe(404);
      } finally {
        app.sitemaps.urlsPerSitemap = 50_000;
      }
    });

    it('gives each URL a valid lastmod and its language alternates', async () => {
      const urls = parsed((await get('/sitemaps/products-1.xml')).body).urlset!.url!;
      const first = urls.find((url) => url.loc === `${BASE}/product?id=${listed.id}`)!;
      expect(first.lastmod).toMatch(W3C_DATETIME);
      expect(new Date(first.lastmod).getTime()).toBe(listed.updatedAt.getTime());
      expect(first['xhtml:link']).toEqual([
        { rel: 'alternate', hreflang: 'en', href: `${first.loc}&lang=en` },
        { rel: 'alternate', hreflang: 'zh', href: `${first.loc}&lang=zh` },
        { rel: 'alternate', hreflang: 'ko', href: `${first.loc}&lang=ko` },
        { rel: 'alternate', hreflang: 'x-default', href: first.loc },
      ]);
      for (const url of urls) {
        expect(url.lastmod).toMatch(W3C_DATETIME);
        expect(url['xhtml:link']).toHaveLength(4);
      }
    });

    it('lists the index of every kind, and only public articles, authors and videos', async () => {
      const locs = parsed((await get('/sitemap.xml')).body).sitemapindex!.sitemap!.map(
        (entry) => entry.loc,
      );
      expect(locs).toEqual([
        `${BASE}/sitemaps/pages-1.xml`,
        `${BASE}/sitemaps/products-1.xml`,
        `${BASE}/sitemaps/articles-1.xml`,
        `${BASE}/sitemaps/authors-1.xml`,
        `${BASE}/sitemaps/videos-1.xml`,
      ]);
      const locsOf = async (kind: string) =>
        parsed((await get(`/sitemaps/${kind}-1.xml`)).body).urlset!.url!.map((url) => {
          expect(url.lastmod).toMatch(W3C_DATETIME);
          return url.loc;
        });
      expect(await locsOf('articles')).toEqual([`${BASE}/article?id=${article}`]);
      expect(await locsOf('authors')).toEqual([`${BASE}/author?id=${creator.id}`]);
      expect(await locsOf('videos')).toEqual([`${BASE}/videoPlayer?id=${video.id}`]);
      const pages = await locsOf('pages');
      expect(pages).toContain(`${BASE}/home`);
      expect(pages).toContain(`${BASE}/StreamDock/plugins`);
      expect(pages).toContain(`${BASE}/discovery`);
      expect(pages).toContain(`${BASE}/videoTutorial`);
      expect(pages.filter((loc) => /cart|payment|admin|login|userInfo/.test(loc))).toEqual([]);
      const home = parsed((await get('/sitemaps/pages-1.xml')).body).urlset!.url![0]!;
      expect(home['xhtml:link'].map((link) => link.href)).toEqual([
        `${BASE}/home?lang=en`,
        `${BASE}/home?lang=zh`,
        `${BASE}/home?lang=ko`,
        `${BASE}/home`,
      ]);
    });

    it('answers an unknown sitemap with 404', async () => {
      for (const url of ['/sitemaps/orders-1.xml', '/sitemaps/products-0.xml', '/sitemaps/x']) {
        expect((await get(url)).statusCode, url).toBe(404);
      }
    });

    it("lists a partner brand's own catalogue under its own host", async () => {
      const saved = app.config.publicUrl;
      (app.config as { publicUrl: string | undefined }).publicUrl = 'https://space.example';
      try {
        const host = { host: PARTNER_HOST };
        expect((await get('/robots.txt', host)).body).toContain(
          `Sitemap: http://${PARTNER_HOST}/sitemap.xml`,
        );
        const index = parsed((await get('/sitemap.xml', host)).body).sitemapindex!.sitemap!;
        expect(index[1]!.loc).toBe(`http://${PARTNER_HOST}/sitemaps/products-1.xml`);
        const locs = parsed((await get('/sitemaps/products-1.xml', host)).body).urlset!.url!.map(
          (url) => url.loc,
        );
        expect(locs).toContain(`http://${PARTNER_HOST}/product?id=${otherBrands.id}`);
        expect(locs).not.toContain(`http://${PARTNER_HOST}/product?id=${delisted.id}`);
        // The product kept to that brand is a page there, and unknown on the main host.
        expect((await get(`/product?id=${otherBrands.id}`, host)).statusCode).toBe(200);
      } finally {
        (app.config as { publicUrl: string | undefined }).publicUrl = saved;
      }
    });

    it("uses PUBLIC_URL for the main host's links", async () => {
      const saved = app.config.publicUrl;
      (app.config as { publicUrl: string | undefined }).publicUrl = 'https://space.example';
      try {
        expect((await get('/robots.txt')).body).toContain(
          'Sitemap: https://space.example/sitemap.xml',
        );
        const locs = parsed((await get('/sitemap.xml')).body).sitemapindex!.sitemap!;
        expect(locs[0]!.loc).toBe('https://space.example/sitemaps/pages-1.xml');
      } finally {
        (app.config as { publicUrl: string | undefined }).publicUrl = saved;
      }
    });
  });
});
