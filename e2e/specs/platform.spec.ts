import { expect, test } from '../support/fixtures.ts';

test('the API answers health through the production server', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ code: 200, data: { status: 'ok' } });
});

test('a deep link loads the single-page app', async ({ page }) => {
  const response = await page.goto('/mKey/icons');
  expect(response?.status()).toBe(200);
  // Public HTML is revalidated by browsers and shared a minute (decision 062).
  expect(response?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
  await expect(page.locator('#root')).not.toBeEmpty();
});
