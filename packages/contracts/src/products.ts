import { z } from 'zod';
import { CATEGORIES, CONTENT_TYPES, DEVICE_FAMILIES, SUPPORTED_SYSTEMS } from './catalog.ts';
import { pageQuerySchema } from './envelope.ts';
import { PRICE_FILTERS, PRODUCT_SORTS, SEARCH_QUERY_MAX } from './product-options.ts';

const familyCodes = DEVICE_FAMILIES.map((f) => f.code) as [string, ...string[]];
const typeCodes = CONTENT_TYPES.map((t) => t.code) as [string, ...string[]];

/** Free-text search over names, authors, overviews and types (decision 008). */
const searchTextSchema = z.string().trim().max(SEARCH_QUERY_MAX);

export const productListQuerySchema = pageQuerySchema.extend({
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
  /** Absent: `relevance` when `q` is given, else `newest` (effectiveSort in product-options). */
  sort: z
    .enum(PRODUCT_SORTS)
    .optional()
    .describe(
      'Order; default relevance when q is given, else newest. relevance without q is newest',
    ),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const authorSummarySchema = z.object({
  id: z.number().int(),
  nickName: z.string(),
  avatar: z.string().nullable(),
});

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
  currency: z.string(),
  /** Price for general users, in minor units. */
  price: z.number().int(),
  likeCount: z.number().int(),
  downloadCount: z.number().int(),
  createdAt: z.string(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const productVersionSchema = z.object({
  version: z.string(),
  sizeBytes: z.number().int(),
  newVersionInfo: z.string(),
  createdAt: z.string(),
});

export const productDetailSchema = productSummarySchema.extend({
  originalType: z.string().nullable(),
  overview: z.string(),
  images: z.array(productImageSchema),
  relatedLinks: z.array(z.object({ label: z.string(), url: z.string() })),
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
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

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
