/**
 * The server the contract check talks to: the shipped runner, run from source, with one
 * injected dependency, as the browser tests do (e2e/support/e2e-server.ts): graphic codes whose
 * answer the check knows, so it can sign in with the demo accounts.
 */
import { runServer } from '../../apps/server/src/run-server.ts';

await runServer({ captchaAnswers: () => process.env.CONTRACT_CAPTCHA ?? 'Kx7Pa' });
