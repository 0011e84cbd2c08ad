import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { en } from '../../apps/web/src/locales/en.ts';
import { inspectPackage } from '../../apps/server/src/modules/packages/inspect-package.ts';
import { createAccount } from '../support/accounts.ts';
import {
  addToServerCart,
  demoProduct,
  paypalAmount,
  productIdOf,
  startPaypalCheckout,
} from '../support/commerce.ts';
import { expect, test } from '../support/fixtures.ts';
import { storeToken } from '../support/session.ts';

/**
 * Issue 32, decision 074: a bought demo product delivers a real package of its kind, checked
 * here by the same inspection a creator's upload passes, and the product page shows its size.
 */
const PLUGIN = demoProduct('Audio Mixer Pro', { free: false });
const ICONS = demoProduct('Neon Line Icons', { free: false });

/** The product page's size, as the Facts list writes it (product-details.tsx). */
function shownSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

test('a bought demo product downloads as a valid package of its kind, the size the page shows', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'space-e2e-packages-'));
  const { token } = await createAccount(request);
  await storeToken(page, token);
  const bought = [
    { demo: PLUGIN, kind: 'plugin' as const, id: await productIdOf(request, PLUGIN.name) },
    { demo: ICONS, kind: 'other' as const, id: await productIdOf(request, ICONS.name) },
  ];

  // What each product page says: the newest version and its size.
  const shown = new Map<number, { version: string; size: string; bytes: number }>();
  for (const { demo, id } of bought) {
    await page.goto(`/product?id=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: demo.name })).toBeVisible();
    const fact = (label: string) =>
      page
        .locator('dl div')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('dd');
    const size = (await fact(en.product.size).textContent())!.trim();
    const version = (await fact(en.product.version).textContent())!.trim();
    expect(size).toMatch(/^\d+(\.\d)? (KB|MB)$/);
    const detail = await request.get(`/api/products/${id}`);
    const newest = ((await detail.json()) as { data: { versions: { sizeBytes: number }[] } }).data
      .versions[0]!;
    expect(size).toBe(shownSize(newest.sizeBytes));
    shown.set(id, { version, size, bytes: newest.sizeBytes });
  }

  // Bought through the PayPal sandbox.
  for (const { id } of bought) await addToServerCart(request, token, id);
  await page.goto('/payment');
  await startPaypalCheckout(page);
  await expect(
    page.getByText(paypalAmount(PLUGIN.price + ICONS.price), { exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/success\?orderNo=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: en.success.paidTitle })).toBeVisible({
    timeout: 15_000,
  });

  // Downloaded from /products, unzipped and checked as a creator's upload is.
  await page.goto('/products');
  for (const { demo, kind, id } of bought) {
    const owned = page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: demo.name, exact: true }) });
    const downloading = page.waitForEvent('download');
    await owned.getByRole('button', { name: en.owned.download }).click();
    const download = await downloading;
    expect(await download.failure()).toBeNull();
    const file = path.join(dir, `${id}.zip`);
    await download.saveAs(file);
    const bytes = fs.readFileSync(file);
    const page_ = shown.get(id)!;
    expect(bytes.length, `${demo.name}: the bytes the page's size stands for`).toBe(page_.bytes);
    expect(shownSize(bytes.length)).toBe(page_.size);
    expect(download.suggestedFilename()).toBe(`product-${id}-${page_.version}.zip`);

    const report = await inspectPackage({
      filePath: file,
      fileName: download.suggestedFilename(),
      kind,
      expected: {
        version: page_.version,
        systems: demo.systems ?? ['windows', 'macos'],
        languages: demo.languages,
      },
      now: new Date(),
    });
    expect(report.findings, demo.name).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.bytes).toBe(bytes.length);
    if (kind === 'plugin') {
      // One `.sdPlugin` folder: manifest, actions with their images, code, localisations.
      expect(report.manifest).toMatchObject({ name: demo.name, version: page_.version });
      expect(report.manifest!.actionCount).toBeGreaterThan(0);
      expect(report.manifest!.languages.length).toBe(demo.languages.length);
      expect(bytes.includes(Buffer.from('.sdPlugin/plugin/main.js'))).toBe(true);
    } else {
      // An icon set: its images and a pack.json saying what it is.
      expect(report.manifest).toBeUndefined();
      expect(report.entryCount).toBeGreaterThan(10);
      expect(bytes.includes(Buffer.from('icons/icon_01.png'))).toBe(true);
      expect(bytes.includes(Buffer.from('pack.json'))).toBe(true);
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
});
