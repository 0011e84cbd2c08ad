import type { Page } from '@playwright/test';
import { DEMO_VIDEOS } from '../../apps/server/src/seed/demo-video-catalog.ts';
import { en } from '../../apps/web/src/locales/en.ts';
import { expect, test } from '../support/fixtures.ts';
import { useLanguage } from '../support/session.ts';

/** Issue 32, item 7: captions one at a time, and the phone drawer's sections. */

test.describe.configure({ timeout: 60_000 });

const FIRST = DEMO_VIDEOS[0]!;

async function captionModes(page: Page) {
  return page
    .locator('video')
    .evaluate((video: HTMLVideoElement) =>
      Array.from(video.textTracks).map((track) => `${track.language}:${track.mode}`),
    );
}

for (const lang of ['en', 'zh'] as const) {
  test(`the player shows one caption track, the viewer's own first (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto(`/videoPlayer?id=1`);
    const video = page.locator('video');
    await expect(video).toHaveAttribute('data-engine', /./, { timeout: 20_000 });
    await video.focus();
    await page.keyboard.press('k');
    await video.evaluate(
      (element: HTMLVideoElement) =>
        new Promise<void>((resolve) => {
          const check = () => {
            if (element.currentTime < 1.5) return;
            element.removeEventListener('timeupdate', check);
            element.pause();
            resolve();
          };
          element.addEventListener('timeupdate', check);
        }),
    );
    const others = ['en', 'zh', 'ko'].filter((other) => other !== lang);
    // Chromium's own automatic selection once turned on the `default` track beside ours.
    await expect
      .poll(() => captionModes(page))
      .toEqual([`${lang}:showing`, ...others.map((other) => `${other}:disabled`)]);
    // C turns captions off and on again: never two at once.
    await page.keyboard.press('c');
    await expect.poll(() => captionModes(page)).not.toContain(`${lang}:showing`);
    await page.keyboard.press('c');
    await expect
      .poll(async () => (await captionModes(page)).filter((mode) => mode.endsWith(':showing')))
      .toEqual([`${lang}:showing`]);
    expect(FIRST.steps.length).toBeGreaterThan(0);
  });
}

test('the phone drawer reaches Discovery, Experts, the redeem page and logging in', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/home');
  await page.getByRole('button', { name: en.nav.menu }).click();
  const drawer = page.getByRole('dialog', { name: en.nav.menu });
  for (const name of [en.nav.discovery, en.nav.experts, en.nav.redeem, en.nav.logIn]) {
    await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await drawer.getByRole('link', { name: en.nav.experts, exact: true }).click();
  await expect(page).toHaveURL(/\/expertList$/);
  await expect(drawer).toBeHidden();
});
