import { createHmac, randomUUID } from 'node:crypto';
import type { Tier } from '@space/contracts/limits';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { entitlements, memberships, orderItems, orders } from '../../src/db/schema.ts';
import { newOrderNo } from '../../src/modules/orders/order-numbers.ts';
import {
  NotificationRejected,
  PaymentProviderError,
  type CreatePaymentInput,
  type ExpectedPayment,
  type ExpectedPaymentLookup,
  type IncomingNotification,
  type NotificationAnswer,
  type PaymentMethod,
  type PaymentProvider,
  type PaymentStart,
  type ProviderPayment,
  type ProviderRefund,
  type RefundInput,
  type RefundQuery,
  type RefundResult,
} from '../../src/modules/payments/provider.ts';
import type { UserRow } from '../../src/modules/auth/sessions.service.ts';

const FAKE_SECRET = 'fake-provider-secret';

/**
 * A payment provider standing in for the external service (WeChat Pay, Alipay, PayPal) in the
 * commerce tests. Its "protocol": a JSON body signed with an HMAC in `x-fake-signature`. The
 * real providers and their signatures are tested in modules/payments' own tests.
 */
export class FakeProvider implements PaymentProvider {
  created: CreatePaymentInput[] = [];
  closed: string[] = [];
  refunds: RefundInput[] = [];
  completed: { orderNo: string; params: Record<string, string> }[] = [];
  /** What query and complete answer, by order number. */
  payments = new Map<string, ProviderPayment>();
  /** What the notification's order lookup answered last. */
  lastExpected: ExpectedPayment | null | undefined;
  failCreate = false;
  failClose = false;
  failComplete = false;
  /** Delays create, so concurrent checkouts overlap it. */
  createDelayMs = 0;
  /** What a refund answers at once, and what a later refund query answers (decision 056). */
  refundState: RefundResult['state'] = 'succeeded';
  refundQueryState: RefundResult['state'] | null = 'succeeded';
  /** Delays refund, so concurrent refunds overlap it. */
  refundDelayMs = 0;
  refundQueries: RefundQuery[] = [];

  constructor(
    readonly method: PaymentMethod,
    readonly currencies: readonly string[] = ['USD'],
  ) {}

  async create(input: CreatePaymentInput): Promise<PaymentStart> {
    if (this.createDelayMs > 0) await new Promise((r) => setTimeout(r, this.createDelayMs));
    if (this.failCreate) throw new PaymentProviderError(this.method, 'unreachable', null);
    this.created.push(input);
    return this.method === 'wechat'
      ? {
          kind: 'qr',
          codeUrl: `weixin://wxpay/bizpayurl?pr=${input.orderNo}`,
          providerOrderId: null,
        }
      : {
          kind: 'redirect',
          url: `https://pay.example/${this.method}/${input.orderNo}`,
          providerOrderId: `P-${input.orderNo}`,
        };
  }

  async verifyNotification(
    notification: IncomingNotification,
    expected: ExpectedPaymentLookup,
  ): Promise<ProviderPayment> {
    const signatureHeader = notification.headers['x-fake-signature'];
    if (signatureHeader !== fakeSignature(notification.rawBody)) {
      throw new NotificationRejected('signature');
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(notification.rawBody.toString('utf8')) as Record<string, unknown>;
    } catch {
      throw new NotificationRejected('malformed');
    }
    this.lastExpected = await expected(String(body.orderNo));
    return {
      orderNo: String(body.orderNo),
      state: body.state as ProviderPayment['state'],
      transactionId: (body.transactionId as string | null) ?? null,
      amountMinor: (body.amountMinor as number | null) ?? null,
      currency: (body.currency as string | null) ?? null,
      paidAt: null,
      raw: { orderNo: body.orderNo, transactionId: body.transactionId },
      // A refund notification carries the refund as the provider tells it (decision 056).
      ...(body.refund ? { refund: body.refund as ProviderRefund } : {}),
    };
  }

  acknowledge(): NotificationAnswer {
    return { status: 200, contentType: 'application/json', body: '{"code":"SUCCESS"}' };
  }

  refuse(): NotificationAnswer {
    return { status: 400, contentType: 'application/json', body: '{"code":"FAIL"}' };
  }

  async complete(
    orderNo: string,
    _providerOrderId: string | null,
    params: Record<string, string>,
  ): Promise<ProviderPayment> {
    if (this.failComplete) throw new PaymentProviderError(this.method, 'timeout', null);
    if (params.forged) throw new NotificationRejected('signature');
    this.completed.push({ orderNo, params });
    return this.payments.get(orderNo) ?? pendingPayment(orderNo);
  }

  async query(orderNo: string): Promise<ProviderPayment | null> {
    return this.payments.get(orderNo) ?? null;
  }

  async close(orderNo: string): Promise<void> {
    if (this.failClose) throw new PaymentProviderError(this.method, 'unreachable', null);
    this.closed.push(orderNo);
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    if (this.refundDelayMs > 0) await new Promise((r) => setTimeout(r, this.refundDelayMs));
    this.refunds.push(input);
    return { refundId: `RF-${input.refundNo}`, state: this.refundState };
  }

  async queryRefund(query: RefundQuery): Promise<ProviderRefund | null> {
    this.refundQueries.push(query);
    if (this.refundQueryState === null) return null;
    const asked = this.refunds.find((refund) => refund.refundNo === query.refundNo);
    return {
      refundNo: query.refundNo,
      refundId: `RF-${query.refundNo}`,
      state: this.refundQueryState,
      amountMinor: asked?.amountMinor ?? null,
      refundedTotalMinor: null,
      providerState: this.refundQueryState.toUpperCase(),
    };
  }
}

export function fakeSignature(body: Buffer | string): string {
  return createHmac('sha256', FAKE_SECRET).update(body).digest('hex');
}

export function pendingPayment(orderNo: string): ProviderPayment {
  return {
    orderNo,
    state: 'pending',
    transactionId: null,
    amountMinor: null,
    currency: null,
    paidAt: null,
    raw: {},
  };
}

/** A payment the provider reports as paid. */
export function paidPayment(
  orderNo: string,
  amountMinor: number,
  overrides: Partial<ProviderPayment> = {},
): ProviderPayment {
  return {
    orderNo,
    state: 'paid',
    transactionId: `TX-${orderNo}`,
    amountMinor,
    currency: 'USD',
    paidAt: new Date('2026-06-01T00:05:00Z'),
    raw: { orderNo },
    ...overrides,
  };
}

/** Posts a signed notification to the fake provider's notify URL. */
export function notify(
  app: FastifyInstance,
  method: PaymentMethod,
  body: Record<string, unknown>,
  options: { signature?: string; contentType?: string } = {},
): Promise<LightMyRequestResponse> {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: `/api/payments/${method}/notify`,
    headers: {
      'content-type': options.contentType ?? 'application/json',
      'x-fake-signature': options.signature ?? fakeSignature(raw),
    },
    payload: raw,
  });
}

/** Gives the user a membership of `tier` until `expiresAt`. */
export async function grantMembership(
  app: FastifyInstance,
  user: UserRow,
  tier: Exclude<Tier, 'general'>,
  expiresAt: Date,
  startsAt = new Date(0),
): Promise<void> {
  await app.db
    .insert(memberships)
    .values({ tenantId: user.tenantId, userId: user.id, tier, startsAt, expiresAt });
}

export function checkoutKey(): string {
  return randomUUID();
}

/** Makes `user` own `productIds` through a paid order written straight to the database. */
export async function givePaidOrder(
  app: FastifyInstance,
  user: UserRow,
  productIds: number[],
  options: { amountMinor?: number; method?: PaymentMethod; state?: string } = {},
): Promise<typeof orders.$inferSelect> {
  const at = new Date(app.clock.now());
  const orderNo = newOrderNo(at);
  const amountMinor = options.amountMinor ?? 100 * productIds.length;
  const [order] = await app.db
    .insert(orders)
    .values({
      orderNo,
      tenantId: user.tenantId,
      userId: user.id,
      state: options.state ?? 'paid',
      method: options.method ?? 'paypal',
      amountMinor,
      subtotalMinor: amountMinor,
      currency: 'USD',
      checkoutKey: randomUUID(),
      transactionId: `TX-${orderNo}`,
      createdAt: at,
      paidAt: at,
      updatedAt: at,
    })
    .returning();
  await app.db.insert(orderItems).values(
    productIds.map((productId) => ({
      orderId: order!.id,
      productId,
      pricePaidMinor: Math.floor(amountMinor / productIds.length),
      tierAtPurchase: 'general',
    })),
  );
  if ((options.state ?? 'paid') === 'paid') {
    await app.db.insert(entitlements).values(
      productIds.map((productId) => ({
        tenantId: user.tenantId,
        userId: user.id,
        productId,
        orderId: order!.id,
        grantedAt: at,
      })),
    );
  }
  return order!;
}
