import type {
  authResultSchema,
  captchaChallengeSchema,
  captchaSchema,
} from '@space/contracts/accounts';
import type { unmatchedPaymentEventSchema } from '@space/contracts/admin';
import type { publicTenantSchema } from '@space/contracts/catalog-api';
import type { cartSchema, orderSchema, ownedProductSchema } from '@space/contracts/commerce';
import type { couponPreviewSchema } from '@space/contracts/coupons';
import type { pageOf } from '@space/contracts/envelope';
import type {
  currentMembershipSchema,
  MemberTier,
  membershipOfferSchema,
  membershipQuoteSchema,
} from '@space/contracts/memberships';
import type { payoutAccountAnswerSchema, payoutSchema } from '@space/contracts/payouts';
import type { productDetailSchema } from '@space/contracts/products';
import type { redeemResultSchema } from '@space/contracts/redeem-codes';
import type {
  helpfulStateSchema,
  myReviewResultSchema,
  reviewPageSchema,
  reviewQueueItemSchema,
} from '@space/contracts/reviews';
import type { z } from 'zod';

/** The `data` a schema describes, as the server sends it. */
type Data<S extends z.ZodType> = z.infer<S>;
type PageData<S extends z.ZodType> = z.infer<ReturnType<typeof pageOf<S>>>;

/**
 * The `data` of each endpoint the page tests fake: `METHOD /path`, `:name` for a path
 * parameter, and the schema of the server route's 200 answer (`response: { 200: envelope(…) }`
 * in apps/server/src/modules). serveApi checks every fake answer against it; a fake for an
 * endpoint missing here does not compile until the endpoint is added (or marked notInMap).
 * Patterns may overlap only with an exact path, which wins.
 */
export interface ApiAnswers {
  'GET /api/admin/payment-events/unmatched': PageData<typeof unmatchedPaymentEventSchema>;
  'GET /api/auth/captcha': Data<typeof captchaSchema>;
  'GET /api/auth/captcha/challenge': Data<typeof captchaChallengeSchema>;
  'POST /api/auth/codes': null;
  'POST /api/auth/login': Data<typeof authResultSchema>;
  'GET /api/cart': Data<typeof cartSchema>;
  'POST /api/coupons/preview': Data<typeof couponPreviewSchema>;
  'GET /api/creator-earnings/payout-account': Data<typeof payoutAccountAnswerSchema>;
  'PUT /api/creator-earnings/payout-account': Data<typeof payoutAccountAnswerSchema>;
  'GET /api/creator-earnings/payouts': PageData<typeof payoutSchema>;
  'GET /api/memberships/plans': Data<typeof membershipOfferSchema>;
  'GET /api/memberships/quote': Data<typeof membershipQuoteSchema>;
  'POST /api/orders': Data<typeof orderSchema>;
  'GET /api/orders/:orderNo': Data<typeof orderSchema>;
  'GET /api/products/:id': Data<typeof productDetailSchema>;
  'GET /api/products/:id/reviews': Data<typeof reviewPageSchema>;
  'PUT /api/products/:id/reviews/mine': Data<typeof myReviewResultSchema>;
  'PUT /api/reviews/:id/helpful': Data<typeof helpfulStateSchema>;
  'GET /api/moderation/reviews': PageData<typeof reviewQueueItemSchema>;
  'POST /api/moderation/reviews/:id': Data<typeof reviewQueueItemSchema>;
  'POST /api/redeem': Data<typeof redeemResultSchema>;
  'GET /api/tenants': Data<typeof publicTenantSchema>[];
  'GET /api/users/me/membership': Data<typeof currentMembershipSchema>;
  'GET /api/users/me/products': PageData<typeof ownedProductSchema>;
}

export type Endpoint = keyof ApiAnswers;

/**
 * The `data` of the error answers that name something, as the server's AppError sends it
 * (the contracts type error bodies only as `{ fields? } & Record<string, unknown>`): a fake of
 * one of these errors must carry it; a fake of any other error carries at most field errors.
 */
export interface ErrorDetails {
  ORDER_PENDING: { orderNo: string };
  PAYMENT_PROVIDER_FAILED: { orderNo: string };
  COUPON_MIN_SPEND: { minSpendMinor: number; currency: string | null };
  COUPON_WRONG_CURRENCY: { currency: string };
  MEMBERSHIP_LOWER_TIER: { tier: MemberTier; expiresAt: string };
}

type Segments<S extends string> = S extends `${infer Head}/${infer Rest}`
  ? [Head, ...Segments<Rest>]
  : [S];

/** Whether a request's path segments fit a pattern's: `:name` takes any one non-empty segment. */
type Fits<Key extends string[], Pattern extends string[]> = Key extends [
  infer K extends string,
  ...infer KeyRest extends string[],
]
  ? Pattern extends [infer P extends string, ...infer PatternRest extends string[]]
    ? (
        P extends `:${string}` ? (K extends '' ? false : true) : [K] extends [P] ? true : false
      ) extends true
      ? Fits<KeyRest, PatternRest>
      : false
    : false
  : Pattern extends []
    ? true
    : false;

/** The endpoint a `METHOD /path` key (a concrete path, as a test writes it) is answered by. */
export type EndpointOf<Key extends string> = Key extends Endpoint
  ? Key
  : string extends Key
    ? never
    : {
        [E in Endpoint]: Fits<Segments<Key>, Segments<E>> extends true ? E : never;
      }[Endpoint];
