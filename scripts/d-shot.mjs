// scratch (helper D): viewport screenshots with a longer settle time; deleted after use
import { chromium } from '@playwright/test';
const [url, out] = process.argv.slice(2);
const width = Number(process.env.WIDTH ?? 1440), height = Number(process.env.HEIGHT ?? 900);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width, height } });
await context.addInitScript(({ theme, lang, token }) => {
  localStorage.setItem('mainStore', JSON.stringify({ state: { lang, themeColor: theme }, version: 1 }));
  localStorage.setItem('themePreference', theme);
  if (token) localStorage.setItem('tokenData', JSON.stringify({ tokenValue: token }));
}, { theme: process.env.THEME ?? 'light', lang: process.env.LANG_ ?? 'en', token: process.env.TOKEN ?? '' });
const page = await context.newPage();
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(Number(process.env.WAIT ?? 3000));
if (process.env.CLICK) { await page.getByRole('button', { name: process.env.CLICK }).first().click(); await page.waitForTimeout(1500); }
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
await browser.close();
