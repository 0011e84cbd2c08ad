import { z } from 'zod';
import { CATEGORIES, CONTENT_TYPES, DEVICE_FAMILIES, SUPPORTED_SYSTEMS } from './catalog.ts';
import { devicePreviewSchema } from './device-preview.ts';
import { pageOf, pageQuerySchema } from './envelope.ts';
import { tenantIdSchema } from './accounts.ts';
import { TENANTS } from './tenants.ts';
import { LIMITS, MAX_ROW_ID } from './limits.ts';
import { displayText, singleLine } from './text.ts';
import {
  LIST_RESULTS_MAX,
  MIN_RATING_VALUES,
  PRICE_FILTERS,
  PRODUCT_SORTS,
  SEARCH_QUERY_MAX,
} from './product-options.ts';
import { isWebLink } from './web-links.ts';

const familyCodes = DEVICE_FAMILIES.map((f) => f.code) as [string, ...string[]];
const typeCodes = CONTENT_TYPES.map((t) => t.code) as [string, ...string[]];

/** Free-text search over names, authors, overviews and types (decision 008). */
const searchTextSchema = z.string().trim().max(SEARCH_QUERY_MAX);

export const productListQuerySchema = pageQuerySchema
  .extend({
    q: searchTextSchema
      .optional()
      .describe(
        'Search text: names, author nicknames, overviews and content types; typo-tolerant (decision 008)',
      ),
    family: z.enum(familyCodes).optional(),
    type: z.enum(typeCodes).optional(),
    category: z.enum(CATEGORIES).optional(),
    price: z.enum(PRICE_FILTERS).default('all'),
    system: z.enum(SUPPORTED_SYSTEMS).optional(),
    /** Only this creator's products (the /author page, decision 012). */
    author: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
    /** Only products whose shown average (one decimal) is at least this many stars (decision 065). */
    minRating: z.coerce
      .number()
      .int()
      .min(MIN_RATING_VALUES[0])
      .max(MIN_RATING_VALUES[MIN_RATING_VALUES.length - 1]!)
      .optional()
      .describe('Only products rated at least this (1–5, against the average shown, one decimal)'),
    /** Absent: `relevance` when `q` is given, else `newest` (effectiveSort in product-options). */
    sort: z
      .enum(PRODUCT_SORTS)
      .optional()
      .describe(
        'Order; default relevance when q is given, else newest. relevance without q is newest',
      ),
  })
  .refine((query) => (query.page - 1) * query.pageSize < LIST_RESULTS_MAX, {
    path: ['page'],
    message: 'validation.pageBeyondResults',
  });
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** A stored rendition of a product image (decision 011). `type` is its MIME type. */
export const imageVariantSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  type: z.string(),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

export const authorSummarySchema = z.object({
  id: z.number().int(),
  nickName: z.string(),
  avatar: z.string().nullable(),
});

/**
 * A product's visible reviews in numbers, as cards show them (decision 065): the average rounded
 * to one decimal (null without reviews) and the count. The histogram is on the reviews route.
 */
export const productRatingSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type ProductRating = z.infer<typeof productRatingSchema>;

const tierValuesSchema = z.object({
  general: z.number().int(),
  ordinary: z.number().int(),
  premium: z.number().int(),
  svip: z.number().int(),
});

export const productSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  author: authorSummarySchema,
  deviceFamily: z.string(),
  contentTypes: z.array(z.string()),
  category: z.string(),
  cover: z.string().nullable(),
  /** Smaller WebP renditions of `cover`, smallest first, for a srcset (decision 011). */
  coverVariants: z.array(imageVariantSchema),
  currency: z.string(),
  /** Price for general users, in minor units. */
  price: z.number().int(),
  likeCount: z.number().int(),
  downloadCount: z.number().int(),
  /** Absent only from servers before issue 28. */
  rating: productRatingSchema.optional(),
  createdAt: z.string(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** A card image's rendition: what its srcset names (decision 011). */
export const cardImageVariantSchema = imageVariantSchema.pick({ url: true, width: true });
export type CardImageVariant = z.infer<typeof cardImageVariantSchema>;

/**
 * A product as lists and searches answer it: what its card shows (issue 31, decision 080).
 * The creator's id lets "related products" leave out the creator's own; the rest is on the
 * card. A summary (ProductSummary) has every field of it, so one card renders either.
 */
export const productListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  author: authorSummarySchema.pick({ id: true, nickName: true }),
  contentTypes: z.array(z.string()),
  cover: z.string().nullable(),
  /** Smaller WebP renditions of `cover`, smallest first, for a srcset (decision 011). */
  coverVariants: z.array(cardImageVariantSchema),
  currency: z.string(),
  /** Price for general users, in minor units. */
  price: z.number().int(),
  likeCount: z.number().int(),
  /** Optional so that a summary is one too; lists always send it. */
  rating: productRatingSchema.optional(),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

/** A page of a list or search; totals are counted up to LIST_RESULTS_MAX (decision 010). */
export const productPageSchema = pageOf(productListItemSchema).extend({
  totalExact: z
    .boolean()
    .describe(`false when more than LIST_RESULTS_MAX (${LIST_RESULTS_MAX}) products match`),
});
export type ProductPage = z.infer<typeof productPageSchema>;

export const productImageSchema = z.object({
  /** The main image: WebP, its long side at most 1920 px (decision 011). */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Smaller renditions of `url`, smallest first; empty for images stored before renditions. */
  variants: z.array(imageVariantSchema),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** POST/DELETE /api/products/:id/images answer the product's images; an index is a position. */
export const productImagesSchema = z.array(productImageSchema);

/** DELETE /api/products/:id/images/:position (0 is the cover). */
export const productImageParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  position: z.coerce
    .number()
    .int()
    .min(0)
    .max(LIMITS.productImagesMax - 1),
});

export const productVersionSchema = z.object({
  version: z.string(),
  sizeBytes: z.number().int(),
  newVersionInfo: z.string(),
  createdAt: z.string(),
});

export { isWebLink } from './web-links.ts';

export const RELATED_LINK_LABEL_MAX = 100;
export const RELATED_LINK_URL_MAX = 2048;
export const RELATED_LINKS_MAX = 10;

/** One related link as a product form sends it (spec §3, §5 "links"): http(s) only. */
export const relatedLinkSchema = z.object({
  label: displayText(
    singleLine(z.string().trim().min(1, 'validation.required').max(RELATED_LINK_LABEL_MAX)),
  ),
  url: singleLine(z.string().trim().max(RELATED_LINK_URL_MAX)).refine(
    isWebLink,
    'validation.linkUrl',
  ),
});
export const relatedLinksSchema = z.array(relatedLinkSchema).max(RELATED_LINKS_MAX);
export type RelatedLink = z.infer<typeof relatedLinkSchema>;

export const productDetailSchema = productSummarySchema.extend({
  originalType: z.string().nullable(),
  overview: z.string(),
  /** The long description: safe Markdown, rendered without HTML; '' when none (decision 035). */
  description: z.string(),
  /** The oldest app version the product works with (e.g. '3.10.188'), null when any. */
  minAppVersion: z.string().nullable(),
  images: z.array(productImageSchema),
  /** Only http(s) links, whatever is stored (isWebLink). */
  relatedLinks: z.array(z.object({ label: z.string(), url: z.string().refine(isWebLink) })),
  supportedSystems: z.array(z.string()),
  supportedDevices: z.array(z.string()),
  supportedLanguages: z.array(z.string()),
  dialSupport: z.boolean(),
  audioSupport: z.boolean(),
  prices: tierValuesSchema,
  /** Usage-count limit per tier: 0, a positive number, or -1 for unlimited. */
  uses: tierValuesSchema,
  /** Newest first; the first entry is the current version. */
  versions: z.array(productVersionSchema),
  /** Front (prerequisite) plugins the viewer may see, in the creator's order (spec §3). */
  prerequisites: z.array(productSummarySchema),
  /** Prerequisites the viewer cannot see: delisted, or restricted to other brands (decision 013). */
  prerequisitesHidden: z.number().int(),
  /** Visible products that name this one as a prerequisite: the most liked few, and the total. */
  requiredBy: z.object({ list: z.array(productSummarySchema), total: z.number().int() }),
  /** What "See it on your device" shows (issue 13): empty parts when the product has none. */
  devicePreview: devicePreviewSchema,
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/**
 * A product's prerequisite ids as a form sends them (spec §5 "front plugin"): positive ids, at
 * most LIMITS.prerequisitesMax, no repeats. The server also checks what only it can (decision 013).
 */
export const prerequisiteIdsSchema = z
  .array(z.number().int().positive())
  .max(LIMITS.prerequisitesMax, 'validation.prerequisiteCount')
  .superRefine((ids, ctx) => {
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index) {
        ctx.addIssue({
          code: 'custom',
          path: [index],
          message: 'validation.prerequisiteDuplicate',
        });
      }
    });
  });

export const productIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** GET /api/products/suggestions: names for the header search box. */
export const suggestionsQuerySchema = z.object({
  q: searchTextSchema.describe('Search text; blank answers an empty list'),
});
export type SuggestionsQuery = z.infer<typeof suggestionsQuerySchema>;

export const productSuggestionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
});
export type ProductSuggestion = z.infer<typeof productSuggestionSchema>;

export const PRODUCT_STATUSES = ['listed', 'delisted'] as const;

/**
 * PATCH /api/products/:id/listing: list or delist a product (its author, an admin of the
 * author's tenant, a super admin), or restrict it to some brands (super admins; `[]` shows it
 * to every brand). Decision 014.
 */
export const productListingBodySchema = z
  .object({
    status: z.enum(PRODUCT_STATUSES).optional(),
    restrictedToTenants: z
      .array(tenantIdSchema)
      .max(TENANTS.length)
      .transform((ids) => [...new Set(ids)].sort((a, b) => a - b))
      .optional(),
  })
  .refine((body) => body.status !== undefined || body.restrictedToTenants !== undefined, {
    message: 'validation.required',
  });
export type ProductListingBody = z.infer<typeof productListingBodySchema>;

export const productListingSchema = z.object({
  id: z.number().int(),
  status: z.enum(PRODUCT_STATUSES),
  restrictedToTenants: z.array(z.number().int()),
});
export type ProductListing = z.infer<typeof productListingSchema>;
