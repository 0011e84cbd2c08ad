import { en } from '../../apps/web/src/locales/en.ts';
import {
  createAccount,
  E2E_CAPTCHA,
  latestMailId,
  readCode,
  sendCodeFromForm,
  storedToken,
} from '../support/accounts.ts';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { pngOf } from '../support/articles.ts';
import { storeToken } from '../support/session.ts';

const PASSWORD = 'Secret123';
const NEW_PASSWORD = 'Better456!';

const BRANDS = [
  { brand: null, suffix: '', tenantId: 10000000, logo: 'Space', reset: '/resetPwd' },
  {
    brand: 'soomfon',
    suffix: '_soomfon',
    tenantId: 10000001,
    logo: 'soomfon',
    reset: '/resetPwd_soomfon',
  },
  { brand: 'VSD', suffix: '_VSD', tenantId: 10000002, logo: 'VSDCraft', reset: '/resetPwd_VSD' },
  {
    brand: 'gClickcr',
    suffix: '_gClickcr',
    tenantId: 10000003,
    logo: 'gClickcr',
    reset: '/resetPwd_gClickcr',
  },
  { brand: 'AJAZZ', suffix: '_AJAZZ', tenantId: 10000004, logo: 'AJAZZ', reset: '/resetPwd' },
  {
    brand: 'darkFlash',
    suffix: '_darkFlash',
    tenantId: 10000005,
    logo: 'darkFlash',
    reset: '/resetPwd_darkFlash',
  },
] as const;

async function logIn(page: Page, account: string, password: string) {
  await page.getByLabel(en.account.account).fill(account);
  await page.getByLabel(en.account.password, { exact: true }).fill(password);
  // The graphic code is fetched when the form opens; answer it once it is there.
  await expect(page.getByRole('img', { name: en.account.captchaImage })).toBeVisible();
  await page.getByLabel(en.account.captcha, { exact: true }).fill(E2E_CAPTCHA);
  await page.getByRole('button', { name: en.account.submit.login }).click();
}

async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { expanded: false }).last().click();
  await page.getByRole('menuitem', { name: en.nav.logOut }).click();
}

for (const { brand, suffix, tenantId, logo, reset } of BRANDS) {
  test(`register → log out → log in → reset → log in on the ${brand ?? 'default'} pages`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const email = `e2e-${brand ?? 'default'}-${Date.now()}@example.com`.toLowerCase();

    await page.goto(`/register${suffix}`);
    await expect(page.getByTestId('brand-logo')).toHaveAttribute('alt', logo);
    await page.getByLabel(en.account.emailOrPhone).fill(email);
    await sendCodeFromForm(page);
    await expect(page.getByText(en.messages.codeSent).last()).toBeVisible();
    await page.getByLabel(en.account.code).fill(await readCode(request, email));
    await page.getByLabel(en.account.nickName).fill('E2E Tester');
    await page.getByLabel(en.account.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(en.account.confirmPassword).fill(PASSWORD);
    await page.getByRole('button', { name: en.account.submit.register }).click();
    await expect(page.getByText(en.messages.loginSuccessful).last()).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);

    // The user landed in the brand's tenant.
    const me = await request.get('/api/users/me', {
      headers: { authorization: await storedToken(page) },
    });
    expect((await me.json()).data).toMatchObject({ tenantId, email, nickName: 'E2E Tester' });

    await logOut(page);
    await expect(page).toHaveURL(new RegExp(`/login${suffix}$`));
    await logIn(page, email, PASSWORD);
    await expect(page.getByText(en.messages.loginSuccessful).last()).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);

    await logOut(page);
    await page.getByRole('link', { name: en.account.goTo.resetPwd }).click();
    await expect(page).toHaveURL(new RegExp(`${reset}$`));
    const before = await latestMailId(request, email);
    await page.getByLabel(en.account.emailOrPhone).fill(email);
    await sendCodeFromForm(page);
    await page.getByLabel(en.account.code).fill(await readCode(request, email, before));
    await page.getByLabel(en.account.newPassword).fill(NEW_PASSWORD);
    await page.getByLabel(en.account.confirmPassword).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: en.account.submit.reset }).click();
    await expect(page.getByText(en.account.passwordReset)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/login${suffix}$`));

    await logIn(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toContainText('Incorrect account or password');
    await logIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
  });
}

test('after the session is revoked, logging in again returns to the page the user was on', async ({
  page,
  request,
}) => {
  const email = `e2e-revoke-${Date.now()}@example.com`;
  await page.goto('/register');
  await page.getByLabel(en.account.emailOrPhone).fill(email);
  await sendCodeFromForm(page);
  await page.getByLabel(en.account.code).fill(await readCode(request, email));
  await page.getByLabel(en.account.nickName).fill('Revoked');
  await page.getByLabel(en.account.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(en.account.confirmPassword).fill(PASSWORD);
  await page.getByRole('button', { name: en.account.submit.register }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/secure');
  await expect(page.getByRole('heading', { name: en.security.sessions })).toBeVisible();
  const revoked = await request.post('/api/auth/logout-all', {
    headers: { authorization: await storedToken(page) },
  });
  expect(revoked.ok()).toBe(true);

  // The next call answers body code 401: token gone, route remembered, login page.
  await page.goto('/userInfo?from=e2e');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('tokenData'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('historyRoute'))).toBe(
    '/userInfo?from=e2e',
  );
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/userInfo\?from=e2e$/);
  await expect(page.getByRole('heading', { name: en.titles.userInfo })).toBeVisible();
});

test('WeChat login through the local sandbox provider', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: en.account.wechat }).click();
  await expect(page).toHaveURL(/\/wxlogin$/);
  await page.getByRole('link', { name: en.account.wechatContinue }).click();
  await expect(page).toHaveURL(/\/api\/sandbox\/wechat\/authorize/);
  await page.locator('form button[type="submit"]').first().click();
  await expect(page.getByText(en.messages.loginSuccessful).last()).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('tokenData'))).toContain('tokenValue');
});

test('binding WeChat on the security page, seeing it bound, unbinding it', async ({
  page,
  request,
}) => {
  const { token } = await createAccount(request);
  await storeToken(page, token);
  await page.goto('/secure');
  const section = page.getByRole('region', { name: en.security.wechat });
  await expect(section.getByText(en.security.wechatNotBound)).toBeVisible();

  await section.getByRole('button', { name: en.security.wechatBind }).click();
  await expect(page).toHaveURL(/\/api\/sandbox\/wechat\/authorize/);
  await page.getByLabel(/nickname/i).fill(`E2E Binder ${Date.now()}`);
  await page.getByLabel(/nickname/i).press('Enter');
  await expect(page.getByText(en.security.wechatBoundToast).last()).toBeVisible();
  await expect(page).toHaveURL(/\/secure$/);
  await expect(section.getByText(en.security.wechatBound, { exact: true })).toBeVisible();

  // Unbinding asks first; cancelling keeps the binding.
  await section.getByRole('button', { name: en.security.wechatUnbind }).click();
  await expect(section.getByText(en.security.wechatConfirmUnbind)).toBeVisible();
  await section.getByRole('button', { name: en.common.cancel }).click();
  await expect(section.getByText(en.security.wechatBound, { exact: true })).toBeVisible();
  await section.getByRole('button', { name: en.security.wechatUnbind }).click();
  await section.getByRole('button', { name: en.security.wechatConfirm }).click();
  await expect(page.getByText(en.security.wechatUnbound).last()).toBeVisible();
  await expect(section.getByText(en.security.wechatNotBound)).toBeVisible();
  await page.reload();
  await expect(section.getByText(en.security.wechatNotBound)).toBeVisible();
  await expect(section.getByRole('button', { name: en.security.wechatBind })).toBeVisible();
});

test('WeChat cannot be unbound from an account it is the only way into', async ({ page }) => {
  await page.goto('/wxlogin');
  await page.getByRole('link', { name: en.account.wechatContinue }).click();
  await page.getByLabel(/nickname/i).fill(`E2E Only ${Date.now()}`);
  await page.getByLabel(/nickname/i).press('Enter');
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/secure');
  const section = page.getByRole('region', { name: en.security.wechat });
  await expect(section.getByText(en.security.wechatBound, { exact: true })).toBeVisible();
  await section.getByRole('button', { name: en.security.wechatUnbind }).click();
  await section.getByRole('button', { name: en.security.wechatConfirm }).click();
  await expect(section.getByRole('alert')).toHaveText(en.security.wechatOnlyWayIn);
  await expect(section.getByText(en.security.wechatBound, { exact: true })).toBeVisible();
});

test('a new avatar is cropped to a square, uploaded and shown', async ({ page, request }) => {
  await storeToken(page, (await createAccount(request)).token);
  await page.goto('/userInfo');
  await expect(page.getByRole('img', { name: en.profile.avatar })).toHaveCount(0);

  await page.getByLabel(en.profile.changeAvatar).setInputFiles({
    name: 'portrait.png',
    mimeType: 'image/png',
    buffer: await pngOf(page, 900, 600),
  });
  const dialog = page.getByRole('dialog', { name: en.profile.cropAvatar });
  await dialog.getByLabel(en.profile.zoom).press('ArrowRight');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/users/me/avatar'));
  await dialog.getByRole('button', { name: en.common.save }).click();
  expect((await saved).ok()).toBe(true);
  await expect(dialog).toHaveCount(0);

  const avatar = page.getByRole('img', { name: en.profile.avatar });
  await expect(avatar).toBeVisible();
  // The server keeps the square the cropper drew (re-encoded 256×256).
  expect(
    await avatar.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
  ).toEqual([256, 256]);
});
