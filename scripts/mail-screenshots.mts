// Screenshots of every kind of mail (decision 072) in headless Chromium: light and dark
// (prefers-color-scheme), en/zh/ko, 600 px and phone width, for a brand given as BRAND
// (default, soomfon, VSD, gClickcr, AJAZZ, darkFlash; "all" for each). Logos are served from
// apps/web/public/mail. Run: npx tsx scripts/mail-screenshots.mts [out dir, default /tmp/mail-shots]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { LOCALES } from '@space/contracts/locales';
import { TENANTS } from '@space/contracts/tenants';
import { composeMail, mailBrandOf } from '../apps/server/src/lib/mail/index.ts';
import { MAIL_SAMPLES } from '../apps/server/test/support/mail-samples.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = process.argv[2] ?? '/tmp/mail-shots';
const site = 'https://space.example';
const only = process.env.BRAND ?? 'default';
const kinds = process.env.KINDS?.split(',');
const config = {
  publicUrl: site,
  port: 3000,
  mail: {
    senderName: '{brand}',
    unsubscribeSecret: 'screenshots-only-key-0123456789abcdef',
    unsubscribeMailto: null,
  },
  redeemCodes: { secret: null, secretConfigured: false },
};
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
try {
  for (const tenant of TENANTS.filter((t) => only === 'all' || t.code === only)) {
    for (const locale of LOCALES) {
      const brand = mailBrandOf(
        {
          id: tenant.id,
          code: tenant.code,
          name: tenant.name,
          accentColor: null,
          logoLightKey: null,
          logoDarkKey: null,
          logoZhKey: null,
        },
        locale,
        config,
      );
      for (const sample of MAIL_SAMPLES.filter((s) => !kinds || kinds.includes(s.name))) {
        const mail = await composeMail(config as never, {
          to: 'reader@example.com',
          locale,
          brand,
          template: sample.template(locale, brand),
          ...(sample.unsubscribe ? { unsubscribe: { userId: 42, kinds: sample.unsubscribe } } : {}),
        });
        const base = `${tenant.code}-${sample.name}-${locale}`;
        fs.writeFileSync(path.join(out, `${base}.html`), mail.html ?? '');
        for (const scheme of ['light', 'dark'] as const) {
          for (const [width, label] of [
            [600, '600'],
            [375, 'phone'],
          ] as const) {
            const page = await browser.newPage({
              viewport: { width, height: 800 },
              colorScheme: scheme,
            });
            await page.route(`${site}/**`, (route) => {
              const url = new URL(route.request().url());
              const file = path.join(root, 'apps/web/public', url.pathname);
              if (url.pathname.startsWith('/mail/') && fs.existsSync(file)) {
                return route.fulfill({ path: file, contentType: 'image/png' });
              }
              return route.fulfill({ status: 404, body: '' });
            });
            await page.setContent(mail.html ?? '', { waitUntil: 'load' });
            const shot = path.join(out, `${base}-${scheme}-${label}.png`);
            await page.screenshot({ path: shot, fullPage: true });
            await page.close();
            console.log(shot);
          }
        }
      }
    }
  }
} finally {
  await browser.close();
}
