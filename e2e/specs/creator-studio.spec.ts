import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { VALIDATION_MESSAGES } from '../../packages/contracts/src/validation-messages.ts';
import { en } from '../../apps/web/src/locales/en.ts';
import { createAccount, E2E_CAPTCHA } from '../support/accounts.ts';
import { pngOf } from '../support/articles.ts';
import { E2E_ADMIN } from '../support/e2e-admin.ts';
import { expect, test } from '../support/fixtures.ts';
import { pluginZip } from '../support/plugin-zip.ts';
import { storeToken } from '../support/session.ts';

/**
 * The creator studio (issue 11; decisions 028, 029): a creator uploads a plugin with a real
 * zip and images, a moderator approves it, it is in the catalogue and search; a new version is
 * approved and its owner sees the notice on /products; a rejection shows its reason and the
 * record is uploaded again; a delisted product needs a new review to come back.
 */
const S = en.studio;
const R = en.review;

let clients = 0;
/** A browser of its own for another person (its own address, so limits count per person). */
async function personPage(browser: Browser, baseURL: string, token: string): Promise<Page> {
  clients += 1;
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `198.19.7.${clients}` },
  });
  const page = await context.newPage();
  await storeToken(page, token);
  return page;
}

/** A demo account's session, logged in through the API with the test graphic code. */
async function login(request: APIRequestContext, account: string, password: string) {
  const captcha = await request.get('/api/auth/captcha');
  const { captchaId } = ((await captcha.json()) as { data: { captchaId: string } }).data;
  const response = await request.post('/api/auth/login', {
    data: { tenantId: 10000000, account, password, captchaId, captcha: E2E_CAPTCHA },
  });
  const body = (await response.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(200);
  return body.data.token;
}

/** Opens a step of the studio (decision 077) by its button in the progress list. */
async function step(page: Page, name: keyof typeof en.studioGuide.steps) {
  await page
    .getByRole('navigation', { name: en.studioGuide.stepsLabel })
    .getByRole('button', { name: en.studioGuide.steps[name] })
    .click();
}

/** Picks a file through a button that opens the file chooser. */
async function choose(page: Page, button: string, name: string, buffer: Buffer, mimeType: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button, exact: true }).click();
  await (await chooser).setFiles({ name, mimeType, buffer });
}

async function cropAndUpload(page: Page, width: number, height: number, button: string) {
  await choose(page, button, 'shot.png', await pngOf(page, width, height), 'image/png');
  const dialog = page.getByRole('dialog');
  const saved = page.waitForResponse((r) => /\/api\/uploads\/\d+\/(images|avatar)$/.test(r.url()));
  await dialog.getByRole('button', { name: S.useImage }).click();
  expect((await saved).ok()).toBe(true);
}

async function uploadZip(page: Page, version: string) {
  const zip = await pluginZip({ version });
  // The field reads the record again once the last chunk is in.
  const done = page.waitForResponse(
    (r) => /\/api\/uploads\/\d+$/.test(r.url()) && r.request().method() === 'GET',
  );
  await choose(page, S.choosePackage, 'clock_plugin.zip', zip, 'application/zip');
  expect((await done).ok()).toBe(true);
  await expect(page.getByText('clock_plugin.zip').first()).toBeVisible();
}

async function submit(page: Page) {
  const submitted = page.waitForResponse((r) => r.url().endsWith('/submit'));
  await page.getByRole('button', { name: S.submit }).click();
  expect((await submitted).ok()).toBe(true);
  await expect(page.getByRole('tab', { name: S.tabRecords, selected: true })).toBeVisible();
}

/** The moderator opens the newest matching item of the queue and approves or rejects it. */
async function review(page: Page, name: string, verdict: 'approve' | { reason: string }) {
  await page.goto('/review');
  await page
    .getByRole('listitem')
    .filter({ hasText: name })
    .last()
    .getByRole('button', { name: R.open })
    .click();
  await expect(page.getByRole('heading', { name: R.package })).toBeVisible();
  if (verdict === 'approve') {
    const approved = page.waitForResponse((r) => r.url().endsWith('/approve'));
    await page.getByRole('button', { name: R.approve }).click();
    expect((await approved).ok()).toBe(true);
  } else {
    await page.getByLabel(R.reason, { exact: true }).fill(verdict.reason);
    const rejected = page.waitForResponse((r) => r.url().endsWith('/reject'));
    await page.getByRole('button', { name: R.reject, exact: true }).click();
    expect((await rejected).ok()).toBe(true);
  }
}

/** From the records tab, the record in `state` of this product: its card. */
function recordCard(page: Page, name: string, state: keyof typeof S.states) {
  // The badge says the state exactly; the history below it names earlier states too.
  return page
    .getByRole('article')
    .filter({ hasText: name })
    .filter({ has: page.getByText(S.states[state], { exact: true }) });
}

/** A new version from the records list: version, notes and its own package, then submit. */
async function newVersion(page: Page, name: string, version: string, notes: string) {
  await page.goto('/contentUpload?tab=records&state=succeeded');
  await recordCard(page, name, 'succeeded')
    .first()
    .getByRole('button', { name: S.newVersion })
    .click();
  await expect(page.getByLabel(S.name, { exact: true })).toHaveValue(name);
  await page.getByLabel(S.version, { exact: true }).fill(version);
  await page.getByLabel(S.newVersionInfo, { exact: true }).fill(notes);
  await step(page, 'package');
  await uploadZip(page, version);
  await submit(page);
}

test('a creator publishes a plugin and its versions through review', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const name = `Studio Clock ${Date.now().toString(36)}`;
  const creator = await createAccount(request);
  await storeToken(page, creator.token);

  // Opt in, start, fill every field, submit.
  await page.goto('/contentUpload');
  await page.getByRole('button', { name: S.optIn }).click();
  await page.getByRole('button', { name: S.start }).click();
  await page.getByLabel(S.deviceFamily, { exact: true }).selectOption('streamDock');
  await page.getByLabel(S.category, { exact: true }).selectOption('utilities');
  await page.getByLabel(en.contentTypes.plugin, { exact: true }).check();
  await page.getByLabel(S.name, { exact: true }).fill(name);
  await page.getByLabel(S.version, { exact: true }).fill('1.0.0');
  await page.getByLabel(S.size, { exact: true }).fill('1.5');
  await page.getByLabel(S.overview, { exact: true }).fill('Shows the time on a key.');
  await page.getByLabel(S.newVersionInfo, { exact: true }).fill('First release.');
  await step(page, 'media');
  await cropAndUpload(page, 320, 320, S.choose);
  await cropAndUpload(page, 1200, 800, S.addImage);
  await step(page, 'package');
  await uploadZip(page, '1.0.0');
  await expect(page.getByText(S.systemsFilled)).toBeVisible();
  await page.getByLabel(S.devices, { exact: true }).fill('StreamDock 293');
  await page.getByRole('button', { name: S.add, exact: true }).click();
  await page.getByRole('button', { name: S.addLink }).click();
  await page.getByLabel(S.linkLabel.replace('{{n}}', '1'), { exact: true }).fill('Docs');
  await page
    .getByLabel(S.linkUrl.replace('{{n}}', '1'), { exact: true })
    .fill('https://example.com/docs');
  await submit(page);
  await expect(recordCard(page, name, 'submitted')).toBeVisible();

  // The moderator approves: the plugin is in its list and found by search.
  const moderator = await personPage(
    browser,
    baseURL!,
    await login(request, E2E_ADMIN.email, E2E_ADMIN.password),
  );
  await review(moderator, name, 'approve');
  await page.goto('/StreamDock/plugins');
  await expect(page.getByText(name).first()).toBeVisible();
  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  await expect(page.getByText(name).first()).toBeVisible();
  const found = await request.get(`/api/products?q=${encodeURIComponent(name)}`);
  const [product] = ((await found.json()) as { data: { list: { id: number }[] } }).data.list;
  await page.goto(`/product?id=${product!.id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const productUrl = page.url();

  // An owner gets it; version 1.0.1 is approved; the owner sees the notice with its changelog.
  const owner = await personPage(browser, baseURL!, (await createAccount(request)).token);
  await owner.goto(productUrl);
  await owner.getByRole('button', { name: en.product.getFree }).click();
  await expect(owner).toHaveURL(/\/success/);
  await newVersion(page, name, '1.0.1', 'Dark mode and a faster clock.');
  await review(moderator, name, 'approve');
  await owner.goto('/products');
  const notice = owner.getByRole('region', { name: en.productUpdates.label });
  await expect(notice.getByText(`${name}: version 1.0.1 is available`)).toBeVisible();
  await expect(notice.getByText('Dark mode and a faster clock.')).toBeVisible();
  // The product page keeps the history, each version with its changelog.
  await notice.getByRole('link', { name: en.productUpdates.open }).click();
  const history = owner.getByRole('heading', { name: en.product.versionHistory });
  await expect(history).toBeVisible();
  await expect(owner.getByText('Dark mode and a faster clock.')).toBeVisible();
  await expect(owner.getByText('First release.')).toBeVisible();

  // Rejected: the creator sees why, re-uploads, and it is in review again.
  await newVersion(page, name, '1.0.2', 'Widgets.');
  await review(moderator, name, { reason: 'The screenshots show another product.' });
  await page.goto('/contentUpload?tab=records&state=failed');
  const failed = recordCard(page, name, 'failed');
  const why = S.reason.replace('{{reason}}', 'The screenshots show another product.');
  await expect(failed.getByText(why)).toBeVisible();
  await failed.getByRole('button', { name: S.reupload }).click();
  await submit(page);
  await expect(recordCard(page, name, 'submitted')).toBeVisible();

  // Delisted: out of the catalogue; re-uploading puts it in review, not back on sale.
  await page.goto('/contentUpload?tab=records&state=succeeded');
  const live = recordCard(page, name, 'succeeded').first();
  await live.getByRole('button', { name: S.delist }).click();
  await live.getByRole('button', { name: S.confirm }).click();
  await page.goto('/contentUpload?tab=records&state=delisted');
  const delisted = recordCard(page, name, 'delisted').first();
  await delisted.getByRole('button', { name: S.reupload }).click();
  await submit(page);
  expect((await request.get(`/api/products/${product!.id}`)).status()).toBe(404);
  await page.goto('/contentUpload?tab=records&state=submitted');
  await expect(recordCard(page, name, 'submitted')).toHaveCount(2);
});

test('an incomplete upload is named field by field next to the submit button', async ({
  page,
  request,
}) => {
  const creator = await createAccount(request);
  await storeToken(page, creator.token);
  await page.goto('/contentUpload');
  await page.getByRole('button', { name: S.optIn }).click();
  await page.getByRole('button', { name: S.start }).click();
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await page.getByLabel(S.name, { exact: true }).fill('Half a Clock');
  await page.getByRole('button', { name: S.submit }).click();

  // The summary sits by the button, has the focus, and names each missing field.
  const summary = page.getByRole('region', { name: /fields need your attention/ });
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  const required = VALIDATION_MESSAGES.required.en;
  for (const label of [S.deviceFamily, S.devices, S.links, S.systems, S.avatar, S.sectionPackage]) {
    await expect(summary.getByRole('link', { name: `${label}: ${required}` })).toBeVisible();
  }
  await expect(summary.getByRole('link', { name: new RegExp(`^${S.name}:`) })).toHaveCount(0);

  // A link opens the field's step and puts the focus in the field.
  await summary.getByRole('link', { name: `${S.devices}: ${required}` }).click();
  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await expect(page.getByPlaceholder(S.devicesPlaceholder)).toBeFocused();
  await summary.getByRole('link', { name: `${S.avatar}: ${required}` }).click();
  await expect(page.getByText('Step 3 of 5')).toBeVisible();
  await expect(
    page.getByText(
      `${en.studioGuide.minSize.replace('{{width}}', '256').replace('{{height}}', '256')}`,
    ),
  ).toBeVisible();
});
