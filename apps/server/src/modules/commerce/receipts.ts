import type { MembershipDuration, PaymentMethod, Tier } from '@space/contracts/limits';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@space/contracts/locales';
import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { perDatabase } from '../../db/statements.ts';
import { orderItems, orderMemberships, orders, products, users } from '../../db/schema.ts';
import {
  composeMail,
  loadMailBrand,
  mailSiteUrl,
  receiptMail,
  type ReceiptMail,
} from '../../lib/mail/index.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { formatMinorUnits } from '../payments/index.ts';
import type { CommerceContext } from './commerce-context.ts';

/**
 * The receipt outbox (decision 020, "Receipts"). The queue is the orders table itself: a paid
 * or free order whose `receipt_sent_at` is null is due (`orders_receipt_due_idx`). Each order
 * is claimed by a conditional update before anything is sent, so concurrent runs, in one
 * process or several, never send one receipt twice; a failed send gives the claim back and the
 * next run retries. A crash between the claim and the send loses that receipt: we chose at most
 * once over a duplicate, since the order page shows the same facts.
 */

/** States whose orders get a receipt: the buyer got what they ordered. */
export const RECEIPT_STATES = ['paid', 'no_payment_required'] as const;
/** Receipts looked at per run; the rest wait for the next run (oldest first). */
export const RECEIPT_BATCH = 50;
/** Older orders never get one: a backlog (mail down for a week) must not flood inboxes. */
export const RECEIPT_WINDOW_MS = 7 * 24 * 60 * 60_000;

export interface ReceiptContext extends CommerceContext {
  mailer: Mailer;
}

export interface ReceiptReport {
  sent: number;
  /** Buyers without an email address (or deleted): marked done, nothing sent. */
  noAddress: number;
  /** Sends that failed; their orders stay due. */
  failed: number;
}

type DueOrder = Awaited<ReturnType<typeof dueOrders>>[number];

/** What a receipt needs of its order and buyer. */
const dueColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  tenantId: orders.tenantId,
  kind: orders.kind,
  method: orders.method,
  amountMinor: orders.amountMinor,
  discountMinor: orders.discountMinor,
  currency: orders.currency,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  email: users.email,
  language: users.language,
  deleted: users.deleted,
};

/** An order whose receipt is due: paid or granted, not dealt with, within the window. */
function isDue(now: number) {
  return and(
    isNull(orders.receiptSentAt),
    inArray(orders.state, RECEIPT_STATES),
    gte(orders.createdAt, new Date(now - RECEIPT_WINDOW_MS)),
  );
}

function dueOrders(db: Database, now: number) {
  return db
    .select(dueColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(isDue(now))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(RECEIPT_BATCH);
}

/**
 * The order's receipt claimed for this run and read in the same statement (the run for one
 * order, right after it was paid or granted): none when it is not due or another run has it.
 * A prepared statement per database (decision 078): it follows every free or paid checkout.
 */
function prepareClaimOne(db: Database) {
  return db
    .update(orders)
    .set({ receiptSentAt: sql`${sql.placeholder('at')}::timestamptz` })
    .from(users)
    .where(
      and(
        eq(users.id, orders.userId),
        eq(orders.orderNo, sql.placeholder('orderNo')),
        isNull(orders.receiptSentAt),
        inArray(orders.state, RECEIPT_STATES),
        gte(orders.createdAt, sql.placeholder('since')),
      ),
    )
    .returning(dueColumns)
    .prepare('receipt_claim_one');
}

const claimOne = perDatabase(prepareClaimOne);

function claimDueOrder(db: Database, now: number, orderNo: string, at: Date) {
  return claimOne(db).execute({
    at: at.toISOString(),
    orderNo,
    since: new Date(now - RECEIPT_WINDOW_MS),
  });
}

/** Takes the order's receipt for this run; false when another run has it (or it left the states). */
async function claim(db: Database, orderId: number, at: Date): Promise<boolean> {
  const [claimed] = await db
    .update(orders)
    .set({ receiptSentAt: at })
    .where(
      and(
        eq(orders.id, orderId),
        isNull(orders.receiptSentAt),
        inArray(orders.state, RECEIPT_STATES),
      ),
    )
    .returning({ id: orders.id });
  return claimed !== undefined;
}

/** Gives a claim back after a failed send, so the next run retries it. */
async function release(db: Database, orderId: number, at: Date): Promise<void> {
  await db
    .update(orders)
    .set({ receiptSentAt: null })
    .where(and(eq(orders.id, orderId), eq(orders.receiptSentAt, at)));
}

/** The order's lines: its products, and the plan of a membership order when it has one. */
async function receiptOf(ctx: ReceiptContext, order: DueOrder): Promise<ReceiptMail> {
  const items = await ctx.db
    .select({ name: products.name, priceMinor: orderItems.pricePaidMinor })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.productId));
  // Apart from the items: a membership order has no items, and may not have its row yet.
  const [membership] =
    order.kind === 'membership'
      ? await ctx.db
          .select({
            tier: orderMemberships.tier,
            duration: orderMemberships.duration,
            priceMinor: orderMemberships.priceMinor,
          })
          .from(orderMemberships)
          .where(eq(orderMemberships.orderId, order.id))
      : [];
  // Amounts as the providers and the order page show them: "12.34 USD", never a float.
  const money = (minor: number) => `${formatMinorUnits(minor, order.currency)} ${order.currency}`;
  return {
    orderNo: order.orderNo,
    at: order.paidAt ?? order.createdAt,
    method: order.method as PaymentMethod | null,
    items: items.map((item) => ({ name: item.name, amount: money(item.priceMinor) })),
    membership: membership
      ? {
          tier: membership.tier as Tier,
          duration: membership.duration as MembershipDuration,
          amount: money(membership.priceMinor),
        }
      : null,
    discount: order.discountMinor > 0 ? money(order.discountMinor) : null,
    total: money(order.amountMinor),
    productsUrl: `${mailSiteUrl(ctx.config)}/products`,
  };
}

/** The buyer's stored language (decision 072); the default for accounts without one. */
function receiptLocale(language: string | null): Locale {
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** Only what identifies the failure: a transport's error object may carry its configuration. */
function describeError(error: unknown): { name?: string; code?: unknown; message: string } {
  if (!(error instanceof Error)) return { message: String(error) };
  return { name: error.name, code: (error as { code?: unknown }).code, message: error.message };
}

/**
 * Sends the receipts that are due, oldest first, at most RECEIPT_BATCH per run; `orderNo`
 * narrows the run to that one order (right after it was paid or granted). Safe to run
 * concurrently: every order is claimed first. An order whose buyer has no email address (or a
 * deleted account) is claimed and left so: `receipt_sent_at` then means "dealt with", and the
 * order is not looked at again on every run for a week.
 */
export async function sendDueReceipts(
  ctx: ReceiptContext,
  now: number = ctx.clock.now(),
  orderNo?: string,
): Promise<ReceiptReport> {
  const report: ReceiptReport = { sent: 0, noAddress: 0, failed: 0 };
  // One order: claimed as it is read. A batch: read, then each claimed before it is sent.
  const oneAt = new Date(ctx.clock.now());
  const claims =
    orderNo === undefined
      ? (await dueOrders(ctx.db, now)).map((order) => ({ order, claimedAt: null }))
      : (await claimDueOrder(ctx.db, now, orderNo, oneAt)).map((order) => ({
          order,
          claimedAt: oneAt,
        }));
  for (const claimed of claims) {
    const { order } = claimed;
    const claimedAt = claimed.claimedAt ?? new Date(ctx.clock.now());
    if (!claimed.claimedAt && !(await claim(ctx.db, order.id, claimedAt))) continue;
    if (!order.email || order.deleted) {
      report.noAddress += 1;
      continue;
    }
    try {
      const locale = receiptLocale(order.language);
      const brand = await loadMailBrand(ctx.db, ctx.config, order.tenantId, locale);
      // Transactional: sent whatever the settings, without an unsubscribe link (decision 072).
      await ctx.mailer.send(
        await composeMail(ctx.config, {
          to: order.email,
          locale,
          brand,
          template: receiptMail(locale, brand, await receiptOf(ctx, order)),
        }),
        // One receipt per order, whatever happens to the claim above (decision 073).
        { tenantId: order.tenantId, dedupeKey: `receipt:${order.orderNo}` },
      );
      report.sent += 1;
    } catch (error) {
      report.failed += 1;
      ctx.log.warn(
        { orderNo: order.orderNo, error: describeError(error) },
        'sending a receipt failed; the next run retries it',
      );
      await release(ctx.db, order.id, claimedAt).catch((releaseError: unknown) =>
        ctx.log.error(
          { err: releaseError, orderNo: order.orderNo },
          'giving back a receipt claim failed: this receipt will not be sent',
        ),
      );
    }
  }
  if (report.sent + report.failed > 0) ctx.log.info({ receipts: report }, 'receipts sent');
  return report;
}

/**
 * Receipt runs started by requests (an order just paid or granted), fire-and-forget: they never
 * hold up or fail the answer, a failure is only logged (the timer retries), and closing the
 * app waits for the ones still running.
 */
export function receiptsInBackground(ctx: ReceiptContext): {
  sendSoon: (orderNo: string) => void;
  drain: () => Promise<void>;
} {
  const running = new Set<Promise<void>>();
  return {
    sendSoon(orderNo) {
      const run: Promise<void> = sendDueReceipts(ctx, undefined, orderNo)
        .then(
          () => undefined,
          (error: unknown) => ctx.log.warn({ err: error, orderNo }, 'sending a receipt failed'),
        )
        .finally(() => running.delete(run));
      running.add(run);
    },
    async drain() {
      await Promise.all(running);
    },
  };
}
