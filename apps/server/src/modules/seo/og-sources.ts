import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  articles,
  productImages,
  products,
  tenants,
  users,
  videoTutorials,
} from '../../db/schema.ts';
import type { ImageVariant } from '../../db/schema.ts';
import { publiclyVisible } from '../articles/index.ts';
import { getAuthorProfile } from '../authors/index.ts';
import { visibleTo } from '../products/index.ts';

/** The kinds of card with a row behind them. */
export type OgRowKind = 'product' | 'article' | 'author' | 'video';
export const OG_ROW_KINDS: readonly OgRowKind[] = ['product', 'article', 'author', 'video'];

/** What a card is drawn from. */
export interface OgSource {
  /** The source image's stored key: the URL's version (og-images.ts); null: no image. */
  sourceKey: string | null;
  /** The key decoded: the smallest stored rendition at least 1200 px wide, else the largest. */
  decodeKey: string | null;
  /** Text drawn on the card (an author's name); null for photos. */
  title: string | null;
}

/** The brand a card is drawn for. */
export interface OgBrand {
  tenantId: number;
  name: string;
  /** `#rrggbb`: the brand's accent, else the app's primary. */
  accent: string;
}

/** The app's primary colour (apps/web/src/styles/index.css, light theme). */
export const DEFAULT_ACCENT = '#5b4bf0';

/** A rendition wide enough for a 1200 px card costs less to decode than the 1920 px main image. */
function decodeKeyOf(fileKey: string, variants: readonly ImageVariant[]): string {
  const wide = variants.filter((v) => v.width >= 1200).sort((a, b) => a.width - b.width);
  return wide[0]?.fileKey ?? fileKey;
}

/**
 * The source of a card a visitor of the brand may see, or null for what they may not (unknown,
 * delisted, hidden, a draft or private article, kept to other brands, an author with nothing
 * public): the same rules as the pages (page-status.ts) and the sitemaps, except a delisted
 * product, whose page answers 410 and whose card is gone too.
 */
export async function ogSourceOf(
  db: Database,
  kind: OgRowKind,
  id: number,
  tenantId: number,
): Promise<OgSource | null> {
  switch (kind) {
    case 'product': {
      const [row] = await db
        .select({
          id: products.id,
          fileKey: productImages.fileKey,
          variants: productImages.variants,
        })
        .from(products)
        .leftJoin(productImages, eq(productImages.productId, products.id))
        .where(and(eq(products.id, id), visibleTo(tenantId)))
        .orderBy(asc(productImages.position))
        .limit(1);
      if (!row) return null;
      return {
        sourceKey: row.fileKey,
        decodeKey: row.fileKey === null ? null : decodeKeyOf(row.fileKey, row.variants ?? []),
        title: null,
      };
    }
    case 'article': {
      const [row] = await db
        .select({ coverKey: articles.coverKey, variants: articles.coverVariants })
        .from(articles)
        .where(and(eq(articles.id, id), publiclyVisible(tenantId)));
      if (!row) return null;
      return {
        sourceKey: row.coverKey,
        decodeKey: row.coverKey === null ? null : decodeKeyOf(row.coverKey, row.variants),
        title: null,
      };
    }
    case 'author': {
      const profile = await getAuthorProfile(db, id, { tenantId });
      if (!profile) return null;
      const [row] = await db
        .select({ avatarKey: users.avatarKey })
        .from(users)
        .where(eq(users.id, id));
      const avatarKey = row?.avatarKey ?? null;
      return { sourceKey: avatarKey, decodeKey: avatarKey, title: profile.nickName };
    }
    case 'video': {
      const [row] = await db
        .select({ thumbnailKey: videoTutorials.thumbnailKey })
        .from(videoTutorials)
        .where(and(eq(videoTutorials.id, id), isNull(videoTutorials.hiddenAt)));
      if (!row) return null;
      return { sourceKey: row.thumbnailKey, decodeKey: row.thumbnailKey, title: null };
    }
  }
}

/** The brand's name and accent as its admins last saved them (decision 041). */
export async function ogBrandOf(db: Database, tenantId: number): Promise<OgBrand> {
  const [row] = await db
    .select({ name: tenants.name, accent: tenants.accentColor })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return { tenantId, name: row?.name ?? 'Space', accent: row?.accent ?? DEFAULT_ACCENT };
}
