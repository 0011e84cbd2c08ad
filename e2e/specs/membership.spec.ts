import type { APIRequestContext, Page } from '@playwright/test';
import { en } from '../../apps/web/src/locales/en.ts';
import { createAccount } from '../support/accounts.ts';
import {
  demoProduct,
  paypalAmount,
  productIdOf,
  startPaypalCheckout,
} from '../support/commerce.ts';
import { expect, test } from '../support/fixtures.ts';
import { storeToken } from '../support/session.ts';

/**
 * Memberships (issue 10; decision 023) through the same checkout and PayPal sandbox as
 * products: the default brand sells its plans in USD, so PayPal is the method.
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

/** The price of a plan the default brand sells, as its public plans API says. */
async function planPrice(request: APIRequestContext, duration: 'quarterly' | 'annual') {
  const response = await request.get('/api/memberships/plans');
  const body = (await response.json()) as {
    data: { plans: { tier: string; duration: string; priceMinor: number; currency: string }[] };
  };
  const plan = body.data.plans.find((p) => p.tier === 'ordinary' && p.duration === duration);
  expect(plan?.currency).toBe('USD');
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
  await expect(page).toHaveURL(/\/payment\?membership=ordinary&duration=quarterly$/);
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
  await expect(page).toHaveURL(/\/payment\?membership=ordinary&duration=annual$/);
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
