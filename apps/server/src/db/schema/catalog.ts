import type { Translations } from '@space/contracts/locales';
import type { DevicePreviewAssets } from '@space/contracts/device-preview';
import { CURRENCIES, CURRENCY_CODES } from '@space/contracts/money';
import { TOP_RATED_PRIOR_MEAN, TOP_RATED_PRIOR_WEIGHT } from '@space/contracts/product-options';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tsvector } from './column-types.ts';
import { users } from './users.ts';

const CURRENCY_LIST_SQL = CURRENCY_CODES.map((code) => `'${code}'`).join(', ');
/** `priceOrderKey` (contracts/money.ts) in SQL, for the generated `price_order` column. */
const PRICE_ORDER_WEIGHT_SQL = `(case currency ${CURRENCY_CODES.map(
  (code) => `when '${code}' then ${CURRENCIES[code].orderWeight}`,
).join(' ')} else 100 end)`;

/** Reference lists (spec §1, §2). Codes are the constants of @space/contracts/catalog. */
export const categories = pgTable('categories', {
  code: text('code').primaryKey(),
  position: integer('position').notNull(),
});

export const deviceFamilies = pgTable('device_families', {
  code: text('code').primaryKey(),
  path: text('path').notNull(),
  position: integer('position').notNull(),
});

export const contentTypes = pgTable('content_types', {
  code: text('code').primaryKey(),
  slug: text('slug').notNull().unique(),
  position: integer('position').notNull(),
});

export const deviceFamilyContentTypes = pgTable(
  'device_family_content_types',
  {
    deviceFamily: text('device_family')
      .notNull()
      .references(() => deviceFamilies.code),
    contentType: text('content_type')
      .notNull()
      .references(() => contentTypes.code),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceFamily, t.contentType] })],
);

export interface ImageVariant {
  fileKey: string;
  width: number;
  height: number;
  /** MIME type, e.g. image/webp. */
  format: string;
}

export interface RelatedLink {
  label: string;
  url: string;
}

/**
 * A listing (spec §3 "Product"). Prices are integer minor units per tier;
 * usage limits use -1 for unlimited. The catalogue is shared by all brands
 * unless `restrictedToTenants` names some.
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    deviceFamily: text('device_family')
      .notNull()
      .references(() => deviceFamilies.code),
    contentTypes: text('content_types').array().notNull(),
    originalType: text('original_type'),
    category: text('category')
      .notNull()
      .references(() => categories.code),
    overview: text('overview').notNull(),
    /**
     * The name and overview in the interface languages (decision 035): `name` and `overview`
     * stay as the creator wrote them (and as search and uniqueness see them); a reader gets
     * `pickTranslation()` of these for their language.
     */
    nameTranslations: jsonb('name_translations').$type<Translations>().notNull().default({}),
    overviewTranslations: jsonb('overview_translations')
      .$type<Translations>()
      .notNull()
      .default({}),
    /** The long description, in safe Markdown (rendered without HTML); '' when none. */
    description: text('description').notNull().default(''),
    descriptionTranslations: jsonb('description_translations')
      .$type<Translations>()
      .notNull()
      .default({}),
    /** The oldest app (Stream Dock software) version the product works with, e.g. '3.10.188'. */
    minAppVersion: text('min_app_version'),
    /**
     * Featured on the /home carousel when set, lowest first (curated by a flag now, by the
     * admin console later).
     */
    featuredRank: integer('featured_rank'),
    /**
     * What the product's virtual device preview shows (issue 13, "see it on your device"):
     * stored file keys of key images, screen and keycap art, and a lighting pattern. Empty
     * when unknown; the page then shows the cover on the device.
     */
    devicePreview: jsonb('device_preview').$type<DevicePreviewAssets>().notNull().default({}),
    /** The square product avatar (spec §3, §5 1:1), with its renditions. */
    avatarKey: text('avatar_key'),
    avatarVariants: jsonb('avatar_variants').$type<ImageVariant[]>().notNull().default([]),
    relatedLinks: jsonb('related_links').$type<RelatedLink[]>().notNull().default([]),
    supportedSystems: text('supported_systems').array().notNull(),
    supportedDevices: text('supported_devices')
      .array()
      .notNull()
      .default(sql`'{}'`),
    supportedLanguages: text('supported_languages')
      .array()
      .notNull()
      .default(sql`'{}'`),
    dialSupport: boolean('dial_support').notNull().default(false),
    audioSupport: boolean('audio_support').notNull().default(false),
    currency: text('currency').notNull().default('USD'),
    priceGeneral: integer('price_general').notNull().default(0),
    /**
     * The general price in a common, rough unit (`priceOrderKey`, contracts/money.ts), so the
     * price sorts of a catalogue that mixes currencies compare like with like. Never shown.
     */
    priceOrder: bigint('price_order', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql.raw(`price_general::bigint * ${PRICE_ORDER_WEIGHT_SQL}`)),
    priceOrdinary: integer('price_ordinary').notNull().default(0),
    pricePremium: integer('price_premium').notNull().default(0),
    priceSvip: integer('price_svip').notNull().default(0),
    usesGeneral: integer('uses_general').notNull().default(-1),
    usesOrdinary: integer('uses_ordinary').notNull().default(-1),
    usesPremium: integer('uses_premium').notNull().default(-1),
    usesSvip: integer('uses_svip').notNull().default(-1),
    status: text('status').notNull().default('listed'),
    restrictedToTenants: integer('restricted_to_tenants')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * The search document (decision 008): name, author nickname, overview and content-type
     * labels, normalised (NFKC, lower case). Written by the app with `searchDocument()` on
     * every insert or change of those fields, and for an author's products when their
     * nickname changes. '' (the default) means "not searchable yet".
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * The short half of the search (decision 010): name and author nickname, normalised like
     * search_text. Typo-tolerant matches and relevance compare against it, never against the
     * long document. Written together with search_text.
     */
    searchTitle: text('search_title').notNull().default(''),
    /**
     * search_text as full-text words ('simple' configuration), plus every character and
     * pair of characters of its Chinese, Japanese and Korean runs (`cjk_grams()`, migration
     * 0007), so one- and two-character searches in those scripts find words inside a run
     * from the index. Kept by the database.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple'::regconfig, search_text || ' ' || cjk_grams(search_text))`,
      ),
    likeCount: integer('like_count').notNull().default(0),
    downloadCount: integer('download_count').notNull().default(0),
    /**
     * The visible reviews' count and sum of stars, copied from `product_review_summaries` by a
     * trigger (migration 0021, decision 065) so lists filter and sort on them from this row.
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /**
     * The "Top rated" score, a Bayesian average (C·m + Σ ratings) / (C + n) with C = 10 and
     * m = 3.8 (TOP_RATED_PRIOR_* in contracts/product-options, decision 065). Float division
     * is correctly rounded, so equal fractions tie exactly and tests can compute the order.
     */
    ratingScore: doublePrecision('rating_score')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `(${TOP_RATED_PRIOR_WEIGHT * TOP_RATED_PRIOR_MEAN} + rating_sum)::double precision / (${TOP_RATED_PRIOR_WEIGHT} + rating_count)`,
        ),
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One per sort order of a family's lists (GET /api/products); priceDesc scans the price one
    // backwards. NULLS FIRST is what a plain `order by … desc` means; drizzle's desc() alone
    // emits NULLS LAST, which the planner cannot use for that order.
    index('products_family_created_idx').on(
      t.deviceFamily,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('products_family_popular_idx').on(
      t.deviceFamily,
      t.likeCount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('products_family_price_idx').on(t.deviceFamily, t.priceOrder, t.id),
    index('products_family_top_rated_idx').on(
      t.deviceFamily,
      t.ratingScore.desc().nullsFirst(),
      t.ratingCount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A category's lists (GET /api/products?category=, with or without a price filter or a
    // partner brand) in each sort order, as for families (decision 070). A family's list
    // narrowed to a category walks the family's index instead: one family holds a category's
    // page within a few hundred rows.
    index('products_category_created_idx').on(
      t.category,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('products_category_popular_idx').on(
      t.category,
      t.likeCount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('products_category_price_idx').on(t.category, t.priceOrder, t.id),
    index('products_category_top_rated_idx').on(
      t.category,
      t.ratingScore.desc().nullsFirst(),
      t.ratingCount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // An author's page (GET /api/products?author=) in each sort order, as for families;
    // their leading column also serves lookups of an author's products (decision 012).
    index('products_author_created_idx').on(
      t.authorId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('products_author_popular_idx').on(
      t.authorId,
      t.likeCount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('products_author_price_idx').on(t.authorId, t.priceOrder, t.id),
    index('products_author_top_rated_idx').on(
      t.authorId,
      t.ratingScore.desc().nullsFirst(),
      t.ratingCount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('products_types_idx').using('gin', t.contentTypes),
    index('products_featured_idx')
      .on(t.featuredRank, t.id)
      .where(sql`${t.featuredRank} is not null`),
    // Search (decisions 008 and 010): word-prefix matches use the full-text index, substring
    // matches of Chinese, Japanese and Korean text the document's trigram index, and
    // typo-tolerant matches (<%) the title's trigram index.
    index('products_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('products_search_title_trgm_idx').using('gin', t.searchTitle.op('gin_trgm_ops')),
    index('products_search_vector_idx').using('gin', t.searchVector),
    check('products_types_count', sql`cardinality(${t.contentTypes}) between 1 and 5`),
    check('products_name_length', sql`char_length(${t.name}) between 1 and 100`),
    check('products_description_length', sql`char_length(${t.description}) <= 20000`),
    check('products_status_check', sql`${t.status} in ('listed', 'delisted')`),
    check('products_currency_check', sql.raw(`currency in (${CURRENCY_LIST_SQL})`)),
    check(
      'products_prices_nonnegative',
      sql`${t.priceGeneral} >= 0 and ${t.priceOrdinary} >= 0 and ${t.pricePremium} >= 0 and ${t.priceSvip} >= 0`,
    ),
    check(
      'products_uses_range',
      sql`${t.usesGeneral} >= -1 and ${t.usesOrdinary} >= -1 and ${t.usesPremium} >= -1 and ${t.usesSvip} >= -1`,
    ),
  ],
);

/** Every published version of a product is kept as history. */
export const productVersions = pgTable(
  'product_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    fileKey: text('file_key'),
    newVersionInfo: text('new_version_info').notNull().default(''),
    newVersionInfoTranslations: jsonb('new_version_info_translations')
      .$type<Translations>()
      .notNull()
      .default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('product_versions_product_version_key').on(t.productId, t.version)],
);

export const productImages = pgTable(
  'product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileKey: text('file_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /**
     * Renditions generated from the upload (thumbnails and WebP variants), smallest first;
     * empty for images stored before renditions existed, which show `fileKey` only.
     */
    variants: jsonb('variants').$type<ImageVariant[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.position] }),
    check('product_images_position', sql`${t.position} between 0 and 4`),
  ],
);

/**
 * Front (prerequisite) plugins (spec §3): products that must be installed before this one
 * works. Ordered as the creator listed them.
 */
export const productPrerequisites = pgTable(
  'product_prerequisites',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    prerequisiteId: integer('prerequisite_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.prerequisiteId] }),
    index('product_prerequisites_prerequisite_idx').on(t.prerequisiteId),
    check('product_prerequisites_not_self', sql`${t.productId} <> ${t.prerequisiteId}`),
  ],
);
