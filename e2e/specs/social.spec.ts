import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO_CREATORS } from '../../apps/server/src/seed/demo-catalog.ts';
import { en } from '../../apps/web/src/locales/en.ts';
import { createAccount } from '../support/accounts.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
import { storeToken } from '../support/session.ts';

const CREATOR = DEMO_CREATORS.find((creator) => creator.username === 'streamcraft')!;

/** A fresh member with a recognisable nickname (2-20 characters). */
async function member(request: APIRequestContext, prefix: string) {
  const nickName = `${prefix}${Math.random().toString(36).slice(2, 8)}`;
  const { token } = await createAccount(request, { nickName });
  const me = await request.get('/api/users/me', { headers: { authorization: token } });
  const { id } = ((await me.json()) as { data: { id: number } }).data;
  return { token, nickName, id };
}

async function creatorId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/experts?pageSize=100');
  const body = (await response.json()) as { data: { list: { id: number; nickName: string }[] } };
  return body.data.list.find((expert) => expert.nickName === CREATOR.nickName)!.id;
}

async function loggedInPage(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await storeToken(page, token);
  return page;
}

test('following from the author page shows in both users’ lists', async ({ page, request }) => {
  test.setTimeout(120_000);
  const fan = await member(request, 'Fan');
  const id = await creatorId(request);
  await storeToken(page, fan.token);

  await page.goto(`/author?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: CREATOR.nickName })).toBeVisible();
  const fans = page.getByRole('link', { name: new RegExp(`${en.social.fans}$`) });
  const before = Number((await fans.locator('span').first().textContent()) ?? '0');
  await page.getByRole('button', { name: en.social.follow, exact: true }).click();
  await expect(page.getByRole('button', { name: en.social.following })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(fans.locator('span').first()).toHaveText(String(before + 1));

  // The fan's own follow list has the creator…
  await page.goto('/followerList');
  await expect(page).toHaveTitle(`${en.titles.followerList} | ${en.app.name}`);
  const mine = page.getByRole('list', { name: en.social.yourFollows });
  await expect(mine.getByRole('link', { name: CREATOR.nickName })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // …and the creator's fan list, reached from their page, has the fan.
  await page.goto(`/author?id=${id}`);
  await fans.click();
  await expect(page).toHaveURL(new RegExp(`/fansList\\?userId=${id}$`));
  const theirs = page.getByRole('list', {
    name: en.social.fansOf.replace('{{name}}', CREATOR.nickName),
  });
  await expect(theirs.getByRole('link', { name: fan.nickName })).toBeVisible();

  // Unfollowing from the list takes the creator out of the fan's follows again.
  await page.goto('/followerList');
  await mine.getByRole('button', { name: en.social.following }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: en.empty.followingEmpty })).toBeVisible();
});

test('a friend request accepted makes both see each other on /friend', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ann = await member(request, 'Ann');
  const bob = await member(request, 'Bob');
  // They follow each other: /friend suggests them to each other.
  for (const [from, to] of [
    [ann, bob],
    [bob, ann],
  ] as const) {
    const followed = await request.put(`/api/users/${to.id}/follow`, {
      headers: { authorization: from.token },
    });
    expect(followed.ok()).toBe(true);
  }

  const annPage = await loggedInPage(browser, ann.token);
  await annPage.goto('/friend');
  await expect(annPage).toHaveTitle(`${en.titles.friend} | ${en.app.name}`);
  await annPage.getByRole('button', { name: en.social.suggestionsTab }).click();
  const suggestion = annPage.getByRole('listitem').filter({ hasText: bob.nickName });
  await suggestion.getByRole('button', { name: en.social.addFriend }).click();
  await expect(annPage.getByText(en.social.requestSentToast)).toBeVisible();
  await annPage.getByRole('button', { name: en.social.outgoingTab }).click();
  await expect(annPage.getByRole('listitem').filter({ hasText: bob.nickName })).toBeVisible();

  const bobPage = await loggedInPage(browser, bob.token);
  await bobPage.goto('/friend?tab=incoming');
  const request_ = bobPage.getByRole('listitem').filter({ hasText: ann.nickName });
  await expect(request_.getByText(en.social.wantsToBeFriends)).toBeVisible();
  await expectNoSeriousA11yViolations(bobPage);
  await request_.getByRole('button', { name: en.social.accept }).click();
  await expect(
    bobPage.getByText(en.social.nowFriends.replace('{{name}}', ann.nickName)),
  ).toBeVisible();

  // Each sees the other among their friends (a fresh load: nothing kept from before).
  const friends = (page: Page) => page.getByRole('list', { name: en.social.friendsTab });
  await bobPage.getByRole('button', { name: en.social.friendsTab }).click();
  await expect(friends(bobPage).getByRole('link', { name: ann.nickName })).toBeVisible();
  await annPage.goto('/friend');
  await expect(friends(annPage).getByRole('link', { name: bob.nickName })).toBeVisible({
    timeout: 15_000,
  });
  await expectNoSeriousA11yViolations(annPage);
  await annPage.context().close();
  await bobPage.context().close();
});

test('experts are ranked and can be followed from the list', async ({ page, request }) => {
  test.setTimeout(90_000);
  const fan = await member(request, 'Exp');
  await storeToken(page, fan.token);
  await page.goto('/expertList');
  await expect(page).toHaveTitle(`${en.titles.expertList} | ${en.app.name}`);
  const experts = page.getByRole('list', { name: en.titles.expertList });
  // The demo seed makes StreamCraft the most followed creator.
  await expect(experts.getByRole('listitem').first()).toContainText(CREATOR.nickName);
  await page.getByRole('button', { name: en.social.sortProducts }).click();
  await expect(page).toHaveURL(/sort=products/);
  const card = experts.getByRole('listitem').filter({ hasText: CREATOR.nickName });
  await card.getByRole('button', { name: en.social.follow, exact: true }).click();
  await expect(card.getByRole('button', { name: en.social.following })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
