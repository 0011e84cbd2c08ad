import { en } from '../../apps/web/src/locales/en.ts';
import { createAccount, storedToken } from '../support/accounts.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';

/** Issue 32, item 3 (decision 069): a graphic code people can read, refresh and do without. */

/** WCAG 2 contrast of two CSS colours as the browser computes them ("rgb(r, g, b)"). */
function contrast(a: number[], b: number[]): number {
  const luminance = ([r, g, bl]: number[]) => {
    const [lr, lg, lb] = [r!, g!, bl!].map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

for (const width of [1440, 390]) {
  test(`the graphic code is legible at 1× and comes anew without a reload (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    const picture = page.getByRole('img', { name: en.account.captchaImage });
    await expect(picture).toBeVisible();
    // Shown at its own size: 168×56 CSS px, nothing scaled down, nothing cut by the viewport.
    const box = (await picture.boundingBox())!;
    expect(Math.round(box.width)).toBe(168);
    expect(Math.round(box.height)).toBe(56);
    expect(box.x + box.width).toBeLessThanOrEqual(width);

    // Measure the glyphs of this very picture, drawn inline at the same 1× scale.
    const source = (await picture.getAttribute('src'))!;
    const glyphs = await page.evaluate((dataUrl) => {
      const svg = atob(dataUrl.split(',')[1]!);
      const host = document.createElement('div');
      host.innerHTML = svg;
      document.body.append(host);
      const ground = getComputedStyle(host.querySelector('rect')!).fill;
      const found = [...host.querySelectorAll('path.g')].map((path) => ({
        height: path.getBoundingClientRect().height,
        ink: getComputedStyle(path).fill,
        ground,
      }));
      host.remove();
      return found;
    }, source);
    expect(glyphs.length).toBeGreaterThanOrEqual(4);
    const rgb = (css: string) => css.match(/\d+/g)!.slice(0, 3).map(Number);
    for (const glyph of glyphs) {
      expect(glyph.height).toBeGreaterThanOrEqual(24);
      expect(contrast(rgb(glyph.ink), rgb(glyph.ground))).toBeGreaterThanOrEqual(4.5);
    }

    // A new code on request: same document, typed fields kept, a different picture.
    await page.getByLabel(en.account.account).fill('someone@example.com');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('button', { name: en.account.newCaptcha }).click();
    await expect(picture).not.toHaveAttribute('src', source);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    await expect(page.getByLabel(en.account.account)).toHaveValue('someone@example.com');
    await expectNoSeriousA11yViolations(page);
  });
}

test('a reader who cannot see the picture logs in through the proof of work', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request);
  await page.goto('/login');
  await expect(page.getByRole('img', { name: en.account.captchaImage })).toBeVisible();
  await page.getByRole('button', { name: en.account.captchaCantRead }).click();
  await expect(
    page.getByRole('status').filter({ hasText: en.account.captchaWorkDone }),
  ).toBeVisible({ timeout: 30_000 });
  await page.getByLabel(en.account.account).fill(email);
  await page.getByLabel(en.account.password, { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: en.account.submit.login }).click();
  await expect(page).not.toHaveURL(/\/login/);
  expect(await storedToken(page)).toBeTruthy();
});
