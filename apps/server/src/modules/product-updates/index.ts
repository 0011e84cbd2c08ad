import fp from 'fastify-plugin';
import { mailContextOf } from '../../lib/mail-context.ts';
import { productUpdateRoutes } from './product-updates.routes.ts';
import {
  sendDueUpdateEmails,
  updateEmailsInBackground,
  type UpdateEmailReport,
} from './update-emails.ts';

export { notifyOwners } from './product-notices.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** One run of the new-version email outbox (decision 029); the jobs run it too. */
    sendDueUpdateEmails: (now?: number) => Promise<UpdateEmailReport>;
    /** Sends due update emails in the background, right after an approval notified owners. */
    sendUpdateEmailsSoon: () => void;
  }
}

/** The new-version email outbox and its job (decision 029). */
export const updateEmails = fp(
  async (app) => {
    const context = mailContextOf(app);
    const emails = updateEmailsInBackground(context);
    app.decorate('sendDueUpdateEmails', (now?: number) => sendDueUpdateEmails(context, now));
    app.decorate('sendUpdateEmailsSoon', emails.sendSoon);
    app.jobs.add({ name: 'update emails', stage: 2, run: () => app.sendDueUpdateEmails() });
    app.addHook('onClose', async () => emails.drain());
  },
  { name: 'update-emails', dependencies: ['platform', 'jobs-table'] },
);

/** Update notices of owned products (decision 029). */
export const productUpdatesModule = fp(
  async (app) => {
    await app.register(productUpdateRoutes);
  },
  { name: 'product-updates' },
);
