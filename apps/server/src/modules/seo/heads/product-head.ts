import { contentSlug, DEVICE_FAMILIES, type ContentType } from '@space/contracts/catalog';
import { pickTranslation } from '@space/contracts/locales';
import { currencyExponent } from '@space/contracts/money';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AggregateRating, Offer, Product, Review, WithContext } from 'schema-dts';
import { productImages, products, reviews, users } from '../../../db/schema.ts';
import { averageRating } from '../../products/index.ts';
import { FileStorage } from '../../../lib/file-storage.ts';
import { ogImageUrl } from '../og-images.ts';
import type { HeadContext, PageHead, PageStatus } from '../head-types.ts';
import { describe } from '../head-text.ts';
import { crumbOf, headOf, linkOf } from './head-parts.ts';
import { familyPageKey, listPageKey } from './page-keys.ts';

/** A price in major units as schema.org and Open Graph want it: `9.99`, `1200` for KRW. */
export function majorUnits(minor: number, currency: string): string {
  const exponent = currencyExponent(currency);
  return (minor / 10 ** exponent).toFixed(exponent);
}

/**
 * A product's page: one statement reads whether the brand may see it and what its head shows
 * (the first gallery image is the card's source, as og-sources.ts draws it). A product kept
 * to other brands is unknown here, delisted or not (404); a delisted one is gone (410).
 */
export async function productHead(ctx: HeadContext, id: number): Promise<PageHead | PageStatus> {
  const [[row], reviewRows] = await Promise.all([productRow(ctx, id), headReviews(ctx, id)]);
  if (!row || (row.restrictedTo.length > 0 && !row.restrictedTo.includes(ctx.tenantId))) {
    return 404;
  }
  if (row.status === 'delisted') return 410;
  return productPageHead(ctx, id, row, reviewRows);
}

/** Reviews a head shows: the most helpful visible ones (decision 065). */
const HEAD_REVIEWS = 3;

function headReviews(ctx: HeadContext, id: number) {
  return (
    ctx.app.db
      .select({
        rating: reviews.rating,
        body: reviews.body,
        createdAt: reviews.createdAt,
        reviewer: users.nickName,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(and(eq(reviews.productId, id), isNull(reviews.deletedAt), isNull(reviews.hiddenAt)))
      // The order of the product page's "most helpful" (its partial index serves it).
      .orderBy(desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id))
      .limit(HEAD_REVIEWS)
  );
}

type HeadReviewRow = Awaited<ReturnType<typeof headReviews>>[number];

function productRow(ctx: HeadContext, id: number) {
  return ctx.app.db
    .select({
      name: products.name,
      nameTranslations: products.nameTranslations,
      overview: products.overview,
      overviewTranslations: products.overviewTranslations,
      status: products.status,
      restrictedTo: products.restrictedToTenants,
      deviceFamily: products.deviceFamily,
      contentTypes: products.contentTypes,
      currency: products.currency,
      priceGeneral: products.priceGeneral,
      authorId: products.authorId,
      authorName: users.nickName,
      imageKey: productImages.fileKey,
      ratingCount: products.ratingCount,
      ratingSum: products.ratingSum,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.authorId))
    .leftJoin(
      productImages,
      and(
        eq(productImages.productId, products.id),
        eq(
          productImages.position,
          sql`(select min(pi.position) from product_images pi where pi.product_id = ${products.id})`,
        ),
      ),
    )
    .where(eq(products.id, id));
}

type ProductHeadRow = Awaited<ReturnType<typeof productRow>>[number];

/** schema.org's rating of a product with visible reviews; none without (decision 065). */
function aggregateRatingOf(row: ProductHeadRow): AggregateRating | undefined {
  const average = averageRating(row.ratingSum, row.ratingCount);
  if (average === null) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: average,
    reviewCount: row.ratingCount,
    bestRating: 5,
    worstRating: 1,
  };
}

function reviewOf(row: HeadReviewRow): Review {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: row.reviewer },
    reviewRating: { '@type': 'Rating', ratingValue: row.rating, bestRating: 5, worstRating: 1 },
    ...(row.body ? { reviewBody: row.body } : {}),
    datePublished: row.createdAt.toISOString().slice(0, 10),
  };
}

function productPageHead(
  ctx: HeadContext,
  id: number,
  row: ProductHeadRow,
  reviewRows: HeadReviewRow[],
): PageHead {
  const aggregateRating = aggregateRatingOf(row);
  const name = pickTranslation(row.name, row.nameTranslations, ctx.lang);
  const description = describe(
    pickTranslation(row.overview, row.overviewTranslations, ctx.lang),
    name,
  );
  const url = linkOf(ctx, '/product', [['id', String(id)]]);
  const card = ogImageUrl(ctx.base, 'product', id, row.imageKey);
  const price = majorUnits(row.priceGeneral, row.currency);
  const family = DEVICE_FAMILIES.find((f) => f.code === row.deviceFamily);
  const type = row.contentTypes[0] as ContentType | undefined;
  const offer: Offer = {
    '@type': 'Offer',
    price,
    priceCurrency: row.currency,
    // A download: never out of stock while listed (a delisted product is 410 above).
    availability: 'https://schema.org/InStock',
    url,
  };
  const product: WithContext<Product> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    description,
    sku: String(id),
    url,
    image: [
      card,
      ...(row.imageKey === null ? [] : [`${ctx.base}${FileStorage.publicUrl(row.imageKey)}`]),
    ],
    brand: {
      '@type': 'Brand',
      name: row.authorName,
      url: linkOf(ctx, '/author', [['id', String(row.authorId)]]),
    },
    offers: offer,
    // Only with visible reviews: a rating of nothing is invalid structured data. The reviews
    // ride along only with the rating they belong to (hidden ones are in neither).
    ...(aggregateRating
      ? { aggregateRating, ...(reviewRows.length > 0 ? { review: reviewRows.map(reviewOf) } : {}) }
      : {}),
  };
  return headOf(ctx, {
    path: '/product',
    params: [['id', String(id)]],
    name,
    description,
    ogType: 'product',
    image: { url: card, alt: name },
    trail: family
      ? [
          crumbOf(ctx, familyPageKey(family.code), family.path),
          ...(type && (family.contentTypes as readonly string[]).includes(type)
            ? [crumbOf(ctx, listPageKey(family.code, type), `${family.path}/${contentSlug(type)}`)]
            : []),
        ]
      : [],
    extraMeta: [
      ['product:price:amount', price],
      ['product:price:currency', row.currency],
    ],
    jsonLd: [product],
  });
}
