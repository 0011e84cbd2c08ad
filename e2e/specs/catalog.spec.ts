import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CONTENT_TYPES, DEVICE_FAMILIES } from '../../packages/contracts/src/catalog.ts';
import { en } from '../../apps/web/src/locales/en.ts';
import { DEMO_PRODUCTS } from '../../apps/server/src/seed/demo-catalog.ts';
import { createAccount } from '../support/accounts.ts';
import { shownName } from '../support/commerce.ts';
import { expect, test } from '../support/fixtures.ts';
import { storeToken } from '../support/session.ts';

const slugOf = (code: string) => CONTENT_TYPES.find((t) => t.code === code)!.slug;
const cards = (page: Page) => page.locator('main ul li a[href^="/product?id="]');

test('every device family and content list shows products', async ({ page }) => {
  test.setTimeout(90_000);
  for (const family of DEVICE_FAMILIES) {
    await page.goto(family.path);
    await expect(
      page.getByRole('heading', { level: 1, name: en.families[family.code] }),
    ).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    for (const type of family.contentTypes) {
      await page.goto(`${family.path}/${slugOf(type)}`);
      await expect(
        page.getByRole('heading', { level: 1, name: en.contentTypes[type] }),
      ).toBeVisible();
      await expect(cards(page).first(), `${family.path}/${slugOf(type)}`).toBeVisible();
    }
  }
});

test('filters and sort live in the URL, and a deep link restores the view', async ({ page }) => {
  await page.goto('/StreamDock/plugins');
  await page.getByRole('combobox', { name: en.list.sort }).selectOption('priceDesc');
  await expect(page).toHaveURL(/sort=priceDesc/);
  await page.getByRole('combobox', { name: en.list.price }).selectOption('paid');
  await expect(page).toHaveURL(/price=paid/);
  // The previous results stay on screen, marked busy, until the filtered ones arrive.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(cards(page).first()).toBeVisible();
  const names = await cards(page).getByRole('heading').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  await expect(cards(page).getByText(en.common.free, { exact: true })).toHaveCount(0);

  const url = page.url();
  await page.goto('/home');
  await page.goto(url);
  await expect(page.getByRole('combobox', { name: en.list.sort })).toHaveValue('priceDesc');
  await expect(page.getByRole('combobox', { name: en.list.price })).toHaveValue('paid');
  await expect(cards(page).getByRole('heading')).toHaveText(names);
});

test('a product page shows its details, gallery and preview', async ({ page }) => {
  await page.goto('/mKey');
  const first = cards(page).first();
  const name = (await first.getByRole('heading').textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/product\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: en.product.versionHistory })).toBeVisible();
  await expect(
    page.getByRole('list', { name: en.product.tierPrices }).getByRole('listitem'),
  ).toHaveCount(4);

  const thumbs = page.getByRole('list', { name: en.product.gallery }).getByRole('button');
  await thumbs.nth(1).click();
  await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: en.product.preview }).click();
  const dialog = page.getByRole('dialog', { name: en.product.preview });
  await expect(dialog).toBeVisible();
  const count = await thumbs.count();
  await page.keyboard.press('ArrowRight');
  // From the second image, ArrowRight shows the third, or wraps to the first.
  await expect(dialog.getByRole('img')).toHaveAttribute(
    'alt',
    `${name}, image ${((1 + 1) % count) + 1} of ${count}`,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('a product page lists its front plugins and links through to them', async ({
  page,
  browser,
  baseURL,
}) => {
  // Four page loads and two accessibility scans.
  test.setTimeout(90_000);
  // One with two front plugins, the first of which lists it among the few that need it.
  const requirers = (name: string) => DEMO_PRODUCTS.filter((p) => p.requires?.includes(name));
  const demo = DEMO_PRODUCTS.find(
    (product) =>
      (product.requires?.length ?? 0) >= 2 && requirers(product.requires![0]!).length <= 4,
  )!;
  const [first, second] = demo.requires!.map(shownName);
  const name = shownName(demo.name);
  const family = DEVICE_FAMILIES.find((f) => f.code === demo.family)!;
  await page.goto(`${family.path}/${slugOf(demo.types[0]!)}`);
  await cards(page).filter({ hasText: name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const requires = page.getByRole('list', { name: en.prerequisites.title });
  await expect(requires.getByRole('link')).toHaveCount(demo.requires!.length);
  await expect(requires.getByRole('listitem').nth(0)).toContainText(first!);
  await expect(requires.getByRole('listitem').nth(1)).toContainText(second!);
  await expect(page.getByText(en.prerequisites.unavailable_one)).toHaveCount(0);

  await requires.getByRole('link', { name: new RegExp(first!) }).click();
  await expect(page).toHaveURL(/\/product\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  // The front plugin needs nothing itself, and names the products that need it.
  await expect(page.getByRole('list', { name: en.prerequisites.title })).toHaveCount(0);
  await expect(
    page.getByRole('list', { name: en.prerequisites.requiredBy }).getByRole('link', {
      name: new RegExp(name),
    }),
  ).toBeVisible();

  // Both sections pass axe (only they: the rest of the page has its own checks).
  const requiredUrl = page.url();
  await page.goBack();
  const context = await browser.newContext({ baseURL });
  const fresh = await context.newPage();
  for (const [url, section] of [
    [page.url(), 'prerequisites-title'],
    [requiredUrl, 'required-by-title'],
  ]) {
    await fresh.goto(url!);
    await fresh.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page: fresh })
      .include(`section[aria-labelledby="${section}"]`)
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  }
  await context.close();
});

test('a logged-in user likes and unlikes a product, and sees it in the like history', async ({
  page,
  request,
}) => {
  await storeToken(page, (await createAccount(request)).token);
  await page.goto('/product?id=3');
  const like = page.getByRole('button', { name: en.product.like });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  const before = Number(await page.getByTestId('like-count').textContent());
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('like-count')).toHaveText(String(before + 1));
  await page.reload();
  await expect(page.getByRole('button', { name: en.product.like })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/thumbUp');
  await expect(cards(page)).toHaveCount(1);
  await cards(page).first().click();
  await page.getByRole('button', { name: en.product.like }).click();
  await expect(page.getByTestId('like-count')).toHaveText(String(before));
  await page.goto('/thumbUp');
  await expect(page.getByText(en.empty.likesEmpty)).toBeVisible();
});

for (const [query, expected] of [
  ['Spotifi Now Playing', 'Spotify Now Playing'],
  ['Audio Mixr Pro', 'Audio Mixer Pro'],
  // Written in Chinese and Korean; the English page shows their English names (decision 035).
  ['水墨', shownName('水墨图标集')],
  ['아이콘', shownName('미니멀 아이콘 팩')],
] as const) {
  test(`search "${query}" finds ${expected} first`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/home');
    const box = page.getByRole('combobox', { name: en.nav.search });
    await box.fill(query);
    await box.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`/search\\?q=${encodeURIComponent(query).replace(/%20/g, '(%20|\\+)')}`),
    );
    await expect(cards(page).first().getByRole('heading')).toHaveText(expected);
  });
}

test('a search that finds nothing offers a way onward: clear filters, kinds to search, popular items', async ({
  page,
}) => {
  await page.goto('/search?q=zzqxv&category=finance');
  await expect(page.getByText(en.messages.noData)).toBeVisible();
  await page.getByRole('button', { name: en.searchEmpty.clearFilters }).click();
  await expect(page).toHaveURL(/\/search\?q=zzqxv$/);
  await expect(page.getByRole('button', { name: en.searchEmpty.clearFilters })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: en.searchEmpty.popular })).toBeVisible();
  await expect(cards(page)).toHaveCount(4);
  await page.getByRole('link', { name: en.contentTypes.icon, exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=Icons$/);
  await expect(cards(page).first()).toBeVisible();
});
