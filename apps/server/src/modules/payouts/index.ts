import fp from 'fastify-plugin';
import { payoutSandboxRoutes, SANDBOX_PAYOUTS_PATH } from '../payments/index.ts';
import type { PaymentSandbox, PayoutProviders } from '../payments/index.ts';
import { payoutNotifyRoutes } from './payout-notify.routes.ts';
import { advanceDuePayouts, type PayoutDeps } from './payouts.dispatch.ts';
import { payoutsRoutes } from './payouts.routes.ts';

export { advanceDuePayouts } from './payouts.dispatch.ts';

export interface PayoutsOptions {
  providers?: PayoutProviders;
  /** The payment sandbox's keys: the payout sandbox's routes are mounted with them. */
  sandbox?: PaymentSandbox;
}

/** Creator payout accounts and payouts (issue 30, decision 071). */
export const payoutsModule = fp<PayoutsOptions>(
  async (app, options) => {
    const base = (app.config.publicUrl ?? `http://127.0.0.1:${app.config.port}`).replace(
      /\/+$/,
      '',
    );
    const deps: PayoutDeps = {
      db: app.db,
      clock: app.clock,
      log: app.log,
      providers: options.providers ?? {},
      notifyUrl: (method) => `${base}/api/payouts/${method}/notify`,
    };
    await app.register(payoutsRoutes, { deps });
    await app.register(payoutNotifyRoutes, { deps });
    if (options.sandbox) {
      await app.register(payoutSandboxRoutes, {
        sandbox: options.sandbox,
        prefix: SANDBOX_PAYOUTS_PATH,
      });
    }
    app.jobs.add({ name: 'payout status', stage: 1, run: () => advanceDuePayouts(deps) });
  },
  { name: 'payouts' },
);
