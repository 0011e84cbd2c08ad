import type { Page } from '@playwright/test';
import { DEMO_VIDEOS } from '../../apps/server/src/seed/demo-video-catalog.ts';
import { en } from '../../apps/web/src/locales/en.ts';
import { createAccount } from '../support/accounts.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
import { storeToken } from '../support/session.ts';

/** Video tutorials (issue 12 part 5, decision 034): the seeded demo tutorials. */

// The videos play in real time, and each journey also waits for the browser to buffer.
test.describe.configure({ timeout: 60_000 });

const cards = (page: Page) => page.locator('main a[href^="/videoPlayer?id="]');
const player = (page: Page) => page.locator('video');
const currentTime = (page: Page) => player(page).evaluate((v: HTMLVideoElement) => v.currentTime);
const FIRST = DEMO_VIDEOS[0]!;
/** A page's chunk, its data and the player may take a while on a busy machine. */
const PAGE_LOAD = 20_000;

/** A browser without native HLS (Chromium 156 plays HLS itself): the player must use hls.js. */
async function hideNativeHls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const canPlayType = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
    };
  });
}

/** Requests for the hls.js chunk and for HLS media segments, from now on. */
function watchRequests(page: Page): { hlsJs: string[]; segments: string[] } {
  const seen = { hlsJs: [] as string[], segments: [] as string[] };
  page.on('request', (request) => {
    const url = request.url();
    if (/\/assets\/hls[^/]*\.js$/.test(url)) seen.hlsJs.push(url);
    if (url.endsWith('.m4s')) seen.segments.push(url);
  });
  return seen;
}

/** Opens the first tutorial from the list, as a viewer would. */
async function openFirstTutorial(page: Page): Promise<void> {
  await page.goto('/videoTutorial');
  await cards(page).filter({ hasText: FIRST.title.en }).click();
  await expect(page.getByRole('heading', { level: 1, name: FIRST.title.en })).toBeVisible({
    timeout: PAGE_LOAD,
  });
}

/**
 * Plays with the keyboard (a user gesture) and pauses as soon as the position passes `seconds`:
 * the pause is made in the page, so a slow machine does not overshoot (near the end, a tutorial
 * would start from the beginning again).
 */
async function playUntil(page: Page, seconds: number): Promise<void> {
  await player(page).focus();
  await page.keyboard.press('k');
  await player(page).evaluate(
    (video: HTMLVideoElement, after) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (video.currentTime <= after) return;
          video.removeEventListener('timeupdate', check);
          video.pause();
          resolve();
        };
        video.addEventListener('timeupdate', check);
      }),
    seconds,
  );
  await expect.poll(() => player(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
}

test('the tutorials are listed by device family and filtered by family and topic', async ({
  page,
}) => {
  await page.goto('/videoTutorial');
  await expect(cards(page)).toHaveCount(DEMO_VIDEOS.length, { timeout: PAGE_LOAD });
  await expect(page).toHaveTitle(`${en.titles.videoTutorial} | ${en.app.name}`);
  await expect(page.getByRole('heading', { level: 2, name: /Stream Dock/ })).toBeVisible();
  const familyChips = page.getByRole('group', { name: en.videos.filterFamily });
  const topicChips = page.getByRole('group', { name: en.videos.filterTopic });

  await familyChips.getByRole('button', { name: en.families.mKey }).click();
  await expect(page).toHaveURL(/family=mKey/);
  await expect(cards(page)).toHaveCount(
    DEMO_VIDEOS.filter((v) => v.deviceFamily === 'mKey').length,
  );
  await familyChips.getByRole('button', { name: en.videos.allFamilies }).click();
  await topicChips.getByRole('button', { name: en.videos.topics.customization }).click();
  await expect(cards(page)).toHaveCount(
    DEMO_VIDEOS.filter((v) => v.topic === 'customization').length,
  );
  await expect(topicChips.getByRole('button', { pressed: true })).toHaveText(
    en.videos.topics.customization,
  );
  // Each card shows its running time over the thumbnail.
  await expect(cards(page).first()).toContainText(/\d:\d\d/);
  await expectNoSeriousA11yViolations(page);

  await familyChips.getByRole('button', { name: en.families.mRgb }).click();
  await expect(page.getByRole('heading', { name: en.videos.noMatch })).toBeVisible();
  await page.getByRole('button', { name: en.videos.clearFilters }).click();
  await expect(cards(page)).toHaveCount(DEMO_VIDEOS.length);
});

test('a tutorial plays from its HLS source through hls.js, with captions in en, zh and ko', async ({
  page,
}) => {
  await hideNativeHls(page);
  const seen = watchRequests(page);
  await page.goto('/videoTutorial');
  await expect(cards(page)).toHaveCount(DEMO_VIDEOS.length, { timeout: PAGE_LOAD });
  // Nobody downloads hls.js to browse the list.
  expect(seen.hlsJs).toEqual([]);

  await cards(page).filter({ hasText: FIRST.title.en }).click();
  await expect(player(page)).toHaveAttribute('data-engine', 'hls.js', { timeout: PAGE_LOAD });
  // The tab names the tutorial, as its server-rendered head does (decision 059).
  await expect(page).toHaveTitle(`${FIRST.title.en} | ${en.app.name}`);
  await playUntil(page, 1.5);
  expect(seen.hlsJs.length).toBeGreaterThan(0);
  expect(seen.segments.length).toBeGreaterThan(0);
  const source = await player(page).evaluate((v: HTMLVideoElement) => v.currentSrc);
  expect(source).toMatch(/^blob:/); // Media Source Extensions, fed by hls.js

  const tracks = await player(page).evaluate((v: HTMLVideoElement) =>
    Array.from(v.textTracks).map((track) => ({
      lang: track.language,
      mode: track.mode,
      cues: track.cues?.length ?? 0,
    })),
  );
  expect(tracks.map((t) => t.lang)).toEqual(['en', 'zh', 'ko']);
  expect(tracks.find((t) => t.mode === 'showing')).toMatchObject({ lang: 'en' });
  expect(tracks[0]!.cues).toBe(FIRST.steps.length);
  await expect(page.getByTestId('next-tutorial')).toContainText(DEMO_VIDEOS[1]!.title.en);
  await expectNoSeriousA11yViolations(page);
});

test('as it comes, Chromium plays the HLS source too: natively or through hls.js', async ({
  page,
}) => {
  const seen = watchRequests(page);
  await openFirstTutorial(page);
  const engine = await player(page).getAttribute('data-engine');
  expect(['native-hls', 'hls.js']).toContain(engine);
  await playUntil(page, 1.5);
  // hls.js is loaded only for browsers that need it.
  expect(seen.hlsJs.length > 0).toBe(engine === 'hls.js');
  test.info().annotations.push({ type: 'engine', description: String(engine) });
});

test("a visitor's position is kept in the browser: the tutorial resumes after a reload", async ({
  page,
}) => {
  await openFirstTutorial(page);
  await playUntil(page, 3);
  const stopped = Math.floor(await currentTime(page));
  await page.reload();
  await expect(page.getByText(/Resumed where you left off, at 0:0\d/)).toBeVisible({
    timeout: PAGE_LOAD,
  });
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(stopped);
  expect(await player(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
});

test("a signed-in viewer's position is kept on the server: another browser resumes there", async ({
  page,
  request,
  browser,
}) => {
  const { token } = await createAccount(request);
  await storeToken(page, token);
  await openFirstTutorial(page);
  await playUntil(page, 3);
  const stopped = Math.floor(await currentTime(page));
  const id = new URL(page.url()).searchParams.get('id');
  await expect
    .poll(async () => {
      const response = await request.get(`/api/videos/${id}/progress`, {
        headers: { authorization: token },
      });
      return ((await response.json()) as { data: { positionSeconds: number } }).data
        .positionSeconds;
    })
    .toBe(stopped);

  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await storeToken(elsewhere, token);
  await elsewhere.goto(page.url());
  await expect(elsewhere.getByText(/Resumed where you left off/)).toBeVisible({
    timeout: PAGE_LOAD,
  });
  await expect.poll(() => currentTime(elsewhere)).toBeGreaterThanOrEqual(stopped);
  await other.close();
});
