import { z } from 'zod';
import { tenantIdSchema } from './accounts.ts';
import { ORDER_STATES, orderRefundSchema } from './commerce.ts';
import { pageQuerySchema } from './envelope.ts';
import { MAX_ROW_ID } from './limits.ts';

/**
 * The admin console's API (issue 16): the audit log, dashboard figures, products, users and
 * orders. Every write of an administrator is an audit entry with one of these actions.
 */
export const AUDIT_ACTIONS = [
  'user.status',
  'user.role',
  'user.sessionsRevoke',
  'coupon.create',
  'coupon.update',
  'plans.replace',
  'order.refund',
  'codeBatch.create',
  'codeBatch.revoke',
  'upload.approve',
  'upload.reject',
  'article.approve',
  'article.reject',
  'product.update',
  'video.create',
  'video.update',
  'video.reorder',
  'video.delete',
  'brand.update',
  'brand.image',
  'review.hide',
  'review.restore',
  'earnings.rates',
  'payout.account',
  'payout.approve',
  'payout.reject',
  'outbox.retry',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  'user',
  'coupon',
  'membershipPlans',
  'order',
  'codeBatch',
  'upload',
  'article',
  'product',
  'video',
  'brand',
  'review',
  'earningsRates',
  'payout',
  'outboxMessage',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

const rowId = z.coerce.number().int().positive().max(MAX_ROW_ID);
const isoDate = z.iso.datetime({ offset: true });

export const auditLogQuerySchema = pageQuerySchema.extend({
  tenantId: z.coerce.number().pipe(tenantIdSchema).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  actorId: rowId.optional(),
  targetType: z.enum(AUDIT_TARGET_TYPES).optional(),
  targetId: z.string().trim().min(1).max(64).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  tenantId: z.number().int(),
  actor: z.object({ id: z.number().int(), nickName: z.string(), email: z.string().nullable() }),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

// Users
export const ASSIGNABLE_ROLES = ['user', 'moderator', 'admin'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const adminUserListQuerySchema = pageQuerySchema.extend({
  tenantId: z.coerce.number().pipe(tenantIdSchema).optional(),
  /** Part of an email, a phone number, a user name or a nickname; or a user id. */
  q: z.string().trim().max(100).optional(),
});
export const adminUserParamsSchema = z.object({ id: rowId });
export const adminUserStatusBodySchema = z.object({ status: z.enum(['active', 'disabled']) });
export const adminUserRoleBodySchema = z.object({ role: z.enum(ASSIGNABLE_ROLES) });
export const sessionsRevokedSchema = z.object({ sessionsEnded: z.number().int() });

// Dashboard
export const dashboardQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(366).default(30),
  tenantId: z.coerce.number().pipe(tenantIdSchema).optional(),
});
export const dashboardSchema = z.object({
  tenantId: z.number().int().nullable(),
  from: z.string(),
  days: z.number().int(),
  /** Paid orders and their revenue per UTC day and currency (never summed across currencies). */
  revenue: z.array(
    z.object({
      day: z.string(),
      currency: z.string(),
      orders: z.number().int(),
      amountMinor: z.number().int(),
    }),
  ),
  /** Orders made per UTC day, in any state. */
  orders: z.array(z.object({ day: z.string(), count: z.number().int() })),
  newUsers: z.array(z.object({ day: z.string(), count: z.number().int() })),
  pendingReviews: z.object({ uploads: z.number().int(), articles: z.number().int() }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// Products
export const PRODUCT_STATUSES = ['listed', 'delisted'] as const;
export const adminProductListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  featured: z.enum(['true', 'false']).optional(),
});
export const adminProductParamsSchema = z.object({ id: rowId });
export const adminProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  authorId: z.number().int(),
  authorName: z.string(),
  tenantId: z.number().int(),
  status: z.enum(PRODUCT_STATUSES),
  featuredRank: z.number().int().nullable(),
  restrictedToTenants: z.array(z.number().int()),
  currency: z.string(),
  priceGeneral: z.number().int(),
  createdAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductUpdateBodySchema = z
  .object({
    status: z.enum(PRODUCT_STATUSES).optional(),
    /** Position on the /home carousel, lowest first; null takes it off. */
    featuredRank: z.number().int().min(1).max(1000).nullable().optional(),
    /** Brands that alone see it; [] is every brand. Super admins only. */
    restrictedToTenants: z.array(tenantIdSchema).max(20).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'validation.invalid',
  });
export type AdminProductUpdateBody = z.infer<typeof adminProductUpdateBodySchema>;

// Orders
export const adminOrderListQuerySchema = pageQuerySchema.extend({
  tenantId: z.coerce.number().pipe(tenantIdSchema).optional(),
  orderNo: z.string().trim().max(64).optional(),
  userId: rowId.optional(),
  state: z.enum(ORDER_STATES).optional(),
});
export const adminOrderRowSchema = z.object({
  orderNo: z.string(),
  tenantId: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  state: z.string(),
  kind: z.string(),
  method: z.string().nullable(),
  amountMinor: z.number().int(),
  currency: z.string(),
  flaggedForRefund: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;
export const paymentEventSchema = z.object({
  id: z.number().int(),
  method: z.string(),
  source: z.string(),
  outcome: z.string(),
  reason: z.string().nullable(),
  transactionId: z.string().nullable(),
  receivedAt: z.string(),
});
export const adminOrderDetailSchema = adminOrderRowSchema.extend({
  transactionId: z.string().nullable(),
  refundId: z.string().nullable(),
  flagReason: z.string().nullable(),
  note: z.string().nullable(),
  subtotalMinor: z.number().int(),
  discountMinor: z.number().int(),
  items: z.array(
    z.object({ productId: z.number().int(), name: z.string(), pricePaidMinor: z.number().int() }),
  ),
  /** What the payment providers told us about this order, oldest first (never raw payloads). */
  trail: z.array(paymentEventSchema),
  /** What succeeded refunds gave back (decision 056). */
  refundedMinor: z.number().int(),
  /** Every refund of the order, oldest first, with its state. */
  refunds: z.array(orderRefundSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/**
 * A verified provider event that no order claims (decision 056): a refund made in a provider's
 * dashboard for a payment Space does not know. Kept for super admins; acknowledged to the
 * provider. `raw` is the provider's data without secrets.
 */
export const unmatchedPaymentEventSchema = paymentEventSchema.extend({
  orderNo: z.string().nullable(),
  raw: z.record(z.string(), z.unknown()),
});
export type UnmatchedPaymentEvent = z.infer<typeof unmatchedPaymentEventSchema>;
