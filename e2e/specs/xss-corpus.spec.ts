import type { Page } from '@playwright/test';
import {
  oneLinePayloads,
  payloadDocument,
  payloadsUpTo,
  XSS_PAYLOADS,
} from '../../apps/server/test/support/xss-corpus.ts';
import {
  apiData,
  moderatorLogin,
  personPage,
  publishArticle,
  registerFrom,
} from '../support/articles.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * The XSS corpus (apps/server/test/support/xss-corpus.ts, 130 payloads) stored through every field a
 * user writes for others — article titles and content, column names, nicknames and
 * signatures — then rendered in Chromium on every page that shows them. Each payload that ran
 * would set `window.__xss` (or open a dialog, trapped below); it must stay unset everywhere.
 */
const ACCOUNTS = 30;
const ROUNDS = 3;
const TITLES = oneLinePayloads(100);
const NICKNAMES = oneLinePayloads(50).filter((payload) => payload.trim() !== '');
const SIGNATURES = payloadsUpTo(200);
const COLUMN_NAMES = oneLinePayloads(20);

/** Trips the flag on any dialog a payload might open, before any page script runs. */
async function trap(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const hit = () => {
      (window as unknown as { __xss: unknown }).__xss = 'dialog';
      return true;
    };
    window.alert = hit;
    window.confirm = hit;
    window.prompt = () => {
      hit();
      return null;
    };
  });
  page.on('dialog', (dialog) => {
    void page.evaluate(() => ((window as unknown as { __xss: unknown }).__xss = 'dialog'));
    void dialog.dismiss();
  });
}

/** Opens a page and checks that nothing ran and nothing dangerous reached its DOM. */
async function expectInert(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.locator('main').first().waitFor();
  const found = await page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    const elements = [...main.querySelectorAll('*')];
    return {
      flag: (window as unknown as { __xss?: unknown }).__xss ?? null,
      handlers: elements
        .filter((element) => [...element.attributes].some((a) => /^on/i.test(a.name)))
        .map((element) => element.outerHTML.slice(0, 120)),
      links: [...main.querySelectorAll('a[href]')]
        .map((a) => (a as HTMLAnchorElement).protocol)
        .filter((protocol) => !['http:', 'https:', 'mailto:'].includes(protocol)),
      embeds: main.querySelectorAll('script, iframe, object, embed, svg script, form[action]')
        .length,
      styles: elements.filter((element) =>
        /expression|javascript:/i.test(element.getAttribute('style') ?? ''),
      ).length,
    };
  });
  expect(found, url).toEqual({ flag: null, handlers: [], links: [], embeds: 0, styles: 0 });
}

test('no payload of the corpus runs where articles, columns, nicknames and signatures show', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(900_000);
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
  const moderator = await moderatorLogin(request);
  const tokens: string[] = [];
  for (let n = 0; n < ACCOUNTS; n += 1)
    tokens.push(await registerFrom(request, `198.21.0.${n + 1}`));
  const owner = tokens[0]!;
  const ownerInfo = await apiData<{ id: number }>(request, owner, 'GET', '/api/users/me');

  // Column names, and an article of the owner's carrying every payload in its content.
  const columns: number[] = [];
  for (const name of COLUMN_NAMES) {
    const { id } = await apiData<{ id: number }>(
      request,
      owner,
      'POST',
      '/api/users/me/article-columns',
    );
    await apiData(request, owner, 'PATCH', `/api/users/me/article-columns/${id}`, { name });
    columns.push(id);
  }
  const contentArticle = await publishArticle(request, owner, moderator, {
    title: XSS_PAYLOADS[0],
    content: payloadDocument(XSS_PAYLOADS),
    columnId: columns[0],
  });
  // Every title, spread over the accounts (each submits fewer than its hourly limit).
  for (const [index, title] of TITLES.entries()) {
    const author = tokens[index % ACCOUNTS]!;
    await publishArticle(request, author, moderator, {
      title,
      content: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: title }] }],
      },
      ...(author === owner ? { columnId: columns[index % columns.length] } : {}),
    });
  }
  // One waiting in the moderators' queue, content and all.
  const { id: waiting } = await apiData<{ id: number }>(
    request,
    owner,
    'POST',
    '/api/users/me/articles',
    {
      title: XSS_PAYLOADS[1],
      content: payloadDocument(XSS_PAYLOADS),
    },
  );
  await apiData(request, owner, 'POST', `/api/users/me/articles/${waiting}/submit`);
  // Everyone follows the owner, so the owner's fan list shows every nickname and signature.
  for (const token of tokens.slice(1)) {
    await apiData(request, token, 'PUT', `/api/users/${ownerInfo.id}/follow`);
  }

  const ownerPage = await personPage(browser, baseURL!, owner);
  const visitor = await personPage(browser, baseURL!);
  const moderatorPage = await personPage(browser, baseURL!, moderator);
  for (const page of [ownerPage, visitor, moderatorPage]) await trap(page);

  const feed = await apiData<{ total: number }>(request, owner, 'GET', '/api/articles?pageSize=12');
  const discoveryPages = Math.ceil(feed.total / 12);

  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [n, token] of tokens.entries()) {
      const slot = round * ACCOUNTS + n;
      await apiData(request, token, 'PATCH', '/api/users/me', {
        nickName: NICKNAMES[slot % NICKNAMES.length],
        note: SIGNATURES[slot % SIGNATURES.length],
        birthday: '2000-01-01',
        sex: 'female',
      });
    }
    // Every title once; later rounds only change nicknames, which the first page shows too.
    for (let page = 1; page <= (round === 0 ? discoveryPages : 1); page += 1) {
      await expectInert(visitor, `/discovery?page=${page}`);
    }
    await expectInert(ownerPage, '/fansList');
    // The newest follower comes first: the last account, with this round's nickname.
    const newest = NICKNAMES[(round * ACCOUNTS + ACCOUNTS - 1) % NICKNAMES.length]!.trim();
    await expect(ownerPage.getByText(newest, { exact: true }).first()).toBeVisible();
    await expectInert(ownerPage, '/fansList?page=2');
    await expectInert(visitor, `/author?id=${ownerInfo.id}`);
    await expectInert(visitor, `/article?id=${contentArticle}`);
    // The payloads are there, as text.
    await expect(visitor.getByText(XSS_PAYLOADS[0]!, { exact: true }).first()).toBeVisible();
    await expectInert(ownerPage, '/userInfo');
  }
  await expectInert(ownerPage, `/publish?id=${contentArticle}`);
  await expectInert(ownerPage, '/personal');
  await expectInert(moderatorPage, `/review/articles?id=${waiting}`);
  await expectInert(moderatorPage, '/review/articles');
});
