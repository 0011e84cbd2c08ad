/**
 * The server the browser tests talk to: the same code as apps/server/dist/server.js,
 * run from source, with two injected dependencies — graphic codes with an answer the
 * tests know (E2E_CAPTCHA), and a clock the tests can move forward (server-clock.ts).
 * Nothing in the shipped server can be told to fix an answer or move time.
 */
import { loadConfig } from '../../apps/server/src/config/env.ts';
import { runServer } from '../../apps/server/src/run-server.ts';
import { E2E_CAPTCHA } from './accounts.ts';
import { ensureE2eAdmin } from './e2e-admin.ts';
import { offsetClock } from './server-clock.ts';

// The administrators of the browser tests (e2e-admin.ts).
await ensureE2eAdmin();
await runServer({
  captchaAnswers: () => E2E_CAPTCHA,
  clock: offsetClock(loadConfig().dataDir),
});
