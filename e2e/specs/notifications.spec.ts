import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { en } from '../../apps/web/src/locales/en.ts';
import { ko } from '../../apps/web/src/locales/ko.ts';
import { zh } from '../../apps/web/src/locales/zh.ts';
import { createAccount } from '../support/accounts.ts';
import { adminToken, submitUpload } from '../support/admin.ts';
import { callApi } from '../support/articles.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
import { storeToken, useLanguage } from '../support/session.ts';

/** A fresh member with a recognisable nickname. */
async function member(request: APIRequestContext, prefix: string) {
  const nickName = `${prefix}${Math.random().toString(36).slice(2, 8)}`;
  const { token } = await createAccount(request, { nickName });
  const me = await request.get('/api/users/me', { headers: { authorization: token } });
  const { id } = ((await me.json()) as { data: { id: number } }).data;
  return { token, nickName, id };
}

async function loggedInPage(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await storeToken(page, token);
  return page;
}

const bell = (page: Page) => page.getByRole('button', { name: en.nav.notifications });

test('a friend request shows on the bell; accepting it shows on the sender’s', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ann = await member(request, 'Ann');
  const bob = await member(request, 'Bob');
  const annPage = await loggedInPage(browser, ann.token);
  await annPage.goto('/home');
  await expect(bell(annPage)).toBeVisible();
  await expect(annPage.getByTestId('notification-count')).toHaveCount(0);

  // Bob asks; Ann's bell shows 1 when her page next asks (on focus, or the 30 s poll: reload).
  const sent = await request.post('/api/users/me/friend-requests', {
    headers: { authorization: bob.token },
    data: { userId: ann.id },
  });
  expect(sent.ok()).toBe(true);
  await annPage.reload();
  await expect(annPage.getByTestId('notification-count')).toHaveText('1', { timeout: 15_000 });

  // Ann opens it from the panel: it leads to her friend requests, where she accepts.
  await bell(annPage).click();
  const panel = annPage.getByRole('dialog', { name: en.notifications.panel });
  await expectNoSeriousA11yViolations(annPage);
  await panel
    .getByText(en.notifications.kinds.friendRequest.replace('{{actor}}', bob.nickName))
    .click();
  await expect(annPage).toHaveURL(/\/friend/);
  await expect(annPage.getByTestId('notification-count')).toHaveCount(0, { timeout: 15_000 });
  await annPage.goto('/friend?tab=incoming');
  const incoming = annPage.getByRole('listitem').filter({ hasText: bob.nickName });
  await incoming.getByRole('button', { name: en.social.accept }).click();
  await expect(
    annPage.getByText(en.social.nowFriends.replace('{{name}}', bob.nickName)),
  ).toBeVisible();

  // Bob's bell shows the acceptance, and /notifications lists it under today.
  const bobPage = await loggedInPage(browser, bob.token);
  await bobPage.goto('/home');
  await expect(bobPage.getByTestId('notification-count')).toHaveText('1', { timeout: 15_000 });
  await bobPage.goto('/notifications');
  await expect(bobPage).toHaveTitle(`${en.titles.notifications} | ${en.app.name}`);
  await expect(bobPage.getByRole('heading', { name: en.notificationsPage.today })).toBeVisible();
  await expect(
    bobPage.getByText(en.notifications.kinds.friendAccepted.replace('{{actor}}', ann.nickName)),
  ).toBeVisible();
  await bobPage.getByRole('button', { name: en.notifications.markAllRead }).click();
  await expect(bobPage.getByTestId('notification-count')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousA11yViolations(bobPage);
  await annPage.context().close();
  await bobPage.context().close();
});

test('an upload rejected with a reason reaches its creator’s notifications, in zh and in ko', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const creator = await member(request, 'Cy');
  const title = `Rejected Clock ${Date.now().toString(36)}`;
  const reason = 'The package icon is blurry.';
  await page.goto('/home');
  const uploadId = await submitUpload(request, page, creator.token, title);
  const rejected = await callApi(
    request,
    await adminToken(request),
    'POST',
    `/api/moderation/uploads/${uploadId}/reject`,
    { reason },
  );
  expect(rejected.code, JSON.stringify(rejected)).toBe(200);

  // The page writes the sentence in the reader's language from the kind, the title and the
  // moderator's reason (the reason itself stays as the moderator wrote it).
  for (const [lang, messages] of [
    ['zh', zh],
    ['ko', ko],
  ] as const) {
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const creatorPage = await context.newPage();
    await useLanguage(creatorPage, lang);
    await storeToken(creatorPage, creator.token);
    await creatorPage.goto('/home');
    await expect(creatorPage.getByTestId('notification-count')).toHaveText('1', {
      timeout: 15_000,
    });
    await creatorPage.goto('/notifications');
    await expect(creatorPage).toHaveTitle(
      `${messages.titles.notifications} | ${messages.app.name}`,
    );
    const sentence = messages.notifications.kinds.uploadRejected
      .replace('{{title}}', title)
      .replace('{{reason}}', reason);
    await expect(creatorPage.getByText(sentence)).toBeVisible();
    await expectNoSeriousA11yViolations(creatorPage);
    await context.close();
  }
});
