import fp from 'fastify-plugin';
import { devMailboxRoutes } from './dev-mailbox.routes.ts';

/** The development mailbox (verification codes and mail on this machine), when it is on. */
export const devMailboxModule = fp(
  async (app) => {
    if (app.config.devMailbox) await app.register(devMailboxRoutes);
  },
  { name: 'dev-mailbox' },
);
