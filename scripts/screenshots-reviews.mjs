// Screenshots of the product page's reviews section with a fabricated review page (API mocked in the browser).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import globalSetup from '../e2e/support/global-setup.ts';

const out = process.env.OUT ?? '/tmp/r3/shots';
fs.mkdirSync(out, { recursive: true });
const stop = await globalSetup();
const base = process.env.E2E_BASE_URL;
const reviewer = (id, nickName) => ({ id, nickName, avatar: null });
const review = (over) => ({
  id: 1,
  productId: 0,
  rating: 5,
  title: null,
  body: null,
  language: 'en',
  version: '1.2.0',
  createdAt: '2026-11-20T10:00:00.000Z',
  editedAt: null,
  reviewer: reviewer(11, 'Mina'),
  verifiedOwner: true,
  staff: false,
  reply: null,
  helpfulCount: 0,
  viewerVotedHelpful: false,
  mine: false,
  ...over,
});
try {
  const popular = await (await fetch(`${base}/api/products?pageSize=1&sort=popular`)).json();
  const productId = popular.data.list[0].id;
  const answer = (state) => ({
    code: 200,
    msg: 'ok',
    data: {
      list:
        state === 'empty'
          ? []
          : [
              review({
                id: 1,
                productId,
                rating: 5,
                title: 'Exactly what my stream needed',
                body: 'Set up in two minutes.\nThe scene switch is instant and the icons look sharp on the dock.\n\nWould buy again.',
                helpfulCount: 12,
                reply: {
                  body: 'Thank you! Version 1.3 adds more scenes.',
                  createdAt: '2026-11-21T09:00:00.000Z',
                  editedAt: null,
                },
              }),
              review({
                id: 2,
                productId,
                rating: 4,
                title: '很好用',
                body: '安装简单，图标清晰。希望以后能支持更多设备。',
                language: 'zh',
                reviewer: reviewer(12, '小明'),
                staff: true,
                helpfulCount: 3,
                editedAt: '2026-11-22T09:00:00.000Z',
              }),
              review({
                id: 3,
                productId,
                rating: 2,
                title: null,
                body: 'Crashes when the dock wakes from sleep. '.repeat(4),
                language: 'en',
                reviewer: reviewer(13, 'averyveryveryveryverylongnicknamewithoutspaces'),
                version: null,
              }),
            ],
      total: state === 'empty' ? 0 : 23,
      page: 1,
      pageSize: 10,
      summary:
        state === 'empty'
          ? { average: null, count: 0, histogram: [0, 0, 0, 0, 0] }
          : { average: 4.3, count: 23, histogram: [1, 2, 1, 5, 14] },
      mine: null,
      viewer: {
        canReview: state === 'write',
        blocker: state === 'write' ? null : state === 'empty' ? 'notOwned' : 'login',
        canReply: false,
        moderator: false,
      },
    },
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const states = (process.env.STATES ?? 'full').split(',');
  for (const state of states)
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ])
      for (const theme of (process.env.THEMES ?? 'light,dark').split(','))
        for (const lang of (process.env.LANGS ?? 'en,zh,ko').split(',')) {
          const context = await browser.newContext({
            viewport: { width, height },
            colorScheme: theme,
          });
          await context.addInitScript(
            ({ theme, lang }) => {
              localStorage.setItem(
                'mainStore',
                JSON.stringify({ state: { lang, themeColor: theme }, version: 1 }),
              );
              localStorage.setItem('themePreference', theme);
            },
            { theme, lang },
          );
          const page = await context.newPage();
          if (state !== 'real')
            await page.route(/\/api\/products\/\d+\/reviews(\?|$)/, (route) =>
              route.fulfill({ json: answer(state) }),
            );
          if (state === 'failed')
            await page.route(/\/api\/products\/\d+\/reviews(\?|$)/, (route) =>
              route.fulfill({ status: 500, json: { code: 500, msg: 'boom', data: null } }),
            );
          await page.goto(`${base}/product?id=${productId}`, { waitUntil: 'networkidle' });
          // The sticky header would cover the section in an element screenshot taller than the window.
          await page.addStyleTag({ content: 'header { position: static !important; }' });
          const section = page.getByTestId('product-reviews');
          // "write": a viewer who may review, with the form open and a star chosen by the keyboard.
          if (state === 'write') {
            await page.getByTestId('review-write').click();
            await page.getByRole('radio').nth(3).focus();
            await page.keyboard.press('Space');
          }
          await section.scrollIntoViewIfNeeded();
          await page.waitForTimeout(500);
          const name = `reviews-${state}-${theme}-${lang}-${width}.png`;
          await section.screenshot({ path: path.join(out, name) });
          console.log(name);
          await context.close();
        }
  await browser.close();
} finally {
  await stop();
}
