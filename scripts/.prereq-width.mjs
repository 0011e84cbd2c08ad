import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await (await browser.newContext({ viewport: { width: 390, height: 900 } })).newPage();
for (const id of process.argv.slice(2)) {
  await page.goto(`http://127.0.0.1:3312/product?id=${id}`, { waitUntil: 'networkidle' });
  const wide = await page.evaluate(() => [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > innerWidth + 1).slice(0, 4).map((e) => e.tagName + '.' + String(e.className).slice(0, 80)));
  console.log(id, await page.evaluate(() => document.documentElement.scrollWidth), wide);
}
await browser.close();
