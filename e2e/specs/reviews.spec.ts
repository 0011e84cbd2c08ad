import type { APIRequestContext, Page } from '@playwright/test';
import { TIERS } from '../../packages/contracts/src/limits.ts';
import type { UploadDraft } from '../../packages/contracts/src/uploads.ts';
import { en, type Messages } from '../../apps/web/src/locales/en.ts';
import { ko } from '../../apps/web/src/locales/ko.ts';
import { zh } from '../../apps/web/src/locales/zh.ts';
import { createAccount } from '../support/accounts.ts';
import { publishedProductId, submitUpload } from '../support/admin.ts';
import { apiData, login, moderatorLogin, personPage } from '../support/articles.ts';
import { addToServerCart, startPaypalCheckout } from '../support/commerce.ts';
import { E2E_SEASONED_BUYERS } from '../support/e2e-admin.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
import { useLanguage } from '../support/session.ts';

/**
 * Reviews (issue 28, decisions 064–065): an owner reviews, the creator replies, a reader finds
 * it helpful and reports it, a moderator hides it, and every total follows.
 */
const R = en.reviews;
const FIRST_LOAD = { timeout: 30_000 };

/** A creator's product, live after a moderator's approval; `price` in major units, or free. */
async function liveProduct(
  request: APIRequestContext,
  page: Page,
  name: string,
  price?: string,
): Promise<{ id: number; creatorToken: string }> {
  const creator = await createAccount(request, { nickName: 'Cleo Creator' });
  const prices = price ? Object.fromEntries(TIERS.map((tier) => [tier, price])) : undefined;
  const record = await submitUpload(
    request,
    page,
    creator.token,
    name,
    prices ? { prices: prices as UploadDraft['prices'] } : {},
  );
  await apiData(
    request,
    await moderatorLogin(request),
    'POST',
    `/api/moderation/uploads/${record}/approve`,
  );
  const id = await publishedProductId(request, name);
  return { id, creatorToken: creator.token };
}

/** Writes a review on the open product page: `stars`, a title and a text. */
async function writeReview(page: Page, messages: Messages, stars: number, title: string) {
  const reviews = page.getByTestId('product-reviews');
  await reviews.getByTestId('review-write').click();
  const form = reviews.getByTestId('review-form');
  await form
    .locator('label')
    .filter({
      has: page.getByRole('radio', {
        name: messages.reviews.starOption_other.replace('{{count}}', String(stars)),
      }),
    })
    .click();
  await form.getByLabel(messages.reviews.title).fill(title);
  await form.getByLabel(messages.reviews.body).fill('Counts down on the key.\nClear at a glance.');
  await form.getByRole('button', { name: messages.reviews.submit }).click();
  await expect(page.getByText(messages.reviews.saved).last()).toBeVisible();
}

test('buy → review → totals on card and page → creator reply → helpful and report → hidden by a moderator → totals drop', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const name = `Review Timer ${Date.now().toString(36)}`;
  await page.goto('/home');
  const product = await liveProduct(request, page, name, '1.99');

  // The seasoned reviewer buys it with PayPal (the sandbox).
  const reviewer = E2E_SEASONED_BUYERS.reviewer;
  const reviewerToken = await login(request, reviewer.email, reviewer.password);
  await addToServerCart(request, reviewerToken, product.id);
  const buyer = await personPage(browser, baseURL!, reviewerToken);
  await buyer.setViewportSize({ width: 1440, height: 900 });
  await buyer.goto('/cart');
  await buyer.getByRole('button', { name: en.cart.checkout, exact: true }).click(FIRST_LOAD);
  await expect(buyer).toHaveURL(/\/payment$/);
  await startPaypalCheckout(buyer);
  await buyer.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(buyer).toHaveURL(/\/success\?orderNo=/, { timeout: 20_000 });

  // An owner reviews: four stars with a title and two lines of text.
  await buyer.goto(`/product?id=${product.id}`);
  const reviews = buyer.getByTestId('product-reviews');
  await expect(reviews.getByText(R.noReviews)).toBeVisible(FIRST_LOAD);
  await writeReview(buyer, en, 4, 'Exactly what I needed');
  await expect(reviews.getByTestId('review-average')).toHaveText('4.0');
  await expect(reviews.getByTestId('review-count')).toHaveText(
    R.count_one.replace('{{count, number}}', '1'),
  );
  const mine = reviews.getByTestId('review-item').filter({ hasText: 'Exactly what I needed' });
  await expect(mine.getByText(R.verifiedOwner)).toBeVisible();
  await expect(mine.getByTestId('review-body')).toContainText('Clear at a glance.');

  // The search results' card carries the new average and count.
  const visitor = await personPage(browser, baseURL!);
  await visitor.setViewportSize({ width: 1440, height: 900 });
  await visitor.goto(`/search?q=${encodeURIComponent(name)}`);
  const card = visitor.getByRole('listitem').filter({ hasText: name });
  await expect(
    card.getByRole('img', {
      name: en.rating.label_one.replace('{{average}}', '4.0').replace('{{count, number}}', '1'),
    }),
  ).toBeVisible(FIRST_LOAD);

  // The creator replies under it.
  const creator = await personPage(browser, baseURL!, product.creatorToken);
  await creator.goto(`/product?id=${product.id}`);
  const review = creator.getByTestId('review-item').filter({ hasText: 'Exactly what I needed' });
  await review.getByRole('button', { name: R.reply, exact: true }).click(FIRST_LOAD);
  await review.getByLabel(R.replyLabel).fill('Thank you! A dark theme comes next.');
  await review.getByRole('button', { name: R.replySubmit }).click();
  await expect(review.getByTestId('review-reply')).toContainText('A dark theme comes next.');

  // Another buyer finds it helpful and reports it.
  const readerAccount = E2E_SEASONED_BUYERS.reader;
  const reader = await personPage(
    browser,
    baseURL!,
    await login(request, readerAccount.email, readerAccount.password),
  );
  await reader.setViewportSize({ width: 1440, height: 900 });
  await reader.goto(`/product?id=${product.id}`);
  const read = reader.getByTestId('review-item').filter({ hasText: 'Exactly what I needed' });
  await expect(read.getByTestId('review-reply')).toContainText(
    'A dark theme comes next.',
    FIRST_LOAD,
  );
  await read.getByTestId('review-helpful').click();
  await expect(read.getByTestId('review-helpful')).toHaveAttribute('aria-pressed', 'true');
  await expect(read.getByTestId('review-helpful-count')).toHaveText('1');
  await read.getByRole('button', { name: R.report, exact: true }).click();
  const report = read.getByRole('form', { name: R.reportTitle });
  await report.getByLabel(R.reportReason).selectOption('spam');
  await report.getByRole('button', { name: R.reportSubmit }).click();
  await expect(read.getByTestId('review-reported')).toHaveText(R.reported);
  await expectNoSeriousA11yViolations(reader);

  // A moderator hides it from the queue, with a reason for the audit log.
  const moderator = await personPage(browser, baseURL!, await moderatorLogin(request));
  await moderator.goto('/review/reviews');
  await expect(moderator).toHaveTitle(`${en.titles.reviewReviews} | ${en.app.name}`);
  const queued = moderator.getByTestId('review-queue-item').filter({ hasText: name });
  await expect(queued).toContainText(R.reportReasons.spam, FIRST_LOAD);
  await queued.getByLabel(R.queue.reason).fill('Advertises another shop');
  await queued.getByTestId('review-hide').click();
  await expect(moderator.getByText(R.queue.hiddenDone).last()).toBeVisible();

  // Hidden, it leaves every total: the page and the card have no rating again.
  await visitor.goto(`/product?id=${product.id}`);
  await expect(visitor.getByTestId('product-reviews').getByText(R.noReviews)).toBeVisible(
    FIRST_LOAD,
  );
  await expect(visitor.getByTestId('review-item')).toHaveCount(0);
  await visitor.goto(`/search?q=${encodeURIComponent(name)}`);
  await expect(visitor.getByRole('listitem').filter({ hasText: name })).toBeVisible(FIRST_LOAD);
  await expect(
    visitor.getByRole('listitem').filter({ hasText: name }).getByTestId('rating-badge'),
  ).toHaveCount(0);
  // Its writer still sees it, marked hidden.
  await buyer.reload();
  await expect(buyer.getByText(R.hidden)).toBeVisible(FIRST_LOAD);
});

test('a free download is ownership: a review written in Chinese on a phone, read in Korean', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.goto('/home');
  const name = `Review Keys ${Date.now().toString(36)}`;
  const product = await liveProduct(request, page, name);

  const reader = E2E_SEASONED_BUYERS.reader;
  const token = await login(request, reader.email, reader.password);
  const phone = await personPage(browser, baseURL!, token);
  await phone.setViewportSize({ width: 390, height: 844 });
  await useLanguage(phone, 'zh');
  await phone.goto(`/product?id=${product.id}`);
  const reviews = phone.getByTestId('product-reviews');
  await expect(reviews.getByRole('heading', { name: zh.reviews.heading })).toBeVisible(FIRST_LOAD);
  // Not yet an owner: the page says why it cannot be reviewed.
  await expect(reviews.getByText(zh.reviews.blocked.notOwned)).toBeVisible();
  await phone.getByRole('button', { name: zh.product.getFree }).click();
  await expect(phone).toHaveURL(/\/success\?orderNo=/, FIRST_LOAD);
  await phone.goto(`/product?id=${product.id}`);
  await writeReview(phone, zh, 5, '很好用');
  await expect(reviews.getByTestId('review-average')).toHaveText('5.0');
  const overflow = await phone.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  const korean = await personPage(browser, baseURL!);
  await korean.setViewportSize({ width: 390, height: 844 });
  await useLanguage(korean, 'ko');
  await korean.goto(`/product?id=${product.id}`);
  const seen = korean.getByTestId('product-reviews');
  await expect(seen.getByRole('heading', { name: ko.reviews.heading })).toBeVisible(FIRST_LOAD);
  await expect(seen.getByTestId('review-count')).toHaveText(
    ko.reviews.count_other.replace('{{count, number}}', '1'),
  );
  await expect(seen.getByTestId('review-item').getByText(ko.reviews.verifiedOwner)).toBeVisible();
});
