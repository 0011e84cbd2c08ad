import type { PaymentMethod, Tier } from '@space/contracts/limits';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  downloads,
  orderItems,
  orders,
  productDailyViews,
  productVersions,
} from '../../src/db/schema.ts';
import type { UserRow } from '../../src/modules/auth/sessions.service.ts';
import { givePaidOrder } from './payment-fixtures.ts';

export interface SaleOptions {
  /** Each item's price before the order's coupon, in minor units. */
  prices: readonly number[];
  /** What the order took; less than the prices' sum when a coupon took the rest. */
  amountMinor?: number;
  tier?: Tier;
  method?: PaymentMethod;
  currency?: string;
  paidAt: Date;
  state?: 'paid' | 'refunded' | 'no_payment_required' | 'waiting' | 'cancelled';
  refundedAt?: Date;
}

/**
 * An order of `buyer` for `productIds` (givePaidOrder), then shaped as the test needs it: tier,
 * method, currency, a coupon's discount, the payment and refund times and the final state.
 */
export async function giveSale(
  app: FastifyInstance,
  buyer: UserRow,
  productIds: number[],
  options: SaleOptions,
): Promise<void> {
  const subtotal = options.prices.reduce((sum, price) => sum + price, 0);
  const amount = options.amountMinor ?? subtotal;
  const state = options.state ?? 'paid';
  const order = await givePaidOrder(app, buyer, productIds, {
    amountMinor: amount,
    method: options.method ?? 'paypal',
    state: 'waiting',
  });
  const free = state === 'no_payment_required';
  await app.db
    .update(orders)
    .set({
      state,
      method: free ? null : (options.method ?? 'paypal'),
      currency: options.currency ?? 'USD',
      subtotalMinor: subtotal,
      discountMinor: subtotal - amount,
      amountMinor: amount,
      paidAt: state === 'waiting' || state === 'cancelled' ? null : options.paidAt,
      refundedAt: options.refundedAt ?? null,
    })
    .where(eq(orders.id, order.id));
  for (const [index, productId] of productIds.entries()) {
    await app.db
      .update(orderItems)
      .set({ pricePaidMinor: options.prices[index]!, tierAtPurchase: options.tier ?? 'general' })
      .where(and(eq(orderItems.orderId, order.id), eq(orderItems.productId, productId)));
  }
}

/** A published version of the product, released at `createdAt`. */
export async function giveVersion(
  app: FastifyInstance,
  productId: number,
  version: string,
  createdAt: Date,
): Promise<void> {
  await app.db.insert(productVersions).values({
    productId,
    version,
    sizeBytes: 1024,
    createdAt,
    newVersionInfo: `Version ${version}`,
  });
}

/** `n` downloads of the product (of `version`) by `user` at `at`. */
export async function giveDownloads(
  app: FastifyInstance,
  user: UserRow,
  productId: number,
  version: string | null,
  at: Date,
  n = 1,
): Promise<void> {
  await app.db.insert(downloads).values(
    Array.from({ length: n }, () => ({
      tenantId: user.tenantId,
      userId: user.id,
      productId,
      version,
      downloadedAt: at,
    })),
  );
}

/** Views of a product on a day, as the counter would have written them. */
export async function giveViews(
  app: FastifyInstance,
  productId: number,
  day: string,
  views: number,
): Promise<void> {
  await app.db.insert(productDailyViews).values({ productId, day, views });
}

/** The stored views of a product on a day (0 without a row). */
export async function storedViews(
  app: FastifyInstance,
  productId: number,
  day: string,
): Promise<number> {
  const [row] = await app.db
    .select({ views: productDailyViews.views })
    .from(productDailyViews)
    .where(and(eq(productDailyViews.productId, productId), eq(productDailyViews.day, day)));
  return row?.views ?? 0;
}
