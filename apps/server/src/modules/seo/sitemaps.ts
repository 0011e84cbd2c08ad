import { contentSlug, DEVICE_FAMILIES } from '@space/contracts/catalog';
import { LOCALES } from '@space/contracts/locales';
import { and, asc, count, eq, exists, isNull, max, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { articles, products, users, videoTutorials } from '../../db/schema.ts';
import { publiclyVisible } from '../articles/index.ts';
import { visibleTo } from '../products/index.ts';

/** The protocol's limit of URLs in one sitemap (sitemaps.org); also the index's. */
export const SITEMAP_URL_LIMIT = 50_000;

export const SITEMAP_KINDS = ['pages', 'products', 'articles', 'authors', 'videos'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** A page of this site a sitemap names: its path (with `?id=`) and when it last changed. */
export interface SitemapEntry {
  path: string;
  lastmod: Date;
}

/** The public pages that are not one row's (apps/web/src/app/router.tsx), hub left out (empty). */
const STATIC_PAGES: { path: string; from: 'products' | 'articles' | 'videos' | 'all' }[] = [
  { path: '/home', from: 'products' },
  ...DEVICE_FAMILIES.flatMap((family) => [
    { path: family.path, from: 'products' as const },
    ...family.contentTypes.map((type) => ({
      path: `${family.path}/${contentSlug(type)}`,
      from: 'products' as const,
    })),
  ]),
  { path: '/discovery', from: 'articles' },
  { path: '/expertList', from: 'all' },
  { path: '/videoTutorial', from: 'videos' },
];

const visibleVideo = isNull(videoTutorials.hiddenAt);

/** An author listed: an active account with a product or a public article this brand shows. */
function listedAuthor(db: Database, tenantId: number) {
  return and(
    eq(users.deleted, false),
    eq(users.status, 'active'),
    or(
      exists(
        db
          .select({ one: sql`1` })
          .from(products)
          .where(and(eq(products.authorId, users.id), visibleTo(tenantId))),
      ),
      exists(
        db
          .select({ one: sql`1` })
          .from(articles)
          .where(and(eq(articles.authorId, users.id), publiclyVisible(tenantId))),
      ),
    ),
  )!;
}

/** How many URLs a kind has for a brand (the index's page count). */
export async function sitemapSize(
  db: Database,
  kind: SitemapKind,
  tenantId: number,
): Promise<number> {
  const total = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  switch (kind) {
    case 'pages':
      return STATIC_PAGES.length;
    case 'products':
      return total(db.select({ n: count() }).from(products).where(visibleTo(tenantId)));
    case 'articles':
      return total(db.select({ n: count() }).from(articles).where(publiclyVisible(tenantId)));
    case 'authors':
      return total(db.select({ n: count() }).from(users).where(listedAuthor(db, tenantId)));
    case 'videos':
      return total(db.select({ n: count() }).from(videoTutorials).where(visibleVideo));
  }
}

/**
 * One page of a kind's URLs, in id order: `size` rows from the `offset`-th, read along the
 * primary key (a narrow index order; no sort of the whole table).
 */
export async function sitemapPage(
  db: Database,
  kind: SitemapKind,
  tenantId: number,
  offset: number,
  size: number,
  fallback: Date,
): Promise<SitemapEntry[]> {
  const rows = (
    query: Promise<{ id: number; lastmod: Date }[]>,
    path: (id: number) => string,
  ): Promise<SitemapEntry[]> =>
    query.then((found) => found.map((row) => ({ path: path(row.id), lastmod: row.lastmod })));
  switch (kind) {
    case 'pages':
      return staticPages(db, tenantId, fallback).then((all) => all.slice(offset, offset + size));
    case 'products':
      return rows(
        db
          .select({ id: products.id, lastmod: products.updatedAt })
          .from(products)
          .where(visibleTo(tenantId))
          .orderBy(asc(products.id))
          .limit(size)
          .offset(offset),
        (id) => `/product?id=${id}`,
      );
    case 'articles':
      return rows(
        db
          .select({ id: articles.id, lastmod: articles.updatedAt })
          .from(articles)
          .where(publiclyVisible(tenantId))
          .orderBy(asc(articles.id))
          .limit(size)
          .offset(offset),
        (id) => `/article?id=${id}`,
      );
    case 'authors':
      return rows(
        db
          .select({ id: users.id, lastmod: users.updatedAt })
          .from(users)
          .where(listedAuthor(db, tenantId))
          .orderBy(asc(users.id))
          .limit(size)
          .offset(offset),
        (id) => `/author?id=${id}`,
      );
    case 'videos':
      return rows(
        db
          .select({ id: videoTutorials.id, lastmod: videoTutorials.createdAt })
          .from(videoTutorials)
          .where(visibleVideo)
          .orderBy(asc(videoTutorials.id))
          .limit(size)
          .offset(offset),
        (id) => `/videoPlayer?id=${id}`,
      );
  }
}

/** The static pages, each dated by the newest change of what it lists. */
async function staticPages(
  db: Database,
  tenantId: number,
  fallback: Date,
): Promise<SitemapEntry[]> {
  const latest = async (query: Promise<{ at: Date | null }[]>) => (await query)[0]?.at ?? null;
  const [product, article, video] = await Promise.all([
    latest(
      db
        .select({ at: max(products.updatedAt) })
        .from(products)
        .where(visibleTo(tenantId)),
    ),
    latest(
      db
        .select({ at: max(articles.updatedAt) })
        .from(articles)
        .where(publiclyVisible(tenantId)),
    ),
    latest(
      db
        .select({ at: max(videoTutorials.createdAt) })
        .from(videoTutorials)
        .where(visibleVideo),
    ),
  ]);
  const newest = (...dates: (Date | null)[]) =>
    dates.reduce<Date | null>((a, b) => (b !== null && (a === null || b > a) ? b : a), null) ??
    fallback;
  const dated = { products: product, articles: article, videos: video };
  return STATIC_PAGES.map((page) => ({
    path: page.path,
    lastmod: page.from === 'all' ? newest(product, article, video) : newest(dated[page.from]),
  }));
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A page's URL in one language: the spec's `?lang=` switch (§2). */
function withLang(url: string, lang: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A sitemap (sitemaps.org 0.9) of absolute URLs, each with its language alternates. */
export function urlsetXml(base: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const url = `${base}${entry.path}`;
    const alternates = [
      ...LOCALES.map((lang) => ({ lang: lang as string, href: withLang(url, lang) })),
      { lang: 'x-default', href: url },
    ]
      .map(
        (link) =>
          `<xhtml:link rel="alternate" hreflang="${link.lang}" href="${escapeXml(link.href)}"/>`,
      )
      .join('');
    return `<url><loc>${escapeXml(url)}</loc><lastmod>${entry.lastmod.toISOString()}</lastmod>${alternates}</url>`;
  });
  return (
    XML_HEAD +
    `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

/** The sitemap index: the absolute URL of every sitemap. */
export function sitemapIndexXml(urls: string[]): string {
  return (
    XML_HEAD +
    `<sitemapindex xmlns="${SITEMAP_NS}">\n` +
    urls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`).join('\n') +
    '\n</sitemapindex>\n'
  );
}
