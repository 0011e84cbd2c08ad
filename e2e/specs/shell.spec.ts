import { en } from '../../apps/web/src/locales/en.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';

for (const [host, brand] of [
  ['darkflash.space.test', 'darkFlash'],
  ['ajazz.space.test', 'AJAZZ'],
  ['vsdcraft.space.test', 'VSDCraft'],
] as const) {
  test(`the host ${host} sets the client brand ${brand}`, async ({ page, baseURL }) => {
    const port = new URL(baseURL!).port;
    await page.goto(`http://${host}:${port}/home`);
    await expect(page.getByRole('banner').getByRole('img', { name: brand }).first()).toBeVisible();
  });
}

test('theme switch changes background video, logo and tutorial icon', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/home');
  const video = page.getByTestId('hero-video');
  const logo = page.getByRole('banner').getByRole('img', { name: 'Space' }).first();
  const tutorial = page.getByRole('link', { name: en.nav.tutorials }).locator('img');
  await expect(video).toHaveAttribute('src', '/media/hero-light.webm');
  const lightLogo = await logo.getAttribute('src');
  const lightTutorial = await tutorial.getAttribute('src');

  await page.getByRole('button', { name: en.nav.switchToDark }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(video).toHaveAttribute('src', '/media/hero-dark.webm');
  expect(await logo.getAttribute('src')).not.toBe(lightLogo);
  expect(await tutorial.getAttribute('src')).not.toBe(lightTutorial);
  expect(await page.evaluate(() => localStorage.getItem('themePreference'))).toBe('dark');

  // The default brand's logo also follows the language.
  const darkLogo = await logo.getAttribute('src');
  await page.getByRole('combobox', { name: en.nav.language }).selectOption('zh');
  await expect(logo).not.toHaveAttribute('src', darkLogo!);
});

test('visitors see "Not logged in" and a login link', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/home');
  await expect(page.getByText(en.nav.notLoggedIn)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: en.nav.logIn })).toHaveAttribute(
    'href',
    '/login',
  );
});

test('a new build is detected by the update check and reloads on confirmation', async ({
  page,
}) => {
  test.setTimeout(40_000);
  await page.goto('/home');
  await page.route('**/', async (route) => {
    if (route.request().resourceType() !== 'fetch') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(/index-[\w-]+\.js/, 'index-NEWBUILD1.js');
    await route.fulfill({ response, body: html });
  });
  const dialog = page.waitForEvent('dialog', { timeout: 20_000 });
  const reloaded = page.waitForEvent('load', { timeout: 25_000 });
  const shown = await dialog;
  expect(shown.message()).toBe(en.update.newVersion);
  await shown.accept();
  await reloaded;
});

test('a failed update check is only logged', async ({ page }) => {
  test.setTimeout(40_000);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  let dialogs = 0;
  page.on('dialog', () => void (dialogs += 1));
  await page.goto('/home');
  await page.route('**/', (route) =>
    route.request().resourceType() === 'fetch' ? route.abort('failed') : route.fallback(),
  );
  await expect
    .poll(() => warnings.some((w) => w.includes('version check failed')), { timeout: 20_000 })
    .toBe(true);
  expect(dialogs).toBe(0);
  await expect(page.getByRole('heading', { name: en.home.heroTitle })).toBeVisible();
});

test('/redirect offers a download when no app handles the link', async ({ page }) => {
  await page.goto('/redirect?plugin=42');
  await expect(page.getByText(en.redirect.opening)).toBeVisible();
  await expect(page.getByRole('link', { name: en.redirect.download })).toBeVisible({
    timeout: 5000,
  });
});

test('AJAZZ has no reset page of its own: its link goes to /resetPwd', async ({ page }) => {
  await page.goto('/login_AJAZZ');
  await expect(page.getByTestId('brand-logo')).toHaveAttribute('alt', 'AJAZZ');
  await page.getByRole('link', { name: en.account.goTo.resetPwd }).click();
  await expect(page).toHaveURL(/\/resetPwd$/);
  await page.goto('/resetPwd_AJAZZ');
  await expect(page).toHaveTitle(`${en.titles.notFound} | Space`);
});

for (const path of ['/home', '/login', '/search?q=icons']) {
  test(`axe finds no serious accessibility problem on ${path}`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
}
