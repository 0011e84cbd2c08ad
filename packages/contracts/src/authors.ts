import { z } from 'zod';
import { productRatingSchema } from './products.ts';

/** GET /api/authors/:id. Ids beyond the integer range cannot exist and answer 404. */
export const authorIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export type AuthorIdParams = z.infer<typeof authorIdParamsSchema>;

/** Figures over the author's products that the viewer may see (decision 012). */
export const authorStatsSchema = z.object({
  productCount: z.number().int(),
  likeCount: z.number().int(),
  downloadCount: z.number().int(),
  /** Device families the author publishes for, in catalogue order. */
  deviceFamilies: z.array(z.string()),
  /**
   * Every visible review of those products counted once: average (one decimal, null with no
   * reviews) and count (decision 065). Absent only from servers before issue 28.
   */
  rating: productRatingSchema.optional(),
});
export type AuthorStats = z.infer<typeof authorStatsSchema>;

/**
 * The public profile behind /author (spec §2): only what a product page already shows of its
 * creator, plus the signature and the registration date. Never contact details, tenant or roles.
 */
export const authorProfileSchema = z.object({
  id: z.number().int(),
  nickName: z.string(),
  avatar: z.string().nullable(),
  /** The profile signature (spec §3 "note"); '' when the author wrote none. */
  signature: z.string(),
  /** Registration time, ISO 8601 UTC. */
  memberSince: z.string(),
  /** Fans and follows within the author's brand, exact (decision 033). */
  followerCount: z.number().int(),
  followingCount: z.number().int(),
  stats: authorStatsSchema,
});
export type AuthorProfile = z.infer<typeof authorProfileSchema>;
