import { CONTENT_TYPES } from '@space/contracts/catalog';
import type { ProductSort } from '@space/contracts/product-options';
import type { ProductDetail, ProductListQuery, ProductSummary } from '@space/contracts/products';
import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productImages, products, productVersions, users } from '../../db/schema.ts';
import { FileStorage } from '../../lib/file-storage.ts';

/** Who is looking: decides which products are visible. */
export interface Viewer {
  tenantId: number;
}

export interface ProductPage {
  list: ProductSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** products.id is an `integer`; a larger id cannot exist and must not reach the query. */
const MAX_PRODUCT_ID = 2_147_483_647;

/** Listed, and either shared by every brand or restricted to the viewer's tenant. */
function visibleTo(viewer: Viewer): SQL {
  return and(
    eq(products.status, 'listed'),
    or(
      sql`cardinality(${products.restrictedToTenants}) = 0`,
      arrayContains(products.restrictedToTenants, [viewer.tenantId]),
    ),
  )!;
}

/** Name, author, overview or content type (its code or list slug) contains the text. */
function matchesText(text: string): SQL {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const needle = text.toLowerCase();
  const types = CONTENT_TYPES.filter(
    (t) => t.code.toLowerCase().includes(needle) || t.slug.toLowerCase().includes(needle),
  ).map((t) => t.code);
  return or(
    ilike(products.name, pattern),
    ilike(users.nickName, pattern),
    ilike(products.overview, pattern),
    types.length > 0 ? arrayOverlaps(products.contentTypes, types) : undefined,
  )!;
}

/** Every filter of the query; the search needs `users` joined. */
function filtersOf(query: ProductListQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.q) filters.push(matchesText(query.q));
  if (query.family) filters.push(eq(products.deviceFamily, query.family));
  if (query.type) filters.push(arrayContains(products.contentTypes, [query.type]));
  if (query.category) filters.push(eq(products.category, query.category));
  if (query.price === 'free') filters.push(eq(products.priceGeneral, 0));
  if (query.price === 'paid') filters.push(gt(products.priceGeneral, 0));
  if (query.system) filters.push(arrayContains(products.supportedSystems, [query.system]));
  return filters;
}

/** Every order ends on id, so pages never overlap or skip rows that tie. */
const ORDER_BY: Record<ProductSort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  popular: [desc(products.likeCount), desc(products.id)],
  priceAsc: [asc(products.priceGeneral), asc(products.id)],
  priceDesc: [desc(products.priceGeneral), desc(products.id)],
};

const summaryColumns = {
  id: products.id,
  name: products.name,
  deviceFamily: products.deviceFamily,
  contentTypes: products.contentTypes,
  category: products.category,
  currency: products.currency,
  price: products.priceGeneral,
  likeCount: products.likeCount,
  downloadCount: products.downloadCount,
  createdAt: products.createdAt,
  authorId: users.id,
  authorNickName: users.nickName,
  authorAvatarKey: users.avatarKey,
};

interface SummaryRow {
  id: number;
  name: string;
  deviceFamily: string;
  contentTypes: string[];
  category: string;
  currency: string;
  price: number;
  likeCount: number;
  downloadCount: number;
  createdAt: Date;
  authorId: number;
  authorNickName: string;
  authorAvatarKey: string | null;
}

function urlOf(key: string | null): string | null {
  return key === null ? null : FileStorage.publicUrl(key);
}

function toSummary(row: SummaryRow, coverKey: string | null): ProductSummary {
  return {
    id: row.id,
    name: row.name,
    author: { id: row.authorId, nickName: row.authorNickName, avatar: urlOf(row.authorAvatarKey) },
    deviceFamily: row.deviceFamily,
    contentTypes: row.contentTypes,
    category: row.category,
    cover: urlOf(coverKey),
    currency: row.currency,
    price: row.price,
    likeCount: row.likeCount,
    downloadCount: row.downloadCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of the products the viewer may see: one query for the page, one for the total. */
export async function listProducts(
  db: Database,
  query: ProductListQuery,
  viewer: Viewer,
): Promise<ProductPage> {
  const where = and(visibleTo(viewer), ...filtersOf(query));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ ...summaryColumns, coverKey: productImages.fileKey })
      .from(products)
      .innerJoin(users, eq(users.id, products.authorId))
      // (product_id, position) is the key, so this adds at most the cover row.
      .leftJoin(
        productImages,
        and(eq(productImages.productId, products.id), eq(productImages.position, 0)),
      )
      .where(where)
      .orderBy(...ORDER_BY[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(products)
      .innerJoin(users, eq(users.id, products.authorId))
      .where(where),
  ]);
  return {
    list: rows.map((row) => toSummary(row, row.coverKey)),
    total: totalRow?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A product the viewer may see, or null (missing, delisted or restricted to other tenants). */
export async function getProduct(
  db: Database,
  id: number,
  viewer: Viewer,
): Promise<ProductDetail | null> {
  if (id > MAX_PRODUCT_ID) return null;
  const [row] = await db
    .select({
      ...summaryColumns,
      originalType: products.originalType,
      overview: products.overview,
      relatedLinks: products.relatedLinks,
      supportedSystems: products.supportedSystems,
      supportedDevices: products.supportedDevices,
      supportedLanguages: products.supportedLanguages,
      dialSupport: products.dialSupport,
      audioSupport: products.audioSupport,
      priceOrdinary: products.priceOrdinary,
      pricePremium: products.pricePremium,
      priceSvip: products.priceSvip,
      usesGeneral: products.usesGeneral,
      usesOrdinary: products.usesOrdinary,
      usesPremium: products.usesPremium,
      usesSvip: products.usesSvip,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.authorId))
    .where(and(eq(products.id, id), visibleTo(viewer)));
  if (!row) return null;

  const [images, versions] = await Promise.all([
    db
      .select({
        position: productImages.position,
        fileKey: productImages.fileKey,
        width: productImages.width,
        height: productImages.height,
      })
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position)),
    db
      .select({
        version: productVersions.version,
        sizeBytes: productVersions.sizeBytes,
        newVersionInfo: productVersions.newVersionInfo,
        createdAt: productVersions.createdAt,
      })
      .from(productVersions)
      .where(eq(productVersions.productId, id))
      .orderBy(desc(productVersions.createdAt), desc(productVersions.id)),
  ]);

  const coverKey = images.find((image) => image.position === 0)?.fileKey ?? null;
  return {
    ...toSummary(row, coverKey),
    originalType: row.originalType,
    overview: row.overview,
    images: images.map((image) => ({
      url: FileStorage.publicUrl(image.fileKey),
      width: image.width,
      height: image.height,
    })),
    relatedLinks: row.relatedLinks,
    supportedSystems: row.supportedSystems,
    supportedDevices: row.supportedDevices,
    supportedLanguages: row.supportedLanguages,
    dialSupport: row.dialSupport,
    audioSupport: row.audioSupport,
    prices: {
      general: row.price,
      ordinary: row.priceOrdinary,
      premium: row.pricePremium,
      svip: row.priceSvip,
    },
    uses: {
      general: row.usesGeneral,
      ordinary: row.usesOrdinary,
      premium: row.usesPremium,
      svip: row.usesSvip,
    },
    versions: versions.map((version) => ({
      version: version.version,
      sizeBytes: version.sizeBytes,
      newVersionInfo: version.newVersionInfo,
      createdAt: version.createdAt.toISOString(),
    })),
  };
}
