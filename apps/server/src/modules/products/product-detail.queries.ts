import { MAX_ROW_ID } from '@space/contracts/limits';
import { pickTranslation } from '@space/contracts/locales';
import { isWebLink, type ProductDetail } from '@space/contracts/products';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productImages, products, productVersions, users } from '../../db/schema.ts';
import { toDevicePreview } from './device-preview.ts';
import { prerequisitesOf } from './product-prerequisites.queries.ts';
import { summaryColumns, toProductImage, toProductSummary, visibleTo } from './product-rows.ts';
import type { Viewer } from './products.queries.ts';

const detailColumns = {
  ...summaryColumns,
  originalType: products.originalType,
  overview: products.overview,
  overviewTranslations: products.overviewTranslations,
  description: products.description,
  descriptionTranslations: products.descriptionTranslations,
  minAppVersion: products.minAppVersion,
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
  devicePreview: products.devicePreview,
};

/** The statement behind a product detail's main row, unexecuted (for the plan tests). */
export function productDetailQuery(db: Database, id: number, viewer: Viewer) {
  return db
    .select(detailColumns)
    .from(products)
    .innerJoin(users, eq(users.id, products.authorId))
    .where(and(eq(products.id, id), visibleTo(viewer.tenantId)));
}

/** A product the viewer may see, or null (missing, delisted or restricted to other tenants). */
export async function getProduct(
  db: Database,
  id: number,
  viewer: Viewer,
): Promise<ProductDetail | null> {
  if (id > MAX_ROW_ID) return null;
  const [row] = await productDetailQuery(db, id, viewer);
  if (!row) return null;

  const [images, versions, graph] = await Promise.all([
    db
      .select({
        position: productImages.position,
        fileKey: productImages.fileKey,
        width: productImages.width,
        height: productImages.height,
        variants: productImages.variants,
      })
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position)),
    db
      .select({
        version: productVersions.version,
        sizeBytes: productVersions.sizeBytes,
        newVersionInfo: productVersions.newVersionInfo,
        newVersionInfoTranslations: productVersions.newVersionInfoTranslations,
        createdAt: productVersions.createdAt,
      })
      .from(productVersions)
      .where(eq(productVersions.productId, id))
      .orderBy(desc(productVersions.createdAt), desc(productVersions.id)),
    prerequisitesOf(db, id, viewer),
  ]);

  const cover = images.find((image) => image.position === 0);
  return {
    ...toProductSummary(
      { ...row, coverVariants: cover?.variants },
      cover?.fileKey ?? null,
      viewer.locale,
    ),
    originalType: row.originalType,
    // The reader's language where the creator gave one (decision 035).
    overview: pickTranslation(row.overview, row.overviewTranslations, viewer.locale),
    description: pickTranslation(row.description, row.descriptionTranslations, viewer.locale),
    minAppVersion: row.minAppVersion,
    images: images.map(toProductImage),
    // Whatever was stored, only http(s) links reach the page (never javascript: or data:).
    relatedLinks: row.relatedLinks.filter((link) => isWebLink(link.url)),
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
      newVersionInfo: pickTranslation(
        version.newVersionInfo,
        version.newVersionInfoTranslations,
        viewer.locale,
      ),
      createdAt: version.createdAt.toISOString(),
    })),
    ...graph,
    devicePreview: toDevicePreview(row.devicePreview),
  };
}
