import { z } from 'zod';
import { couponCodeSchema } from './coupons.ts';
import { pageQuerySchema } from './envelope.ts';
import { CART_ITEMS_MAX, MAX_ROW_ID, PAYMENT_METHODS, TIERS } from './limits.ts';
import type { Locale } from './locales.ts';
import { membershipChoiceSchema, orderMembershipSchema } from './memberships.ts';
import { productSummarySchema } from './products.ts';
import { singleLine } from './text.ts';
import { ORDER_NO_PATTERN } from './order-numbers.ts';

/** Success messages of the cart (spec §8 gives the English, word for word). */
export const CART_MESSAGES = {
  added: { en: 'Add successfully', zh: '添加成功', ko: '추가되었습니다' },
  removed: { en: 'remove Successfully', zh: '移除成功', ko: '삭제되었습니다' },
} as const satisfies Record<string, Record<Locale, string>>;

export { CART_ITEMS_MAX } from './limits.ts';

/** Payment states of spec §4, and what happens after a payment (decision 020). */
export const ORDER_STATES = [
  'no_payment_required',
  'waiting',
  'paid',
  'failed',
  'unknown',
  'cancelled',
  'closed',
  'refunded',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export { ORDER_NO_PATTERN } from './order-numbers.ts';

export const tierSchema = z.enum(TIERS);
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const orderStateSchema = z.enum(ORDER_STATES);

const productIdSchema = z.number().int().positive().max(MAX_ROW_ID);

/** PUT/DELETE /api/cart/items/:productId */
export const cartProductParamsSchema = z.object({
  productId: z.coerce.number().int().positive(),
});

/** POST /api/cart/merge: the browser cart, merged into the server cart at login. */
export const cartMergeBodySchema = z.object({
  productIds: z.array(productIdSchema).max(CART_ITEMS_MAX),
});
export type CartMergeBody = z.infer<typeof cartMergeBodySchema>;

/** A front (prerequisite) plugin the buyer does not own and has not put in the cart. */
export const prerequisiteOfferSchema = z.object({
  product: productSummarySchema,
  /** Its price for the viewer's tier, in minor units of `currency`. */
  price: z.number().int(),
  currency: z.string(),
  free: z.boolean(),
});
export type PrerequisiteOffer = z.infer<typeof prerequisiteOfferSchema>;

export const cartItemSchema = z.object({
  product: productSummarySchema,
  addedAt: z.string(),
  /** The price for the viewer's tier, in minor units of `currency`; recomputed on every read. */
  price: z.number().int(),
  currency: z.string(),
  free: z.boolean(),
  /** Already bought: checkout leaves it out (and refuses it when named). */
  alreadyOwned: z.boolean(),
  missingPrerequisites: z.array(prerequisiteOfferSchema),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** What the cart costs in one currency, and the methods that take that currency (decision 020). */
export const cartTotalSchema = z.object({
  currency: z.string(),
  amountMinor: z.number().int(),
  methods: z.array(paymentMethodSchema),
});

export const cartSchema = z.object({
  tier: tierSchema,
  items: z.array(cartItemSchema),
  /** Items in the cart (what the header icon shows). */
  count: z.number().int(),
  /** Totals of the items to pay for (owned ones left out), one per currency. */
  totals: z.array(cartTotalSchema),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartMergeResultSchema = cartSchema.extend({
  /** Dropped because the user owns them already: the page shows a notice. */
  droppedOwned: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Ids that name no product the user may see. */
  droppedUnavailable: z.array(z.number().int()),
  /** Ids left out because the cart already holds CART_ITEMS_MAX products. */
  droppedFull: z.array(z.number().int()),
});
export type CartMergeResult = z.infer<typeof cartMergeResultSchema>;

/**
 * POST /api/orders. `checkoutKey` is a fresh UUID per checkout attempt, reused on retries: the
 * same key answers the same order. Without `productIds` the cart is checked out; with
 * `membership` a membership plan is bought instead (decision 023), never together with products.
 * `method` may be left out only when the total is free.
 */
export const checkoutBodySchema = z
  .object({
    method: paymentMethodSchema.optional(),
    checkoutKey: z.uuid(),
    productIds: z.array(productIdSchema).min(1).max(CART_ITEMS_MAX).optional(),
    /** A discount coupon (decision 025): validated again and reserved when the order is made. */
    couponCode: couponCodeSchema.optional(),
    /** A membership plan of the buyer's brand instead of products (decision 023). */
    membership: membershipChoiceSchema.optional(),
  })
  .refine((body) => !(body.membership && body.productIds), {
    path: ['membership'],
    message: 'validation.invalid',
  });
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** How the client pays a waiting order: a QR code (WeChat Native) or a page to open. */
export const paymentStartSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('qr'), codeUrl: z.string() }),
  z.object({ kind: z.literal('redirect'), url: z.string() }),
]);
export type PaymentStartView = z.infer<typeof paymentStartSchema>;

export const orderItemSchema = z.object({
  product: productSummarySchema,
  pricePaidMinor: z.number().int(),
  tier: tierSchema,
});

/** An order as its buyer sees it (spec §3: number, payment time, method, state, amount). */
export const orderSchema = z.object({
  orderNo: z.string(),
  state: orderStateSchema,
  method: paymentMethodSchema.nullable(),
  amountMinor: z.number().int(),
  currency: z.string(),
  /** Before the coupon's discount: `subtotalMinor - discountMinor = amountMinor` (decision 025). */
  subtotalMinor: z.number().int(),
  discountMinor: z.number().int(),
  /** The discount coupon's code, when the order used one. */
  coupon: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** An unpaid order closes itself then (decision 020). */
  expiresAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  items: z.array(orderItemSchema),
  /** How to pay, while the order is waiting; null otherwise. */
  payment: paymentStartSchema.nullable(),
  /** What an order of kind `membership` bought (decision 023); absent on product orders. */
  membership: orderMembershipSchema.optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** Where a refund stands (decision 056): money and access change only when it succeeded. */
export const REFUND_STATES = ['pending', 'succeeded', 'failed', 'closed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** One refund of an order, asked by an administrator or made in the provider's dashboard. */
export const orderRefundSchema = z.object({
  refundNo: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  state: z.enum(REFUND_STATES),
  /** admin: asked here; provider: learnt from the provider (made in its dashboard). */
  source: z.enum(['admin', 'provider']),
  /** The order lines it refunds; empty for an amount only. */
  productIds: z.array(z.number().int()),
  reason: z.string().nullable(),
  providerRefundId: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** An order as an administrator sees it. */
export const adminOrderSchema = orderSchema.extend({
  userId: z.number().int(),
  tenantId: z.number().int(),
  transactionId: z.string().nullable(),
  refundId: z.string().nullable(),
  flaggedForRefund: z.boolean(),
  flagReason: z.string().nullable(),
  /** What succeeded refunds gave back, in minor units of the order's currency. */
  refundedMinor: z.number().int(),
  refunds: z.array(orderRefundSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const orderListQuerySchema = pageQuerySchema.extend({
  state: orderStateSchema.optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderNoParamsSchema = z.object({
  orderNo: z.string().regex(ORDER_NO_PATTERN, 'validation.invalid'),
});

/** POST /api/orders/:orderNo/complete: the query parameters the provider put on /callBack. */
export const completeBodySchema = z.object({
  params: z
    .record(z.string().max(64), z.string().max(4096))
    .refine((params) => Object.keys(params).length <= 50, 'validation.invalid')
    .default({}),
});
export type CompleteBody = z.infer<typeof completeBodySchema>;

/**
 * An administrator's refund (decision 056): nothing but a reason refunds what is left; lines
 * (product ids of the order) or an amount (minor units) refund part of it, never both.
 */
export const refundBodySchema = z
  .object({
    reason: singleLine(z.string().trim().max(200)).optional(),
    productIds: z.array(z.number().int().positive().max(MAX_ROW_ID)).min(1).max(100).optional(),
    amountMinor: z.number().int().positive().max(MAX_ROW_ID).optional(),
  })
  .refine((body) => body.productIds === undefined || body.amountMinor === undefined, {
    message: 'validation.invalid',
    path: ['amountMinor'],
  });
export type RefundBody = z.infer<typeof refundBodySchema>;

export const paymentMethodParamsSchema = z.object({ method: paymentMethodSchema });

/** A product the user owns (/products): the order that bought it and its newest version. */
export const ownedProductSchema = z.object({
  product: productSummarySchema,
  /** How it was granted: bought (an order) or an exchange code (decision 024). */
  source: z.enum(['order', 'code']),
  /** The order that bought it; null for an exchange code. */
  orderNo: z.string().nullable(),
  /** Payment time; null for a free order or a code (see grantedAt). */
  paidAt: z.string().nullable(),
  grantedAt: z.string(),
  method: paymentMethodSchema.nullable(),
  /** The order's state; null for an exchange code. */
  state: orderStateSchema.nullable(),
  /** What this product cost in that order, in minor units of `currency` (0 for a code). */
  amountPaidMinor: z.number().int(),
  currency: z.string(),
  newestVersion: z.object({ version: z.string(), createdAt: z.string() }).nullable(),
  /** The version of the user's last download, if any. */
  downloadedVersion: z.string().nullable(),
  updateAvailable: z.boolean(),
});
export type OwnedProduct = z.infer<typeof ownedProductSchema>;

export const ownedProductsQuerySchema = pageQuerySchema;

/** POST /api/products/:id/download: a link that works for a few minutes. */
export const downloadLinkSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
});
export type DownloadLink = z.infer<typeof downloadLinkSchema>;

export const downloadTokenParamsSchema = z.object({
  token: z.string().max(200),
});

/** Usage counts (spec §3; decision 022): -1 is unlimited. */
export const usesSchema = z.object({
  tier: tierSchema,
  limit: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
});
export type Uses = z.infer<typeof usesSchema>;
