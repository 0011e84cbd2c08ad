import { DEMO_PRODUCTS } from '../../apps/server/src/seed/demo-catalog.ts';
import { en } from '../../apps/web/src/locales/en.ts';
import { expectToast, productIdOf } from '../support/commerce.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';

/** A Stream Dock icon pack: its icons go on the keys, and the family has two dock models. */
const ICON_PACK = DEMO_PRODUCTS.find(
  (product) =>
    product.family === 'streamDock' &&
    product.types.includes('icon') &&
    /^[\x20-\x7e]+$/.test(product.name),
)!;

test('a product page shows the product on a virtual device, switches device and shares its link', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const id = await productIdOf(request, ICON_PACK.name);
  await page.goto(`/product?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: ICON_PACK.name })).toBeVisible();
  await expect(page).toHaveTitle(`${ICON_PACK.name} | ${en.app.name}`);

  // "See it on your device": drawn by its own chunk once scrolled near.
  const section = page.getByRole('region', { name: en.devicePreview.title });
  await section.scrollIntoViewIfNeeded();
  const device = section.getByRole('img', { name: new RegExp(`^${ICON_PACK.name} on a `) });
  await expect(device).toBeVisible();
  await expect(device).toHaveAttribute('data-device', 'dock15');
  // The pack's own icons on the keys, served by us.
  const keys = device.locator('[data-part="key-images"] image');
  await expect(keys).toHaveCount(15);
  const firstKey = await keys.first().getAttribute('href');
  expect((await request.get(firstKey!)).ok()).toBe(true);

  const switcher = section.getByRole('group', { name: en.devicePreview.chooseDevice });
  const dials = switcher.getByRole('button', { name: /keys and dials/ });
  await dials.click();
  await expect(dials).toHaveAttribute('aria-pressed', 'true');
  await expect(device).toHaveAttribute('data-device', 'dockDials');
  await expect(device.locator('[data-part="dials"] > g')).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);

  // Share: no share sheet in this browser, so the link goes to the clipboard.
  await page.getByRole('button', { name: en.product.share }).click();
  await expectToast(page, en.product.linkCopied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/product?id=${id}`,
  );
});
