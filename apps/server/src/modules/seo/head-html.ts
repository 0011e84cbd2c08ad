import { OG_LOCALES } from '@space/contracts/page-heads';
import { LOCALES } from '@space/contracts/locales';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { PageHead } from './head-types.ts';
import { jsonLdText } from './json-ld.ts';

/** The card size of every `og:image` (decision 061's renditions). */
const CARD = { width: 1200, height: 630 };

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/**
 * The tags a page's head gets from the server (decision 059): description, canonical and
 * language alternates, Open Graph and Twitter card, JSON-LD; for a 404 or 410 the description
 * and `noindex` only. Every value escaped; JSON-LD as data blocks, which no CSP runs.
 */
export function headTags(head: PageHead, ogTitle: string): string[] {
  const tags = [meta('name', 'description', head.description)];
  if (head.status !== null) {
    tags.push(meta('name', 'robots', 'noindex'));
    return tags;
  }
  if (head.urls) {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.urls.canonical)}">`);
    for (const alternate of head.urls.alternates) {
      tags.push(
        `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}">`,
      );
    }
    tags.push(
      meta('property', 'og:title', ogTitle),
      meta('property', 'og:description', head.description),
      meta('property', 'og:type', head.ogType),
      meta('property', 'og:url', head.urls.canonical),
      meta('property', 'og:site_name', head.siteName),
      meta('property', 'og:locale', OG_LOCALES[head.lang]),
      ...LOCALES.filter((lang) => lang !== head.lang).map((lang) =>
        meta('property', 'og:locale:alternate', OG_LOCALES[lang]),
      ),
    );
    if (head.image) {
      tags.push(
        meta('property', 'og:image', head.image.url),
        meta('property', 'og:image:type', 'image/jpeg'),
        meta('property', 'og:image:width', String(CARD.width)),
        meta('property', 'og:image:height', String(CARD.height)),
        meta('property', 'og:image:alt', head.image.alt),
      );
    }
    tags.push(...head.extraMeta.map(([property, content]) => meta('property', property, content)));
    tags.push(
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', ogTitle),
      meta('name', 'twitter:description', head.description),
    );
    if (head.image) {
      tags.push(
        meta('name', 'twitter:image', head.image.url),
        meta('name', 'twitter:image:alt', head.image.alt),
      );
    }
  }
  for (const block of head.jsonLd) {
    tags.push(`<script type="application/ld+json">${jsonLdText(block)}</script>`);
  }
  return tags;
}

/** index.html's own description (the build's, for every page): replaced by the page's. */
const INDEX_DESCRIPTION = /\s*<meta\s+name="description"[^>]*>/;
const TITLE = /<title>[^<]*<\/title>/;

/**
 * The page with its head. `titled`: the first view has set the title (its own, which the app
 * keeps); otherwise a page with a name of its own gets `<name> | Space`. The shell's `<html
 * lang>` names the page's language, which its head is written in.
 */
export function withPageHead(html: string, head: PageHead, titled: boolean): string {
  const tags = headTags(head, head.name);
  let page = html.replace(INDEX_DESCRIPTION, '');
  if (!titled) {
    if (head.title !== null) {
      page = page.replace(TITLE, `<title>${escapeHtml(head.title)}</title>`);
    }
    page = page.replace(
      /<html lang="[^"]*">/,
      `<html lang="${head.lang === 'zh' ? 'zh-CN' : head.lang}">`,
    );
  }
  // Each tag on a line of its own, before the whitespace `</head>` had.
  return page.replace(
    /(\s*)<\/head>/,
    (_match, space: string) => `${tags.map((tag) => `\n    ${tag}`).join('')}${space}</head>`,
  );
}
