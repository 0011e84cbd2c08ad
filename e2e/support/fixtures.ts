import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

let clients = 0;

/**
 * Every spec imports `test` from here: it points the browser at the server global-setup started,
 * and makes each test's browser a client of its own. The e2e server trusts the proxy header
 * (TRUST_PROXY), so per-address limits (decision 016) count per test, as they would for people
 * on different networks, instead of adding up every journey of the run on 127.0.0.1. The
 * `request` fixture stays on loopback without the header: the dev mailbox answers only that.
 */
export const test = base.extend({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set; run through playwright.config.ts');
    await use(url);
  },
  context: async ({ context }, use, testInfo) => {
    clients += 1;
    const address = `198.18.${testInfo.workerIndex % 256}.${(clients % 250) + 1}`;
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': address });
    await use(context);
  },
  // A page the server rendered (decision 046) shows before the app has taken it over: a test
  // acts once the app has, as a person would wait for a page to respond.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await untilAppReady(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await untilAppReady(page);
      return response;
    };
    await use(page);
  },
});

/** Until the app has hydrated or rendered the page; at once on anything that is not the app. */
async function untilAppReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.app === 'ready',
    null,
    { timeout: 15_000 },
  );
}

export { expect };

/** Fails with a readable list when axe finds serious or critical accessibility violations. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}
