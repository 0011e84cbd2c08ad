import type { APIRequestContext, Page } from '@playwright/test';
import { en } from '../../apps/web/src/locales/en.ts';
import { zh } from '../../apps/web/src/locales/zh.ts';
import { createAccount } from '../support/accounts.ts';
import {
  demoProduct,
  paypalAmount,
  productIdOf,
  SANDBOX_PAGES,
  startCheckout,
} from '../support/commerce.ts';
import { expect, test } from '../support/fixtures.ts';
import { storeToken, useLanguage } from '../support/session.ts';

/**
 * Memberships (issue 10; decision 023) through the same checkout and payment sandboxes as
 * products. Every brand prices its plans in USD and CNY (decision 076): PayPal pays the USD
 * price, WeChat Pay and Alipay the CNY one, and the buyer's method picks the currency.
 */
const PRODUCT = demoProduct('Audio Mixer Pro', { free: false });

/** `at` plus calendar months in UTC, as the server's ledger adds them (ledger.ts addMonths). */
function addMonths(at: Date, months: number): Date {
  const result = new Date(at.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const last = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0));
  result.setUTCDate(Math.min(day, last.getUTCDate()));
  return result;
}

/** The price of a plan the default brand sells in `currency`, as its public plans API says. */
async function planPrice(
  request: APIRequestContext,
  duration: 'quarterly' | 'annual',
  tier: 'ordinary' | 'premium' | 'svip' = 'ordinary',
  currency: 'USD' | 'CNY' = 'USD',
) {
  const response = await request.get('/api/memberships/plans');
  const body = (await response.json()) as {
    data: {
      currencies: string[];
      plans: { tier: string; duration: string; priceMinor: number; currency: string }[];
    };
  };
  expect(body.data.currencies).toEqual(['USD', 'CNY']);
  const plan = body.data.plans.find(
    (p) => p.tier === tier && p.duration === duration && p.currency === currency,
  );
  expect(plan).toBeDefined();
  return plan!.priceMinor;
}

async function membershipOf(request: APIRequestContext, token: string) {
  const response = await request.get('/api/users/me/membership', {
    headers: { authorization: token },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    data: { tier: string; membership: { tier: string; expiresAt: string } | null };
  };
  return body.data;
}

/** A date as the page shows it (en, the browser's own time zone). */
function shownDate(page: Page, iso: string): Promise<string> {
  return page.evaluate(
    (value) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(value)),
    iso,
  );
}

/** On the PayPal sandbox's page: pay, come back through /callBack, land on /success. */
async function approveOnPaypal(page: Page, amountMinor: number): Promise<void> {
  await expect(page.getByText(paypalAmount(amountMinor), { exact: true })).toBeVisible();
  const completed = page.waitForResponse(
    (r) => /\/api\/orders\/[^/]+\/complete$/.test(r.url()) && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  expect((await completed).ok()).toBe(true);
  await expect(page).toHaveURL(/\/success\?orderNo=/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: en.membership.successTitle })).toBeVisible({
    timeout: 15_000,
  });
}

const price = (minor: number) => `$${(minor / 100).toFixed(2)}`;
const yuan = (minor: number) => `¥${(minor / 100).toFixed(2)}`;

/** PayPal for a plan: the USD price; WeChat Pay and Alipay stay offered, for the CNY one. */
const startPaypalCheckout = (page: Page) => startCheckout(page, 'paypal', []);

test('buy a quarterly ordinary membership, see the member price, renew for a year from the old expiry', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { token } = await createAccount(request);
  const productId = await productIdOf(request, PRODUCT.name);
  const detail = (await (await request.get(`/api/products/${productId}`)).json()) as {
    data: { prices: { general: number; ordinary: number } };
  };
  const memberPrice = detail.data.prices.ordinary;
  expect(memberPrice).toBeLessThan(detail.data.prices.general);
  const quarterly = await planPrice(request, 'quarterly');
  const annual = await planPrice(request, 'annual');
  await storeToken(page, token);

  // A general user pays the general price.
  await page.goto(`/product?id=${productId}`);
  const tierPrices = page.getByRole('list', { name: en.product.tierPrices });
  await expect(tierPrices.locator('[aria-current="true"]')).toContainText(en.tiers.general);

  // /buyMember: three tiers side by side, quarterly by default.
  await page.goto('/buyMember');
  await expect(page.getByTestId('membership-line')).toContainText(en.membership.generalUser);
  for (const tier of ['ordinary', 'premium', 'svip'] as const) {
    await expect(page.getByRole('region', { name: en.tiers[tier] })).toBeVisible();
  }
  const ordinary = page.getByRole('region', { name: en.tiers.ordinary });
  await expect(ordinary).toContainText(price(quarterly));
  await ordinary
    .getByRole('link', { name: en.membership.buy.replace('{{tier}}', en.tiers.ordinary) })
    .click();

  // The same /payment page and PayPal sandbox as products.
  await expect(page).toHaveURL(/\/payment\?membership=ordinary&duration=quarterly&currency=USD$/);
  await expect(page.getByRole('region', { name: en.payment.summary })).toContainText(
    en.tiers.ordinary,
  );
  await startPaypalCheckout(page);
  await approveOnPaypal(page, quarterly);

  const first = await membershipOf(request, token);
  expect(first).toMatchObject({ tier: 'ordinary', membership: { tier: 'ordinary' } });
  const oldExpiry = first.membership!.expiresAt;

  // The product page now shows the member price for the ordinary tier.
  await page.goto(`/product?id=${productId}`);
  const current = tierPrices.locator('[aria-current="true"]');
  await expect(current).toContainText(en.tiers.ordinary);
  await expect(current).toContainText(price(memberPrice));
  await expect(page.getByText(en.product.yourPrice).locator('xpath=..')).toContainText(
    price(memberPrice),
  );

  // /memberRecharge: renew for a year; the server previews the new expiry from the old one.
  await page.goto('/memberRecharge');
  await expect(page.getByTestId('membership-expiry')).toHaveText(await shownDate(page, oldExpiry));
  await page.getByRole('button', { name: new RegExp(en.membership.durations.annual) }).click();
  const renewed = addMonths(new Date(oldExpiry), 12).toISOString();
  const preview = page.getByRole('complementary', { name: en.membership.preview });
  await expect(preview.getByTestId('new-expiry')).toHaveText(await shownDate(page, renewed));
  await preview.getByRole('link', { name: en.membership.continue }).click();
  await expect(page).toHaveURL(/\/payment\?membership=ordinary&duration=annual&currency=USD$/);
  await startPaypalCheckout(page);
  await approveOnPaypal(page, annual);

  // Extended from the old expiry, not from today.
  const second = await membershipOf(request, token);
  expect(second.membership).toMatchObject({ tier: 'ordinary', expiresAt: renewed });
  await page.goto('/memberRecharge');
  await expect(page.getByTestId('membership-expiry')).toHaveText(await shownDate(page, renewed));

  // Both orders are in the history, as memberships.
  await page.goto('/products?tab=orders');
  const orders = page.getByRole('tabpanel').getByRole('listitem');
  await expect(
    orders
      .filter({ hasText: en.membership.durations.annual })
      .filter({ hasText: en.tiers.ordinary }),
  ).not.toHaveCount(0);
});

test('WeChat Pay sells a membership: the plans in yuan, the QR code paid on the sandbox, the member tier granted', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await createAccount(request);
  const cny = await planPrice(request, 'quarterly', 'premium', 'CNY');
  const usd = await planPrice(request, 'quarterly', 'premium', 'USD');
  await storeToken(page, token);

  // An English reader sees dollars first, and switches the plans to yuan.
  await page.goto('/buyMember');
  const premium = page.getByRole('region', { name: en.tiers.premium });
  await expect(premium).toContainText(price(usd));
  const currencies = page.getByRole('group', { name: en.membership.currency });
  await currencies.getByRole('button', { name: 'CNY', exact: true }).click();
  await expect(premium).toContainText(yuan(cny));
  await expect(premium).toContainText(en.payment.methods.wechat);
  await premium
    .getByRole('link', { name: en.membership.buy.replace('{{tier}}', en.tiers.premium) })
    .click();
  await expect(page).toHaveURL(/\/payment\?membership=premium&duration=quarterly&currency=CNY$/);
  const summary = page.getByRole('region', { name: en.payment.summary });
  await expect(summary).toContainText(yuan(cny));

  // No "Not available for USD": every method is offered, and PayPal would switch to dollars.
  const methods = page.getByRole('group', { name: en.payment.chooseMethod });
  await expect(methods).not.toContainText(en.payment.methodUnavailable.split(' {{')[0]!);
  await startCheckout(page, 'wechat', []);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  await expect(
    page.getByRole('img', { name: en.wxpay.qrLabel.replace('{{orderNo}}', orderNo) }),
  ).toBeVisible();

  // "Scanning" the code on the sandbox's page, as a phone would; the QR page moves on by itself.
  const codeUrl = await page.getByRole('link', { name: en.wxpay.openSandbox }).getAttribute('href');
  const phone = await page.context().newPage();
  await phone.goto(codeUrl!);
  await expect(phone.getByText(yuan(cny), { exact: true })).toBeVisible();
  await phone.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(phone.getByRole('heading', { name: 'Paid' })).toBeVisible();
  await phone.close();
  await expect(page).toHaveURL(/\/success\?orderNo=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: en.membership.successTitle })).toBeVisible({
    timeout: 15_000,
  });

  expect(await membershipOf(request, token)).toMatchObject({
    tier: 'premium',
    membership: { tier: 'premium' },
  });
  await page.goto('/products?tab=orders');
  const order = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: orderNo });
  await expect(order).toContainText(en.payment.methods.wechat);
  await expect(order).toContainText(en.tiers.premium);
});

test('Alipay sells a membership to a Chinese reader: yuan first, the cashier paid, back through /callBack', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await createAccount(request);
  const cny = await planPrice(request, 'annual', 'svip', 'CNY');
  await useLanguage(page, 'zh');
  await storeToken(page, token);

  // A Chinese reader sees the plans in yuan without asking.
  await page.goto('/buyMember');
  const currencies = page.getByRole('group', { name: zh.membership.currency });
  await expect(currencies.getByRole('button', { name: 'CNY', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page
    .getByRole('button', { name: new RegExp(zh.membership.durations.annual) })
    .first()
    .click();
  const svip = page.getByRole('region', { name: zh.tiers.svip });
  await expect(svip).toContainText(yuan(cny));
  await svip
    .getByRole('link', { name: zh.membership.buy.replace('{{tier}}', zh.tiers.svip) })
    .click();
  await expect(page).toHaveURL(/\/payment\?membership=svip&duration=annual&currency=CNY$/);

  // Alipay chosen (WeChat Pay is the first of the yuan methods), then the sandbox cashier.
  const methods = page.getByRole('group', { name: zh.payment.chooseMethod });
  const alipayName = new RegExp(zh.payment.methods.alipay);
  const alipay = methods.getByRole('radio', { name: alipayName });
  await methods
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: alipayName }) })
    .click();
  await expect(alipay).toBeChecked();
  await expect(page.getByRole('region', { name: zh.payment.summary })).toContainText(yuan(cny));
  await page
    .getByRole('button', {
      name: zh.payment.payWith.replace('{{method}}', zh.payment.methods.alipay),
    })
    .click();
  await expect(page).toHaveURL(SANDBOX_PAGES.alipay, { timeout: 20_000 });
  await expect(page.getByText(yuan(cny), { exact: true })).toBeVisible();
  const completed = page.waitForResponse(
    (r) => /\/api\/orders\/[^/]+\/complete$/.test(r.url()) && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  expect((await completed).ok()).toBe(true);
  await expect(page).toHaveURL(/\/success\?orderNo=/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: zh.membership.successTitle })).toBeVisible({
    timeout: 15_000,
  });
  expect(await membershipOf(request, token)).toMatchObject({
    tier: 'svip',
    membership: { tier: 'svip' },
  });
});
