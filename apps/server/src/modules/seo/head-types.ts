import type { Locale } from '@space/contracts/locales';
import type { FastifyInstance } from 'fastify';
import type { Crumb, JsonLd } from './json-ld.ts';
import type { PageUrls } from './page-urls.ts';

/** 404: no such page for this brand; 410: a product that was listed and is delisted. */
export type PageStatus = 404 | 410;

/** What a builder knows of the request: nothing from a session, only the public page. */
export interface HeadContext {
  app: FastifyInstance;
  /** The brand's own origin, else PUBLIC_URL (siteBaseUrl, as the sitemaps). */
  base: string;
  tenantId: number;
  /** The brand's name: `og:site_name`, the publisher. */
  siteName: string;
  /** The language the page is shown in. */
  lang: Locale;
  /** The `?lang=` of the URL, when it names one of ours: part of the canonical URL. */
  urlLang: Locale | null;
  /** The crumb every trail starts with: home. */
  home: Crumb;
}

/** The head of a public page (decision 059). */
export interface PageHead {
  status: PageStatus | null;
  lang: Locale;
  /** `<title>` when the first view has set none: `<name> | Space`; null keeps index.html's. */
  title: string | null;
  /** og:title: the page's own name (home: the site's). */
  name: string;
  description: string;
  /** null: not a public page, or a 404/410 (no canonical, alternates or card). */
  urls: PageUrls | null;
  ogType: 'website' | 'product' | 'article' | 'profile' | 'video.other';
  image: { url: string; alt: string } | null;
  siteName: string;
  /** Open Graph extras of the page's type (`product:price:amount`, `article:published_time`). */
  extraMeta: [property: string, content: string][];
  jsonLd: JsonLd[];
}
