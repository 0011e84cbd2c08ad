import type { Page } from '@playwright/test';
import { en } from '../../apps/web/src/locales/en.ts';
import { DEMO_CREATORS, DEMO_PRODUCTS } from '../../apps/server/src/seed/demo-catalog.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';

const cards = (page: Page) => page.locator('main ul li a[href^="/product?id="]');
const names = (page: Page) => cards(page).getByRole('heading');

/** A demo creator with free and paid products, and one of their products to start from. */
const CREATOR = DEMO_CREATORS.find((c) => c.username === 'streamcraft')!;
const THEIR_PRODUCTS = DEMO_PRODUCTS.filter((p) => p.author === CREATOR.username);
const START = THEIR_PRODUCTS[0]!;
const PAID = THEIR_PRODUCTS.filter((p) => p.price > 0);

async function openCreatorFromProduct(page: Page): Promise<string> {
  await page.goto(`/search?q=${encodeURIComponent(START.name)}`);
  await cards(page).filter({ hasText: START.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: START.name })).toBeVisible();
  await page
    .getByRole('link', { name: en.common.by.replace('{{name}}', CREATOR.nickName), exact: true })
    .click();
  await expect(page).toHaveURL(/\/author\?id=\d+$/);
  return page.url();
}

test('the creator card of a product opens the author page with their products', async ({
  page,
}) => {
  await openCreatorFromProduct(page);
  await expect(page.getByRole('heading', { level: 1, name: CREATOR.nickName })).toBeVisible();
  await expect(page.getByText(CREATOR.note)).toBeVisible();
  await expect(page).toHaveTitle(`${CREATOR.nickName} | ${en.app.name}`);
  const stats = page.getByRole('definition');
  await expect(stats.first()).toHaveText(String(THEIR_PRODUCTS.length));
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: en.author.productsBy.replace('{{name}}', CREATOR.nickName),
    }),
  ).toBeVisible();
  await expect(cards(page)).toHaveCount(THEIR_PRODUCTS.length);
  expect((await names(page).allTextContents()).sort()).toEqual(
    THEIR_PRODUCTS.map((p) => p.name).sort(),
  );
  // On their own page the cards do not repeat "by <creator>" (issue 13).
  await expect(
    cards(page).filter({ hasText: en.common.by.replace('{{name}}', CREATOR.nickName) }),
  ).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('sort and the free/paid filter live in the URL, and a deep link restores them', async ({
  page,
}) => {
  const authorUrl = await openCreatorFromProduct(page);
  await page.getByRole('combobox', { name: en.list.sort }).selectOption('priceDesc');
  await expect(page).toHaveURL(/sort=priceDesc/);
  await page.getByRole('combobox', { name: en.list.price }).selectOption('paid');
  await expect(page).toHaveURL(/price=paid/);
  await expect(page).toHaveURL(/[?&]id=\d+/);
  await expect(cards(page)).toHaveCount(PAID.length);
  const shown = await names(page).allTextContents();
  const byPriceDesc = [...PAID].sort((a, b) => b.price - a.price).map((p) => p.price);
  expect(shown.map((name) => PAID.find((p) => p.name === name)!.price)).toEqual(byPriceDesc);

  const deepLink = page.url();
  await page.goto('/home');
  await page.goto(deepLink);
  await expect(page.getByRole('heading', { level: 1, name: CREATOR.nickName })).toBeVisible();
  await expect(page.getByRole('combobox', { name: en.list.sort })).toHaveValue('priceDesc');
  await expect(page.getByRole('combobox', { name: en.list.price })).toHaveValue('paid');
  await expect(names(page)).toHaveText(shown);

  // A page past the last one keeps the header and says so (spec §8 "No data").
  await page.goto(`${authorUrl}&sort=popular&page=2`);
  await expect(page.getByRole('combobox', { name: en.list.sort })).toHaveValue('popular');
  await expect(page.getByRole('heading', { name: en.messages.noData })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: CREATOR.nickName })).toBeVisible();
});

test('a failed product list says "Failed to load" and recovers on retry', async ({ page }) => {
  await openCreatorFromProduct(page);
  await expect(cards(page)).toHaveCount(THEIR_PRODUCTS.length);
  // A page load brings its first list with it (decision 060): the list the app asks for
  // itself, on a change of order, is the one that fails.
  await page.route('**/api/products?*', (route) => route.abort('connectionreset'));
  await page.getByRole('combobox', { name: en.list.sort }).selectOption('priceAsc');
  await expect(page.getByRole('heading', { name: en.messages.failedToLoad })).toBeVisible();
  await page.unroute('**/api/products?*');
  await page.getByRole('button', { name: en.common.retry }).click();
  await expect(cards(page)).toHaveCount(THEIR_PRODUCTS.length);
});

for (const search of ['?id=99999999', '?id=abc', '?id=0', '']) {
  test(`/author${search} shows that the creator does not exist`, async ({ page }) => {
    await page.goto(`/author${search}`);
    await expect(
      page.getByRole('heading', { level: 1, name: en.empty.authorMissing }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: en.common.backHome })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });
}
