import { cartMergeResultSchema, cartSchema, type Cart } from '@space/contracts/commerce';
import { envelope } from '@space/contracts/envelope';
import { CART_ITEMS_MAX, MAX_ROW_ID } from '@space/contracts/limits';
import { TENANTS } from '@space/contracts/tenants';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, productPrerequisites, products } from '../../../src/db/schema.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build } from '../../support/helper.ts';
import { FakeProvider, givePaidOrder, grantMembership } from '../../support/payment-fixtures.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const cartEnvelope = envelope(cartSchema);
const mergeEnvelope = envelope(cartMergeResultSchema);
const DAY = 24 * 3_600_000;

describe('cart', async () => {
  const clock = new ManualClock();
  const paypal = new FakeProvider('paypal', ['USD']);
  const wechat = new FakeProvider('wechat', ['CNY']);
  const { app } = await build({
    clock,
    paymentProviders: { paypal, wechat },
    prepare: (database) => ensureReferenceData(database.db),
  });

  async function member(tenantId = TENANTS[0].id) {
    const user = await createTestUser(app, { tenantId });
    return { user, headers: bearer(await tokenFor(app, user)) };
  }

  async function cartOf(headers: Record<string, string>): Promise<Cart> {
    const response = await app.inject({ method: 'GET', url: '/api/cart', headers });
    expect(response.statusCode, response.body).toBe(200);
    return cartEnvelope.parse(response.json()).data;
  }

  function put(productId: number | string, headers: Record<string, string>) {
    return app.inject({ method: 'PUT', url: `/api/cart/items/${productId}`, headers });
  }

  function remove(productId: number | string, headers: Record<string, string>) {
    return app.inject({ method: 'DELETE', url: `/api/cart/items/${productId}`, headers });
  }

  function priced(overrides: Partial<typeof products.$inferInsert> = {}) {
    return createTestProduct(app, {
      priceGeneral: 1000,
      priceOrdinary: 800,
      pricePremium: 600,
      priceSvip: 0,
      ...overrides,
    });
  }

  it('needs a login', async () => {
    for (const request of [
      app.inject({ method: 'GET', url: '/api/cart' }),
      put(1, {}),
      remove(1, {}),
      app.inject({ method: 'POST', url: '/api/cart/merge', payload: { productIds: [1] } }),
    ]) {
      const response = await request;
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe(401);
    }
  });

  it("adds with the spec's message, once however often, and removes likewise", async () => {
    const product = await priced();
    const { user, headers } = await member();

    const added = await put(product.id, headers);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().msg).toBe('Add successfully');
    expect(cartEnvelope.parse(added.json()).data.count).toBe(1);
    expect((await put(product.id, { ...headers, lang: 'zh-CN' })).json().msg).toBe('添加成功');
    const rows = await app.db.select().from(cartItems).where(eq(cartItems.userId, user.id));
    expect(rows).toHaveLength(1);

    const removed = await remove(product.id, headers);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().msg).toBe('remove Successfully');
    expect(cartEnvelope.parse(removed.json()).data.items).toEqual([]);
    const again = await remove(product.id, { ...headers, lang: 'ko-KR' });
    expect(again.statusCode).toBe(200);
    expect(again.json().msg).toBe('삭제되었습니다');
  });

  it('refuses products the user cannot see, owns, or that do not exist', async () => {
    const { user, headers } = await member();
    const hidden = await priced({ restrictedToTenants: [TENANTS[3].id] });
    const delisted = await priced({ status: 'delisted' });
    for (const id of [hidden.id, delisted.id, MAX_ROW_ID, MAX_ROW_ID + 1]) {
      const response = await put(id, headers);
      expect(response.statusCode, String(id)).toBe(404);
    }
    expect((await put('abc', headers)).statusCode).toBe(400);
    expect((await put(0, headers)).statusCode).toBe(400);

    const owned = await priced();
    await givePaidOrder(app, user, [owned.id]);
    const response = await put(owned.id, headers);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 40902, data: { productIds: [owned.id] } });
    expect((await cartOf(headers)).count).toBe(0);
  });

  it('holds CART_ITEMS_MAX products: one more is refused, one already there is still added', async () => {
    const author = await createTestUser(app, { isCreator: true });
    const filling: number[] = [];
    for (let i = 0; i < CART_ITEMS_MAX; i += 1)
      filling.push((await priced({ authorId: author.id })).id);
    const { user, headers } = await member();
    await app.db.insert(cartItems).values(
      filling.map((productId, i) => ({
        userId: user.id,
        tenantId: user.tenantId,
        productId,
        addedAt: new Date(clock.now() - i * 1000),
      })),
    );

    const more = await priced({ authorId: author.id });
    const refused = await put(more.id, headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(40908);
    const again = await put(filling[0]!, headers);
    expect(again.statusCode, again.body).toBe(200);
    expect(cartEnvelope.parse(again.json()).data.count).toBe(CART_ITEMS_MAX);
  });

  it("prices each item for the viewer's tier, recomputed on every read", async () => {
    const product = await priced();
    const { user, headers } = await member();
    await put(product.id, headers);
    // A fresh session each time: the clock moves past a session's lifetime.
    const priceNow = async () => {
      const cart = await cartOf(bearer(await tokenFor(app, user)));
      return { tier: cart.tier, price: cart.items[0]!.price, free: cart.items[0]!.free };
    };

    expect(await priceNow()).toEqual({ tier: 'general', price: 1000, free: false });
    const now = clock.now();
    await grantMembership(app, user, 'ordinary', new Date(now + 30 * DAY));
    expect(await priceNow()).toEqual({ tier: 'ordinary', price: 800, free: false });
    // A premium membership that has not started yet changes nothing.
    await grantMembership(app, user, 'premium', new Date(now + 60 * DAY), new Date(now + DAY));
    expect(await priceNow()).toEqual({ tier: 'ordinary', price: 800, free: false });
    clock.advance(2 * DAY);
    expect(await priceNow()).toEqual({ tier: 'premium', price: 600, free: false });
    await grantMembership(app, user, 'svip', new Date(clock.now() + DAY));
    expect(await priceNow()).toEqual({ tier: 'svip', price: 0, free: true });
    // The highest unexpired tier wins; when it expires the next one shows again.
    clock.advance(DAY);
    expect(await priceNow()).toEqual({ tier: 'premium', price: 600, free: false });
    clock.advance(60 * DAY);
    expect(await priceNow()).toEqual({ tier: 'general', price: 1000, free: false });

    // The creator changes the price: the cart shows the new one.
    await app.db.update(products).set({ priceGeneral: 1500 }).where(eq(products.id, product.id));
    expect(await priceNow()).toEqual({ tier: 'general', price: 1500, free: false });
  });

  it('totals what is left to pay per currency, with the methods that take it', async () => {
    const { user, headers } = await member();
    const usd = await priced({ priceGeneral: 250 });
    const usd2 = await priced({ priceGeneral: 100 });
    const cny = await priced({ priceGeneral: 900, currency: 'CNY' });
    const owned = await priced({ priceGeneral: 5000 });
    await givePaidOrder(app, user, [owned.id]);
    for (const product of [usd, usd2, cny]) await put(product.id, headers);
    // Owned after it was put in the cart: shown as owned, left out of the total.
    await app.db
      .insert(cartItems)
      .values({ userId: user.id, tenantId: user.tenantId, productId: owned.id });

    const cart = await cartOf(headers);
    expect(cart.count).toBe(4);
    expect(cart.items.find((item) => item.product.id === owned.id)?.alreadyOwned).toBe(true);
    expect(cart.totals.sort((a, b) => a.currency.localeCompare(b.currency))).toEqual([
      { currency: 'CNY', amountMinor: 900, methods: ['wechat'] },
      { currency: 'USD', amountMinor: 350, methods: ['paypal'] },
    ]);
  });

  it('offers the front plugins the buyer lacks, until owned or in the cart', async () => {
    const { user, headers } = await member();
    const base = await priced({ priceGeneral: 300 });
    const freeBase = await priced({ priceGeneral: 0, priceOrdinary: 0 });
    const hiddenBase = await priced({ restrictedToTenants: [TENANTS[4].id] });
    const product = await priced();
    await app.db.insert(productPrerequisites).values([
      { productId: product.id, prerequisiteId: base.id, position: 0 },
      { productId: product.id, prerequisiteId: freeBase.id, position: 1 },
      { productId: product.id, prerequisiteId: hiddenBase.id, position: 2 },
    ]);
    await put(product.id, headers);

    const offers = async () =>
      (await cartOf(headers)).items
        .find((item) => item.product.id === product.id)!
        .missingPrerequisites.map((offer) => [offer.product.id, offer.price, offer.free]);
    expect(await offers()).toEqual([
      [base.id, 300, false],
      [freeBase.id, 0, true],
    ]);
    await put(base.id, headers);
    expect(await offers()).toEqual([[freeBase.id, 0, true]]);
    await remove(base.id, headers);
    await givePaidOrder(app, user, [base.id, freeBase.id]);
    expect(await offers()).toEqual([]);
  });

  it('merges the browser cart: no repeats, owned and unknown ones dropped and reported', async () => {
    const { user, headers } = await member();
    const [a, b, c, owned] = await Promise.all([priced(), priced(), priced(), priced()]);
    const hidden = await priced({ restrictedToTenants: [TENANTS[5].id] });
    await givePaidOrder(app, user, [owned.id]);
    await put(a.id, headers);

    const response = await app.inject({
      method: 'POST',
      url: '/api/cart/merge',
      headers,
      payload: { productIds: [b.id, a.id, b.id, owned.id, hidden.id, MAX_ROW_ID, c.id] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const merged = mergeEnvelope.parse(response.json()).data;
    expect(merged.droppedOwned).toEqual([{ id: owned.id, name: owned.name }]);
    expect(merged.droppedUnavailable).toEqual([hidden.id, MAX_ROW_ID]);
    expect(merged.droppedFull).toEqual([]);
    expect(merged.items.map((item) => item.product.id).sort((x, y) => x - y)).toEqual(
      [a.id, b.id, c.id].sort((x, y) => x - y),
    );
    const rows = await app.db.select().from(cartItems).where(eq(cartItems.userId, user.id));
    expect(rows).toHaveLength(3);

    const tooMany = await app.inject({
      method: 'POST',
      url: '/api/cart/merge',
      headers,
      payload: { productIds: Array.from({ length: 101 }, (_, n) => n + 1) },
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it("keeps each user's cart to themselves and hides items that stop being visible", async () => {
    const first = await member();
    const second = await member();
    const product = await priced();
    const later = await priced();
    await put(product.id, first.headers);
    await put(later.id, first.headers);
    expect((await cartOf(second.headers)).count).toBe(0);
    // Removing it as someone else removes nothing of the owner's.
    await remove(product.id, second.headers);
    expect((await cartOf(first.headers)).count).toBe(2);

    await app.db.update(products).set({ status: 'delisted' }).where(eq(products.id, later.id));
    const cart = await cartOf(first.headers);
    expect(cart.items.map((item) => item.product.id)).toEqual([product.id]);
    const stored = await app.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, first.user.id), eq(cartItems.productId, later.id)));
    expect(stored).toHaveLength(1);
  });
});
