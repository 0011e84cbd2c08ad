// scratch (helper D): the suite's config against an already running server; deleted after use
import base from './playwright.config.ts';
export default { ...base, globalSetup: undefined, timeout: 120_000, reporter: [['list']], outputDir: '/tmp/d-test-results' };
