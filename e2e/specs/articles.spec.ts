import { ERROR_MESSAGES } from '../../packages/contracts/src/error-messages.ts';
import { en } from '../../apps/web/src/locales/en.ts';
import { ko } from '../../apps/web/src/locales/ko.ts';
import { createAccount } from '../support/accounts.ts';
import { apiData, callApi, moderatorLogin, personPage, pngOf } from '../support/articles.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
import { storeToken, useLanguage } from '../support/session.ts';

const A = en.articles;
const COLUMNS = '/api/users/me/article-columns';
/** A first page load of a fresh browser on a busy machine (the app, then the lazy route). */
const FIRST_LOAD = { timeout: 30_000 };

test('publish with a cover and a column → review → discovery and article → pin → private', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const title = `Key light scenes ${Date.now()}`;
  const column = `Lights ${Date.now() % 10_000}`;
  const { token } = await createAccount(request);
  await storeToken(page, token);
  await page.goto('/publish');
  await expect(page.getByLabel(A.title)).toBeVisible(FIRST_LOAD);
  await expect(page).toHaveTitle(`${en.titles.publish} | ${en.app.name}`);

  await page.getByLabel(A.title).fill(title);
  const editor = page.getByRole('textbox', { name: A.editor.content });
  await expect(editor).toBeVisible(FIRST_LOAD);
  await editor.click();
  await page.getByRole('button', { name: A.editor.heading2, exact: true }).click();
  await editor.pressSequentially('Set up');
  await editor.press('Enter');
  await editor.pressSequentially('Map one key per light scene and switch them while you stream.');
  await page.getByLabel(A.channel).selectOption('tutorials');

  // A column, in two steps; while it is pending a second one cannot be added.
  await page.getByRole('button', { name: A.addColumn }).click();
  await expect(page.getByTestId('column-rule')).toHaveText(
    ERROR_MESSAGES.ARTICLE_COLUMN_PENDING.en,
  );
  await expect(page.getByRole('button', { name: A.addColumn })).toBeDisabled();
  await page.getByLabel(A.newColumnName).fill(column);
  await page.getByRole('button', { name: A.completeColumn }).click();
  await expect(page.getByLabel(A.column, { exact: true })).toHaveValue(/\d+/);
  await expect(page.getByLabel(A.column, { exact: true }).locator('option:checked')).toHaveText(
    column,
  );

  // A cover, cropped to 16:9 and uploaded through the image pipeline.
  await page.getByTestId('cover-input').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: await pngOf(page, 1600, 1000),
  });
  await page.getByRole('button', { name: A.cover.use }).click();
  await expect(page.getByTestId('cover-preview')).toBeVisible();
  await expect(page.getByTestId('autosave')).toHaveAttribute('data-state', 'saved');
  await expect(page).toHaveURL(/\/publish\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('id'));

  await page.getByRole('button', { name: A.submit }).click();
  await expect(page.getByTestId('article-state')).toContainText(A.states.review);

  // The moderator approves it from the article queue.
  const moderator = await personPage(browser, baseURL!, await moderatorLogin(request));
  await moderator.goto('/review/articles');
  await expect(moderator.getByRole('listitem').filter({ hasText: title })).toBeVisible(FIRST_LOAD);
  await expect(moderator).toHaveTitle(`${en.titles.reviewArticles} | ${en.app.name}`);
  const row = moderator.getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: A.review.open }).click();
  await expect(moderator.getByRole('heading', { name: title })).toBeVisible(FIRST_LOAD);
  await moderator.getByRole('button', { name: A.review.approve }).click();
  await expect(moderator.getByText(A.review.approved)).toBeVisible();

  // A visitor finds it on /discovery and reads it.
  const visitor = await personPage(browser, baseURL!);
  await visitor.goto('/discovery?channel=tutorials');
  await expect(visitor.getByRole('link', { name: title })).toBeVisible(FIRST_LOAD);
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor).toHaveURL(new RegExp(`/article\\?id=${id}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible(FIRST_LOAD);
  await expect(visitor.getByRole('heading', { level: 2, name: 'Set up' })).toBeVisible();
  await expect(visitor.getByText(column)).toBeVisible();
  await expect(visitor).toHaveTitle(`${title} | ${en.app.name}`);
  await expectNoSeriousA11yViolations(visitor);

  // The author pins it, then makes it private: others no longer see it anywhere.
  await page.goto('/personal');
  const mine = page.getByTestId('my-article').filter({ hasText: title });
  await mine.getByRole('button', { name: A.pin }).click();
  await expect(mine.getByText(A.pinned)).toBeVisible(FIRST_LOAD);
  await mine.getByRole('button', { name: A.makePrivate }).click();
  await expect(mine.getByText(A.private, { exact: true })).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByText(A.missing)).toBeVisible(FIRST_LOAD);
  await visitor.goto('/discovery');
  await expect(visitor.getByRole('heading', { name: A.latest })).toBeVisible(FIRST_LOAD);
  await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
  await page.goto(`/article?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(FIRST_LOAD);
  await expect(page.getByText(A.notice.private)).toBeVisible();
});

test('the pending-column rule and the 21st column, in the picker and on the server', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token } = await createAccount(request);
  await apiData(request, token, 'POST', COLUMNS);
  const second = await callApi(request, token, 'POST', COLUMNS);
  expect(second).toMatchObject({ code: 40974, msg: ERROR_MESSAGES.ARTICLE_COLUMN_PENDING.en });

  await storeToken(page, token);
  await page.goto('/publish');
  await expect(page.getByTestId('column-rule')).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('column-rule')).toHaveText(
    ERROR_MESSAGES.ARTICLE_COLUMN_PENDING.en,
  );
  await expect(page.getByRole('button', { name: A.addColumn })).toBeDisabled();
  await page.getByRole('button', { name: A.cancelColumn }).click();
  await expect(page.getByRole('button', { name: A.addColumn })).toBeEnabled();
  await expect(page.getByTestId('column-rule')).toHaveCount(0);
  expect((await apiData<{ list: unknown[] }>(request, token, 'GET', COLUMNS)).list).toHaveLength(0);

  for (let n = 1; n <= 20; n += 1) {
    const { id } = await apiData<{ id: number }>(request, token, 'POST', COLUMNS);
    await apiData(request, token, 'PATCH', `${COLUMNS}/${id}`, { name: `Column ${n}` });
  }
  const refused = await callApi(request, token, 'POST', COLUMNS);
  expect(refused).toMatchObject({ code: 40975, msg: 'You can have at most 20 columns.' });

  await page.reload();
  await expect(page.getByTestId('column-rule')).toHaveText('You can have at most 20 columns.');
  await expect(page.getByRole('button', { name: A.addColumn })).toBeDisabled();
  await expect(page.getByLabel(A.column, { exact: true }).locator('option')).toHaveCount(21);

  await useLanguage(page, 'ko');
  await page.reload();
  await expect(page.getByTestId('column-rule')).toHaveText(ERROR_MESSAGES.ARTICLE_COLUMNS_FULL.ko);
  await expect(page.getByRole('button', { name: ko.articles.addColumn })).toBeDisabled();
});
