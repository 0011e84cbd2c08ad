import { z } from 'zod';
import { DEVICE_FAMILIES } from './catalog.ts';
import { productSummarySchema } from './products.ts';

/** Products in the /home carousel, lowest `featured_rank` first (decision 035). */
export const FEATURED_MAX = 6;
/** Products on each /home shelf: one row of cards. */
export const HOME_SHELF_SIZE = 4;

/** The shelves of /home, in page order: newest, most liked, then each device family. */
export const HOME_SHELVES = ['newest', 'popular', ...DEVICE_FAMILIES.map((f) => f.code)] as const;
export type HomeShelfKey = (typeof HOME_SHELVES)[number];

/** A carousel slide: the summary and the product's overview, in the reader's language. */
export const featuredProductSchema = productSummarySchema.extend({ overview: z.string() });
export type FeaturedProduct = z.infer<typeof featuredProductSchema>;

/**
 * GET /api/home: everything /home shows, in one answer. No product appears twice: the
 * carousel's are left off the shelves, and each shelf leaves off the ones above it.
 */
export const homeSchema = z.object({
  featured: z.array(featuredProductSchema),
  shelves: z.array(
    z.object({
      key: z.enum(HOME_SHELVES),
      products: z.array(productSummarySchema),
    }),
  ),
});
export type Home = z.infer<typeof homeSchema>;
