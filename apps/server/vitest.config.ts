import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Bundles the runner and CLI and keeps a migrated PGlite template (see the file).
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // PGlite instances are memory-hungry WASM; keep the 2-core machine responsive.
    maxWorkers: 2,
  },
});
