import { en } from '../../apps/web/src/locales/en.ts';
import { ko } from '../../apps/web/src/locales/ko.ts';
import { zh } from '../../apps/web/src/locales/zh.ts';
import { createAccount } from '../support/accounts.ts';
import { GUARDED_ROUTES, TITLED_ROUTES } from '../support/app-routes.ts';
import { expect, test } from '../support/fixtures.ts';
import { pushRoute, storeToken, useLanguage } from '../support/session.ts';

const LOCALES = { en, zh, ko } as const;

for (const [lang, messages] of Object.entries(LOCALES) as [keyof typeof LOCALES, typeof en][]) {
  test(`every route has the title "<name> | Space" in ${lang}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await useLanguage(page, lang);
    // Logged in, so the pages that need a session show themselves rather than the login page.
    await storeToken(page, (await createAccount(request)).token);
    for (const [path, key] of TITLED_ROUTES) {
      await page.goto(path);
      const name = (messages.titles as Record<string, string>)[key];
      await expect(page, path).toHaveTitle(`${name} | Space`);
    }
  });
}

test('/ and /StreamDock/home redirect to /home; unknown paths show not found', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/StreamDock/home');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveTitle(`${en.titles.notFound} | Space`);
  await expect(page.getByRole('heading', { name: en.notFound.title })).toBeVisible();
});

for (const path of GUARDED_ROUTES) {
  test(`${path} without a token goes to the login page of the brand`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await page.goto(`/home?client=VSD`);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto(path);
    await expect(page).toHaveURL(/\/login_VSD$/);
  });
}

test("a stored user's tenant decides the login page", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'userState',
      JSON.stringify({
        state: { userInfo: { tenantId: 10000001 }, productIds: [], remember: false, loginName: '' },
        version: 1,
      }),
    );
  });
  await page.goto('/personal');
  await expect(page).toHaveURL(/\/login_soomfon$/);
});

test('query parameters lang, software and client apply, then leave the URL by a replace', async ({
  page,
}) => {
  await page.goto('/home');
  await page.goto('/mKey?lang=zh&software=StreamDock&client=darkFlash&keep=1');
  await expect(page).toHaveURL(/\/mKey\?keep=1$/);
  await expect(page).toHaveTitle(`${zh.titles.mKey} | Space`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(
    page.getByRole('banner').getByRole('img', { name: 'darkFlash' }).first(),
  ).toBeVisible();
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('softwareStore')!).state,
  );
  expect(stored).toMatchObject({ software: 'StreamDock', client: 'darkFlash' });
  // The URL with the parameters was replaced, not kept in history.
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);

  // Only en, zh and ko are applied.
  await page.goto('/home?lang=fr');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.goto('/home?lang=ko');
  await expect(page).toHaveTitle(`${ko.titles.home} | Space`);
});

test('the cart icon shows on every route except payment', async ({ page, request }) => {
  await storeToken(page, (await createAccount(request)).token);
  const cart = page.getByRole('link', { name: en.nav.cart, exact: true });
  for (const path of ['/home', '/cart', '/search', '/success', '/wxQRcode', '/mRgb']) {
    await page.goto(path);
    await expect(cart, path).toBeVisible();
  }
  await page.goto('/payment');
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { name: en.titles.payment })).toBeVisible();
  await expect(cart).toHaveCount(0);
});

test('arriving at payment from the WeChat QR page goes to /products', async ({ page, request }) => {
  await storeToken(page, (await createAccount(request)).token);
  await page.goto('/payment');
  await expect(page.getByRole('heading', { name: en.titles.payment })).toBeVisible();
  await pushRoute(page, '/wxQRcode');
  await expect(page.getByRole('heading', { name: en.titles.wxQRcode })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page).toHaveTitle(`${en.titles.products} | Space`);
});

test('navigation shows the progress bar until done and scrolls to the top', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: en.home.popular })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(200);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: en.families.mRgb }).click();
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(page).toHaveURL(/\/mRgb$/);
  await expect(page.locator('#nprogress')).not.toBeAttached({ timeout: 5000 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('page views are reported to our analytics endpoint in batches', async ({ page }) => {
  // Counted over every batch: on a busy machine the 5 s flush timer may send the first view
  // on its own before the second page is reached.
  const batches: { status: number; accepted: number }[] = [];
  page.on('response', async (response) => {
    const request = response.request();
    if (!request.url().endsWith('/api/analytics/page-views') || request.method() !== 'POST') return;
    const body = (await response.json()) as { data: { accepted: number } };
    batches.push({ status: response.status(), accepted: body.data.accepted });
  });
  await page.goto('/home');
  await page.getByRole('banner').getByRole('link', { name: en.families.mKey }).first().click();
  await expect(page).toHaveURL(/\/mKey$/);
  // Leaving the page flushes the queue with sendBeacon.
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  // Both views reached the server, in at most two requests, and it stored both.
  await expect.poll(() => batches.reduce((sum, batch) => sum + batch.accepted, 0)).toBe(2);
  expect(batches.length).toBeLessThanOrEqual(2);
  expect(batches.every((batch) => batch.status === 200)).toBe(true);
});
