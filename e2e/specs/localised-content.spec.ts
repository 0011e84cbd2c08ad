import type { Page } from '@playwright/test';
import type { Locale } from '../../packages/contracts/src/locales.ts';
import { DEMO_PRODUCTS } from '../../apps/server/src/seed/demo-catalog.ts';
import { en } from '../../apps/web/src/locales/en.ts';
import { ko } from '../../apps/web/src/locales/ko.ts';
import { zh } from '../../apps/web/src/locales/zh.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';

/**
 * Catalogue content in the reader's language (issue 13, decision 035): product names in the
 * carousel, on the shelves and in search results follow the interface language.
 */
const cards = (page: Page) => page.locator('main ul li a[href^="/product?id="]');

const FEATURED = DEMO_PRODUCTS.filter((product) => product.featuredRank).sort(
  (a, b) => a.featuredRank! - b.featuredRank!,
);
/**
 * Demo products' names in the other languages, where they differ from this one's: none may
 * show. (Products other browser tests publish, named in one language, may share the shelves.)
 */
const namesNotIn = (locale: Locale) =>
  new Set(
    DEMO_PRODUCTS.flatMap((product) =>
      Object.values(product.nameTranslations).filter(
        (name) => name !== product.nameTranslations[locale],
      ),
    ),
  );
const NEON = DEMO_PRODUCTS.find((product) => product.name === 'Neon Line Icons')!;

for (const [locale, strings, htmlLang] of [
  ['zh', zh, 'zh-CN'],
  ['ko', ko, 'ko'],
] as const) {
  test(`with ${locale} chosen, /home and search show ${locale} product names`, async ({ page }) => {
    await page.goto(`/home?lang=${locale}`);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
    const carousel = page.getByRole('region', { name: strings.home.featured });
    await expect(carousel.getByRole('heading', { level: 2 }).first()).toHaveText(
      FEATURED[0]!.nameTranslations[locale]!,
    );
    await expect(page.getByRole('heading', { level: 2, name: strings.home.newest })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    const shown = await cards(page).getByRole('heading').allTextContents();
    expect(shown.length).toBeGreaterThanOrEqual(16);
    const foreign = namesNotIn(locale);
    expect(shown.filter((name) => foreign.has(name))).toEqual([]);
    // Most of the page is the demo catalogue, named in this language.
    const names = new Set(DEMO_PRODUCTS.map((product) => product.nameTranslations[locale]!));
    expect(shown.filter((name) => names.has(name)).length).toBeGreaterThanOrEqual(12);
    // No product twice on the page (the carousel included).
    const slides = await carousel.getByRole('heading', { level: 2 }).allTextContents();
    const all = [...slides, ...shown];
    expect(new Set(all).size).toBe(all.length);

    // Searching by the name in this language finds the product, named in it.
    const name = NEON.nameTranslations[locale]!;
    const box = page.getByRole('combobox', { name: strings.nav.search });
    await box.fill(name);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(cards(page).first().getByRole('heading')).toHaveText(name);
  });
}

test('the featured carousel turns by its buttons, dots and keys, and pauses', async ({ page }) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/home');
  const carousel = page.getByRole('region', { name: en.home.featured });
  const current = carousel.locator('[role="group"]:not([aria-hidden])');
  await expect(current.getByRole('heading')).toHaveText(FEATURED[0]!.nameTranslations.en!);
  // Reduced motion: it does not turn by itself, and offers to.
  await expect(carousel.getByRole('button', { name: en.home.carousel.play })).toBeVisible();

  await carousel.getByRole('button', { name: en.home.carousel.next }).click();
  await expect(current.getByRole('heading')).toHaveText(FEATURED[1]!.nameTranslations.en!);
  await page.keyboard.press('ArrowRight');
  await expect(current.getByRole('heading')).toHaveText(FEATURED[2]!.nameTranslations.en!);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(current.getByRole('heading')).toHaveText(FEATURED[0]!.nameTranslations.en!);
  await carousel.getByRole('button', { name: en.home.carousel.previous }).click();
  await expect(current.getByRole('heading')).toHaveText(FEATURED.at(-1)!.nameTranslations.en!);

  const last = FEATURED[3]!.nameTranslations.en!;
  const dot = carousel.getByRole('button', {
    name: en.home.carousel.goTo.replace('{{name}}', last),
  });
  await dot.click();
  await expect(dot).toHaveAttribute('aria-current', 'true');
  await current.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: last })).toBeVisible();

  await page.goBack();
  await expectNoSeriousA11yViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the carousel turns with a swipe', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/home');
    const carousel = page.getByRole('region', { name: en.home.featured });
    const current = carousel.locator('[role="group"]:not([aria-hidden])');
    await expect(current.getByRole('heading')).toHaveText(FEATURED[0]!.nameTranslations.en!);
    const box = (await carousel.boundingBox())!;
    const y = box.y + box.height / 3;
    await carousel.dispatchEvent('pointerdown', {
      pointerType: 'touch',
      clientX: box.x + box.width * 0.8,
      clientY: y,
    });
    await carousel.dispatchEvent('pointerup', {
      pointerType: 'touch',
      clientX: box.x + box.width * 0.2,
      clientY: y,
    });
    await expect(current.getByRole('heading')).toHaveText(FEATURED[1]!.nameTranslations.en!);
  });
});
