import { userInfoSchema } from '@space/contracts/accounts';
import { cartSchema, orderSchema, usesSchema } from '@space/contracts/commerce';
import { envelope } from '@space/contracts/envelope';
import { ERRORS } from '@space/contracts/errors';
import type { Tier } from '@space/contracts/limits';
import {
  adminMembershipPlansSchema,
  currentMembershipSchema,
  membershipOfferSchema,
  membershipQuoteSchema,
  MEMBERSHIP_REMINDER_DAYS,
  type MemberTier,
  type MembershipChoice,
} from '@space/contracts/memberships';
import { TENANTS } from '@space/contracts/tenants';
import { and, asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { memberships, orderMemberships, orders } from '../../../src/db/schema.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import type { MailMessage, Mailer } from '../../../src/lib/mailer.ts';
import type { UserRow } from '../../../src/modules/auth/sessions.service.ts';
import { addDays, addMonths } from '../../../src/modules/memberships/ledger.ts';
import { reminderMail } from '../../../src/lib/mail/index.ts';
import { sampleBrand } from '../../support/mail-samples.ts';
import { applyPayment } from '../../../src/modules/commerce/apply-payment.ts';
import { DEMO_PLAN_PRICES, seedDemoPlans } from '../../../src/seed/demo-plans.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build } from '../../support/helper.ts';
import {
  checkoutKey,
  FakeProvider,
  givePaidOrder,
  grantMembership,
  paidPayment,
} from '../../support/payment-fixtures.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const DAY = 86_400_000;
const YEAR = 366 * DAY;
// Every demo brand sells in USD (PayPal) and CNY (WeChat Pay, Alipay): decision 076.
const USD_BRAND = TENANTS[0].id; // default
const CNY_BRAND = TENANTS.find((tenant) => tenant.code === 'AJAZZ')!.id;
const USD = DEMO_PLAN_PRICES.USD;
const CNY = DEMO_PLAN_PRICES.CNY;

const offerEnvelope = envelope(membershipOfferSchema);
const currentEnvelope = envelope(currentMembershipSchema);
const quoteEnvelope = envelope(membershipQuoteSchema);
const orderEnvelope = envelope(orderSchema);
const adminPlansEnvelope = envelope(adminMembershipPlansSchema);
const cartEnvelope = envelope(cartSchema);
const usesEnvelope = envelope(usesSchema);
const meEnvelope = envelope(userInfoSchema);

/** Keeps what it sends; `failing` makes every delivery fail (a mail server down). */
class RecordingMailer implements Mailer {
  sent: MailMessage[] = [];
  failing = false;
  async send(message: MailMessage): Promise<void> {
    if (this.failing) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    this.sent.push(message);
  }
}

describe('memberships', async () => {
  const clock = new ManualClock(Date.parse('2026-06-01T00:00:00Z'));
  const paypal = new FakeProvider('paypal', ['USD']);
  const wechat = new FakeProvider('wechat', ['CNY']);
  const alipay = new FakeProvider('alipay', ['CNY']);
  const mailer = new RecordingMailer();
  const { app } = await build({
    clock,
    mailer,
    paymentProviders: { paypal, wechat, alipay },
    config: {
      publicUrl: 'https://shop.example',
      // The clock runs months ahead here; sessions must outlive it.
      session: {
        ttlMs: 10 * YEAR,
        rememberTtlMs: 10 * YEAR,
        idleMs: 10 * YEAR,
        rememberIdleMs: 10 * YEAR,
      },
    },
    prepare: async (database) => {
      await ensureReferenceData(database.db);
      await seedDemoPlans(database.db);
    },
  });
  const now = () => new Date(clock.now());

  beforeEach(() => {
    mailer.failing = false;
  });

  let emails = 0;
  async function member(tenantId: number = USD_BRAND, overrides: Partial<UserRow> = {}) {
    emails += 1;
    const user = await createTestUser(app, {
      tenantId,
      email: `member.${emails}.${Date.now().toString(36)}@example.com`,
      ...overrides,
    });
    return { user, headers: bearer(await tokenFor(app, user)) };
  }

  function get(url: string, headers: Record<string, string> = {}) {
    return app.inject({ method: 'GET', url, headers });
  }
  function send(
    method: 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload: object,
  ) {
    return app.inject({ method, url, headers, payload });
  }

  async function currentOf(headers: Record<string, string>) {
    const response = await get('/api/users/me/membership', headers);
    expect(response.statusCode, response.body).toBe(200);
    return currentEnvelope.parse(response.json()).data;
  }

  async function checkout(headers: Record<string, string>, body: Record<string, unknown>) {
    return send('POST', '/api/orders', headers, { checkoutKey: checkoutKey(), ...body });
  }

  /** Orders a plan with PayPal; the order waits for its payment. */
  async function order(headers: Record<string, string>, choice: MembershipChoice) {
    const response = await checkout(headers, { method: 'paypal', membership: choice });
    expect(response.statusCode, response.body).toBe(200);
    return orderEnvelope.parse(response.json()).data;
  }

  /** The provider reports the order paid, as a notification would. */
  async function pay(orderNo: string, amountMinor: number) {
    return applyPayment(app.db, app.clock, 'paypal', paidPayment(orderNo, amountMinor));
  }

  async function buy(headers: Record<string, string>, choice: MembershipChoice) {
    const placed = await order(headers, choice);
    expect(await pay(placed.orderNo, placed.amountMinor)).toEqual({
      outcome: 'applied',
      reason: null,
    });
    return placed;
  }

  async function rowsOf(user: UserRow) {
    return app.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, user.id))
      .orderBy(asc(memberships.id));
  }

  describe('plans', () => {
    it('a visitor sees the default brand’s plans in every currency, with the methods that take each and the annual saving', async () => {
      await createTestProduct(app, { priceGeneral: 1000, priceOrdinary: 800, downloadCount: 9e6 });
      const response = await get('/api/memberships/plans');
      expect(response.statusCode, response.body).toBe(200);
      const offer = offerEnvelope.parse(response.json()).data;
      expect(offer.tenantId).toBe(USD_BRAND);
      expect(offer.currencies).toEqual(['USD', 'CNY']);
      expect(
        offer.plans.map((plan) => [plan.tier, plan.duration, plan.currency, plan.priceMinor]),
      ).toEqual([
        ['ordinary', 'quarterly', 'USD', USD.ordinary.quarterly],
        ['ordinary', 'quarterly', 'CNY', CNY.ordinary.quarterly],
        ['ordinary', 'annual', 'USD', USD.ordinary.annual],
        ['ordinary', 'annual', 'CNY', CNY.ordinary.annual],
        ['premium', 'quarterly', 'USD', USD.premium.quarterly],
        ['premium', 'quarterly', 'CNY', CNY.premium.quarterly],
        ['premium', 'annual', 'USD', USD.premium.annual],
        ['premium', 'annual', 'CNY', CNY.premium.annual],
        ['svip', 'quarterly', 'USD', USD.svip.quarterly],
        ['svip', 'quarterly', 'CNY', CNY.svip.quarterly],
        ['svip', 'annual', 'USD', USD.svip.annual],
        ['svip', 'annual', 'CNY', CNY.svip.annual],
      ]);
      expect(offer.plans[0]).toEqual({
        tier: 'ordinary',
        duration: 'quarterly',
        months: 3,
        priceMinor: 499,
        currency: 'USD',
        annualSaving: null,
        methods: ['paypal'],
      });
      expect(offer.plans[1]).toMatchObject({ currency: 'CNY', methods: ['wechat', 'alipay'] });
      // 4 × 4.99 − 14.99 = 4.97, a quarter of 19.96; in CNY against CNY: 4 × 28 − 88 = 24.
      expect(offer.plans[2]!.annualSaving).toEqual({ amountMinor: 497, percent: 25 });
      expect(offer.plans[2]!.months).toBe(12);
      expect(offer.plans[3]!.annualSaving).toEqual({ amountMinor: 2400, percent: 21 });
      // What each tier pays for a real product, and how often it may use it.
      expect(offer.examples[0]).toMatchObject({
        prices: { general: 1000, ordinary: 800 },
        uses: { general: -1 },
      });
    });

    it('a visitor may name a brand; a member always gets their own', async () => {
      const cny = offerEnvelope.parse(
        (await get(`/api/memberships/plans?tenantId=${CNY_BRAND}`)).json(),
      ).data;
      expect(cny.tenantId).toBe(CNY_BRAND);
      expect(cny.currencies).toEqual(['USD', 'CNY']);
      expect(cny.plans.filter((plan) => plan.currency === 'CNY')).toHaveLength(6);

      const { headers } = await member(CNY_BRAND);
      const own = offerEnvelope.parse(
        (await get(`/api/memberships/plans?tenantId=${USD_BRAND}`, headers)).json(),
      ).data;
      expect(own.tenantId).toBe(CNY_BRAND);

      expect((await get('/api/memberships/plans?tenantId=12345')).statusCode).toBe(400);
    });

    it('administrators set their brand’s plans; plans left out go off sale and stay', async () => {
      const brand = TENANTS.find((tenant) => tenant.code === 'gClickcr')!.id;
      const { headers } = await member(brand, { role: 'admin' });
      const before = adminPlansEnvelope.parse(
        (await get('/api/admin/membership-plans', headers)).json(),
      ).data;
      expect(before.tenantId).toBe(brand);
      expect(before.plans).toHaveLength(12);

      const response = await send('PUT', '/api/admin/membership-plans', headers, {
        plans: [
          { tier: 'ordinary', duration: 'quarterly', priceMinor: 599, currency: 'EUR' },
          { tier: 'ordinary', duration: 'annual', priceMinor: 1799, currency: 'EUR' },
          { tier: 'svip', duration: 'annual', priceMinor: 6999, currency: 'EUR', active: false },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      const after = adminPlansEnvelope.parse(response.json()).data;
      // A price per currency (decision 076): the USD and CNY plans stay, off sale.
      expect(after.plans).toHaveLength(15);
      expect(
        after.plans
          .filter((plan) => plan.active)
          .map((plan) => [plan.tier, plan.duration, plan.priceMinor, plan.currency]),
      ).toEqual([
        ['ordinary', 'quarterly', 599, 'EUR'],
        ['ordinary', 'annual', 1799, 'EUR'],
      ]);
      const offer = offerEnvelope.parse(
        (await get(`/api/memberships/plans?tenantId=${brand}`)).json(),
      ).data;
      expect(offer.plans.map((plan) => [plan.tier, plan.duration, plan.methods])).toEqual([
        ['ordinary', 'quarterly', []],
        ['ordinary', 'annual', []],
      ]);
      expect(offer.currencies).toEqual(['EUR']);
    });

    it('administrators price a plan in several currencies at once; each is sold with its own methods', async () => {
      const brand = TENANTS.find((tenant) => tenant.code === 'darkFlash')!.id;
      const { headers } = await member(brand, { role: 'admin' });
      const response = await send('PUT', '/api/admin/membership-plans', headers, {
        plans: [
          { tier: 'premium', duration: 'annual', priceMinor: 3299, currency: 'USD' },
          { tier: 'premium', duration: 'annual', priceMinor: 19800, currency: 'CNY' },
          { tier: 'premium', duration: 'quarterly', priceMinor: 6800, currency: 'CNY' },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      const active = adminPlansEnvelope
        .parse(response.json())
        .data.plans.filter((plan) => plan.active)
        .map((plan) => [plan.tier, plan.duration, plan.currency, plan.priceMinor]);
      expect(active).toEqual([
        ['premium', 'quarterly', 'CNY', 6800],
        ['premium', 'annual', 'USD', 3299],
        ['premium', 'annual', 'CNY', 19800],
      ]);
      // Repricing one currency leaves the other's row (and the orders that bought it) alone.
      const again = await send('PUT', '/api/admin/membership-plans', headers, {
        plans: [
          { tier: 'premium', duration: 'annual', priceMinor: 3499, currency: 'USD' },
          { tier: 'premium', duration: 'annual', priceMinor: 19800, currency: 'CNY' },
        ],
      });
      const rows = adminPlansEnvelope.parse(again.json()).data.plans;
      expect(rows).toHaveLength(12);
      expect(
        rows
          .filter((plan) => plan.active)
          .map((plan) => [plan.duration, plan.currency, plan.priceMinor]),
      ).toEqual([
        ['annual', 'USD', 3499],
        ['annual', 'CNY', 19800],
      ]);
      const offer = offerEnvelope.parse(
        (await get(`/api/memberships/plans?tenantId=${brand}`)).json(),
      ).data;
      expect(offer.currencies).toEqual(['USD', 'CNY']);
      expect(offer.plans.map((plan) => [plan.currency, plan.methods])).toEqual([
        ['USD', ['paypal']],
        ['CNY', ['wechat', 'alipay']],
      ]);
      // The demo prices back, for the journeys below that buy from this brand.
      const restored = await send('PUT', '/api/admin/membership-plans', headers, {
        plans: (['USD', 'CNY'] as const).flatMap((currency) =>
          Object.entries(DEMO_PLAN_PRICES[currency]).flatMap(([tier, durations]) =>
            Object.entries(durations).map(([duration, priceMinor]) => ({
              tier,
              duration,
              priceMinor,
              currency,
            })),
          ),
        ),
      });
      expect(restored.statusCode, restored.body).toBe(200);
    });

    it('refuses bad plans whole: repeats of a tier, duration and currency, prices out of range, another brand', async () => {
      const { headers } = await member(USD_BRAND, { role: 'admin' });
      const plan = { tier: 'ordinary', duration: 'quarterly', priceMinor: 499, currency: 'USD' };
      const bodies = [
        { plans: [plan, { ...plan, priceMinor: 599 }] },
        { plans: [{ ...plan, priceMinor: 0 }] },
        { plans: [{ ...plan, priceMinor: 4.99 }] },
        { plans: [{ ...plan, currency: 'XYZ' }] },
        { plans: [{ ...plan, tier: 'general' }] },
        { plans: [] },
      ];
      for (const body of bodies) {
        const response = await send('PUT', '/api/admin/membership-plans', headers, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().data.fields.length).toBeGreaterThan(0);
      }
      const other = await send('PUT', '/api/admin/membership-plans', headers, {
        tenantId: CNY_BRAND,
        plans: [plan],
      });
      expect(other.statusCode).toBe(403);
      const offer = offerEnvelope.parse((await get('/api/memberships/plans')).json()).data;
      expect(offer.plans).toHaveLength(12);
    });
  });

  describe('buying through checkout', () => {
    it('a paid order grants the plan from the moment of payment, once', async () => {
      const { user, headers } = await member();
      expect(await currentOf(headers)).toEqual({ tier: 'general', membership: null });

      const placed = await order(headers, { tier: 'ordinary', duration: 'quarterly' });
      expect(placed).toMatchObject({
        state: 'waiting',
        method: 'paypal',
        amountMinor: USD.ordinary.quarterly,
        currency: 'USD',
        items: [],
        membership: {
          tier: 'ordinary',
          duration: 'quarterly',
          months: 3,
          priceMinor: USD.ordinary.quarterly,
        },
        payment: { kind: 'redirect' },
      });
      expect(paypal.created.at(-1)).toMatchObject({
        orderNo: placed.orderNo,
        amountMinor: 499,
        currency: 'USD',
        description: 'Membership: Ordinary member, quarterly',
      });
      const [row] = await app.db.select().from(orders).where(eq(orders.orderNo, placed.orderNo));
      expect(row).toMatchObject({ kind: 'membership', subtotalMinor: 499, discountMinor: 0 });
      // Nothing is granted before the payment.
      expect(await rowsOf(user)).toEqual([]);

      clock.advance(60_000);
      const paidAt = now();
      expect(await pay(placed.orderNo, placed.amountMinor)).toMatchObject({ outcome: 'applied' });
      expect(await pay(placed.orderNo, placed.amountMinor)).toMatchObject({
        outcome: 'duplicate',
      });
      const rows = await rowsOf(user);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        tier: 'ordinary',
        source: 'order',
        orderId: row!.id,
        startsAt: paidAt,
        expiresAt: addMonths(paidAt, 3),
      });
      const current = await currentOf(headers);
      expect(current).toEqual({
        tier: 'ordinary',
        membership: {
          tier: 'ordinary',
          startsAt: paidAt.toISOString(),
          expiresAt: addMonths(paidAt, 3).toISOString(),
          source: 'order',
          daysLeft: 92,
        },
      });
      // The profile (spec §3: membership level and expiry) and the order views show it.
      const me = meEnvelope.parse((await get('/api/users/me', headers)).json()).data;
      expect(me.membership).toEqual({
        tier: 'ordinary',
        expiresAt: addMonths(paidAt, 3).toISOString(),
      });
      const view = orderEnvelope.parse(
        (await get(`/api/orders/${placed.orderNo}`, headers)).json(),
      ).data;
      expect(view).toMatchObject({ state: 'paid', membership: { tier: 'ordinary' } });
      const history = (await get('/api/orders', headers)).json().data.list;
      expect(history[0]).toMatchObject({ orderNo: placed.orderNo, membership: { months: 3 } });
    });

    it('the buyer’s return (/callBack) completes it like a notification', async () => {
      const { headers } = await member();
      const placed = await order(headers, { tier: 'premium', duration: 'annual' });
      paypal.payments.set(placed.orderNo, paidPayment(placed.orderNo, placed.amountMinor));
      const response = await send('POST', `/api/orders/${placed.orderNo}/complete`, headers, {
        params: {},
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((await currentOf(headers)).tier).toBe('premium');
    });

    it('the same checkout key answers the same order; a second open membership order is refused', async () => {
      const { headers } = await member();
      const key = checkoutKey();
      const body = {
        checkoutKey: key,
        method: 'paypal',
        membership: { tier: 'svip', duration: 'quarterly' },
      };
      const [first, second] = await Promise.all([
        send('POST', '/api/orders', headers, body),
        send('POST', '/api/orders', headers, body),
      ]);
      expect(first.json().data.orderNo).toBe(second.json().data.orderNo);
      const again = await checkout(headers, {
        method: 'paypal',
        membership: { tier: 'ordinary', duration: 'annual' },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: ERRORS.ORDER_PENDING.code,
        data: { orderNo: first.json().data.orderNo },
      });
    });

    it('refuses with nothing written: bad bodies, plans off sale, a currency without a price, a method that does not take the currency', async () => {
      const { user, headers } = await member();
      const product = await createTestProduct(app, { priceGeneral: 100 });
      const choice = { tier: 'ordinary', duration: 'quarterly' };
      const cases: [Record<string, unknown>, number, number][] = [
        [{ method: 'paypal', membership: choice, productIds: [product.id] }, 400, 400],
        [{ method: 'paypal', membership: { ...choice, tier: 'general' } }, 400, 400],
        [{ method: 'paypal', membership: { ...choice, duration: 'monthly' } }, 400, 400],
        [{ membership: choice }, 400, 400],
        [{ method: 'paypal', membership: choice, couponCode: 'SPRING10' }, 400, 400],
        [{ method: 'paypal', membership: { ...choice, currency: 'XYZ' } }, 400, 400],
        [
          { method: 'wechat', membership: { ...choice, currency: 'USD' } },
          400,
          ERRORS.PAYMENT_METHOD_UNAVAILABLE.code,
        ],
        [
          { method: 'paypal', membership: { ...choice, currency: 'EUR' } },
          409,
          ERRORS.MEMBERSHIP_CURRENCY_UNAVAILABLE.code,
        ],
      ];
      for (const [body, status, code] of cases) {
        const response = await checkout(headers, body);
        expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(status);
        expect(response.json().code).toBe(code);
      }
      // The brand takes its plan off sale.
      const brand = TENANTS.find((tenant) => tenant.code === 'soomfon')!.id;
      const seller = await member(brand, { role: 'admin' });
      await send('PUT', '/api/admin/membership-plans', seller.headers, {
        plans: [{ tier: 'svip', duration: 'annual', priceMinor: 5999, currency: 'USD' }],
      });
      const offSale = await checkout(seller.headers, { method: 'paypal', membership: choice });
      expect(offSale.statusCode).toBe(409);
      expect(offSale.json().code).toBe(ERRORS.MEMBERSHIP_PLAN_UNAVAILABLE.code);

      const written = await app.db.select().from(orders).where(eq(orders.userId, user.id));
      expect(written).toEqual([]);
    });

    it('WeChat Pay and Alipay sell the default brand’s plans at their CNY price; the membership is granted when paid', async () => {
      for (const method of ['wechat', 'alipay'] as const) {
        const { user, headers } = await member(USD_BRAND);
        // The currency named, or left to the method: the same CNY order.
        const response = await checkout(headers, {
          method,
          membership: {
            tier: 'premium',
            duration: 'annual',
            ...(method === 'wechat' ? { currency: 'CNY' } : {}),
          },
        });
        expect(response.statusCode, response.body).toBe(200);
        const placed = orderEnvelope.parse(response.json()).data;
        expect(placed).toMatchObject({
          state: 'waiting',
          method,
          amountMinor: CNY.premium.annual,
          currency: 'CNY',
          membership: { tier: 'premium', duration: 'annual', priceMinor: CNY.premium.annual },
          payment: { kind: method === 'wechat' ? 'qr' : 'redirect' },
        });
        const provider = method === 'wechat' ? wechat : alipay;
        expect(provider.created.at(-1)).toMatchObject({
          orderNo: placed.orderNo,
          amountMinor: CNY.premium.annual,
          currency: 'CNY',
        });
        // A payment in the wrong currency is rejected; the right one grants the plan once.
        expect(
          await applyPayment(app.db, app.clock, method, {
            ...paidPayment(placed.orderNo, placed.amountMinor),
            currency: 'USD',
          }),
        ).toMatchObject({ outcome: 'rejected' });
        expect(
          await applyPayment(app.db, app.clock, method, {
            ...paidPayment(placed.orderNo, placed.amountMinor),
            currency: 'CNY',
          }),
        ).toMatchObject({ outcome: 'applied' });
        expect((await currentOf(headers)).tier).toBe('premium');
        expect(await rowsOf(user)).toHaveLength(1);
      }
    });

    it('PayPal takes the USD price of the same plan; a brand priced in CNY alone is refused PayPal', async () => {
      const usd = await member(CNY_BRAND);
      const placed = await order(usd.headers, { tier: 'ordinary', duration: 'quarterly' });
      expect(placed).toMatchObject({ amountMinor: USD.ordinary.quarterly, currency: 'USD' });

      const brand = TENANTS.find((tenant) => tenant.code === 'VSD')!.id;
      const admin = await member(brand, { role: 'admin' });
      const set = await send('PUT', '/api/admin/membership-plans', admin.headers, {
        plans: [{ tier: 'ordinary', duration: 'quarterly', priceMinor: 2800, currency: 'CNY' }],
      });
      expect(set.statusCode, set.body).toBe(200);
      const { headers } = await member(brand);
      const refused = await checkout(headers, {
        method: 'paypal',
        membership: { tier: 'ordinary', duration: 'quarterly' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: ERRORS.PAYMENT_METHOD_UNAVAILABLE.code,
        data: { currency: 'CNY', methods: ['wechat', 'alipay'] },
      });
      // Naming a currency the plan has no price in: the plan's currencies, in every language.
      const messages = new Set<string>();
      for (const lang of ['en', 'zh', 'ko']) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { ...headers, lang },
          payload: {
            checkoutKey: checkoutKey(),
            method: 'paypal',
            membership: { tier: 'ordinary', duration: 'quarterly', currency: 'USD' },
          },
        });
        expect(response.statusCode).toBe(409);
        const body = response.json();
        expect(body).toMatchObject({
          code: ERRORS.MEMBERSHIP_CURRENCY_UNAVAILABLE.code,
          data: { currency: 'USD', currencies: ['CNY'] },
        });
        expect(body.msg).toEqual(expect.any(String));
        messages.add(body.msg as string);
      }
      expect(messages.size).toBe(3);
      const written = await app.db.select().from(orders).where(eq(orders.tenantId, brand));
      expect(written).toEqual([]);
    });
  });

  describe('renewal, upgrade and quotes', () => {
    async function quote(headers: Record<string, string>, tier: MemberTier, duration: string) {
      return get(`/api/memberships/quote?tier=${tier}&duration=${duration}`, headers);
    }

    it('a quote names the plan in the chosen currency; a currency without a price is refused', async () => {
      const { headers } = await member();
      const cny = await get(
        '/api/memberships/quote?tier=svip&duration=quarterly&currency=CNY',
        headers,
      );
      expect(cny.statusCode, cny.body).toBe(200);
      expect(quoteEnvelope.parse(cny.json()).data.plan).toMatchObject({
        priceMinor: CNY.svip.quarterly,
        currency: 'CNY',
        methods: ['wechat', 'alipay'],
      });
      // Without one: the first currency the brand sells in.
      const plain = quoteEnvelope.parse((await quote(headers, 'svip', 'quarterly')).json()).data;
      expect(plain.plan).toMatchObject({ priceMinor: USD.svip.quarterly, currency: 'USD' });
      const eur = await get(
        '/api/memberships/quote?tier=svip&duration=quarterly&currency=EUR',
        headers,
      );
      expect(eur.statusCode).toBe(409);
      expect(eur.json()).toMatchObject({
        code: ERRORS.MEMBERSHIP_CURRENCY_UNAVAILABLE.code,
        data: { currencies: ['USD', 'CNY'] },
      });
    });

    it('a renewal just before the expiry runs from the old expiry; the quote says so first', async () => {
      const { headers } = await member();
      await buy(headers, { tier: 'ordinary', duration: 'quarterly' });
      const expiry = new Date((await currentOf(headers)).membership!.expiresAt);
      clock.advance(expiry.getTime() - clock.now() - 1);

      const quoted = quoteEnvelope.parse((await quote(headers, 'ordinary', 'annual')).json()).data;
      expect(quoted).toMatchObject({
        kind: 'renewal',
        plan: { tier: 'ordinary', duration: 'annual', priceMinor: USD.ordinary.annual },
        current: { tier: 'ordinary', expiresAt: expiry.toISOString() },
        after: { tier: 'ordinary', expiresAt: addMonths(expiry, 12).toISOString() },
        convertedDays: 0,
      });
      await buy(headers, { tier: 'ordinary', duration: 'annual' });
      expect((await currentOf(headers)).membership).toMatchObject({
        tier: 'ordinary',
        expiresAt: addMonths(expiry, 12).toISOString(),
      });
    });

    it('a renewal paid exactly at the expiry instant loses nothing; one paid after it starts then', async () => {
      const { headers } = await member();
      await buy(headers, { tier: 'premium', duration: 'quarterly' });
      const expiry = new Date((await currentOf(headers)).membership!.expiresAt);
      const placed = await order(headers, { tier: 'premium', duration: 'quarterly' });
      clock.advance(expiry.getTime() - clock.now());
      expect(await currentOf(headers)).toEqual({ tier: 'general', membership: null });
      await pay(placed.orderNo, placed.amountMinor);
      expect((await currentOf(headers)).membership!.expiresAt).toBe(
        addMonths(expiry, 3).toISOString(),
      );

      const later = await member();
      await buy(later.headers, { tier: 'premium', duration: 'quarterly' });
      const end = new Date((await currentOf(later.headers)).membership!.expiresAt);
      clock.advance(end.getTime() - clock.now() + 1);
      const quoted = quoteEnvelope.parse(
        (await quote(later.headers, 'premium', 'quarterly')).json(),
      ).data;
      expect(quoted).toMatchObject({ kind: 'new', current: null });
      expect(quoted.after.expiresAt).toBe(addMonths(now(), 3).toISOString());
    });

    it('an upgrade starts now and carries the unused days at the ratio of the annual prices', async () => {
      const { headers } = await member();
      await buy(headers, { tier: 'ordinary', duration: 'annual' });
      const start = now();
      clock.advance(addMonths(start, 12).getTime() - 100 * DAY - clock.now()); // 100 days left
      // 100 ordinary days × (14.99 / 59.99) = 24.99 → 24 svip days.
      const credit = Math.floor((100 * USD.ordinary.annual) / USD.svip.annual);
      expect(credit).toBe(24);
      const quoted = quoteEnvelope.parse((await quote(headers, 'svip', 'quarterly')).json()).data;
      expect(quoted).toMatchObject({ kind: 'upgrade', convertedDays: credit });
      expect(quoted.after).toEqual({
        tier: 'svip',
        expiresAt: addDays(addMonths(now(), 3), credit).toISOString(),
      });
      await buy(headers, { tier: 'svip', duration: 'quarterly' });
      expect((await currentOf(headers)).membership).toMatchObject({
        tier: 'svip',
        expiresAt: quoted.after.expiresAt,
      });
    });

    it('a lower tier is refused while a higher one lasts, at the quote and at checkout', async () => {
      const { user, headers } = await member();
      await buy(headers, { tier: 'premium', duration: 'quarterly' });
      const expiresAt = (await currentOf(headers)).membership!.expiresAt;
      const quoted = await quote(headers, 'ordinary', 'annual');
      expect(quoted.statusCode).toBe(409);
      expect(quoted.json()).toMatchObject({
        code: ERRORS.MEMBERSHIP_LOWER_TIER.code,
        data: { tier: 'premium', expiresAt },
      });
      const refused = await checkout(headers, {
        method: 'paypal',
        membership: { tier: 'ordinary', duration: 'annual' },
      });
      expect(refused.json().code).toBe(ERRORS.MEMBERSHIP_LOWER_TIER.code);
      const userOrders = await app.db.select().from(orders).where(eq(orders.userId, user.id));
      expect(userOrders).toHaveLength(1);
    });

    it('quotes need a login and a plan on sale, and write nothing', async () => {
      expect((await quote({}, 'ordinary', 'annual')).statusCode).toBe(401);
      const { user, headers } = await member();
      expect((await quote(headers, 'general' as MemberTier, 'annual')).statusCode).toBe(400);
      const quoted = quoteEnvelope.parse((await quote(headers, 'ordinary', 'annual')).json()).data;
      expect(quoted).toMatchObject({ kind: 'new', current: null });
      expect(await rowsOf(user)).toEqual([]);
    });
  });

  describe('the tier’s prices and usage counts, wherever they are read', () => {
    const prices: Record<Tier, number> = { general: 1000, ordinary: 900, premium: 700, svip: 0 };
    const uses: Record<Tier, number> = { general: 2, ordinary: 5, premium: 20, svip: -1 };
    const product = () =>
      createTestProduct(app, {
        priceGeneral: prices.general,
        priceOrdinary: prices.ordinary,
        pricePremium: prices.premium,
        priceSvip: prices.svip,
        usesGeneral: uses.general,
        usesOrdinary: uses.ordinary,
        usesPremium: uses.premium,
        usesSvip: uses.svip,
      });

    /** The tier as the cart prices a new product, the uses of an owned one, and the profile. */
    async function tierView(user: UserRow, headers: Record<string, string>) {
      const inCart = await product();
      const cart = cartEnvelope.parse(
        (await send('PUT', `/api/cart/items/${inCart.id}`, headers, {})).json(),
      ).data;
      const owned = await product();
      await givePaidOrder(app, user, [owned.id]);
      const used = usesEnvelope.parse(
        (await get(`/api/products/${owned.id}/uses`, headers)).json(),
      ).data;
      const me = meEnvelope.parse((await get('/api/users/me', headers)).json()).data;
      const item = cart.items.find((entry) => entry.product.id === inCart.id)!;
      return { cartTier: cart.tier, price: item.price, limit: used.limit, me: me.membership?.tier };
    }

    it.each(['ordinary', 'premium', 'svip'] as const)(
      '%s: its price and uses while in force; the general ones from the instant it expires',
      async (tier) => {
        const { user, headers } = await member();
        expect(await tierView(user, headers)).toEqual({
          cartTier: 'general',
          price: prices.general,
          limit: uses.general,
          me: undefined,
        });
        const expiresAt = new Date(clock.now() + 10 * DAY);
        await grantMembership(app, user, tier, expiresAt, now());
        expect(await tierView(user, headers)).toEqual({
          cartTier: tier,
          price: prices[tier],
          limit: uses[tier],
          me: tier,
        });
        // At checkout too: the order is priced for the tier (svip: free, granted at once).
        const bought = await checkout(headers, {
          method: 'paypal',
          productIds: [(await product()).id],
        });
        expect(bought.json().data.items[0]).toMatchObject({ pricePaidMinor: prices[tier], tier });
        if (tier !== 'svip') {
          await send('POST', `/api/orders/${bought.json().data.orderNo}/cancel`, headers, {});
        }

        // One millisecond before the expiry it still holds; at the expiry it is gone.
        clock.advance(expiresAt.getTime() - clock.now() - 1);
        expect((await tierView(user, headers)).price).toBe(prices[tier]);
        clock.advance(1);
        expect(await tierView(user, headers)).toEqual({
          cartTier: 'general',
          price: prices.general,
          limit: uses.general,
          me: undefined,
        });
        expect(await currentOf(headers)).toEqual({ tier: 'general', membership: null });
      },
    );
  });

  describe('refunds', () => {
    async function refund(orderNo: string) {
      const admin = await member(USD_BRAND, { role: 'admin' });
      const response = await send('POST', `/api/admin/orders/${orderNo}/refund`, admin.headers, {});
      expect(response.statusCode, response.body).toBe(200);
      return response;
    }

    it('refunding the order of the membership in force ends it at once', async () => {
      const { headers } = await member();
      const placed = await buy(headers, { tier: 'premium', duration: 'annual' });
      clock.advance(3 * DAY);
      // The administrator's view of the order says what it bought.
      const refunded = (await refund(placed.orderNo)).json().data;
      expect(refunded).toMatchObject({ state: 'refunded', membership: { tier: 'premium' } });
      expect(await currentOf(headers)).toEqual({ tier: 'general', membership: null });
      const view = orderEnvelope.parse(
        (await get(`/api/orders/${placed.orderNo}`, headers)).json(),
      ).data;
      expect(view).toMatchObject({ state: 'refunded', membership: { tier: 'premium' } });
    });

    it('refunding a renewal takes off its own term and keeps the time paid before it', async () => {
      const { headers } = await member();
      await buy(headers, { tier: 'ordinary', duration: 'quarterly' });
      const firstExpiry = (await currentOf(headers)).membership!.expiresAt;
      clock.advance(10 * DAY);
      const renewal = await buy(headers, { tier: 'ordinary', duration: 'annual' });
      expect((await currentOf(headers)).membership!.expiresAt).toBe(
        addMonths(new Date(firstExpiry), 12).toISOString(),
      );
      await refund(renewal.orderNo);
      const after = (await currentOf(headers)).membership!;
      // The year bought on the renewal's day comes off; the quarter paid first is kept.
      const kept =
        addMonths(new Date(firstExpiry), 12).getTime() -
        (addMonths(now(), 12).getTime() - clock.now());
      expect(after).toMatchObject({ tier: 'ordinary', expiresAt: new Date(kept).toISOString() });
      expect(Math.abs(kept - Date.parse(firstExpiry))).toBeLessThanOrEqual(DAY);
    });

    it('a partial refund keeps the membership; the refund that makes the order whole ends it', async () => {
      const { headers } = await member();
      const placed = await buy(headers, { tier: 'premium', duration: 'annual' });
      const admin = await member(USD_BRAND, { role: 'admin' });
      const part = await send('POST', `/api/admin/orders/${placed.orderNo}/refund`, admin.headers, {
        amountMinor: placed.amountMinor - 1,
      });
      expect(part.statusCode, part.body).toBe(200);
      expect(part.json().data).toMatchObject({ state: 'paid' });
      expect((await currentOf(headers)).tier).toBe('premium');
      // A membership order has no lines to refund (decision 056).
      const lines = await send(
        'POST',
        `/api/admin/orders/${placed.orderNo}/refund`,
        admin.headers,
        {
          productIds: [1],
        },
      );
      expect(lines.json().code).toBe(40991);
      await refund(placed.orderNo);
      expect((await currentOf(headers)).tier).toBe('general');
    });

    it('a refund the provider reports ends it too', async () => {
      const { headers } = await member();
      const placed = await buy(headers, { tier: 'svip', duration: 'quarterly' });
      const result = await applyPayment(app.db, app.clock, 'paypal', {
        ...paidPayment(placed.orderNo, placed.amountMinor),
        state: 'refunded',
      });
      expect(result.outcome).toBe('applied');
      expect((await currentOf(headers)).tier).toBe('general');
    });
  });

  describe('expiry reminders', () => {
    /** Reminders to this address so far. */
    const to = (user: UserRow) => mailer.sent.filter((message) => message.to === user.email);

    it(`go out once, ${MEMBERSHIP_REMINDER_DAYS} days before the end, and again after a renewal`, async () => {
      const { user, headers } = await member();
      await buy(headers, { tier: 'premium', duration: 'quarterly' });
      const expiry = new Date((await currentOf(headers)).membership!.expiresAt);

      // Not yet due the day before the window opens.
      clock.advance(expiry.getTime() - MEMBERSHIP_REMINDER_DAYS * DAY - clock.now() - 60_000);
      await app.sendMembershipReminders();
      expect(to(user)).toEqual([]);

      clock.advance(2 * 60_000);
      // Two sweeps at once (two instances): the claim lets one of them send it.
      await Promise.all([app.sendMembershipReminders(), app.sendMembershipReminders()]);
      await app.sendMembershipReminders();
      expect(to(user)).toHaveLength(1);
      expect(to(user)[0]!.subject).toBe(
        `Your Space membership (Premium member) ends on ${new Intl.DateTimeFormat('en-US', {
          dateStyle: 'medium',
          timeZone: 'UTC',
        }).format(expiry)}`,
      );
      expect(to(user)[0]!.text).toContain('https://shop.example/memberRecharge');

      // Renewed: a new row, whose reminder comes when the new term nears its end.
      await buy(headers, { tier: 'premium', duration: 'quarterly' });
      await app.sendMembershipReminders();
      expect(to(user)).toHaveLength(1);
      const renewed = addMonths(expiry, 3);
      clock.advance(renewed.getTime() - MEMBERSHIP_REMINDER_DAYS * DAY - clock.now() + 1);
      await app.sendMembershipReminders();
      expect(to(user)).toHaveLength(2);
    });

    it.each([
      ['en', 'Your Space membership (SVIP) ends on Sep 1, 2026', 'Renew it'],
      ['zh', '您的SpaceSVIP将于2026年9月1日到期', '续费'],
      ['ko', 'Space 멤버십(SVIP)이 2026. 9. 1.에 만료됩니다', '연장'],
    ] as const)('are written in %s too', (locale, subject, renew) => {
      const { content } = reminderMail(locale, sampleBrand('default', locale), {
        tier: 'svip',
        expiresAt: new Date('2026-09-01T08:00:00Z'),
        renewUrl: 'https://shop.example/memberRecharge',
      });
      const text = JSON.stringify(content.blocks);
      expect(content.subject).toBe(subject);
      expect(text).toContain(renew);
      expect(text).toContain('https://shop.example/memberRecharge');
    });

    it('a failed send is kept and retried by the outbox; a member without an address is skipped', async () => {
      const { user, headers } = await member();
      await buy(headers, { tier: 'ordinary', duration: 'quarterly' });
      const silent = await member(USD_BRAND, { email: null });
      await buy(silent.headers, { tier: 'ordinary', duration: 'quarterly' });
      const expiry = new Date((await currentOf(headers)).membership!.expiresAt);
      clock.advance(expiry.getTime() - clock.now() - DAY);

      mailer.failing = true;
      const kept = await app.sendMembershipReminders();
      expect(kept.noAddress).toBe(1);
      const [row] = await app.db
        .select()
        .from(memberships)
        .where(and(eq(memberships.userId, user.id)));
      // Done with: the reminder waits in the outbox, which retries it (decision 073).
      expect(row!.reminderSentAt).not.toBeNull();
      expect(to(user)).toHaveLength(0);

      mailer.failing = false;
      clock.advance(60_000);
      await app.outbox.drain();
      expect(to(user)).toHaveLength(1);
      const again = await app.sendMembershipReminders();
      expect(again.noAddress).toBe(0);
      expect(to(user)).toHaveLength(1);
      expect(
        (await app.db.select().from(memberships).where(eq(memberships.userId, silent.user.id)))[0]!
          .reminderSentAt,
      ).not.toBeNull();
    });
  });

  it('an order keeps the plan as it was sold, whatever the price becomes', async () => {
    const brand = TENANTS.find((tenant) => tenant.code === 'darkFlash')!.id;
    const { headers } = await member(brand);
    const placed = await order(headers, { tier: 'ordinary', duration: 'annual' });
    const admin = await member(brand, { role: 'admin' });
    await send('PUT', '/api/admin/membership-plans', admin.headers, {
      plans: [{ tier: 'ordinary', duration: 'annual', priceMinor: 9999, currency: 'USD' }],
    });
    const [bought] = await app.db
      .select()
      .from(orderMemberships)
      .innerJoin(orders, eq(orders.id, orderMemberships.orderId))
      .where(eq(orders.orderNo, placed.orderNo));
    expect(bought!.order_memberships.priceMinor).toBe(USD.ordinary.annual);
    expect(await pay(placed.orderNo, USD.ordinary.annual)).toMatchObject({ outcome: 'applied' });
  });
});
