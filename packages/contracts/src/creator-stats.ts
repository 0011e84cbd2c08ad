import { z } from 'zod';
import { MAX_ROW_ID, PAYMENT_METHODS, TIERS } from './limits.ts';

/**
 * The creator dashboard (issue 11, decision 030): views, likes, downloads, sales and revenue
 * of a creator's own products, per product and version, over UTC days.
 */

/** The ranges the dashboard offers, in days ending today (UTC). */
export const STATS_RANGE_PRESETS = [7, 30, 90, 365] as const;
export const STATS_DAYS_DEFAULT = 30;
/** A range spans at most this many days (a leap year and a day). */
export const STATS_DAYS_MAX = 366;

/** The CSV tables an export may ask for. */
export const STATS_CSV_TABLES = ['daily', 'products', 'versions', 'breakdown'] as const;
export type StatsCsvTable = (typeof STATS_CSV_TABLES)[number];

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day between 2000-01-01 and 2100-12-31, as `YYYY-MM-DD`. */
export function isStatsDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  const year = Number(match[1]);
  return (
    year >= 2000 &&
    year <= 2100 &&
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === text
  );
}

const idSchema = z.coerce.number().int().positive().max(MAX_ROW_ID);

/** GET /api/creator-stats (and its products list and CSV): whose stats, which product, which days. */
export const creatorStatsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(STATS_DAYS_MAX)
    .default(STATS_DAYS_DEFAULT)
    .describe(`Days in the range, ending with \`to\` (1-${STATS_DAYS_MAX})`),
  to: z
    .string()
    .refine(isStatsDay, 'validation.invalid')
    .optional()
    .describe('Last day of the range, YYYY-MM-DD (UTC); today by default'),
  productId: idSchema.optional().describe('One product of the creator; all of them without'),
  creatorId: idSchema
    .optional()
    .describe("Another creator's stats: admins of that creator's brand and super admins only"),
});
export type CreatorStatsQuery = z.infer<typeof creatorStatsQuerySchema>;

export const creatorStatsCsvQuerySchema = creatorStatsQuerySchema.extend({
  table: z.enum(STATS_CSV_TABLES).default('daily'),
});
export type CreatorStatsCsvQuery = z.infer<typeof creatorStatsCsvQuerySchema>;

export const creatorOwnerQuerySchema = creatorStatsQuerySchema.pick({ creatorId: true });

/**
 * Money of one currency, in its integer minor units (never summed across currencies): paid in
 * the range (`grossMinor`), given back in the range (`refundedMinor`, counted on the day of
 * the refund) and the difference.
 */
export const statsRevenueSchema = z.object({
  currency: z.string(),
  grossMinor: z.number().int(),
  refundedMinor: z.number().int(),
  netMinor: z.number().int(),
});
export type StatsRevenue = z.infer<typeof statsRevenueSchema>;

/** Counts of one product, version, day or the whole range; `revenue` one entry per currency. */
export const statsMetricsSchema = z.object({
  views: z.number().int(),
  likes: z.number().int(),
  downloads: z.number().int(),
  /** Paid items (paid in the range, whether refunded later or not). */
  sales: z.number().int(),
  /** Items refunded in the range. */
  refunds: z.number().int(),
  revenue: z.array(statsRevenueSchema),
});
export type StatsMetrics = z.infer<typeof statsMetricsSchema>;

export const statsDaySchema = statsMetricsSchema.extend({ day: z.string() });
export type StatsDay = z.infer<typeof statsDaySchema>;

export const statsProductSchema = statsMetricsSchema.extend({
  id: z.number().int(),
  name: z.string(),
  status: z.string(),
});
export type StatsProduct = z.infer<typeof statsProductSchema>;

/** A version's activity: downloads of that version exactly, the rest while it was the newest. */
export const statsVersionSchema = statsMetricsSchema.extend({
  version: z.string(),
  releasedAt: z.string(),
});
export type StatsVersion = z.infer<typeof statsVersionSchema>;

/** Sales of one tier, payment method and currency. */
export const statsBreakdownSchema = z.object({
  tier: z.enum(TIERS),
  method: z.enum(PAYMENT_METHODS),
  currency: z.string(),
  sales: z.number().int(),
  refunds: z.number().int(),
  grossMinor: z.number().int(),
  refundedMinor: z.number().int(),
  netMinor: z.number().int(),
});
export type StatsBreakdown = z.infer<typeof statsBreakdownSchema>;

export const creatorStatsSchema = z.object({
  creatorId: z.number().int(),
  productId: z.number().int().nullable(),
  range: z.object({ from: z.string(), to: z.string(), days: z.number().int() }),
  totals: statsMetricsSchema,
  /** Every day of the range, oldest first, zero-filled. */
  series: z.array(statsDaySchema),
  /** The creator's products (or the one asked for), most viewed first. */
  products: z.array(statsProductSchema),
  /** The versions of the product asked for, newest first; empty for all products. */
  versions: z.array(statsVersionSchema),
  breakdown: z.array(statsBreakdownSchema),
});
export type CreatorStats = z.infer<typeof creatorStatsSchema>;

/** GET /api/creator-stats/products: what the product picker offers. */
export const creatorStatsProductOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.string(),
});
export type CreatorStatsProductOption = z.infer<typeof creatorStatsProductOptionSchema>;
