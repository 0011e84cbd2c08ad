import { chromium } from '@playwright/test';
const [url, out, width, lang, theme] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 }, colorScheme: theme });
await context.addInitScript(({ lang, theme }) => {
  localStorage.setItem('mainStore', JSON.stringify({ state: { lang, themeColor: theme }, version: 1 }));
  localStorage.setItem('themePreference', theme);
}, { lang, theme });
const page = await context.newPage();
await page.goto(url, { waitUntil: 'networkidle' });
const section = page.locator('section[aria-labelledby="prerequisites-title"]');
await section.scrollIntoViewIfNeeded();
await page.waitForTimeout(800);
console.log('scrollWidth', await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]));
const box = await section.boundingBox();
await page.screenshot({ path: out, clip: { x: 0, y: box.y - 300, width: Number(width), height: box.height + 340 } });
await browser.close();
