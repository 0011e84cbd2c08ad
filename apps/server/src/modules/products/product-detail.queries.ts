import { MAX_ROW_ID } from '@space/contracts/limits';
import { pickTranslation, type Translations } from '@space/contracts/locales';
import { isWebLink, type ProductDetail } from '@space/contracts/products';
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  productImages,
  productPrerequisites,
  products,
  productVersions,
  users,
  type ImageVariant,
} from '../../db/schema.ts';
import { toDevicePreview } from './device-preview.ts';
import { REQUIRED_BY_PREVIEW } from './product-prerequisites.queries.ts';
import {
  summaryColumns,
  tenantIdsOf,
  toProductImage,
  toProductSummary,
  visibleTo,
  type SummaryRow,
} from './product-rows.ts';
import type { Viewer } from './products.queries.ts';

/*
 * A product's detail is one statement (issue 14): the product with its author, and beside it,
 * as JSON aggregated by correlated subqueries on their own keys, its images, its versions, its
 * front plugins and the products that require it. One round trip instead of five; the same
 * response. Timestamps come back inside JSON as ISO strings and are read with `new Date()`.
 * Each subquery names its tables by alias (`from product_images img`), so none can be taken for
 * the outer `products`.
 */

const prerequisite = alias(products, 'pre');
const prerequisiteAuthor = alias(users, 'pre_author');
const prerequisiteCover = alias(productImages, 'pre_cover');
const prerequisiteLink = alias(productPrerequisites, 'pre_link');
const requirer = alias(products, 'req');
const requirerAuthor = alias(users, 'req_author');
const requirerCover = alias(productImages, 'req_cover');
const requirerLink = alias(productPrerequisites, 'req_link');
const image = alias(productImages, 'img');
const version = alias(productVersions, 'ver');

/** A summary's fields as JSON, named as SummaryRow names them, for a product alias. */
function summaryJson(
  product: typeof prerequisite | typeof requirer,
  author: typeof prerequisiteAuthor | typeof requirerAuthor,
  cover: typeof prerequisiteCover | typeof requirerCover,
): SQL {
  return sql`json_build_object(
    'id', ${product.id}, 'name', ${product.name}, 'nameTranslations', ${product.nameTranslations},
    'deviceFamily', ${product.deviceFamily}, 'contentTypes', ${product.contentTypes},
    'category', ${product.category}, 'currency', ${product.currency},
    'price', ${product.priceGeneral}, 'likeCount', ${product.likeCount},
    'downloadCount', ${product.downloadCount}, 'createdAt', ${product.createdAt},
    'ratingCount', ${product.ratingCount}, 'ratingSum', ${product.ratingSum},
    'authorId', ${author.id}, 'authorNickName', ${author.nickName},
    'authorAvatarKey', ${author.avatarKey},
    'coverKey', ${cover.fileKey}, 'coverVariants', ${cover.variants})`;
}

/** A summary as it comes back from summaryJson(). */
type SummaryJson = Omit<SummaryRow, 'createdAt'> & { createdAt: string; coverKey: string | null };

interface ImageJson {
  fileKey: string;
  width: number;
  height: number;
  variants: ImageVariant[];
}

interface VersionJson {
  version: string;
  sizeBytes: number;
  newVersionInfo: string;
  newVersionInfoTranslations: Translations;
  createdAt: string;
}

/** Its images, cover first. */
const imagesJson = sql<ImageJson[]>`(
  select coalesce(json_agg(json_build_object(
    'fileKey', ${image.fileKey}, 'width', ${image.width}, 'height', ${image.height},
    'variants', ${image.variants}) order by ${image.position}), '[]'::json)
  from ${productImages} ${image} where ${image.productId} = ${products.id})`;

/** Its versions, newest first. */
const versionsJson = sql<VersionJson[]>`(
  select coalesce(json_agg(json_build_object(
    'version', ${version.version}, 'sizeBytes', ${version.sizeBytes},
    'newVersionInfo', ${version.newVersionInfo},
    'newVersionInfoTranslations', ${version.newVersionInfoTranslations},
    'createdAt', ${version.createdAt}) order by ${version.createdAt} desc, ${version.id} desc),
    '[]'::json)
  from ${productVersions} ${version} where ${version.productId} = ${products.id})`;

/** Its front plugins in the creator's order, each with whether the viewer may see it. */
function prerequisitesJson(tenantId: number | Placeholder) {
  return sql<{ visible: boolean; summary: SummaryJson }[]>`(
    select coalesce(json_agg(json_build_object(
      'visible', ${visibleTo(tenantId, prerequisite)},
      'summary', ${summaryJson(prerequisite, prerequisiteAuthor, prerequisiteCover)})
      order by ${prerequisiteLink.position}, ${prerequisiteLink.prerequisiteId}), '[]'::json)
    from ${productPrerequisites} ${prerequisiteLink}
    join ${products} ${prerequisite} on ${prerequisite.id} = ${prerequisiteLink.prerequisiteId}
    join ${users} ${prerequisiteAuthor} on ${prerequisiteAuthor.id} = ${prerequisite.authorId}
    left join ${productImages} ${prerequisiteCover} on ${prerequisiteCover.productId} = ${prerequisite.id}
      and ${prerequisiteCover.position} = 0
    where ${prerequisiteLink.productId} = ${products.id})`;
}

/**
 * The visible products that require it: the most liked few, and how many there are in all
 * (counted before the limit by the window).
 */
function requiredByJson(tenantId: number | Placeholder) {
  return sql<{ list: SummaryJson[]; total: number }>`(
    select json_build_object(
      'list', coalesce(json_agg(top.summary order by top.likes desc, top.id desc), '[]'::json),
      'total', coalesce(max(top.total), 0))
    from (
      select ${summaryJson(requirer, requirerAuthor, requirerCover)} as summary,
        ${requirer.likeCount} as likes, ${requirer.id} as id, count(*) over () as total
      from ${productPrerequisites} ${requirerLink}
      join ${products} ${requirer} on ${requirer.id} = ${requirerLink.productId}
      join ${users} ${requirerAuthor} on ${requirerAuthor.id} = ${requirer.authorId}
      left join ${productImages} ${requirerCover} on ${requirerCover.productId} = ${requirer.id}
        and ${requirerCover.position} = 0
      where ${requirerLink.prerequisiteId} = ${products.id}
        and ${visibleTo(tenantId, requirer)}
      order by ${requirer.likeCount} desc, ${requirer.id} desc
      limit ${REQUIRED_BY_PREVIEW}
    ) top)`;
}

function detailColumns(tenantId: number | Placeholder) {
  return {
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
    images: imagesJson,
    versions: versionsJson,
    prerequisites: prerequisitesJson(tenantId),
    requiredBy: requiredByJson(tenantId),
  };
}

function detailStatement(db: Database, id: number | Placeholder, tenantId: number | Placeholder) {
  return db
    .select(detailColumns(tenantId))
    .from(products)
    .innerJoin(users, eq(users.id, products.authorId))
    .where(and(eq(products.id, id), visibleTo(tenantId)));
}

/** The statement behind a product detail, unexecuted (for the plan tests). */
export function productDetailQuery(db: Database, id: number, viewer: Pick<Viewer, 'tenantId'>) {
  return detailStatement(db, id, viewer.tenantId);
}

/**
 * The detail as a prepared statement, one per database (issue 31): drizzle builds its SQL once,
 * not on every read, and PostgreSQL parses and plans it once per connection. Its plan is the
 * same for every product: one row by primary key, its subqueries on their own keys.
 */
const preparedDetails = new WeakMap<Database, ReturnType<typeof prepareDetail>>();

function prepareDetail(db: Database) {
  return detailStatement(db, sql.placeholder('id'), sql.placeholder('tenantIds')).prepare(
    'product_detail',
  );
}

function preparedDetail(db: Database) {
  let prepared = preparedDetails.get(db);
  if (!prepared) {
    prepared = prepareDetail(db);
    preparedDetails.set(db, prepared);
  }
  return prepared;
}

/** JSON may come back as text (a driver that does not parse it); read it either way. */
function json<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

function summaryRowOf(summary: SummaryJson): SummaryRow & { coverKey: string | null } {
  return { ...summary, createdAt: new Date(summary.createdAt) };
}

/** A product the viewer may see, or null (missing, delisted or restricted to other tenants). */
export async function getProduct(
  db: Database,
  id: number,
  viewer: Viewer,
): Promise<ProductDetail | null> {
  if (id > MAX_ROW_ID) return null;
  const [row] = await preparedDetail(db).execute({ id, tenantIds: tenantIdsOf(viewer.tenantId) });
  if (!row) return null;

  const images = json(row.images);
  const cover = images[0];
  const prerequisites = json(row.prerequisites);
  const visible = prerequisites.filter((entry) => entry.visible);
  const requiredBy = json(row.requiredBy);
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
    versions: json(row.versions).map((entry) => ({
      version: entry.version,
      sizeBytes: Number(entry.sizeBytes),
      newVersionInfo: pickTranslation(
        entry.newVersionInfo,
        entry.newVersionInfoTranslations,
        viewer.locale,
      ),
      createdAt: new Date(entry.createdAt).toISOString(),
    })),
    // Front plugins the viewer may not see are only counted (decision 013).
    prerequisites: visible.map(({ summary }) =>
      toProductSummary(summaryRowOf(summary), summary.coverKey, viewer.locale),
    ),
    prerequisitesHidden: prerequisites.length - visible.length,
    requiredBy: {
      list: requiredBy.list.map((summary) =>
        toProductSummary(summaryRowOf(summary), summary.coverKey, viewer.locale),
      ),
      total: Number(requiredBy.total),
    },
    devicePreview: toDevicePreview(row.devicePreview),
  };
}
