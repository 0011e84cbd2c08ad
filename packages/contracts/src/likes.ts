import { z } from 'zod';
import { pageQuerySchema } from './envelope.ts';
import { productSummarySchema } from './products.ts';

/** Whether the viewer likes a product, and how many users do (spec §1). */
export const likeStateSchema = z.object({
  liked: z.boolean(),
  likeCount: z.number().int(),
});
export type LikeState = z.infer<typeof likeStateSchema>;

/** A product of the like history (/thumbUp): its summary and when the user liked it. */
export const likedProductSchema = productSummarySchema.extend({
  likedAt: z.string(),
});
export type LikedProduct = z.infer<typeof likedProductSchema>;

/** GET /api/users/me/likes: newest like first. */
export const likeHistoryQuerySchema = pageQuerySchema;
export type LikeHistoryQuery = z.infer<typeof likeHistoryQuerySchema>;
