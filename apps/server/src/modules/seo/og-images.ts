import { createHash } from 'node:crypto';

/** What a link preview card shows (decision 061). */
export type OgImageKind = 'product' | 'article' | 'author' | 'video' | 'site';

/**
 * The version of the brand's default card: raised when its design changes, so fetchers that
 * cached the old one for a year ask again.
 */
export const SITE_CARD_VERSION = 's1';

/** The card's version when an author has no avatar: the card still shows the name. */
export const NO_SOURCE_VERSION = 'n0';

/**
 * A short stand-in for the source image's file key: a new image has a new key, so its card a
 * new URL, and link previewers that cached the old card for a year fetch the new one. The
 * key itself stays out of the URL (it names the storage's layout).
 */
export function ogVersionOf(sourceKey: string): string {
  return createHash('sha256').update(sourceKey).digest('base64url').slice(0, 12);
}

/**
 * The absolute URL of a page's 1200×630 link preview card (decision 061), served outside
 * `/api/` because robots.txt keeps fetchers out of it. A product, article or video without
 * an image, or a null id, shows the brand's default card; an author without an avatar still
 * has a card with the name.
 */
export function ogImageUrl(
  base: string,
  kind: 'product' | 'article' | 'author' | 'video' | 'site',
  id: number | null,
  sourceKey: string | null,
): string {
  const root = base.replace(/\/+$/, '');
  if (kind === 'site' || id === null || (sourceKey === null && kind !== 'author')) {
    const version =
      kind === 'site' && sourceKey !== null ? ogVersionOf(sourceKey) : SITE_CARD_VERSION;
    return `${root}/og/site.jpg?v=${version}`;
  }
  const version = sourceKey === null ? NO_SOURCE_VERSION : ogVersionOf(sourceKey);
  return `${root}/og/${kind}/${id}.jpg?v=${version}`;
}
