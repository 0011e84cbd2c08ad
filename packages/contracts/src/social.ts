import { z } from 'zod';
import { pageQuerySchema } from './envelope.ts';
import { EXPERT_SORTS } from './expert-sorts.ts';

/**
 * The social graph (spec §1 "users follow experts … keep friends", §3 "Expert with fans and
 * follows", §6 "own versus another user's fan and follow lists"; decision 033).
 */

/** `:id` of /api/users/:id/…; ids beyond the integer range cannot exist and answer 404. */
export const socialUserParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export type SocialUserParams = z.infer<typeof socialUserParamsSchema>;

/** What a list shows of a user: public profile data only (never contacts, tenant or roles). */
export const socialUserSchema = z.object({
  id: z.number().int(),
  nickName: z.string(),
  avatar: z.string().nullable(),
  signature: z.string(),
  /** Creators have an /author page; others are shown without one. */
  isCreator: z.boolean(),
  followerCount: z.number().int(),
  followingCount: z.number().int(),
});
export type SocialUser = z.infer<typeof socialUserSchema>;

/** The viewer's side of a relation with another user (all false for a visitor or oneself). */
export const relationSchema = z.object({
  /** The viewer follows them. */
  following: z.boolean(),
  /** They follow the viewer. */
  followsYou: z.boolean(),
  /** They and the viewer are friends (an accepted friend request, decision 033). */
  friend: z.boolean(),
});
export type Relation = z.infer<typeof relationSchema>;

/** A row of a fan or follow list: the user, the viewer's relation to them, when they followed. */
export const followListItemSchema = socialUserSchema.extend({
  relation: relationSchema,
  followedAt: z.string(),
});
export type FollowListItem = z.infer<typeof followListItemSchema>;

export const followListQuerySchema = pageQuerySchema;
export type FollowListQuery = z.infer<typeof followListQuerySchema>;

/** PUT and DELETE /api/users/:id/follow: the answer is the same however often it is sent. */
export const followStateSchema = z.object({
  userId: z.number().int(),
  following: z.boolean(),
  /** The followed user's exact count after the change. */
  followerCount: z.number().int(),
});
export type FollowState = z.infer<typeof followStateSchema>;

export const FRIEND_REQUEST_STATES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type FriendRequestState = (typeof FRIEND_REQUEST_STATES)[number];

export const FRIEND_REQUEST_DIRECTIONS = ['incoming', 'outgoing'] as const;
export type FriendRequestDirection = (typeof FRIEND_REQUEST_DIRECTIONS)[number];

/** GET /api/users/:id/social: who someone is to the viewer, for /author and the list pages. */
export const socialProfileSchema = socialUserSchema.extend({
  self: z.boolean(),
  relation: relationSchema,
  /** The pending friend request between the viewer and them, if any. */
  pendingRequest: z
    .object({ id: z.number().int(), direction: z.enum(FRIEND_REQUEST_DIRECTIONS) })
    .nullable(),
});
export type SocialProfile = z.infer<typeof socialProfileSchema>;

/** A friend request as one of its two users sees it: `user` is the other one. */
export const friendRequestSchema = z.object({
  id: z.number().int(),
  direction: z.enum(FRIEND_REQUEST_DIRECTIONS),
  state: z.enum(FRIEND_REQUEST_STATES),
  user: socialUserSchema,
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type FriendRequest = z.infer<typeof friendRequestSchema>;

export const friendRequestListQuerySchema = pageQuerySchema.extend({
  direction: z.enum(FRIEND_REQUEST_DIRECTIONS).default('incoming'),
});
export type FriendRequestListQuery = z.infer<typeof friendRequestListQuerySchema>;

/** POST /api/users/me/friend-requests. */
export const friendRequestBodySchema = z.object({ userId: z.number().int().positive() });
export type FriendRequestBody = z.infer<typeof friendRequestBodySchema>;

export const friendRequestParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export type FriendRequestParams = z.infer<typeof friendRequestParamsSchema>;

/**
 * The answer to sending a request: a pending request, or an accepted one when the other user
 * had already asked the sender (sending back is accepting, decision 033).
 */
export const friendRequestResultSchema = friendRequestSchema;

export const friendSchema = socialUserSchema.extend({
  relation: relationSchema,
  friendsSince: z.string(),
});
export type Friend = z.infer<typeof friendSchema>;

export const friendListQuerySchema = pageQuerySchema;
export type FriendListQuery = z.infer<typeof friendListQuerySchema>;

/** DELETE /api/users/me/friends/:id: idempotent. */
export const friendStateSchema = z.object({ userId: z.number().int(), friend: z.boolean() });
export type FriendState = z.infer<typeof friendStateSchema>;

export { EXPERT_SORTS, type ExpertSort } from './expert-sorts.ts';

export const expertListQuerySchema = pageQuerySchema.extend({
  sort: z.enum(EXPERT_SORTS).default('followers'),
});
export type ExpertListQuery = z.infer<typeof expertListQuerySchema>;

export const expertSchema = socialUserSchema.extend({
  /** Products the viewer may see. */
  productCount: z.number().int(),
  /** Published public articles. */
  articleCount: z.number().int(),
  /** The latest product update or article publication, ISO 8601; null when none. */
  lastActiveAt: z.string().nullable(),
  relation: relationSchema,
});
export type Expert = z.infer<typeof expertSchema>;

/** An article of the like history (/thumbUp): what a card needs, and when it was liked. */
export const likedArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  cover: z.string().nullable(),
  channel: z.string(),
  likeCount: z.number().int(),
  publishedAt: z.string().nullable(),
  author: z.object({ id: z.number().int(), nickName: z.string(), avatar: z.string().nullable() }),
  likedAt: z.string(),
});
export type LikedArticle = z.infer<typeof likedArticleSchema>;

export const likedArticleQuerySchema = pageQuerySchema;
export type LikedArticleQuery = z.infer<typeof likedArticleQuerySchema>;
