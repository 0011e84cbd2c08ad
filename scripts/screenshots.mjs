// Screenshots of pages in both themes and three languages, for looking at what we build.
// Usage: node scripts/screenshots.mjs http://127.0.0.1:3000 /home /mKey ...  (files in screenshots/,
// or OUT=<folder>). `npm run screenshots` (screenshots-all.mjs) takes the standard set.
// MENU=1 opens the phone navigation drawer (☰) first, e.g. with WIDTH=390 HEIGHT=844.
// FULL=1 takes the whole page, after scrolling through it so lazy sections load.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [base, ...pages] = process.argv.slice(2);
const themes = (process.env.THEMES ?? 'light,dark').split(',');
const langs = (process.env.LANGS ?? 'en,zh,ko').split(',');
const width = Number(process.env.WIDTH ?? 1440);
const height = Number(process.env.HEIGHT ?? 900);
const out = path.resolve(process.env.OUT ?? 'screenshots');
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const theme of themes) {
  for (const lang of langs) {
    const context = await browser.newContext({ viewport: { width, height }, colorScheme: theme });
    await context.addInitScript(
      ({ theme, lang, token }) => {
        localStorage.setItem(
          'mainStore',
          JSON.stringify({ state: { lang, themeColor: theme }, version: 1 }),
        );
        localStorage.setItem('themePreference', theme);
        if (token) localStorage.setItem('tokenData', JSON.stringify({ tokenValue: token }));
      },
      // TOKEN=… shows the pages as that logged-in user.
      { theme, lang, token: process.env.TOKEN ?? '' },
    );
    const page = await context.newPage();
    for (const pagePath of pages) {
      await page.goto(base + pagePath, { waitUntil: 'networkidle' });
      await page.waitForTimeout(400);
      if (process.env.FULL === '1') {
        const total = await page.evaluate('document.body.scrollHeight');
        for (let y = 0; y < total; y += height) {
          await page.mouse.wheel(0, height);
          await page.waitForTimeout(250);
        }
        await page.waitForLoadState('networkidle');
        await page.evaluate('window.scrollTo(0, 0)');
        await page.waitForTimeout(400);
      }
      if (process.env.MENU === '1') {
        await page.locator('header button[aria-haspopup="dialog"]').click();
        await page.waitForTimeout(400);
      }
      const slug = pagePath.replace(/[^\w]+/g, '_').replace(/^_|_$/g, '') || 'root';
      const name = `${slug}${process.env.MENU === '1' ? '-menu' : ''}-${theme}-${lang}-${width}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: process.env.FULL === '1' });
      console.log(name);
    }
    await context.close();
  }
}
await browser.close();
