import { en } from '../../apps/web/src/locales/en.ts';
import { ko } from '../../apps/web/src/locales/ko.ts';
import { zh } from '../../apps/web/src/locales/zh.ts';
import { createAccount } from '../support/accounts.ts';
import { demoProduct, productIdOf } from '../support/commerce.ts';
import { expect, test } from '../support/fixtures.ts';
import { createRedeemCodes } from '../support/redeem.ts';
import { storeToken, useLanguage } from '../support/session.ts';

/**
 * Exchange codes on /coupon (spec §2, §5, §8; decision 024). An administrator of the default
 * brand makes the codes through the admin API; a new user redeems them in the browser.
 */
const PRODUCT = demoProduct('Neon Line Icons', { free: false });
const LOCALES = { en, zh, ko } as const;

test('a product code is redeemed on /coupon and the product is in /products', async ({
  page,
  request,
}) => {
  const productId = await productIdOf(request, PRODUCT.name);
  const [code] = await createRedeemCodes(request, { productIds: [productId] });
  await storeToken(page, (await createAccount(request)).token, 10000000);

  await page.goto('/coupon');
  await expect(page).toHaveTitle(`${en.titles.coupon} | Space`);
  await expect(page.getByRole('heading', { level: 1, name: en.titles.coupon })).toBeVisible();
  // Typed the way people type: lower case, spaces instead of dashes.
  const field = page.getByLabel(en.coupon.label);
  await field.fill(code!.toLowerCase().replaceAll('-', ' '));
  await expect(field).toHaveValue(code!.replaceAll('-', ' '));
  await page.getByRole('button', { name: en.coupon.redeem }).click();

  await expect(page.getByRole('heading', { name: en.messages.redeemSuccessful })).toBeVisible();
  const granted = page.getByRole('region', {
    name: en.coupon.granted_one.replace('{{count}}', '1'),
  });
  await expect(granted.getByRole('link', { name: PRODUCT.name })).toHaveAttribute(
    'href',
    `/product?id=${productId}`,
  );

  await page.getByRole('link', { name: en.coupon.toProducts }).click();
  await expect(page).toHaveURL(/\/products$/);
  const owned = page.getByRole('listitem').filter({ hasText: PRODUCT.name });
  await expect(owned.getByRole('link', { name: PRODUCT.name, exact: true })).toBeVisible();
  await expect(owned.getByText(en.coupon.sourceCode, { exact: true })).toBeVisible();
  await expect(owned.getByRole('button', { name: en.owned.download })).toBeVisible();
});

for (const [lang, messages] of Object.entries(LOCALES) as [keyof typeof LOCALES, typeof en][]) {
  test(`/coupon says the three messages of spec §8 in ${lang}`, async ({ page, request }) => {
    const [code] = await createRedeemCodes(request, {
      membershipTier: 'ordinary',
      membershipDays: 7,
    });
    await useLanguage(page, lang);
    await storeToken(page, (await createAccount(request)).token, 10000000);
    await page.goto('/coupon');
    await expect(page).toHaveTitle(`${messages.titles.coupon} | Space`);
    const field = page.getByLabel(messages.coupon.label);
    const redeem = page.getByRole('button', { name: messages.coupon.redeem });

    // Empty: refused by the page itself.
    await redeem.click();
    await expect(page.getByRole('alert')).toHaveText(messages.messages.couponEmpty);

    // Wrong: refused by the server, in the page's language.
    await field.fill('AAAA-BBBB-CCCC-DDDD');
    await redeem.click();
    await expect(page.getByRole('alert')).toHaveText(messages.messages.exchangeCodeError);

    await field.fill(code!);
    await redeem.click();
    await expect(
      page.getByRole('heading', { name: messages.messages.redeemSuccessful }),
    ).toBeVisible();
    await expect(
      page.getByText(
        messages.coupon.membershipDays_other
          .replace('{{count}}', '7')
          .replace('{{tier}}', messages.tiers.ordinary),
      ),
    ).toBeVisible();
  });
}
