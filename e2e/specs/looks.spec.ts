import type { Page } from '@playwright/test';
import { DEMO_CREATORS, DEMO_PRODUCTS } from '../../apps/server/src/seed/demo-catalog.ts';
import { en } from '../../apps/web/src/locales/en.ts';
import { zh } from '../../apps/web/src/locales/zh.ts';
import { cartBadge, cartLink, expectToast, productIdOf } from '../support/commerce.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';

const PHONE = { width: 390, height: 844 };
const menuButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: en.nav.menu });
const drawer = (page: Page) => page.getByRole('dialog', { name: en.nav.menu });

test.describe('the phone navigation drawer', () => {
  test.use({ viewport: PHONE });

  test('covers the whole viewport, and closes on a tap outside and on Escape', async ({ page }) => {
    await page.goto('/home');
    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    // Not clipped to the sticky header: the panel runs from the top to the bottom of the screen.
    const box = (await drawer(page).boundingBox())!;
    expect(box.y).toBeLessThanOrEqual(1);
    expect(Math.abs(box.height - PHONE.height)).toBeLessThanOrEqual(2);
    expect(box.width).toBeLessThan(PHONE.width);
    await expect(drawer(page).getByRole('link', { name: en.families.mPanel })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A tap on the dimmed page to the right of the panel closes it.
    await page.mouse.click(PHONE.width - 10, PHONE.height / 2);
    await expect(drawer(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/home$/);

    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toHaveCount(0);
    await expect(menuButton(page)).toBeFocused();
  });

  test('keeps Tab inside while open and takes a link to its page', async ({ page }) => {
    await page.goto('/home');
    await menuButton(page).click();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(
        true,
      );
    }
    await drawer(page).getByRole('link', { name: en.families.mKey }).click();
    await expect(page).toHaveURL(/\/mKey$/);
    await expect(drawer(page)).toHaveCount(0);
  });

  test('is not needed for the language: the switch stays in the header', async ({ page }) => {
    await page.goto('/home');
    await page
      .getByRole('banner')
      .getByRole('combobox', { name: en.nav.language })
      .selectOption('zh');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page).toHaveTitle(`${zh.titles.home} | ${zh.app.name}`);
    await expect(drawer(page)).toHaveCount(0);
  });
});

test.describe('lists on a phone', () => {
  test.use({ viewport: PHONE });

  test('keep their filters in a sheet, and say when the kinds row scrolls for more', async ({
    page,
  }) => {
    await page.goto('/StreamDock/plugins');
    const kinds = page.getByRole('navigation', { name: en.families.streamDock });
    await expect(kinds).toHaveAttribute('data-scroll-more', 'true');
    await expect(page.getByRole('combobox', { name: en.list.category })).toHaveCount(0);

    const filters = page.getByRole('button', { name: en.list.filters });
    await filters.click();
    const sheet = page.getByRole('dialog', { name: en.list.filters });
    await sheet.getByRole('combobox', { name: en.list.price }).selectOption('free');
    await sheet.getByRole('button', { name: en.list.showResults }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page).toHaveURL(/price=free/);
    await expect(filters).toContainText('1');
    await expect(page.getByRole('combobox', { name: en.list.sort })).toBeVisible();
  });
});

/** A demo product whose creator has others, so every section of the page has something. */
const CREATOR = DEMO_CREATORS.find((creator) => creator.username === 'streamcraft')!;
const PRODUCT = DEMO_PRODUCTS.find((product) => product.author === CREATOR.username)!;

test('the product page is titled with the product, with a breadcrumb and more to see', async ({
  page,
  request,
}) => {
  const id = await productIdOf(request, PRODUCT.name);
  await page.goto(`/product?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
  await expect(page).toHaveTitle(`${PRODUCT.name} | ${en.app.name}`);

  const crumbs = page.getByRole('navigation', { name: en.product.breadcrumb });
  await expect(crumbs.getByRole('link')).toHaveText([
    en.nav.home,
    en.families[PRODUCT.family as keyof typeof en.families],
    en.contentTypes[PRODUCT.types[0] as keyof typeof en.contentTypes],
  ]);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(PRODUCT.name);
  await expect(page.getByText(/^[\d,]+ downloads?$/)).toBeVisible();

  // Below the fold, loaded on the way down: the creator's other products, without "by them".
  const more = page.getByRole('region', {
    name: en.product.moreFrom.replace('{{name}}', CREATOR.nickName),
  });
  await more.scrollIntoViewIfNeeded();
  const moreCards = more.locator('a[href^="/product?id="]');
  await expect(moreCards.first()).toBeVisible();
  await expect(moreCards.filter({ hasText: PRODUCT.name })).toHaveCount(0);
  await expect(more.getByText(en.common.by.replace('{{name}}', CREATOR.nickName))).toHaveCount(0);
  const related = page.getByRole('region', { name: en.product.related });
  await related.scrollIntoViewIfNeeded();
  await expect(related.locator('a[href^="/product?id="]').first()).toBeVisible();
  await expect(related.getByText(en.common.by.replace('{{name}}', CREATOR.nickName))).toHaveCount(
    0,
  );
  await expectNoSeriousA11yViolations(page);

  // Another product from the row renames the page; leaving it gives the route's name back.
  const other = (await moreCards.first().getByRole('heading').textContent())!;
  await moreCards.first().click();
  await expect(page.getByRole('heading', { level: 1, name: other })).toBeVisible();
  await expect(page).toHaveTitle(`${other} | ${en.app.name}`);
  await crumbs.getByRole('link', { name: en.nav.home }).click();
  await expect(page).toHaveTitle(`${en.titles.home} | ${en.app.name}`);
});

test('counts read "1 item", never "1 items": the cart with one product, a search with one hit', async ({
  page,
  request,
}) => {
  const paid = DEMO_PRODUCTS.find((product) => product.price > 0 && !product.requires?.length)!;
  await page.goto(`/product?id=${await productIdOf(request, paid.name)}`);
  await page.getByRole('button', { name: en.product.addToCart }).click();
  await expectToast(page, en.messages.addSuccessfully);
  await expect(cartBadge(page)).toHaveText('1');
  await cartLink(page).click();
  await expect(page.getByRole('link', { name: paid.name, exact: true })).toBeVisible();
  await expect(page.getByText('1 item', { exact: true })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/\b1 items\b/);
  await expect(cartLink(page)).toHaveAccessibleDescription('1 item in cart');

  await page.goto(`/search?q=${encodeURIComponent(PRODUCT.name)}`);
  await expect(page.locator('main a[href^="/product?id="]').first()).toBeVisible();
  const count = page.getByText(/^\d+ items?$/);
  await expect(count).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/\b1 items\b/);
});
