import { en } from '../../apps/web/src/locales/en.ts';
import { createAccount } from '../support/accounts.ts';
import {
  addToServerCart,
  cartBadge,
  cartLink,
  demoProduct,
  expectToast,
  paypalAmount,
  productIdOf,
  registerThroughForm,
  startPaypalCheckout,
} from '../support/commerce.ts';
import { expect, test } from '../support/fixtures.ts';
import { storeToken } from '../support/session.ts';

/**
 * Commerce (issue 9) through the local payment sandbox. These products are priced in USD, so
 * PayPal is the one method offered (decision 020); WeChat Pay and Alipay take CNY only and
 * have their journeys in commerce-cny.spec.ts.
 */
const PAID = demoProduct('Audio Mixer Pro', { free: false });
const PAID_TO_CANCEL = demoProduct('Git Shortcuts', { free: false });
const FREE = demoProduct('Docker Dashboard', { free: true });
const TO_REMOVE = demoProduct('Neon Line Icons', { free: false });

const stateLabel = en.orders.states;
const orderNoIn = (url: string) => new URL(url).searchParams.get('orderNo') ?? '';

test('a visitor buys with PayPal: cart → log in → merged cart → pay → success → download', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const productId = await productIdOf(request, PAID.name);

  // A visitor's cart lives in the browser.
  await page.goto(`/product?id=${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: PAID.name })).toBeVisible();
  await expect(cartBadge(page)).toHaveCount(0);
  await page.getByRole('button', { name: en.product.addToCart }).click();
  await expectToast(page, en.messages.addSuccessfully);
  await expect(cartBadge(page)).toHaveText('1');
  await expect(page.getByRole('link', { name: en.cart.viewCart })).toBeVisible();

  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name: PAID.name, exact: true })).toBeVisible();

  // Checking out asks for a login first; signing up comes back to /payment.
  await page.getByRole('button', { name: en.cart.logInToCheckout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: en.account.goTo.register }).click();
  await expect(page).toHaveURL(/\/register$/);
  await registerThroughForm(page, request);
  await expect(page).toHaveURL(/\/payment$/);
  // Spec §2: no cart icon on /payment.
  await expect(page.getByRole('heading', { level: 1, name: en.titles.payment })).toBeVisible();
  await expect(cartLink(page)).toHaveCount(0);

  // The browser cart was merged into the new account's server cart.
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: PAID.name, exact: true })).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');
  await page.getByRole('button', { name: en.cart.checkout, exact: true }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(cartLink(page)).toHaveCount(0);
  await expect(page.getByRole('region', { name: en.payment.summary })).toContainText(PAID.name);

  await startPaypalCheckout(page);
  await expect(page.getByText(paypalAmount(PAID.price), { exact: true })).toBeVisible();

  // Approving returns to /callBack, which completes the payment, then /success.
  const backOnCallback = page.waitForRequest(
    (r) => r.isNavigationRequest() && /\/callBack\?type=payment&orderNo=/.test(r.url()),
  );
  const completed = page.waitForResponse(
    (r) => /\/api\/orders\/[^/]+\/complete$/.test(r.url()) && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await backOnCallback;
  expect((await completed).ok()).toBe(true);
  await expect(page).toHaveURL(/\/success\?orderNo=/, { timeout: 15_000 });
  const orderNo = orderNoIn(page.url());
  expect(orderNo).not.toBe('');
  await expect(page.getByRole('heading', { name: en.success.paidTitle })).toBeVisible({
    timeout: 15_000,
  });
  const bought = page.getByRole('region', {
    name: en.success.bought_one.replace('{{count}}', '1'),
  });
  await expect(bought.getByRole('link', { name: PAID.name, exact: true })).toBeVisible();
  await expect(bought).toContainText(orderNo);
  await expect(bought).toContainText(stateLabel.paid);
  await expect(bought).toContainText(en.payment.methods.paypal);

  // Owned, with its order number, and downloadable.
  await page.getByRole('link', { name: en.success.toProducts }).click();
  await expect(page).toHaveURL(/\/products$/);
  const owned = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: orderNo });
  await expect(owned.getByRole('link', { name: PAID.name, exact: true })).toBeVisible();
  await expect(owned).toContainText(stateLabel.paid);
  await expect(owned).toContainText(en.payment.methods.paypal);
  const downloading = page.waitForEvent('download');
  await owned.getByRole('button', { name: en.owned.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/i);
  expect(await download.failure()).toBeNull();

  // Bought: the cart is empty again and the product page says so.
  await expect(cartBadge(page)).toHaveCount(0);
  await page.goto(`/product?id=${productId}`);
  await expect(page.getByText(en.cart.youOwnThis)).toBeVisible();
});

test('leaving PayPal without paying, then cancelling the waiting order', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token } = await createAccount(request);
  const productId = await productIdOf(request, PAID_TO_CANCEL.name);
  await addToServerCart(request, token, productId);
  await storeToken(page, token);

  await page.goto('/payment');
  await expect(page.getByRole('region', { name: en.payment.summary })).toContainText(
    PAID_TO_CANCEL.name,
  );
  await startPaypalCheckout(page);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();

  // Back on /payment with the order still waiting: pay it or cancel it.
  await expect(page).toHaveURL(/\/payment\?cancelled=1&orderNo=/);
  const orderNo = orderNoIn(page.url());
  const pending = page.getByRole('region', { name: en.payment.returnedTitle });
  await expect(pending).toContainText(orderNo);
  await expect(pending).toContainText(stateLabel.waiting);
  await expect(pending.getByRole('button', { name: en.orders.continuePayment })).toBeVisible();
  await pending.getByRole('button', { name: en.orders.cancel }).click();
  await pending.getByRole('button', { name: en.orders.cancelYes }).click();
  await expectToast(page, en.orders.cancelledToast);

  // The order history shows it cancelled, with nothing left to pay or cancel.
  await page.goto('/products?tab=orders');
  const order = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: orderNo });
  await expect(order).toContainText(stateLabel.cancelled);
  await expect(order.getByRole('button', { name: en.orders.cancel })).toHaveCount(0);
  await expect(order.getByRole('button', { name: en.orders.continuePayment })).toHaveCount(0);
  const answer = await request.get(`/api/orders/${encodeURIComponent(orderNo)}`, {
    headers: { authorization: token },
  });
  expect(((await answer.json()) as { data: { state: string } }).data.state).toBe('cancelled');

  // Not owned: the product is still to be bought.
  await page.goto('/products');
  await expect(page.getByText(en.empty.ownedEmpty)).toBeVisible();
});

test('a free product is granted at once, without payment', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { token } = await createAccount(request);
  const productId = await productIdOf(request, FREE.name);
  await storeToken(page, token);

  await page.goto(`/product?id=${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: FREE.name })).toBeVisible();
  await page.getByRole('button', { name: en.product.getFree }).click();
  await expect(page).toHaveURL(/\/success\?orderNo=/);
  const orderNo = orderNoIn(page.url());
  await expect(page.getByRole('heading', { name: en.success.freeTitle })).toBeVisible();
  const bought = page.getByRole('region', {
    name: en.success.bought_one.replace('{{count}}', '1'),
  });
  await expect(bought.getByRole('link', { name: FREE.name, exact: true })).toBeVisible();
  await expect(bought).toContainText(stateLabel.no_payment_required);

  await page.getByRole('link', { name: en.success.toProducts }).click();
  await expect(page).toHaveURL(/\/products$/);
  const owned = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: orderNo });
  await expect(owned.getByRole('link', { name: FREE.name, exact: true })).toBeVisible();
  await expect(owned).toContainText(stateLabel.no_payment_required);
  const downloading = page.waitForEvent('download');
  await owned.getByRole('button', { name: en.owned.download }).click();
  expect((await downloading).suggestedFilename()).toMatch(/\.zip$/i);
});

for (const who of ['visitor', 'user'] as const) {
  test(`a ${who} removes a product from the cart`, async ({ page, request }) => {
    const productId = await productIdOf(request, TO_REMOVE.name);
    if (who === 'user') await storeToken(page, (await createAccount(request)).token);

    await page.goto(`/product?id=${productId}`);
    await page.getByRole('button', { name: en.product.addToCart }).click();
    await expectToast(page, en.messages.addSuccessfully);
    await expect(cartBadge(page)).toHaveText('1');

    await cartLink(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    await page
      .getByRole('button', { name: en.cart.removeItem.replace('{{name}}', TO_REMOVE.name) })
      .click();
    await expectToast(page, en.messages.removeSuccessfully);
    await expect(page.getByText(en.empty.cartEmpty)).toBeVisible();
    await expect(cartBadge(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByText(en.empty.cartEmpty)).toBeVisible();
  });
}
