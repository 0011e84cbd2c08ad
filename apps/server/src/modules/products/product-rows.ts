import { pickTranslation, type Locale, type Translations } from '@space/contracts/locales';
import type {
  CardImageVariant,
  ImageVariant as ImageVariantOut,
  ProductImage,
  ProductListItem,
  ProductRating,
  ProductSummary,
} from '@space/contracts/products';
import { and, arrayContains, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { productImages, products, users, type ImageVariant } from '../../db/schema.ts';
import { FileStorage } from '../../lib/file-storage.ts';

/**
 * Listed, and either shared by every brand or restricted to the viewer's tenant. "Shared" is
 * written as an equality with '{}' rather than cardinality() = 0: the column's statistics
 * then tell the planner that nearly every row is visible, and it keeps walking the list
 * indexes instead of sorting a family it wrongly believes to be tiny. `table` is `products` or
 * an alias of it (a subquery's). A prepared statement names the tenant by a placeholder whose
 * value is `[tenantId]` (tenantIdsOf).
 */
export function visibleTo(
  tenantId: number | Placeholder,
  table: { status: AnyPgColumn; restrictedToTenants: AnyPgColumn } = products,
): SQL {
  return and(
    eq(table.status, 'listed'),
    or(
      sql`${table.restrictedToTenants} = '{}'::integer[]`,
      arrayContains(
        table.restrictedToTenants,
        typeof tenantId === 'number' ? [tenantId] : tenantId,
      ),
    ),
  )!;
}

/** The value of visibleTo's placeholder in a prepared statement. */
export function tenantIdsOf(tenantId: number): number[] {
  return [tenantId];
}

/** A summary's columns: the product and its author (joined on `products.author_id`). */
export const summaryColumns = {
  id: products.id,
  name: products.name,
  nameTranslations: products.nameTranslations,
  deviceFamily: products.deviceFamily,
  contentTypes: products.contentTypes,
  category: products.category,
  currency: products.currency,
  price: products.priceGeneral,
  likeCount: products.likeCount,
  downloadCount: products.downloadCount,
  ratingCount: products.ratingCount,
  ratingSum: products.ratingSum,
  createdAt: products.createdAt,
  authorId: users.id,
  authorNickName: users.nickName,
  authorAvatarKey: users.avatarKey,
};

/** The product's cover, for a left join: (product_id, position) is the key, so one row at most. */
export const isCover = and(
  eq(productImages.productId, products.id),
  eq(productImages.position, 0),
)!;

/** A summary's columns with its cover's, read through `leftJoin(productImages, isCover)`. */
export const summaryWithCoverColumns = {
  ...summaryColumns,
  coverKey: productImages.fileKey,
  coverVariants: productImages.variants,
};

/**
 * A list item's columns (what a card shows, issue 31), read through
 * `innerJoin(users, …).leftJoin(productImages, isCover)`.
 */
export const listItemColumns = {
  id: products.id,
  name: products.name,
  nameTranslations: products.nameTranslations,
  contentTypes: products.contentTypes,
  currency: products.currency,
  price: products.priceGeneral,
  likeCount: products.likeCount,
  ratingCount: products.ratingCount,
  ratingSum: products.ratingSum,
  authorId: users.id,
  authorNickName: users.nickName,
  coverKey: productImages.fileKey,
  coverVariants: productImages.variants,
};

export interface ListItemRow {
  id: number;
  name: string;
  nameTranslations: Translations;
  contentTypes: string[];
  currency: string;
  price: number;
  likeCount: number;
  ratingCount: number;
  ratingSum: number;
  authorId: number;
  authorNickName: string;
  coverKey: string | null;
  coverVariants: ImageVariant[] | null;
}

export interface SummaryRow {
  id: number;
  name: string;
  /** The name in the interface languages (decision 035); the reader gets theirs. */
  nameTranslations: Translations;
  deviceFamily: string;
  contentTypes: string[];
  category: string;
  currency: string;
  price: number;
  likeCount: number;
  downloadCount: number;
  /** The visible reviews (decision 065); absent where a read does not select them. */
  ratingCount?: number;
  ratingSum?: number;
  createdAt: Date;
  authorId: number;
  authorNickName: string;
  authorAvatarKey: string | null;
  /** The cover's renditions; null or absent when there is no cover (a left join). */
  coverVariants?: ImageVariant[] | null;
}

function urlOf(key: string | null): string | null {
  return key === null ? null : FileStorage.publicUrl(key);
}

/** Stored renditions as the API shows them (decision 011), smallest first. */
export function toImageVariants(variants: ImageVariant[] | null | undefined): ImageVariantOut[] {
  return (variants ?? []).map((variant) => ({
    url: FileStorage.publicUrl(variant.fileKey),
    width: variant.width,
    height: variant.height,
    type: variant.format,
  }));
}

/** A product_images row as the API shows it. */
export function toProductImage(row: {
  fileKey: string;
  width: number;
  height: number;
  variants: ImageVariant[];
}): ProductImage {
  return {
    url: FileStorage.publicUrl(row.fileKey),
    width: row.width,
    height: row.height,
    variants: toImageVariants(row.variants),
  };
}

/**
 * A product row (joined with its author) as the summary the API lists, its name in the reader's
 * language (`request.contentLocale`, decision 035).
 */
export function toProductSummary(
  row: SummaryRow,
  coverKey: string | null,
  locale: Locale,
): ProductSummary {
  return {
    id: row.id,
    name: pickTranslation(row.name, row.nameTranslations, locale),
    author: { id: row.authorId, nickName: row.authorNickName, avatar: urlOf(row.authorAvatarKey) },
    deviceFamily: row.deviceFamily,
    contentTypes: row.contentTypes,
    category: row.category,
    cover: urlOf(coverKey),
    coverVariants: toImageVariants(row.coverVariants),
    currency: row.currency,
    price: row.price,
    likeCount: row.likeCount,
    downloadCount: row.downloadCount,
    ...(row.ratingCount === undefined || row.ratingSum === undefined
      ? {}
      : { rating: productRatingOf(row.ratingSum, row.ratingCount) }),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A card's renditions of its image: the URL and width a srcset names. */
function toCardImageVariants(variants: ImageVariant[] | null): CardImageVariant[] {
  return (variants ?? []).map((variant) => ({
    url: FileStorage.publicUrl(variant.fileKey),
    width: variant.width,
  }));
}

/** A list row as the card the API lists, its name in the reader's language (decision 035). */
export function toProductListItem(row: ListItemRow, locale: Locale): ProductListItem {
  return {
    id: row.id,
    name: pickTranslation(row.name, row.nameTranslations, locale),
    author: { id: row.authorId, nickName: row.authorNickName },
    contentTypes: row.contentTypes,
    cover: urlOf(row.coverKey),
    coverVariants: toCardImageVariants(row.coverVariants),
    currency: row.currency,
    price: row.price,
    likeCount: row.likeCount,
    rating: productRatingOf(row.ratingSum, row.ratingCount),
  };
}

/**
 * The average as shown: one decimal, null without reviews. Integer inputs make the quotient
 * exact at every .x5, so Math.round rounds halves up (as the reviews route does).
 */
export function averageRating(sum: number, count: number): number | null {
  return count === 0 ? null : Math.round((sum * 10) / count) / 10;
}

export function productRatingOf(sum: number, count: number): ProductRating {
  return { average: averageRating(sum, count), count };
}
