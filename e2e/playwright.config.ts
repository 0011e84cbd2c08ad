import { defineConfig } from '@playwright/test';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Partner sub-hosts (spec §2 host rules) resolve to the local test server.
  '--host-resolver-rules=MAP darkflash.space.test 127.0.0.1, MAP ajazz.space.test 127.0.0.1, MAP vsdcraft.space.test 127.0.0.1',
];

/**
 * Browser tests run the production web build (apps/web/dist) served by the server code
 * on a free port with a fresh temporary data directory (global-setup.ts).
 */
export default defineConfig({
  testDir: './specs',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '../reports/e2e.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
