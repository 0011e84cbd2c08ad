import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { en } from '../../apps/web/src/locales/en.ts';
import { pickTranslation } from '../../packages/contracts/src/locales.ts';
import { DEMO_PRODUCTS, type DemoProduct } from '../../apps/server/src/seed/demo-catalog.ts';
import { readCode, sendCodeFromForm } from './accounts.ts';

export const PASSWORD = 'Secret123';

/**
 * A demo product's name as an English reader sees it (decision 035): the specs browse in
 * English, and a product written in Chinese or Korean has an English name too.
 */
export function shownName(written: string): string {
  const demo = DEMO_PRODUCTS.find((product) => product.name === written);
  return demo ? pickTranslation(demo.name, demo.nameTranslations, 'en') : written;
}

/**
 * A demo product by its name as written, checked against what a test relies on (price, no
 * front plugins); its `name` is the one the English pages show.
 */
export function demoProduct(
  name: string,
  expected: { free: boolean; currency?: 'USD' | 'CNY' },
): DemoProduct {
  const found = DEMO_PRODUCTS.find((product) => product.name === name);
  if (!found) throw new Error(`no demo product named ${name}`);
  const demo = { ...found, name: shownName(name) };
  expect(demo.price === 0, `${name} is ${expected.free ? 'free' : 'paid'}`).toBe(expected.free);
  expect(demo.currency ?? 'USD', `${name}'s currency`).toBe(expected.currency ?? 'USD');
  expect(demo.requires ?? [], `${name} needs no front plugins`).toEqual([]);
  return demo;
}

/** The id the server gave a demo product (ids depend on the seed's order, so ask). */
export async function productIdOf(request: APIRequestContext, written: string): Promise<number> {
  const name = shownName(written);
  const response = await request.get(
    `/api/products?q=${encodeURIComponent(name)}&pageSize=50&sort=newest`,
  );
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { list: { id: number; name: string }[] } };
  const match = body.data.list.find((product) => product.name === name);
  if (!match) throw new Error(`the catalogue has no product named ${name}`);
  return match.id;
}

/** Puts a product in a logged-in user's server cart. */
export async function addToServerCart(
  request: APIRequestContext,
  token: string,
  productId: number,
): Promise<void> {
  const response = await request.put(`/api/cart/items/${productId}`, {
    headers: { authorization: token },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The header's cart link (absent on /payment, spec §2) and its count badge. */
export const cartLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: en.nav.cart, exact: true });
export const cartBadge = (page: Page) => page.getByTestId('cart-count');

/** A spec §8 message in the toaster. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).last()).toBeVisible();
}

/** Signs up on the open /register page with a fresh email (code from the dev mailbox). */
export async function registerThroughForm(page: Page, request: APIRequestContext): Promise<string> {
  const email = `e2e-shop-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.getByLabel(en.account.emailOrPhone).fill(email);
  await sendCodeFromForm(page);
  await page.getByLabel(en.account.code).fill(await readCode(request, email));
  await page.getByLabel(en.account.nickName).fill('E2E Shopper');
  await page.getByLabel(en.account.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(en.account.confirmPassword).fill(PASSWORD);
  await page.getByRole('button', { name: en.account.submit.register }).click();
  await expect(page.getByText(en.messages.loginSuccessful).last()).toBeVisible();
  return email;
}

/** "4.99 USD", as PayPal's page shows an amount in minor units. */
export const paypalAmount = (minor: number, currency = 'USD') =>
  `${(minor / 100).toFixed(2)} ${currency}`;

/** The sandbox pages standing in for each provider (apps/server/src/modules/payments/). */
export const SANDBOX_PAGES = {
  paypal: /\/api\/sandbox\/pay\/paypal\/checkoutnow\?token=/,
  alipay: /\/api\/sandbox\/pay\/alipay\/gateway\.do\?/,
  wechat: /\/wxQRcode\?orderNo=/,
} as const;

type Method = keyof typeof SANDBOX_PAGES;

/**
 * On /payment: `method` chosen and paid for; the others are disabled when the order's currency
 * is not theirs (decision 020: WeChat Pay and Alipay take CNY, PayPal USD). Ends on the
 * provider's page (WeChat: our QR page).
 */
export async function startCheckout(page: Page, method: Method, disabled: Method[]): Promise<void> {
  const methods = page.getByRole('group', { name: en.payment.chooseMethod });
  const radioName = new RegExp(en.payment.methods[method]);
  const radio = methods.getByRole('radio', { name: radioName });
  await expect(radio).toBeEnabled();
  // The radio itself is visually hidden; its card (the label) is what a buyer clicks.
  await methods
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: radioName }) })
    .click();
  await expect(radio).toBeChecked();
  for (const other of disabled) {
    await expect(
      methods.getByRole('radio', { name: new RegExp(en.payment.methods[other]) }),
    ).toBeDisabled();
  }
  await page
    .getByRole('button', {
      name: en.payment.payWith.replace('{{method}}', en.payment.methods[method]),
    })
    .click();
  await expect(page).toHaveURL(SANDBOX_PAGES[method], { timeout: 20_000 });
}

/** On /payment: PayPal chosen (the only method a USD order has, decision 020), then pay. */
export const startPaypalCheckout = (page: Page) =>
  startCheckout(page, 'paypal', ['wechat', 'alipay']);
