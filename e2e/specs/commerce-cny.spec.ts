import { en } from '../../apps/web/src/locales/en.ts';
import { createAccount } from '../support/accounts.ts';
import {
  addToServerCart,
  cartLink,
  demoProduct,
  productIdOf,
  startCheckout,
} from '../support/commerce.ts';
import { expect, test } from '../support/fixtures.ts';
import { storeToken } from '../support/session.ts';

/**
 * WeChat Pay and Alipay through the local sandbox (issue 9). They take CNY only (decision
 * 020), so these journeys buy the studio's products priced in yuan; PayPal is then the
 * method that is disabled.
 */
const BY_WECHAT = demoProduct('水墨图标集', { free: false, currency: 'CNY' });
const BY_ALIPAY = demoProduct('赛博朋克数字键帽', { free: false, currency: 'CNY' });

const stateLabel = en.orders.states;
const orderNoIn = (url: string) => new URL(url).searchParams.get('orderNo') ?? '';
const yuan = (minor: number) => `¥${(minor / 100).toFixed(2)}`;

test('WeChat Pay: the QR page moves on by itself once the code is paid', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await createAccount(request);
  await addToServerCart(request, token, await productIdOf(request, BY_WECHAT.name));
  await storeToken(page, token);

  await page.goto('/payment');
  await expect(page.getByRole('region', { name: en.payment.summary })).toContainText(
    BY_WECHAT.name,
  );
  await startCheckout(page, 'wechat', ['paypal']);
  const orderNo = orderNoIn(page.url());
  expect(orderNo).not.toBe('');
  await expect(
    page.getByRole('img', { name: en.wxpay.qrLabel.replace('{{orderNo}}', orderNo) }),
  ).toBeVisible();
  await expect(page.getByText(en.wxpay.waiting)).toBeVisible();

  // "Scanning" the code: the sandbox's page for the code_url, in another tab, as a phone would.
  const codeUrl = await page.getByRole('link', { name: en.wxpay.openSandbox }).getAttribute('href');
  expect(codeUrl).toMatch(/\/api\/sandbox\/pay\/wechat\/scan\?pr=/);
  const phone = await page.context().newPage();
  await phone.goto(codeUrl!);
  await expect(phone.getByText(yuan(BY_WECHAT.price), { exact: true })).toBeVisible();
  await phone.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(phone.getByRole('heading', { name: 'Paid' })).toBeVisible();
  await phone.close();

  // The QR page polls its order and goes to /success without a click.
  await expect(page).toHaveURL(/\/success\?orderNo=/, { timeout: 20_000 });
  expect(orderNoIn(page.url())).toBe(orderNo);
  const bought = page.getByRole('region', {
    name: en.success.bought_one.replace('{{count}}', '1'),
  });
  await expect(bought.getByRole('link', { name: BY_WECHAT.name, exact: true })).toBeVisible();
  await expect(bought).toContainText(stateLabel.paid);
  await expect(bought).toContainText(en.payment.methods.wechat);

  await page.getByRole('link', { name: en.success.toProducts }).click();
  const owned = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: orderNo });
  await expect(owned.getByRole('link', { name: BY_WECHAT.name, exact: true })).toBeVisible();
  await expect(owned).toContainText(en.payment.methods.wechat);
  const downloading = page.waitForEvent('download');
  await owned.getByRole('button', { name: en.owned.download }).click();
  expect((await downloading).suggestedFilename()).toMatch(/\.zip$/i);
});

test('WeChat Pay: going back from the QR page to /payment lands on /products', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token } = await createAccount(request);
  await addToServerCart(request, token, await productIdOf(request, BY_WECHAT.name));
  await storeToken(page, token);

  await page.goto('/payment');
  await startCheckout(page, 'wechat', ['paypal']);
  const orderNo = orderNoIn(page.url());
  await expect(page.getByText(en.wxpay.waiting)).toBeVisible();

  // Spec §2: arriving at /payment from /wxQRcode goes to /products.
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: en.titles.products })).toBeVisible();

  // The order is still there to pay or cancel; cancelling it closes the QR code too.
  await page.goto(`/wxQRcode?orderNo=${encodeURIComponent(orderNo)}`);
  await page.getByRole('button', { name: en.orders.cancel }).click();
  await page.getByRole('button', { name: en.orders.cancelYes }).click();
  await expect(page.getByText(en.orders.ended.cancelled)).toBeVisible();
  await page.goto('/products?tab=orders');
  const order = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: orderNo });
  await expect(order).toContainText(stateLabel.cancelled);
});

test('Alipay: cashier page → pay → back on /callBack → success → owned', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await createAccount(request);
  await addToServerCart(request, token, await productIdOf(request, BY_ALIPAY.name));
  await storeToken(page, token);

  await page.goto('/cart');
  await expect(page.getByRole('link', { name: BY_ALIPAY.name, exact: true })).toBeVisible();
  await page.getByRole('button', { name: en.cart.checkout, exact: true }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(cartLink(page)).toHaveCount(0);
  await startCheckout(page, 'alipay', ['paypal']);
  await expect(page.getByText(yuan(BY_ALIPAY.price), { exact: true })).toBeVisible();

  // Paying notifies the server (signed, verified) and returns the buyer with signed parameters.
  const completed = page.waitForResponse(
    (r) => /\/api\/orders\/[^/]+\/complete$/.test(r.url()) && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/callBack\?|\/success\?orderNo=/);
  expect((await completed).ok()).toBe(true);
  await expect(page).toHaveURL(/\/success\?orderNo=/, { timeout: 15_000 });
  const orderNo = orderNoIn(page.url());
  const bought = page.getByRole('region', {
    name: en.success.bought_one.replace('{{count}}', '1'),
  });
  await expect(bought.getByRole('link', { name: BY_ALIPAY.name, exact: true })).toBeVisible();
  await expect(bought).toContainText(stateLabel.paid);
  await expect(bought).toContainText(en.payment.methods.alipay);

  await page.getByRole('link', { name: en.success.toProducts }).click();
  const owned = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: orderNo });
  await expect(owned.getByRole('link', { name: BY_ALIPAY.name, exact: true })).toBeVisible();
  await expect(owned).toContainText(stateLabel.paid);
  await expect(owned).toContainText(en.payment.methods.alipay);
});
